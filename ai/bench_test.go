package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// decisionPoints collects n positions with a real choice, met while the
// heuristic plays every seat, so that they look like the positions of a
// game (random play would give Skat auctions nobody bids in).
func decisionPoints(tb testing.TB, g *games.Info, n int) []games.State {
	tb.Helper()
	h := Heuristic(g.ID)
	rng := rand.New(rand.NewPCG(1, 2))
	var out []games.State
	var legal []games.Action
	for seed := uint64(1); len(out) < n; seed++ {
		st, err := g.New(games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0]})
		if err != nil {
			tb.Fatal(err)
		}
		pick := rng.IntN(30)
		for step := 0; st.Player() != games.Nobody && len(out) < n; step++ {
			p := st.Player()
			if p == games.Chance {
				st.Apply(games.Deal, nil)
				continue
			}
			legal = st.Legal(legal[:0])
			if len(legal) > 1 && step%30 == pick {
				out = append(out, st.Clone())
			}
			a, err := h.Choose(context.Background(), st.View(p), legal, rng)
			if err != nil {
				tb.Fatal(err)
			}
			if _, err := st.Apply(a, nil); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkExpert times one Expert decision on positions from heuristic
// games, and reports the median as well as the mean (ns/op). Run with
// -cpu 1: the budgets of issue 6 are per core.
func BenchmarkExpert(b *testing.B) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		b.Run(g.ID, func(b *testing.B) {
			benchDecisions(b, New(g.ID, Expert), decisionPoints(b, g, 50))
		})
	}
}

// benchDecisions times p's decisions on the positions pos, one per
// iteration, and reports the median and the slowest beside the mean.
func benchDecisions(b *testing.B, p Player, pos []games.State) {
	rng := rand.New(rand.NewPCG(3, 4))
	var times []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st := pos[i%len(pos)]
		v := st.View(st.Player())
		t0 := time.Now()
		if _, err := p.Choose(context.Background(), v, v.Legal(nil), rng); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(t0))
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
	b.ReportMetric(float64(times[len(times)-1])/1e6, "max-ms")
}

// BenchmarkPlayout times one heuristic rollout policy playout of a deal from
// its start, the unit of work of the search.
func BenchmarkPlayout(b *testing.B) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		b.Run(g.ID, func(b *testing.B) {
			st, err := g.New(games.Config{Seed: 1, Dealer: -1, Deck: g.Decks[0]})
			if err != nil {
				b.Fatal(err)
			}
			st.Apply(games.Deal, nil)
			pol := lookup(g.ID).policy
			rng := rand.New(rand.NewPCG(1, 1))
			pl := &playout{}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				c := st.Clone()
				pl.run(c, pol, rng)
			}
		})
	}
}
