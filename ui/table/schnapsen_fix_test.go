package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// TestSchnapsenSummary_NamesTheCloser: after a failed close the summary
// says who closed — "you closed and missed 66" when the person did, never
// the engine's "Opponent closed…" seen from the winner. (Mutation tried:
// the engine's reason as before — the person's own failed close read
// "Opponent closed and missed 66".)
func TestSchnapsenSummary_NamesTheCloser(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	tests := []struct {
		closer int
		reason schnapsen.EndReason
		want   string
	}{
		{Human, schnapsen.EndCloseFailed, "you closed and missed 66"},
		{1, schnapsen.EndCloseFailed, "Computer closed and missed 66"},
		{Human, schnapsen.EndCloseBeaten, "you closed, and Computer reached 66 first"},
		{1, schnapsen.EndCloseBeaten, "Computer closed, and you reached 66 first"},
	}
	for _, tc := range tests {
		v := &schnapsen.View{Seat: Human, LastWinner: 1 - tc.closer, LastCloser: tc.closer, LastReason: tc.reason, LastGame: 2}
		r := games.Result{Lines: []games.Line{{Label: cards.Name{ID: "score.schnapsen.closeFailed", English: "Opponent closed and missed 66"}}}}
		all := strings.Join(schnapsenUI{}.summary(h.tb, v, r), "\n")
		assert.Contains(t, all, tc.want)
		assert.NotContains(t, all, "Opponent")
	}
}

// TestSchnapsenExchange_NamesTheCardOfTheDeck: the exchange button names
// the card as the deck on the table calls it — the Unter in the German
// pack, the Jack in the French one.
func TestSchnapsenExchange_NamesTheCardOfTheDeck(t *testing.T) {
	for _, tc := range []struct {
		deck cards.DeckID
		want string
	}{{cards.German20, "Unter"}, {cards.French20, "Jack"}} {
		h := newHarness(t, "schnapsen", tc.deck, 7, fyne.NewSize(1024, 700))
		v := h.tb.view.(*schnapsen.View)
		var jack cards.Card = cards.None
		for c := cards.Card(0); c < 20; c++ {
			if schnapsen.Rank(c) == schnapsen.Jack && schnapsen.Suit(c) == v.Trump {
				jack = c
			}
		}
		v2 := *v
		v2.Hand = v.Hand.Add(jack)
		assert.Contains(t, h.tb.cardName(trumpJack(&v2)), tc.want)
	}
}
