package skat

import (
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table/tabletest"
	"github.com/cardavia/cardavia/ui/table/tabletest/script"
)

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats Skat at a table of size sz dealt from seed, its options
// changed by set (nil: as InPlace's).
var newHarness = tabletest.Seat(skat.Info(), New, cards.German32)

// placeholderArt draws the placeholder cards (tabletest.PlaceholderArt).
var placeholderArt = tabletest.PlaceholderArt

// skatBidder bids up to 30 and declares (script.SkatBidder).
var skatBidder = script.SkatBidder

// phaseOf names where a deal stands for the person, for the messages of
// the layout tests.
func phaseOf(h *tabletest.Harness) string { return h.Phase(skatPhase(h)) }

// skatPhase names the deal's phase in the engine's words.
func skatPhase(h *tabletest.Harness) func() string {
	return func() string { return "skat/" + h.View().(*skat.View).Phase.String() }
}
