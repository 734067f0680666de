package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// leftovers lists the files in dir other than the ones named.
func leftovers(t *testing.T, dir string, keep ...string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
outer:
	for _, e := range es {
		for _, k := range keep {
			if e.Name() == k {
				continue outer
			}
		}
		out = append(out, e.Name())
	}
	return out
}

func TestWriteFile_ReplacesAndLeavesNoTemp(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "f.txt")
	require.NoError(t, WriteFile(OS{}, path, []byte("one")))
	require.NoError(t, WriteFile(OS{}, path, []byte("two")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "two", string(got))
	assert.Empty(t, leftovers(t, filepath.Dir(path), "f.txt"))
}

// TestWriteFile_FailureKeepsTheValidFile: whatever step fails, the file
// that was there is untouched and no temporary file is left behind.
func TestWriteFile_FailureKeepsTheValidFile(t *testing.T) {
	big := make([]byte, 10000)
	cases := []struct {
		name string
		fs   *faultyFS
		data []byte
		want error
	}{
		{"the disk is full before anything is written", &faultyFS{spaceLeft: 0}, []byte("new"), syscall.ENOSPC},
		{"the disk fills up halfway", &faultyFS{spaceLeft: 4096}, big, syscall.ENOSPC},
		{"the folder is read-only", &faultyFS{spaceLeft: -1, create: &fs.PathError{Op: "open", Path: "x", Err: syscall.EROFS}}, []byte("new"), syscall.EROFS},
		{"no permission in the folder", &faultyFS{spaceLeft: -1, create: &fs.PathError{Op: "open", Path: "x", Err: fs.ErrPermission}}, []byte("new"), fs.ErrPermission},
		{"the rename fails", &faultyFS{spaceLeft: -1, rename: syscall.EIO}, []byte("new"), syscall.EIO},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "f.txt")
			require.NoError(t, os.WriteFile(path, []byte("valid"), 0o600))
			err := WriteFile(c.fs, path, c.data)
			require.Error(t, err)
			assert.True(t, errors.Is(err, c.want), "error %v should be %v", err, c.want)
			got, rerr := os.ReadFile(path)
			require.NoError(t, rerr)
			assert.Equal(t, "valid", string(got))
			assert.Empty(t, leftovers(t, dir, "f.txt"), "a temporary file was left")
		})
	}
}

// TestWriteFile_RealFailures makes the real file system refuse a step, in
// ways that hold for every user (root writes into read-only folders, so a
// chmod would prove nothing on CI; the injected EROFS above covers that
// path): the target is a folder with something in it, so the rename fails
// after the data is written, and the target's folder is a plain file, so
// nothing can be created.
func TestWriteFile_RealFailures(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t *testing.T, dir string) (path, keep string)
	}{
		{"the target is a folder that holds a file", func(t *testing.T, dir string) (string, string) {
			target := filepath.Join(dir, "f.txt")
			require.NoError(t, os.Mkdir(target, 0o700))
			keep := filepath.Join(target, "inside")
			require.NoError(t, os.WriteFile(keep, []byte("valid"), 0o600))
			return target, keep
		}},
		{"the folder is a plain file", func(t *testing.T, dir string) (string, string) {
			keep := filepath.Join(dir, "notadir")
			require.NoError(t, os.WriteFile(keep, []byte("valid"), 0o600))
			return filepath.Join(keep, "f.txt"), keep
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path, keep := c.setup(t, dir)
			require.Error(t, WriteFile(OS{}, path, []byte("new")))
			got, err := os.ReadFile(keep)
			require.NoError(t, err)
			assert.Equal(t, "valid", string(got))
			assert.Empty(t, leftovers(t, dir, filepath.Base(path), filepath.Base(keep)), "a temporary file was left")
		})
	}
}
