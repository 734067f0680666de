package table

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
	for _, c := range tableGames {
		cases = append(cases, swapCase{c.game, c.deck, 5})
	}
	cases = append(cases, swapCase{"skat", cards.German32, 6}) // p2 declares
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s/seed%d", c.game, c.seed), func(t *testing.T) {
			h := newHarness(t, c.game, c.deck, c.seed, fyne.NewSize(1200, 900))
			playDeal(t, h)
			require.False(t, h.tb.overlay.Hidden, "the deal ends on its summary")
			before := h.tb.ctl.rec
			was, wasDealer := dealtHands(t, &before, h.tb.info)
			k := h.tb.swapTurn()
			if d := h.tb.declarer(); c.game == "skat" && d > 0 {
				assert.Equal(t, d, k, "Skat puts the person in the declarer's seat")
			}
			over := h.tb.ctl.toMove() == games.Nobody
			test.Tap(buttonIn(h.tb.overlay, "Swap seats"))
			asked := h.tb.ctl.rec.Equal(&before)
			assert.Equal(t, !over, asked, "asked first exactly when a match in progress is given up")
			if asked {
				top := h.w.Canvas().Overlays().Top()
				require.NotNil(t, top, "a match in progress is not given up without asking")
				ok := buttonIn(top, "Swap seats")
				require.NotNil(t, ok)
				test.Tap(ok)
			}
			assert.True(t, h.tb.overlay.Hidden, "the summary is gone")
			now := h.tb.ctl.rec
			require.Len(t, now.Deals, 1, "the new match's record fixes the deal")
			got, gotDealer := dealtHands(t, &now, h.tb.info)
			n := h.tb.info.Players
			assert.Equal(t, was[k], got[Human], "the person holds the hand seat %d had", k)
			for s := range n {
				assert.Equal(t, was[(s+k)%n], got[s], "seat %d", s)
			}
			assert.Equal(t, (wasDealer-k+n)%n, gotDealer, "the role moves with the hand")
			_, err := record.Replay(&now, h.tb.info, nil)
			require.NoError(t, err, "the swapped deal's record replays")
			assert.Equal(t, h.tb.ctl.st.View(Human), h.tb.view, "the table shows the new match")
			// The new match plays on to the summary like any other.
			playDeal(t, h)
			assert.False(t, h.tb.overlay.Hidden)
		})
	}
}

// TestSwapSeats_SkatSheetRunsOn: Skat's score sheet is the session's, so a
// swap of seats adds the swapped deal under the deals played before it,
// which stay as they were, and the summary shows them all. (Mutation tried:
// adoptController clearing the Skat sheet — the second summary showed one
// deal.)
func TestSwapSeats_SkatSheetRunsOn(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 7, fyne.NewSize(1200, 900))
	g := h.tb.g.(*skatUI)
	h.playDeal(skatBidder)
	require.Len(t, g.deals, 1)
	first := h.tb.g.(Sheeter).Sheet(h.tb.hst)[1]
	test.Tap(buttonIn(h.tb.overlay, "Swap seats"))
	require.True(t, h.tb.overlay.Hidden, "the swapped deal is on the felt")
	require.Len(t, g.deals, 1, "the sheet keeps the deal before the swap")
	h.playDeal(skatBidder)
	require.Len(t, g.deals, 2, "the swapped deal goes under it")
	rows := g.Sheet(h.tb.hst)
	require.Len(t, rows, 4) // header, two deals, Seeger–Fabian
	assert.Equal(t, first, rows[1], "the first deal's line is unchanged")
	assert.Equal(t, "2", rows[2][0])
	sum := texts(h.tb.overlay)
	for _, cell := range rows[2][1:4] {
		assert.Contains(t, sum, cell, "the summary shows the second deal")
	}
	assert.Contains(t, sum, first[2], "the summary still shows the first deal")
}
