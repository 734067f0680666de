package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The table's keyboard: the summary's Enter, the digits of a pending choice,
// the game's own decision keys, and a cursor over the hand (Left, Right,
// Enter, digits). A game's decision keys go through tryKey, so that every
// game answers a key it cannot honour now in the same words.

// keyState is the keyboard's cursor in the hand. The cursor follows a
// card, not a position: when the hand shrinks or is sorted anew (Skat's
// trumps after the announcement), Enter must play the card that stands
// raised, never whatever has slid into its place.
type keyState struct {
	cursor     int
	cursorCard cards.Card // the card under the cursor (cards.None: none yet)
	// forwarding is set while a key the table did not take is handed to the
	// shell's window handler, which asks the table first again.
	forwarding bool
	// turnCards are the hand cards the person could play on their last
	// turn (empty: none, or no turn yet): when a new turn changes them, the
	// raised card is moved (snapCursor). newTurn asks handRow for that.
	turnCards cards.Set
	newTurn   bool
	// fromQueue is set while a tap kept from an animation is played
	// (playQueued): it was made before the turn's news could be read.
	fromQueue bool
}

// setCursor puts the keyboard cursor on hand position i of the scene on
// screen, remembering the card there.
// A hint shown marks its card only while that card is the raised one:
// once the person raises another, the mark would contradict what Enter
// plays, so it goes (the hint's words stay in the status bar).
func (t *Table) setCursor(i int) {
	t.cursor = i
	t.cursorCard = cards.None
	if h := t.handCards(); i >= 0 && i < len(h) {
		t.cursorCard = h[i]
	}
	if t.hintCard != cards.None && t.cursorCard != t.hintCard {
		t.hintCard = cards.None
	}
	// A card raised after a hint of another move (Schnapsen's "close"):
	// Enter plays that card again, as the person chose it.
	t.hintOther = false
}

// noCursor is the cursor position when no card stands raised: the person
// has no card to play in this part of the deal (Skat's announcement after
// the lay-away), so the card last chosen must not stay up.
const noCursor = -1

// syncCursor finds the cursor's card in a freshly laid hand; a card that has
// left the hand leaves the cursor at its position, kept inside the hand.
func (t *Table) syncCursor(hand []cards.Card) {
	if t.cursor == noCursor && t.cursorCard == cards.None {
		return
	}
	if t.cursorCard != cards.None {
		for i, c := range hand {
			if c == t.cursorCard {
				t.cursor = i
				return
			}
		}
	}
	t.cursor = min(t.cursor, len(hand)-1)
	t.cursor = max(t.cursor, 0)
	if len(hand) > 0 {
		t.cursorCard = hand[t.cursor]
	} else {
		t.cursorCard = cards.None
	}
}

// The table is focusable so that the keyboard always reaches it: a control
// under the felt (a button, the "Bid higher…" list) takes the focus when
// used, and Fyne then gives every key to that control instead of the
// window's handler. The table takes the focus back after every move
// (reclaimFocus), and the shell focuses a focusable screen when it shows it.

// FocusGained implements fyne.Focusable.
func (t *Table) FocusGained() {}

// FocusLost implements fyne.Focusable.
func (t *Table) FocusLost() {}

// AcceptsTab implements fyne.Tabbable: Tab is the table's (it moves along
// the row of choices, as Right does), so that Tab never carries the keys
// off to the toolbar, where the table would get none until clicked.
func (t *Table) AcceptsTab() bool { return true }

// TypedRune implements fyne.Focusable; the table's keys are all KeyNames.
func (t *Table) TypedRune(rune) {}

// TypedKey implements fyne.Focusable: the table's keys, then the shell's
// (Esc, F1) through the window's own handler, as when nothing is focused.
func (t *Table) TypedKey(ev *fyne.KeyEvent) {
	if t.typedKey(ev) || t.env.Window == nil {
		return
	}
	if h := t.env.Window.Canvas().OnTypedKey(); h != nil {
		t.forwarding = true
		defer func() { t.forwarding = false }()
		h(ev)
	}
}

// reclaimFocus gives the keyboard back to the table: after a move, on
// every turn, and when a key reaches it through the window's handler. The
// toolbar keeps the focus no longer than a move (a button Tabbed to before
// the table had the focus, or used): the keys belong to the table, which
// never lets Tab go (AcceptsTab). A dialog or pop-up over the window keeps
// its focus.
func (t *Table) reclaimFocus() {
	if t.closed || t.env.Window == nil {
		return
	}
	c := t.env.Window.Canvas()
	f := c.Focused()
	if f == fyne.Focusable(t) || !contains(c.Content(), t) {
		return
	}
	if f != nil && !contains(c.Content(), f) {
		return // in a dialog or pop-up over the window
	}
	c.Focus(t)
}

// contains reports whether o is root or lies inside it, through containers
// and scrolls: the table's controls all sit in those.
func contains(root fyne.CanvasObject, o any) bool {
	if root == nil {
		return false
	}
	if any(root) == o {
		return true
	}
	switch r := root.(type) {
	case *fyne.Container:
		for _, c := range r.Objects {
			if contains(c, o) {
				return true
			}
		}
	case *container.Scroll:
		return contains(r.Content, o)
	case *Table:
		return contains(r.root, o)
	}
	return false
}

// typedKey handles the keyboard; false lets the shell have the key.
func (t *Table) typedKey(ev *fyne.KeyEvent) bool {
	if t.closed || t.forwarding {
		return false
	}
	if t.waiting != nil && ev.Name != fyne.KeyEscape && ev.Name != fyne.KeyTab {
		// A pause after a trick (PauseTricks): any key goes on; Esc
		// still leaves the table.
		return t.goOn()
	}
	if t.asking != nil {
		// A question before a move is open ("Close the stock?"): Enter
		// plays the move, Esc plays on (and must not leave the table).
		switch ev.Name {
		case fyne.KeyReturn, fyne.KeyEnter:
			t.answerConfirm(true)
			return true
		case fyne.KeyEscape:
			t.answerConfirm(false)
			return true
		}
		return false
	}
	if t.lessonKey(ev) { // Enter or Space presses the lesson's Next (lesson.go)
		return true
	}
	if !t.forwarding && t.env.Window != nil && t.env.Window.Canvas().Focused() == nil {
		// A key through the window's handler: nothing had the focus (a
		// click beside the controls). The table takes it, so that Tab too
		// comes to the table next time.
		t.reclaimFocus()
	}
	if t.logKey(ev) {
		return true
	}
	if t.reviewKey(ev) { // the review's arrows (review.go)
		return true
	}
	if !t.overlay.Hidden {
		return t.summaryKey(ev) // summary.go
	}
	if len(t.choices) > 0 {
		if n, ok := Digit(ev.Name); ok && n >= 1 && n <= len(t.choices) {
			t.humanAct(t.choices[n-1].Action)
			return true
		}
		if ev.Name == fyne.KeyEscape {
			t.cancelChoice()
			return true
		}
	}
	if t.rowKey(ev) { // the row of buttons (row.go)
		return true
	}
	if t.g.Key(t.hst, t.view, ev) {
		return true
	}
	if t.toolKey(ev) { // undo and hint (undo.go), after the game's own keys
		return true
	}
	hand := t.handCards()
	switch ev.Name {
	case fyne.KeyLeft:
		t.moveCursor(-1, len(hand))
		return true
	case fyne.KeyRight, fyne.KeyTab:
		t.moveCursor(1, len(hand))
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		if t.enterHint() { // hint.go: the hinted bid, "close", "go"…
			return true
		}
		if t.cursor >= 0 && t.cursor < len(hand) {
			t.tapCard(hand[t.cursor])
		}
		return true
	}
	if n, ok := Digit(ev.Name); ok && len(t.choices) == 0 {
		i := n - 1
		if n == 0 {
			i = 9
		}
		if i < len(hand) {
			t.setCursor(i)
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
	return t.scene.Hand
}

func (t *Table) moveCursor(d, n int) {
	if n == 0 {
		return
	}
	if t.cursor == noCursor && d < 0 {
		t.setCursor(n - 1) // Left from nothing raised: the last card
	} else {
		t.setCursor(((t.cursor+d)%n + n) % n)
	}
	t.relayout()
}

// snapCursor runs when the hand is first laid on each of the person's
// turns (newTurn, set by next): Enter must play the card that stands
// raised, so a raised card the person may not play now (Schnapsen once the
// stock is closed) moves to the nearest one they may, and a turn with no
// card to play after one with cards (the announcement after Skat's
// lay-away) lowers it. now is the set of hand cards playable this turn.
// It checks every turn, even one whose playable set equals the last one:
// the cursor may have been moved onto a card kept back meanwhile (arrows
// or a refused Enter while the computer played).
func (t *Table) snapCursor(hand []cards.Card, now cards.Set) {
	t.turnCards = now
	if now.Empty() {
		// No card to play (the auction, the announcement): the keys work
		// the row of buttons (row.go), and a raised card would say that
		// Enter plays it.
		t.cursor, t.cursorCard = noCursor, cards.None
		return
	}
	if t.lessonCursor(hand, now) {
		return
	}
	t.toPlayable(hand, now)
}

// toPlayable moves the cursor to the hand card nearest it that is in now,
// unless it already stands on one.
func (t *Table) toPlayable(hand []cards.Card, now cards.Set) {
	if t.cursor >= 0 && t.cursor < len(hand) && now.Has(hand[t.cursor]) {
		return
	}
	from := max(t.cursor, 0)
	for d := 0; d < len(hand); d++ {
		for _, i := range []int{from + d, from - d} {
			if i >= 0 && i < len(hand) && now.Has(hand[i]) {
				t.cursor, t.cursorCard = i, hand[i]
				return
			}
		}
	}
}

// selected reports whether the keyboard cursor is on hand card c.
func (t *Table) selected(c cards.Card) bool {
	if t.scene == nil {
		return false
	}
	h := t.scene.Hand
	return t.cursor >= 0 && t.cursor < len(h) && h[t.cursor] == c
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
