package gostop

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Go-Stop at a table of size sz dealt from seed, its options
// changed by set (nil: as InPlace's).
func newHarness(t *testing.T, seed uint64, sz fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	return tabletest.New(t, tabletest.Config{Info: gostop.Info(), NewGame: New, Deck: cards.Hwatu48, Seed: seed, Size: sz, Options: set})
}

// placeholderArt draws the placeholder cards: the goldens and the layout
// checks test the table, not the artwork.
func placeholderArt(o *table.Options) { o.Art = table.Art{} }

// stopper says Stop at the first decision, so that the match is one deal
// (the layout tests' player).
func stopper(h *tabletest.Harness) bool {
	if v := h.View().(*gostop.View); v.Phase == gostop.PhaseDecide {
		h.Key("S")
		return true
	}
	return false
}
