package ui

import (
	"image"
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/ui/display"
)

// TestHomeFirstFrameDoesNotWaitForPictures: with BackgroundPictures (the
// app's setting) the home screen's first frame is painted while every card
// picture is still being drawn: the cards show their paper at their own size,
// and once the pictures are released they appear in the same places.
func TestHomeFirstFrameDoesNotWaitForPictures(t *testing.T) {
	s, _ := newTestShellDeps(t, catalog.All(), Deps{Picture: AssetPicture, BackgroundPictures: true})
	release := make(chan struct{})
	s.rasterSVG = func(data []byte, w, h int) (image.Image, error) {
		select {
		case <-release:
		case <-time.After(20 * time.Second): // only when the painter itself waits here
			t.Error("a card picture was drawn on the first frame's path")
		}
		return display.RasterSVG(data, w, h)
	}
	first := s.w.Canvas().Capture()
	cards := homeRasters(s)
	if len(cards) != len(catalog.All()) {
		t.Fatalf("%d card rasters on home, want %d", len(cards), len(catalog.All()))
	}
	before := placesOf(cards)
	for i := range cards {
		if n := colours(first, before[i]); n > 2 {
			t.Errorf("card %d shows %d colours before its picture was drawn, want its plain paper", i, n)
		}
	}
	close(release)
	s.disp.cache.Wait()
	second := s.w.Canvas().Capture()
	after := placesOf(cards)
	for i := range cards {
		if after[i] != before[i] {
			t.Errorf("card %d moved when its picture came: %v → %v", i, before[i], after[i])
		}
		if n := colours(second, after[i]); n < 50 {
			t.Errorf("card %d shows %d colours once released, want its picture", i, n)
		}
	}
}

// homeRasters are the home screen's card pictures, in tile order.
func homeRasters(s *Shell) []*canvas.Raster {
	var out []*canvas.Raster
	walk(s.nav.stack[0].obj, func(o fyne.CanvasObject) {
		if r, ok := o.(*canvas.Raster); ok && r.Visible() {
			out = append(out, r)
		}
	})
	return out
}

// placesOf are the rasters' rectangles in the window, in pixels.
func placesOf(rs []*canvas.Raster) []image.Rectangle {
	d := fyne.CurrentApp().Driver()
	out := make([]image.Rectangle, len(rs))
	for i, r := range rs {
		p := d.AbsolutePositionForObject(r)
		out[i] = image.Rect(int(p.X), int(p.Y), int(p.X+r.Size().Width), int(p.Y+r.Size().Height))
	}
	return out
}

// colours counts the distinct colours inside r, less a two-pixel border
// (the edges blend into the tile).
func colours(img image.Image, r image.Rectangle) int {
	seen := map[color.RGBA]bool{}
	for y := r.Min.Y + 2; y < r.Max.Y-2; y++ {
		for x := r.Min.X + 2; x < r.Max.X-2; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			seen[c] = true
		}
	}
	return len(seen)
}
