package schnapsen

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/schnapsen/schnapsentest"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/internal/testsize"
)

// endings are positions the solver meets: strict play, or the stock open
// with its last two cards, from games of the heuristic in which a fifth of
// the moves are random and a legal close is taken one time in twelve, so
// that closes by either seat at any point, pending marriages, exchanges
// with two cards left and every kind of deal end occur.
func endings(t testing.TB, n int) []*schnapsen.State {
	t.Helper()
	return endingsUnder(t, nil, n)
}

// endingsUnder is endings in matches with the house rules options.
func endingsUnder(t testing.TB, options map[string]string, n int) []*schnapsen.State {
	t.Helper()
	h := NewHeuristic(HeuristicRules)
	rng := rand.New(rand.NewPCG(17, 3))
	return schnapsentest.CollectUnder(t, options, n, 1, 100000, func(st *schnapsen.State, legal []games.Action) (games.Action, error) {
		switch {
		case slices.Contains(legal, schnapsen.Close) && rng.IntN(12) == 0:
			return schnapsen.Close, nil
		case rng.IntN(5) == 0:
			return legal[rng.IntN(len(legal))], nil
		}
		return h.Choose(context.Background(), st.View(st.Player()), legal, rng)
	}, func(st *schnapsen.State, _ []games.Action) bool {
		_, k := st.Stock()
		return st.Strict() || k <= 4
	})
}

// TestSolver_MatchesTheEngine checks the solver's own ending against the
// same search on the engine's State (the solver with engine set), which
// applies the rules through the engine's Legal and Apply: at every ending
// of the games above, for both seats and both payoffs, with no limit and
// with a limit the solve may pass, the value, whether it was complete and
// the count of nodes must be the same (Expert's node budget reads the
// count). Positions with four stock cards are no endings: both solvers
// search them on the State, which checks the switch between the two. The
// test first checks that the solver does search every ending on its own
// copy, so that it never compares the State's search with itself.
func TestSolver_MatchesTheEngine(t *testing.T) {
	compareSolvers(t, endings(t, testsize.Pick(1500, 30000)))
}

// TestSolver_MatchesTheEngine_HouseRules is TestSolver_MatchesTheEngine
// under each house rule and both together: the ending's exchange (the
// Nine after a trick in Sechsundsechzig), its close and exchange refused
// at two under no-exchange-close-at-two, and Sechsundsechzig's last trick
// must search as the engine plays them.
func TestSolver_MatchesTheEngine_HouseRules(t *testing.T) {
	for _, opts := range []map[string]string{
		{"no-exchange-close-at-two": "on"},
		{"sechsundsechzig": "on"},
		{"sechsundsechzig": "on", "no-exchange-close-at-two": "on"},
	} {
		compareSolvers(t, endingsUnder(t, opts, testsize.Pick(300, 10000)))
	}
}

// compareSolvers is the comparison of TestSolver_MatchesTheEngine on the
// positions pos.
func compareSolvers(t *testing.T, pos []*schnapsen.State) {
	t.Helper()
	rng := rand.New(rand.NewPCG(4, 4))
	kinds := map[string]int{}
	for i, st := range pos {
		state, k := st.Stock()
		kinds[state.String()]++
		if state == schnapsen.StockOpen && k == 2 {
			kinds["two cards"]++
		}
		// The comparison below is worth something only if the fast
		// solver searches the ending, not the State, wherever it can.
		if _, fits := NewSolver(BummerlPayoff, 1).load(st, 0); fits != (state != schnapsen.StockOpen || k == 2) {
			t.Fatalf("position %d (stock %s, %d cards): load fits = %v", i, state, k, fits)
		}
		for me := range 2 {
			for _, pay := range []Payoff{BummerlPayoff, DealPayoff} {
				for _, limit := range []int{1 << 30, 1 + rng.IntN(300)} {
					fast, ref := NewSolver(pay, limit), NewSolver(pay, limit)
					ref.engine = true
					v1, ok1 := fast.Value(st, me)
					v2, ok2 := ref.Value(st, me)
					require.Equal(t, ref.Spent(), fast.Spent(), "position %d seat %d limit %d: nodes", i, me, limit)
					require.Equal(t, ok2, ok1, "position %d seat %d limit %d: complete", i, me, limit)
					if ok1 {
						require.Equal(t, v2, v1, "position %d seat %d limit %d: value", i, me, limit)
					}
				}
			}
		}
	}
	// Every kind of ending was met, often.
	for _, k := range []string{"closed", "exhausted", "two cards", "open"} {
		require.Greater(t, kinds[k], len(pos)/20, "too few positions with the stock %s: %v", k, kinds)
	}
}

// BenchmarkSolver solves the endings above for the seat to move, with the
// solver's own ending and on the engine's State, and reports the time per
// node.
func BenchmarkSolver(b *testing.B) {
	var pos []*schnapsen.State
	for _, st := range endings(b, 3000) {
		if _, k := st.Stock(); k <= 2 {
			pos = append(pos, st)
		}
	}
	for _, engine := range []bool{false, true} {
		name := "ending"
		if engine {
			name = "engine"
		}
		b.Run(name, func(b *testing.B) {
			sol := NewSolver(BummerlPayoff, 1<<30)
			sol.engine = engine
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				st := pos[i%len(pos)]
				sol.Value(st, st.Player())
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(sol.Spent()), "ns/node")
		})
	}
}
