package gostop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

func set(t *testing.T, codes string) cards.Set {
	t.Helper()
	cs, err := cards.Hwatu().ParseList(codes)
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

// TestHeuristic_PlaysTheHouseRules: positions where a house rule changes
// the best play, the heuristic's choice with the rule off and on.
func TestHeuristic_PlaysTheHouseRules(t *testing.T) {
	tests := []struct {
		name         string
		rules        gostop.Rules
		hand, layout string
		dummies      int8
		want         string // the play, in record notation
	}{
		// Three Julys in hand, the fourth on the layout beside a bright.
		{"bombs off: the bright is taken", gostop.Rules{}, "07-A 07-R 07-J1 08-J1", "07-J2 08-B", 0, "08-J1"},
		{"bombs on: the bomb", gostop.Rules{Bombs: true}, "07-A 07-R 07-J1 08-J1", "07-J2 08-B", 0, "bomb:07-"},
		// Three Mays in hand, none on the layout, nothing to pair.
		{"shaking off: a May is laid", gostop.Rules{}, "05-A 05-R 05-J1 10-J1", "01-B", 0, "05-J1"},
		{"shaking on: the May is laid with a shake", gostop.Rules{Shaking: true}, "05-A 05-R 05-J1 10-J1", "01-B", 0, "shake:05-J1"},
		// Nothing pairs: a dummy turn keeps the cards.
		{"a dummy turn rather than a card laid", gostop.Rules{Bombs: true}, "05-J1 10-J1", "01-B", 1, "dummy"},
		{"a capture rather than a dummy turn", gostop.Rules{Bombs: true}, "05-J1 01-J1", "01-B", 1, "01-J1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := &gostop.View{Seat: 0, Hand: set(t, tt.hand)}
			v.Phase, v.ToMove, v.Layout, v.Options = gostop.PhasePlay, 0, set(t, tt.layout), tt.rules
			v.Dummies[0] = tt.dummies
			v.StockLeft = 10
			legal := v.Legal(nil)
			require.NotEmpty(t, legal)
			got := v.FormatAction(heuristicOf(v, legal))
			assert.Equal(t, tt.want, got[:min(len(got), len(tt.want))])
		})
	}
}
