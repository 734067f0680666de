package art

import (
	"image/png"
	"os"
	"testing"

	"github.com/cardavia/cardavia/assets/internal/render"
)

func TestProto(t *testing.T) {
	d := NewDoc(W, H)
	d.frame(paper, "#b33")
	d.Text("0123456789", 120, 20, 30, "#b22", 3, 0.8)
	d.Text("AJQKUOBD", 120, 70, 30, "#222", 3, 1)
	d.Text("10", 40, 120, 36, "#222", 3, 0.85)
	d.Circle(120, 250, 50, d.Linear("g", 0, 0, 0, 1, "#fe8", "#c80"), "#630", 3)
	b := d.Bytes()
	im, err := render.SVG("p.svg", b, 240, 360)
	if err != nil {
		t.Fatal(err)
	}
	fo, _ := os.Create("/tmp/a7/proto.png")
	png.Encode(fo, im)
	fo.Close()
	im, _ = render.SVG("p2.svg", b, 60, 90)
	fo, _ = os.Create("/tmp/a7/proto60.png")
	png.Encode(fo, im)
	fo.Close()
}
