package display

import (
	"bytes"
	"fmt"
	"image"

	"github.com/fyne-io/oksvg"
	"github.com/srwiley/rasterx"
)

// RasterSVG draws an SVG document at w x h pixels, scaled to fit inside that box with
// its proportions kept and centred (Fyne's ImageFillContain), into a straight-alpha
// image for the Cache. It uses the rasteriser Fyne itself uses, so a picture drawn
// through the cache looks as it did as a canvas.Image; a document the rasteriser
// cannot read, or that makes it panic, is an error, never a crash.
func RasterSVG(data []byte, w, h int) (img image.Image, err error) {
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("display: svg at empty size %dx%d", w, h)
	}
	icon, err := oksvg.ReadIconStream(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("display: read svg: %w", err)
	}
	x, y, dw, dh := 0.0, 0.0, float64(w), float64(h)
	if vw, vh := icon.ViewBox.W, icon.ViewBox.H; vw > 0 && vh > 0 {
		if k := min(dw/vw, dh/vh); k > 0 {
			x, y = (dw-vw*k)/2, (dh-vh*k)/2
			dw, dh = vw*k, vh*k
		}
	}
	icon.SetTarget(x, y, dw, dh)
	out := image.NewNRGBA(image.Rect(0, 0, w, h))
	scanner := rasterx.NewScannerGV(w, h, out, out.Bounds())
	defer func() {
		if r := recover(); r != nil {
			img, err = nil, fmt.Errorf("display: draw svg: %v", r)
		}
	}()
	icon.Draw(rasterx.NewDasher(w, h, scanner), 1)
	return out, nil
}
