package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// BenchmarkSnCloseDuel measures single decisions instead of Bummerls: where
// expert-v5 (the fifth round's Expert) and expert-v4 (the same with the
// close guard) choose differently among positions with a legal close, it
// deals the hidden cards 60 times from the mover's view, plays each
// player's choice on the same deal and the rest of the deal with
// expert-v3 at both seats, and reports how many
// positions differ and the mean gain of expert-v5's choice in the utility
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
				gains := snDuel(pos, snBaselines()["expert-v5"](), snBaselines()["expert-v4"](), snBaselines()["expert-v3"](), 60)
				reportDuel(b, gains)
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

// reportDuel reports snDuel's result: the positions that differ and the
// mean gain with its standard error.
func reportDuel(b *testing.B, gains []float64) {
	mean, se := meanSE(gains)
	b.ReportMetric(float64(len(gains)), "differ")
	b.ReportMetric(mean, "gain")
	b.ReportMetric(se, "gain-se")
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

// BenchmarkSnDuel is BenchmarkSnCloseDuel for any change to the tree:
// among open-stock positions (four or more cards in the stock, a choice to
// make), where player a and player b choose differently, it plays both
// choices on the same 30 deals, finished by expert-v3 at both seats, and
// reports the positions that differ and a's mean gain in the utility.
// The positions are the first 300 of snPositions's open-stock ones, and
// for a second look at Expert the next 450, in three parts (one a core).
// Run with -benchtime 1x -cpu 1 (10–40 min a line); see docs/ai.md,
// sixth round.
func BenchmarkSnDuel(b *testing.B) {
	for _, c := range []struct {
		a, b     string
		from, to int
	}{
		{"expert-opp-rules", "expert-v5", 0, 300},
		{"expert-warm-64", "expert-v5", 0, 300},
		{"expert-rollouts-exact", "expert-v5", 0, 300},
		{"expert-deals-768-10m", "expert-v5", 0, 300},
		{"expert", "expert-v5", 300, 450},
		{"expert", "expert-v5", 450, 600},
		{"expert", "expert-v5", 600, 750},
	} {
		b.Run(fmt.Sprintf("%s/%s/%d-%d", c.a, c.b, c.from, c.to), func(b *testing.B) {
			pos := snPositions(b, c.to, func(st *schnapsen.State, legal []games.Action) bool {
				_, n := st.Stock()
				return !st.Strict() && n > 2 && len(legal) > 1
			})[c.from:]
			player := func(name string) Player {
				if name == "expert" {
					return New(schnapsen.Info().ID, Expert)
				}
				return snBaselines()[name]()
			}
			for i := 0; i < b.N; i++ {
				gains := snDuel(pos, player(c.a), player(c.b), snBaselines()["expert-v3"](), 30)
				reportDuel(b, gains)
			}
		})
	}
}
