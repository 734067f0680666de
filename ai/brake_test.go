package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// brakingCtx is a context that ends at its k-th Err call: a deterministic
// stand-in for an emergency brake that fires in the middle of a search on a
// slow machine (the search polls Err between worlds and inside solvers).
type brakingCtx struct {
	context.Context
	k     int // ends at the k-th call; 0 = never
	calls int
}

func (b *brakingCtx) Err() error {
	b.calls++
	if b.k > 0 && b.calls >= b.k {
		return context.Canceled
	}
	return nil
}

// TestSearch_BrakeAnswersTheHeuristic cuts the Normal and Expert players of
// every game at the first, a middle and the last look at the context: each
// cut answer is the one the game's heuristic gives at the brake's fixed seed,
// whatever the caller's rng — not the best move found so far, which would
// depend on where the brake fired.
func TestSearch_BrakeAnswersTheHeuristic(t *testing.T) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		t.Run(g.ID, func(t *testing.T) {
			h := Heuristic(g.ID)
			for _, st := range decisionPoints(t, g, 6) {
				v := st.View(st.Player())
				legal := v.Legal(nil)
				want, err := h.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(brakeSeed, uint64(v.Viewer()))))
				require.NoError(t, err)
				for _, level := range []Level{Normal, Expert} {
					count := &brakingCtx{Context: context.Background()}
					_, err := New(g.ID, level).Choose(count, v, legal, rand.New(rand.NewPCG(7, 99)))
					require.NoError(t, err)
					for _, k := range []int{1, (count.calls + 1) / 2, count.calls} {
						ctx := &brakingCtx{Context: context.Background(), k: k}
						got, err := New(g.ID, level).Choose(ctx, v, legal, rand.New(rand.NewPCG(uint64(k), 99)))
						require.NoError(t, err)
						assert.Equal(t, want, got, "%s cut at look %d: played %s, the heuristic's answer is %s",
							level, k, v.FormatAction(got), v.FormatAction(want))
					}
				}
			}
		})
	}
}

// TestEvaluate_CutReportsNoScores: a search whose context ends reports the
// context's error and no partial estimate.
func TestEvaluate_CutReportsNoScores(t *testing.T) {
	st := decisionPoints(t, schnapsen.Info(), 1)[0]
	v := st.View(st.Player())
	s := lookup(schnapsen.Info().ID).search(expertEffort)
	sc, err := s.Evaluate(&brakingCtx{Context: context.Background(), k: 3}, v, v.Legal(nil), rand.New(rand.NewPCG(1, 1)), nil)
	require.ErrorIs(t, err, context.Canceled, "cut evaluation")
	require.Nil(t, sc, "cut evaluation: want no scores")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Hint(ctx, v)
	require.ErrorIs(t, err, context.Canceled, "hint with an ended context")
}

// TestBraked_PassesThroughWhenInTime: the app's brake changes nothing for a
// decision that finishes in time (an hour: no machine is that slow).
func TestBraked_PassesThroughWhenInTime(t *testing.T) {
	for _, st := range decisionPoints(t, scopa.Info(), 4) {
		v := st.View(st.Player())
		legal := v.Legal(nil)
		p := New(scopa.Info().ID, Normal)
		want, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(5, 6)))
		require.NoError(t, err)
		got, err := Braked(p, time.Hour).Choose(context.Background(), v, legal, rand.New(rand.NewPCG(5, 6)))
		require.NoError(t, err)
		assert.Equal(t, want, got, "braked player chose %s, unbraked %s", v.FormatAction(got), v.FormatAction(want))
	}
}
