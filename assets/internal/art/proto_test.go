package art

import (
	"image"
	"image/png"
	"os"
	"testing"

	"github.com/cardavia/cardavia/games/cards"

	"github.com/cardavia/cardavia/assets/internal/render"
)

func sheet(t *testing.T, name string, faces [][]byte, cols, w int) {
	var ims []*image.NRGBA
	for i, b := range faces {
		im, err := render.SVG(name+string(rune('a'+i))+".svg", b, w, w*3/2)
		if err != nil {
			t.Fatal(err)
		}
		ims = append(ims, im)
	}
	fo, _ := os.Create("/tmp/a7/" + name + ".png")
	png.Encode(fo, render.Sheet(ims, cols, 6))
	fo.Close()
}

func TestProto(t *testing.T) {
	var fs [][]byte
	for _, n := range BackNames {
		fs = append(fs, Back(n))
	}
	sheet(t, "backs", fs, 3, 160)
	fs = nil
	for _, c := range cards.Hwatu.All() {
		fs = append(fs, HwatuFace(HwatuCard{cards.Month(c), int(c) % 4, cards.KindOf(c), cards.RibbonOf(c)}))
	}
	sheet(t, "hw60", fs, 12, 60)
	fs = nil
	for r := 0; r < 8; r++ {
		fs = append(fs, GermanFace(2, r))
	}
	for r := 0; r < 5; r++ {
		fs = append(fs, FrenchFace(1, r))
	}
	sheet(t, "de60", fs, 13, 60)
	sheet(t, "big", [][]byte{ItalianFace(0, 8), GermanFace(3, 5), HwatuFace(HwatuCard{1, 0, cards.Bright, 0})}, 3, 400)
}
