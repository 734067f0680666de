package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/prose"
)

// TestTileAndRulesCarryFormatAndDeckLine checks the home tile's players
// line names the match format and that every rules page opens, right under
// its title, with the deck line (country · cards · Wikipedia) and the same
// players line.
func TestTileAndRulesCarryFormatAndDeckLine(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	want := map[string]struct{ players, deck string }{
		"scopa":     {"2 players · you vs AI · match to 11", "Italy · 40 cards ·"},
		"skat":      {"3 players · you and two AIs · one deal", "Germany · 32 cards ·"},
		"gostop":    {"2 players · you vs AI · single deal", "Korea · 48 cards ·"},
		"schnapsen": {"2 players · you vs AI · seven-point match", "Austria · 20 cards ·"},
	}
	for _, g := range fixtureGames() {
		w, ok := want[g.ID]
		if !ok {
			t.Errorf("%s: no expectation for this game", g.ID)
			continue
		}
		tile := s.tile(g)
		if facts := strings.TrimSuffix(w.deck, " ·") + " · " + w.players; !contains(texts(tile), facts) {
			t.Errorf("%s: tile texts %q lack %q", g.ID, texts(tile), facts)
		}
		test.Tap(button(t, tile, "Rules"))
		pages := find(s.nav.top().obj, func(*prose.Page) bool { return true })
		if len(pages) != 1 {
			t.Fatalf("%s: %d pages", g.ID, len(pages))
		}
		// String writes each paragraph on a line: the title, then the
		// deck line with its link, then the players.
		page := pages[0].String()
		head := w.deck + " Wikipedia\n" + w.players + "\n"
		if i := strings.Index(page, head); !strings.HasPrefix(page, g.Name.English) || i < 0 || i > len(g.Name.English+" (Matgo)\n") {
			t.Errorf("%s: the page opens with %.120q, want %q", g.ID, page, head)
		}
		links := find(s.nav.top().obj, func(h *prose.Link) bool { return h.URL != nil && h.URL.String() == g.Wikipedia })
		if len(links) == 0 {
			t.Errorf("%s: no link to %s on the rules page", g.ID, g.Wikipedia)
		}
		s.nav.home()
	}
}

func TestWithHeader(t *testing.T) {
	for _, tc := range []struct{ md, want string }{
		{"# Scopa\n\nIntro.\n", "# Scopa\n\nH\n\nIntro.\n"},
		{"# Scopa\nIntro.", "# Scopa\n\nH\n\nIntro."},
		{"No title.\n", "H\n\nNo title.\n"},
		{"", "H\n\n"},
	} {
		if got := withHeader(tc.md, "H\n"); got != tc.want {
			t.Errorf("withHeader(%q) = %q, want %q", tc.md, got, tc.want)
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
