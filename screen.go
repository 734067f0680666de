package main

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// workArea is ui.Deps.WorkArea for the desktop: the primary monitor's work
// area (the screen less its panels and task bar) in the window system's
// screen coordinates, which Fyne does not expose. GLFW is Fyne's own
// window library; it is initialised once the shell has made its window,
// and the shell asks on the main goroutine (Fyne's main thread) before the
// app runs. A failure (no monitor: a headless X server without RandR,
// Wayland without the work-area protocol) is no answer, never a crash.
func workArea() (size fyne.Size, ok bool) {
	defer func() {
		if recover() != nil { // go-gl/glfw panics on a GLFW error
			size, ok = fyne.Size{}, false
		}
	}()
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return fyne.Size{}, false
	}
	_, _, w, h := m.GetWorkarea()
	if w <= 0 || h <= 0 {
		return fyne.Size{}, false
	}
	return fyne.NewSize(float32(w), float32(h)), true
}
