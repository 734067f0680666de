package translations

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games/cards"
)

// deckNames are the engine texts of every deck that screens show through
// Localizer.Name: deck titles, suit names and card names.
func deckNames() []cards.Name {
	var out []cards.Name
	for _, d := range cards.Decks() {
		out = append(out, d.Title)
		for _, s := range d.Suits {
			out = append(out, s.Name)
		}
		for _, c := range d.All() {
			out = append(out, d.CardName(c))
		}
	}
	return out
}

// TestDeckNamesHaveEntries keeps every deck's title, suit and card names in
// active.en.toml with the engine's English, so that translators see them
// and each language can use its customary card names. With -update the
// missing ones are appended.
func TestDeckNamesHaveEntries(t *testing.T) {
	b := mustBundle(t)
	var missing []cards.Name
	seen := map[string]bool{}
	for _, n := range deckNames() {
		if n.ID == "" || seen[n.ID] {
			continue
		}
		seen[n.ID] = true
		got, ok := b.EnglishOther(n.ID)
		switch {
		case !ok && *update:
			missing = append(missing, n)
		case !ok:
			t.Errorf("%q (%q) has no entry in active.en.toml; run go test ./translations -run DeckNames -update", n.ID, n.English)
		case got != n.English:
			t.Errorf("%q: the engine says %q, active.en.toml %q", n.ID, n.English, got)
		}
	}
	if len(seen) < 150 {
		t.Fatalf("only %d deck names: are the decks registered?", len(seen))
	}
	if len(missing) == 0 {
		return
	}
	var buf strings.Builder
	buf.WriteString("\n# Deck, suit and card names (go test ./translations -run DeckNames -update).\n")
	for _, n := range missing {
		fmt.Fprintf(&buf, "\n[%s]\nother = %s\n", strconv.Quote(n.ID), strconv.Quote(n.English))
	}
	f, err := os.OpenFile("active.en.toml", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(buf.String()); err != nil {
		t.Fatal(err)
	}
	t.Logf("appended %d names to active.en.toml", len(missing))
}
