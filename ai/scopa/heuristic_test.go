package scopa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
)

func set(t *testing.T, codes string) cards.Set {
	t.Helper()
	cs, err := cards.Italian().ParseList(codes)
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

// TestHeuristic_PlaysTheHouseRules: positions where a house rule changes
// the best play, the heuristic's choice with the rule off and on.
func TestHeuristic_PlaysTheHouseRules(t *testing.T) {
	tests := []struct {
		name        string
		rules       scopa.Rules
		hand, table string
		want        string // the play, in record notation
	}{
		// An Ace on a table without one takes the settebello with it.
		{"Scopa d'Assi off: the 7 takes the 7", scopa.Rules{}, "S1 C7", "D7 B3", "C7"},
		{"Scopa d'Assi on: the Ace takes the table", scopa.Rules{ScopaDAssi: true}, "S1 C7", "D7 B3", "S1"},
		// The Ace's sweep is no scopa: the 3's is.
		{"Scopa d'Assi on: a real scopa beats the Ace's sweep", scopa.Rules{ScopaDAssi: true}, "S1 C3", "B3", "C3"},
		// The King of Coins is worth a point with Re Bello: it beats a
		// seven for the primiera.
		{"Re Bello off: the 7 takes the 7", scopa.Rules{}, "B12 S7", "D12 C7", "S7"},
		{"Re Bello on: the King takes the King of Coins", scopa.Rules{ReBello: true}, "B12 S7", "D12 C7", "B12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := &scopa.View{Seat: 0, ToMove: 0, Dealer: 1, Hand: set(t, tt.hand), OpponentHand: 2, Table: set(t, tt.table),
				Stock: 24, LastCapturer: -1, Plays: 6, MatchWinner: -1, Options: tt.rules}
			// Put the cards played so far in the piles, so the view is one of play.
			rest := cards.Italian().Full().Minus(v.Hand | v.Table)
			for i := 0; i < 4; i++ {
				c := rest.First()
				rest = rest.Remove(c)
				v.Piles[i&1] = v.Piles[i&1].Add(c)
			}
			v.LastCapturer = 1
			legal := v.Legal(nil)
			require.NotEmpty(t, legal)
			got := v.FormatAction(heuristicOf(v, legal))
			assert.Equal(t, tt.want, got[:len(tt.want)])
		})
	}
}
