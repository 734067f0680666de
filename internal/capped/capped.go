// Package capped reads a file whole only when it is no larger than a cap.
//
// The app and the CLI read their own files whole (saves, statistics,
// settings, records). A damaged or hostile file can be of any size: read
// whole, a 1 GiB save held a black window for ~39 s and took 1.1 GB of
// memory before it was refused (issue 36). Each kind of file has a cap no
// honest file comes near (docs/saves.md), and a file over it is refused
// by its size before any of it is read — and, should it grow while being
// read, after at most max+1 bytes.
package capped

import (
	"fmt"
	"io"
	"os"
)

// TooLargeError is a file refused for its size. Size is what the file
// system reported (or max+1 when it grew while being read).
type TooLargeError struct {
	Size, Max int64
}

func (e *TooLargeError) Error() string {
	size, max := human(e.Size), human(e.Max)
	if size == max { // just over the cap: the rounding would hide it
		size, max = fmt.Sprintf("%d bytes", e.Size), fmt.Sprintf("%d bytes", e.Max)
	}
	return fmt.Sprintf("the file is %s, larger than any it could honestly be (at most %s)", size, max)
}

// human writes a byte count in the largest binary unit it reaches.
func human(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadFile reads the file name whole if it holds at most max bytes, and
// returns a *TooLargeError otherwise, having read none of it (or max+1
// bytes of a file that grew after it was opened). Errors of opening are
// os.Open's, so that errors.Is(err, fs.ErrNotExist) still tells a missing
// file.
func ReadFile(name string, max int64) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f, max)
}

// Read reads r whole if it holds at most max bytes; an r with a Stat
// method (an *os.File) is refused by its size before it is read.
func Read(r io.Reader, max int64) ([]byte, error) {
	if st, ok := r.(interface{ Stat() (os.FileInfo, error) }); ok {
		if fi, err := st.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > max {
			return nil, &TooLargeError{Size: fi.Size(), Max: max}
		}
	}
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, &TooLargeError{Size: int64(len(data)), Max: max}
	}
	return data, nil
}
