package ai

import (
	"testing"

	"github.com/cardavia/cardavia/games"

	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// TestFairness runs the fairness check on every engine: at 60 random
// decision points per game, the heuristic, Easy, Normal and Expert players
// choose the same action from the true deal and from two other deals that
// look identical to the deciding seat.
func TestFairness(t *testing.T) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		t.Run(g.ID, func(t *testing.T) { fairGame(t, g, 60) })
	}
}
