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

// Filter is the pixel map for one Settings, precomputed as one 256-entry lookup table
// per colour channel. Contrast and temperature are both per-channel functions, so their
// composition (plus the grain's brightness compensation) folds into a single table and
// filtering costs three table reads per pixel. Build it once per settings change and
// apply it to every image on the table; it is read-only and safe for concurrent use.
type Filter struct {
	s        Settings
	identity bool
	lut      [3][256]uint8
}

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
	gains := TemperatureGains(s.Temperature)
	k := ContrastGain(s.Contrast)
	up, down := GrainLift(GrainStrength(s.Grain))
	for c := range f.lut {
		for v := range f.lut[c] {
			e := float64(v) / 255
			if gains[c] != 1 {
				e = srgbEncode(math.Min(1, srgbDecode(e)*gains[c]))
			}
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

// Settings returns the clamped settings the filter was built for.
func (f *Filter) Settings() Settings { return f.s }

// Identity reports whether the filter leaves every pixel unchanged.
func (f *Filter) Identity() bool { return f.identity }

// Map returns the filtered value of one straight-alpha (non-premultiplied) colour.
func (f *Filter) Map(c color.NRGBA) color.NRGBA {
	return color.NRGBA{f.lut[0][c.R], f.lut[1][c.G], f.lut[2][c.B], c.A}
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
