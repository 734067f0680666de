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

// TestWriteFile_ReadOnlyFolder uses a real read-only folder (root may write
// anywhere, so it cannot be tried as root; the injected EROFS above covers
// the same path).
func TestWriteFile_ReadOnlyFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes into read-only folders")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "f.txt")
	require.NoError(t, os.WriteFile(path, []byte("valid"), 0o600))
	require.NoError(t, os.Chmod(dir, 0o500))
	t.Cleanup(func() { _ = os.Chmod(dir, 0o700) })
	require.Error(t, WriteFile(OS{}, path, []byte("new")))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "valid", string(got))
}
