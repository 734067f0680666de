package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
	"github.com/cardavia/cardavia/course"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The person's input: taps on hand cards, pending choices and the decision
// controls under the felt. The keys are in keyboard.go.

// barState is the bar under the felt: the status line, the decision
// controls with a pending choice, and the table's tools.
type barState struct {
	status   *widget.Label
	controls *fyne.Container
	choices  []Choice // a pending choice, shown as numbered buttons
	// choosing is the hand card whose choice is pending (marked raised);
	// picked the table cards tapped so far to narrow the choice down.
	choosing cards.Card
	picked   cards.Set
	// queued is a hand card tapped while the cards were still moving, and
	// queuedGen the match it was tapped in: it is played (or refused, out
	// loud) when the person's turn comes, so a tap is never lost silently.
	queued    cards.Card
	queuedGen int
	hasQueued bool // queued is set (the zero Card is a real card)
	lastBtn   *widget.Button
	sheetBtn  *widget.Button // the game's sheet during a match (sheettool.go)
	dispBtn   *widget.Button
	newBtn    *widget.Button
	tools     *fyne.Container
	toolsBox  *fyne.Container // the tools, centred beside the controls
	barRow    *fyne.Container // the controls and the tools
	stacked   bool            // a narrow table: the tools have a row of their own (arrangeBar)
	compact   bool            // the tools show their icons only (too narrow even for that)
	toolsKey  string          // the texts toolsW was measured for
	toolsW    float32         // the tools' width with their labels (toolsWidth)
	// asking is the open question before a move (Host.Confirm: "Close
	// the stock?"), if any, and asked the move it is about.
	asking dialog.Dialog
	asked  games.Action
	barH   float32 // the bar's height as last laid out (fitBar)
	bottom *fyne.Container
}

// handActions returns the person's legal actions that play card c.
func (t *Table) handActions(c cards.Card) []games.Action {
	if t.view == nil || t.view.Player() != Human {
		return nil
	}
	var out []games.Action
	for _, a := range t.view.Legal(nil) {
		if x, ok := t.g.CardOf(t.view, a); ok && x == c {
			out = append(out, a)
		}
	}
	return out
}

// isLegal reports whether the person may play hand card c now.
func (t *Table) isLegal(c cards.Card) bool {
	return !t.busy && !t.thinking && len(t.handActions(c)) > 0
}

// tapCard is what tapping (or Enter on) a hand card does.
func (t *Table) tapCard(c cards.Card) {
	if t.goOn() { // a pause after a trick: the click goes on, plays nothing
		return
	}
	if t.busy && !t.closed {
		// A tap while the cards travel (the deal, the other player's card)
		// is kept for the person's turn instead of being dropped.
		t.queued, t.queuedGen, t.hasQueued = c, t.gen, true
		t.say(t.T("table.tapQueued", "Your card is played as soon as the cards have landed."))
		return
	}
	if !t.ready() {
		return
	}
	t.reclaimFocus()
	for i, x := range t.scene.Hand {
		if x == c {
			t.setCursor(i)
		}
	}
	if tp, ok := t.g.(Tapper); ok && tp.Tap(t.hst, t.view, c) {
		return
	}
	// Options worth the same are one option: no question (Equivalent).
	acts := t.distinct(t.handActions(c))
	t.choosing, t.picked = cards.None, 0
	if len(acts) > 1 {
		t.choosing = c
	}
	switch len(acts) {
	case 0:
		t.say(t.g.Refusal(t.hst, t.view, c))
		if s, ok := t.lessonStep(); ok && s.Kind == course.Ask {
			t.lwrong = true // the engine refuses it: a wrong move (lesson.go)
			t.showLesson()
		}
		// The person is trying a card: the announcements have been read,
		// and the refusal below is what to read now. The banner must not
		// stay over the led card and the trump while the person looks for
		// a card (issue 40: "Oliver closed the stock!" stayed 45 s). A
		// tap kept from the animation (playQueued) came before the news
		// could be read, and leaves it.
		if !t.fromQueue {
			t.hideBanner()
		}
		// Laid out anew, not just re-placed: the cursor moved to the tapped
		// card, and the old raised card must come down, or Enter would play
		// a card other than the one standing raised.
		t.relayout()
	case 1:
		t.act(acts[0])
	default:
		t.g.Pick(t.hst, t.view, c, acts)
	}
}

// landingTap is the tap a card flying in an animation answers for the
// rest of it: the one its place in the new scene ns gives it, so a hand
// card is tapCard's, which keeps a tap made while the cards move. Without
// it the card that had landed in the person's hand (from the deal or the
// stock) ignored clicks, silently, until the whole queue was over. A card
// going anywhere else answers none.
func (t *Table) landingTap(ns *Scene, c cards.Card) func() {
	if c == cards.None || ns == nil {
		return nil
	}
	if it, ok := ns.Find(FaceKey(c)); ok {
		return it.OnTap
	}
	return nil
}

// playQueued plays (or refuses, saying why) the hand card tapped during
// the last animation, now that it is the person's turn; a card that has
// left the hand meanwhile (a double click on the card just played) is
// dropped.
func (t *Table) playQueued() {
	c, gen, ok := t.queued, t.queuedGen, t.hasQueued
	t.hasQueued = false
	if !ok || gen != t.gen || t.busy || t.thinking {
		return
	}
	for _, x := range t.scene.Hand {
		if x == c {
			t.fromQueue = true
			t.tapCard(c)
			t.fromQueue = false
			if t.ctl.toMove() == Human && !t.turnCards.Empty() && !t.turnCards.Has(c) {
				// Refused (the refusal says why): the key or click came
				// before the turn showed which cards may be played, so the
				// raised card goes back to one that may (issue 40: Enter
				// during the computer's close left it on a card kept back).
				t.toPlayable(t.scene.Hand, t.turnCards)
				t.relayout()
			}
			return
		}
	}
}

// offer shows a pending choice as numbered buttons (digits pick too) and,
// for a game that says which table cards each option takes (ChoiceTaker),
// as those cards raised on the felt to be tapped.
func (t *Table) offer(prompt string, cs []Choice) {
	t.choices = cs
	t.picked = 0
	t.say(prompt)
	t.relayout()
	t.refreshControls()
}

// candidates are the table cards that some pending option consistent with
// the cards tapped so far takes.
func (t *Table) candidates() cards.Set {
	ct, ok := t.g.(ChoiceTaker)
	if !ok {
		return 0
	}
	var out cards.Set
	for _, ch := range t.choices {
		if set := ct.Takes(ch.Action); set&t.picked == t.picked {
			out |= set
		}
	}
	return out
}

// tapChoiceCard narrows the pending choice to the options that take card
// c (and the cards tapped before it); when one is left, it is played.
func (t *Table) tapChoiceCard(c cards.Card) {
	ct, ok := t.g.(ChoiceTaker)
	if !ok || len(t.choices) == 0 {
		return
	}
	t.reclaimFocus()
	if t.picked.Has(c) {
		t.picked = t.picked.Remove(c) // a second tap takes it back
		t.relayout()
		return
	}
	picked := t.picked.Add(c)
	var left []Choice
	for _, ch := range t.choices {
		if set := ct.Takes(ch.Action); set&picked == picked {
			left = append(left, ch)
			if set == picked {
				// Exactly the cards tapped: that is the option.
				t.humanAct(ch.Action)
				return
			}
		}
	}
	if len(left) == 1 {
		t.humanAct(left[0].Action)
		return
	}
	if len(left) > 0 {
		t.picked = picked
	}
	t.relayout()
}

// markChoices raises the candidate cards of a pending choice above the
// others and lets them be tapped; the hand card being played stands raised
// higher than the keyboard cursor's.
func (t *Table) markChoices(s *Scene) {
	if len(t.choices) == 0 {
		return
	}
	cand := t.candidates()
	for i := range s.Items {
		it := &s.Items[i]
		if it.Card == cards.None {
			continue
		}
		if it.Card == t.choosing && s.HasHand(it.Card) {
			it.Selected = true
			it.Legal = true
			it.Pos.Y -= s.CH * 0.15
			continue
		}
		if cand.Has(it.Card) && !s.HasHand(it.Card) {
			c := it.Card
			it.Legal = true
			it.Dim = false
			it.Selected = t.picked.Has(c)
			it.OnTap = func() { t.tapChoiceCard(c) }
		}
	}
	s.LiftCards(cand &^ cards.SetOf(s.Hand...))
}

// refreshControls rebuilds the decision area for the view: a pending
// choice's numbered buttons and Cancel, or the game's controls, and the
// keyboard's row over them (row.go).
func (t *Table) refreshControls() {
	t.building = true
	defer func() { t.building = false }()
	t.controls.Objects = nil
	t.btnActs = nil
	var cancel *widget.Button
	if !t.busy && !t.thinking && t.view != nil && t.view.Player() == Human {
		if len(t.choices) > 0 {
			for i, ch := range t.choices {
				label := ch.Label
				if i < 9 {
					label = itoa(i+1) + " · " + label
				}
				t.controls.Add(t.button(label, ch.Action))
			}
			cancel = widget.NewButton(t.T("table.cancel", "Cancel"), t.cancelChoice)
			t.controls.Add(cancel)
		} else {
			for _, o := range t.g.Controls(t.hst, t.view) {
				t.controls.Add(o)
			}
		}
	}
	t.buildRow(cancel)
	t.controls.Refresh()
	t.fitBar()
	_, trick := t.g.LastTrick(t.hst, t.view)
	if (trick == "") != t.lastBtn.Hidden {
		if trick == "" {
			t.lastBtn.Hide()
		} else {
			t.lastBtn.Show()
		}
		t.bottom.Refresh()
	}
	t.showSheetTool()
}

// cancelChoice closes a pending choice without playing (its Cancel, Esc).
func (t *Table) cancelChoice() {
	t.choices = nil
	t.choosing, t.picked = cards.None, 0
	t.reclaimFocus()
	t.relayout()
	t.say(t.g.Prompt(t.hst, t.view))
}

// relayout re-lays the current view (after a cursor move) without animation.
func (t *Table) relayout() {
	if t.busy || t.board.Size().IsZero() {
		return
	}
	t.scene = t.buildScene(t.board.Size())
	t.place(false)
	t.refreshControls()
}

// fitBar lays the table out again when the bar under the felt needs
// another height (a second row of controls, a status line that wraps):
// Fyne re-lays a container only when its own size changes, so the bar
// would otherwise spill past the window's bottom edge.
func (t *Table) fitBar() {
	if t.bottom == nil {
		return
	}
	h := t.bottom.MinSize().Height
	if h == t.barH {
		return
	}
	t.barH = h
	t.root.Refresh()
}
