package ui

import (
	"fmt"
	"image"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// What the shell tells scripts/measure.sh through internal/trace, only when
// the environment asks for a trace: the first frame on screen, and where
// the home screen's Play buttons are, so that the script clicks them with
// real pointer events wherever the layout puts them.

// afterFirstFrame runs f once on the UI goroutine, right after the window's
// first frame is on screen. A 1×1 transparent raster is laid over the
// window: Fyne's painter calls its generator while it paints the frame that
// first shows the window's content, and f is queued from there, which the
// driver runs only after that frame is painted and swapped to the screen
// (internal/driver/glfw/loop.go: drawSingleFrame, then the next select) —
// so f starts when the person could first see the home screen, not when it
// was built. The raster is hidden then, so no later frame draws it.
func (s *Shell) afterFirstFrame(f func()) {
	blank := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	var once sync.Once
	var probe *canvas.Raster
	probe = canvas.NewRaster(func(int, int) image.Image {
		once.Do(func() {
			fyne.Do(func() {
				probe.Hide()
				f()
			})
		})
		return blank
	})
	s.w.SetContent(container.NewStack(s.w.Content(), probe))
}

// traceFirstFrame marks the first frame on screen and where the Play
// buttons are (afterFirstFrame calls it first).
func (s *Shell) traceFirstFrame() {
	if s.deps.Trace.FirstFrame() {
		s.traceTargets()
	}
}

// traceTargets writes "target play:<game> <x> <y>": the centre of each
// game's Play button in the window, in pixels.
func (s *Shell) traceTargets() {
	if len(s.nav.stack) == 0 {
		return
	}
	play := s.l.T("home.play", "Play")
	var buttons []fyne.CanvasObject
	walk(s.nav.stack[0].obj, func(o fyne.CanvasObject) {
		// The Play buttons are keyButtons (Enter presses them); a plain
		// button is looked for too, so that the script survives a change back.
		var b *widget.Button
		switch o := o.(type) {
		case *keyButton:
			b = &o.Button
		case *widget.Button:
			b = o
		}
		if b != nil && b.Text == play && o.Visible() {
			buttons = append(buttons, o)
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
