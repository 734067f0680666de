package ui

import (
	"fmt"
	"os"
)

// quit finishes what is still being written when the window has closed:
// the settings mirror's last change and the keeper's last save (both are
// written on goroutines of their own, so that the UI never waits for a
// disk). The window's close has already closed the tables, so no move
// comes after; RunAt returns, and the process ends, only once they are on
// disk.
func (s *Shell) quit() {
	s.quitting.Store(true) // no delayed release after this (release.go)
	if s.mirror != nil {
		if err := s.mirror.close(); err != nil {
			fmt.Fprintln(os.Stderr, "cardavia: settings backup:", err)
		}
	}
	if k := s.deps.Keeper; k != nil {
		// A failure was told to the person when it happened (watchKeeper);
		// the window is gone now, so it only goes to the log.
		if err := k.Flush(); err != nil {
			fmt.Fprintln(os.Stderr, "cardavia: save:", err)
		}
	}
}
