package trace

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func env(vars map[string]string) func(string) string {
	return func(k string) string { return vars[k] }
}

// TestNew_OffWithoutTheEnvironment: no variable, no tracer, and a nil
// tracer takes every call.
func TestNew_OffWithoutTheEnvironment(t *testing.T) {
	tr, err := New(env(nil))
	require.NoError(t, err)
	assert.Nil(t, tr)
	assert.False(t, tr.On())
	tr.Mark("screen home")
	assert.False(t, tr.FirstFrame())
	tr.OnSignal(nil)
}

// TestMark_WritesTimedLines: each mark is a line "<unix ns> <event>" in
// the order made; the first frame is marked once however often the
// painter asks.
func TestMark_WritesTimedLines(t *testing.T) {
	file := filepath.Join(t.TempDir(), "trace")
	tr, err := New(env(map[string]string{EnvTrace: file}))
	require.NoError(t, err)
	clock := time.Unix(1_800_000_000, 5)
	tr.now = func() time.Time { clock = clock.Add(time.Millisecond); return clock }
	tr.Mark("screen home")
	assert.True(t, tr.FirstFrame())
	assert.False(t, tr.FirstFrame())
	tr.Mark("summary skat")
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	require.Len(t, lines, 3)
	for i, want := range []string{"screen home", "frame", "summary skat"} {
		ns, event, _ := strings.Cut(lines[i], " ")
		assert.Equal(t, want, event)
		assert.Equal(t, strconv.FormatInt(time.Unix(1_800_000_000, 5+int64(i+1)*1e6).UnixNano(), 10), ns)
	}
}

// TestProfiles_StartAndMarks: with a profile folder the start's CPU
// profile ends at the first frame and every mark leaves a heap profile.
func TestProfiles_StartAndMarks(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "profiles")
	tr, err := New(env(map[string]string{EnvProfile: dir}))
	require.NoError(t, err)
	tr.FirstFrame()
	tr.Mark("screen table:skat")
	for _, name := range []string{"start.cpu.pprof", "01-frame.heap.pprof", "02-screen-table:skat.heap.pprof"} {
		st, err := os.Stat(filepath.Join(dir, name))
		if assert.NoError(t, err, name) {
			assert.Positive(t, st.Size(), name)
		}
	}
}

// TestNew_UnwritableTraceIsAnError: a trace file that cannot be made
// leaves the tracer off and says why.
func TestNew_UnwritableTraceIsAnError(t *testing.T) {
	tr, err := New(env(map[string]string{EnvTrace: filepath.Join(t.TempDir(), "no", "such", "folder", "trace")}))
	assert.Error(t, err)
	assert.Nil(t, tr)
}
