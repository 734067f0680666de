package ui

import (
	"strings"

	"github.com/cardavia/cardavia/games"
)

// rulesHeader is the deck line and the players line a rules page opens
// with, as the home tile shows them ("Italy · 40 cards · Wikipedia", then
// "2 players · you vs AI · match to 11"), in Markdown. Both come from the
// message files, so every language's page gets them without the page
// repeating them.
func (s *Shell) rulesHeader(g *games.Info) string {
	line := deckLineText(s.l, g, s.chosenDeck(g))
	if g.Wikipedia != "" {
		line += " [" + s.l.T("home.wikipedia", "Wikipedia") + "](" + g.Wikipedia + ")"
	} else {
		line = strings.TrimSuffix(strings.TrimSpace(line), "·")
	}
	return strings.TrimSpace(line) + "\n\n" + playersLine(s.l, g, g.Format) + "\n"
}

// withHeader puts header right after the page's "# Title" line, or first
// when the page has no title line.
func withHeader(md, header string) string {
	if !strings.HasPrefix(md, "# ") {
		return header + "\n" + md
	}
	title, rest, _ := strings.Cut(md, "\n")
	return title + "\n\n" + header + "\n" + strings.TrimLeft(rest, "\n")
}
