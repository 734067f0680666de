package table

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// textSize is the size of text on the felt for a board: readable at
// 1024×700 and not tiny on a 4K screen.
func textSize(sz fyne.Size) float32 {
	return max(13, min(sz.Height/34, 30))
}

func colorScore() color.Color { return tcolor(env.ColorNameScore) }

// cardName is a card's localised name.
func (t *Table) cardName(c cards.Card) string { return t.l.Name(t.deck.CardName(c)) }

// handRow lays the person's hand face up along y within width w: legal
// cards glow, the others are veiled while it is the person's turn, and the
// keyboard cursor's card stands a little higher.
func (t *Table) handRow(s *scene, hand []cards.Card, y, w float32) {
	t.handRowAt(s, hand, s.size.Width/2, y, w)
}

// handRowAt is handRow centred at cx rather than on the board.
func (t *Table) handRowAt(s *scene, hand []cards.Card, cx, y, w float32) {
	s.hand = hand
	t.syncCursor(hand)
	myTurn := !t.busy && !t.thinking && t.view != nil && t.view.Player() == Human
	var legal map[cards.Card]bool
	if myTurn {
		legal = map[cards.Card]bool{}
		for _, a := range t.view.Legal(nil) {
			if c, ok := t.g.cardOf(a); ok {
				legal[c] = true
			}
		}
	}
	if myTurn && t.newTurn {
		t.newTurn = false
		var now cards.Set
		for c := range legal {
			if slices.Contains(hand, c) {
				now = now.Add(c)
			}
		}
		t.snapCursor(hand, now)
	}
	xs := fan(len(hand), cx, w, s.cw)
	for i, c := range hand {
		it := s.face(c, xs[i], y)
		it.legal = myTurn && legal[c]
		it.dim = myTurn && !legal[c] && len(legal) > 0
		it.selected = myTurn && i == t.cursor
		if it.selected {
			it.pos.Y -= s.ch * 0.12
		}
		cc := c
		it.onTap = func() { t.tapCard(cc) }
	}
}

// Fallbacks for the table colours when the app's theme does not define them
// (a foreign theme, the headless test theme): the Cardavia light palette.
var colorFallbacks = map[fyne.ThemeColorName]color.Color{
	env.ColorNameFelt:       color.NRGBA{0x2e, 0x7d, 0x4f, 0xff},
	env.ColorNameFeltEdge:   color.NRGBA{0x1f, 0x5c, 0x39, 0xff},
	env.ColorNameCardShadow: color.NRGBA{0x06, 0x1a, 0x0e, 0x66},
	env.ColorNameHighlight:  color.NRGBA{0xf2, 0xc1, 0x4e, 0xff},
	env.ColorNameScore:      color.NRGBA{0xff, 0xf4, 0xd6, 0xff},
	env.ColorNameOnFelt:     color.NRGBA{0xf7, 0xf3, 0xe8, 0xff},
}

// tcolor reads a table colour from the current theme, with a fallback.
func tcolor(n fyne.ThemeColorName) color.Color {
	var c color.Color
	if a := fyne.CurrentApp(); a != nil && a.Settings().Theme() != nil {
		// Asked of the theme directly: theme.Color logs a name it lacks.
		c = a.Settings().Theme().Color(n, a.Settings().ThemeVariant())
	} else {
		c = theme.Color(n)
	}
	if c != nil {
		if _, _, _, a := c.RGBA(); a != 0 {
			return c
		}
	}
	if f, ok := colorFallbacks[n]; ok {
		return f
	}
	return c
}

// dealsNews says who deals ("You deal." reads better than "You deals.").
func (t *Table) dealsNews(p int) string {
	if p == Human {
		return t.T("table.dealStartYouNoN", "You deal.")
	}
	return t.T("table.dealStartNoN", "{{.Player}} deals.", "Player", t.seatName(p))
}
