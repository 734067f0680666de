package schnapsen

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/schnapsen/schnapsentest"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/internal/testsize"
)

// closedPositions are closed-stock positions from games of the heuristic
// (schnapsentest.ClosedPositions).
func closedPositions(t testing.TB, n int, seed uint64) []*schnapsen.State {
	t.Helper()
	return schnapsentest.ClosedPositions(t, NewHeuristic(HeuristicRules), n, seed)
}

// TestInfoSets_BoundedByTheDeterminizedValues checks InfoSets against
// the exact solver: with the true deal as the only world there is nothing
// to tell apart, so every candidate's value is the solver's, at every
// depth; on sampled worlds no candidate is worth more than the mean of its
// worlds' exact values (a move made for several worlds at once can only do
// worse than the best move in each), and somewhere it is worth less, or
// the grouping does nothing. (Mutations tried: the opponent replying by
// the highest value instead of the lowest breaks the first part; each
// world choosing its own next move, the second.) The full run (-tags
// exhaustive) takes 200 positions; the default, the first 100 of them,
// which still hold one (position 73) where the grouping costs a candidate
// value (the other is 198).
func TestInfoSets_BoundedByTheDeterminizedValues(t *testing.T) {
	n := testsize.Pick(100, 200)
	pos := closedPositions(t, n, 9)
	require.Len(t, pos, n)
	less := 0
	for i, st := range pos {
		me := st.Player()
		legal := st.Legal(nil)
		sol := NewSolver(BummerlPayoff, 1<<40)
		exact := make([]float64, len(legal))
		for j, a := range legal {
			c := *st
			_, err := c.Apply(a, nil)
			require.NoError(t, err)
			exact[j], _ = sol.Value(&c, me)
		}
		for _, levels := range []int{1, 3} {
			s := &search{Search: &ai.Search{Worlds: 24}, seen: levels}
			vals, n, err := s.evaluateSeen(context.Background(), me, legal, rand.New(rand.NewPCG(1, 1)),
				func(*rand.Rand) (*schnapsen.State, error) { c := *st; return &c, nil })
			require.NoError(t, err)
			require.Equal(t, 24, n)
			assert.InDeltaSlice(t, exact, vals, 1e-9, "position %d, levels %d: the true deal alone", i, levels)

			// The same 24 sampled worlds for both (evaluate draws
			// playout seeds between worlds, so one rng would not do).
			v := st.ViewOf(me)
			var ws []*schnapsen.State
			for w := 0; w < 24; w++ {
				world, err := v.SampleState(rand.New(rand.NewPCG(uint64(i), uint64(w))))
				require.NoError(t, err)
				ws = append(ws, world)
			}
			next := func() func(*rand.Rand) (*schnapsen.State, error) {
				k := 0
				return func(*rand.Rand) (*schnapsen.State, error) { c := *ws[k%len(ws)]; k++; return &c, nil }
			}
			rng := rand.New(rand.NewPCG(1, 2))
			seen, _, err := s.evaluateSeen(context.Background(), me, legal, rng, next())
			require.NoError(t, err)
			plain := &search{Search: &ai.Search{Worlds: 24}}
			det, _, err := plain.evaluate(context.Background(), me, legal, rng, next())
			require.NoError(t, err)
			for j := range legal {
				assert.LessOrEqual(t, seen[j], det[j]+1e-9, "position %d, levels %d, %s", i, levels, v.FormatAction(legal[j]))
				if seen[j] < det[j]-1e-9 {
					less++
				}
			}
		}
	}
	assert.Positive(t, less, "no candidate worth less for being played without sight of the cards")
}
