// Package gostop holds the computer players' knowledge of Go-Stop: the
// heuristic, and the search sizes of the levels.
package gostop

import (
	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games/gostop"
)

// AI returns what the players know of Go-Stop. The heuristic takes the most
// valuable pair it can (brights, the godori birds, ribbon sets it is
// building, double junk), lays its least useful card when it cannot pair,
// and always stops at 7 (the casual player's rule); with the house rules on
// it always shakes and bombs when it may, and takes a dummy turn rather
// than lay a card it cannot pair. The search samples the
// opponent's hand and the stock and plays uniformly random rollouts, and so
// decides go or stop by what going on is worth in the sampled deals.
func AI() *ai.GameAI {
	return &ai.GameAI{
		ID:           gostop.Info().ID,
		Measure:      ai.Measure{Unit: "hand", Points: "points won", ZeroSum: true},
		NewHeuristic: func() ai.Player { return ai.HeuristicFunc[*gostop.View](heuristicOf) },
		// Policy: none, so uniformly random rollouts (see HeuristicPolicy
		// for why not the heuristic's).
		NormalSize: ai.Size{Worlds: 24, Rollouts: 3},
		// Expert: four times the worlds gained nothing measurable at four
		// times the time (docs/ai.md, "How much search pays").
		ExpertSize: ai.Size{Worlds: 120, Rollouts: 4},
		// The utility (DealUtility over a zero-sum payment) is my payment
		// minus the opponent's, the payment twice: ½ per unit.
		HintKind:  ai.GainPointsWon,
		HintScale: 0.5,
	}
}
