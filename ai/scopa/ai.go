// Package scopa holds the computer players' knowledge of Scopa: the
// heuristic, the search's rollout policy and utility, and the search sizes
// of the levels.
package scopa

import (
	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/scopa"
)

// AI returns what the players know of Scopa. The heuristic values every
// capture by what it puts in the pile (cards, coins, the settebello,
// primiera sevens and sixes, a scopa) minus the chance that the table it
// leaves lets the opponent sweep; a card laid on the table is valued by what
// the opponent might take with it. The search samples the opponent's hand
// and the stock and plays rollouts with that heuristic, mostly greedy.
// The house rules come with the view (View.Options): the search plays them
// through the engine's legal moves and scores, and the heuristic values
// the King of Coins under Re Bello and the low Coins under Napola, and
// under Scopa d'Assi counts no scopa for an Ace's sweep and the risk of
// the opponent's Ace taking the table.
func AI() *ai.GameAI {
	return &ai.GameAI{
		ID:           scopa.Info().ID,
		Measure:      ai.Measure{Unit: "match to 11", Points: "match points"},
		NewHeuristic: func() ai.Player { return ai.HeuristicFunc[*scopa.View](heuristicOf) },
		Policy:       policy,
		Utility:      utility,
		NormalSize:   ai.Size{Worlds: 12, Rollouts: 2},
		// Expert: the most worlds that still won measurably more; four
		// times as many gained nothing at four times the time
		// (docs/ai.md, "How much search pays").
		ExpertSize: ai.Size{Worlds: 160, Rollouts: 3},
		// The utility is the deal's points over the opponent's (±4 when
		// the deal decides the match): a point per unit.
		HintKind:  ai.GainPointLead,
		HintScale: 1,
	}
}

// utility is the deal's point difference, plus a bonus for the match
// won or lost by it.
func utility(st games.State, me int) float64 {
	u := ai.DealUtility(st, me)
	if r := st.Result(); r.Winner >= 0 {
		if r.Winner == me {
			u += 4
		} else {
			u -= 4
		}
	}
	return u
}
