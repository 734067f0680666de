package storage

import (
	"bytes"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// gateFS is the real file system whose first written file waits at a gate
// until the test opens it: a save that is "still being written" for as
// long as the test likes, without a clock. It keeps every save's bytes in
// the order they were written.
type gateFS struct {
	OS
	parked chan struct{} // closed when the first write waits at the gate
	gate   chan struct{} // the test closes it to let that write go on
	once   sync.Once

	mu    sync.Mutex
	saves [][]byte // the match saves written, in order
}

func newGateFS() *gateFS {
	return &gateFS{parked: make(chan struct{}), gate: make(chan struct{})}
}

type gateFile struct {
	File
	fs    *gateFS
	match bool
	buf   bytes.Buffer
}

func (g *gateFS) CreateTemp(dir, prefix string) (File, error) {
	f, err := g.OS.CreateTemp(dir, prefix)
	if err != nil {
		return nil, err
	}
	return &gateFile{File: f, fs: g, match: strings.HasPrefix(prefix, ".match-")}, nil
}

func (f *gateFile) Write(p []byte) (int, error) {
	f.fs.once.Do(func() {
		close(f.fs.parked)
		<-f.fs.gate
	})
	f.buf.Write(p)
	return f.File.Write(p)
}

func (f *gateFile) Close() error {
	if f.match {
		f.fs.mu.Lock()
		f.fs.saves = append(f.fs.saves, bytes.Clone(f.buf.Bytes()))
		f.fs.mu.Unlock()
	}
	return f.File.Close()
}

// moved reports the first n moves of the scripted match to k, as a table
// does after each of them.
func moved(t *testing.T, k *Keeper, g *games.Info, full *record.Record, n int) {
	t.Helper()
	rec := prefix(full, n)
	st, err := record.Replay(rec, g, nil)
	require.NoError(t, err)
	require.NoError(t, k.Moved(rec, "normal", st))
}

// TestKeeper_MoveDuringASlowSaveIsKept: moves made while the previous save
// is still being written are neither waited for nor lost. The first move's
// save is held at a gate; the next two moves return at once (were Moved to
// write on its caller's goroutine, as it did, this test would hang at the
// second move until go test's timeout), the keeper's own copy has them,
// and once the gate opens the file on disk holds the last move. The saves
// were written in order and the last one won: the third move's save
// replaced the second's before it was written.
func TestKeeper_MoveDuringASlowSaveIsKept(t *testing.T) {
	g := gameInfo(t, "schnapsen")
	gfs := newGateFS()
	store := &Store{Dir: t.TempDir(), FS: gfs, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	full, _ := script(t, g, 11)
	require.Greater(t, len(full.Moves), 3)

	moved(t, k, g, full, 1)
	<-gfs.parked // the first save is being written, and waits
	moved(t, k, g, full, 2)
	moved(t, k, g, full, 3)
	m, ok := k.Saved(g.ID)
	require.True(t, ok)
	assert.True(t, m.Record.Equal(prefix(full, 3)), "the keeper's copy has the newest move at once")

	close(gfs.gate)
	require.NoError(t, k.Flush())
	got, _, err := NewStore(store.Dir, appLevels()).LoadMatch(g)
	require.NoError(t, err)
	require.NotNil(t, got)
	assert.True(t, got.Record.Equal(prefix(full, 3)), "the save on disk holds the last move: %d moves", len(got.Record.Moves))

	var written []int
	for _, data := range gfs.saves {
		m, _, err := DecodeMatch(data, g, appLevels())
		require.NoError(t, err)
		written = append(written, len(m.Record.Moves))
	}
	assert.Equal(t, []int{1, 3}, written, "the saves written, by their moves")
}

// TestKeeper_FlushWaitsForEveryWrite: the statistics, a finished match's
// removal and another game's save handed in together are all on disk when
// Flush returns, and a keeper with nothing to write flushes at once.
func TestKeeper_FlushWaitsForEveryWrite(t *testing.T) {
	scopa, skat := gameInfo(t, "scopa"), gameInfo(t, "skat")
	store := NewStore(t.TempDir(), appLevels())
	k, _ := openKeeper(t, store, []*games.Info{scopa, skat})
	require.NoError(t, k.Flush(), "nothing to write")

	full, final := script(t, skat, 2)
	moved(t, k, skat, full, 5)
	moved(t, k, skat, full, len(full.Moves)) // the match is over: its save goes
	require.True(t, final.Done())
	sfull, _ := script(t, scopa, 3)
	moved(t, k, scopa, sfull, 4)
	require.NoError(t, k.Flush())

	k2, problems := openKeeper(t, store, []*games.Info{scopa, skat})
	require.Empty(t, problems)
	assert.Equal(t, []string{"scopa"}, k2.SavedGames())
	assert.Equal(t, 1, k2.Stats().Tally("skat", "german32").Matches)
}
