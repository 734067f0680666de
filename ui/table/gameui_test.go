package table

import (
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// TestGameUIs_AreCatalogGamesOnce: every game with a scene of its own is a
// game of the catalog, listed once. A catalog game the list lacks is not an
// error: it is seated at the generic table (generic.go) until it gets one.
func TestGameUIs_AreCatalogGamesOnce(t *testing.T) {
	var catalogued, got []string
	for _, g := range catalog.All() {
		catalogued = append(catalogued, g.ID)
	}
	for _, e := range gameUIs() {
		if slices.Contains(got, e.id) {
			t.Errorf("game %q is listed twice", e.id)
		}
		if !slices.Contains(catalogued, e.id) {
			t.Errorf("game %q has a scene but is not in the catalog", e.id)
		}
		if _, generic := e.newUI().(*genericUI); generic {
			t.Errorf("game %q is listed with the generic table, which needs no line", e.id)
		}
		got = append(got, e.id)
	}
	for _, id := range catalogued {
		if !slices.Contains(got, id) {
			t.Logf("%s has no scene of its own: it plays at the generic table", id)
		}
	}
}

// TestGameFor_FreshAdapterPerTable: every table gets an adapter of its own
// (Skat's keeps the chosen discard), and a game the list lacks gets the
// generic one.
func TestGameFor_FreshAdapterPerTable(t *testing.T) {
	for _, g := range catalog.All() {
		if gameFor(g.ID) == nil {
			t.Errorf("%s: no adapter", g.ID)
		}
	}
	a, b := gameFor("skat").(*skatUI), gameFor("skat").(*skatUI)
	a.discard = 5
	if b.discard != cards.None {
		t.Error("two Skat tables share one adapter's discard")
	}
	if _, ok := gameFor("chess").(*genericUI); !ok {
		t.Errorf("a game the list does not have got %T, want the generic table", gameFor("chess"))
	}
	if gameFor("chess") == gameFor("chess") {
		t.Error("two generic tables share one adapter")
	}
}
