package gostop

import (
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// BenchmarkPlayout plays one deal from a fresh shuffle with random legal
// moves, reusing the buffers: the target is 200,000 deals/s and 0 allocs.
func BenchmarkPlayout(b *testing.B) {
	base, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	rng := cards.NewPCG(42)
	buf := make([]games.Action, 0, 32)
	ev := make([]games.Event, 0, 64)
	var s State
	b.ReportAllocs()
	cpu0 := cpuTime()
	for i := 0; b.Loop(); i++ {
		s = *base
		s.rng = cards.NewPCG(uint64(i))
		for s.pub.Phase != PhaseOver {
			buf = s.Legal(buf[:0])
			if ev, err = s.Apply(buf[cards.Intn(&rng, len(buf))], ev[:0]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
	// With -cpu 1 the process runs one busy thread (plus a little GC and
	// runtime work), so this is the one-core rate even when the machine is
	// shared.
	if cpu := (cpuTime() - cpu0).Seconds(); cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu, "deals/cpu-s")
	}
}

// BenchmarkClone measures the copy the computer players make per search node.
func BenchmarkClone(b *testing.B) {
	s, _ := New(games.Config{Seed: 1, Dealer: -1})
	if _, err := s.Apply(games.Deal, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var sink games.State
	for b.Loop() {
		sink = s.Clone()
	}
	_ = sink
}

// BenchmarkScore measures the combination score of a full pile.
func BenchmarkScore(b *testing.B) {
	pile := fullMask &^ monthMask[11]
	n := 0
	for b.Loop() {
		n += Points(pile)
		pile ^= 1 << 3
	}
	_ = n
}
