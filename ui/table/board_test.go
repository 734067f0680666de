package table

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestBoardLayout_RelaysOnlyOnResize: laying the board out again at the same
// size keeps its scene; a new size lays the view out anew for that size.
func TestBoardLayout_RelaysOnlyOnResize(t *testing.T) {
	h := newToyHarness(t, 2, fyne.NewSize(1024, 700), nil)
	tb := h.tb
	l := &boardLayout{t: tb}
	before := tb.scene
	l.Layout(nil, before.Size)
	if tb.scene != before {
		t.Fatal("a layout at the same size rebuilt the scene")
	}
	sz := fyne.NewSize(before.Size.Width-100, before.Size.Height-50)
	l.Layout(nil, sz)
	if tb.scene == before || tb.scene.Size != sz {
		t.Fatalf("a layout at %v left the scene at %v", sz, tb.scene.Size)
	}
}
