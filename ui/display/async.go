package display

import (
	"image"
	"image/color"
	"runtime"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cardavia/cardavia/ui/filter"
)

// Rasterising a card's SVG takes tens to hundreds of milliseconds (about 280 ms for a
// German card 320 px wide), and Fyne calls a raster's generator on its render thread:
// forty cards drawn in the generator froze the window for seconds at every step of a
// resize. Background rasters therefore never render in the generator. They draw the
// nearest size of the same picture already cached (the painter stretches it to the
// object) or a plain placeholder, and queue the exact size for a small pool of
// workers; when it is ready the raster is refreshed on the UI goroutine.

// Quantise rounds a pixel size up to a step of about 1/16 of it (a power of two), so
// that the sizes a window drag passes through share a few cached rasters; the painter
// shrinks the picture by at most about 6% to the object's exact size.
func Quantise(w, h int) (int, int) { return quantise(w), quantise(h) }

func quantise(v int) int {
	if v <= 16 {
		return v
	}
	step := 1
	for step*2 <= v/16 {
		step *= 2
	}
	return (v + step - 1) / step * step
}

// maxFailed bounds the remembered render errors (a broken picture is not retried
// every frame, but the memory stays small whatever happens).
const maxFailed = 256

// workers is the size of the render pool: all cores but one, which stays free for
// the UI, and at least one.
var workers = max(1, min(4, runtime.NumCPU()-1))

// bg is the background rendering state of a Cache.
type bg struct {
	mu      sync.Mutex
	idle    *sync.Cond
	queue   []*job // most recent request last: served first
	jobs    map[entryKey]*job
	failed  map[entryKey]error
	running int
	stopped bool
	// refresh redraws a raster whose picture arrived; it runs on a worker and must
	// hand over to the UI goroutine (tests replace it).
	refresh func(*canvas.Raster)
}

// job is one picture size to render, shared by every raster waiting for it.
type job struct {
	k       entryKey // source key (not filtered)
	render  RenderFunc
	waiters []*bgRaster
}

// bgRaster is the state behind one background raster.
type bgRaster struct {
	c       *Cache
	key     string
	render  RenderFunc
	current func() filter.Settings
	onError func(error)
	ph      image.Image
	r       *canvas.Raster

	mu   sync.Mutex
	want image.Point // the quantised size last asked for
}

func (c *Cache) bgState() *bg {
	c.bgOnce.Do(func() {
		c.bg = &bg{jobs: map[entryKey]*job{}, failed: map[entryKey]error{},
			refresh: func(r *canvas.Raster) { fyne.Do(r.Refresh) }}
		c.bg.idle = sync.NewCond(&c.bg.mu)
	})
	return c.bg
}

// NewBackgroundRaster is NewRaster for pictures too slow to draw on the render
// thread (SVG cards). Its generator never renders: it returns the picture at the
// quantised size if cached (filtered with current()'s settings, which is fast), else
// the nearest cached size of the same key, else a 1x1 image of colour placeholder
// (stretched by the painter), and queues the quantised size for a worker. The raster
// is refreshed through fyne.Do when the picture arrives. Filter changes still apply
// live: Refresh re-filters from the cached raster. onError, if not nil, receives
// rendering errors; a failed size is not retried until Forget.
func (c *Cache) NewBackgroundRaster(key string, render RenderFunc, current func() filter.Settings, onError func(error), placeholder color.Color) *canvas.Raster {
	ph := image.NewNRGBA(image.Rect(0, 0, 1, 1))
	if placeholder != nil {
		ph.Set(0, 0, placeholder)
	}
	b := &bgRaster{c: c, key: key, render: render, current: current, onError: onError, ph: ph}
	b.r = canvas.NewRaster(b.generate)
	// The picture may be a few pixels larger than the object: scale it smoothly
	// (linear filtering is exact at 1:1, as the painter aligns quads to pixels).
	b.r.ScaleMode = canvas.ImageScaleSmooth
	return b.r
}

func (b *bgRaster) generate(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return newBlank()
	}
	qw, qh := Quantise(w, h)
	q := image.Pt(qw, qh)
	b.mu.Lock()
	b.want = q
	b.mu.Unlock()
	c := b.c
	s := b.current()
	sk := entryKey{key: b.key, w: qw, h: qh}
	if src, ok := c.get(sk); ok {
		return b.filtered(q, s, src)
	}
	st := c.bgState()
	st.mu.Lock()
	err := st.failed[sk]
	st.mu.Unlock()
	if err != nil {
		if b.onError != nil {
			b.onError(err)
		}
		return newBlank()
	}
	st.enqueue(c, sk, b)
	if p, src, ok := c.nearest(b.key, q); ok {
		return b.filtered(p, s, src)
	}
	return b.ph
}

func (b *bgRaster) filtered(p image.Point, s filter.Settings, src image.Image) image.Image {
	img, err := b.c.filterSource(filteredKey(b.key, p.X, p.Y, s), src)
	if err != nil {
		if b.onError != nil {
			b.onError(err)
		}
		return newBlank()
	}
	return img
}

func (b *bgRaster) wants(p image.Point) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.want == p
}

// nearest returns the cached raster of key whose size is closest to q, preferring
// larger ones (shrinking keeps more detail than enlarging).
func (c *Cache) nearest(key string, q image.Point) (image.Point, image.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var best *entry
	bestD := 0
	for k, el := range c.items {
		if k.filtered || k.key != key {
			continue
		}
		d := abs(k.w-q.X) + abs(k.h-q.Y)
		if k.w < q.X {
			d *= 2
		}
		if best == nil || d < bestD {
			best, bestD = el.Value.(*entry), d
		}
	}
	if best == nil {
		return image.Point{}, nil, false
	}
	return image.Pt(best.k.w, best.k.h), best.img, true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// enqueue adds raster b as a waiter for source sk, starting a worker if the pool
// has room. A size already queued gets the waiter and moves to the front.
func (st *bg) enqueue(c *Cache, sk entryKey, b *bgRaster) {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.stopped {
		return
	}
	j, ok := st.jobs[sk]
	if ok {
		for i, q := range st.queue { // move it to the served end
			if q == j {
				st.queue = append(st.queue[:i], st.queue[i+1:]...)
				break
			}
		}
	} else {
		j = &job{k: sk, render: b.render}
		st.jobs[sk] = j
	}
	st.queue = append(st.queue, j)
	seen := false
	for _, w := range j.waiters {
		seen = seen || w == b
	}
	if !seen {
		j.waiters = append(j.waiters, b)
	}
	if st.running < workers {
		st.running++
		go st.work(c)
	}
}

// work serves the queue until it is empty, then exits: no goroutine outlives the
// work, whether or not the cache is stopped.
func (st *bg) work(c *Cache) {
	for {
		st.mu.Lock()
		var j *job
		for j == nil && len(st.queue) > 0 && !st.stopped {
			cand := st.queue[len(st.queue)-1]
			st.queue = st.queue[:len(st.queue)-1]
			delete(st.jobs, cand.k)
			// Superseded: every raster asking for it has moved to another size.
			live := cand.waiters[:0]
			for _, w := range cand.waiters {
				if w.wants(image.Pt(cand.k.w, cand.k.h)) {
					live = append(live, w)
				}
			}
			if len(live) > 0 {
				cand.waiters = live
				j = cand
			}
		}
		if j == nil {
			st.running--
			st.idle.Broadcast()
			st.mu.Unlock()
			return
		}
		st.mu.Unlock()

		src, err := c.source(j.k.key, j.k.w, j.k.h, j.render)
		if err == nil {
			// Filter for the current settings here too, so that the frame that
			// shows the picture does not have to.
			_, err = c.filterSource(filteredKey(j.k.key, j.k.w, j.k.h, j.waiters[0].current()), src)
		}
		st.mu.Lock()
		stopped := st.stopped
		if err != nil && !stopped {
			if len(st.failed) >= maxFailed {
				clear(st.failed)
			}
			st.failed[j.k] = err
		}
		st.mu.Unlock()
		if stopped {
			continue
		}
		for _, w := range j.waiters {
			if w.wants(image.Pt(j.k.w, j.k.h)) {
				st.refresh(w.r)
			}
		}
	}
}

// Stop drops the queued background renders and ignores the ones in progress (the
// table is closing); workers exit as soon as their current render returns. Rasters
// of a stopped cache still draw what is cached but queue nothing more.
func (c *Cache) Stop() {
	st := c.bgState()
	st.mu.Lock()
	defer st.mu.Unlock()
	st.stopped = true
	st.queue = nil
	clear(st.jobs)
}

// Wait blocks until no background render is queued or running (tests, and a caller
// that wants every picture exact before a screenshot).
func (c *Cache) Wait() {
	st := c.bgState()
	st.mu.Lock()
	defer st.mu.Unlock()
	for st.running > 0 {
		st.idle.Wait()
	}
}

// Workers returns the number of background workers running now.
func (c *Cache) Workers() int {
	st := c.bgState()
	st.mu.Lock()
	defer st.mu.Unlock()
	return st.running
}
