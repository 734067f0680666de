package filter

import (
	"image"
	"math"
	"math/rand/v2"
)

// Grain geometry and strength.
const (
	// GrainTileSize is the side of the square noise tile repeated over the window. It is
	// large enough that the repeat is not seen on a flat felt, and the tile wraps
	// seamlessly (the grain is blurred on a torus).
	GrainTileSize = 512
	// MaxGrainSigma is the standard deviation, in 8-bit levels, that full grain adds to
	// a mid-grey surface: visible as texture, far below a card index's contrast.
	MaxGrainSigma = 10.0
	// MaxGrainAlpha caps any one overlay pixel's opacity (about 3 sigma at full
	// strength), so even the rarest grain speck leaves black ink darker than 25% grey
	// and white paper lighter than 75%: a card index is never hidden.
	MaxGrainAlpha = 0.24
)

// GrainTile is a seeded, zero-mean, unit-variance monochrome noise field, softened by a
// small binomial blur so that specks are about two pixels wide like film grain rather
// than one-pixel digital static. The same seed always gives the same tile, and the
// overlay is a pure function of (tile, size, strength): nothing flickers or crawls
// while nothing moves.
type GrainTile struct {
	seed  uint64
	noise []float32
}

// NewGrainTile builds the noise tile for seed (a few milliseconds; keep it).
func NewGrainTile(seed uint64) *GrainTile {
	const n = GrainTileSize
	// PCG and Box-Muller are both fully specified, so the tile (and the golden images
	// made from it) does not depend on the Go release's choice of normal sampler.
	rng := rand.NewPCG(seed, 0x6a09e667f3bcc909)
	white := make([]float64, n*n)
	for i := 0; i < len(white); i += 2 {
		u1 := (float64(rng.Uint64()>>11) + 0.5) / (1 << 53)
		u2 := float64(rng.Uint64()>>11) / (1 << 53)
		r := math.Sqrt(-2 * math.Log(u1))
		s, c := math.Sincos(2 * math.Pi * u2)
		white[i], white[i+1] = r*c, r*s
	}
	// Separable [1 2 1]/4 blur in x then y, wrapping at the edges.
	tmp := make([]float64, n*n)
	for y := 0; y < n; y++ {
		row := white[y*n : (y+1)*n]
		for x := 0; x < n; x++ {
			tmp[y*n+x] = (row[(x+n-1)%n] + 2*row[x] + row[(x+1)%n]) / 4
		}
	}
	var sum, sum2 float64
	for y := 0; y < n; y++ {
		up, down := ((y+n-1)%n)*n, ((y+1)%n)*n
		for x := 0; x < n; x++ {
			v := (tmp[up+x] + 2*tmp[y*n+x] + tmp[down+x]) / 4
			white[y*n+x] = v
			sum += v
			sum2 += v * v
		}
	}
	// Normalise exactly, so the requested strength is the strength delivered.
	mean := sum / float64(n*n)
	sd := math.Sqrt(sum2/float64(n*n) - mean*mean)
	noise := make([]float32, n*n)
	for i, v := range white {
		noise[i] = float32((v - mean) / sd)
	}
	return &GrainTile{seed: seed, noise: noise}
}

// Seed returns the seed the tile was made from.
func (t *GrainTile) Seed() uint64 { return t.seed }

// grainAlphaSigma is the overlay opacity's standard deviation for a strength in 0..1.
// Over mid-grey, a white or black pixel of opacity a moves the colour by about
// 127.5*a levels.
func grainAlphaSigma(strength float64) float64 {
	return Clamp01(strength) * MaxGrainSigma / 127.5
}

// grainAlpha is the 8-bit opacity of an overlay pixel for a noise value z.
func grainAlpha(z, sigma float64) uint8 {
	return uint8(math.Round(255 * math.Min(math.Abs(z)*sigma, MaxGrainAlpha)))
}

// Image returns the grain overlay for a w x h pixel surface and a grain slider value,
// or nil when that value means no grain. Each pixel is white (noise above zero) or
// black (below) with an opacity proportional to the noise, so drawing it over the table
// with ordinary alpha blending adds a zero-centred texture around the existing colours;
// the Filter built for the same settings pre-compensates the small average pull
// towards mid-grey.
func (t *GrainTile) Image(w, h int, grain float64) *image.NRGBA {
	strength := GrainStrength(grain)
	if strength == 0 || w <= 0 || h <= 0 {
		return nil
	}
	const n = GrainTileSize
	sigma := grainAlphaSigma(strength)
	tile := make([]uint8, 4*n*n)
	for i, z := range t.noise {
		if z > 0 {
			tile[4*i], tile[4*i+1], tile[4*i+2] = 255, 255, 255
		}
		tile[4*i+3] = grainAlpha(float64(z), sigma)
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		src := tile[(y%n)*4*n : (y%n+1)*4*n]
		dst := img.Pix[y*img.Stride : y*img.Stride+4*w]
		for len(dst) > 0 {
			dst = dst[copy(dst, src):]
		}
	}
	return img
}

// GrainLift is the average opacity of the white (up) and black (down) overlay pixels
// for a grain strength in 0..1: the overlay maps a colour x in 0..1 to
// x + up*(1-x) - down*x on average. It is the expectation over a standard normal of
// the quantised, capped opacity, integrated numerically, so it matches what Image
// draws rather than an idealised formula.
func GrainLift(strength float64) (up, down float64) {
	if Clamp01(strength) == 0 {
		return 0, 0
	}
	sigma := grainAlphaSigma(strength)
	const steps, zMax = 4000, 8.0
	dz := zMax / steps
	for i := 0; i < steps; i++ {
		z := (float64(i) + 0.5) * dz
		phi := math.Exp(-z*z/2) / math.Sqrt(2*math.Pi)
		up += float64(grainAlpha(z, sigma)) / 255 * phi * dz
	}
	return up, up // the noise is symmetric
}
