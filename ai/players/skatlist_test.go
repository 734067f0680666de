package players

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// TestSkatList_PlayersPlayEachDealAsADeal: in a later deal of a Skat list
// (its sheet, totals and a Bock round in the view) the computer players
// bid, pick up, discard, announce and play exactly as they do in the same
// deal played as a match of one deal: the list changes nothing of what a
// deal is worth to them, so the bidding still plays to the deal's value.
// Every level that is not a search (so that the test stays quick) and the
// Expert's auction are compared move by move.
func TestSkatList_PlayersPlayEachDealAsADeal(t *testing.T) {
	opts := map[string]string{skat.OptionList: "12", skat.OptionSeegerFabian: games.On, skat.OptionBock: games.On}
	for _, level := range []ai.Level{ai.Easy, ai.Normal, ai.Expert} {
		for seed := uint64(1); seed <= 3; seed++ {
			list, err := skat.New(games.Config{Seed: seed, Dealer: 0, Options: opts})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(seed, 1))
			var legal []games.Action
			// Two deals of the list, played at random, before the one compared.
			for list.ListRules().Length > 0 && len(list.ListDeals()) < 2 || list.Player() != games.Chance {
				legal = list.Legal(legal[:0])
				_, err := list.Apply(legal[rng.IntN(len(legal))], nil)
				require.NoError(t, err)
			}
			pack, dealer := list.NextDeal()
			one, err := skat.New(games.Config{Seed: 99, Dealer: dealer, Deals: [][]cards.Card{pack}})
			require.NoError(t, err)
			for _, st := range []*skat.State{list, one} {
				_, err := st.Apply(games.Deal, nil)
				require.NoError(t, err)
			}
			p := New("skat", level)
			for step := 0; one.Player() >= 0 && step < 60; step++ {
				if level == ai.Expert && one.Phase() == skat.PhasePlay {
					break // the Expert's card play is a long search; its bidding is what a list could change
				}
				seat := one.Player()
				require.Equal(t, seat, list.Player())
				legal = one.Legal(legal[:0])
				a1, err := p.Choose(context.Background(), one.View(seat), legal, rand.New(rand.NewPCG(seed, uint64(step))))
				require.NoError(t, err)
				a2, err := p.Choose(context.Background(), list.View(seat), legal, rand.New(rand.NewPCG(seed, uint64(step))))
				require.NoError(t, err)
				require.Equal(t, one.FormatAction(a1), list.FormatAction(a2), "%s seed %d step %d (%s): the list changed the choice", level, seed, step, one.Phase())
				for _, st := range []*skat.State{list, one} {
					_, err := st.Apply(a1, nil)
					require.NoError(t, err)
				}
			}
		}
	}
}
