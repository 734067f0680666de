package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestFlowLayout_SpareControlNeverTakesARowOfItsOwn: the key hint beside a
// row of choices is drawn where it fits on the last row, and hidden where
// it would need a row of its own (the felt needs that height more); the
// other controls wrap as before.
func TestFlowLayout_SpareControlNeverTakesARowOfItsOwn(t *testing.T) {
	test.NewTempApp(t)
	a, b := widget.NewButton("Pair the played card with the first of the two cards", nil), widget.NewButton("Pair the played card with the second of the two", nil)
	hint := widget.NewLabel("Arrow keys choose · Enter confirms")
	objs := []fyne.CanvasObject{a, b, hint}
	if hint.MinSize().Width+20 >= a.MinSize().Width {
		t.Fatal("the buttons must be wider than the hint for the wrapping cases")
	}
	oneRow := max(a.MinSize().Height, hint.MinSize().Height)
	both := a.MinSize().Width + b.MinSize().Width + 2*4 // two paddings at most
	for _, c := range []struct {
		name      string
		width     float32
		hintShown bool
		rows      int
	}{
		{"all on one row", both + hint.MinSize().Width + 20, true, 1},
		{"the hint would wrap", both + hint.MinSize().Width/2, false, 1},
		{"the buttons wrap, the hint beside the second", b.MinSize().Width + hint.MinSize().Width + 20, true, 2},
		{"the buttons wrap, no room beside the second", b.MinSize().Width + 10, false, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			l := &flowLayout{width: func() float32 { return c.width }, spare: func(o fyne.CanvasObject) bool { return o == fyne.CanvasObject(hint) }}
			min := l.MinSize(objs)
			l.Layout(objs, fyne.NewSize(c.width, min.Height))
			if hint.Visible() != c.hintShown {
				t.Errorf("hint shown %v, want %v", hint.Visible(), c.hintShown)
			}
			if rows := int(min.Height/oneRow + 0.5); rows != c.rows {
				t.Errorf("%v high: %d rows, want %d", min.Height, rows, c.rows)
			}
			if c.hintShown && hint.Position().Y != b.Position().Y {
				t.Errorf("the hint at y %v, the last button at %v: not on its row", hint.Position().Y, b.Position().Y)
			}
		})
	}
}
