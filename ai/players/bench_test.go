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

// benchPositions is how many positions BenchmarkExpert decides per game:
// enough that the 99th percentile is the fifth slowest decision, not the
// slowest.
const benchPositions = 400

// BenchmarkExpert times Expert's decision at benchPositions fixed positions
// of each game, met in heuristic games from their first seeds on (one
// position about every 30 moves, so they are spread over whole deals and
// matches), and reports the median, the 99th percentile, the slowest and
// the mean decision in ms (aitest.BenchSet). The targets (docs/ai.md) are
// per core, so run it with -cpu 1, one iteration per run:
//
//	go test ./ai/players -run '^$' -bench Expert -cpu 1 -benchtime 1x -count 5
//
// and compare two such runs with benchstat.
func BenchmarkExpert(b *testing.B) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		b.Run(g.ID, func(b *testing.B) {
			pos := decisionPoints(b, g, benchPositions)
			aitest.BenchSet(b, New(g.ID, ai.Expert), pos)
		})
	}
	// Sechsundsechzig's six-card hands and twelve-card stock make more
	// deals to sample and longer endings to solve.
	b.Run("schnapsen-sechsundsechzig", func(b *testing.B) {
		g := schnapsen.Info()
		g.New = func(cfg games.Config) (games.State, error) {
			cfg.Options = map[string]string{"sechsundsechzig": "on"}
			return schnapsen.New(cfg)
		}
		aitest.BenchSet(b, New(g.ID, ai.Expert), decisionPoints(b, g, benchPositions))
	})
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
