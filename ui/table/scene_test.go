package table

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
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
