package display

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/filter"
)

func TestQuantise(t *testing.T) {
	tests := []struct{ in, want int }{
		{1, 1}, {16, 16}, {17, 17}, {31, 31}, {33, 34}, {64, 64}, {65, 68},
		{120, 120}, {121, 124}, {127, 128}, {128, 128}, {129, 136}, {200, 200},
		{201, 208}, {320, 320}, {321, 336}, {1000, 1024},
	}
	for _, tc := range tests {
		got, _ := Quantise(tc.in, 1)
		if got != tc.want {
			t.Errorf("quantise(%d) = %d, want %d", tc.in, got, tc.want)
		}
		// Never smaller, and at most 1/16 larger: the painter only shrinks a little.
		if got < tc.in || float64(got-tc.in) > float64(tc.in)/16 {
			t.Errorf("quantise(%d) = %d is outside [v, v+v/16]", tc.in, got)
		}
	}
	// Sizes within a step share one raster.
	a, b := quantise(201), quantise(207)
	if a != b {
		t.Errorf("201 and 207 quantise to %d and %d", a, b)
	}
}

// patience bounds the wait for something that must happen; it only ends a
// test that would otherwise hang, so it is generous for a loaded machine.
const patience = time.Minute

// gated is a render func that blocks until its gate opens, counting calls.
type gated struct {
	gate  chan struct{}
	mu    sync.Mutex
	calls map[image.Point]int
}

func newGated() *gated { return &gated{gate: make(chan struct{}), calls: map[image.Point]int{}} }

func (g *gated) render(w, h int) (image.Image, error) {
	<-g.gate
	g.mu.Lock()
	g.calls[image.Pt(w, h)]++
	g.mu.Unlock()
	c := &counter{}
	return c.render(w, h)
}

func (g *gated) count(p image.Point) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.calls[p]
}

// refreshes replaces the cache's UI hand-over with a channel.
func refreshes(c *Cache) chan *canvas.Raster {
	ch := make(chan *canvas.Raster, 64)
	c.bgState().refresh = func(r *canvas.Raster) { ch <- r }
	return ch
}

func TestBackgroundRasterNeverBlocks(t *testing.T) {
	test.NewTempApp(t)
	c := NewCache(0)
	ch := refreshes(c)
	g := newGated()
	s := filter.Settings{Contrast: 0.8, Grain: 0.5, Temperature: 0.5}
	ivory := color.NRGBA{0xfb, 0xf8, 0xf1, 0xff}
	r := c.NewBackgroundRaster("card", g.render, func() filter.Settings { return s }, nil, ivory)

	done := make(chan image.Image)
	go func() { done <- r.Generator(200, 300) }()
	var first image.Image
	select {
	case first = <-done:
	case <-time.After(patience):
		t.Fatal("the generator waited for the render")
	}
	if first.Bounds().Dx() != 1 || color.NRGBAModel.Convert(first.At(0, 0)) != ivory {
		t.Fatalf("no cached size: want the 1x1 placeholder, got %v", first.Bounds())
	}
	// Asking again while the render runs neither blocks nor queues a second render.
	r.Generator(200, 300)
	close(g.gate)
	select {
	case got := <-ch:
		if got != r {
			t.Fatal("another raster was refreshed")
		}
	case <-time.After(patience):
		t.Fatal("the picture never arrived")
	}
	c.Wait()
	q := image.Pt(Quantise(200, 300))
	if n := g.count(q); n != 1 {
		t.Fatalf("rendered %d times, want once", n)
	}
	img := r.Generator(200, 300)
	want, _ := (&counter{}).render(q.X, q.Y)
	wantF := image.NewNRGBA(want.Bounds())
	if err := filter.Apply(wantF, want, s); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(pix(img), wantF.Pix) {
		t.Fatal("the arrived picture is not the filtered render")
	}
	// A size within the same step hits the cache: the same image, no render.
	if got := r.Generator(195, 290); got != img {
		t.Fatal("a size within the step missed the cache")
	}
	c.Wait()
	if image.Pt(Quantise(195, 290)) != q || g.count(q) != 1 || len(g.calls) != 1 {
		t.Fatal("a size within the step was rendered")
	}
	// A filter change applies at once from the cached raster, without rendering.
	s = filter.Settings{Contrast: 0.2, Grain: 0.5, Temperature: 0.9}
	if got := r.Generator(200, 300); bytes.Equal(pix(got), pix(img)) {
		t.Fatal("the settings change did not re-filter")
	}
	if c.Workers() != 0 || g.count(q) != 1 {
		t.Fatal("a settings change rendered in the background")
	}
	// A new size draws the nearest cached size meanwhile.
	g2 := newGated()
	r2 := c.NewBackgroundRaster("card", g2.render, func() filter.Settings { return s }, nil, ivory)
	if got := r2.Generator(400, 600); got.Bounds().Size() != q {
		t.Fatalf("want the 200 px picture stretched meanwhile, got %v", got.Bounds())
	}
	c.Stop()
	close(g2.gate)
	c.Wait()
	if c.Workers() != 0 {
		t.Fatal("workers outlived Stop")
	}
}

func TestBackgroundRasterSupersededAndErrors(t *testing.T) {
	test.NewTempApp(t)
	c := NewCache(0)
	ch := refreshes(c)
	g := newGated()
	s := filter.Default()
	r := c.NewBackgroundRaster("card", g.render, func() filter.Settings { return s }, nil, nil)
	// A drag through many sizes: only the sizes still wanted are rendered.
	for w := 100; w <= 400; w += 20 {
		r.Generator(w, w*3/2)
	}
	close(g.gate)
	c.Wait()
	g.mu.Lock()
	n := len(g.calls)
	g.mu.Unlock()
	if n > workers+1 {
		t.Fatalf("a drag through 16 sizes rendered %d of them; superseded sizes must be skipped", n)
	}
	if g.count(image.Pt(quantise(400), quantise(600))) != 1 {
		t.Fatal("the last size asked for was not rendered")
	}
	for len(ch) > 0 {
		<-ch
	}

	var errs []error
	boom := errors.New("boom")
	calls := 0
	var mu sync.Mutex
	bad := c.NewBackgroundRaster("bad", func(int, int) (image.Image, error) {
		mu.Lock()
		calls++
		mu.Unlock()
		return nil, boom
	}, func() filter.Settings { return s }, func(err error) { errs = append(errs, err) }, color.NRGBA{G: 0x60, A: 0xff})
	// An opaque placeholder while it renders, so that the blank drawn for
	// the failure cannot be taken for it.
	if img := bad.Generator(10, 10); isBlank(img) {
		t.Fatal("the placeholder is drawn as a blank")
	}
	c.Wait()
	<-ch // the failure is drawn too: as a blank, with the error reported
	if img := bad.Generator(10, 10); !isBlank(img) || len(errs) != 1 || !errors.Is(errs[0], boom) {
		t.Fatalf("got %v, errors %v", img.Bounds(), errs)
	}
	bad.Generator(10, 10)
	c.Wait()
	if calls != 1 {
		t.Fatalf("a failed picture was rendered %d times", calls)
	}
	c.Forget("bad")
	bad.Generator(10, 10)
	c.Wait()
	if calls != 2 {
		t.Fatal("Forget did not allow a retry")
	}
}

// TestBackgroundRasterConcurrent drives many rasters from several goroutines with a
// small budget; run with -race.
func TestBackgroundRasterConcurrent(t *testing.T) {
	test.NewTempApp(t)
	c := NewCache(4 * 64 * 96 * 8)
	refreshes(c)
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := c.NewBackgroundRaster([]string{"a", "b"}[g%2], (&counter{}).render,
				func() filter.Settings { return filter.Settings{Contrast: float64(g) / 4, Grain: 0.5, Temperature: 0.5} }, nil, nil)
			for i := 0; i < 60; i++ {
				if img := r.Generator(40+i%24, 60+i%36); img == nil {
					t.Error("nil image")
				}
			}
		}()
	}
	wg.Wait()
	c.Wait()
	if c.Used() > 4*64*96*8+4*64*96 {
		t.Fatalf("%d bytes held, over budget", c.Used())
	}
	if c.Workers() != 0 {
		t.Fatal("workers still running after the queue emptied")
	}
}
