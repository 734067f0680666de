package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"
)

// Kind names which of the app's files a report is about, so that the
// person is told in their language what was lost.
type Kind string

// The kinds of files the store reads.
const (
	KindMatch Kind = "match"
	KindStats Kind = "stats"
	KindPrefs Kind = "prefs"
)

// Damaged reports a file that could not be used: unreadable, truncated,
// corrupt, of a newer version or of another game. The file was renamed to
// Aside (empty when even that failed, e.g. in a read-only folder) and the
// app goes on without it.
type Damaged struct {
	Kind Kind
	Game string // the game of a match save
	File string // the file's path
	// Aside is where the file was moved, "" if it could not be moved.
	Aside string
	Err   error // why it was refused
}

func (d *Damaged) Error() string {
	if d.Aside == "" {
		return fmt.Sprintf("%s: %v (it could not be moved aside)", d.File, d.Err)
	}
	return fmt.Sprintf("%s: %v (moved to %s)", d.File, d.Err, filepath.Base(d.Aside))
}

func (d *Damaged) Unwrap() error { return d.Err }

// ErrNewerVersion is why a file written by a newer Cardavia is refused.
var ErrNewerVersion = errors.New("written by a newer version of Cardavia")

// AsideName is the name a damaged file is moved to: the name with
// ".corrupt-" and the UTC time, to the second.
func AsideName(path string, now time.Time) string {
	return path + ".corrupt-" + now.UTC().Format("20060102-150405")
}

// setAside moves a damaged file out of the way so that the next save does
// not overwrite what might still be recovered from it by hand.
func setAside(fsys FS, now time.Time, d *Damaged) *Damaged {
	aside := AsideName(d.File, now)
	if err := fsys.Rename(d.File, aside); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return d
		}
		d.Err = fmt.Errorf("%w; moving it aside failed: %v", d.Err, err)
		return d
	}
	d.Aside = aside
	return d
}
