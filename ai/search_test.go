package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest/toy"
)

func playToy(t *testing.T, a, b Player, n int) (aPoints float64) {
	t.Helper()
	var legal []games.Action
	for i := 0; i < n; i++ {
		for rot := 0; rot < 2; rot++ {
			st := toy.New(uint64(i), false)
			st.Apply(games.Deal, nil)
			pl := [2]Player{a, b}
			if rot == 1 {
				pl = [2]Player{b, a}
			}
			rng := rand.New(rand.NewPCG(uint64(i), uint64(rot)))
			for st.Player() >= 0 {
				p := st.Player()
				legal = st.Legal(legal[:0])
				var act games.Action
				var err error
				if op, ok := pl[p].(OpenPlayer); ok {
					act, err = op.ChooseOpen(context.Background(), st, legal, rng)
				} else {
					act, err = pl[p].Choose(context.Background(), st.View(p), legal, rng)
				}
				require.NoError(t, err)
				_, err = st.Apply(act, nil)
				require.NoError(t, err)
			}
			r := st.Result()
			sa := rot
			aPoints += float64(r.Deal[sa] - r.Deal[1-sa])
		}
	}
	return aPoints / float64(2*n)
}

// TestSearch_BeatsRandomOnTheToy: the generic search, with nothing of the
// game but its engine, beats random play clearly.
func TestSearch_BeatsRandomOnTheToy(t *testing.T) {
	s := &Search{Worlds: 30, Rollouts: 4}
	assert.GreaterOrEqual(t, playToy(t, s, Random{}, 300), 2.0, "search vs random: points per deal")
}

// TestSearch_CancelledAnswersALegalAction: a search whose context has
// ended still answers, with a legal action.
func TestSearch_CancelledAnswersALegalAction(t *testing.T) {
	st := toy.New(3, false)
	st.Apply(games.Deal, nil)
	v := st.View(st.Player())
	legal := v.Legal(nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := (&Search{Worlds: 1000, Rollouts: 100}).Choose(ctx, v, legal, rand.New(rand.NewPCG(1, 1)))
	require.NoError(t, err)
	assert.Contains(t, legal, a, "cancelled search returned an illegal action")
}

// TestSearch_IsDeterministic: the same view and seed give the same move.
func TestSearch_IsDeterministic(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		st := toy.New(seed, false)
		st.Apply(games.Deal, nil)
		v := st.View(st.Player())
		s := &Search{Worlds: 10, Rollouts: 3}
		a1, _ := s.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(seed, 5)))
		a2, _ := s.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(seed, 5)))
		require.Equal(t, a1, a2, "seed %d: the second choice", seed)
	}
}

// TestNarrow: a child's value raises the maximiser's best and alpha, lowers
// the minimiser's best and beta, and never widens the window.
func TestNarrow(t *testing.T) {
	for _, c := range []struct {
		maxing               bool
		v, best, alpha, beta float64
		wBest, wAlpha, wBeta float64
	}{
		{true, 3, 1, 0, 10, 3, 3, 10},
		{true, 1, 3, 2, 10, 3, 3, 10},
		{true, -5, -9, 0, 10, -5, 0, 10},
		{false, 3, 5, 0, 10, 3, 0, 3},
		{false, 7, 5, 0, 4, 5, 0, 4},
		{false, 12, 20, 0, 10, 12, 0, 10},
	} {
		b, a, be := Narrow(c.maxing, c.v, c.best, c.alpha, c.beta)
		if b != c.wBest || a != c.wAlpha || be != c.wBeta {
			t.Errorf("Narrow(%v, %v, best %v, α %v, β %v) = %v, %v, %v; want %v, %v, %v", c.maxing, c.v, c.best, c.alpha, c.beta, b, a, be, c.wBest, c.wAlpha, c.wBeta)
		}
	}
}
