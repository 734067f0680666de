package skat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestNextDeal_PredictsTheDealWithoutDealing: NextDeal leaves the state as
// it was (the generator copied, not advanced), and a match started from the
// pack and seat it names deals every hand exactly as the seeded match does.
// (Mutation tried: shuffling with the state's own generator — the state
// changed and the next deal differed.)
func TestNextDeal_PredictsTheDealWithoutDealing(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		st, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		before := *st
		pack, dealer := st.NextDeal()
		require.Equal(t, before, *st, "seed %d: NextDeal changed the state", seed)
		again, _ := st.NextDeal()
		require.Equal(t, pack, again, "seed %d: a second look gives another pack", seed)

		fixed, err := New(games.Config{Seed: seed + 1000, Dealer: dealer, Deals: [][]cards.Card{pack}})
		require.NoError(t, err)
		_, err = st.Apply(games.Deal, nil)
		require.NoError(t, err)
		_, err = fixed.Apply(games.Deal, nil)
		require.NoError(t, err)
		for p := 0; p < 3; p++ {
			assert.Equal(t, st.Hand(p), fixed.Hand(p), "seed %d: seat %d", seed, p)
		}
		assert.Equal(t, st.Player(), fixed.Player(), "seed %d: the same seat moves first", seed)
	}
}
