package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

// TestTable_TryKeyPlaysTheFirstMatch: the first legal action the key wants
// is played, once.
func TestTable_TryKeyPlaysTheFirstMatch(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	legal := h.tb.view.Legal(nil)
	moves := h.tb.ctl.moves
	h.tb.tryKey(legal, func(games.Action) bool { return true })
	if h.tb.ctl.moves == moves {
		t.Fatal("tryKey played nothing")
	}
	if h.tb.status.Text == "That is not possible now." {
		t.Fatal("tryKey refused a legal action")
	}
}

// TestTable_ArrowsWrapAndDigitsJump: Left from the first hand card wraps to
// the last, Right wraps back, and a digit puts the cursor on that card.
func TestTable_ArrowsWrapAndDigitsJump(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	n := len(h.tb.handCards())
	if n < 3 {
		t.Fatalf("a hand of %d cards", n)
	}
	h.tb.cursor = 0
	h.key(fyne.KeyLeft)
	if h.tb.cursor != n-1 {
		t.Fatalf("Left from the first card: cursor %d, want %d", h.tb.cursor, n-1)
	}
	h.key(fyne.KeyRight)
	if h.tb.cursor != 0 {
		t.Fatalf("Right from the last card: cursor %d, want 0", h.tb.cursor)
	}
	h.key("2")
	if h.tb.cursor != 1 || !h.tb.selected(h.tb.handCards()[1]) {
		t.Fatalf("2: cursor %d, want 1 and that card selected", h.tb.cursor)
	}
}

// TestTable_ShellKeysPassThrough: Esc and F1 are the shell's: the table
// does not take them.
func TestTable_ShellKeysPassThrough(t *testing.T) {
	h := newToyHarness(t, 1, fyne.NewSize(1024, 700), nil)
	for _, k := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyF1} {
		if h.keyH(&fyne.KeyEvent{Name: k}) {
			t.Errorf("the table kept %s from the shell", k)
		}
	}
}

// TestTable_CursorFollowsTheCardWhenTheHandIsSorted: the hand is sorted
// anew when a Skat game is announced; the raised card keeps the cursor.
// (Mutation tried: syncCursor keeping the index — the cursor stayed on the
// position and another card stood raised.)
func TestTable_CursorFollowsTheCardWhenTheHandIsSorted(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	hand := h.tb.handCards()
	require.GreaterOrEqual(t, len(hand), 3)
	h.key("3")
	want := hand[2]
	// The same cards in another order.
	re := append([]cards.Card{hand[2]}, hand[:2]...)
	re = append(re, hand[3:]...)
	h.tb.syncCursor(re)
	require.Equal(t, 0, h.tb.cursor)
	require.Equal(t, want, re[h.tb.cursor])
	// A hand without the card keeps the position, inside the hand.
	h.tb.syncCursor(re[1:2])
	require.Equal(t, 0, h.tb.cursor)
	require.Equal(t, re[1], h.tb.cursorCard)
}

// TestTable_FocusableForTheShell: the shell focuses a screen that can take
// the focus when it shows it (navigator.show), so that a Play button used on
// the home screen does not keep the keys; the table must be such a screen,
// and keys it does not use go on to the window's handler (Esc, F1).
func TestTable_FocusableForTheShell(t *testing.T) {
	h := newToyHarness(t, 2, fyne.NewSize(1024, 700), nil)
	var f fyne.Focusable = h.tb
	got := fyne.KeyName("")
	h.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if h.keyH != nil && h.keyH(ev) {
			return
		}
		got = ev.Name
	})
	h.w.Canvas().Focus(f)
	wintest.Press(h.w, fyne.KeyEscape)
	require.Equal(t, fyne.KeyEscape, got, "Esc did not reach the shell from the focused table")
}

// TestTable_EscClosesTheLogFirst: with the log panel open, Esc closes the
// panel and stays at the table; the next Esc is the shell's again (it
// leaves the table).
func TestTable_EscClosesTheLogFirst(t *testing.T) {
	h := newToyHarness(t, 1, fyne.NewSize(1024, 700), nil)
	h.key("L")
	require.False(t, h.tb.panel.Hidden, "L did not open the log")
	require.True(t, h.keyH(&fyne.KeyEvent{Name: fyne.KeyEscape}), "Esc with the log open went on to the shell")
	require.True(t, h.tb.panel.Hidden, "Esc did not close the log")
	require.False(t, h.keyH(&fyne.KeyEvent{Name: fyne.KeyEscape}), "Esc with the log closed was kept from the shell")
}
