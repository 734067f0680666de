// Package storage keeps what the app must not lose: the match in progress
// (one record per game, saved after every move), the statistics, and the
// rules for reading any of the app's own files defensively. It is plain Go
// (no Fyne), so that the crash tests run headless and a kill at any byte
// can be tried.
//
// Every write is atomic (WriteFile): a temporary file in the same folder is
// written, synced and renamed over the old one, then the folder is synced,
// so a crash leaves either the old file or the new one, never a mix. Every
// read is defensive: a file that cannot be read or does not check out is
// renamed to <name>.corrupt-<time> and reported as a *Damaged, and the app
// carries on as if it were absent. docs/saves.md describes the files.
package storage

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"runtime"
	"time"

	"github.com/cardavia/cardavia/internal/capped"
)

// FS is the little of a file system the store uses. OS is the real one;
// tests wrap it to inject the failures a disk can have (full, read-only).
type FS interface {
	MkdirAll(dir string) error
	// CreateTemp creates a new file in dir whose name starts with prefix.
	CreateTemp(dir, prefix string) (File, error)
	Rename(oldpath, newpath string) error
	Remove(name string) error
	// ReadFile reads a whole file of at most max bytes; a larger one is
	// refused by its size (a *capped.TooLargeError) before it is read.
	ReadFile(name string, max int64) ([]byte, error)
	// SyncDir makes a rename in dir durable.
	SyncDir(dir string) error
	// List names the files in dir (none if it does not exist).
	List(dir string) ([]string, error)
	// ModTime is when a file was last written: a save's is its last
	// move's, which orders the matches in progress on start.
	ModTime(name string) (time.Time, error)
}

// File is a file being written.
type File interface {
	io.Writer
	Sync() error
	Close() error
	Name() string
}

// OS is the operating system's file system.
type OS struct{}

// MkdirAll creates dir and its parents, readable by the user only.
func (OS) MkdirAll(dir string) error { return os.MkdirAll(dir, 0o700) }

// CreateTemp creates a temporary file in dir.
func (OS) CreateTemp(dir, prefix string) (File, error) { return os.CreateTemp(dir, prefix+"*") }

// Rename renames a file, replacing newpath.
func (OS) Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// Remove removes a file.
func (OS) Remove(name string) error { return os.Remove(name) }

// ReadFile reads a whole file of at most max bytes.
func (OS) ReadFile(name string, max int64) ([]byte, error) { return capped.ReadFile(name, max) }

// ModTime is when a file was last written.
func (OS) ModTime(name string) (time.Time, error) {
	fi, err := os.Stat(name)
	if err != nil {
		return time.Time{}, err
	}
	return fi.ModTime(), nil
}

// List names the files in dir.
func (OS) List(dir string) ([]string, error) {
	es, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	names := make([]string, len(es))
	for i, e := range es {
		names[i] = e.Name()
	}
	return names, err
}

// SyncDir syncs a folder so that a rename in it survives a power cut.
// Windows cannot open a folder for syncing (and NTFS journals the rename),
// so there it does nothing.
func (OS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	// Some file systems (and FUSE mounts) cannot sync a folder; the rename
	// is then as durable as they make it, which is not worth failing a save.
	if errors.Is(err, fs.ErrInvalid) || errors.Is(err, errors.ErrUnsupported) {
		return nil
	}
	return err
}
