package tables

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
	"github.com/cardavia/cardavia/ui/table/tabletest/script"
)

// The tests of this package are the table's behaviour with the games of
// the list: what every table must do (undo, hints, the review, the layout
// of every phase, the move log, languages), played through the widgets of
// each game's table, and the list itself. What one game's table does alone
// is tested in that game's folder.

// TestMain fails the package's run when any test made Fyne log an error.
func TestMain(m *testing.M) { tabletest.Main(m) }

// newHarness seats the catalog game gameID at its table of the list.
func newHarness(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size) *tabletest.Harness {
	t.Helper()
	return newHarnessOpt(t, gameID, deck, seed, size, nil)
}

// newHarnessOpt is newHarness with the table's options changed by set.
func newHarnessOpt(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size, set func(*table.Options)) *tabletest.Harness {
	t.Helper()
	g, err := catalog.Lookup(gameID)
	if err != nil {
		t.Fatalf("no game %q", gameID)
	}
	return tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(gameID) },
		Deck: deck, Seed: seed, Size: size, Options: set})
}

// newHarnessCounting is newHarness with a keeper that counts undone moves
// too, as the app's does.
func newHarnessCounting(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size) *tabletest.Harness {
	t.Helper()
	g, err := catalog.Lookup(gameID)
	if err != nil {
		t.Fatalf("no game %q", gameID)
	}
	return tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(gameID) },
		Deck: deck, Seed: seed, Size: size, UndoCounter: true})
}

// gameDeck is a game of the list with a deck to play it with.
type gameDeck struct {
	game string
	deck cards.DeckID
}

// tableGames are the games of the list, each with a deck.
func tableGames() []gameDeck {
	return []gameDeck{{scopa.Info().ID, cards.Italian40}, {skat.Info().ID, cards.German32}, {gostop.Info().ID, cards.Hwatu48}, {schnapsen.Info().ID, cards.German20}}
}

// skatBidder, layoutPlayer and stopper are the person's scripted
// decisions (ui/table/tabletest/script): Skat bids to 30 and declares;
// every game reaches every phase; Go-Stop's match is one deal.
var (
	skatBidder   = script.SkatBidder
	layoutPlayer = script.EveryPhase
	stopper      = script.Stopper
)

// playDeal plays the person's first card (else first action) until the
// deal is over.
func playDeal(t *testing.T, h *tabletest.Harness) {
	t.Helper()
	for range 200 {
		if h.ToMove() != table.Human {
			break
		}
		legal := h.View().Legal(nil)
		a := legal[0]
		for _, x := range legal { // a card rather than closing Schnapsen's stock
			if _, ok := h.Game().CardOf(h.View(), x); ok {
				a = x
				break
			}
		}
		h.Play(a)
	}
	require.Contains(t, []int{games.Chance, games.Nobody}, h.ToMove(), "the deal is over")
	require.True(t, h.SummaryShown(), "the summary is shown")
}
