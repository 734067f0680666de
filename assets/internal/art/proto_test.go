package art

import (
	"image"
	"image/png"
	"os"
	"testing"

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
	for s := 0; s < 4; s++ {
		for r := 0; r < 10; r++ {
			fs = append(fs, ItalianFace(s, r))
		}
	}
	sheet(t, "it", fs, 10, 120)
	sheet(t, "it60", fs[:10], 10, 60)
	fs = nil
	for s := 0; s < 4; s++ {
		for r := 0; r < 8; r++ {
			fs = append(fs, GermanFace(s, r))
		}
	}
	sheet(t, "de", fs, 8, 120)
	fs = nil
	for s := 0; s < 4; s++ {
		for r := 0; r < 5; r++ {
			fs = append(fs, FrenchFace(s, r))
		}
	}
	sheet(t, "fr", fs, 5, 120)
	fs = nil
	kinds := [12][4][2]int{
		{{KBright, 0}, {KRibbon, RRedPoem}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RRedPoem}, {KJunk, 0}, {KJunk, 0}},
		{{KBright, 0}, {KRibbon, RRedPoem}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RPlainRed}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RPlainRed}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RBlue}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RPlainRed}, {KJunk, 0}, {KJunk, 0}},
		{{KBright, 0}, {KAnimal, 0}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RBlue}, {KJunk, 0}, {KJunk, 0}},
		{{KAnimal, 0}, {KRibbon, RBlue}, {KJunk, 0}, {KJunk, 0}},
		{{KBright, 0}, {KDouble, 0}, {KJunk, 0}, {KJunk, 0}},
		{{KBright, 0}, {KAnimal, 0}, {KRibbon, RNoSet}, {KDouble, 0}},
	}
	for m := 0; m < 12; m++ {
		for s := 0; s < 4; s++ {
			fs = append(fs, HwatuFace(HwatuCard{m + 1, s, kinds[m][s][0], kinds[m][s][1]}))
		}
	}
	sheet(t, "hw", fs, 8, 110)
	sheet(t, "hw60", fs[:16], 8, 60)
}
