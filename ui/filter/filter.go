package filter

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"
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
// step runs only when the temperature slider is off-centre, and Apply remembers the
// colours it has already mapped (a table's pictures hold few distinct colours), so it
// costs little more than the lookup tables. Build a Filter once per settings change and
// apply it to every image on the table; it is read-only and safe for concurrent use.
type Filter struct {
	s        Settings
	identity bool
	lut      [3][256]uint8
	temp     *tempMap // nil at the neutral temperature
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
	return f
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

// memo remembers mapped colours during one Apply: a direct-mapped table keyed by the
// packed colour (bit 24 marks a used slot).
type memo struct {
	key [1 << memoBits]uint32
	val [1 << memoBits]uint32
}

const memoBits = 12

// packRGB is a colour as a memo key: bit 24 set, so that no key is zero.
func packRGB(r, g, b uint8) uint32 { return 1<<24 | uint32(r)<<16 | uint32(g)<<8 | uint32(b) }

// lookup maps a packed colour (see packRGB) to its packed filtered colour through the
// memo. Small enough to be inlined into the pixel loops; only a miss makes a call.
func (f *Filter) lookup(m *memo, k uint32) uint32 {
	h := (k * 2654435761) >> (32 - memoBits)
	if m.key[h] == k {
		return m.val[h]
	}
	return f.miss(m, k, h)
}

func (f *Filter) miss(m *memo, k, h uint32) uint32 {
	r, g, b := f.temp.warm(uint8(k>>16), uint8(k>>8), uint8(k))
	v := uint32(f.lut[0][r])<<16 | uint32(f.lut[1][g])<<8 | uint32(f.lut[2][b])
	m.key[h], m.val[h] = k, v
	return v
}

// mapRGB is Map for the fast paths, through the memo.
func (f *Filter) mapRGB(m *memo, r, g, b uint8) (uint8, uint8, uint8) {
	v := f.lookup(m, packRGB(r, g, b))
	return uint8(v >> 16), uint8(v >> 8), uint8(v)
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

// rows calls fn with the matching pixel rows of two images of equal size.
func rows(dPix []uint8, dStride int, dOff int, sPix []uint8, sStride int, sOff int, w, h int, fn func(d, s []uint8)) {
	for y := 0; y < h; y++ {
		di := dOff + y*dStride
		si := sOff + y*sStride
		fn(dPix[di:di+4*w], sPix[si:si+4*w])
	}
}

func (f *Filter) nrgbaToNRGBA(d, s *image.NRGBA) {
	w, h := s.Rect.Dx(), s.Rect.Dy()
	dOff := d.PixOffset(d.Rect.Min.X, d.Rect.Min.Y)
	sOff := s.PixOffset(s.Rect.Min.X, s.Rect.Min.Y)
	if f.identity {
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) { copy(dr, sr) })
		return
	}
	if f.temp != nil {
		m := new(memo)
		var lastK, lastV uint32 // neighbouring pixels are often equal: skip even the memo
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
			for len(sr) >= 4 && len(dr) >= 4 {
				if k := packRGB(sr[0], sr[1], sr[2]); k != lastK {
					lastK = k
					if h := (k * 2654435761) >> (32 - memoBits); m.key[h] == k { // lookup, inlined by hand
						lastV = m.val[h]
					} else {
						lastV = f.miss(m, k, h)
					}
				}
				dr[0], dr[1], dr[2], dr[3] = uint8(lastV>>16), uint8(lastV>>8), uint8(lastV), sr[3]
				sr, dr = sr[4:], dr[4:]
			}
		})
		return
	}
	lr, lg, lb := &f.lut[0], &f.lut[1], &f.lut[2]
	rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
		for len(sr) >= 4 && len(dr) >= 4 {
			dr[0], dr[1], dr[2], dr[3] = lr[sr[0]], lg[sr[1]], lb[sr[2]], sr[3]
			sr, dr = sr[4:], dr[4:]
		}
	})
}

// The premultiplied paths below handle opaque and empty pixels (almost all of a card
// or the felt) without arithmetic, and un-premultiply only the anti-aliased edges.

func (f *Filter) rgbaToRGBA(d, s *image.RGBA) {
	w, h := s.Rect.Dx(), s.Rect.Dy()
	dOff := d.PixOffset(d.Rect.Min.X, d.Rect.Min.Y)
	sOff := s.PixOffset(s.Rect.Min.X, s.Rect.Min.Y)
	if f.identity {
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) { copy(dr, sr) })
		return
	}
	if f.temp != nil {
		m := new(memo)
		var lastK, lastV uint32
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
			for len(sr) >= 4 && len(dr) >= 4 {
				switch a := sr[3]; a {
				case 255:
					if k := packRGB(sr[0], sr[1], sr[2]); k != lastK {
						lastK = k
						if h := (k * 2654435761) >> (32 - memoBits); m.key[h] == k { // lookup, inlined by hand
							lastV = m.val[h]
						} else {
							lastV = f.miss(m, k, h)
						}
					}
					dr[0], dr[1], dr[2], dr[3] = uint8(lastV>>16), uint8(lastV>>8), uint8(lastV), 255
				case 0:
					dr[0], dr[1], dr[2], dr[3] = 0, 0, 0, 0
				default:
					r, g, b := f.mapRGB(m, unpremul(sr[0], a), unpremul(sr[1], a), unpremul(sr[2], a))
					dr[0], dr[1], dr[2], dr[3] = premul(r, a), premul(g, a), premul(b, a), a
				}
				sr, dr = sr[4:], dr[4:]
			}
		})
		return
	}
	lr, lg, lb := &f.lut[0], &f.lut[1], &f.lut[2]
	rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
		for len(sr) >= 4 && len(dr) >= 4 {
			switch a := sr[3]; a {
			case 255:
				dr[0], dr[1], dr[2], dr[3] = lr[sr[0]], lg[sr[1]], lb[sr[2]], 255
			case 0:
				dr[0], dr[1], dr[2], dr[3] = 0, 0, 0, 0
			default:
				dr[0] = premul(lr[unpremul(sr[0], a)], a)
				dr[1] = premul(lg[unpremul(sr[1], a)], a)
				dr[2] = premul(lb[unpremul(sr[2], a)], a)
				dr[3] = a
			}
			sr, dr = sr[4:], dr[4:]
		}
	})
}

func (f *Filter) rgbaToNRGBA(d *image.NRGBA, s *image.RGBA) {
	w, h := s.Rect.Dx(), s.Rect.Dy()
	dOff := d.PixOffset(d.Rect.Min.X, d.Rect.Min.Y)
	sOff := s.PixOffset(s.Rect.Min.X, s.Rect.Min.Y)
	if f.temp != nil {
		m := new(memo)
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
			for len(sr) >= 4 && len(dr) >= 4 {
				switch a := sr[3]; a {
				case 0:
					dr[0], dr[1], dr[2], dr[3] = 0, 0, 0, 0
				default:
					dr[0], dr[1], dr[2] = f.mapRGB(m, unpremul(sr[0], a), unpremul(sr[1], a), unpremul(sr[2], a))
					dr[3] = a
				}
				sr, dr = sr[4:], dr[4:]
			}
		})
		return
	}
	lr, lg, lb := &f.lut[0], &f.lut[1], &f.lut[2]
	rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
		for len(sr) >= 4 && len(dr) >= 4 {
			switch a := sr[3]; a {
			case 255:
				dr[0], dr[1], dr[2], dr[3] = lr[sr[0]], lg[sr[1]], lb[sr[2]], 255
			case 0:
				dr[0], dr[1], dr[2], dr[3] = 0, 0, 0, 0
			default:
				dr[0], dr[1], dr[2], dr[3] = lr[unpremul(sr[0], a)], lg[unpremul(sr[1], a)], lb[unpremul(sr[2], a)], a
			}
			sr, dr = sr[4:], dr[4:]
		}
	})
}

func (f *Filter) nrgbaToRGBA(d *image.RGBA, s *image.NRGBA) {
	w, h := s.Rect.Dx(), s.Rect.Dy()
	dOff := d.PixOffset(d.Rect.Min.X, d.Rect.Min.Y)
	sOff := s.PixOffset(s.Rect.Min.X, s.Rect.Min.Y)
	if f.temp != nil {
		m := new(memo)
		rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
			for len(sr) >= 4 && len(dr) >= 4 {
				a := sr[3]
				r, g, b := f.mapRGB(m, sr[0], sr[1], sr[2])
				dr[0], dr[1], dr[2], dr[3] = premul(r, a), premul(g, a), premul(b, a), a
				sr, dr = sr[4:], dr[4:]
			}
		})
		return
	}
	lr, lg, lb := &f.lut[0], &f.lut[1], &f.lut[2]
	rows(d.Pix, d.Stride, dOff, s.Pix, s.Stride, sOff, w, h, func(dr, sr []uint8) {
		for len(sr) >= 4 && len(dr) >= 4 {
			a := sr[3]
			dr[0], dr[1], dr[2], dr[3] = premul(lr[sr[0]], a), premul(lg[sr[1]], a), premul(lb[sr[2]], a), a
			sr, dr = sr[4:], dr[4:]
		}
	})
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
