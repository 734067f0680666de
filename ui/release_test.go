package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/ui/env"
)

// TestLeavingATableReleasesMemory: leaving a table has its textures freed on
// the next frame and hands the freed memory back at once, and again once Fyne's minute is over, after a refresh that
// lets Fyne free what it kept; a table left later takes the delayed release
// over, so that it runs once, a minute after the last table. Leaving a
// screen that is not a table releases nothing. The clock is the test's.
func TestLeavingATableReleasesMemory(t *testing.T) {
	s, _ := newTestShellDeps(t, catalog.All(), Deps{})
	released := 0
	s.release = func() { released++ }
	type timer struct {
		d time.Duration
		f func()
	}
	var timers []timer
	s.after = func(d time.Duration, f func()) { timers = append(timers, timer{d, f}) }
	var freed, tables []fyne.CanvasObject
	s.onFreeTextures = func(o fyne.CanvasObject) { freed = append(freed, o) }
	closed := false
	s.deps.NewTable = func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		tb := &closingTable{closed: &closed}
		tables = append(tables, tb)
		return tb, nil
	}
	g, _ := catalog.Lookup("scopa")
	esc := func() { s.w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) }

	s.openStats()
	esc()
	if released != 0 || len(timers) != 0 || len(freed) != 0 {
		t.Fatalf("leaving the statistics: %d releases, %d timers, %d screens' textures freed", released, len(timers), len(freed))
	}

	s.play(g, cards.Italian40)
	esc()
	s.play(g, cards.Italian40)
	esc()
	if !closed || released != 2 || len(timers) != 2 {
		t.Fatalf("after two tables: closed %v, %d releases, %d timers", closed, released, len(timers))
	}
	if len(freed) != 2 || freed[0] != tables[0] || freed[1] != tables[1] {
		t.Errorf("the textures freed on leaving were those of %v, want the two tables %v", freed, tables)
	}
	if timers[0].d < time.Minute {
		t.Errorf("the delayed release comes after %v, before Fyne's minute is over", timers[0].d)
	}
	timers[0].f() // the first table's: superseded by the second's
	if released != 2 || len(timers) != 2 {
		t.Fatalf("the first table's delayed release ran: %d releases, %d timers", released, len(timers))
	}
	timers[1].f() // refreshes, then schedules the release after the frame
	if len(timers) != 3 || released != 2 {
		t.Fatalf("the second table's minute: %d releases, %d timers", released, len(timers))
	}
	timers[2].f()
	if released != 3 {
		t.Fatalf("%d releases, want 3", released)
	}
}

// TestStartReleasesMemoryOnceSettled: the start hands back its garbage once,
// a few seconds after the first frame (not on it: the pictures are still
// being drawn then), and not once the window has closed. The clock is the
// test's.
func TestStartReleasesMemoryOnceSettled(t *testing.T) {
	for _, quit := range []bool{false, true} {
		s, _ := newTestShellDeps(t, catalog.All(), Deps{})
		released := 0
		s.release = func() { released++ }
		var waits []time.Duration
		var fs []func()
		s.after = func(d time.Duration, f func()) { waits, fs = append(waits, d), append(fs, f) }
		s.afterStart(false)
		s.w.Canvas().Capture() // the first frame
		if len(fs) != 1 || released != 0 {
			t.Fatalf("after the first frame: %d timers, %d releases; want 1, 0", len(fs), released)
		}
		if waits[0] < time.Second {
			t.Errorf("the release comes %v after the first frame", waits[0])
		}
		s.quitting.Store(quit)
		fs[0]()
		if want := map[bool]int{false: 1, true: 0}[quit]; released != want {
			t.Errorf("quit %v: %d releases, want %d", quit, released, want)
		}
	}
}
