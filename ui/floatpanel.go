package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// floatPanel is the Display sliders' pop-up over the window. Fyne's
// non-modal widget.PopUp closes on a tap outside it but keeps the tap: an
// overlay takes every tap on the canvas, so after adjusting the display a
// click on Play only closed the sliders and a second click played (issue
// 40). floatPanel closes the same way and then hands the tap to what lies
// under it (forwardTap), so one click closes it and acts.
type floatPanel struct {
	widget.BaseWidget
	Content fyne.CanvasObject
	canvas  fyne.Canvas
	pos     fyne.Position
	size    fyne.Size
	// under is what a tap outside the panel reaches (the window's
	// content); keep reports whether the tap closes the panel only (the
	// Display button, which would open it again).
	under func() fyne.CanvasObject
	keep  func(fyne.CanvasObject) bool
	shown bool
}

func newFloatPanel(content fyne.CanvasObject, c fyne.Canvas, under func() fyne.CanvasObject, keep func(fyne.CanvasObject) bool) *floatPanel {
	f := &floatPanel{Content: content, canvas: c, under: under, keep: keep}
	f.ExtendBaseWidget(f)
	return f
}

// ShowAt shows the panel with its content at pos, size sz, above the
// window (an overlay, which gives the panel's controls their own focus
// chain).
func (f *floatPanel) ShowAt(pos fyne.Position, sz fyne.Size) {
	f.pos, f.size = pos, sz
	if !f.shown {
		f.canvas.Overlays().Add(f)
		f.shown = true
	}
	f.BaseWidget.Show()
	f.Resize(f.canvas.Size())
	f.Refresh()
}

// Hide takes the panel off the window.
func (f *floatPanel) Hide() {
	if f.shown {
		f.canvas.Overlays().Remove(f)
		f.shown = false
	}
	f.BaseWidget.Hide()
}

func (f *floatPanel) inside(p fyne.Position) bool {
	return p.X >= f.pos.X && p.Y >= f.pos.Y && p.X < f.pos.X+f.size.Width && p.Y < f.pos.Y+f.size.Height
}

// Tapped closes the panel on a tap outside it and passes the tap on.
func (f *floatPanel) Tapped(ev *fyne.PointEvent) {
	if f.inside(ev.Position) {
		return
	}
	f.Hide()
	if f.under == nil {
		return
	}
	if o, at := tappableAt(f.under(), ev.AbsolutePosition); o != nil && (f.keep == nil || !f.keep(o)) {
		o.(fyne.Tappable).Tapped(&fyne.PointEvent{Position: at, AbsolutePosition: ev.AbsolutePosition})
	}
}

// TappedSecondary closes the panel on a right click outside it.
func (f *floatPanel) TappedSecondary(ev *fyne.PointEvent) {
	if !f.inside(ev.Position) {
		f.Hide()
	}
}

// CreateRenderer implements fyne.Widget.
func (f *floatPanel) CreateRenderer() fyne.WidgetRenderer {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return &floatPanelRenderer{f: f, bg: bg}
}

type floatPanelRenderer struct {
	f  *floatPanel
	bg *canvas.Rectangle
}

func (r *floatPanelRenderer) Layout(fyne.Size) {
	r.bg.Move(r.f.pos)
	r.bg.Resize(r.f.size)
	r.f.Content.Move(r.f.pos)
	r.f.Content.Resize(r.f.size)
}

func (r *floatPanelRenderer) MinSize() fyne.Size { return r.f.Content.MinSize() }

func (r *floatPanelRenderer) Refresh() {
	r.bg.FillColor = theme.Color(theme.ColorNameOverlayBackground)
	r.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	r.Layout(r.f.Size())
	r.bg.Refresh()
	r.f.Content.Refresh()
}

func (r *floatPanelRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.bg, r.f.Content}
}

func (r *floatPanelRenderer) Destroy() {}

// contentHolder is a widget whose parts a forwarded tap may reach: the
// shell's top bar, the display panel, the game table (Fyne gives no way
// into a widget's parts but its own, internal renderer cache).
type contentHolder interface {
	Content() fyne.CanvasObject
}

// tappableAt is what a tap at pos (absolute) on root reaches, as Fyne's
// driver finds it: the last visible tappable object in tree order whose
// area holds pos, inside the bounds of every scroll above it; and pos
// within it. It walks containers, scrolls and contentHolders; any other
// widget is one target (a Button, an Entry, a Select, a Hyperlink …),
// except a radio group, whose option under pos is chosen through it.
func tappableAt(root fyne.CanvasObject, pos fyne.Position) (fyne.CanvasObject, fyne.Position) {
	var found fyne.CanvasObject
	var at fyne.Position
	var walk func(o fyne.CanvasObject, origin, clipMin, clipMax fyne.Position)
	walk = func(o fyne.CanvasObject, origin, clipMin, clipMax fyne.Position) {
		if o == nil || !o.Visible() {
			return
		}
		p := origin.Add(o.Position())
		sz := o.Size()
		if pos.X < p.X || pos.Y < p.Y || pos.X >= p.X+sz.Width || pos.Y >= p.Y+sz.Height ||
			pos.X < clipMin.X || pos.Y < clipMin.Y || pos.X >= clipMax.X || pos.Y >= clipMax.Y {
			return
		}
		if r, ok := o.(*widget.RadioGroup); ok {
			found, at = radioTarget{r}, pos.Subtract(p)
			return
		}
		if _, ok := o.(fyne.Tappable); ok {
			found, at = o, pos.Subtract(p)
		}
		switch x := o.(type) {
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, p, clipMin, clipMax)
			}
		case *container.Scroll:
			walk(x.Content, p, fyne.NewPos(max(clipMin.X, p.X), max(clipMin.Y, p.Y)),
				fyne.NewPos(min(clipMax.X, p.X+sz.Width), min(clipMax.Y, p.Y+sz.Height)))
		case contentHolder:
			walk(x.Content(), p, clipMin, clipMax)
		}
	}
	big := float32(1 << 24)
	walk(root, fyne.Position{}, fyne.NewPos(-big, -big), fyne.NewPos(big, big))
	return found, at
}

// radioTarget taps a radio group: it chooses the option under the tap, as
// a tap on that option's own (internal) item does. The shell's groups are
// one option each (radioRow).
type radioTarget struct{ *widget.RadioGroup }

// Tapped chooses the option at the tap's height (a vertical group's
// options share its height evenly; a horizontal one's, its width).
func (r radioTarget) Tapped(ev *fyne.PointEvent) {
	g := r.RadioGroup
	n := len(g.Options)
	if n == 0 || g.Disabled() {
		return
	}
	i := int(ev.Position.Y / g.Size().Height * float32(n))
	if g.Horizontal {
		i = int(ev.Position.X / g.Size().Width * float32(n))
	}
	i = min(max(i, 0), n-1)
	if g.Selected == g.Options[i] && !g.Required {
		g.SetSelected("")
		return
	}
	g.SetSelected(g.Options[i])
}
