package storage

import (
	"errors"
	"sync"
)

// The keeper's files are written on a goroutine of their own. A save is two
// fsyncs (the file, then its folder): milliseconds on a good disk, far more
// on a slow or busy one, and the app reports every move from the UI
// goroutine, where each of them stalled the animation. The keeper now
// updates its own copy of the match and the statistics at once, encodes
// them, and hands the bytes to the writer, which writes them in order:
//
//   - Ordered, the last one wins. Only the newest bytes of each file are
//     kept while a write is under way, so moves made during a slow write
//     become one write of the newest match, never an older one after a
//     newer; nothing is lost, as the newest save holds every move.
//   - Statistics before saves. A batch writes the statistics first and the
//     saves after, as the keeper always did: a crash between the two can
//     count a deal twice (it is played again from the save) but never lose
//     one. A batch takes the newest bytes of every file at once, so the
//     statistics it writes are at least as new as any save it writes.
//   - Atomic. Every file is written with WriteFile, so a kill at any moment
//     leaves the previous or the new file (storage/kill_test.go).
//   - Quitting waits. Flush returns once everything handed in before it is
//     on disk; the app calls it after its window has closed (ui.RunAt).
//
// The goroutine lives only while there is something to write, so a keeper
// that is dropped leaves nothing running.

// writer is the keeper's disk side.
type writer struct {
	mu   sync.Mutex
	cond *sync.Cond // broadcast when a batch is on disk
	// The newest bytes of each file not yet taken by a batch: the
	// statistics (nil: unchanged) and each game's save (nil data: remove).
	stats   []byte
	matches map[string][]byte
	order   []string // the games of matches, as first handed in
	// handed counts the changes handed in; written is the count that was
	// handed in when the last finished batch was taken.
	handed, written uint64
	running         bool
	job             job     // where the next batch is written, and whom to tell
	errs            []error // the failures since the last Flush
}

func newWriter() *writer {
	w := &writer{matches: map[string][]byte{}}
	w.cond = sync.NewCond(&w.mu)
	return w
}

// job is what the keeper hands in: where to write and whom to tell.
type job struct {
	store   *Store
	onError func(error)
}

// put hands in the newest statistics (stats != nil) and saves; a save of
// nil data removes the game's save (the match is over).
func (w *writer) put(j job, stats []byte, game string, save []byte, hasSave bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.job = j
	if stats != nil {
		w.stats = stats
	}
	if hasSave {
		if _, ok := w.matches[game]; !ok {
			w.order = append(w.order, game)
		}
		w.matches[game] = save
	}
	w.handed++
	if !w.running {
		w.running = true
		go w.run()
	}
}

// run writes batches until nothing is left.
func (w *writer) run() {
	for {
		w.mu.Lock()
		if w.stats == nil && len(w.order) == 0 {
			w.written = w.handed
			w.running = false
			w.cond.Broadcast()
			w.mu.Unlock()
			return
		}
		stats, matches, order, upto, j := w.stats, w.matches, w.order, w.handed, w.job
		w.stats, w.matches, w.order = nil, map[string][]byte{}, nil
		w.mu.Unlock()

		var errs []error
		if stats != nil {
			errs = append(errs, WriteFile(j.store.FS, j.store.path(StatsFile), stats))
		}
		for _, game := range order {
			if data := matches[game]; data != nil {
				errs = append(errs, WriteFile(j.store.FS, j.store.path(MatchFile(game)), data))
			} else {
				errs = append(errs, j.store.DeleteMatch(game))
			}
		}
		err := errors.Join(errs...)
		if err != nil && j.onError != nil {
			j.onError(err)
		}

		w.mu.Lock()
		if err != nil {
			w.errs = append(w.errs, err)
		}
		w.written = upto
		w.cond.Broadcast()
		w.mu.Unlock()
	}
}

// flush waits until everything handed in before it is on disk (or failed)
// and returns the failures since the last flush.
func (w *writer) flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	want := w.handed
	for w.written < want {
		w.cond.Wait()
	}
	err := errors.Join(w.errs...)
	w.errs = nil
	return err
}
