package ui

import (
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
)

// What leaving a table hands back to the system. A closed table lets go of
// its pictures at once (Close), but two other holders keep memory that the
// process never gives back unless asked:
//
//   - Go's heap: the runtime returns freed pages only slowly; FreeOSMemory
//     collects and returns them now.
//   - The C heap: the OpenGL driver (Mesa's llvmpipe under Xvfb) allocates
//     every texture with malloc, and glibc keeps freed chunks in its brk
//     heap. The resident size then only grew: the C heap went from 46 to 96
//     MB over the 20 tables of scripts/measure.sh while the Go heap grew by
//     3 MB. main.go's Deps.TrimC is glibc's malloc_trim(0), which returns
//     the free chunks.
//
// And Fyne keeps a closed table's widgets and GL textures for a minute
// after their last use, freeing them only while it repaints: at an idle
// home screen nothing is repainted, so they stayed. releaseLater refreshes
// the home screen once that minute is over, so that Fyne's next frame
// frees them, and releases again after it.

// freeTextures has the next frame free the GL textures of a closed screen
// (every card, text and picture of a table) instead of a minute later: a
// canvas refresh of an object queues it, and Fyne's painter frees the
// textures of everything under a queued object before it paints
// (internal/driver/common.Canvas.FreeDirtyTextures). The freed chunks of the
// C heap are then reused by the next table's textures rather than added to:
// at Go-Stop's summary, after Scopa, Skat and Schnapsen, their tables'
// textures were all still held. Tests replace it.
func (s *Shell) freeTextures(o fyne.CanvasObject) {
	if s.onFreeTextures != nil {
		s.onFreeTextures(o)
		return
	}
	s.w.Canvas().Refresh(o)
}

// fyneCacheMinute is a little over Fyne's cache duration (its
// internal/cache.ValidDuration, one minute), plus the 10 s between its
// cleaning passes.
const fyneCacheMinute = 75 * time.Second

// releaseMemory hands freed memory back to the system on a goroutine of its
// own (FreeOSMemory collects the whole heap first). Tests replace it.
func (s *Shell) releaseMemory() {
	if s.release != nil {
		s.release()
		return
	}
	trim, tr := s.deps.TrimC, s.deps.Trace
	go func() {
		debug.FreeOSMemory()
		if trim != nil {
			trim()
		}
		tr.Mark("released") // scripts/measure.sh reads the home screen's size after it
	}()
}

// startSettled is how long after the first frame the start's own work is
// over: the saves read, the home screen's pictures drawn on the display
// cache's worker (well under a second on the 2-core machine, loaded), the
// greeting shown.
const startSettled = 5 * time.Second

// releaseAfterStart hands back, once the start has settled, what it used and
// no longer holds: the garbage of reading the fonts, the messages and the
// saves and of drawing the home screen's pictures. The Go runtime returns
// such pages only slowly, and the home screen idles: 8 MB of the 167 at
// home (docs/memory.md).
func (s *Shell) releaseAfterStart() { s.later(startSettled, s.releaseMemory) }

// releaseLater has Fyne drop what it kept of the closed screens once its
// minute is over, then releases the memory: a refresh of the window's
// content (one frame) and, a few seconds later, releaseMemory. Only the
// last table left schedules it; one that opens before then does it again.
func (s *Shell) releaseLater() {
	s.releaseGen++
	gen := s.releaseGen
	s.later(fyneCacheMinute, func() {
		if gen != s.releaseGen {
			return
		}
		s.nav.content.Refresh()
		s.later(5*time.Second, s.releaseMemory)
	})
}

// later runs f on the UI goroutine d from now, unless the window has closed
// by then: Fyne has stopped, and fyne.Do would run f on the timer's
// goroutine. Tests replace the clock (Shell.after).
func (s *Shell) later(d time.Duration, f func()) {
	after := s.after
	if after == nil {
		after = func(d time.Duration, f func()) { time.AfterFunc(d, f) }
	}
	after(d, func() {
		if s.quitting.Load() {
			return
		}
		fyne.Do(f)
	})
}
