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

// tcolor reads a table colour from the app's theme (env.TableColor: a
// foreign theme gets the app's light palette).
func tcolor(n fyne.ThemeColorName) color.Color {
	if a := fyne.CurrentApp(); a != nil {
		return env.TableColor(a.Settings().Theme(), n, a.Settings().ThemeVariant())
	}
	return env.TableColor(nil, n, theme.VariantLight)
}

// dealsNews says who deals ("You deal." reads better than "You deals.").
func (t *Table) dealsNews(p int) string {
	if p == Human {
		return t.T("table.dealStartYouNoN", "You deal.")
	}
	return t.T("table.dealStartNoN", "{{.Player}} deals.", "Player", t.seatName(p))
}
