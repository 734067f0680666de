//go:build !unix

package trace

// OnSignal does nothing where there is no SIGUSR1.
func (t *Tracer) OnSignal(stop <-chan struct{}) {}
