package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

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
	choices  []choice // a pending choice, shown as numbered buttons
	lastBtn  *widget.Button
	dispBtn  *widget.Button
	newBtn   *widget.Button
	tools    *fyne.Container
	bottom   *fyne.Container
}

// choice is one option of a pending decision (a capture, a pairing).
type choice struct {
	label string
	a     games.Action
}

// handActions returns the person's legal actions that play card c.
func (t *Table) handActions(c cards.Card) []games.Action {
	if t.view == nil || t.view.Player() != Human {
		return nil
	}
	var out []games.Action
	for _, a := range t.view.Legal(nil) {
		if x, ok := t.g.cardOf(a); ok && x == c {
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
	if !t.ready() {
		return
	}
	for i, x := range t.scene.hand {
		if x == c {
			t.cursor = i
		}
	}
	if tp, ok := t.g.(tapper); ok && tp.tap(t, t.view, c) {
		return
	}
	acts := t.handActions(c)
	switch len(acts) {
	case 0:
		t.say(t.g.refusal(t, t.view, c))
		t.place(false)
	case 1:
		t.act(acts[0])
	default:
		t.g.pick(t, t.view, c, acts)
	}
}

// offer shows a pending choice as numbered buttons (digits pick too).
func (t *Table) offer(prompt string, cs []choice) {
	t.choices = cs
	t.say(prompt)
	t.refreshControls()
}

// refreshControls rebuilds the decision area for the view.
func (t *Table) refreshControls() {
	t.controls.Objects = nil
	if !t.busy && !t.thinking && t.view != nil && t.view.Player() == Human {
		if len(t.choices) > 0 {
			for i, ch := range t.choices {
				a := ch.a
				label := ch.label
				if i < 9 {
					label = itoa(i+1) + " · " + label
				}
				b := widget.NewButton(label, func() { t.humanAct(a) })
				b.Importance = widget.HighImportance
				t.controls.Add(b)
			}
			cancel := widget.NewButton(t.T("table.cancel", "Cancel"), func() {
				t.choices = nil
				t.refreshControls()
				t.say(t.g.prompt(t, t.view))
			})
			t.controls.Add(cancel)
		} else {
			for _, o := range t.g.controls(t, t.view) {
				t.controls.Add(o)
			}
		}
	}
	t.controls.Refresh()
	_, trick := t.g.lastTrick(t, t.view)
	if (trick == "") != t.lastBtn.Hidden {
		if trick == "" {
			t.lastBtn.Hide()
		} else {
			t.lastBtn.Show()
		}
		t.bottom.Refresh()
	}
}

// button makes a decision button that plays a when tapped.
func (t *Table) button(label string, a games.Action) *widget.Button {
	b := widget.NewButton(label, func() { t.humanAct(a) })
	b.Importance = widget.HighImportance
	return b
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
