// Package render rasterises SVG art for the asset tooling: the goldens,
// contact sheets and benchmarks of package assets, and the packaged icon
// (assets/internal/gen). It draws with oksvg + rasterx, the rasteriser Fyne
// itself uses for SVG, so what it shows is what Fyne can draw; it needs no
// Fyne app. The game table does not draw through here: it rasterises its
// cards in ui/table/art.go (rasterSVG), then filters them for the display
// settings.
package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// SVG renders the named SVG document stretched to a w×h RGBA image with a
// transparent background. It fails when nothing at all could be drawn.
func SVG(name string, data []byte, w, h int) (out *image.NRGBA, err error) {
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("render %s: %w", name, err)
	}
	icon.SetTarget(0, 0, float64(w), float64(h))
	out = image.NewNRGBA(image.Rect(0, 0, w, h))
	scanner := rasterx.NewScannerGV(w, h, out, out.Bounds())
	defer func() {
		if r := recover(); r != nil {
			out, err = nil, fmt.Errorf("render %s: %v", name, r)
		}
	}()
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	for i := 3; i < len(out.Pix); i += 4 {
		if out.Pix[i] != 0 {
			return out, nil
		}
	}
	return nil, fmt.Errorf("render %s: nothing was drawn", name)
}

// Sheet lays images out in a grid of cols columns on a felt-green background
// with the given gap, for the contact sheets in docs/.
func Sheet(imgs []*image.NRGBA, cols, gap int) *image.NRGBA {
	if len(imgs) == 0 {
		return image.NewNRGBA(image.Rect(0, 0, 1, 1))
	}
	cw, ch := imgs[0].Bounds().Dx(), imgs[0].Bounds().Dy()
	rows := (len(imgs) + cols - 1) / cols
	out := image.NewNRGBA(image.Rect(0, 0, cols*(cw+gap)+gap, rows*(ch+gap)+gap))
	draw.Draw(out, out.Bounds(), &image.Uniform{color.NRGBA{0x1f, 0x5c, 0x3a, 0xff}}, image.Point{}, draw.Src)
	for i, im := range imgs {
		x := gap + (i%cols)*(cw+gap)
		y := gap + (i/cols)*(ch+gap)
		draw.Draw(out, image.Rect(x, y, x+cw, y+ch), im, image.Point{}, draw.Over)
	}
	return out
}
