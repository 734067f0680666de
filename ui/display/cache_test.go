package display

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/filter"
)

// counter renders a deterministic picture and counts the calls.
type counter struct{ calls map[image.Point]int }

func (c *counter) render(w, h int) (image.Image, error) {
	if c.calls == nil {
		c.calls = map[image.Point]int{}
	}
	c.calls[image.Pt(w, h)]++
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i * 7)
	}
	return img, nil
}

func pix(img image.Image) []uint8 {
	switch m := img.(type) {
	case *image.NRGBA:
		return m.Pix
	case *image.RGBA:
		return m.Pix
	}
	return nil
}

func TestCacheFiltersOncePerKeySizeAndSettings(t *testing.T) {
	c := NewCache(0)
	r := &counter{}
	warm := filter.Settings{Contrast: 0.6, Grain: 0.5, Temperature: 0.9}
	cool := filter.Settings{Contrast: 0.6, Grain: 0.5, Temperature: 0.1}

	a, err := c.Filtered("card", 30, 40, warm, r.render)
	if err != nil {
		t.Fatal(err)
	}
	// The result is the filter applied to the raster.
	src, _ := r.render(30, 40)
	want := image.NewNRGBA(src.Bounds())
	if err := filter.Apply(want, src, warm); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pix(a), want.Pix) {
		t.Fatal("cached image is not the filtered raster")
	}
	r.calls = nil

	b, _ := c.Filtered("card", 30, 40, warm, r.render)
	if &pix(a)[0] != &pix(b)[0] {
		t.Fatal("same key, size and settings were filtered again")
	}
	d, _ := c.Filtered("card", 30, 40, cool, r.render)
	if bytes.Equal(pix(d), pix(a)) {
		t.Fatal("other settings gave the same picture")
	}
	if len(r.calls) != 0 {
		t.Fatalf("a settings change re-rendered the picture: %v", r.calls)
	}
	if _, err := c.Filtered("card", 60, 80, cool, r.render); err != nil {
		t.Fatal(err)
	}
	if r.calls[image.Pt(60, 80)] != 1 {
		t.Fatalf("a new size must render once, rendered %v", r.calls)
	}
}

func TestCacheNeutralReturnsTheRaster(t *testing.T) {
	c := NewCache(0)
	r := &counter{}
	for _, s := range []filter.Settings{filter.Default(), {Contrast: 0.5, Grain: 0.2, Temperature: 0.5}} {
		img, err := c.Filtered("felt", 16, 9, s, r.render)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := r.render(16, 9)
		if !bytes.Equal(pix(img), pix(want)) {
			t.Fatalf("%v changed the picture", s)
		}
	}
	if r.calls[image.Pt(16, 9)] != 3 { // once by the cache, twice above
		t.Fatalf("render calls %v", r.calls)
	}
}

func TestCacheConvertsOtherImageTypes(t *testing.T) {
	c := NewCache(0)
	gray := func(w, h int) (image.Image, error) {
		img := image.NewGray(image.Rect(0, 0, w, h))
		for i := range img.Pix {
			img.Pix[i] = uint8(i)
		}
		return img, nil
	}
	s := filter.Settings{Contrast: 1, Grain: 0.5, Temperature: 0.5}
	img, err := c.Filtered("gray", 8, 8, s, gray)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := img.(*image.RGBA); !ok {
		t.Fatalf("got %T, want *image.RGBA", img)
	}
	f := filter.New(s)
	for _, v := range []uint8{0, 10, 40, 63} {
		x, y := int(v)%8, int(v)/8
		want := f.Map(color.NRGBA{v, v, v, 255})
		if got := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA); got != want {
			t.Errorf("pixel %d: got %v, want %v", v, got, want)
		}
	}
}

func TestCacheErrors(t *testing.T) {
	c := NewCache(0)
	boom := errors.New("boom")
	_, err := c.Filtered("bad", 4, 4, filter.Default(), func(int, int) (image.Image, error) { return nil, boom })
	if !errors.Is(err, boom) {
		t.Fatalf("got %v, want the render error", err)
	}
	_, err = c.Filtered("nil", 4, 4, filter.Default(), func(int, int) (image.Image, error) { return nil, nil })
	if err == nil {
		t.Fatal("a nil image must be an error")
	}
	r := &counter{}
	if _, err := c.Filtered("empty", 0, 4, filter.Default(), r.render); err == nil || len(r.calls) != 0 {
		t.Fatalf("empty size: err %v, render calls %v", err, r.calls)
	}
}

func TestCacheEvictsBeyondBudget(t *testing.T) {
	const w, h = 10, 10
	c := NewCache(4 * w * h * 3) // room for three pictures
	r := &counter{}
	s := filter.Settings{Contrast: 0.7, Grain: 0.5, Temperature: 0.5}
	for _, key := range []string{"a", "b", "c", "d"} {
		if _, err := c.Filtered(key, w, h, s, r.render); err != nil {
			t.Fatal(err)
		}
		if c.Used() > 4*w*h*3 {
			t.Fatalf("after %s: %d bytes used, budget %d", key, c.Used(), 4*w*h*3)
		}
	}
	// "a" (source and filtered) went first: asking again renders again.
	before := r.calls[image.Pt(w, h)]
	c.Filtered("a", w, h, s, r.render)
	if r.calls[image.Pt(w, h)] != before+1 {
		t.Fatal("the oldest picture was not evicted")
	}
	c.Forget("a")
	c.Filtered("a", w, h, s, r.render)
	if r.calls[image.Pt(w, h)] != before+2 {
		t.Fatal("Forget kept the picture")
	}
}

// TestCacheClear: a closing table drops every picture at once; asking again
// renders again.
func TestCacheClear(t *testing.T) {
	c := NewCache(0)
	r := &counter{}
	s := filter.Settings{Contrast: 0.7, Grain: 0.5, Temperature: 0.5}
	for _, key := range []string{"a", "b"} {
		if _, err := c.Filtered(key, 10, 10, s, r.render); err != nil {
			t.Fatal(err)
		}
	}
	c.Clear()
	if c.Used() != 0 {
		t.Fatalf("%d bytes held after Clear", c.Used())
	}
	if _, err := c.Filtered("a", 10, 10, s, r.render); err != nil || r.calls[image.Pt(10, 10)] != 3 {
		t.Fatalf("after Clear: err %v, %d renders, want 3", err, r.calls[image.Pt(10, 10)])
	}
	if c.Used() != 2*4*10*10 {
		t.Fatalf("%d bytes held for one picture and its filtering, want %d", c.Used(), 2*4*10*10)
	}
}

func TestCacheRaster(t *testing.T) {
	test.NewTempApp(t)
	c := NewCache(0)
	r := &counter{}
	s := filter.Settings{Contrast: 0.8, Grain: 0.5, Temperature: 0.5}
	var errs []error
	ras := c.NewRaster("card", r.render, func() filter.Settings { return s }, func(err error) { errs = append(errs, err) })
	img := ras.Generator(12, 7)
	want, _ := c.Filtered("card", 12, 7, s, r.render)
	if img != want {
		t.Fatal("the raster does not draw the cached filtered picture")
	}
	bad := c.NewRaster("bad", func(int, int) (image.Image, error) { return nil, errors.New("no art") },
		func() filter.Settings { return s }, func(err error) { errs = append(errs, err) })
	if !isBlank(bad.Generator(5, 5)) || len(errs) != 1 {
		t.Fatalf("a failing render must draw a blank and report once, got %v", errs)
	}
	var _ fyne.CanvasObject = ras
}

// isBlank reports whether img is what a raster draws in place of a picture
// it cannot render: one transparent pixel (newBlank).
func isBlank(img image.Image) bool {
	if img == nil || img.Bounds() != image.Rect(0, 0, 1, 1) {
		return false
	}
	_, _, _, a := img.At(0, 0).RGBA()
	return a == 0
}

func TestGrainOverlay(t *testing.T) {
	test.NewTempApp(t)
	g := NewGrain(7, 0.5)
	if g.Object().Visible() {
		t.Fatal("grain at 50% must be hidden")
	}
	// No grain, no noise tile (a megabyte per table): drawn transparent.
	if img := g.Image(64, 48); !isBlank(img) || g.tile != nil {
		t.Fatalf("grain at 50%% drew %v and holds a tile: %v", img.Bounds(), g.tile != nil)
	}
	g.SetGrain(0.9)
	if !g.Object().Visible() {
		t.Fatal("grain at 90% must show")
	}
	a := g.Image(64, 48)
	if g.Image(64, 48) != a {
		t.Fatal("the overlay is not cached per size")
	}
	if g.Image(80, 48) == a {
		t.Fatal("another size returned the same image")
	}
	// The same seed gives the same grain: nothing flickers between runs or rebuilds.
	want := filter.NewGrainTile(7).Image(64, 48, 0.9)
	if !bytes.Equal(pix(a), want.Pix) {
		t.Fatal("overlay differs from the seeded tile")
	}
	g.SetGrain(1)
	if b := g.Image(64, 48); bytes.Equal(pix(b), pix(a)) {
		t.Fatal("a grain change did not change the overlay")
	}
	g.SetGrain(0.2)
	if g.Object().Visible() {
		t.Fatal("grain at 20% must be hidden")
	}
	if r, ok := g.Object().(*canvas.Raster); !ok || r.ScaleMode != canvas.ImageScalePixels {
		t.Fatal("the overlay must be a pixel-exact raster")
	}
}

// TestCacheConcurrentUse runs the generator's path (render goroutine) and the UI's
// settings changes at once; run with -race.
func TestCacheConcurrentUse(t *testing.T) {
	c := NewCache(4 * 32 * 32 * 6)
	done := make(chan struct{})
	for g := 0; g < 4; g++ {
		go func() {
			defer func() { done <- struct{}{} }()
			r := &counter{}
			for i := 0; i < 50; i++ {
				s := filter.Settings{Contrast: float64(i%5) / 4, Grain: 0.5, Temperature: float64(g) / 4}
				key := []string{"a", "b", "c"}[i%3]
				img, err := c.Filtered(key, 32, 32, s, r.render)
				if err != nil || img.Bounds().Dx() != 32 {
					t.Errorf("%v %v", img, err)
					return
				}
				if i%17 == 0 {
					c.Forget(key)
				}
			}
		}()
	}
	for g := 0; g < 4; g++ {
		<-done
	}
	if c.Used() > 4*32*32*6 {
		t.Fatalf("%d bytes held, over budget", c.Used())
	}
}
