package filter

import (
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"
)

// ErrSize reports that the destination and source of Apply differ in size.
var ErrSize = errors.New("filter: destination and source sizes differ")

// ErrDestination reports a destination type Apply cannot write.
var ErrDestination = errors.New("filter: destination must be *image.NRGBA or *image.RGBA")

// Filter is the pixel map for one Settings. Contrast and the grain's brightness
// compensation are per-channel functions, folded into one 256-entry lookup table per
// channel. Colour temperature is not: to keep each pixel's luminance (not only a grey's),
// it scales the pixel's linear-light colour by the white point's gains and then by the
// ratio of its luminance before and after, which needs all three channels at once. That
// step runs only when the temperature slider is off-centre, and the filter remembers the
// colours it has already mapped (a table's pictures hold few distinct colours) in memos
// that each Apply takes from a pool and gives back, so it costs little more than the
// lookup tables. Build a Filter once per settings change and apply it to every image on
// the table; it is safe for concurrent use.
type Filter struct {
	s        Settings
	identity bool
	lut      [3][256]uint8
	// word is lut with each entry moved to its channel's byte of a little-endian pixel
	// word (R in bits 0-7, G in 8-15, B in 16-23), so that filtering an opaque pixel
	// is one 32-bit load, three table reads ORed together and one 32-bit store.
	word  [3][256]uint32
	temp  *tempMap  // nil at the neutral temperature
	memos sync.Pool // of *memo, for the temperature step
}

// tempMap holds the colour-temperature step's tables.
type tempMap struct {
	dec  [256]float32 // 8-bit sRGB to linear light
	gain [3]float32   // white-point gains, normalised so that grey keeps its luminance
	enc  [encSteps + 1]uint8
}

// encSteps is the resolution of the linear-to-sRGB table: fine enough that the darkest
// sRGB levels (0.0003 apart in linear light) stay distinct.
const encSteps = 1<<15 - 1

// New precomputes the filter for s (clamped).
func New(s Settings) *Filter {
	s = s.Clamped()
	f := &Filter{s: s, identity: s.Identity()}
	if f.identity {
		for c := range f.lut {
			for v := range f.lut[c] {
				f.lut[c][v] = uint8(v)
			}
		}
		f.fillWords()
		return f
	}
	if s.Temperature != Neutral {
		m := &tempMap{}
		gains := TemperatureGains(s.Temperature)
		for i := range m.gain {
			m.gain[i] = float32(gains[i])
		}
		for v := range m.dec {
			m.dec[v] = float32(srgbDecode(float64(v) / 255))
		}
		// enc[i] is the 8-bit level nearest to linear i/encSteps: fill each level's
		// run up to the linear value where the next level becomes nearer (256 calls
		// to the decoder instead of 32768 to the encoder).
		i := 0
		for v := 0; v < 255; v++ {
			next := srgbDecode((float64(v) + 0.5) / 255) // the boundary between v and v+1
			for ; i <= encSteps && float64(i)/encSteps < next; i++ {
				m.enc[i] = uint8(v)
			}
		}
		for ; i <= encSteps; i++ {
			m.enc[i] = 255
		}
		f.temp = m
		f.memos.New = func() any { return new(memo) }
	}
	k := ContrastGain(s.Contrast)
	up, down := GrainLift(GrainStrength(s.Grain))
	for c := range f.lut {
		for v := range f.lut[c] {
			e := float64(v) / 255
			e = 0.5 + k*(e-0.5)
			// The grain overlay moves each pixel towards white by `up` and towards black
			// by `down` on average; pre-stretching here keeps the mean brightness of the
			// composited picture where it was, instead of washing it out.
			e = (e - up) / (1 - up - down)
			f.lut[c][v] = uint8(math.Round(255 * math.Max(0, math.Min(1, e))))
		}
	}
	f.fillWords()
	return f
}

// fillWords derives the word tables from lut.
func (f *Filter) fillWords() {
	for c := range f.word {
		for v := range f.word[c] {
			f.word[c][v] = uint32(f.lut[c][v]) << (8 * c)
		}
	}
}

// warm applies the colour temperature to one straight-alpha colour: the white point's
// gains in linear light, then a common factor that restores the pixel's luminance. A
// channel pushed past full scale is clipped, which is why pure white at the warm end
// keeps only about 80% of its luminance: no brighter amber exists in sRGB.
func (m *tempMap) warm(r, g, b uint8) (uint8, uint8, uint8) {
	lr, lg, lb := m.dec[r], m.dec[g], m.dec[b]
	yin := lumR*lr + lumG*lg + lumB*lb
	or, og, ob := lr*m.gain[0], lg*m.gain[1], lb*m.gain[2]
	if yout := lumR*or + lumG*og + lumB*ob; yout > 0 {
		k := yin / yout
		or, og, ob = or*k, og*k, ob*k
	}
	return m.enc[encIndex(or)], m.enc[encIndex(og)], m.enc[encIndex(ob)]
}

func encIndex(v float32) int {
	if v >= 1 {
		return encSteps
	}
	return int(v*encSteps + 0.5)
}

// memo remembers colours the temperature step has mapped: a direct-mapped table keyed by
// the source colour as an opaque pixel word (alpha 0xff, so that no key is zero, the
// empty slot's value), holding the filtered opaque word. A memo belongs to one Filter
// and stays valid for its whole life, so Apply takes one from the filter's pool and
// puts it back: the colours of one card are already known when the next is filtered.
type memo struct {
	key [1 << memoBits]uint32
	val [1 << memoBits]uint32
}

const memoBits = 12

// memoHash is the slot of a key: Fibonacci hashing, the top memoBits of the product.
func memoHash(k uint32) uint32 { return (k * 2654435761) >> (32 - memoBits) }

// miss maps the key k (an opaque word) the slow way and remembers it in slot h.
func (f *Filter) miss(m *memo, k, h uint32) uint32 {
	r, g, b := f.temp.warm(uint8(k), uint8(k>>8), uint8(k>>16))
	v := f.word[0][r] | f.word[1][g] | f.word[2][b] | 0xff000000
	m.key[h], m.val[h] = k, v
	return v
}

// Settings returns the clamped settings the filter was built for.
func (f *Filter) Settings() Settings { return f.s }

// Identity reports whether the filter leaves every pixel unchanged.
func (f *Filter) Identity() bool { return f.identity }

// Map returns the filtered value of one straight-alpha (non-premultiplied) colour.
func (f *Filter) Map(c color.NRGBA) color.NRGBA {
	r, g, b := c.R, c.G, c.B
	if f.temp != nil {
		r, g, b = f.temp.warm(r, g, b)
	}
	return color.NRGBA{f.lut[0][r], f.lut[1][g], f.lut[2][b], c.A}
}

// Apply filters src into dst with settings s; see Filter.Apply.
func Apply(dst draw.Image, src image.Image, s Settings) error {
	return New(s).Apply(dst, src)
}

// Apply filters src into dst, which must be an *image.NRGBA or *image.RGBA of the same
// size (pixels correspond by offset from each image's minimum point). dst may be src
// itself. Colours are filtered straight (un-premultiplied), so anti-aliased edges keep
// their hue; alpha is never changed. NRGBA and RGBA sources take fast paths that read
// the pixel slices directly; any other image type works through At, slowly.
func (f *Filter) Apply(dst draw.Image, src image.Image) error {
	sb := src.Bounds()
	if dst.Bounds().Size() != sb.Size() {
		return fmt.Errorf("%w: %v vs %v", ErrSize, dst.Bounds().Size(), sb.Size())
	}
	switch d := dst.(type) {
	case *image.NRGBA:
		switch s := src.(type) {
		case *image.NRGBA:
			f.nrgbaToNRGBA(d, s)
		case *image.RGBA:
			f.rgbaToNRGBA(d, s)
		default:
			f.generic(dst, src)
		}
	case *image.RGBA:
		switch s := src.(type) {
		case *image.RGBA:
			f.rgbaToRGBA(d, s)
		case *image.NRGBA:
			f.nrgbaToRGBA(d, s)
		default:
			f.generic(dst, src)
		}
	default:
		return fmt.Errorf("%w, not %T", ErrDestination, dst)
	}
	return nil
}

// The pixel paths below read and write whole pixels as little-endian 32-bit words
// (R in the low byte, alpha in the high one). Neighbouring pixels are often equal (a
// card's paper, its ink strokes), so each path remembers the last pixel it mapped and
// skips even the table reads for a repeat. The premultiplied paths handle opaque and
// empty pixels (almost all of a card or the felt) without arithmetic and
// un-premultiply only the anti-aliased edges.

// straight maps one straight-alpha pixel word and keeps its alpha. m is the memo of the
// temperature step, nil at the neutral temperature.
func (f *Filter) straight(m *memo, p uint32) uint32 {
	if m == nil {
		return f.lutWord(p)
	}
	k := p | 0xff000000
	h := memoHash(k)
	v := m.val[h]
	if m.key[h] != k {
		v = f.miss(m, k, h)
	}
	return v&0x00ffffff | p&0xff000000
}

// lutWord maps a pixel word through the per-channel tables alone (neutral temperature),
// keeping its alpha.
func (f *Filter) lutWord(p uint32) uint32 {
	return f.word[0][uint8(p)] | f.word[1][uint8(p>>8)] | f.word[2][uint8(p>>16)] | p&0xff000000
}

// getMemo takes a memo from the filter's pool (nil when the temperature is neutral).
func (f *Filter) getMemo() *memo {
	if f.temp == nil {
		return nil
	}
	return f.memos.Get().(*memo)
}

func (f *Filter) putMemo(m *memo) {
	if m != nil {
		f.memos.Put(m)
	}
}

// unpremulWord converts a premultiplied pixel word to straight alpha (alpha > 0).
func unpremulWord(p uint32) uint32 {
	a := uint8(p >> 24)
	return uint32(unpremul(uint8(p), a)) | uint32(unpremul(uint8(p>>8), a))<<8 |
		uint32(unpremul(uint8(p>>16), a))<<16 | p&0xff000000
}

// premulWord converts a straight pixel word to premultiplied alpha.
func premulWord(p uint32) uint32 {
	a := uint8(p >> 24)
	return uint32(premul(uint8(p), a)) | uint32(premul(uint8(p>>8), a))<<8 |
		uint32(premul(uint8(p>>16), a))<<16 | p&0xff000000
}

// plane is one image's pixel rows: its slice, stride and the offset of its first pixel.
type plane struct {
	pix         []uint8
	stride, off int
}

// row returns the y-th row of the plane, w pixels wide.
func (p plane) row(y, w int) []uint8 {
	i := p.off + y*p.stride
	return p.pix[i : i+4*w]
}

func nrgbaPlane(m *image.NRGBA) plane {
	return plane{m.Pix, m.Stride, m.PixOffset(m.Rect.Min.X, m.Rect.Min.Y)}
}

func rgbaPlane(m *image.RGBA) plane {
	return plane{m.Pix, m.Stride, m.PixOffset(m.Rect.Min.X, m.Rect.Min.Y)}
}

func copyRows(d, s plane, w, h int) {
	for y := 0; y < h; y++ {
		copy(d.row(y, w), s.row(y, w))
	}
}

// convert filters the rows of sp into dp. Its inner loop, run, is a leaf (it calls
// nothing), so the compiler keeps the loop's state in registers; run stops at the
// first pixel it cannot map without a call (a memo miss, an anti-aliased edge), which
// slow maps, and then goes on. zeroEmpty says that an empty pixel (alpha 0) becomes
// all zeros, which holds whenever the source or the destination is premultiplied.
func (f *Filter) convert(dp, sp plane, w, h int, zeroEmpty bool, slow func(*memo, uint32) uint32) {
	m := f.getMemo()
	defer f.putMemo(m)
	// run starts each stretch knowing one pixel's map: the empty pixel's where that is
	// zero, otherwise opaque black's.
	var seed pair
	if !zeroEmpty {
		seed = pair{0xff000000, f.straight(m, 0xff000000)}
	}
	for y := 0; y < h; y++ {
		dr, sr := dp.row(y, w), sp.row(y, w)
		sw, dw := words(sr), words(dr)
		if sw == nil || dw == nil { // no word view: slow maps every pixel
			for i := 0; i+4 <= len(sr); i += 4 {
				binary.LittleEndian.PutUint32(dr[i:], slow(m, binary.LittleEndian.Uint32(sr[i:])))
			}
			continue
		}
		dw = dw[:len(sw)]
		dense := 0 // slow pixels in a row with no fast one between them
		for j := f.run(m, dw, sw, 0, zeroEmpty, seed); j < len(sw); {
			dw[j] = slow(m, sw[j])
			next := f.run(m, dw, sw, j+1, zeroEmpty, seed)
			if next != j+1 {
				dense = 0
			} else if dense++; dense == denseRun {
				// Noise (every pixel a new colour): leaving and re-entering run for
				// each pixel costs more than it saves; map the rest of the row slowly.
				for k := next; k < len(sw); k++ {
					dw[k] = slow(m, sw[k])
				}
				break
			}
			j = next
		}
	}
}

// denseRun is how many slow pixels in a row make convert give up the fast loop for the
// rest of a row.
const denseRun = 16

// run maps the pixels of s from index j into d for as long as each is a repeat of the
// last, opaque (through the tables, or a memo hit) or, with zeroEmpty, empty. It
// returns the index of the first pixel it left alone, or len(s).
func (f *Filter) run(m *memo, d, s []uint32, j int, zeroEmpty bool, seed pair) int {
	if j >= len(s) {
		return len(s)
	}
	d = d[:len(s)]
	lastP, lastQ := seed.p, seed.q
	if m == nil {
		for ; j < len(s); j++ {
			p := s[j]
			if p != lastP {
				switch {
				case p >= 0xff000000:
					lastQ = f.lutWord(p)
				case p < 1<<24 && zeroEmpty:
					lastQ = 0
				default:
					return j
				}
				lastP = p
			}
			d[j] = lastQ
		}
		return j
	}
	for ; j < len(s); j++ {
		p := s[j]
		if p != lastP {
			switch {
			case p >= 0xff000000:
				h := memoHash(p)
				if m.key[h] != p {
					return j
				}
				lastQ = m.val[h]
			case p < 1<<24 && zeroEmpty:
				lastQ = 0
			default:
				return j
			}
			lastP = p
		}
		d[j] = lastQ
	}
	return j
}

// pair is a source pixel word and its filtered word.
type pair struct{ p, q uint32 }

// The slow maps of one pixel word for each pair of pixel formats (s: straight, p:
// premultiplied), used where run stops.

func (f *Filter) slowSS(m *memo, p uint32) uint32 { return f.straight(m, p) }

func (f *Filter) slowPP(m *memo, p uint32) uint32 {
	switch {
	case p >= 0xff000000:
		return f.straight(m, p)
	case p < 1<<24:
		return 0
	}
	return premulWord(f.straight(m, unpremulWord(p)))
}

func (f *Filter) slowPS(m *memo, p uint32) uint32 {
	if p < 1<<24 {
		return 0
	}
	return f.straight(m, unpremulWord(p)) // unpremulWord is the identity when opaque
}

func (f *Filter) slowSP(m *memo, p uint32) uint32 {
	return premulWord(f.straight(m, p)) // premulWord is the identity when opaque
}

func (f *Filter) nrgbaToNRGBA(d, s *image.NRGBA) {
	if f.identity {
		copyRows(nrgbaPlane(d), nrgbaPlane(s), s.Rect.Dx(), s.Rect.Dy())
		return
	}
	f.convert(nrgbaPlane(d), nrgbaPlane(s), s.Rect.Dx(), s.Rect.Dy(), false, f.slowSS)
}

func (f *Filter) rgbaToRGBA(d, s *image.RGBA) {
	if f.identity {
		copyRows(rgbaPlane(d), rgbaPlane(s), s.Rect.Dx(), s.Rect.Dy())
		return
	}
	f.convert(rgbaPlane(d), rgbaPlane(s), s.Rect.Dx(), s.Rect.Dy(), true, f.slowPP)
}

func (f *Filter) rgbaToNRGBA(d *image.NRGBA, s *image.RGBA) {
	f.convert(nrgbaPlane(d), rgbaPlane(s), s.Rect.Dx(), s.Rect.Dy(), true, f.slowPS)
}

func (f *Filter) nrgbaToRGBA(d *image.RGBA, s *image.NRGBA) {
	f.convert(rgbaPlane(d), nrgbaPlane(s), s.Rect.Dx(), s.Rect.Dy(), true, f.slowSP)
}

// generic is the slow path for source types without direct pixel access (paletted,
// YCbCr, ...). It goes through the standard colour model conversion.
func (f *Filter) generic(dst draw.Image, src image.Image) {
	sb, db := src.Bounds(), dst.Bounds()
	for y := 0; y < sb.Dy(); y++ {
		for x := 0; x < sb.Dx(); x++ {
			c := color.NRGBAModel.Convert(src.At(sb.Min.X+x, sb.Min.Y+y)).(color.NRGBA)
			dst.Set(db.Min.X+x, db.Min.Y+y, f.Map(c))
		}
	}
}

// unpremul converts a premultiplied channel to straight alpha, rounding to nearest.
func unpremul(v, a uint8) uint8 {
	if v >= a {
		return 255
	}
	return uint8((uint32(v)*255 + uint32(a)/2) / uint32(a))
}

// premul converts a straight channel to premultiplied alpha, rounding to nearest.
func premul(v, a uint8) uint8 {
	return uint8((uint32(v)*uint32(a) + 127) / 255)
}
