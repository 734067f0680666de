// Package fynelog is the TestMain of every package whose tests draw with
// Fyne (ui/table and the table's packages): it fails the run when any test
// made Fyne log an error. Fyne reports a missing theme colour, a
// wrong-thread call or a failed resource through the standard logger and
// carries on, so such a fault would pass every assertion; it also buried
// real failures once, at a million "color not defined in theme" lines per
// run. The log still reaches stderr as it is written. Only tests import it.
package fynelog

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"os"
	"sync"
	"testing"
)

// Main runs m's tests and exits with their code, failing a passing run in
// which Fyne logged an error.
func Main(m *testing.M) {
	w := &fyneErrors{}
	log.SetOutput(io.MultiWriter(os.Stderr, w))
	code := m.Run()
	if n := w.count(); n > 0 && code == 0 {
		fmt.Fprintf(os.Stderr, "FAIL: the tests made Fyne log %d errors (above); the first: %s\n", n, w.first)
		code = 1
	}
	os.Exit(code)
}

// fyneErrors counts the "Fyne error" lines written to the log.
type fyneErrors struct {
	mu    sync.Mutex
	n     int
	first string
}

func (f *fyneErrors) Write(p []byte) (int, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, line := range bytes.Split(p, []byte("\n")) {
		if bytes.Contains(line, []byte("Fyne error")) || bytes.Contains(line, []byte("Error in Fyne call thread")) {
			if f.n == 0 {
				f.first = string(line)
			}
			f.n++
		}
	}
	return len(p), nil
}

func (f *fyneErrors) count() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.n
}
