package layoutcheck

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ui/prose"
)

// Texts returns every text a person can see under root, in tree order: each
// label, button, hyperlink and rich text whole (not line by line as it
// wraps), and the canvas texts a screen paints itself. Hidden objects and
// what lies under them are left out. The shell's and the tables' tests
// both read screens through it, so that "what is on screen" means one thing.
func Texts(root fyne.CanvasObject) []string {
	var out []string
	Walk(root, func(o fyne.CanvasObject) bool {
		if o == nil || !o.Visible() {
			return false
		}
		// A text widget is read whole, not through the pieces it draws.
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *widget.Hyperlink:
			out = append(out, x.Text)
		case *widget.RichText:
			out = append(out, x.String())
		case *prose.Page:
			out = append(out, x.String())
		case *canvas.Text:
			out = append(out, x.Text)
		default:
			return true
		}
		return false
	})
	return out
}

// Walk calls visit for root and every object under it, depth first in tree
// order: a container's objects and a widget's rendered ones (a scroll's
// content among them). visit says whether to go on under the object it was
// given; hidden objects are visited too, for visit to judge.
func Walk(root fyne.CanvasObject, visit func(fyne.CanvasObject) bool) {
	if root == nil || !visit(root) {
		return
	}
	switch x := root.(type) {
	case *fyne.Container:
		for _, c := range x.Objects {
			Walk(c, visit)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			Walk(c, visit)
		}
	}
}
