package skat

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Skat at a table of size sz dealt from seed, its options
// changed by set (nil: as InPlace's).
func newHarness(t *testing.T, seed uint64, sz fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	return tabletest.New(t, tabletest.Config{Info: skat.Info(), NewGame: New, Deck: cards.German32, Seed: seed, Size: sz, Options: set})
}

// placeholderArt draws the placeholder cards: the goldens and the layout
// checks test the table, not the artwork.
func placeholderArt(o *table.Options) { o.Art = table.Art{} }

// skatBidder bids up to 30, takes the skat, lays away the first two cards
// and announces the first game offered: the person declares when the
// computers let it.
func skatBidder(h *tabletest.Harness) bool {
	v := h.View().(*skat.View)
	bs := h.ControlButtons()
	switch v.Phase {
	case skat.PhaseAuction:
		if v.Current < 30 {
			test.Tap(bs[0])
		} else {
			test.Tap(bs[len(bs)-1])
		}
		return true
	case skat.PhaseSkat, skat.PhaseAnnounce:
		test.Tap(bs[0])
		return true
	case skat.PhaseDiscard:
		hv := h.HandViews()
		test.Tap(hv[0])
		test.Tap(hv[1])
		return true
	}
	return false
}

// phaseOf names where a deal stands for the person, for the messages of
// the layout tests.
func phaseOf(h *tabletest.Harness) string {
	switch {
	case h.SummaryShown():
		return "summary"
	case len(h.Choices()) > 0:
		return "choice"
	}
	return "skat/" + h.View().(*skat.View).Phase.String()
}
