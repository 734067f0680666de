package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/cardavia/cardavia/games"
)

// StatsFile is the statistics file's name in the store's folder.
const StatsFile = "stats.json"

// MatchFile is the name of a game's save in the store's folder.
func MatchFile(gameID string) string { return "match-" + gameID + ".rec" }

// Store is the app's folder of saves and statistics.
type Store struct {
	Dir string
	FS  FS
	// Now stamps the names of damaged files set aside (a fixed clock in
	// tests); nil is time.Now.
	Now func() time.Time
	// Levels are the names a save's level line may hold: the computer
	// players' levels as the app spells them (main.go gives the level
	// setting's values, env.AILevels). The caller gives them because
	// storage keeps the level as the app's word and does not import the
	// players. The level line is outside the record's checksum, so a name
	// not among them is how a damaged one shows: SaveMatch refuses to
	// write it and LoadMatch sets such a save aside. Statistics and
	// settings do not need them.
	Levels []string
}

// NewStore is a store in dir on the real file system whose saves may hold
// the level names levels.
func NewStore(dir string, levels []string) *Store {
	return &Store{Dir: dir, FS: OS{}, Levels: levels}
}

func (s *Store) now() time.Time {
	if s.Now != nil {
		return s.Now()
	}
	return time.Now()
}

func (s *Store) path(name string) string { return filepath.Join(s.Dir, name) }

// The largest file of each kind the store reads. No honest file comes near
// them (docs/saves.md gives the sizes), and a larger one — damaged or
// hostile — is refused by its size before a byte of it is read, and set
// aside like any damaged file, so that it can neither hold the start nor
// fill the memory.
const (
	// MaxMatchSize caps a save: the longest match's record is a few
	// kilobytes (a Go-Stop match of many deals ~10 KiB).
	MaxMatchSize = 1 << 20
	// MaxStatsSize caps the statistics: their tallies and the last
	// HistoryLen deals of each game and deck, some tens of kilobytes.
	MaxStatsSize = 1 << 20
	// MaxSettingsSize caps the settings mirror: a few dozen preferences,
	// under a kilobyte.
	MaxSettingsSize = 64 << 10
)

// read reads a file of the store of at most max bytes and decodes it. A
// missing file is (false, nil); a file that cannot be read, is larger or
// cannot be decoded is moved aside and returned as a *Damaged.
func (s *Store) read(kind Kind, game, name string, max int64, decode func([]byte) error) (bool, error) {
	path := s.path(name)
	data, err := s.FS.ReadFile(path, max)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err == nil {
		err = decode(data)
	}
	if err != nil {
		return false, setAside(s.FS, s.now(), &Damaged{Kind: kind, Game: game, File: path, Err: err})
	}
	return true, nil
}

// tempMarker is in the name of every temporary file WriteFile makes.
const tempMarker = ".tmp-"

// RemoveTemps deletes the temporary files that a write cut short by a
// crash left behind (they are never the valid copy: that is renamed into
// place only once complete). It returns how many it removed.
func (s *Store) RemoveTemps() (int, error) {
	names, err := s.FS.List(s.Dir)
	n := 0
	for _, name := range names {
		if strings.HasPrefix(name, ".") && strings.Contains(name, tempMarker) {
			if rerr := s.FS.Remove(s.path(name)); rerr == nil {
				n++
			} else if err == nil {
				err = rerr
			}
		}
	}
	return n, err
}

// SaveMatch replaces the game's save with m, atomically.
func (s *Store) SaveMatch(m Match) error {
	data, err := EncodeMatch(m, s.Levels)
	if err != nil {
		return err
	}
	return WriteFile(s.FS, s.path(MatchFile(m.Record.Game)), data)
}

// LoadMatch reads the save of game g. It returns nil and no error when
// there is none (or it holds a finished match, which is then removed), and
// a *Damaged when the file was unusable and has been moved aside.
func (s *Store) LoadMatch(g *games.Info) (*Match, games.State, error) {
	var m Match
	var st games.State
	ok, err := s.read(KindMatch, g.ID, MatchFile(g.ID), MaxMatchSize, func(data []byte) error {
		var err error
		m, st, err = DecodeMatch(data, g, s.Levels)
		return err
	})
	if !ok || err != nil {
		return nil, nil, err
	}
	if st.Done() {
		return nil, nil, s.DeleteMatch(g.ID)
	}
	return &m, st, nil
}

// MatchTime is when the save of a game was last written, that is when its
// last move was played (the file's time: the save format has no clock in
// it, and a save is rewritten after every move).
func (s *Store) MatchTime(gameID string) (time.Time, error) {
	return s.FS.ModTime(s.path(MatchFile(gameID)))
}

// DeleteMatch removes a game's save (its match is over); no save is fine.
func (s *Store) DeleteMatch(gameID string) error {
	path := s.path(MatchFile(gameID))
	err := s.FS.Remove(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("remove the finished match's save: %w", err)
	}
	return s.FS.SyncDir(s.Dir)
}

// SaveStats replaces the statistics file, atomically.
func (s *Store) SaveStats(st *Stats) error {
	data, err := EncodeStats(st)
	if err != nil {
		return err
	}
	return WriteFile(s.FS, s.path(StatsFile), data)
}

// LoadStats reads the statistics: empty ones when there is no file, and
// empty ones with a *Damaged when the file was unusable and set aside.
func (s *Store) LoadStats() (*Stats, error) {
	st := NewStats()
	_, err := s.read(KindStats, "", StatsFile, MaxStatsSize, func(data []byte) error {
		got, err := DecodeStats(data)
		if err == nil {
			st = got
		}
		return err
	})
	return st, err
}
