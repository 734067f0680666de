package skat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest"
)

// TestDecode_InvertsLegal plays random matches and takes every legal action
// apart: Decode accepts it, Move.Action gives it back, and the move agrees
// with the position (a card played is in the mover's hand …). Every kind of
// move must turn up, so the test cannot pass on a corner of the game.
func TestDecode_InvertsLegal(t *testing.T) {
	seen := map[MoveKind]int{}
	gametest.EveryLegal(t, 40, New, func(seed uint64, s *State, a games.Action) {
		m, ok := Decode(a)
		require.True(t, ok, "seed %d: %s does not decode", seed, s.FormatAction(a))
		require.Equal(t, a, m.Action(), "seed %d: %s does not round-trip", seed, s.FormatAction(a))
		seen[m.Kind]++
		require.Equal(t, s.Player() == games.Chance, m.Kind == MoveDeal, "seed %d: %s", seed, s.FormatAction(a))
		switch m.Kind {
		case MovePlay:
			require.True(t, s.Hand(s.Player()).Has(m.Card))
			require.Equal(t, a, Play(m.Card), "the constructor agrees")
		case MoveBid:
			require.Equal(t, a, Bid(m.Bid), "the constructor agrees")
		case MoveDiscard:
			require.Equal(t, 2, m.Discard.Len())
			require.Equal(t, m.Discard, m.Discard.Intersect(s.Hand(s.Player())))
			require.Equal(t, a, Discard(m.Discard.Last(), m.Discard.First()), "the constructor agrees")
		case MoveAnnounce:
			require.Equal(t, a, Announce(m.Game), "the constructor agrees")
		}
	})
	for k := MoveDeal; k <= MoveAnnounce; k++ {
		assert.NotZero(t, seen[k], "no move of kind %d in random play", k)
	}
	for _, a := range []games.Action{games.NoAction, Bid(19), Discard(3, 3), Announce(NoGame), 70, 40} {
		_, ok := Decode(a)
		assert.False(t, ok, "%#x decodes", uint64(a))
	}
	assert.Equal(t, games.NoAction, Move{}.Action())
}
