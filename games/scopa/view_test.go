package scopa

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// randomPositions plays seeded random matches and calls visit at every
// decision and chance point.
func randomPositions(t *testing.T, matches int, visit func(s *State)) {
	t.Helper()
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(matches); seed++ {
		rng := rand.New(rand.NewPCG(seed, 99))
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		for {
			visit(s)
			if s.Done() {
				break
			}
			legal = s.Legal(legal[:0])
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
	}
}

// TestSampleConsistency samples, for every seat at many random positions,
// full states from the view and checks that they agree with it and can be
// played to the end of the deal.
func TestSampleConsistency(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	var legal []games.Action
	n := 0
	randomPositions(t, 40, func(s *State) {
		for seat := 0; seat < 2; seat++ {
			v := s.ViewOf(seat)
			for k := 0; k < 3; k++ {
				got, err := v.Sample(rng)
				require.NoError(t, err)
				ss := got.(*State)
				n++
				require.Equal(t, v, ss.ViewOf(seat), "the sample shows the viewer what the view shows")
				assert.Equal(t, s.hand[seat], ss.hand[seat], "own hand")
				assert.Equal(t, s.hand[1-seat].Len(), ss.hand[1-seat].Len(), "opponent's hand size")
				assert.Equal(t, s.StockLen(), ss.StockLen())
				assert.Equal(t, s.table, ss.table)
				assert.Equal(t, s.pile, ss.pile)
				if s.turn >= 0 {
					conserved(t, ss)
				}
				if seat == int(s.turn) {
					assert.Equal(t, s.Legal(nil), v.Legal(nil))
				}
				// Play the sample to the end of its deal.
				for ss.turn >= 0 {
					legal = ss.Legal(legal[:0])
					_, err := ss.Apply(legal[rng.IntN(len(legal))], nil)
					require.NoError(t, err)
				}
			}
		}
	})
	t.Logf("%d samples", n)
}

// TestSampleUniform checks that a hidden card lands in the opponent's hand
// about as often as a uniform deal puts it there.
func TestSampleUniform(t *testing.T) {
	s, err := New(games.Config{Seed: 11, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	v := s.ViewOf(1)
	target := v.Unseen().First()
	rng := rand.New(rand.NewPCG(3, 4))
	const n = 20000
	hits := 0
	for i := 0; i < n; i++ {
		got, err := v.Sample(rng)
		require.NoError(t, err)
		if got.(*State).hand[0].Has(target) {
			hits++
		}
	}
	want := float64(n) * 3 / 33 // 3 of the 33 unseen cards are in p0's hand
	assert.InDelta(t, want, float64(hits), 5*38, "hits %d, want about %.0f", hits, want)
}

// TestViewHidesCards checks that a view never shows the opponent's hand or
// the stock, and that the JSON carries the documented fields.
func TestViewHidesCards(t *testing.T) {
	randomPositions(t, 5, func(s *State) {
		for seat := 0; seat < 2; seat++ {
			v := s.ViewOf(seat)
			assert.Zero(t, v.Hand&s.hand[1-seat])
			var stock cards.Set
			for _, c := range s.stock[s.sp:] {
				stock = stock.Add(c)
			}
			shown := v.Hand | v.Table | v.Piles[0] | v.Piles[1]
			assert.Zero(t, shown&(stock|s.hand[1-seat]))
		}
	})
	s, err := New(games.Config{Seed: 1, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	b, err := json.Marshal(s.ViewOf(1))
	require.NoError(t, err)
	var m map[string]any
	require.NoError(t, json.Unmarshal(b, &m))
	for _, k := range []string{"viewer", "toMove", "dealer", "hand", "opponentHandCount", "table", "piles", "stockCount",
		"scope", "lastCapturer", "plays", "matchPoints", "deals", "matchWinner", "dealOver", "scored", "lastDeal"} {
		assert.Contains(t, m, k)
	}
}

// TestSampleRejects checks that impossible views are errors.
func TestSampleRejects(t *testing.T) {
	s, err := New(games.Config{Seed: 1, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	good := s.ViewOf(0)
	rng := rand.New(rand.NewPCG(1, 1))
	bad := []func(v *View){
		func(v *View) { v.Table |= v.Hand },
		func(v *View) { v.Stock++ },
		func(v *View) { v.OpponentHand = 5 },
		func(v *View) { v.Seat = 3 },
		func(v *View) { v.Hand |= 1 << 50 },
	}
	for i, f := range bad {
		v := *good
		f(&v)
		_, err := v.Sample(rng)
		assert.Error(t, err, "case %d", i)
	}
}

// TestView_SeatOutOfRange: a seat other than 0 and 1 gets no hand, no
// legal action and no sample, where it used to get the view of seat p&1.
func TestView_SeatOutOfRange(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	dealt := false
	randomPositions(t, 3, func(s *State) {
		for seat := 0; seat < 2; seat++ {
			assert.Equal(t, s.Hand(seat), s.ViewOf(seat).Hand)
			dealt = dealt || s.Hand(seat) != 0
		}
		for _, seat := range []int{games.Nobody, games.Chance, 2, 3} {
			v := s.ViewOf(seat)
			assert.Equal(t, seat, v.Viewer())
			assert.Zero(t, v.Hand, "seat %d sees a hand", seat)
			assert.Empty(t, v.Legal(nil), "seat %d has legal actions", seat)
			_, err := v.Sample(rng)
			assert.ErrorContains(t, err, "seat", "seat %d samples", seat)
			assert.Zero(t, s.Hand(seat))
			assert.Zero(t, s.Pile(seat))
			assert.Zero(t, s.Scope(seat))
		}
	})
	require.True(t, dealt, "no position with a hand")
}
