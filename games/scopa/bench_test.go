package scopa

import (
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// playout plays one deal from s (at Chance) with uniformly random legal
// plays, reusing the buffers, and returns them.
func playout(s *State, rng *rand.PCG, legal []games.Action, ev []games.Event) ([]games.Action, []games.Event, error) {
	var err error
	for {
		if s.Done() {
			return legal, ev, nil
		}
		if s.turn == games.Chance && s.plays == lastPlay {
			return legal, ev, nil // the deal just ended
		}
		legal = s.Legal(legal[:0])
		ev, err = s.Apply(legal[cards.Intn(rng, len(legal))], ev[:0])
		if err != nil {
			return legal, ev, err
		}
	}
}

// BenchmarkPlayout deals and plays random deals (a fresh shuffle each),
// restarting the match when it ends, and reports deals per second.
func BenchmarkPlayout(b *testing.B) {
	start, err := New(games.Config{Seed: 1, Dealer: -1})
	if err != nil {
		b.Fatal(err)
	}
	s := *start
	pcg := cards.NewPCG(2)
	rng := &pcg
	legal := make([]games.Action, 0, 64)
	ev := make([]games.Event, 0, 64)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Done() {
			s = *start
			s.rng = cards.NewPCG(uint64(i))
		}
		// Deal (again after a kings redeal), then play the deal out.
		for s.turn == games.Chance {
			if ev, err = s.Apply(games.Deal, ev[:0]); err != nil {
				b.Fatal(err)
			}
		}
		if legal, ev, err = playout(&s, rng, legal, ev); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "deals/s")
}

// BenchmarkClone clones a mid-deal state.
func BenchmarkClone(b *testing.B) {
	s, err := New(games.Config{Seed: 1, Dealer: 0})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := s.Apply(games.Deal, nil); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var sink games.State
	for i := 0; i < b.N; i++ {
		sink = s.Clone()
	}
	_ = sink
}

// TestPlayoutDoesNotAllocate holds the contract that a playout with reused
// buffers allocates nothing.
func TestPlayoutDoesNotAllocate(t *testing.T) {
	start, err := New(games.Config{Seed: 5, Dealer: -1})
	if err != nil {
		t.Fatal(err)
	}
	s := *start
	pcg := cards.NewPCG(9)
	rng := &pcg
	legal := make([]games.Action, 0, 64)
	ev := make([]games.Event, 0, 64)
	// The first error is kept: the runs after it do nothing.
	allocs := testing.AllocsPerRun(200, func() {
		if err != nil {
			return
		}
		if s.Done() {
			s = *start
		}
		for err == nil && s.turn == games.Chance {
			ev, err = s.Apply(games.Deal, ev[:0])
		}
		if err == nil {
			legal, ev, err = playout(&s, rng, legal, ev)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if allocs != 0 {
		t.Fatalf("a deal's playout allocates %.1f times, want 0", allocs)
	}
}
