package tables

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/ui/table"
)

// sceneOutside lists the cards of a scene that leave its board (by more
// than a pixel): a layout's ratios that no longer fit the window.
func sceneOutside(s *table.Scene) []string {
	var out []string
	for _, it := range s.Items {
		if it.Pos.X < -1 || it.Pos.Y < -1 || it.Pos.X+it.Size.Width > s.Size.Width+1 || it.Pos.Y+it.Size.Height > s.Size.Height+1 {
			out = append(out, fmt.Sprintf("%s at %v size %v", it.Key, it.Pos, it.Size))
		}
	}
	return out
}

// TestScene_CardsStayOnTheFelt: every game lays every card of its first
// turn inside the board, at a small, the usual and a large window size.
func TestScene_CardsStayOnTheFelt(t *testing.T) {
	for _, g := range catalog.All() {
		for _, sz := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1100, Height: 760}, {Width: 1920, Height: 1080}} {
			t.Run(fmt.Sprintf("%s/%vx%v", g.ID, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarness(t, g.ID, g.Decks[0], 4, sz)
				s := h.Scene()
				if len(s.Items) == 0 {
					t.Fatal("an empty scene")
				}
				if bad := sceneOutside(s); len(bad) > 0 {
					t.Errorf("on a %v board, off the felt: %v", s.Size, bad)
				}
			})
		}
	}
}

func TestTable_CardsScaleWithWindow(t *testing.T) {
	for _, game := range []string{"schnapsen", "scopa", "skat", "gostop"} {
		deck := map[string]cards.DeckID{"schnapsen": cards.German20, "scopa": cards.Italian40, "skat": cards.German32, "gostop": cards.Hwatu48}[game]
		small := newHarness(t, game, deck, 1, fyne.NewSize(1024, 700))
		big := newHarness(t, game, deck, 1, fyne.NewSize(3840, 2160))
		r := big.Scene().CH / small.Scene().CH
		if r < 2.5 {
			t.Errorf("%s: cards grew only %.2f× from 1024×700 to 4K", game, r)
		}
		for _, it := range big.Scene().Items {
			if it.Pos.X < -1 || it.Pos.Y < -1 || it.Pos.X+it.Size.Width > big.Scene().Size.Width+1 || it.Pos.Y+it.Size.Height > big.Scene().Size.Height+1 {
				t.Errorf("%s at 4K: card %s outside the board", game, it.Key)
			}
		}
	}
}
