package gostop

import (
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/ui/table/tabletest"
	"github.com/cardavia/cardavia/ui/table/tabletest/script"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Go-Stop at a table of size sz dealt from seed, its
// options changed by set (nil: as InPlace's).
var newHarness = tabletest.Seat(gostop.Info(), New, cards.Hwatu48)

// placeholderArt draws the placeholder cards (tabletest.PlaceholderArt).
var placeholderArt = tabletest.PlaceholderArt

// stopper says Stop at the first decision, so that the match is one deal
// (the layout tests' player).
var stopper = script.Stopper
