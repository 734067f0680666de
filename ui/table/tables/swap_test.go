package tables

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// dealtHands are the hands the last deal of rec dealt, read from its deal
// events (what each seat saw arrive), and that deal's dealer.
func dealtHands(t *testing.T, rec *record.Record, g *games.Info) ([]cards.Set, int) {
	t.Helper()
	var hands []cards.Set
	dealer := -1
	_, err := record.Replay(rec, g, func(s record.Step) {
		if s.Seat != games.Chance {
			return
		}
		hs, d := make([]cards.Set, g.Players), -1
		for _, e := range s.Events {
			switch {
			case e.Kind == games.KDealStart:
				d = int(e.Player)
			case e.Kind == games.KMove && e.From == games.Deck && e.To == games.Hand:
				hs[e.Player] = hs[e.Player].Add(e.Card)
			case e.Kind == games.KRedeal:
				hs = nil
			}
		}
		if hs != nil && hs[0] != 0 {
			hands, dealer = hs, d
		}
	})
	require.NoError(t, err)
	require.NotNil(t, hands, "no deal in the record")
	return hands, dealer
}

// TestSwapSeats_PersonGetsTheComputersHand: after a deal, "Swap seats" on
// the summary deals the same cards again with the person holding the hand
// (and the role) the computer had — in Skat the declarer's — and the new
// match's record replays. In Scopa and Schnapsen the match is still on,
// so the table asks first. (Mutation tried: swapTurn always 1 — for Skat
// seed 6, where p2 declares, the person got p1's hand.)
func TestSwapSeats_PersonGetsTheComputersHand(t *testing.T) {
	type swapCase struct {
		game string
		deck cards.DeckID
		seed uint64
	}
	var cases []swapCase
	for _, c := range tableGames() {
		cases = append(cases, swapCase{c.game, c.deck, 5})
	}
	cases = append(cases, swapCase{"skat", cards.German32, 6}) // p2 declares
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s/seed%d", c.game, c.seed), func(t *testing.T) {
			h := newHarness(t, c.game, c.deck, c.seed, fyne.NewSize(1200, 900))
			playDeal(t, h)
			require.True(t, h.SummaryShown(), "the deal ends on its summary")
			before := h.Record()
			was, wasDealer := dealtHands(t, &before, h.Info())
			k, d := h.SwapTurn()
			if c.game == "skat" && d > 0 {
				assert.Equal(t, d, k, "Skat puts the person in the declarer's seat")
			}
			over := h.ToMove() == games.Nobody
			test.Tap(tabletest.ButtonIn(h.Overlay(), "Swap seats"))
			rec := h.Record()
			asked := rec.Equal(&before)
			assert.Equal(t, !over, asked, "asked first exactly when a match in progress is given up")
			if asked {
				top := h.W.Canvas().Overlays().Top()
				require.NotNil(t, top, "a match in progress is not given up without asking")
				ok := tabletest.ButtonIn(top, "Swap seats")
				require.NotNil(t, ok)
				test.Tap(ok)
			}
			assert.False(t, h.SummaryShown(), "the summary is gone")
			now := h.Record()
			require.Len(t, now.Deals, 1, "the new match's record fixes the deal")
			got, gotDealer := dealtHands(t, &now, h.Info())
			n := h.Info().Players
			assert.Equal(t, was[k], got[table.Human], "the person holds the hand seat %d had", k)
			for s := range n {
				assert.Equal(t, was[(s+k)%n], got[s], "seat %d", s)
			}
			assert.Equal(t, (wasDealer-k+n)%n, gotDealer, "the role moves with the hand")
			_, err := record.Replay(&now, h.Info(), nil)
			require.NoError(t, err, "the swapped deal's record replays")
			assert.Equal(t, h.State().View(table.Human), h.View(), "the table shows the new match")
			// The new match plays on to the summary like any other.
			playDeal(t, h)
			assert.True(t, h.SummaryShown())
		})
	}
}
