package table

import (
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// TestGameUIs_CoverTheCatalog: the table seats exactly the catalog's games,
// each once.
func TestGameUIs_CoverTheCatalog(t *testing.T) {
	var want, got []string
	for _, g := range catalog.All() {
		want = append(want, g.ID)
	}
	for _, e := range gameUIs() {
		if slices.Contains(got, e.id) {
			t.Errorf("game %q is listed twice", e.id)
		}
		got = append(got, e.id)
	}
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("the table's games %v, the catalog's %v", got, want)
	}
}

// TestGameFor_FreshAdapterPerTable: every table gets an adapter of its own
// (Skat's keeps the chosen discard), and an unknown game gets none.
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
	if gameFor("chess") != nil {
		t.Error("an adapter for a game the catalog does not have")
	}
}
