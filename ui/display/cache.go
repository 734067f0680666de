package display

import (
	"container/list"
	"fmt"
	"image"
	"image/draw"
	"sync"

	"github.com/cardavia/cardavia/ui/filter"
)

// RenderFunc rasterises one picture (a card face, a back, the felt) at w x h pixels.
// The image it returns belongs to the cache afterwards and must not be changed.
type RenderFunc func(w, h int) (image.Image, error)

// DefaultBudget is the memory the cache may hold, in bytes: about a dozen full
// 1920x1080 tables (felt plus a deck of cards), so dragging a slider back and forth
// mostly hits the cache.
const DefaultBudget = 192 << 20

// Cache keeps rasterised pictures and their filtered versions, keyed by (picture key,
// pixel size) and (picture key, pixel size, settings). Moving a slider therefore only
// re-filters (a few milliseconds per full-HD table, see ui/filter's benchmark) and
// never re-rasterises an SVG. Least-recently-used entries are dropped beyond the
// memory budget. Safe for concurrent use; the images it returns are shared and
// read-only.
type Cache struct {
	mu     sync.Mutex
	budget int64
	used   int64
	lru    *list.List // of *entry, most recent at the front
	items  map[entryKey]*list.Element
	last   *filter.Filter // the filter for the settings seen last, reused while they stay

	bgOnce sync.Once
	bg     *bg // background rendering (async.go), made on first use
}

type entryKey struct {
	key      string
	w, h     int
	settings filter.Settings
	filtered bool
}

type entry struct {
	k    entryKey
	img  image.Image
	size int64
}

// NewCache returns a cache holding at most budget bytes of pixels (DefaultBudget if
// budget <= 0).
func NewCache(budget int64) *Cache {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Cache{budget: budget, lru: list.New(), items: map[entryKey]*list.Element{}}
}

// filteredKey is the cache key of picture key at w x h filtered with s; every
// identity setting maps to one key, since they all give the same picture.
func filteredKey(key string, w, h int, s filter.Settings) entryKey {
	s = s.Clamped()
	if s.Identity() {
		s = filter.Default()
	}
	return entryKey{key: key, w: w, h: h, settings: s, filtered: true}
}

// Filtered returns picture key at w x h pixels with settings s applied, rendering it
// with render only if that size is not cached yet. Neutral settings return the
// rendered picture itself, bit for bit. The key must identify the picture's content
// (e.g. "scopa/piacentine/12" or "felt"): two pictures sharing a key share a cache slot.
func (c *Cache) Filtered(key string, w, h int, s filter.Settings, render RenderFunc) (image.Image, error) {
	fk := filteredKey(key, w, h, s)
	if img, ok := c.get(fk); ok {
		return img, nil
	}
	src, err := c.source(key, w, h, render)
	if err != nil {
		return nil, err
	}
	return c.filterSource(fk, src)
}

// filterSource filters the cached raster src for key fk (filtered, settings
// already normalised) and caches the result; it never renders.
func (c *Cache) filterSource(fk entryKey, src image.Image) (image.Image, error) {
	if img, ok := c.get(fk); ok {
		return img, nil
	}
	key, s := fk.key, fk.settings
	f := c.filterFor(s)
	if f.Identity() {
		return src, nil
	}
	var dst draw.Image
	switch src.(type) {
	case *image.NRGBA:
		dst = image.NewNRGBA(src.Bounds())
	default: // source normalises every other type to *image.RGBA
		dst = image.NewRGBA(src.Bounds())
	}
	if err := f.Apply(dst, src); err != nil {
		return nil, fmt.Errorf("display: filtering %q: %w", key, err)
	}
	c.put(fk, dst)
	return dst, nil
}

// source returns the cached raster of key at w x h, rendering it if needed. Rasters
// that are neither NRGBA nor RGBA are converted once, so filtering always takes
// ui/filter's fast paths.
func (c *Cache) source(key string, w, h int, render RenderFunc) (image.Image, error) {
	sk := entryKey{key: key, w: w, h: h}
	if img, ok := c.get(sk); ok {
		return img, nil
	}
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("display: rendering %q: empty size %dx%d", key, w, h)
	}
	img, err := render(w, h)
	if err != nil {
		return nil, fmt.Errorf("display: rendering %q at %dx%d: %w", key, w, h, err)
	}
	if img == nil {
		return nil, fmt.Errorf("display: rendering %q at %dx%d gave no image", key, w, h)
	}
	switch img.(type) {
	case *image.NRGBA, *image.RGBA:
	default:
		rgba := image.NewRGBA(img.Bounds())
		draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
		img = rgba
	}
	c.put(sk, img)
	return img, nil
}

func (c *Cache) filterFor(s filter.Settings) *filter.Filter {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.last == nil || c.last.Settings() != s {
		c.last = filter.New(s)
	}
	return c.last
}

func (c *Cache) get(k entryKey) (image.Image, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.items[k]
	if !ok {
		return nil, false
	}
	c.lru.MoveToFront(el)
	return el.Value.(*entry).img, true
}

func (c *Cache) put(k entryKey, img image.Image) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[k]; ok { // another goroutine got there first
		c.lru.MoveToFront(el)
		return
	}
	b := img.Bounds()
	e := &entry{k: k, img: img, size: int64(4 * b.Dx() * b.Dy())}
	c.items[k] = c.lru.PushFront(e)
	c.used += e.size
	// Evict the oldest, but never the entry just added: a picture larger than the
	// whole budget is still returned and kept until something newer arrives.
	for c.used > c.budget && c.lru.Len() > 1 {
		old := c.lru.Back()
		oe := old.Value.(*entry)
		c.lru.Remove(old)
		delete(c.items, oe.k)
		c.used -= oe.size
	}
}

// Forget drops every cached size and filtering of key (say, after the card art changed).
func (c *Cache) Forget(key string) {
	st := c.bgState()
	st.mu.Lock()
	for k := range st.failed {
		if k.key == key {
			delete(st.failed, k)
		}
	}
	st.mu.Unlock()
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, el := range c.items {
		if k.key == key {
			c.used -= el.Value.(*entry).size
			c.lru.Remove(el)
			delete(c.items, k)
		}
	}
}

// Clear drops every cached picture, rendered or filtered (the table closing: its
// pictures are freed at once, whoever still holds the table). A render in progress
// on a background worker may still put its one picture back.
func (c *Cache) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lru.Init()
	clear(c.items)
	c.used = 0
	c.last = nil
}

// Used returns the bytes of pixels currently held.
func (c *Cache) Used() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.used
}
