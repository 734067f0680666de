package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// TestTable_TryKeySaysUnavailable: in every game a decision key that has no
// legal action now plays nothing and says so in the one shared message.
func TestTable_TryKeySaysUnavailable(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			h := newHarness(t, g.ID, g.Decks[0], 3, fyne.NewSize(1024, 700))
			if h.tb.ctl.toMove() != Human {
				t.Fatalf("seat %d to move, want the person", h.tb.ctl.toMove())
			}
			moves := h.tb.ctl.moves
			if !h.tb.tryKey(h.tb.view.Legal(nil), func(games.Action) bool { return false }) {
				t.Fatal("tryKey left the key to the shell")
			}
			if h.tb.ctl.moves != moves {
				t.Fatalf("tryKey played %d moves with nothing to play", h.tb.ctl.moves-moves)
			}
			if got, want := h.tb.status.Text, "That is not possible now."; got != want {
				t.Fatalf("status %q, want %q", got, want)
			}
		})
	}
}

// TestTable_TryKeyPlaysTheFirstMatch: the first legal action the key wants
// is played, once.
func TestTable_TryKeyPlaysTheFirstMatch(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 11, fyne.NewSize(1024, 700))
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

// TestGoStopKey_GoUnavailable: G before any score says the shared message
// through the game's own key handler.
func TestGoStopKey_GoUnavailable(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 5, fyne.NewSize(1024, 700))
	moves := h.tb.ctl.moves
	h.key("G")
	if h.tb.ctl.moves != moves {
		t.Fatal("G played a move on the first turn")
	}
	if got, want := h.tb.status.Text, "That is not possible now."; got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
}

// TestTable_ArrowsWrapAndDigitsJump: Left from the first hand card wraps to
// the last, Right wraps back, and a digit puts the cursor on that card.
func TestTable_ArrowsWrapAndDigitsJump(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
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
