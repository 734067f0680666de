//go:build unix

package gostop

import (
	"syscall"
	"time"
)

// cpuTime returns the process's user+system CPU time, so that a benchmark
// can report throughput per CPU-second on a shared, loaded machine.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
