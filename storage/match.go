package storage

import (
	"bytes"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// SaveVersion is the version of the match save format this build writes.
const SaveVersion = 1

// Match is a saved match in progress: its record (the header that deals
// it and every move so far, so undo and replay can be built on it) and
// the computer players' level it was started at.
type Match struct {
	Record *record.Record
	// Level is the level's name as the app spells it (easy, normal,
	// expert): one of the names the store is given (Store.Levels).
	Level string
}

// EncodeMatch writes a save: three comment lines, then the record.
//
//	# cardavia save 1
//	# level normal
//	# body 123 1a2b3c4d
//	game skat
//	…
//
// The body line gives the record's length in bytes and its CRC-32 (IEEE),
// so a file cut short at any byte, or with any byte changed, is refused.
// Because the first lines are comments, the file is also a plain record
// that the CLI and record.Parse read as it is. The level must be one of
// levels (see Store.Levels).
func EncodeMatch(m Match, levels []string) ([]byte, error) {
	if m.Record == nil {
		return nil, errors.New("no record to save")
	}
	if err := checkLevel(m.Level, levels); err != nil {
		return nil, err
	}
	body := m.Record.Format()
	return append(matchHeader(SaveVersion, m.Level, body), body...), nil
}

func matchHeader(version int, level, body string) []byte {
	return fmt.Appendf(nil, "# cardavia save %d\n# level %s\n# body %d %08x\n",
		version, level, len(body), crc32.ChecksumIEEE([]byte(body)))
}

// checkLevel refuses a level name that is not one of levels, spelled as
// they are.
func checkLevel(level string, levels []string) error {
	if !slices.Contains(levels, level) {
		return fmt.Errorf("unknown level %q (known: %s)", level, strings.Join(levels, ", "))
	}
	return nil
}

// DecodeMatch reads a save of game and checks it all the way: the header,
// a level among levels, the length and checksum of the record, the
// record's syntax, that it is a record of this game, and that it replays
// move by move on the engine. It returns the match and its position.
func DecodeMatch(data []byte, g *games.Info, levels []string) (Match, games.State, error) {
	lines := make([]string, 0, 3)
	rest := data
	for range 3 {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			return Match{}, nil, errors.New("the file ends inside its header")
		}
		lines = append(lines, string(rest[:i]))
		rest = rest[i+1:]
	}
	v, ok := strings.CutPrefix(lines[0], "# cardavia save ")
	if !ok {
		return Match{}, nil, errors.New("not a Cardavia save")
	}
	version, err := strconv.Atoi(v)
	switch {
	case err != nil || version < 1:
		return Match{}, nil, fmt.Errorf("unreadable save version %q", v)
	case version > SaveVersion:
		return Match{}, nil, fmt.Errorf("save version %d: %w", version, ErrNewerVersion)
	}
	level, _ := strings.CutPrefix(lines[1], "# level ")
	if err := checkLevel(level, levels); err != nil {
		return Match{}, nil, err
	}
	// The header must be exactly what this build would write for the body
	// found: that checks the body's length and checksum, and refuses a
	// header whose spelling was changed in a way that still parses.
	if want := matchHeader(version, level, string(rest)); !bytes.Equal(want, data[:len(data)-len(rest)]) {
		return Match{}, nil, errors.New("the record's length or checksum does not match: the file is cut short or damaged")
	}
	// The whole file is the record (its header lines are comments), so an
	// error names the line of the file.
	rec, err := record.Parse(bytes.NewReader(data))
	if err != nil {
		return Match{}, nil, err
	}
	if rec.Game != g.ID {
		return Match{}, nil, fmt.Errorf("a save of %q where one of %q belongs", rec.Game, g.ID)
	}
	st, err := record.Replay(rec, g, nil)
	if err != nil {
		return Match{}, nil, err
	}
	return Match{Record: rec, Level: level}, st, nil
}
