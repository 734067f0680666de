package storage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// TestKeeper_UndoneMoves: each undo is counted per game and deck, written
// to the file (a restarted keeper still has it), and the shortened record
// that follows is saved as the match, not taken for a new match.
func TestKeeper_UndoneMoves(t *testing.T) {
	g := gameInfo(t, "scopa")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	playThrough(t, k, g, 4, 6)
	full, _ := script(t, g, 4)
	short := prefix(full, 4)
	for range 2 {
		require.NoError(t, k.Undone(short))
	}
	st, err := record.Replay(short, g, nil)
	require.NoError(t, err)
	require.NoError(t, k.Moved(short, "normal", st))

	tl := k.Stats().Tally("scopa", "italian40")
	assert.Equal(t, 2, tl.Undone)
	assert.Zero(t, tl.Abandoned, "an undo is the same match")
	require.NoError(t, k.Flush())
	k2, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	assert.Equal(t, 2, k2.Stats().Tally("scopa", "italian40").Undone)
	m, ok := k2.Saved("scopa")
	require.True(t, ok)
	assert.True(t, m.Record.Equal(short), "the shortened record is the save")
	assert.Error(t, k.Undone(nil))
}

func TestStats_NegativeUndoneRefused(t *testing.T) {
	data := []byte(`{"version":1,"games":{"scopa":{"decks":{"italian40":{"undone":-1}},"history":[]}}}`)
	_, err := DecodeStats(data)
	assert.Error(t, err)
}
