package gostop

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
)

// TestView_SeatOutOfRange: a seat other than 0 and 1 gets no hand, no
// legal action and no sample, where it used to get the view of seat p&1;
// Hand and Value answer 0 for it.
func TestView_SeatOutOfRange(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	var legal []games.Action
	positions := 0
	for seed := uint64(0); seed < 5; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		for !s.Done() {
			for p := 0; p < 2; p++ {
				if v := s.ViewOf(p); v.Hand != s.Hand(p) || v.Seat != p {
					t.Fatalf("seed %d: p%d's view shows %v of %v", seed, p, v.Hand, s.Hand(p))
				}
			}
			for _, seat := range []int{games.Nobody, games.Chance, 2, 3} {
				v := s.ViewOf(seat)
				if v.Viewer() != seat || v.Hand != 0 || len(v.Legal(nil)) != 0 {
					t.Fatalf("seed %d phase %d: seat %d sees hand %v, legal %v", seed, s.Phase, seat, v.Hand, v.Legal(nil))
				}
				if _, err := v.Sample(rng); err == nil || !strings.Contains(err.Error(), "seat") {
					t.Fatalf("seed %d phase %d: seat %d samples (%v)", seed, s.Phase, seat, err)
				}
				if s.Hand(seat) != 0 || s.Value(seat) != 0 {
					t.Fatalf("seed %d: seat %d holds %v, value %d", seed, seat, s.Hand(seat), s.Value(seat))
				}
			}
			positions++
			legal = s.Legal(legal[:0])
			if _, err := s.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	if positions < 50 {
		t.Fatalf("only %d positions", positions)
	}
}
