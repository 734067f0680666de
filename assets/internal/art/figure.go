package art

import "fmt"

// Shared pieces of the court figures: heads, headgear and costume parts,
// drawn in local coordinates and placed with d.At.

type look struct {
	hair, beard string // colours; beard "" for none
	long        bool   // long hair to the shoulders
	female      bool
}

// head draws a face centred on the origin (face about 32×40).
func (d *Doc) head(l look) {
	if l.long {
		d.Path("M-20 -6 C-26 14 -24 30 -16 38 L16 38 C24 30 26 14 20 -6 Z", l.hair, ink, 1.8)
	}
	d.Ellipse(0, 0, 16, 20, skin, ink, 2)
	d.Path("M-16 -4 C-18 -20 -8 -25 0 -25 C10 -25 18 -20 16 -4 C12 -12 6 -15 0 -15 C-6 -15 -12 -12 -16 -4 Z", l.hair, ink, 1.6)
	if l.beard != "" {
		d.Path("M-15 4 C-14 18 -8 28 0 30 C8 28 14 18 15 4 C10 12 6 12 4 10 C2 12 -2 12 -4 10 C-6 12 -10 12 -15 4 Z", l.beard, ink, 1.6)
		d.Path("M-7 10 C-3 8 3 8 7 10", "none", ink, 1.5)
	} else {
		d.Path("M-4 12 C-1 14 1 14 4 12", "none", redDark, 1.6)
	}
	d.Path("M-10 -4 C-8 -6 -5 -6 -3 -5 M3 -5 C5 -6 8 -6 10 -4", "none", ink, 1.3)
	d.Circle(-6.5, 0, 1.8, ink, "", 0)
	d.Circle(6.5, 0, 1.8, ink, "", 0)
	d.Path("M0 0 L-1.5 7 L1.5 7.5", "none", ink, 1.2)
	if l.female {
		d.Fill(circlePath(-9, 7, 3.2)+circlePath(9, 7, 3.2), "#f29a9a", 0.6)
	}
}

// crown draws a crown sitting on y=0 (a head's brow line), about 44 wide.
func (d *Doc) crown(metal, jewel string) {
	d.Path("M-20 0 L-22 -24 L-12 -12 L0 -30 L12 -12 L22 -24 L20 0 Z", metal, ink, 2)
	d.Rect(-21, -6, 42, 8, 2, metal, ink, 1.8)
	d.Circle(0, -2, 2.6, jewel, ink, 1)
	d.Circle(-12, -2, 2.2, bluePale, ink, 1)
	d.Circle(12, -2, 2.2, bluePale, ink, 1)
	d.Circle(0, -30, 3, jewel, ink, 1.2)
	d.Circle(-22, -24, 2.4, metal, ink, 1)
	d.Circle(22, -24, 2.4, metal, ink, 1)
}

// cap draws a soft cap with a feather, brim on y=0.
func (d *Doc) cap(cloth, feather string, tilt float64) {
	d.Open(fmt.Sprintf("rotate(%s)", f(tilt)))
	d.Path("M14 -8 C26 -30 40 -40 44 -34 C36 -28 28 -18 20 -6 Z", feather, ink, 1.5)
	d.Path("M-22 0 C-24 -20 -8 -26 2 -26 C16 -26 24 -18 22 0 Z", cloth, ink, 2)
	d.Path("M-24 2 C-12 -4 12 -4 24 2 C12 6 -12 6 -24 2 Z", gold, ink, 1.8)
	d.Close()
}

// hat draws a broad plumed hat, brim on y=0.
func (d *Doc) hat(cloth, plume string) {
	d.Path("M-8 -22 C-4 -44 20 -52 30 -46 C22 -40 14 -32 10 -22 Z", plume, ink, 1.6)
	d.Path("M-20 -4 C-20 -26 20 -26 20 -4 Z", cloth, ink, 2)
	d.Path("M-32 0 C-24 -8 24 -8 32 0 C24 6 -24 6 -32 0 Z", cloth, ink, 2)
	d.Path("M-19 -9 C-8 -12 8 -12 19 -9", "none", gold, 3)
}

// veil draws a queen's veil and diadem, brim on y=0.
func (d *Doc) veil(cloth string) {
	d.Path("M-22 -2 C-30 20 -30 44 -26 56 L-16 40 C-18 26 -18 10 -14 -2 Z", cloth, ink, 1.6)
	d.Path("M22 -2 C30 20 30 44 26 56 L16 40 C18 26 18 10 14 -2 Z", cloth, ink, 1.6)
	d.Path("M-18 -2 L-14 -16 L-6 -8 L0 -20 L6 -8 L14 -16 L18 -2 Z", gold, ink, 1.8)
	d.Circle(0, -20, 2.8, red, ink, 1)
	d.Circle(0, -5, 2.2, red, ink, 1)
}

// hand draws a hand as a small rounded fist at the origin.
func (d *Doc) hand() {
	d.Ellipse(0, 0, 7, 6, skin, ink, 1.6)
}
