package layoutcheck

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Texts returns every text a person can see under root, in tree order: each
// label, button, hyperlink and rich text whole (not line by line as it
// wraps), and the canvas texts a screen paints itself. Hidden objects and
// what lies under them are left out. The shell's and the tables' tests
// both read screens through it, so that "what is on screen" means one thing.
func Texts(root fyne.CanvasObject) []string {
	var out []string
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *widget.Button:
			out = append(out, x.Text)
		case *widget.Hyperlink:
			out = append(out, x.Text)
		case *widget.RichText:
			out = append(out, x.String())
		case *canvas.Text:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(root)
	return out
}
