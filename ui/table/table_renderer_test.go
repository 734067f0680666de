package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTableRenderer_RootFillsTheWidget: the renderer draws the table's one
// root, at the widget's size, and asks for the root's minimum size.
func TestTableRenderer_RootFillsTheWidget(t *testing.T) {
	h := newToyHarness(t, 1, fyne.NewSize(900, 640), nil)
	r := test.WidgetRenderer(h.tb)
	if objs := r.Objects(); len(objs) != 1 || objs[0] != h.tb.root {
		t.Fatalf("renderer objects %v, want the root alone", objs)
	}
	if got, want := r.MinSize(), h.tb.root.MinSize(); got != want {
		t.Errorf("min size %v, want the root's %v", got, want)
	}
	sz := fyne.NewSize(700, 500)
	h.tb.Resize(sz)
	if got := h.tb.root.Size(); got != sz {
		t.Errorf("root size %v after resizing the table to %v", got, sz)
	}
}
