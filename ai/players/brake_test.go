package players

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/internal/testsize"
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
//
// Each game has 6 positions under -tags exhaustive. A position costs about
// two and a half uncut decisions of each level (one to count the looks,
// then cuts at the first, the middle and the last), so by default
// Schnapsen leaves out its two costliest, #0 and #2 (1.5 of its 2.4
// seconds); the other games keep all 6.
func TestSearch_BrakeAnswersTheHeuristic(t *testing.T) {
	skip := map[string][]int{"schnapsen": {0, 2}}
	if testsize.Exhaustive() {
		skip = nil
	}
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		t.Run(g.ID, func(t *testing.T) {
			h := Heuristic(g.ID)
			for i, st := range decisionPoints(t, g, 6) {
				if slices.Contains(skip[g.ID], i) {
					continue
				}
				v := st.View(st.Player())
				legal := v.Legal(nil)
				want, err := h.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(ai.BrakeSeed, uint64(v.Viewer()))))
				require.NoError(t, err)
				for _, level := range []ai.Level{ai.Normal, ai.Expert} {
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

// TestSearch_CutReportsNoScores: a search whose context ends reports the
// context's error and no partial estimate.
func TestSearch_CutReportsNoScores(t *testing.T) {
	st := decisionPoints(t, schnapsen.Info(), 1)[0]
	v := st.View(st.Player())
	s := Of(schnapsen.Info().ID).Search(ai.Expert)
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
		p := New(scopa.Info().ID, ai.Normal)
		want, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(5, 6)))
		require.NoError(t, err)
		got, err := ai.Braked(p, time.Hour).Choose(context.Background(), v, legal, rand.New(rand.NewPCG(5, 6)))
		require.NoError(t, err)
		assert.Equal(t, want, got, "braked player chose %s, unbraked %s", v.FormatAction(got), v.FormatAction(want))
	}
}

// stalled is a player on a machine too slow to finish any decision: it
// waits until its context ends, notes why, and then lets p answer with that
// ended context (a search then answers with its fallback at once).
type stalled struct {
	p     ai.Player
	ended *error // the context's Err when it ended
}

func (s stalled) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	<-ctx.Done()
	*s.ended = ctx.Err()
	return s.p.Choose(ctx, v, legal, rng)
}

// TestBraked_CutsAStalledDecisionToTheHeuristic: the app's brake really
// fires. A decision that would never finish on its own, under Braked(p, a few
// milliseconds) and a context that never ends by itself, comes back with the
// move a cut search answers, the game's heuristic at the brake's fixed seed,
// and the context it saw ended by its deadline. Nothing else in the suite
// notices a Braked that ignores its duration (context.WithCancel in place of
// WithTimeout): the decision then waits for ever, which this test reports
// after a generous minute instead of hanging. No timing is asserted: a
// loaded machine only makes the brake fire later.
func TestBraked_CutsAStalledDecisionToTheHeuristic(t *testing.T) {
	const brake = 5 * time.Millisecond
	giveUp := time.Now().Add(time.Minute) // for all the decisions together: each should take about the brake
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		t.Run(g.ID, func(t *testing.T) {
			for i, st := range decisionPoints(t, g, 2) {
				v := st.View(st.Player())
				legal := v.Legal(nil)
				want, err := Heuristic(g.ID).Choose(context.Background(), v, legal, rand.New(rand.NewPCG(ai.BrakeSeed, uint64(v.Viewer()))))
				require.NoError(t, err)

				var ended error
				p := ai.Braked(stalled{p: New(g.ID, ai.Expert), ended: &ended}, brake)
				type answer struct {
					a   games.Action
					err error
				}
				done := make(chan answer, 1) // buffered: a decision that ends after the test gave up does not block
				go func() {
					a, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 99)))
					done <- answer{a, err}
				}()
				select {
				case got := <-done:
					require.NoError(t, got.err, "position %d", i)
					assert.ErrorIs(t, ended, context.DeadlineExceeded, "position %d: the decision's context ended, but not by the brake's deadline", i)
					assert.Equal(t, want, got.a, "position %d: the braked decision played %s, the heuristic's answer is %s",
						i, v.FormatAction(got.a), v.FormatAction(want))
				case <-time.After(time.Until(giveUp)):
					t.Fatalf("position %d: Braked(p, %v) left a stalled decision undecided when the minute for all of them ran out: the brake never fired", i, brake)
				}
			}
		})
	}
}
