package table

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The hint: what the Expert would play in the person's place (players.Hint, the
// Expert search's scores of every legal action), shown on the felt (the
// hand card raised and marked) with a one-line reason in the status bar:
// how much better than the next best move it is, in the game's own measure
// (hintReason).
//
// players.Hint searches for up to a second, so it runs off the UI goroutine (the
// computer players' seam, Options.RunAI) under its own context, a child of
// the table's. Any change of the position — a move, an undo, a new game,
// closing the table — cancels it, and its answer comes back through
// fyne.Do only if it is still about the position on the felt (hintSeq).

// hintState is the hint being worked out or shown.
type hintState struct {
	hintCancel context.CancelFunc // cancels the search under way (nil: none)
	hintSeq    int                // bumped on every new position; an older answer is dropped
	hintCard   cards.Card         // the hand card marked with the hint (None: none)
	hintMove   cards.Card         // the hand card the hint shown plays, marked or not
	hintText   string             // the hint shown, its reason included ("" none)
	// hintOther is set while a hint of a move that is no hand card (a bid,
	// "close", "go") is shown and the person has not turned to the cards
	// since: Enter then does hintAction (keyboard.go) instead of playing a
	// card that the hint did not name.
	hintOther  bool
	hintAction games.Action
}

// Hinter is what scores the person's actions: players.Hint in the app.
type Hinter func(ctx context.Context, v games.View) ([]ai.Scored, error)

// hintFunc is the table's hinter.
func (t *Table) hintFunc() Hinter {
	if t.opt.Hint != nil {
		return t.opt.Hint
	}
	return players.Hint
}

// dropHint cancels a hint being worked out and takes a shown one off the
// felt (the position it was about is gone).
func (t *Table) dropHint() {
	t.hintSeq++
	if t.hintCancel != nil {
		t.hintCancel()
		t.hintCancel = nil
	}
	t.hintCard, t.hintMove, t.hintText = cards.None, cards.None, ""
	t.hintOther, t.hintAction = false, 0
	t.closeReview() // the review is of the deal just over (review.go)
}

// askHint starts working out a hint for the person's move.
func (t *Table) askHint() {
	if !t.ready() {
		return
	}
	if t.hintCancel != nil {
		return // one is being worked out already
	}
	if t.hintText != "" {
		t.raiseHint(t.hintMove) // the person may have raised another card since
		if t.hintMove == cards.None {
			t.otherHint(t.hintAction)
		}
		t.say(t.hintText)
		return
	}
	v := t.ctl.st.View(Human) // the search's own copy: t.view stays the table's
	seq := t.hintSeq
	ctx, cancel := context.WithCancel(t.ctx)
	t.hintCancel = cancel
	t.say(t.T("table.hint.thinking", "Looking for the best move…"))
	h := t.hintFunc()
	t.opt.RunAI(func() {
		sc, err := h(ctx, v)
		fyne.Do(func() {
			shown := false
			defer func() {
				if t.opt.HintSettled != nil {
					t.opt.HintSettled(shown)
				}
			}()
			if t.closed || seq != t.hintSeq || ctx.Err() != nil {
				return // the position changed, or the table closed
			}
			t.hintCancel = nil
			cancel()
			if err != nil || len(sc) == 0 {
				t.say(t.T("table.hint.none", "No hint could be found for this position."))
				return
			}
			t.showHint(v, sc)
			shown = true
		})
	})
}

// showHint marks the Expert's move and says why.
func (t *Table) showHint(v games.View, sc []ai.Scored) {
	best := sc[0]
	if c, ok := t.g.CardOf(v, best.Action); ok {
		t.hintMove = c
	}
	if t.hintMove == cards.None {
		t.otherHint(best.Action)
	}
	move := t.actionName(best.Action, best.Text)
	if len(sc) == 1 {
		t.hintText = t.T("table.hint.only", "Hint: {{.Move}} is the only move.", "Move", move)
	} else {
		t.hintText = t.hintReason(move, t.actionName(sc[1].Action, sc[1].Text), best.Value-sc[1].Value)
	}
	t.raiseHint(t.hintMove)
	t.say(t.hintText)
}

// hintReason says why move beats second, whose values differ by d, in the
// game's own measure as players.HintGain reads the search's values: Schnapsen's
// chance of winning the match, Go-Stop's points won in the hand, Scopa's
// lead over the opponent in the deal's points, Skat's Seeger–Fabian points.
// A margin that would be shown as zero ("0%", "0.0 points") is said to be
// about as good.
func (t *Table) hintReason(move, second string, d float64) string {
	g := players.HintGain(t.info.ID, d)
	if g.Kind == ai.GainWinChance {
		if g.Amount < 0.005 {
			return t.hintEven(move, second)
		}
		return t.T("table.hint.reason.winChance", "Hint: {{.Move}}. It raises your chance of winning the match by about {{.Chance}} over {{.Second}}.",
			"Move", move, "Chance", t.l.Percent(g.Amount, 0), "Second", second)
	}
	if g.Amount < 0.05 {
		return t.hintEven(move, second)
	}
	pts := t.l.Float(g.Amount, 1)
	switch g.Kind {
	case ai.GainPointsWon:
		return t.T("table.hint.reason.pointsWon", "Hint: {{.Move}}. On average it wins you about {{.Points}} points more this deal than {{.Second}}.",
			"Move", move, "Points", pts, "Second", second)
	case ai.GainPointLead:
		return t.T("table.hint.reason.pointLead", "Hint: {{.Move}}. On average it puts you about {{.Points}} points further ahead of your opponent this deal than {{.Second}}.",
			"Move", move, "Points", pts, "Second", second)
	case ai.GainScoreSheet:
		return t.T("table.hint.reason.scoreSheet", "Hint: {{.Move}}. On average it adds about {{.Points}} more points to your score sheet than {{.Second}}.",
			"Move", move, "Points", pts, "Second", second)
	}
	return t.T("table.hint.reason", "Hint: {{.Move}}, worth about {{.Diff}} points more than {{.Second}}.",
		"Move", move, "Diff", pts, "Second", second)
}

// hintEven is the hint whose best move is no better than the second.
func (t *Table) hintEven(move, second string) string {
	return t.T("table.hint.even", "Hint: {{.Move}}; {{.Second}} is about as good.", "Move", move, "Second", second)
}

// raiseHint makes the hinted hand card the raised one, marked, so that
// Enter plays the move the hint names rather than the card raised before.
func (t *Table) raiseHint(c cards.Card) {
	if c == cards.None {
		return
	}
	for i, x := range t.handCards() {
		if x == c {
			t.hintCard = c
			t.setCursor(i)
			t.relayout()
			return
		}
	}
}

// otherHint arms Enter for a hinted move that is no hand card: a button of
// the keyboard's row is highlighted; any other (Schnapsen's close while the
// hand is the row) is armed, and the raised card lowered, since a card
// standing raised would say that Enter plays it.
func (t *Table) otherHint(a games.Action) {
	if t.rowOn && t.rowIndex(a) >= 0 {
		// A decision of the row of buttons: the highlight goes to it, and
		// Enter takes it as it takes any highlighted choice.
		t.hintAction = a
		t.rowMove(t.rowIndex(a) - t.rowAt)
		return
	}
	t.hintOther, t.hintAction = true, a
	if t.cursor != noCursor || t.cursorCard != cards.None {
		t.cursor, t.cursorCard = noCursor, cards.None
		t.relayout()
	}
}

// enterHint is Enter while a hint of a move that is no hand card is shown:
// it does that move, if it is still legal; false when there is none.
func (t *Table) enterHint() bool {
	if !t.hintOther || t.view == nil {
		return false
	}
	for _, a := range t.view.Legal(nil) {
		if a == t.hintAction {
			if c, ok := t.g.(Asker); ok && c.Ask(t.hst, t.view, a) {
				return true // asked first, as its button and key do
			}
			t.humanAct(a)
			return true
		}
	}
	return false
}

// actionName names an action for the person in the position on the table.
func (t *Table) actionName(a games.Action, text string) string {
	return t.actionNameIn(t.view, a, text)
}

// actionNameIn names an action for the person in the position of v: the
// game's own words (ActionNamer), the card it plays, or the record
// notation for other decisions (a bid, "go").
func (t *Table) actionNameIn(v games.View, a games.Action, text string) string {
	if n, ok := t.g.(ActionNamer); ok && v != nil {
		if s, ok := n.ActionName(t.hst, v, a); ok {
			return s
		}
	}
	if c, ok := t.g.CardOf(v, a); ok && c != cards.None {
		return t.l.Name(t.deck.CardName(c))
	}
	return text
}

// markHint raises the hand card of the hint shown and labels it "Hint"
// where the label is free: above the card, else below it (the raised card
// leaves room there), else beside it. A label over a seat's name, a
// legend or another card was unreadable (Skat's seat line, Schnapsen's
// trump card, Go-Stop's capture piles), so where no place is free the
// card is marked by its raised outline alone.
func (t *Table) markHint(s *Scene) {
	if t.hintCard == cards.None || !s.HasHand(t.hintCard) {
		return
	}
	for i := range s.Items {
		it := &s.Items[i]
		if it.Card != t.hintCard {
			continue
		}
		if !it.Selected { // the keyboard cursor's card stands raised already
			it.Selected = true
			it.Pos.Y -= s.CH * 0.12
		}
		str := t.T("table.hint.mark", "Hint")
		ts := TextSize(s.Size)
		m := fyne.MeasureText(str, ts, fyne.TextStyle{Bold: true})
		if p, ok := s.freeSpot(i, m); ok {
			s.Label("hint#", str, p.X, p.Y, ts, true, fyne.TextAlignLeading).Color = ScoreColor()
		}
		return
	}
}

// MarkCard writes str in bold in the score colour beside card c of the
// scene (key: the text's key), at a free place next to it (freeSpot) —
// Skat's two cards taken from the skat, until they are laid away. False:
// c is not on the felt or no place is free.
func (s *Scene) MarkCard(c cards.Card, key, str string) bool {
	ts := TextSize(s.Size)
	m := fyne.MeasureText(str, ts, fyne.TextStyle{Bold: true})
	for i, it := range s.Items {
		if it.Card != c {
			continue
		}
		p, ok := s.freeSpot(i, m)
		if ok {
			s.Label(key, str, p.X, p.Y, ts, true, fyne.TextAlignLeading).Color = ScoreColor()
		}
		return ok
	}
	return false
}

// freeSpot is the top-left of a free place of size m next to item i: on
// the board, clear of every other card and every text.
func (s *Scene) freeSpot(i int, m fyne.Size) (fyne.Position, bool) {
	it := s.Items[i]
	gap := max(m.Height*0.15, 2)
	cx := it.Pos.X + it.Size.Width/2
	top, bottom := it.Pos.Y-m.Height-gap, it.Pos.Y+it.Size.Height+gap
	for _, p := range []fyne.Position{
		{X: cx - m.Width/2, Y: top},
		{X: cx - m.Width/2, Y: bottom},
		{X: it.Pos.X, Y: top},
		{X: it.Pos.X + it.Size.Width - m.Width, Y: top},
		{X: it.Pos.X - m.Width - gap, Y: it.Pos.Y + gap},
		{X: it.Pos.X + it.Size.Width + gap, Y: it.Pos.Y + gap},
	} {
		if s.free(i, p, m) {
			return p, true
		}
	}
	return fyne.Position{}, false
}

// free reports whether the box at p of size m lies on the board and
// touches no card but item i and no text.
func (s *Scene) free(i int, p fyne.Position, m fyne.Size) bool {
	if p.X < 0 || p.Y < 0 || p.X+m.Width > s.Size.Width || p.Y+m.Height > s.Size.Height {
		return false
	}
	for j, it := range s.Items {
		if j != i && overlaps(p, m, it.Pos, it.Size) {
			return false
		}
	}
	for _, tx := range s.Texts {
		tm := fyne.MeasureText(tx.Text, tx.Size, fyne.TextStyle{Bold: tx.Bold})
		tp := tx.Pos
		switch tx.Align {
		case fyne.TextAlignCenter:
			tp.X -= tm.Width / 2
		case fyne.TextAlignTrailing:
			tp.X -= tm.Width
		}
		if overlaps(p, m, tp, tm) {
			return false
		}
	}
	return true
}

// overlaps reports whether two boxes share more than an edge.
func overlaps(p fyne.Position, m fyne.Size, q fyne.Position, n fyne.Size) bool {
	return p.X < q.X+n.Width && q.X < p.X+m.Width && p.Y < q.Y+n.Height && q.Y < p.Y+m.Height
}
