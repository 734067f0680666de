//go:build unix

package trace

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOnSignal_WritesAHeapProfile: SIGUSR1 leaves a heap profile, and the
// watch ends when told.
func TestOnSignal_WritesAHeapProfile(t *testing.T) {
	dir := t.TempDir()
	tr, err := New(env(map[string]string{EnvProfile: dir}))
	require.NoError(t, err)
	got := make(chan string, 4)
	tr.marked = func(e string) { got <- e }
	tr.FirstFrame() // ends the CPU profile, which only one test may run
	require.Equal(t, "frame", <-got)
	stop := make(chan struct{})
	defer close(stop)
	tr.OnSignal(stop)
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGUSR1))
	require.Equal(t, "signal", <-got)
	_, err = os.Stat(filepath.Join(dir, "02-signal.heap.pprof"))
	assert.NoError(t, err)
}
