package filter

import (
	"image"
	"image/color"
	"image/draw"
	"testing"
)

// table is a 1920x1080 table as the UI rasterises it: an opaque felt covering the
// window plus 40 cards of 150x225 pixels (a full Scopa deck on screen at once, more
// than any real position shows) with rounded, anti-aliased corners, all premultiplied
// RGBA as Fyne's SVG rasteriser produces them.
type table struct {
	src, dst []*image.RGBA
}

func newTable() *table {
	t := &table{}
	felt := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
	for y := 0; y < 1080; y++ {
		for x := 0; x < 1920; x++ {
			i := felt.PixOffset(x, y)
			felt.Pix[i], felt.Pix[i+1], felt.Pix[i+2], felt.Pix[i+3] = uint8(20+x%7), uint8(90+y%11), 50, 255
		}
	}
	t.add(felt)
	for c := 0; c < 40; c++ {
		card := image.NewRGBA(image.Rect(0, 0, 150, 225))
		draw.Draw(card, card.Rect, &image.Uniform{color.RGBA{250, 248, 240, 255}}, image.Point{}, draw.Src)
		// Ink: a band of dark and red strokes.
		for y := 20; y < 200; y += 9 {
			draw.Draw(card, image.Rect(15, y, 135, y+3), &image.Uniform{color.RGBA{uint8(180 * (c % 2)), 20, 30, 255}}, image.Point{}, draw.Src)
		}
		// Rounded corners: transparent outside, a ring of partial alpha on the edge.
		for y := 0; y < 8; y++ {
			for x := 0; x < 8; x++ {
				d := (8-x)*(8-x) + (8-y)*(8-y)
				for _, p := range [4]image.Point{{x, y}, {149 - x, y}, {x, 224 - y}, {149 - x, 224 - y}} {
					switch {
					case d > 72:
						card.SetRGBA(p.X, p.Y, color.RGBA{})
					case d > 50:
						card.SetRGBA(p.X, p.Y, color.RGBA{125, 124, 120, 128})
					}
				}
			}
		}
		t.add(card)
	}
	return t
}

func (t *table) add(img *image.RGBA) {
	t.src = append(t.src, img)
	t.dst = append(t.dst, image.NewRGBA(img.Rect))
}

func (t *table) pixels() int {
	n := 0
	for _, img := range t.src {
		n += img.Rect.Dx() * img.Rect.Dy()
	}
	return n
}

// BenchmarkTable is the budget: what one slider step costs, building the
// tables and re-filtering every image of a 1920x1080 table. It must stay under 16 ms
// per op on one core (go test -bench . -benchmem -cpu 1 ./ui/filter).
func BenchmarkTable(b *testing.B) {
	t := newTable()
	b.SetBytes(int64(4 * t.pixels()))
	settings := []Settings{{0.7, 0.8, 0.3}, {0.3, 0.5, 0.9}}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		f := New(settings[i%2])
		for j, src := range t.src {
			if err := f.Apply(t.dst[j], src); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkFullHDNRGBA filters one 1920x1080 straight-alpha image of random colours:
// the worst case for the temperature step, whose memo never hits (a table holds a few
// hundred colours; see BenchmarkTable).
func BenchmarkFullHDNRGBA(b *testing.B) {
	src := randomNRGBA(1920, 1080, 1)
	dst := image.NewNRGBA(src.Rect)
	f := New(Settings{0.7, 0.5, 0.3})
	b.SetBytes(int64(len(src.Pix)))
	for b.Loop() {
		if err := f.Apply(dst, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFullHDRGBA filters one opaque 1920x1080 premultiplied image of random
// colours (the worst case, as above).
func BenchmarkFullHDRGBA(b *testing.B) {
	src := toRGBA(randomNRGBA(1920, 1080, 1))
	for i := 3; i < len(src.Pix); i += 4 {
		src.Pix[i] = 255
	}
	dst := image.NewRGBA(src.Rect)
	f := New(Settings{0.7, 0.5, 0.3})
	b.SetBytes(int64(len(src.Pix)))
	for b.Loop() {
		if err := f.Apply(dst, src); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew is the cost of building the lookup tables for one slider step.
func BenchmarkNew(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		New(Settings{0.3 + float64(i%10)/100, 0.9, 0.2})
	}
}

// BenchmarkGrainImage builds a full-window grain overlay (only on resize or when the
// grain slider moves).
func BenchmarkGrainImage(b *testing.B) {
	tile := NewGrainTile(1)
	for b.Loop() {
		tile.Image(1920, 1080, 0.8)
	}
}

// BenchmarkGrainTile builds the noise tile (once per run).
func BenchmarkGrainTile(b *testing.B) {
	for b.Loop() {
		NewGrainTile(1)
	}
}
