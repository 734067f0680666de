package schnapsen

import (
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// BenchmarkPlayout plays one deal per iteration from a fresh shuffle with
// random legal moves, reusing the action and event buffers.
func BenchmarkPlayout(b *testing.B) {
	start, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	s := *start
	rng := cards.NewPCG(99)
	legal := make([]games.Action, 0, 32)
	ev := make([]games.Event, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Done() {
			s = *start
			s.rng = cards.NewPCG(uint64(i))
		}
		if ev, err = s.Apply(games.Deal, ev[:0]); err != nil {
			b.Fatal(err)
		}
		for s.Player() >= 0 {
			legal = s.Legal(legal[:0])
			ev, err = s.Apply(legal[cards.Intn(&rng, len(legal))], ev[:0])
			if err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
}

// BenchmarkClone measures Clone in the middle of a deal.
func BenchmarkClone(b *testing.B) {
	s, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Apply(games.Deal, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var sink games.State
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

// BenchmarkSample measures sampling a world from a view in mid-deal.
func BenchmarkSample(b *testing.B) {
	s, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Apply(games.Deal, nil); err != nil {
		b.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		if _, err := s.Apply(s.Legal(nil)[0], nil); err != nil {
			b.Fatal(err)
		}
	}
	v := s.ViewOf(s.Player())
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := v.SampleState(rng); err != nil {
			b.Fatal(err)
		}
	}
}
