package table

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/catalog"
)

// sceneOutside lists the cards of a scene that leave its board (by more
// than a pixel): a layout's ratios that no longer fit the window.
func sceneOutside(s *Scene) []string {
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
				s := h.tb.scene
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

// TestScene_OutsideCatchesAStrayCard guards sceneOutside: a card moved past
// the right edge is reported.
func TestScene_OutsideCatchesAStrayCard(t *testing.T) {
	s := NewScene(fyne.NewSize(400, 300), 40, 60)
	s.Face(1, 10, 10)
	if bad := sceneOutside(s); len(bad) != 0 {
		t.Fatalf("a card inside reported: %v", bad)
	}
	s.Face(2, 380, 10)
	if bad := sceneOutside(s); len(bad) != 1 {
		t.Fatalf("a card past the edge: %v", bad)
	}
}
