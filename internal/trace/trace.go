// Package trace tells a measuring script what the app is doing: the first
// frame drawn, each screen shown, each deal's summary, each table closed.
// scripts/measure.sh plays the real app with xdotool and reads its memory
// from /proc; it needs to know when a step is over without guessing from
// pixels, whose places change with every layout (docs/memory.md).
//
// It is off, and costs one check of a bool per mark, unless the
// environment asks for it when the app starts:
//
//   - CARDAVIA_TRACE=<file>: every Mark appends one line to the file,
//     "<unix nanoseconds> <event>", written and synced at once so that a
//     reader polling the file sees it.
//   - CARDAVIA_PROFILE=<folder>: a CPU profile of the start, up to the
//     first frame (start.cpu.pprof), a heap profile after a collection at
//     every Mark (<n>-<event>.heap.pprof), and on Unix one more at every
//     SIGUSR1 (<n>-signal.heap.pprof).
//
// The settings are process-wide, like the log: they are read once, from
// the environment, and nothing else in the app changes them.
package trace

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strings"
	"sync"
	"time"
)

// Environment variables that switch tracing on.
const (
	EnvTrace   = "CARDAVIA_TRACE"
	EnvProfile = "CARDAVIA_PROFILE"
)

// Tracer writes marks and profiles; the zero Tracer (and nil) is off.
type Tracer struct {
	mu      sync.Mutex
	out     *os.File // nil: no trace lines
	dir     string   // "": no profiles
	n       int      // profiles written
	cpu     *os.File // the start's CPU profile, until the first frame
	started bool     // FirstFrame was marked
	now     func() time.Time
	marked  func(string) // tests: told of every mark once it is written
}

// New opens a tracer as the environment asks (getenv is os.Getenv in the
// app). Without either variable it returns nil, which is off. A file or
// folder that cannot be opened is an error, and the tracer is off.
func New(getenv func(string) string) (*Tracer, error) {
	file, dir := getenv(EnvTrace), getenv(EnvProfile)
	if file == "" && dir == "" {
		return nil, nil
	}
	t := &Tracer{now: time.Now}
	if file != "" {
		f, err := os.OpenFile(file, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
		if err != nil {
			return nil, fmt.Errorf("trace: %w", err)
		}
		t.out = f
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.close()
			return nil, fmt.Errorf("trace: %w", err)
		}
		t.dir = dir
		f, err := os.Create(filepath.Join(dir, "start.cpu.pprof"))
		if err == nil {
			if err = pprof.StartCPUProfile(f); err != nil {
				f.Close()
			} else {
				t.cpu = f
			}
		}
		if err != nil {
			t.close()
			return nil, fmt.Errorf("trace: %w", err)
		}
	}
	return t, nil
}

func (t *Tracer) close() {
	if t.out != nil {
		t.out.Close()
	}
}

// On reports whether the tracer writes anything.
func (t *Tracer) On() bool { return t != nil }

// Mark writes one event ("frame", "screen home", "summary skat"), with a
// heap profile when profiles are asked for. Safe from any goroutine.
func (t *Tracer) Mark(event string) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.line(event)
	t.heap(event)
	marked := t.marked
	t.mu.Unlock()
	if marked != nil {
		marked(event)
	}
}

// FirstFrame marks "frame" the first time it is called and ends the
// start's CPU profile; later calls do nothing. It reports whether this
// call was the first.
func (t *Tracer) FirstFrame() bool {
	if t == nil {
		return false
	}
	t.mu.Lock()
	if t.started {
		t.mu.Unlock()
		return false
	}
	t.started = true
	if t.cpu != nil {
		pprof.StopCPUProfile()
		t.cpu.Close()
		t.cpu = nil
	}
	t.mu.Unlock()
	t.Mark("frame")
	return true
}

// line appends "<unix ns> <event>" and syncs it, so that a script polling
// the file reads the line as soon as the mark was made.
func (t *Tracer) line(event string) {
	if t.out == nil {
		return
	}
	fmt.Fprintf(t.out, "%d %s\n", t.now().UnixNano(), event)
	_ = t.out.Sync()
}

// heap writes the heap profile after a collection, so that it shows what
// is alive, not what is waiting to be collected.
func (t *Tracer) heap(event string) {
	if t.dir == "" {
		return
	}
	runtime.GC()
	t.n++
	name := fmt.Sprintf("%02d-%s.heap.pprof", t.n, strings.ReplaceAll(event, " ", "-"))
	f, err := os.Create(filepath.Join(t.dir, name))
	if err != nil {
		return
	}
	defer f.Close()
	_ = pprof.Lookup("heap").WriteTo(f, 0)
}
