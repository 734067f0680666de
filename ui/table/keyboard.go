package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The table's keyboard: the summary's Enter, the digits of a pending choice,
// the game's own decision keys, and a cursor over the hand (Left, Right,
// Enter, digits). A game's decision keys go through tryKey, so that every
// game answers a key it cannot honour now in the same words.

// keyState is the keyboard's cursor in the hand.
type keyState struct {
	cursor int
}

// typedKey handles the keyboard; false lets the shell have the key.
func (t *Table) typedKey(ev *fyne.KeyEvent) bool {
	if t.closed {
		return false
	}
	if !t.overlay.Hidden {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace {
			t.summaryDefault()
			return true
		}
		return false
	}
	if len(t.choices) > 0 {
		if n, ok := digit(ev.Name); ok && n >= 1 && n <= len(t.choices) {
			t.humanAct(t.choices[n-1].a)
			return true
		}
	}
	if t.g.key(t, t.view, ev) {
		return true
	}
	hand := t.handCards()
	switch ev.Name {
	case fyne.KeyLeft:
		t.moveCursor(-1, len(hand))
		return true
	case fyne.KeyRight:
		t.moveCursor(1, len(hand))
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		if t.cursor >= 0 && t.cursor < len(hand) {
			t.tapCard(hand[t.cursor])
		}
		return true
	}
	if n, ok := digit(ev.Name); ok && len(t.choices) == 0 {
		i := n - 1
		if n == 0 {
			i = 9
		}
		if i < len(hand) {
			t.cursor = i
			t.relayout()
		}
		return true
	}
	return false
}

func (t *Table) handCards() []cards.Card {
	if t.scene == nil {
		return nil
	}
	return t.scene.hand
}

func (t *Table) moveCursor(d, n int) {
	if n == 0 {
		return
	}
	t.cursor = ((t.cursor+d)%n + n) % n
	t.relayout()
}

// selected reports whether the keyboard cursor is on hand card c.
func (t *Table) selected(c cards.Card) bool {
	if t.scene == nil {
		return false
	}
	h := t.scene.hand
	return t.cursor >= 0 && t.cursor < len(h) && h[t.cursor] == c
}

func digit(k fyne.KeyName) (int, bool) {
	if len(k) == 1 && k[0] >= '0' && k[0] <= '9' {
		return int(k[0] - '0'), true
	}
	return 0, false
}

// tryKey plays the first of the person's legal actions that want accepts.
// When there is none it says so, unless the person may not act at all now
// (ready has then said why). The key is taken either way.
func (t *Table) tryKey(legal []games.Action, want func(games.Action) bool) bool {
	for _, a := range legal {
		if want(a) {
			t.humanAct(a)
			return true
		}
	}
	if t.ready() {
		t.say(t.T("table.keyUnavailable", "That is not possible now."))
	}
	return true
}

// is is the want of tryKey for one action.
func is(a games.Action) func(games.Action) bool {
	return func(x games.Action) bool { return x == a }
}
