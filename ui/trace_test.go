package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/internal/trace"
)

// TestTrace_MarksEveryPlayButton: the first frame's trace names the centre
// of each game's Play button, which scripts/measure.sh clicks (the buttons
// became keyButtons, and the script found none).
func TestTrace_MarksEveryPlayButton(t *testing.T) {
	file, tr := newTracer(t)
	s, _ := newTestShellDeps(t, catalog.All(), Deps{Trace: tr})
	s.afterFirstFrame(s.traceFirstFrame)
	s.w.Canvas().Capture()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	places := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 5 && f[1] == "target" {
			places[f[2]] = f[3] + " " + f[4]
		}
	}
	seen := map[string]bool{}
	for _, g := range catalog.All() {
		at, ok := places["play:"+g.ID]
		if !ok {
			t.Errorf("no Play button of %s in the trace:\n%s", g.ID, data)
		}
		if seen[at] {
			t.Errorf("two Play buttons at %s in the trace:\n%s", at, data)
		}
		seen[at] = true
	}
}

// TestTrace_MarksTheCourseNote: the first start's note that the course
// exists is marked, so that scripts/measure.sh closes it before it clicks
// Play (a modal note ate the click, and the script's step 2 failed).
func TestTrace_MarksTheCourseNote(t *testing.T) {
	file, tr := newTracer(t)
	s, _ := newTestShellDeps(t, catalog.All(), Deps{Trace: tr})
	if s.noteCourse() == nil {
		t.Fatal("no course note on a first start")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(strings.TrimSpace(string(data)), " dialog course") {
		t.Errorf("the course note is not in the trace:\n%s", data)
	}
}

// newTracer is a tracer writing to a file of the test's own.
func newTracer(t *testing.T) (string, *trace.Tracer) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "trace")
	tr, err := trace.New(func(k string) string {
		if k == trace.EnvTrace {
			return file
		}
		return ""
	})
	if err != nil {
		t.Fatal(err)
	}
	return file, tr
}
