package capped

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadFile: a file up to the cap is read whole; one over it is refused
// with its size, however large (a sparse 1 GiB file is refused at once,
// with nothing read); a missing file is still fs.ErrNotExist.
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	cases := []struct {
		name    string
		size    int64
		max     int64
		tooBig  bool
		message string
	}{
		{name: "empty", size: 0, max: 10},
		{name: "at the cap", size: 10, max: 10},
		{name: "one byte over", size: 11, max: 10, tooBig: true, message: "the file is 11 bytes, larger than any it could honestly be (at most 10 bytes)"},
		{name: "just over a MiB", size: 1<<20 + 1, max: 1 << 20, tooBig: true, message: "the file is 1048577 bytes, larger than any it could honestly be (at most 1048576 bytes)"},
		{name: "a sparse GiB", size: 1 << 30, max: 1 << 20, tooBig: true, message: "the file is 1.0 GiB, larger than any it could honestly be (at most 1.0 MiB)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "-"))
			f, err := os.Create(path)
			require.NoError(t, err)
			require.NoError(t, f.Truncate(tc.size))
			require.NoError(t, f.Close())
			data, err := ReadFile(path, tc.max)
			if !tc.tooBig {
				require.NoError(t, err)
				assert.Len(t, data, int(tc.size))
				return
			}
			var tl *TooLargeError
			require.ErrorAs(t, err, &tl)
			assert.Equal(t, TooLargeError{Size: tc.size, Max: tc.max}, *tl)
			assert.Equal(t, tc.message, err.Error())
			assert.Nil(t, data)
		})
	}
	_, err := ReadFile(filepath.Join(dir, "missing"), 10)
	assert.True(t, errors.Is(err, fs.ErrNotExist))
}

// TestRead_WithoutStat: a reader that cannot tell its size (a pipe) is
// read up to one byte past the cap and refused then.
func TestRead_WithoutStat(t *testing.T) {
	data, err := Read(strings.NewReader("0123456789"), 10)
	require.NoError(t, err)
	assert.Equal(t, "0123456789", string(data))
	_, err = Read(strings.NewReader(strings.Repeat("x", 1000)), 10)
	var tl *TooLargeError
	require.ErrorAs(t, err, &tl)
	assert.Equal(t, int64(11), tl.Size)
}
