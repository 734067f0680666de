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

// BenchmarkFrame is one slider step of a whole 1920x1080 window showing a table, the
// issue's 30 frames per second budget (33 ms): a new filter, every theme colour mapped
// (the filtered theme asks the filter for each of them), the felt and 40 cards
// re-filtered through the cache for settings it has never seen, and the grain overlay
// rebuilt for the window (the grain slider moved too). Every op misses every cache:
// this is the worst step a drag can make. The home and rules screens cost the theme
// and the grain only, plus a few tile pictures.
func BenchmarkFrame(b *testing.B) {
	c := NewCache(0)
	felt := func(w, h int) (image.Image, error) {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				i := img.PixOffset(x, y)
				img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = uint8(20+x%7), uint8(90+y%11), 50, 255
			}
		}
		return img, nil
	}
	card := func(w, h int) (image.Image, error) {
		img := image.NewRGBA(image.Rect(0, 0, w, h))
		draw.Draw(img, img.Rect, &image.Uniform{color.RGBA{250, 247, 238, 255}}, image.Point{}, draw.Src)
		for y := 20; y < h-20; y += 9 {
			draw.Draw(img, image.Rect(15, y, w-15, y+3), &image.Uniform{color.RGBA{180, 20, 30, 255}}, image.Point{}, draw.Src)
		}
		return img, nil
	}
	keys := make([]string, 40)
	for i := range keys {
		keys[i] = fmt.Sprint("card", i)
	}
	themeColours := make([]color.NRGBA, 64) // more than the theme has
	for i := range themeColours {
		themeColours[i] = color.NRGBA{uint8(i * 4), uint8(255 - i*3), uint8(i * 7), 255}
	}
	g := NewGrain(0xCA4DA71A, 0.8)
	for i := 0; b.Loop(); i++ {
		s := filter.Settings{Contrast: 0.2 + float64(i%1000)/2000, Grain: 0.6 + float64(i%1000)/4000, Temperature: 0.7}
		f := filter.New(s)
		for _, tc := range themeColours {
			_ = f.Map(tc)
		}
		if _, err := c.Filtered("felt", 1920, 1080, s, felt); err != nil {
			b.Fatal(err)
		}
		for _, k := range keys {
			if _, err := c.Filtered(k, 150, 225, s, card); err != nil {
				b.Fatal(err)
			}
		}
		g.SetGrain(s.Grain)
		g.Image(1920, 1080)
	}
}
