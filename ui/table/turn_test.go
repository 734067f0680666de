package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
)

// TestTable_ReadyWhileThinkingSaysWait: while a computer player thinks, a
// tap on a hand card plays nothing and the status line says to wait.
func TestTable_ReadyWhileThinkingSaysWait(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	tb := h.tb
	moves := tb.ctl.moves
	tb.thinking = true
	tb.tapCard(tb.scene.Hand[0])
	tb.thinking = false
	if tb.ctl.moves != moves {
		t.Fatal("a tap played a move while the computer was thinking")
	}
	if got, want := tb.status.Text, "Wait: the computer is thinking."; got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
}

// TestTable_SeatNameByPlayerCount: one opponent is "Computer", two are
// numbered by seat, and the person is "You".
func TestTable_SeatNameByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		game string
		deck cards.DeckID
		seat int
		want string
	}{
		{"scopa", cards.Italian40, Human, "You"},
		{"scopa", cards.Italian40, 1, "Computer"},
		{"skat", cards.German32, 2, "Computer 2"},
	} {
		h := newHarness(t, tc.game, tc.deck, 1, fyne.NewSize(1024, 700))
		if got := h.tb.seatName(tc.seat); got != tc.want {
			t.Errorf("%s seat %d: %q, want %q", tc.game, tc.seat, got, tc.want)
		}
	}
}
