package filter

import "math"

// planckXY approximates the CIE 1931 chromaticity of a black body at k kelvin with the
// piecewise cubic fit published by Kim, Kang et al. (2002), valid from 1667 K to
// 25000 K; k is clamped into that range.
func planckXY(k float64) (x, y float64) {
	k = math.Max(1667, math.Min(25000, k))
	k2 := k * k
	k3 := k2 * k
	if k <= 4000 {
		x = -0.2661239e9/k3 - 0.2343589e6/k2 + 0.8776956e3/k + 0.179910
	} else {
		x = -3.0258469e9/k3 + 2.1070379e6/k2 + 0.2226347e3/k + 0.240390
	}
	x2 := x * x
	x3 := x2 * x
	switch {
	case k <= 2222:
		y = -1.1063814*x3 - 1.34811020*x2 + 2.18555832*x - 0.20219683
	case k <= 4000:
		y = -0.9549476*x3 - 1.37418593*x2 + 2.09137015*x - 0.16748867
	default:
		y = 3.0817580*x3 - 5.87338670*x2 + 3.75112997*x - 0.37001483
	}
	return x, y
}

// whiteRGB is the linear-light sRGB colour of a black body at k kelvin with luminance
// Y = 1 (XYZ from xy, then the standard XYZ -> linear sRGB matrix).
func whiteRGB(k float64) [3]float64 {
	x, y := planckXY(k)
	X := x / y
	Z := (1 - x - y) / y
	return [3]float64{
		3.2404542*X - 1.5371385 - 0.4985314*Z,
		-0.9692660*X + 1.8760108 + 0.0415560*Z,
		0.0556434*X - 0.2040259 + 1.0572252*Z,
	}
}

// Rec. 709 / sRGB luminance weights of linear R, G, B.
const (
	lumR = 0.2126
	lumG = 0.7152
	lumB = 0.0722
)

// TemperatureGains returns the per-channel multipliers, in linear light, that move the
// white point from NeutralKelvin to the temperature setting's kelvin (a von Kries
// style scaling in RGB). They are divided by their own luminance so that a neutral grey
// keeps its luminance (Filter then restores each coloured pixel's luminance too): the
// picture changes colour, not brightness. At Neutral they
// are exactly 1.
func TemperatureGains(temperature float64) [3]float64 {
	t := Clamp01(temperature)
	if t == Neutral {
		return [3]float64{1, 1, 1}
	}
	ref := whiteRGB(NeutralKelvin)
	w := whiteRGB(Kelvin(t))
	g := [3]float64{w[0] / ref[0], w[1] / ref[1], w[2] / ref[2]}
	// The black-body fit goes slightly negative in blue only far below 2000 K; guard anyway.
	for i := range g {
		g[i] = math.Max(g[i], 0)
	}
	y := lumR*g[0] + lumG*g[1] + lumB*g[2]
	for i := range g {
		g[i] /= y
	}
	return g
}

// srgbDecode maps an encoded sRGB value in 0..1 to linear light.
func srgbDecode(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

// srgbEncode maps linear light in 0..1 to an encoded sRGB value.
func srgbEncode(l float64) float64 {
	if l <= 0.0031308 {
		return l * 12.92
	}
	return 1.055*math.Pow(l, 1/2.4) - 0.055
}
