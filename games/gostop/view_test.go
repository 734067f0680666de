package gostop

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

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
		require.NoError(t, err)
		for !s.Done() {
			for p := 0; p < 2; p++ {
				v := s.ViewOf(p)
				require.Equal(t, s.Hand(p), v.Hand, "seed %d: p%d's view", seed, p)
				require.Equal(t, p, v.Seat)
			}
			for _, seat := range []int{games.Nobody, games.Chance, 2, 3} {
				v := s.ViewOf(seat)
				require.Equal(t, seat, v.Viewer())
				require.Zero(t, v.Hand, "seed %d phase %d: seat %d sees a hand", seed, s.pub.Phase, seat)
				require.Empty(t, v.Legal(nil), "seed %d phase %d: seat %d has legal actions", seed, s.pub.Phase, seat)
				_, err := v.Sample(rng)
				require.ErrorContains(t, err, "seat", "seed %d phase %d: seat %d samples", seed, s.pub.Phase, seat)
				require.Zero(t, s.Hand(seat), "seed %d: seat %d holds cards", seed, seat)
				require.Zero(t, s.Value(seat), "seed %d: seat %d has a value", seed, seat)
			}
			positions++
			legal = s.Legal(legal[:0])
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
	}
	require.GreaterOrEqual(t, positions, 50, "too few positions")
}
