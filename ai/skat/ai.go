// Package skat holds the computer players' knowledge of Skat: the
// heuristic, the search's rollout policy, utility and filter, its own
// search player with a simulated auction, the open-hand solver and the
// cheat that plays with it.
package skat

import (
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/games/skat/skattest"
)

// AI returns what the players know of Skat. The heuristic bids up to the
// value of the game a point count of its hand says it can win (trumps,
// jacks, side aces and guarded tens; Grand with jacks and aces; Null with
// low cards in every suit), always picks up the skat, discards loose tens
// and short suits, announces the best game that covers its bid, and plays
// the textbook card play (the declarer draws trumps, defenders cash aces,
// smear points on a partner's trick, win cheaply). The search sets its
// bidding limit by simulating its game as declarer on sampled deals (see
// searcher), and chooses skat or hand, the discards, the game and the cards
// by sampling the hidden hands and rolling out with the heuristic. The
// open-hand solver is not the search's: it says only won or lost, and the
// search measured stronger and ten times faster without it (docs/ai.md;
// the lab keeps it as an experiment, Exact).
func AI() *ai.GameAI {
	return &ai.GameAI{
		ID:           skat.Info().ID,
		Measure:      ai.Measure{Unit: "deal", Points: "Skat game value", Declarer: true},
		NewHeuristic: func() ai.Player { return ai.HeuristicFunc[*skat.View](heuristicOf) },
		Policy:       policy,
		Utility:      utility,
		Filter:       filter,
		// A random bid, skat, discard or announcement is absurd rather
		// than a human slip.
		// So is a random Kontra or Re.
		Steady: func(v games.View) bool {
			sv, ok := v.(*skat.View)
			if !ok {
				return false
			}
			if sv.Phase != skat.PhasePlay {
				return true
			}
			legal := sv.Legal(nil)
			return slices.Contains(legal, skat.Kontra) || slices.Contains(legal, skat.Re)
		},
		Wrap:       func(s *ai.Search, l ai.Level) ai.Player { return newSearcher(s, l) },
		NormalSize: ai.Size{Worlds: 16, Rollouts: 2},
		// Expert: four times the worlds did not win measurably more
		// (docs/ai.md, "How much search pays").
		ExpertSize: ai.Size{Worlds: 120, Rollouts: 4},
		NewCheat: func(s *ai.Search) ai.OpenPlayer {
			return &cheat{searcher: newSearcher(s, ai.Expert), plans: newPlanCache()}
		},
		// The utility is the seat's Seeger–Fabian score itself.
		HintKind:  ai.GainScoreSheet,
		HintScale: 1,
		// Uniform bids would overbid almost every random deal.
		RandomRecord: func(rng *rand.Rand) func(games.State, []games.Action) games.Action {
			return skattest.RandomBidder(rng)
		},
	}
}

// utility is the Seeger–Fabian score of seat me for the finished deal:
// the declarer's score ±50, and 40 to each defender when the declarer loses.
// A Ramsch (no declarer) is worth the seat's own score: its loss, or a
// Durchmarsch's 120. After Kontra (and Re) the declarer's score is the
// doubled one, and each defender also wins (or loses) half of what the
// doubling added to the declarer's loss (or win): a Kontra is a bet the
// defenders share.
func utility(st games.State, me int) float64 {
	r := st.Result()
	if r.NoDeclarer {
		return float64(r.Deal[me])
	}
	for s, d := range r.Deal {
		if d == 0 {
			continue
		}
		if s == me {
			if d > 0 {
				return float64(d + 50)
			}
			return float64(d - 50)
		}
		u := 0.0
		if d < 0 {
			u = 40
		}
		if ks, ok := st.(*skat.State); ok {
			if set, done := ks.Settlement(); done && set.Kontra > 0 {
				u -= float64(d-d>>set.Kontra) / 2
			}
		}
		return u
	}
	return 0
}
