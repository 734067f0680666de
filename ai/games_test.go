package ai

import (
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/internal/testsize"

	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// TestFairness runs the fairness check on every engine: at random decision
// points of each game, the heuristic, Easy, Normal and Expert players choose
// the same action from the true deal and from two other deals that look
// identical to the deciding seat.
//
// Under -tags exhaustive every game gets 60 decision points. By default
// each game gets the first 30 of the same 60 (a shorter run plays a prefix
// of the longer one: the same positions in the same order), and Schnapsen
// the first 6: its Expert tree takes a tenth of a second or more per view,
// and the fourth position alone a second. The assertions are unchanged: not
// one decision that depends on the hidden cards, and the hidden cards
// really differing at half the positions or more (4 of Schnapsen's 6).
func TestFairness(t *testing.T) {
	for _, tc := range []struct {
		g     *games.Info
		quick int
	}{
		{schnapsen.Info(), 6},
		{scopa.Info(), 30},
		{gostop.Info(), 30},
		{skat.Info(), 30},
	} {
		t.Run(tc.g.ID, func(t *testing.T) { fairGame(t, tc.g, testsize.Pick(tc.quick, 60)) })
	}
}
