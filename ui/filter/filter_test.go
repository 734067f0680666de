package filter

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

// randomNRGBA is a seeded picture with every kind of pixel: opaque, empty and
// partially transparent.
func randomNRGBA(w, h int, seed uint64) *image.NRGBA {
	rng := rand.New(rand.NewPCG(seed, 1))
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2] = uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256))
		switch rng.IntN(4) {
		case 0:
			img.Pix[i+3] = 0
		case 1:
			img.Pix[i+3] = uint8(rng.IntN(256))
		default:
			img.Pix[i+3] = 255
		}
	}
	return img
}

func toRGBA(src image.Image) *image.RGBA {
	dst := image.NewRGBA(src.Bounds())
	draw.Draw(dst, dst.Rect, src, src.Bounds().Min, draw.Src)
	return dst
}

// opaque hides an image's concrete type, forcing the generic path.
type opaque struct{ image.Image }

func TestNeutralIsIdentityToTheBit(t *testing.T) {
	src := randomNRGBA(37, 23, 7)
	// An offset sub-image checks that strides and origins are honoured.
	big := randomNRGBA(60, 40, 8)
	sub := big.SubImage(image.Rect(11, 5, 48, 28)).(*image.NRGBA)
	settings := []Settings{
		Default(),
		{Contrast: 0.5, Grain: 0, Temperature: 0.5},   // grain's lower half is off
		{Contrast: 0.5, Grain: 0.3, Temperature: 0.5}, // ditto
	}
	for _, s := range settings {
		for _, tc := range []struct {
			name string
			src  image.Image
			dst  draw.Image
		}{
			{"nrgba", src, image.NewNRGBA(src.Rect)},
			{"nrgba-sub", sub, image.NewNRGBA(image.Rect(0, 0, 37, 23))},
			{"rgba", toRGBA(src), image.NewRGBA(src.Rect)},
			{"rgba-sub", toRGBA(sub), image.NewRGBA(image.Rect(3, 3, 40, 26))},
		} {
			t.Run(fmt.Sprintf("%v/%s", s, tc.name), func(t *testing.T) {
				if err := Apply(tc.dst, tc.src, s); err != nil {
					t.Fatal(err)
				}
				sb, db := tc.src.Bounds(), tc.dst.Bounds()
				for y := 0; y < sb.Dy(); y++ {
					for x := 0; x < sb.Dx(); x++ {
						want := tc.src.At(sb.Min.X+x, sb.Min.Y+y)
						got := tc.dst.At(db.Min.X+x, db.Min.Y+y)
						if want != got {
							t.Fatalf("pixel %d,%d: got %v, want %v", x, y, got, want)
						}
					}
				}
			})
		}
	}
}

func TestInPlace(t *testing.T) {
	s := Settings{Contrast: 0.8, Grain: 0.5, Temperature: 0.2}
	src := randomNRGBA(20, 10, 3)
	want := image.NewNRGBA(src.Rect)
	if err := Apply(want, src, s); err != nil {
		t.Fatal(err)
	}
	if err := Apply(src, src, s); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src.Pix, want.Pix) {
		t.Fatal("filtering in place differs from filtering into a new image")
	}
}

func TestFastPathsMatchGenericPath(t *testing.T) {
	s := Settings{Contrast: 0.7, Grain: 0.8, Temperature: 0.9}
	f := New(s)
	src := randomNRGBA(31, 17, 11)
	want := image.NewNRGBA(src.Rect)
	if err := f.Apply(want, opaque{src}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		src  image.Image
		dst  draw.Image
		tol  float64 // in premultiplied 8-bit levels: premultiplied storage rounds
	}{
		{"nrgba>nrgba", src, image.NewNRGBA(src.Rect), 0},
		{"nrgba>rgba", src, image.NewRGBA(src.Rect), 1},
		{"rgba>nrgba", toRGBA(src), image.NewNRGBA(src.Rect), 4},
		{"rgba>rgba", toRGBA(src), image.NewRGBA(src.Rect), 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if err := f.Apply(tc.dst, tc.src); err != nil {
				t.Fatal(err)
			}
			for y := 0; y < src.Rect.Dy(); y++ {
				for x := 0; x < src.Rect.Dx(); x++ {
					w := color.RGBA64Model.Convert(want.At(x, y)).(color.RGBA64)
					g := color.RGBA64Model.Convert(tc.dst.At(x, y)).(color.RGBA64)
					for i, pair := range [][2]uint16{{w.R, g.R}, {w.G, g.G}, {w.B, g.B}, {w.A, g.A}} {
						d := math.Abs(float64(pair[0])-float64(pair[1])) / 257
						if d > tc.tol+1e-9 {
							t.Fatalf("pixel %d,%d channel %d: got %v, want %v", x, y, i, g, w)
						}
					}
				}
			}
		})
	}
}

func TestApplyErrors(t *testing.T) {
	src := randomNRGBA(4, 4, 1)
	if err := Apply(image.NewNRGBA(image.Rect(0, 0, 4, 5)), src, Default()); !errors.Is(err, ErrSize) {
		t.Errorf("size mismatch: got %v, want ErrSize", err)
	}
	if err := Apply(image.NewGray(image.Rect(0, 0, 4, 4)), src, Default()); !errors.Is(err, ErrDestination) {
		t.Errorf("gray destination: got %v, want ErrDestination", err)
	}
}

func TestClampingAtTheEnds(t *testing.T) {
	for _, tc := range []struct {
		name     string
		in, want Settings
	}{
		{"below", Settings{-3, -1, -0.01}, Settings{0, 0, 0}},
		{"above", Settings{1.5, 7, 1.0001}, Settings{1, 1, 1}},
		{"nan", Settings{math.NaN(), math.NaN(), math.NaN()}, Default()},
		{"infinite", Settings{math.Inf(1), math.Inf(-1), math.Inf(1)}, Settings{1, 0, 1}},
		{"inside", Settings{0.25, 0.75, 0.6}, Settings{0.25, 0.75, 0.6}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.in.Clamped(); got != tc.want {
				t.Fatalf("Clamped: got %v, want %v", got, tc.want)
			}
			if New(tc.in).lut != New(tc.want).lut {
				t.Fatal("the filter for out-of-range settings differs from the clamped one")
			}
		})
	}
}

func TestContrastIsMonotonic(t *testing.T) {
	var prev *Filter
	for i := 0; i <= 20; i++ {
		c := float64(i) / 20
		f := New(Settings{Contrast: c, Grain: 0.5, Temperature: 0.5})
		for ch := 0; ch < 3; ch++ {
			for v := 1; v < 256; v++ {
				if f.lut[ch][v] < f.lut[ch][v-1] {
					t.Fatalf("contrast %.2f: tone curve falls at %d", c, v)
				}
			}
			if prev != nil {
				for v := 0; v < 256; v++ {
					// Moving the slider up never brings a tone closer to mid-grey.
					if math.Abs(float64(f.lut[ch][v])-127.5) < math.Abs(float64(prev.lut[ch][v])-127.5) {
						t.Fatalf("contrast %.2f: value %d moved towards mid-grey", c, v)
					}
				}
			}
		}
		prev = f
	}
	low := New(Settings{Contrast: 0, Grain: 0.5, Temperature: 0.5})
	high := New(Settings{Contrast: 1, Grain: 0.5, Temperature: 0.5})
	for _, v := range []uint8{0, 40, 90, 170, 220, 255} {
		if !(math.Abs(float64(high.lut[0][v])-127.5) > math.Abs(float64(low.lut[0][v])-127.5)) {
			t.Errorf("value %d: contrast 100%% (%d) is not further from mid-grey than 0%% (%d)", v, high.lut[0][v], low.lut[0][v])
		}
	}
	// Mid-grey itself stays put.
	for _, c := range []float64{0, 0.25, 1} {
		if g := New(Settings{Contrast: c, Grain: 0.5, Temperature: 0.5}).lut[1][128]; g < 127 || g > 129 {
			t.Errorf("contrast %.2f moved mid-grey to %d", c, g)
		}
	}
}

func linearLuminance(r, g, b uint8) float64 {
	return lumR*srgbDecode(float64(r)/255) + lumG*srgbDecode(float64(g)/255) + lumB*srgbDecode(float64(b)/255)
}

func TestTemperatureIsMonotonicAndKeepsLuminance(t *testing.T) {
	var prevR, prevB uint8
	for i := 0; i <= 20; i++ {
		temp := float64(i) / 20
		f := New(Settings{Contrast: 0.5, Grain: 0.5, Temperature: temp})
		// Greys, and coloured pixels too: the felt, a card back's red, ink, a
		// blue, an ochre (colours near white clip at the warm end: see below).
		for _, c := range []color.NRGBA{{60, 60, 60, 255}, {128, 128, 128, 255}, {190, 190, 190, 255},
			{48, 130, 82, 255}, {168, 20, 30, 255}, {40, 30, 30, 255}, {30, 60, 160, 255}, {180, 160, 80, 255}} {
			o := f.Map(c)
			in := linearLuminance(c.R, c.G, c.B)
			if out := linearLuminance(o.R, o.G, o.B); math.Abs(out-in)/in > 0.03 {
				t.Errorf("temperature %.2f colour %v -> %v: luminance %.4f, want %.4f", temp, c, o, out, in)
			}
		}
		grey := f.Map(color.NRGBA{128, 128, 128, 255})
		r, b := grey.R, grey.B
		if i > 0 && (r < prevR || b > prevB) {
			t.Fatalf("temperature %.2f: grey went to R %d B %d from R %d B %d; want warmer", temp, r, b, prevR, prevB)
		}
		prevR, prevB = r, b
	}
	cool := New(Settings{Contrast: 0.5, Grain: 0.5, Temperature: 0}).Map(color.NRGBA{128, 128, 128, 255})
	warm := New(Settings{Contrast: 0.5, Grain: 0.5, Temperature: 1}).Map(color.NRGBA{128, 128, 128, 255})
	if !(cool.B > cool.G && cool.G > cool.R) {
		t.Errorf("cool grey %v is not bluish", cool)
	}
	if !(warm.R > warm.G && warm.G > warm.B) {
		t.Errorf("warm grey %v is not amber", warm)
	}
}

// TestWarmWhiteKeepsMostLuminance pins the one place luminance cannot be kept: white
// paper cannot turn amber without getting darker, since sRGB has no brighter amber.
// The clip must cost no more than that.
func TestWarmWhiteKeepsMostLuminance(t *testing.T) {
	for _, tc := range []struct {
		temp    float64
		minLum  float64
		warmish bool
	}{{1, 0.78, true}, {0.75, 0.9, true}, {0.25, 0.9, false}, {0, 0.85, false}} {
		w := New(Settings{Contrast: 0.5, Grain: 0.5, Temperature: tc.temp}).Map(color.NRGBA{255, 255, 255, 255})
		if l := linearLuminance(w.R, w.G, w.B); l < tc.minLum {
			t.Errorf("temperature %.2f: white became %v, luminance %.3f < %.2f", tc.temp, w, l, tc.minLum)
		}
		if tc.warmish != (w.B < w.R) {
			t.Errorf("temperature %.2f: white became %v", tc.temp, w)
		}
	}
}

func TestKelvinAndLocus(t *testing.T) {
	for _, tc := range []struct {
		temp, kelvin float64
	}{{0, CoolKelvin}, {0.5, NeutralKelvin}, {1, WarmKelvin}, {-1, CoolKelvin}, {2, WarmKelvin}} {
		if got := Kelvin(tc.temp); math.Abs(got-tc.kelvin) > 1e-6 {
			t.Errorf("Kelvin(%v) = %v, want %v", tc.temp, got, tc.kelvin)
		}
	}
	for i := 1; i <= 100; i++ {
		if Kelvin(float64(i)/100) >= Kelvin(float64(i-1)/100) {
			t.Fatalf("Kelvin is not decreasing at %d%%", i)
		}
	}
	// Published Planckian-locus chromaticities (CIE 1931 2°).
	for _, tc := range []struct{ k, x, y float64 }{
		{2700, 0.4599, 0.4106},
		{4000, 0.3805, 0.3768},
		{6500, 0.3135, 0.3236},
		{10000, 0.2807, 0.2884},
	} {
		x, y := planckXY(tc.k)
		if math.Abs(x-tc.x) > 0.002 || math.Abs(y-tc.y) > 0.002 {
			t.Errorf("planckXY(%v) = %.4f, %.4f; want %.4f, %.4f", tc.k, x, y, tc.x, tc.y)
		}
	}
}

// composite draws a grain overlay over a uniform grey of level v, as the window does,
// and returns the mean and standard deviation of the green channel.
func composite(overlay *image.NRGBA, v uint8) (mean, sd float64, lo, hi uint8) {
	dst := image.NewRGBA(overlay.Rect)
	draw.Draw(dst, dst.Rect, &image.Uniform{color.RGBA{v, v, v, 255}}, image.Point{}, draw.Src)
	draw.Draw(dst, dst.Rect, overlay, image.Point{}, draw.Over)
	var sum, sum2 float64
	lo, hi = 255, 0
	for i := 1; i < len(dst.Pix); i += 4 {
		g := dst.Pix[i]
		sum += float64(g)
		sum2 += float64(g) * float64(g)
		lo, hi = min(lo, g), max(hi, g)
	}
	n := float64(len(dst.Pix) / 4)
	mean = sum / n
	return mean, math.Sqrt(sum2/n - mean*mean), lo, hi
}

func TestGrainIsDeterministic(t *testing.T) {
	a := NewGrainTile(42).Image(300, 200, 1)
	b := NewGrainTile(42).Image(300, 200, 1)
	c := NewGrainTile(43).Image(300, 200, 1)
	if !bytes.Equal(a.Pix, b.Pix) {
		t.Fatal("same seed, different grain")
	}
	if bytes.Equal(a.Pix, c.Pix) {
		t.Fatal("different seeds, same grain")
	}
	// A larger surface shows the same grain where they overlap: resizing the window
	// does not make it crawl.
	big := NewGrainTile(42).Image(GrainTileSize+100, 250, 1)
	for y := 0; y < 200; y++ {
		if !bytes.Equal(a.Pix[y*a.Stride:y*a.Stride+4*300], big.Pix[y*big.Stride:y*big.Stride+4*300]) {
			t.Fatalf("row %d differs between sizes", y)
		}
	}
	// And the tile repeats seamlessly.
	if !bytes.Equal(big.Pix[:4*100], big.Pix[4*GrainTileSize:4*(GrainTileSize+100)]) {
		t.Fatal("the tile does not repeat")
	}
}

func TestGrainStrength(t *testing.T) {
	tile := NewGrainTile(1)
	for _, tc := range []struct {
		grain, sigma float64
	}{
		{0, 0}, {0.3, 0}, {0.5, 0},
		{0.625, MaxGrainSigma / 4}, {0.75, MaxGrainSigma / 2}, {1, MaxGrainSigma}, {3, MaxGrainSigma},
	} {
		t.Run(fmt.Sprint(tc.grain), func(t *testing.T) {
			img := tile.Image(GrainTileSize, GrainTileSize, tc.grain)
			if tc.sigma == 0 {
				if img != nil {
					t.Fatal("grain at or below 50% must be off")
				}
				return
			}
			for _, v := range []uint8{128, 60, 200} {
				// Filter first (it compensates the overlay's pull), then overlay.
				f := New(Settings{Contrast: 0.5, Grain: tc.grain, Temperature: 0.5})
				base := f.lut[1][v]
				mean, sd, _, _ := composite(img, base)
				if v == 128 && math.Abs(sd-tc.sigma) > 0.05*tc.sigma+0.3 {
					t.Errorf("grey %d: grain sd %.2f levels, want %.2f", v, sd, tc.sigma)
				}
				if math.Abs(mean-float64(v)) > 1 {
					t.Errorf("grey %d: mean after grain %.2f, want %d", v, mean, v)
				}
			}
		})
	}
}

func TestGrainNeverHidesAnIndex(t *testing.T) {
	img := NewGrainTile(5).Image(GrainTileSize, GrainTileSize, 1)
	maxA := uint8(math.Round(MaxGrainAlpha * 255))
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] > maxA {
			t.Fatalf("overlay opacity %d above the cap %d", img.Pix[i], maxA)
		}
	}
	_, _, _, inkHi := composite(img, 0)
	_, _, paperLo, _ := composite(img, 255)
	// WCAG contrast ratio between the lightest ink and the darkest paper speck.
	l := func(v uint8) float64 { return linearLuminance(v, v, v) }
	ratio := (l(paperLo) + 0.05) / (l(inkHi) + 0.05)
	if ratio < 4.5 {
		t.Fatalf("worst-case ink %d on paper %d has contrast %.2f, want >= 4.5", inkHi, paperLo, ratio)
	}
}

// pattern is the golden-image test card: grey ramp, hue sweep, skin and felt tones,
// and a transparent, anti-aliased corner.
func pattern() *image.NRGBA {
	const w, h = 48, 32
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var c color.NRGBA
			switch {
			case y < 8:
				v := uint8(x * 255 / (w - 1))
				c = color.NRGBA{v, v, v, 255}
			case y < 16:
				hsv := float64(x) / w * 6
				sec, fr := int(hsv), hsv-math.Floor(hsv)
				up, down := uint8(255*fr), uint8(255*(1-fr))
				c = [6]color.NRGBA{{255, up, 0, 255}, {down, 255, 0, 255}, {0, 255, up, 255}, {0, down, 255, 255}, {up, 0, 255, 255}, {255, 0, down, 255}}[sec]
			case y < 24:
				c = [4]color.NRGBA{{232, 190, 160, 255}, {20, 90, 50, 255}, {250, 248, 240, 255}, {180, 30, 40, 255}}[x*4/w]
			default:
				c = color.NRGBA{30, 30, 30, uint8(x * 255 / (w - 1))}
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

func golden(t *testing.T, name string, img *image.NRGBA) {
	t.Helper()
	path := filepath.Join("testdata", name+".png")
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	wantN := image.NewNRGBA(want.Bounds())
	draw.Draw(wantN, wantN.Rect, want, want.Bounds().Min, draw.Src)
	if !bytes.Equal(wantN.Pix, img.Pix) || wantN.Rect != img.Rect {
		t.Fatalf("%s differs from the golden image (rerun with -update after checking the change)", path)
	}
}

func TestGoldenImages(t *testing.T) {
	src := pattern()
	for _, tc := range []struct {
		name string
		s    Settings
	}{
		{"neutral", Default()},
		{"contrast-0", Settings{0, 0.5, 0.5}},
		{"contrast-100", Settings{1, 0.5, 0.5}},
		{"temperature-0", Settings{0.5, 0.5, 0}},
		{"temperature-100", Settings{0.5, 0.5, 1}},
		{"mixed-70-80-30", Settings{0.7, 0.8, 0.3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dst := image.NewNRGBA(src.Rect)
			if err := Apply(dst, src, tc.s); err != nil {
				t.Fatal(err)
			}
			if g := NewGrainTile(9).Image(src.Rect.Dx(), src.Rect.Dy(), tc.s.Grain); g != nil {
				draw.Draw(dst, dst.Rect, g, image.Point{}, draw.Over)
			}
			golden(t, tc.name, dst)
		})
	}
	t.Run("grain-100", func(t *testing.T) {
		golden(t, "grain-100", NewGrainTile(9).Image(32, 32, 1))
	})
}

// withRuns copies the first pixel of every third row across that row, so that the
// pixel loops meet long runs of one colour as well as changes at every pixel.
func withRuns(img *image.NRGBA) *image.NRGBA {
	out := image.NewNRGBA(img.Rect)
	copy(out.Pix, img.Pix)
	for y := 0; y < img.Rect.Dy(); y += 3 {
		first := out.Pix[y*out.Stride : y*out.Stride+4]
		for x := 1; x < img.Rect.Dx(); x++ {
			copy(out.Pix[y*out.Stride+4*x:], first)
		}
	}
	return out
}

// oddStride returns a copy of img whose rows start one byte apart from a 4-byte
// boundary, which the word view refuses: the byte-wise fallback must give the same.
func oddStrideRGBA(img *image.RGBA) *image.RGBA {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	stride := 4*w + 1
	pix := make([]uint8, 1+stride*h)[1:]
	for y := 0; y < h; y++ {
		copy(pix[y*stride:y*stride+4*w], img.Pix[y*img.Stride:])
	}
	return &image.RGBA{Pix: pix, Stride: stride, Rect: img.Rect}
}

// TestPathsMatchMapToTheBit holds every fast path to its definition, pixel by pixel:
// Map on the straight colour, with premultiplied pixels converted by rounding to
// nearest (empty premultiplied pixels stay all zero). The expectation uses only Map, so
// it is independent of the word loops, the run cache and the memo.
func TestPathsMatchMapToTheBit(t *testing.T) {
	rnd := func(v, a uint32) uint8 { return uint8((v*a + 127) / 255) }
	unp := func(v, a uint8) uint8 {
		if v >= a {
			return 255
		}
		return uint8((uint32(v)*255 + uint32(a)/2) / uint32(a))
	}
	straight := withRuns(randomNRGBA(53, 29, 3))
	prem := toRGBA(straight)
	for _, s := range []Settings{
		{Contrast: 0.8, Grain: 0.5, Temperature: 0.5}, // tables only
		{Contrast: 0.2, Grain: 0.9, Temperature: 0.5},
		{Contrast: 0.5, Grain: 0.5, Temperature: 0.1}, // temperature (memo)
		{Contrast: 0.7, Grain: 0.8, Temperature: 0.95},
	} {
		f := New(s)
		for _, tc := range []struct {
			name string
			src  image.Image
			dst  draw.Image
			want func(x, y int) [4]uint8
		}{
			{"nrgba>nrgba", straight, image.NewNRGBA(straight.Rect), func(x, y int) [4]uint8 {
				c := f.Map(straight.NRGBAAt(x, y))
				return [4]uint8{c.R, c.G, c.B, c.A}
			}},
			{"nrgba>rgba", straight, image.NewRGBA(straight.Rect), func(x, y int) [4]uint8 {
				c := f.Map(straight.NRGBAAt(x, y))
				a := uint32(c.A)
				return [4]uint8{rnd(uint32(c.R), a), rnd(uint32(c.G), a), rnd(uint32(c.B), a), c.A}
			}},
			{"rgba>nrgba", prem, image.NewNRGBA(prem.Rect), func(x, y int) [4]uint8 {
				p := prem.RGBAAt(x, y)
				if p.A == 0 {
					return [4]uint8{}
				}
				c := f.Map(color.NRGBA{unp(p.R, p.A), unp(p.G, p.A), unp(p.B, p.A), p.A})
				return [4]uint8{c.R, c.G, c.B, c.A}
			}},
			{"rgba>rgba", prem, image.NewRGBA(prem.Rect), func(x, y int) [4]uint8 {
				p := prem.RGBAAt(x, y)
				if p.A == 0 {
					return [4]uint8{}
				}
				c := f.Map(color.NRGBA{unp(p.R, p.A), unp(p.G, p.A), unp(p.B, p.A), p.A})
				a := uint32(c.A)
				return [4]uint8{rnd(uint32(c.R), a), rnd(uint32(c.G), a), rnd(uint32(c.B), a), c.A}
			}},
			{"rgba>rgba odd stride", oddStrideRGBA(prem), oddStrideRGBA(image.NewRGBA(prem.Rect)), func(x, y int) [4]uint8 {
				p := prem.RGBAAt(x, y)
				if p.A == 0 {
					return [4]uint8{}
				}
				c := f.Map(color.NRGBA{unp(p.R, p.A), unp(p.G, p.A), unp(p.B, p.A), p.A})
				a := uint32(c.A)
				return [4]uint8{rnd(uint32(c.R), a), rnd(uint32(c.G), a), rnd(uint32(c.B), a), c.A}
			}},
		} {
			// Twice: the second Apply starts with the memo the first one filled.
			for pass := 0; pass < 2; pass++ {
				if err := f.Apply(tc.dst, tc.src); err != nil {
					t.Fatal(err)
				}
				for y := 0; y < straight.Rect.Dy(); y++ {
					for x := 0; x < straight.Rect.Dx(); x++ {
						var got [4]uint8
						switch d := tc.dst.(type) {
						case *image.NRGBA:
							c := d.NRGBAAt(x, y)
							got = [4]uint8{c.R, c.G, c.B, c.A}
						case *image.RGBA:
							c := d.RGBAAt(x, y)
							got = [4]uint8{c.R, c.G, c.B, c.A}
						}
						if want := tc.want(x, y); got != want {
							t.Fatalf("%v %s pass %d: pixel %d,%d is %v, want %v", s, tc.name, pass, x, y, got, want)
						}
					}
				}
			}
		}
	}
}
