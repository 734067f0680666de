package table

import (
	"image/color"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// TextSize is the size of text on the felt for a board: readable at
// 1024×700 and not tiny on a 4K screen.
func TextSize(sz fyne.Size) float32 {
	return max(13, min(sz.Height/34, 30))
}

// ScoreColor is the colour of the felt's score lines and of "Your turn".
func ScoreColor() color.Color { return tcolor(env.ColorNameScore) }

func itoa(n int) string { return strconv.Itoa(n) }

// cardName is a card's localised name.
func (t *Table) cardName(c cards.Card) string { return t.l.Name(t.deck.CardName(c)) }

// cardsName names the cards of a set ("3 of Cups + 4 of Swords").
func (t *Table) cardsName(set cards.Set) string {
	var parts []string
	for _, c := range set.Cards() {
		parts = append(parts, t.cardName(c))
	}
	return strings.Join(parts, " + ")
}

// handRow lays the person's hand face up centred at cx along y within
// width w (Host.HandRow): legal cards glow, the others are veiled while it
// is the person's turn, and the keyboard cursor's card stands a little
// higher.
func (t *Table) handRow(s *Scene, hand []cards.Card, cx, y, w float32) {
	s.Hand = hand
	t.syncCursor(hand)
	myTurn := !t.busy && !t.thinking && t.view != nil && t.view.Player() == Human
	var legal map[cards.Card]bool
	if myTurn {
		legal = map[cards.Card]bool{}
		for _, a := range t.view.Legal(nil) {
			if c, ok := t.g.CardOf(t.view, a); ok {
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
	xs := Fan(len(hand), cx, w, s.CW)
	for i, c := range hand {
		it := s.Face(c, xs[i], y)
		it.Legal = myTurn && legal[c]
		it.Dim = myTurn && !legal[c] && len(legal) > 0
		it.Selected = myTurn && i == t.cursor
		if it.Selected {
			it.Pos.Y -= s.CH * 0.12
		}
		cc := c
		it.OnTap = func() { t.tapCard(cc) }
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

// DealsNews says who deals ("You deal." reads better than "You deals.").
func DealsNews(h Host, seat int) string {
	if seat == Human {
		return h.T("table.dealStartYouNoN", "You deal.")
	}
	return h.T("table.dealStartNoN", "{{.Player}} deals.", "Player", h.SeatName(seat))
}

// Is is the want of Host.TryKey for one action.
func Is(a games.Action) func(games.Action) bool {
	return func(x games.Action) bool { return x == a }
}

// Digit reads a digit key (0–9).
func Digit(k fyne.KeyName) (int, bool) {
	if len(k) == 1 && k[0] >= '0' && k[0] <= '9' {
		return int(k[0] - '0'), true
	}
	return 0, false
}
