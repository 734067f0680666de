package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest/toy"
)

func TestFairnessToy(t *testing.T) {
	players := fairPlayers("toy")
	honest := func(seed uint64) games.State { return toy.New(seed, false) }
	mis, diff := fairnessCheck(t, toy.Info(), honest, 200, players, nil)
	if mis != 0 {
		t.Errorf("honest toy: %d decisions depended on hidden cards", mis)
	}
	if diff < 100 {
		t.Errorf("only %d positions with differing hidden cards", diff)
	}
}

// TestFairnessCatchesLeak shows that the fairness check can fail: a view
// that smuggles the true state into Sample makes the search's decisions
// depend on the hidden cards.
func TestFairnessCatchesLeak(t *testing.T) {
	players := map[string]Player{"search": &Search{Worlds: 8, Rollouts: 2}}
	leaky := func(seed uint64) games.State { return toy.New(seed, true) }
	mis, _ := fairnessCheck(&silentT{T: t}, toy.Info(), leaky, 200, players, func(v games.View, r *rand.Rand) (games.State, error) { return v.(*toy.View).Deal(r) })
	if mis == 0 {
		t.Error("a leaking view went unnoticed")
	}
}

// silentT discards the per-position logs of an expected failure.
type silentT struct{ *testing.T }

func (s *silentT) Logf(string, ...any) {}

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
				if err != nil {
					t.Fatal(err)
				}
				if _, err := st.Apply(act, nil); err != nil {
					t.Fatal(err)
				}
			}
			r := st.Result()
			sa := rot
			aPoints += float64(r.Deal[sa] - r.Deal[1-sa])
		}
	}
	return aPoints / float64(2*n)
}

func TestSearchBeatsRandomToy(t *testing.T) {
	s := &Search{Worlds: 30, Rollouts: 4}
	if d := playToy(t, s, Random{}, 300); d < 2 {
		t.Errorf("search vs random: %+.2f points per deal, want > 2", d)
	}
}

func TestCancelledSearchReturnsLegal(t *testing.T) {
	st := toy.New(3, false)
	st.Apply(games.Deal, nil)
	v := st.View(st.Player())
	legal := v.Legal(nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	a, err := (&Search{Worlds: 1000, Rollouts: 100}).Choose(ctx, v, legal, rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, l := range legal {
		found = found || l == a
	}
	if !found {
		t.Errorf("cancelled search returned %v, not legal %v", a, legal)
	}
}

func TestDeterministic(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		st := toy.New(seed, false)
		st.Apply(games.Deal, nil)
		v := st.View(st.Player())
		s := &Search{Worlds: 10, Rollouts: 3}
		a1, _ := s.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(seed, 5)))
		a2, _ := s.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(seed, 5)))
		if a1 != a2 {
			t.Fatalf("seed %d: %v then %v", seed, a1, a2)
		}
	}
}
