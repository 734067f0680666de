// Package aitest holds what the computer players' tests share across
// packages: positions to decide at, met in games of a heuristic or of any
// player, and a benchmark of decisions. Only tests import it.
package aitest

import (
	"context"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record/recordtest"
)

// DecisionPoints collects n positions with a real choice, met while h (a
// game's heuristic) plays every seat, so that they look like the positions
// of a game (random play would give Skat auctions nobody bids in).
func DecisionPoints(tb testing.TB, g *games.Info, h ai.Player, n int) []games.State {
	tb.Helper()
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

// Collect plays the matches of game g with the seeds from to below to,
// every seat's move chosen by play, and returns clones of the positions
// where keep says so, at most n.
func Collect(tb testing.TB, g *games.Info, n int, from, to uint64, play func(st games.State, legal []games.Action) (games.Action, error), keep func(st games.State, legal []games.Action) bool) []games.State {
	tb.Helper()
	var out []games.State
	var legal []games.Action
	for seed := from; len(out) < n && seed < to; seed++ {
		st, err := g.New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			tb.Fatal(err)
		}
		for st.Player() != games.Nobody && len(out) < n {
			if st.Player() == games.Chance {
				st.Apply(games.Deal, nil)
				continue
			}
			legal = st.Legal(legal[:0])
			if keep(st, legal) {
				out = append(out, st.Clone())
			}
			a, err := play(st, legal)
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

// GoldenLines compares got, lines that begin "<name> #<i>", with the golden
// file testdata/<file>. In full it compares them all (recordtest.Golden,
// rewritten with -update); otherwise only the golden's lines whose first
// two words keep names, a quicker run of the same golden. advice ends the
// message of a line that differs.
func GoldenLines(t *testing.T, file, got string, full bool, keep map[string]bool, advice string) {
	t.Helper()
	if full {
		recordtest.Golden(t, file, got)
		return
	}
	golden, err := os.ReadFile(filepath.Join("testdata", file))
	require.NoError(t, err)
	var want []string
	for _, line := range strings.Split(string(golden), "\n") {
		if f := strings.Fields(line); len(f) >= 2 && keep[f[0]+" "+f[1]] {
			want = append(want, line)
		}
	}
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	require.Len(t, want, len(lines), "testdata/%s lacks positions this run plays", file)
	for i := range lines {
		assert.Equal(t, want[i], lines[i], "differs from testdata/%s; %s", file, advice)
	}
}

// BenchDecisions times p's decisions on the positions pos, one per
// iteration, and reports the median and the slowest beside the mean.
func BenchDecisions(b *testing.B, p ai.Player, pos []games.State) {
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

// BenchSet times p's decision at every position of pos, each with an rng
// of its own seeded by its index (so each decision is the same in every
// run and does not depend on the others), and reports the median, the 99th
// percentile (nearest rank), the slowest and the mean decision in
// milliseconds over all the decisions timed. One iteration decides the
// whole set, so run it with -benchtime 1x (or Nx with -count for
// benchstat); ns/op is the time of the whole set.
//
// Those are wall-clock times, which another job on the machine stretches.
// Beside them it reports the same four of the process's CPU time per
// decision (cpu-median-ms …, where the system tells it): with -cpu 1 the
// work runs on one core, so these are close to the wall-clock times on an
// idle core even when the machine is busy, and compare two runs fairly.
func BenchSet(b *testing.B, p ai.Player, pos []games.State) {
	var wall, cpu []time.Duration
	cpuOK := true
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for j, st := range pos {
			v := st.View(st.Player())
			legal := v.Legal(nil)
			rng := rand.New(rand.NewPCG(uint64(j), 11))
			c0, ok0 := processCPU()
			t0 := time.Now()
			if _, err := p.Choose(context.Background(), v, legal, rng); err != nil {
				b.Fatal(err)
			}
			wall = append(wall, time.Since(t0))
			c1, ok1 := processCPU()
			cpu = append(cpu, c1-c0)
			cpuOK = cpuOK && ok0 && ok1
		}
	}
	reportTimes(b, wall, "")
	if cpuOK {
		reportTimes(b, cpu, "cpu-")
	}
}

// reportTimes reports the median, 99th percentile, slowest and mean of
// times in ms, each metric's name after prefix.
func reportTimes(b *testing.B, times []time.Duration, prefix string) {
	if len(times) == 0 {
		return
	}
	var total time.Duration
	for _, d := range times {
		total += d
	}
	sorted := slices.Sorted(slices.Values(times))
	ms := func(d time.Duration) float64 { return float64(d) / 1e6 }
	b.ReportMetric(ms(sorted[(len(sorted)-1)/2]), prefix+"median-ms")
	b.ReportMetric(ms(Percentile(sorted, 99)), prefix+"p99-ms")
	b.ReportMetric(ms(sorted[len(sorted)-1]), prefix+"max-ms")
	b.ReportMetric(ms(total)/float64(len(times)), prefix+"mean-ms")
}

// Percentile returns the q-th percentile of the sorted durations by the
// nearest-rank rule: the smallest value at least q% of them do not
// exceed (of 400 decisions, the 99th percentile is the fifth slowest).
func Percentile(sorted []time.Duration, q int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := (q*len(sorted) + 99) / 100 // ⌈q·n/100⌉, 1-based
	return sorted[min(max(rank, 1), len(sorted))-1]
}
