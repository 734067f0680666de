package display

import (
	"image"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cardavia/cardavia/ui/filter"
)

// newBlank is what is drawn when a picture cannot be rendered: a 1x1 transparent
// image, so the table shows a gap and the error goes to the caller's handler
// instead of crashing the frame. Each call makes its own (failures are rare), so
// no raster hands out an image that another draws too.
func newBlank() *image.NRGBA { return image.NewNRGBA(image.Rect(0, 0, 1, 1)) }

// NewRaster returns a canvas object that draws picture key through the cache at the
// pixel size it is laid out at, with the settings current returns at draw time. Call
// Refresh on it after the settings change (the panel's onChange is the place) and it
// re-filters from the cached raster. onError, if not nil, receives rendering errors.
func (c *Cache) NewRaster(key string, render RenderFunc, current func() filter.Settings, onError func(error)) *canvas.Raster {
	r := canvas.NewRaster(func(w, h int) image.Image {
		img, err := c.Filtered(key, w, h, current(), render)
		if err != nil {
			if onError != nil {
				onError(err)
			}
			return newBlank()
		}
		return img
	})
	r.ScaleMode = canvas.ImageScalePixels
	return r
}

// Grain is the film-grain overlay: a canvas object to stack above the whole table
// (felt, piles, cards). It is built from a seeded noise tile that repeats over any
// size, so the grain is identical from frame to frame and stays put when the window is
// resized; the overlay image is cached per pixel size. It is hidden while the grain
// slider is at or below 50%, and it takes no input, so taps reach the cards below.
type Grain struct {
	raster *canvas.Raster
	seed   uint64
	tile   *filter.GrainTile // made when grain is first drawn: 1 MB, most tables never need it

	mu    sync.Mutex
	grain float64
	cache map[image.Point]image.Image // for the current grain value
}

// maxGrainSizes bounds the per-size cache: a window is seldom drawn at more than a
// couple of sizes (say, two monitors) between grain changes.
const maxGrainSizes = 4

// NewGrain returns the overlay for a seed and a grain slider value (0..1).
func NewGrain(seed uint64, grain float64) *Grain {
	g := &Grain{seed: seed, cache: map[image.Point]image.Image{}}
	g.raster = canvas.NewRaster(g.Image)
	g.raster.ScaleMode = canvas.ImageScalePixels
	g.grain = filter.Clamp01(grain)
	if filter.GrainStrength(g.grain) == 0 {
		g.raster.Hide()
	}
	return g
}

// Object is the canvas object to place on top of the table.
func (g *Grain) Object() fyne.CanvasObject { return g.raster }

// SetGrain changes the grain slider value, hiding the overlay when it means no grain.
// Call it on the Fyne goroutine (slider callbacks already are).
func (g *Grain) SetGrain(grain float64) {
	grain = filter.Clamp01(grain)
	g.mu.Lock()
	changed := grain != g.grain
	if changed {
		g.grain = grain
		clear(g.cache)
	}
	g.mu.Unlock()
	if filter.GrainStrength(grain) == 0 {
		g.raster.Hide()
		return
	}
	g.raster.Show()
	if changed {
		g.raster.Refresh()
	}
}

// Clear drops the overlay images drawn so far (the table closing); the next frame,
// if any, draws them again.
func (g *Grain) Clear() {
	g.mu.Lock()
	defer g.mu.Unlock()
	clear(g.cache)
}

// Image returns the overlay at w x h pixels (the raster's generator).
func (g *Grain) Image(w, h int) image.Image {
	g.mu.Lock()
	defer g.mu.Unlock()
	size := image.Pt(w, h)
	if img, ok := g.cache[size]; ok {
		return img
	}
	var img image.Image
	if filter.GrainStrength(g.grain) > 0 {
		if g.tile == nil {
			g.tile = filter.NewGrainTile(g.seed)
		}
		if overlay := g.tile.Image(w, h, g.grain); overlay != nil {
			img = overlay
		}
	}
	if img == nil {
		img = newBlank() // transparent: no grain
	}
	if len(g.cache) >= maxGrainSizes {
		clear(g.cache)
	}
	g.cache[size] = img
	return img
}
