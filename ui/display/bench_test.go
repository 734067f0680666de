package display

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"testing"

	"github.com/cardavia/cardavia/ui/filter"
)

// BenchmarkCacheSliderStep is one slider step as the table sees it through the cache:
// a 1920x1080 felt and 40 cards of 150x225 re-filtered for settings never seen before
// (every op misses), including allocating the filtered images and the garbage they
// leave. Run with -cpu 1 to compare with ui/filter's 16 ms budget.
func BenchmarkCacheSliderStep(b *testing.B) {
	c := NewCache(0)
	felt := func(w, h int) (image.Image, error) {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Rect, &image.Uniform{color.RGBA{20, 95, 55, 255}}, image.Point{}, draw.Src)
		return img, nil
	}
	card := func(w, h int) (image.Image, error) {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Rect, &image.Uniform{color.RGBA{250, 247, 238, 255}}, image.Point{}, draw.Src)
		return img, nil
	}
	keys := make([]string, 40)
	for i := range keys {
		keys[i] = fmt.Sprint("card", i)
	}
	for i := 0; b.Loop(); i++ {
		s := filter.Settings{Contrast: 0.2 + float64(i%1000)/2000, Grain: 0.5, Temperature: 0.7}
		if _, err := c.Filtered("felt", 1920, 1080, s, felt); err != nil {
			b.Fatal(err)
		}
		for _, k := range keys {
			if _, err := c.Filtered(k, 150, 225, s, card); err != nil {
				b.Fatal(err)
			}
		}
	}
}
