package tables

import (
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games/catalog"
)

// TestList_IsCatalogGamesOnce: every game with a table of its own is a game
// of the catalog, listed once. A catalog game the list lacks is not an
// error: it is seated at the generic table until it gets one.
func TestList_IsCatalogGamesOnce(t *testing.T) {
	var catalogued, got []string
	for _, g := range catalog.All() {
		catalogued = append(catalogued, g.ID)
	}
	for _, e := range list() {
		if slices.Contains(got, e.id) {
			t.Errorf("game %q is listed twice", e.id)
		}
		if !slices.Contains(catalogued, e.id) {
			t.Errorf("game %q has a table but is not in the catalog", e.id)
		}
		if e.newGame() == nil {
			t.Errorf("game %q is listed without a table, which needs no line", e.id)
		}
		got = append(got, e.id)
	}
	for _, id := range catalogued {
		if !slices.Contains(got, id) {
			t.Logf("%s has no table of its own: it plays at the generic table", id)
		}
	}
	if !slices.Equal(got, Games()) {
		t.Errorf("Games() = %v, want the list's %v", Games(), got)
	}
}

// TestGameFor_FreshAdapterPerTable: every table gets an adapter of its own
// (Skat's keeps the chosen discard), and a game the list lacks gets none,
// which table.New seats at the generic table.
func TestGameFor_FreshAdapterPerTable(t *testing.T) {
	for _, id := range Games() {
		if GameFor(id) == nil {
			t.Errorf("%s: no adapter", id)
		}
	}
	if GameFor("skat") == GameFor("skat") {
		t.Error("two Skat tables share one adapter")
	}
	if g := GameFor("chess"); g != nil {
		t.Errorf("a game the list does not have got %T, want none (the generic table)", g)
	}
}
