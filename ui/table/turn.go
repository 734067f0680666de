package table

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// The turn flow: after every change of the view, whose move it is decides
// what happens next (a deal, the summary, the person's turn, or a computer
// player thinking in a goroutine under the table's context, dropped when
// the table closes or a new game starts). The controller (controller.go)
// holds the State; the event animator (anim.go) plays what a move did.

// turnState is where the match stands at the table: the context the
// computer players think under, whether an animation or a computer player is
// under way, and the match sheet.
type turnState struct {
	ctx    context.Context
	cancel context.CancelFunc
	busy   bool // animating
	// hurry plays the rest of the running animation at once: the felt
	// was resized under it, and its cards fly to places of the old size.
	hurry bool
	// started is set by Start, which deals the match's first hand once the
	// table is on screen, so that it is dealt with the same animation as
	// every later deal.
	started bool
	// gen counts the matches played at this table; an animation queue stops
	// when a new game starts under it.
	gen      int
	thinking bool
	sheet    []sheetRow
	// waiting, when set, lets the animation queue go on: it is held after
	// a trick or capture until a click or a key (anim.go, goOn).
	waiting func()
	// undid is set by an undo until the person's next move: the move
	// taken back is not played for them again, even if it was obvious
	// (obviousMove), or undo could never go back past it.
	undid bool
}

// sheetRow is one finished deal on the match sheet.
type sheetRow struct {
	deal  []int
	match []int
}

// next decides what happens after the view changed: a computer move, the
// first deal, the summary between deals, or the person's turn.
func (t *Table) next() {
	if t.closed {
		return
	}
	t.dropHint() // a hint is about the position before (hint.go)
	t.view = t.ctl.view()
	t.choices = nil
	t.choosing, t.picked = cards.None, 0
	if t.lessonHolds() { // a caption to read first (lesson.go)
		t.render()
		return
	}
	switch p := t.ctl.toMove(); {
	case p == games.Chance && t.ctl.st.Result().Deals == 0:
		// A new match: the empty table, then the deal onto it.
		t.render()
		t.act(games.Deal)
		return
	case p == games.Chance || p == games.Nobody:
		t.render()
		t.showSummary()
	case p == Human:
		t.newTurn = true // the raised card is checked against this turn (snapCursor)
		t.reclaimFocus() // the keys are the table's on every turn (keyboard.go)
		t.render()
		if a, ok := t.obviousMove(); ok && !t.undid && !t.inLesson() {
			t.act(a)
			return
		}
		t.say(t.g.Prompt(t.hst, t.view))
		t.playQueued() // a card tapped while the cards travelled (input.go)
	default:
		t.render()
		if a, ok := t.lessonMove(); ok { // the lesson's script (lesson.go)
			t.act(a)
			return
		}
		t.startThinking()
	}
}

// obviousMove is the person's move when there is nothing to decide: every
// legal action worth the same as the first (Go-Stop's two junk cards of a
// month to pair with: no question, issue 40), or, with the AutoForced
// option, the one card that can be played. A decision that is not a card
// (a bid, Go or Stop) is never made for the person.
func (t *Table) obviousMove() (games.Action, bool) {
	legal := t.view.Legal(nil)
	d := t.distinct(legal)
	if len(d) != 1 {
		return 0, false
	}
	if len(legal) > 1 {
		return d[0], true
	}
	if _, card := t.g.CardOf(t.view, d[0]); card && env.AutoForced(t.env.Prefs) {
		return d[0], true
	}
	return 0, false
}

// distinct is acts without the actions worth the same as an earlier one
// (Equivalent); acts itself when the game has no such actions.
func (t *Table) distinct(acts []games.Action) []games.Action {
	eq, ok := t.g.(Equivalent)
	if !ok || len(acts) < 2 {
		return acts
	}
	var out []games.Action
	for _, a := range acts {
		same := false
		for _, b := range out {
			same = same || eq.Same(t.view, a, b)
		}
		if !same {
			out = append(out, a)
		}
	}
	return out
}

// act applies an action for the seat to move and animates what happened.
func (t *Table) act(a games.Action) {
	if p := t.ctl.toMove(); p == Human || p == games.Chance {
		t.undid = false // the person decides again (obviousMove)
		// The person acts, or a deal starts: the announcements made since
		// the person's last move have been seen (banner.go). A computer's
		// move adds to them.
		t.hideBanner()
	}
	if t.ctl.toMove() == Human && !t.lessonJudges(a) { // lesson.go
		return
	}
	before := t.ctl.st.Result().Deals
	evs, err := t.ctl.apply(a)
	if err != nil {
		t.say(t.T("table.refused", "That move is not allowed: {{.Reason}}", "Reason", err.Error()))
		return
	}
	r := t.ctl.st.Result()
	if r.Deals > before {
		_, running := t.g.(RunningSheet)
		t.sheet = appendSheetRow(t.sheet, r, running)
	}
	t.keep() // saved, and counted in the statistics (resume.go)
	t.overlay.Hide()
	t.animate(evs)
}

// humanAct plays a for the person, if it is the person's turn.
func (t *Table) humanAct(a games.Action) {
	if !t.ready() {
		return
	}
	t.reclaimFocus() // the control that played it must not keep the keys
	t.act(a)
}

// ready reports whether the person may act now, saying why not otherwise.
func (t *Table) ready() bool {
	switch {
	case t.closed:
		return false
	case t.busy:
		return false
	case t.thinking:
		t.say(t.T("table.waitThinking", "Wait: the computer is thinking."))
		return false
	case t.ctl.toMove() != Human:
		t.say(t.T("table.notYourTurn", "It is not your turn."))
		return false
	}
	return true
}

func (t *Table) startThinking() {
	p, v, legal, rng, ok := t.ctl.aiTurn()
	if !ok {
		return
	}
	seat := t.ctl.toMove()
	t.thinking = true
	t.say(t.T("table.thinking", "{{.Player}} is thinking…", "Player", t.seatName(seat)))
	t.relayout()
	ctx := t.ctx
	t.opt.RunAI(func() {
		a, err := think(ctx, p, v, legal, rng)
		fyne.Do(func() {
			applied := false
			defer func() {
				if t.opt.Settled != nil {
					t.opt.Settled(applied)
				}
			}()
			if ctx.Err() != nil || t.closed {
				return // the table closed or a new game started: drop it
			}
			t.thinking = false
			// The thinking line goes with the thinking: the move's own news
			// (a trick taken) follows, and a finished trick must not still
			// read "is thinking…".
			t.say("")
			t.relayout()
			if err != nil {
				t.say(t.T("table.aiError", "The computer could not move: {{.Error}}", "Error", err.Error()))
				return
			}
			moves := t.ctl.moves
			t.act(a)
			applied = t.ctl.moves != moves
		})
	})
}

// seatName is how a seat is called on the table.
func (t *Table) seatName(p int) string {
	if p == Human {
		return t.T("table.you", "You")
	}
	if t.opt.PlainSeatNames {
		if t.info.Players == 2 {
			return t.T("table.computer", "Computer")
		}
		return t.T("table.computerN", "Computer {{.N}}", "N", p)
	}
	// The computer players have names, as at a real table, each language
	// its own (issue 40: "Computer 1 / 2" read as a machine's table).
	if p == 1 {
		return t.T("table.opponent1", "Oliver")
	}
	return t.T("table.opponent2", "Emma")
}

// say shows a line in the status bar.
func (t *Table) say(s string) { t.status.SetText(s); t.fitBar() }
