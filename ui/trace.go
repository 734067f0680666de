package ui

import (
	"fmt"
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// What the shell tells scripts/measure.sh through internal/trace, only when
// the environment asks for a trace: the first frame on screen, and where
// the home screen's Play buttons are, so that the script clicks them with
// real pointer events wherever the layout puts them.

// traceFirstFrame marks the first frame on screen. A 1×1 transparent
// raster is laid over the window: Fyne's painter calls its generator while
// it paints the frame that first shows the window's content, and the mark
// is made by a function queued from there, which the driver runs only
// after that frame is painted and swapped to the screen — so the time is
// when the person could first see the home screen, not when it was built.
func (s *Shell) traceFirstFrame() {
	tr := s.deps.Trace
	if !tr.On() {
		return
	}
	blank := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	probe := canvas.NewRaster(func(int, int) image.Image {
		fyne.Do(func() {
			if tr.FirstFrame() {
				s.traceTargets()
			}
		})
		return blank
	})
	s.w.SetContent(container.NewStack(s.w.Content(), probe))
}

// traceTargets writes "target play:<game> <x> <y>": the centre of each
// game's Play button in the window, in pixels.
func (s *Shell) traceTargets() {
	if len(s.nav.stack) == 0 {
		return
	}
	play := s.l.T("home.play", "Play")
	var buttons []*widget.Button
	walk(s.nav.stack[0].obj, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == play && b.Visible() {
			buttons = append(buttons, b)
		}
	})
	if len(buttons) != len(s.games) {
		s.deps.Trace.Mark(fmt.Sprintf("error %d Play buttons for %d games", len(buttons), len(s.games)))
		return
	}
	d := fyne.CurrentApp().Driver()
	scale := s.w.Canvas().Scale()
	for i, b := range buttons {
		p := d.AbsolutePositionForObject(b).Add(fyne.NewPos(b.Size().Width/2, b.Size().Height/2))
		s.deps.Trace.Mark(fmt.Sprintf("target play:%s %d %d", s.games[i].ID, int(p.X*scale), int(p.Y*scale)))
	}
}

// walk visits o and everything inside it, in order, through containers and
// scrolls (the home screen is made of those).
func walk(o fyne.CanvasObject, visit func(fyne.CanvasObject)) {
	if o == nil {
		return
	}
	visit(o)
	switch c := o.(type) {
	case *fyne.Container:
		for _, child := range c.Objects {
			walk(child, visit)
		}
	case *container.Scroll:
		walk(c.Content, visit)
	}
}
