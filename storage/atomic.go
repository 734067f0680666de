package storage

import (
	"fmt"
	"path/filepath"
)

// WriteFile replaces the file at path with data atomically: the data goes
// to a temporary file in the same folder (a rename across folders could
// cross file systems and would not be atomic), which is synced, closed and
// renamed over path; then the folder is synced so the rename itself is on
// disk. If any step fails the temporary file is removed and path is left as
// it was, so a full disk or a read-only folder never costs the valid file.
func WriteFile(fsys FS, path string, data []byte) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := fsys.MkdirAll(dir); err != nil {
		return fmt.Errorf("save %s: %w", base, err)
	}
	f, err := fsys.CreateTemp(dir, "."+base+tempMarker)
	if err != nil {
		return fmt.Errorf("save %s: %w", base, err)
	}
	tmp := f.Name()
	renamed := false
	defer func() {
		if !renamed {
			_ = fsys.Remove(tmp) // best effort: the error that matters is err
		}
	}()
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return fmt.Errorf("save %s: %w", base, err)
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fmt.Errorf("save %s: %w", base, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("save %s: %w", base, err)
	}
	if err := fsys.Rename(tmp, path); err != nil {
		return fmt.Errorf("save %s: %w", base, err)
	}
	renamed = true
	if err := fsys.SyncDir(dir); err != nil {
		// The new file is in place; only its durability is in doubt.
		return fmt.Errorf("save %s: sync folder: %w", base, err)
	}
	return nil
}
