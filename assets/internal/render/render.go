// Package render rasterises SVG art through Fyne's own software renderer,
// the same code path (canvas.Image -> oksvg) that draws the cards in the app,
// so that goldens, contact sheets and the packaged icon show what players see.
package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/software"
	"fyne.io/fyne/v2/test"
)

var appOnce sync.Once

// mu serialises renders: the software canvas and Fyne's caches are shared.
var mu sync.Mutex

// SVG renders the named SVG document to a w×h RGBA image with a transparent
// background. It fails when Fyne could not draw anything at all.
func SVG(name string, data []byte, w, h int) (*image.NRGBA, error) {
	appOnce.Do(func() {
		if fyne.CurrentApp() == nil {
			test.NewApp()
		}
	})
	mu.Lock()
	defer mu.Unlock()
	img := canvas.NewImageFromResource(fyne.NewStaticResource(name, data))
	img.FillMode = canvas.ImageFillStretch
	c := software.NewTransparentCanvas()
	c.SetPadded(false)
	c.SetScale(1)
	c.SetContent(img)
	c.Resize(fyne.NewSize(float32(w), float32(h)))
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Bounds(), c.Capture(), image.Point{}, draw.Src)
	for i := 3; i < len(out.Pix); i += 4 {
		if out.Pix[i] != 0 {
			return out, nil
		}
	}
	return nil, fmt.Errorf("render %s: Fyne drew nothing", name)
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
