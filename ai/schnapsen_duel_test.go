package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// BenchmarkSnCloseDuel measures single decisions instead of Bummerls: where
// Expert and expert-v4 (Expert with the close guard) choose differently
// among positions with a legal close, it deals the hidden cards 60 times
// from the mover's view, plays each player's choice on the same deal and
// the rest of the deal with expert-v3 at both seats, and reports how many
// positions differ and the mean gain of Expert's choice in the utility
// (the chance of winning the Bummerl, −1 … 1) with its standard error. A
// decision that matters in one deal of twenty drowns in the luck of 1,000
// Bummerls; here each differing decision is compared on its own deals.
// Run with -benchtime 1x (a few minutes); see docs/ai.md, fifth round.
func BenchmarkSnCloseDuel(b *testing.B) {
	for _, c := range []struct {
		name string
		n    int
		keep func(stock int) bool
	}{
		{"stock>2", 700, func(n int) bool { return n > 2 }},
		{"stock=2", 300, func(n int) bool { return n == 2 }},
	} {
		b.Run(c.name, func(b *testing.B) {
			pos := snPositions(b, c.n, func(st *schnapsen.State, legal []games.Action) bool {
				_, n := st.Stock()
				return slices.Contains(legal, schnapsen.Close) && c.keep(n)
			})
			for i := 0; i < b.N; i++ {
				gains := snDuel(pos, New(schnapsen.Info().ID, Expert), snBaselines()["expert-v4"](), snBaselines()["expert-v3"](), 60)
				mean, se := meanSE(gains)
				b.ReportMetric(float64(len(gains)), "differ")
				b.ReportMetric(mean, "gain")
				b.ReportMetric(se, "gain-se")
			}
		})
	}
}

// snDuel returns, for each position where a and b choose differently, the
// mean over deals of the utility of a's choice less b's, the rest of the
// deal played by cont at both seats.
func snDuel(pos []*schnapsen.State, a, b, cont Player, deals int) []float64 {
	var gains []float64
	for i, st := range pos {
		me := st.Player()
		v := st.ViewOf(me)
		legal := st.Legal(nil)
		seed := rand.New(rand.NewPCG(uint64(i), 1))
		ca, errA := a.Choose(context.Background(), v, legal, seed)
		seed = rand.New(rand.NewPCG(uint64(i), 1))
		cb, errB := b.Choose(context.Background(), v, legal, seed)
		if errA != nil || errB != nil || ca == cb {
			continue
		}
		sum, n := 0.0, 0
		for d := 0; d < deals; d++ {
			world, err := v.SampleState(rand.New(rand.NewPCG(uint64(i), uint64(d))))
			if err != nil {
				continue
			}
			sum += snPlayOut(*world, ca, me, cont, uint64(d)) - snPlayOut(*world, cb, me, cont, uint64(d))
			n++
		}
		if n > 0 {
			gains = append(gains, sum/float64(n))
		}
	}
	return gains
}

// snPlayOut plays first on st and the rest of the deal with p at both seats,
// and returns the utility for me.
func snPlayOut(st schnapsen.State, first games.Action, me int, p Player, seed uint64) float64 {
	rng := rand.New(rand.NewPCG(seed, 5))
	if _, err := st.Apply(first, nil); err != nil {
		return math.NaN()
	}
	for st.Player() >= 0 {
		legal := st.Legal(nil)
		a := legal[0]
		if len(legal) > 1 {
			var err error
			if a, err = p.Choose(context.Background(), st.View(st.Player()), legal, rng); err != nil {
				return math.NaN()
			}
		}
		if _, err := st.Apply(a, nil); err != nil {
			return math.NaN()
		}
	}
	return snFastUtility(&st, me)
}

func meanSE(x []float64) (mean, se float64) {
	if len(x) == 0 {
		return 0, 0
	}
	for _, v := range x {
		mean += v
	}
	mean /= float64(len(x))
	if len(x) < 2 {
		return mean, 0
	}
	ss := 0.0
	for _, v := range x {
		ss += (v - mean) * (v - mean)
	}
	return mean, math.Sqrt(ss / float64(len(x)-1) / float64(len(x)))
}
