package storage

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/internal/capped"
)

// TestStore_OversizedFilesAreSetAside: a file of each kind larger than its
// cap is refused by its size, before it is read, and set aside like any
// damaged file. The statistics and the settings are a good file padded
// with spaces (which JSON allows, so without the cap they would be read
// and used), and the save is the sparse 1 GiB file, refused at
// once instead of read into memory.
func TestStore_OversizedFilesAreSetAside(t *testing.T) {
	g := gameInfo(t, "scopa")
	stats := NewStats()
	stats.AddMatch("scopa", "italian40", Entry{Outcome: Won, Points: 11})
	statsData, err := EncodeStats(stats)
	require.NoError(t, err)
	settingsData, err := EncodeSettings(testSettings())
	require.NoError(t, err)
	pad := func(data []byte, max int) []byte {
		return append(bytes.Clone(data), bytes.Repeat([]byte(" "), max+1-len(data))...)
	}
	cases := []struct {
		kind Kind
		file string
		max  int64
		data []byte // nil: a sparse file of size
		size int64
		load func(*Store) error
	}{
		{kind: KindMatch, file: MatchFile("scopa"), max: MaxMatchSize, size: 1 << 30, load: func(s *Store) error {
			_, _, err := s.LoadMatch(g)
			return err
		}},
		{kind: KindStats, file: StatsFile, max: MaxStatsSize, data: pad(statsData, MaxStatsSize), load: func(s *Store) error {
			st, err := s.LoadStats()
			assert.Empty(t, st.Games, "the statistics start afresh")
			return err
		}},
		{kind: KindSettings, file: SettingsFile, max: MaxSettingsSize, data: pad(settingsData, MaxSettingsSize), load: func(s *Store) error {
			got, ok, err := s.LoadSettings(testKeys)
			assert.False(t, ok)
			assert.Nil(t, got)
			return err
		}},
	}
	for _, tc := range cases {
		t.Run(string(tc.kind), func(t *testing.T) {
			s := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
			path := filepath.Join(s.Dir, tc.file)
			if tc.data != nil {
				require.NoError(t, os.WriteFile(path, tc.data, 0o600))
				tc.size = int64(len(tc.data))
			} else {
				f, err := os.Create(path)
				require.NoError(t, err)
				require.NoError(t, f.Truncate(tc.size))
				require.NoError(t, f.Close())
			}
			err := tc.load(s)
			var d *Damaged
			require.ErrorAs(t, err, &d)
			assert.Equal(t, tc.kind, d.Kind)
			var tl *capped.TooLargeError
			require.ErrorAs(t, d.Err, &tl, "refused for its size: %v", d.Err)
			assert.Equal(t, capped.TooLargeError{Size: tc.size, Max: tc.max}, *tl)
			assert.Equal(t, path+".corrupt-20261201-093015", d.Aside)
			st, err := os.Stat(d.Aside)
			require.NoError(t, err)
			assert.Equal(t, tc.size, st.Size(), "kept as it was")
		})
	}
}

// TestStore_FilesAtTheirCapAreRead: the caps refuse only what is larger:
// a statistics file padded to exactly its cap is read.
func TestStore_FilesAtTheirCapAreRead(t *testing.T) {
	stats := NewStats()
	stats.AddMatch("scopa", "italian40", Entry{Outcome: Won, Points: 11})
	data, err := EncodeStats(stats)
	require.NoError(t, err)
	s := &Store{Dir: t.TempDir(), FS: OS{}}
	data = append(data, bytes.Repeat([]byte(" "), MaxStatsSize-len(data))...)
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, StatsFile), data, 0o600))
	got, err := s.LoadStats()
	require.NoError(t, err)
	assert.Equal(t, 1, got.Tally("scopa", "italian40").Matches)
}
