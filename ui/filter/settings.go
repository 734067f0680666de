// Package filter holds Cardavia's display filters — Contrast, Colour temperature and
// Grain — as plain pixel maps over images. It never imports Fyne: the window toolkit has
// no shader hook, so the UI rasterises cards and felt, filters those rasters here and
// draws the grain as an overlay. Keeping the maths free of Fyne lets it be tested to the
// bit and benchmarked on one core.
package filter

import "math"

// Neutral is the slider position that leaves the picture unchanged, for every filter.
const Neutral = 0.5

// Settings are the three display sliders, each in 0..1 with Neutral (0.5) meaning
// "unchanged". Values outside 0..1 are clamped and NaN counts as Neutral, so a corrupt
// preference can never produce a broken picture.
//
//   - Contrast scales every channel around mid-grey: 0 flattens (gain 0.4),
//     1 steepens (gain 2.5), on a geometric scale so that equal slider steps feel equal.
//   - Temperature moves the white point along the Planckian locus, linearly in mired
//     (perceptually even): 0 is 12000 K (bluish), 0.5 is 6500 K (the sRGB white, no
//     change), 1 is 2700 K (amber, incandescent light). Every pixel keeps its
//     luminance, except where a channel would pass full scale (white at the warm end).
//   - Grain is one-sided: 0..0.5 means no grain at all, and 0.5..1 grows linearly to
//     the full strength. A film grain cannot be "negative", and a slider whose default
//     sits at 50% must leave the picture unchanged there, so the lower half is off
//     rather than inventing an unrelated effect for it.
type Settings struct {
	Contrast    float64
	Grain       float64
	Temperature float64
}

// Default returns the identity settings (50/50/50).
func Default() Settings {
	return Settings{Contrast: Neutral, Grain: Neutral, Temperature: Neutral}
}

// Clamp01 limits v to 0..1 and maps NaN to Neutral.
func Clamp01(v float64) float64 {
	switch {
	case math.IsNaN(v):
		return Neutral
	case v < 0:
		return 0
	case v > 1:
		return 1
	}
	return v
}

// Clamped returns s with every field limited to 0..1 (NaN becomes Neutral).
func (s Settings) Clamped() Settings {
	return Settings{
		Contrast:    Clamp01(s.Contrast),
		Grain:       Clamp01(s.Grain),
		Temperature: Clamp01(s.Temperature),
	}
}

// Identity reports whether s leaves every pixel unchanged (grain off, contrast and
// temperature neutral).
func (s Settings) Identity() bool {
	c := s.Clamped()
	return c.Contrast == Neutral && c.Temperature == Neutral && GrainStrength(c.Grain) == 0
}

// ContrastGain is the slope applied around mid-grey for a contrast setting:
// 0.4 at 0, 1 at 0.5, 2.5 at 1.
func ContrastGain(contrast float64) float64 {
	c := Clamp01(contrast)
	if c == Neutral {
		return 1
	}
	return math.Pow(maxContrastGain, 2*c-1)
}

// maxContrastGain is the slope at 100%; its reciprocal is the slope at 0%. 2.5 is
// strong enough to help on a washed-out screen while keeping most of a card's tones
// out of clipping.
const maxContrastGain = 2.5

// Colour temperatures at the slider ends and centre, in kelvin.
const (
	CoolKelvin    = 12000.0
	NeutralKelvin = 6500.0
	WarmKelvin    = 2700.0
)

// Kelvin is the white-point temperature for a temperature setting. It is linear in
// mired (1e6/K) on each half of the slider, because equal mired steps look like equal
// colour steps, whereas equal kelvin steps do not.
func Kelvin(temperature float64) float64 {
	t := Clamp01(temperature)
	if t == Neutral {
		return NeutralKelvin
	}
	mid := 1e6 / NeutralKelvin
	var m float64
	if t < Neutral {
		m = mid + (1e6/CoolKelvin-mid)*(Neutral-t)/Neutral
	} else {
		m = mid + (1e6/WarmKelvin-mid)*(t-Neutral)/Neutral
	}
	return 1e6 / m
}

// GrainStrength maps the grain slider to 0..1 of the full grain: zero on the lower
// half, linear on the upper half (see Settings).
func GrainStrength(grain float64) float64 {
	g := Clamp01(grain)
	if g <= Neutral {
		return 0
	}
	return (g - Neutral) / (1 - Neutral)
}
