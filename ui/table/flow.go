package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// flowLayout lays the decision controls under the felt in rows, wrapping
// to a new row when the next control does not fit: Skat's eight
// announcements, with their worth, do not fit one row of an 800-wide
// window, and a sideways scroll hid the last of them.
//
// A wrapping layout's height depends on its width, which Fyne's MinSize
// does not pass in; width tells it the width the controls will get (the
// table's, less the tools beside them), so MinSize and Layout agree.
//
// A spare control (the key hint beside a row of choices) is drawn only
// where it fits on the last row: given a row of its own it would take the
// height of a line from the felt, and on a small window the felt needs it
// more (Go-Stop's corner-mark legend lost its last line in Malay at
// 800×550). The highlighted button still shows which choice Enter takes.
type flowLayout struct {
	width func() float32 // the width the controls will be laid out in; <= 0: unknown
	spare func(fyne.CanvasObject) bool
}

func (l *flowLayout) rows(objs []fyne.CanvasObject, w float32, place bool) fyne.Size {
	pad := theme.Padding()
	var x, y, rowH, maxW float32
	first := true
	for _, o := range objs {
		spare := l.spare != nil && l.spare(o)
		if !o.Visible() && !spare {
			continue
		}
		m := o.MinSize()
		if w > 0 {
			m.Width = min(m.Width, w)
		}
		if !first && w > 0 && x+m.Width > w {
			if spare {
				if place {
					o.Hide()
				}
				continue
			}
			y += rowH + pad
			x, rowH = 0, 0
		}
		first = false
		if place {
			if spare {
				o.Show()
			}
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(m.Width, m.Height))
		}
		x += m.Width + pad
		rowH = max(rowH, m.Height)
		maxW = max(maxW, x-pad)
	}
	return fyne.NewSize(maxW, y+rowH)
}

func (l *flowLayout) Layout(objs []fyne.CanvasObject, sz fyne.Size) {
	l.rows(objs, sz.Width, true)
}

// MinSize is as wide as the widest control (so that the bar never widens
// the window) and as tall as the rows need at the width the controls get.
func (l *flowLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	if l.width != nil {
		w = l.width()
	}
	s := l.rows(objs, w, false)
	widest := float32(0)
	for _, o := range objs {
		if o.Visible() {
			widest = max(widest, o.MinSize().Width)
		}
	}
	if w > 0 {
		widest = min(widest, w)
	}
	return fyne.NewSize(widest, s.Height)
}
