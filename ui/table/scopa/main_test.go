package scopa

import (
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Scopa at a table of size sz dealt from seed, its options
// changed by set (nil: as InPlace's).
var newHarness = tabletest.Seat(scopa.Info(), New, cards.Italian40)

// placeholderArt draws the placeholder cards (tabletest.PlaceholderArt).
var placeholderArt = tabletest.PlaceholderArt
