package storage

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/record"
)

var fixedNow = time.Date(2026, 12, 1, 9, 30, 15, 0, time.UTC)

// midMatch is a save of a Schnapsen match some moves in.
func midMatch(t *testing.T) (Match, []byte) {
	t.Helper()
	g := gameInfo(t, "schnapsen")
	full, _ := script(t, g, 11)
	m := Match{Record: prefix(full, len(full.Moves)/2), Level: "expert"}
	data, err := EncodeMatch(m, appLevels())
	require.NoError(t, err)
	return m, data
}

func TestMatch_RoundTrip(t *testing.T) {
	m, data := midMatch(t)
	got, st, err := DecodeMatch(data, gameInfo(t, "schnapsen"), appLevels())
	require.NoError(t, err)
	assert.True(t, got.Record.Equal(m.Record))
	assert.Equal(t, "expert", got.Level)
	assert.False(t, st.Done())
	// The save is a plain record too: the comment lines are skipped.
	plain, err := record.Parse(bytes.NewReader(data))
	require.NoError(t, err)
	assert.True(t, plain.Equal(m.Record))
}

// TestMatch_TruncatedAtEveryByte: a save cut short anywhere is refused,
// never read as a shorter match.
func TestMatch_TruncatedAtEveryByte(t *testing.T) {
	_, data := midMatch(t)
	g := gameInfo(t, "schnapsen")
	for n := range len(data) {
		if _, _, err := DecodeMatch(data[:n], g, appLevels()); err == nil {
			t.Fatalf("a save cut at byte %d of %d was accepted", n, len(data))
		}
	}
}

// TestMatch_ByteFlips changes one to three random bytes, many times over
// (seeded): every damaged save is refused.
func TestMatch_ByteFlips(t *testing.T) {
	_, data := midMatch(t)
	g := gameInfo(t, "schnapsen")
	rng := rand.New(rand.NewPCG(14, 1))
	for i := range 3000 {
		bad := bytes.Clone(data)
		for range 1 + rng.IntN(3) {
			bad[rng.IntN(len(bad))] ^= byte(1 + rng.IntN(255))
		}
		if bytes.Equal(bad, data) {
			continue // two flips of one byte that cancelled out
		}
		if _, _, err := DecodeMatch(bad, g, appLevels()); err == nil {
			t.Fatalf("flip %d: a damaged save was accepted:\n%s", i, bad)
		}
	}
}

func TestMatch_Refused(t *testing.T) {
	_, data := midMatch(t)
	scopa := gameInfo(t, "scopa")
	future := bytes.Replace(data, []byte("# cardavia save 1\n"), []byte("# cardavia save 2\n"), 1)
	// A wrong move with a matching checksum: only the replay can refuse it.
	body := string(data[bytes.Index(data, []byte("game ")):])
	lines := strings.Split(strings.TrimSuffix(body, "\n"), "\n")
	lines[len(lines)-1] = "p1 XX"
	illegal := append(matchHeader(1, "normal", strings.Join(lines, "\n")+"\n"), strings.Join(lines, "\n")+"\n"...)
	// The replay names the line of the file, header comments counted.
	illegalAt := fmt.Sprintf("line %d: p1 XX: ", bytes.Count(illegal, []byte("\n")))
	cases := []struct {
		name string
		data []byte
		game string
		want string
	}{
		{"a save of another game", data, "scopa", "a save of \"schnapsen\""},
		{"a save of a newer version", future, "schnapsen", "newer version"},
		{"an empty file", nil, "schnapsen", "header"},
		{"not a save", []byte("hello\nworld\n!\n"), "schnapsen", "not a Cardavia save"},
		{"an unknown level", bytes.Replace(data, []byte("# level expert"), []byte("# level master"), 1), "schnapsen", "level"},
		{"a level spelled otherwise than the app spells it", bytes.Replace(data, []byte("# level expert"), []byte("# level Expert"), 1), "schnapsen", "level"},
		{"a move the engine refuses", illegal, "schnapsen", illegalAt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := gameInfo(t, c.game)
			if c.game == "scopa" {
				g = scopa
			}
			_, _, err := DecodeMatch(c.data, g, appLevels())
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	_, _, err := DecodeMatch(future, gameInfo(t, "schnapsen"), appLevels())
	assert.ErrorIs(t, err, ErrNewerVersion)
}

// TestEncodeMatch_RefusesAnUnknownLevel: a save is written only with one
// of the level names the store was given, so that it can be read back; a
// store given none (a caller that forgot them) writes no save at all.
func TestEncodeMatch_RefusesAnUnknownLevel(t *testing.T) {
	m, _ := midMatch(t)
	cases := []struct {
		name   string
		level  string
		levels []string
	}{
		{"a name the app does not have", "master", appLevels()},
		{"a known name spelled otherwise", "Normal", appLevels()},
		{"no name", "", appLevels()},
		{"a store given no names", "normal", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m.Level = c.level
			_, err := EncodeMatch(m, c.levels)
			assert.ErrorContains(t, err, "unknown level")
		})
	}
}

// TestStore_DamagedSaveIsSetAside: the store moves a bad save aside under
// the injected clock's time and reports it; the next load finds nothing.
func TestStore_DamagedSaveIsSetAside(t *testing.T) {
	_, data := midMatch(t)
	g := gameInfo(t, "schnapsen")
	s := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	path := filepath.Join(s.Dir, MatchFile("schnapsen"))
	require.NoError(t, os.WriteFile(path, data[:len(data)-7], 0o600))
	m, _, err := s.LoadMatch(g)
	assert.Nil(t, m)
	var d *Damaged
	require.ErrorAs(t, err, &d)
	assert.Equal(t, KindMatch, d.Kind)
	assert.Equal(t, "schnapsen", d.Game)
	assert.Equal(t, path+".corrupt-20261201-093015", d.Aside)
	kept, rerr := os.ReadFile(d.Aside)
	require.NoError(t, rerr)
	assert.Equal(t, data[:len(data)-7], kept, "the damaged file is kept as it was")
	m, _, err = s.LoadMatch(g)
	assert.Nil(t, m)
	assert.NoError(t, err)
}

// TestStore_UnreadableSave: a file that cannot be read (here a folder in
// its place) is reported, and a store whose folder refuses the rename
// still reports it, without a name to point to.
func TestStore_UnreadableSave(t *testing.T) {
	g := gameInfo(t, "schnapsen")
	s := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	require.NoError(t, os.Mkdir(filepath.Join(s.Dir, MatchFile("schnapsen")), 0o700))
	_, _, err := s.LoadMatch(g)
	var d *Damaged
	require.ErrorAs(t, err, &d)
	assert.NotEmpty(t, d.Aside)

	ro := &Store{Dir: t.TempDir(), FS: &faultyFS{spaceLeft: -1, rename: syscall.EROFS}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	require.NoError(t, os.WriteFile(filepath.Join(ro.Dir, MatchFile("schnapsen")), []byte("junk"), 0o600))
	_, _, err = ro.LoadMatch(g)
	require.ErrorAs(t, err, &d)
	assert.Empty(t, d.Aside)
	assert.True(t, errors.Is(err, d.Err))
}

// TestStore_FailedSaveKeepsTheLastOne: a full disk or a read-only folder
// makes SaveMatch fail and leaves the previous save loadable.
func TestStore_FailedSaveKeepsTheLastOne(t *testing.T) {
	m, _ := midMatch(t)
	g := gameInfo(t, "schnapsen")
	for _, ffs := range []*faultyFS{{spaceLeft: 100}, {spaceLeft: -1, create: syscall.EROFS}} {
		dir := t.TempDir()
		require.NoError(t, NewStore(dir, appLevels()).SaveMatch(m))
		next := Match{Record: prefix(m.Record, 0), Level: "easy"}
		next.Record.Moves = append(next.Record.Moves, m.Record.Moves...)
		next.Record.Moves = next.Record.Moves[:len(next.Record.Moves)-1]
		require.Error(t, (&Store{Dir: dir, FS: ffs, Levels: appLevels()}).SaveMatch(next))
		got, _, err := NewStore(dir, appLevels()).LoadMatch(g)
		require.NoError(t, err)
		require.NotNil(t, got)
		assert.True(t, got.Record.Equal(m.Record))
	}
}
