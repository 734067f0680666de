// Package layoutcheck finds what a person cannot use on a screen: a
// control past the window's edge, two controls on top of each other, a
// button too small for its label. The layout tests of the shell's screens
// and of the game tables both use it, and walk languages and window sizes
// as it says (Sizes, Walked): every language at the smallest size, English
// and the screen's widest language at the larger ones, and every pair
// under -tags exhaustive.
package layoutcheck

import (
	"fmt"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// placed is a control with its place in window coordinates.
type placed struct {
	o        fyne.CanvasObject
	pos      fyne.Position
	scrolled bool // inside a scroll: it may lie outside the window until scrolled to
	clip     Rect // the part of the window it can show in (a scroll's viewport)
	// fixX and fixY are set when the innermost scroll around the control
	// cannot move along that axis: past the viewport's edge there, the
	// control is cut for good (a vertical scroll whose content is wider
	// than the panel), so it must lie inside clip on that axis.
	fixX, fixY bool
}

// Rect is a rectangle in window coordinates, from Min to Max.
type Rect struct{ Min, Max fyne.Position }

// Of is the rectangle of an object at window position pos.
func Of(pos fyne.Position, sz fyne.Size) Rect {
	return Rect{pos, pos.Add(fyne.NewPos(sz.Width, sz.Height))}
}

// And is the part two rectangles share.
func (r Rect) And(o Rect) Rect {
	return Rect{fyne.NewPos(max(r.Min.X, o.Min.X), max(r.Min.Y, o.Min.Y)), fyne.NewPos(min(r.Max.X, o.Max.X), min(r.Max.Y, o.Max.Y))}
}

// shown is the part of the control that can be seen: inside its clip.
func (p placed) shown() Rect { return Of(p.pos, p.o.Size()).And(p.clip) }

// Area is the rectangle's area (0 when empty).
func (r Rect) Area() float32 {
	w, h := r.Max.X-r.Min.X, r.Max.Y-r.Min.Y
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

func (p placed) String() string {
	name := reflect.TypeOf(p.o).String()
	switch x := p.o.(type) {
	case *widget.Button:
		name += fmt.Sprintf(" %q", x.Text)
	case *widget.Select:
		name += fmt.Sprintf(" %q", x.PlaceHolder)
	case *widget.Label:
		name += fmt.Sprintf(" %q", x.Text)
	}
	return fmt.Sprintf("%s at %v size %v", name, p.pos, p.o.Size())
}

// controls collects the visible controls under o (buttons, lists, labels,
// radio groups, check boxes, entries, sliders) with their window positions.
// It does not look inside a control.
func collect(o fyne.CanvasObject, at fyne.Position, scrolled bool, clip Rect, fixX, fixY bool, out *[]placed) {
	if o == nil || !o.Visible() {
		return
	}
	pos := at.Add(o.Position())
	switch x := o.(type) {
	case *widget.Button, *widget.Select, *widget.RadioGroup, *widget.Check, *widget.Entry, *widget.Slider, *widget.Hyperlink:
		*out = append(*out, placed{o, pos, scrolled, clip, fixX, fixY})
		return
	case *widget.Label:
		if x.Text != "" {
			*out = append(*out, placed{o, pos, scrolled, clip, fixX, fixY})
		}
		return
	case *container.Scroll:
		sz := x.Size()
		view := Of(pos, sz).And(clip)
		d := x.Direction
		collect(x.Content, pos.Subtract(x.Offset), true, view,
			d == container.ScrollVerticalOnly || d == container.ScrollNone,
			d == container.ScrollHorizontalOnly || d == container.ScrollNone, out)
		return
	case *fyne.Container:
		for _, c := range x.Objects {
			collect(c, pos, scrolled, clip, fixX, fixY, out)
		}
		return
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(x).Objects() {
			collect(c, pos, scrolled, clip, fixX, fixY, out)
		}
	}
}

// Problems lists what is wrong with the controls in a window of size
// win: a control past the window's edge, two controls on top of each other,
// a button or list narrower or lower than its label needs.
func Problems(root fyne.CanvasObject, win fyne.Size) []string {
	var cs []placed
	collect(root, fyne.NewPos(0, 0), false, Rect{fyne.NewPos(-1e6, -1e6), fyne.NewPos(1e6, 1e6)}, false, false, &cs)
	var out []string
	const eps = 0.5
	for _, c := range cs {
		sz := c.o.Size()
		if !c.scrolled && (c.pos.X < -eps || c.pos.Y < -eps || c.pos.X+sz.Width > win.Width+eps || c.pos.Y+sz.Height > win.Height+eps) {
			out = append(out, "outside the window: "+c.String())
		}
		if c.fixX && (c.pos.X < c.clip.Min.X-eps || c.pos.X+sz.Width > c.clip.Max.X+eps) ||
			c.fixY && (c.pos.Y < c.clip.Min.Y-eps || c.pos.Y+sz.Height > c.clip.Max.Y+eps) {
			out = append(out, fmt.Sprintf("past its scroll's edge %v: %s", c.clip, c.String()))
		}
		switch c.o.(type) {
		case *widget.Button, *widget.Select, *widget.Check, *widget.RadioGroup:
			if m := c.o.MinSize(); sz.Width+eps < m.Width || sz.Height+eps < m.Height {
				out = append(out, fmt.Sprintf("label cut (min %v): %s", m, c.String()))
			}
		}
	}
	for i := range cs {
		for j := i + 1; j < len(cs); j++ {
			a, b := cs[i], cs[j]
			if a.shown().And(b.shown()).Area() > 1 {
				out = append(out, "overlap: "+a.String()+" and "+b.String())
			}
		}
	}
	return out
}
