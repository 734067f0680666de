//go:build unix

package trace

import (
	"os"
	"os/signal"
	"syscall"
)

// OnSignal writes a heap profile ("signal") at every SIGUSR1 until stop is
// closed, for a look at the heap at a moment of one's choosing
// (kill -USR1 <pid>). It does nothing when profiles are off.
func (t *Tracer) OnSignal(stop <-chan struct{}) {
	if t == nil || t.dir == "" {
		return
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGUSR1)
	go func() {
		defer signal.Stop(ch)
		for {
			select {
			case <-ch:
				t.Mark("signal")
			case <-stop:
				return
			}
		}
	}()
}
