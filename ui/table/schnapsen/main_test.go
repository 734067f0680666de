package schnapsen

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Schnapsen at a table of size sz dealt from seed, its options
// changed by set (nil: as InPlace's).
func newHarness(t *testing.T, seed uint64, sz fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	return newHarnessDeck(t, cards.German20, seed, sz, set)
}

// newHarnessDeck is newHarness with the given deck (the German or the
// French pack).
func newHarnessDeck(t *testing.T, deck cards.DeckID, seed uint64, sz fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	return tabletest.New(t, tabletest.Config{Info: schnapsen.Info(), NewGame: New, Deck: deck, Seed: seed, Size: sz, Options: set})
}

// placeholderArt draws the placeholder cards: the goldens and the layout
// checks test the table, not the artwork.
func placeholderArt(o *table.Options) { o.Art = table.Art{} }

// closer closes the stock at the first chance, so that a deal reaches the
// closed phase (the layout tests' player).
func closer(h *tabletest.Harness) bool {
	for _, a := range h.View().Legal(nil) {
		if a == schnapsen.Close {
			h.Play(a)
			return true
		}
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
	case h.View().(*schnapsen.View).Closer >= 0:
		return "schnapsen/closed"
	}
	return "schnapsen/play"
}

// playDealCheckingTexts plays a deal with closer and reports, once each,
// the felt's texts that FeltTextProblems finds at each of the person's
// turns and at the summary. Each of also runs at each check too (a test
// measuring the texts it sees: layoutcheck.Widths).
func playDealCheckingTexts(t *testing.T, h *tabletest.Harness, also ...func()) {
	t.Helper()
	reported := map[string]bool{}
	h.PlayDealChecking(closer, func() {
		for _, f := range also {
			f()
		}
		for _, p := range h.FeltTextProblems() {
			if !reported[p] {
				reported[p] = true
				t.Errorf("%s: %s", phaseOf(h), p)
			}
		}
	})
}
