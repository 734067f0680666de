package players

import (
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/aitest"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// decisionPoints collects n positions with a real choice from games of g's
// heuristic (aitest.DecisionPoints).
func decisionPoints(tb testing.TB, g *games.Info, n int) []games.State {
	tb.Helper()
	return aitest.DecisionPoints(tb, g, Heuristic(g.ID), n)
}

// BenchmarkExpert times one Expert decision on positions from heuristic
// games, and reports the median as well as the mean (ns/op). Run with
// -cpu 1: the decision-time targets are per core.
func BenchmarkExpert(b *testing.B) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		b.Run(g.ID, func(b *testing.B) {
			aitest.BenchDecisions(b, New(g.ID, ai.Expert), decisionPoints(b, g, 50))
		})
	}
}

// BenchmarkPlayout times one rollout of a deal from its start with the
// game's rollout policy, the unit of work of the search.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		b.Run(g.ID, func(b *testing.B) {
			st, err := g.New(games.Config{Seed: 1, Dealer: -1, Deck: g.Decks[0]})
			if err != nil {
				b.Fatal(err)
			}
			st.Apply(games.Deal, nil)
			pol := Of(g.ID).Policy
			if pol == nil {
				pol = ai.RandomPolicy
			}
			rng := rand.New(rand.NewPCG(1, 1))
			pl := &ai.Playout{}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c := st.Clone()
				pl.Run(c, pol, rng)
			}
		})
	}
}
