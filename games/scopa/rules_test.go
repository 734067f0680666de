package scopa

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest"
)

// These tests pin rules of spec §3, §6 and §7 beyond the worked examples:
// four Kings, every primiera value, SC-D3 when nobody has all suits, and a
// tie at 11 or more reached through play.

// TestFourKingsRedeal: four Kings on the opening table void the deal too.
func TestFourKingsRedeal(t *testing.T) {
	s, err := New(games.Config{Dealer: 0, Deals: [][]cards.Card{kingsDeal(t, "D12 C12 S12 B12")}})
	require.NoError(t, err)
	ev, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	assert.True(t, hasKind(ev, games.KRedeal))
	assert.Equal(t, games.Chance, s.Player())
	assert.Equal(t, 0, s.Dealer(), "the same dealer deals again")
	assert.Zero(t, s.Hand(0)|s.Hand(1)|s.Table(), "the void deal's cards are collected")
	assert.Equal(t, 0, s.Result().Deals)
	// The next deal, a shuffle from the seed (seed 0 opens fewer than three
	// Kings), is dealt by the same dealer.
	ev, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	require.False(t, hasKind(ev, games.KRedeal))
	assert.Equal(t, 1, s.Player(), "the non-dealer leads")
	assert.Equal(t, 0, s.Dealer())
}

// TestPrimieraValues checks each rank's primiera value (spec §6: 7 = 21,
// 6 = 18, 1 = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, court = 10) with one card
// of the rank in every suit, and that a suit counts its best card.
func TestPrimieraValues(t *testing.T) {
	for _, tc := range []struct {
		label string
		value int
	}{
		{"7", 21}, {"6", 18}, {"1", 16}, {"5", 15}, {"4", 14}, {"3", 13}, {"2", 12},
		{"10", 10}, {"11", 10}, {"12", 10},
	} {
		pile := set(t, "D"+tc.label+" C"+tc.label+" S"+tc.label+" B"+tc.label)
		assert.Equal(t, 4*tc.value, Primiera(pile), "four %ss", tc.label)
	}
	// The best card of each suit counts, whatever else is there: the
	// lower cards of a suit add nothing.
	assert.Equal(t, 21+18+16+15, Primiera(set(t, "D12 D7 D2 C6 C5 C11 S1 S4 S10 B5 B3 B2")))
	// A missing suit makes it no primiera at all, however good the rest.
	assert.Zero(t, Primiera(set(t, "D7 C7 S7 D6 C6 S6")))
}

// TestPrimieraNobodyComplete: when neither player has all four suits,
// nobody scores the primiera (spec §6); when only one has, that one does
// even with a lower sum (SC-D3).
func TestPrimieraNobodyComplete(t *testing.T) {
	d := ScoreDeal([2]cards.Set{set(t, "D7 C7 S7"), set(t, "D6 C6 B6")}, [2]int{})
	assert.Equal(t, [2]int{0, 0}, d.Primiera)
	assert.Equal(t, -1, d.Prize[PrizePrimiera])
	d = ScoreDeal([2]cards.Set{set(t, "D7 C7 S7 D1 C1 S1"), set(t, "D12 C12 S12 B12")}, [2]int{})
	assert.Equal(t, [2]int{0, 40}, d.Primiera)
	assert.Equal(t, 1, d.Prize[PrizePrimiera], "40 with every suit beats a pile without Batons")
}

// TestTieAtElevenPlaysOn ends a deal through play with totals 10–8 and a
// deal of 1–3: 11–11 is no win, so a new deal follows with the other
// dealer (spec §7, E12 second row).
func TestTieAtElevenPlaysOn(t *testing.T) {
	// p1 deals and lays S4 at play 36; the table (S4, B11) goes to p0,
	// the last capturer. p0 ends with D7 C1 S4 B11: settebello only
	// (primiera 61 against p1's 81); p1 takes cards, coins and primiera.
	s := position{turn: 1, dealer: 1, hand: "S4", table: "B11", plays: 35, last: 0, pile0: "D7 C1"}.build(t)
	s.pile[1] = cards.Italian().Full().Minus(set(t, "D7 C1 S4 B11"))
	s.total = [2]int{10, 8}
	conserved(t, s)
	ev, err := s.Apply(Play(set(t, "S4").First(), 0), nil)
	require.NoError(t, err)
	r := s.Result()
	assert.Equal(t, []int{1, 3}, r.Deal)
	assert.Equal(t, [2]int{61, 81}, s.lastDeal.Primiera)
	assert.Equal(t, []int{11, 11}, r.Match)
	assert.Equal(t, -1, r.Winner)
	assert.False(t, s.Done())
	assert.False(t, hasKind(ev, games.KMatchOver))
	assert.Equal(t, games.Chance, s.Player(), "tied at 11: another deal")
	assert.Equal(t, 0, s.Dealer(), "dealt by the other seat")
	// Both at 11 or more with different totals: the higher wins.
	assert.Equal(t, 1, MatchWinner([2]int{11, 12}))
	assert.Equal(t, -1, MatchWinner([2]int{14, 14}))
}

// TestDecode_InvertsLegal plays random matches and takes every legal action
// apart: Decode accepts it, Move.Action gives it back, and the move agrees
// with the position (a card played is in the mover's hand …). Every kind of
// move must turn up, so the test cannot pass on a corner of the game.
func TestDecode_InvertsLegal(t *testing.T) {
	seen := map[MoveKind]int{}
	gametest.EveryLegal(t, 20, New, func(seed uint64, s *State, a games.Action) {
		m, ok := Decode(a)
		require.True(t, ok, "seed %d: %s does not decode", seed, s.FormatAction(a))
		require.Equal(t, a, m.Action(), "seed %d: %s does not round-trip", seed, s.FormatAction(a))
		seen[m.Kind]++
		require.Equal(t, s.Player() == games.Chance, m.Kind == MoveDeal, "seed %d: %s", seed, s.FormatAction(a))
		if m.Kind == MovePlay {
			require.True(t, s.Hand(s.Player()).Has(m.Card))
			require.Equal(t, m.Capture, m.Capture.Intersect(s.Table()))
			require.Equal(t, a, Play(m.Card, m.Capture), "the constructor agrees")
		}
	})
	for k := MoveDeal; k <= MovePlay; k++ {
		assert.NotZero(t, seen[k], "no move of kind %d in random play", k)
	}
	for _, a := range []games.Action{games.NoAction, Play(3, cards.SetOf(3)), 1 << 50, 40} {
		_, ok := Decode(a)
		assert.False(t, ok, "%#x decodes", uint64(a))
	}
	assert.Equal(t, games.NoAction, Move{}.Action())
}
