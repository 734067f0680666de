package skat

import (
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// declaredStates returns n positions right after a random announcement,
// reached by random legal play from seeded deals.
func declaredStates(tb testing.TB, n int) []State {
	tb.Helper()
	var out []State
	var legal []games.Action
	var ev []games.Event
	src := cards.NewPCG(99)
	for seed := uint64(1); len(out) < n; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			tb.Fatal(err)
		}
		for s.phase != PhasePlay && !s.Done() {
			legal = s.Legal(legal[:0])
			if ev, err = s.Apply(randomPolicy(s, legal, &src), ev[:0]); err != nil {
				tb.Fatal(err)
			}
		}
		if s.phase == PhasePlay {
			out = append(out, *s)
		}
	}
	return out
}

// BenchmarkCardPlay plays the card play of declared games to the end with
// random legal cards, reusing buffers: the hot loop of a search.
func BenchmarkCardPlay(b *testing.B) {
	protos := declaredStates(b, 256)
	legal := make([]games.Action, 0, 64)
	ev := make([]games.Event, 0, 64)
	src := cards.NewPCG(7)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := protos[i&255]
		for s.phase == PhasePlay {
			legal = s.Legal(legal[:0])
			var err error
			if ev, err = s.Apply(legal[cards.Intn(&src, len(legal))], ev[:0]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
}

// BenchmarkPlayout plays one whole deal from a fresh shuffle: the deal, a
// random auction, the skat, the announcement and the card play.
func BenchmarkPlayout(b *testing.B) {
	legal := make([]games.Action, 0, 80)
	ev := make([]games.Event, 0, 64)
	src := cards.NewPCG(7)
	proto, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := *proto
		s.rng = cards.NewPCG(uint64(i))
		for !s.Done() {
			legal = s.Legal(legal[:0])
			var err error
			if ev, err = s.Apply(randomPolicy(&s, legal, &src), ev[:0]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
}

var sink games.State

// BenchmarkClone measures State.Clone, which the search calls per sample.
func BenchmarkClone(b *testing.B) {
	s := declaredStates(b, 1)[0]
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
}

// BenchmarkSample measures one determinization of a defender's view in
// the middle of the card play.
func BenchmarkSample(b *testing.B) {
	s := declaredStates(b, 1)[0]
	src := cards.NewPCG(3)
	var legal []games.Action
	for i := 0; i < 7; i++ {
		legal = s.Legal(legal[:0])
		if _, err := s.Apply(legal[cards.Intn(&src, len(legal))], nil); err != nil {
			b.Fatal(err)
		}
	}
	v := s.View((s.Declarer() + 1) % 3)
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := v.Sample(rng); err != nil {
			b.Fatal(err)
		}
	}
}
