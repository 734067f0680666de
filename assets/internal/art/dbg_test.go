package art

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/cardavia/cardavia/assets/internal/render"
)

func zoom(im *image.NRGBA, k int) *image.NRGBA {
	b := im.Bounds()
	out := image.NewNRGBA(image.Rect(0, 0, b.Dx()*k, b.Dy()*k))
	for y := 0; y < b.Dy()*k; y++ {
		for x := 0; x < b.Dx()*k; x++ {
			out.Set(x, y, im.At(x/k, y/k))
		}
	}
	return out
}

func TestDbg(t *testing.T) {
	a, _ := render.SVG("x1.svg", HwatuFace(HwatuCard{2, 2, KJunk, 0}), 60, 90)
	b, _ := render.SVG("x2.svg", ItalianFace(0, 1), 60, 90)
	fo, _ := os.Create("/tmp/a7/dbg.png")
	png.Encode(fo, render.Sheet([]*image.NRGBA{zoom(a, 4), zoom(b, 4)}, 2, 4))
	fo.Close()
}
