package schnapsen

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
	"github.com/cardavia/cardavia/ui/table/tabletest/script"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Schnapsen with the German pack at a table of size sz
// dealt from seed, its options changed by set (nil: as InPlace's).
var newHarness = tabletest.Seat(schnapsen.Info(), New, cards.German20)

// newHarnessDeck is newHarness with the given deck (the German or the
// French pack).
func newHarnessDeck(t *testing.T, deck cards.DeckID, seed uint64, sz fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	return tabletest.Seat(schnapsen.Info(), New, deck)(t, seed, sz, set)
}

// placeholderArt draws the placeholder cards (tabletest.PlaceholderArt).
var placeholderArt = tabletest.PlaceholderArt

// closer closes the stock at the first chance, so that a deal reaches the
// closed phase (the layout tests' player).
var closer = script.Closer

// phaseOf names where a deal stands for the person, for the messages of
// the layout tests.
func phaseOf(h *tabletest.Harness) string { return h.Phase(stockPhase(h)) }

// stockPhase names the part of the deal: before or after the close.
func stockPhase(h *tabletest.Harness) func() string {
	return func() string {
		if h.View().(*schnapsen.View).Closer >= 0 {
			return "schnapsen/closed"
		}
		return "schnapsen/play"
	}
}

// playDealCheckingTexts plays a deal with closer and reports, once each,
// the felt's texts that FeltTextProblems finds at each of the person's
// turns and at the summary (tabletest.PlayDealCheckingTexts).
func playDealCheckingTexts(t *testing.T, h *tabletest.Harness, also ...func()) {
	t.Helper()
	h.PlayDealCheckingTexts(closer, stockPhase(h), also...)
}
