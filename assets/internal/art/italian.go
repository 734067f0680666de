package art

import "fmt"

// Italian (Napoletane-style) palette.
const (
	gold     = "#e9b43a"
	goldDark = "#a26a12"
	goldPale = "#f8dc84"
	red      = "#c8202f"
	redDark  = "#8a1420"
	blue     = "#2f62b0"
	blueDark = "#1b3a6e"
	bluePale = "#9cc3ec"
	green    = "#3a8a3c"
	greenDk  = "#22572a"
	brown    = "#7a4a22"
	skin     = "#f7d3b2"
	white    = "#ffffff"
)

// Italian suit indices in cards.Italian(): Denari, Coppe, Spade, Bastoni.
const (
	denari = iota
	coppe
	spade
	bastoni
)

// coin draws a Napoletane denaro centred on the origin, radius 46.
func (d *Doc) coin() {
	d.Circle(0, 0, 46, d.Radial("coin", 0.38, 0.35, 0.7, goldPale, gold, "#c98a1c"), ink, 3)
	d.Dots(0, 0, 38, 1.6, 28, goldDark)
	d.Circle(0, 0, 30, red, ink, 2.2)
	for i := 0; i < 8; i++ {
		d.Open(fmt.Sprintf("rotate(%d)", i*45))
		d.Path("M0 -6 C6 -12 5 -22 0 -27 C-5 -22 -6 -12 0 -6 Z", goldPale, goldDark, 1.4)
		d.Close()
	}
	d.Circle(0, 0, 8, green, ink, 1.8)
	d.Circle(0, 0, 3, goldPale, "", 0)
}

// cup draws a coppa (goblet), about 100 units high.
func (d *Doc) cup() {
	body := d.Linear("cup", 0, 0, 1, 0, goldDark, goldPale, gold, goldDark)
	d.Path("M-26 50 C-26 38 -10 33 -5 30 L-5 8 C-22 4 -36 -14 -36 -40 L36 -40 C36 -14 22 4 5 8 L5 30 C10 33 26 38 26 50 Z", body, ink, 2.6)
	d.Ellipse(0, -40, 36, 9, goldPale, ink, 2.4)
	d.Ellipse(0, -40, 29, 5.5, redDark, "", 0)
	d.Path("M-34 -24 C-20 -18 20 -18 34 -24 C33 -17 31 -13 29 -10 C15 -6 -15 -6 -29 -10 C-31 -13 -33 -17 -34 -24 Z", red, ink, 1.6)
	d.Circle(0, -15, 4, blue, ink, 1.2)
	d.Circle(-16, -16, 3, bluePale, ink, 1)
	d.Circle(16, -16, 3, bluePale, ink, 1)
	d.Ellipse(0, 19, 11, 5, red, ink, 1.8)
	d.Path("M-20 44 C-14 40 14 40 20 44", "none", goldDark, 1.6)
}

// sword draws a spada: a curved blue blade, point up, about 110 units long.
func (d *Doc) sword() {
	d.Path("M-3 -56 C13 -36 12 -4 6 24 L-6 24 C-2 -2 -1 -30 -3 -56 Z", d.Linear("blade", 0, 0, 1, 0, bluePale, "#dcecfb", blue), blueDark, 2.2)
	d.Line("M-2 -44 C5 -28 5 -2 1 22", blueDark, 1)
	d.Path("M-24 22 C-20 18 20 18 24 22 C28 26 26 32 20 31 C12 29 -12 29 -20 31 C-26 32 -28 26 -24 22 Z", gold, ink, 2)
	d.Rect(-4.5, 30, 9, 16, 3, red, ink, 1.8)
	d.Line("M-4 35 L4 38 M-4 41 L4 44", redDark, 1.2)
	d.Circle(0, 49, 5.5, gold, ink, 1.8)
}

// baton draws a bastone: a knotted cudgel, thick end up, about 110 long.
func (d *Doc) baton() {
	d.Path("M-11 -50 C2 -58 16 -50 13 -34 L7 44 C6 52 -6 52 -7 44 L-14 -34 C-16 -42 -16 -47 -11 -50 Z", d.Linear("club", 0, 0, 1, 0, greenDk, "#8fbf4a", green), ink, 2.4)
	for _, k := range [][3]float64{{-13, -24, 1}, {12, -12, -1}, {-10, 6, 1}, {9, 22, -1}} {
		d.Path(fmt.Sprintf("M%s %s c%s -4 %s -1 %s 4", f(k[0]), f(k[1]), f(-6*k[2]), f(-8*k[2]), f(-5*k[2])), "#8fbf4a", ink, 1.8)
	}
	d.Path("M-9 -40 C-4 -44 4 -44 8 -40", "none", "#d7ec9a", 2)
	d.Rect(-8.5, 30, 16.5, 7, 2, red, ink, 1.6)
}

// italianSign draws the suit sign s at the origin.
func (d *Doc) italianSign(s int) {
	switch s {
	case denari:
		d.coin()
	case coppe:
		d.cup()
	case spade:
		d.sword()
	default:
		d.baton()
	}
}

// place is one pip: position, rotation and scale.
type place struct{ x, y, r, s float64 }

// italianPips lists where the pips of rank n (1..7) of suit s go.
func italianPips(s, n int) []place {
	round := s == denari || s == coppe
	if round {
		k := 0.66
		if s == coppe {
			k = 0.7
		}
		cols := [2]float64{82, 158}
		switch n {
		case 1:
			return []place{{120, 180, 0, 1.75}}
		case 2:
			return []place{{120, 102, 0, 0.95}, {120, 258, 0, 0.95}}
		case 3:
			return []place{{120, 84, 0, 0.8}, {120, 180, 0, 0.8}, {120, 276, 0, 0.8}}
		case 4:
			return []place{{cols[0], 112, 0, k}, {cols[1], 112, 0, k}, {cols[0], 248, 0, k}, {cols[1], 248, 0, k}}
		case 5:
			return []place{{cols[0], 96, 0, k}, {cols[1], 96, 0, k}, {120, 180, 0, k}, {cols[0], 264, 0, k}, {cols[1], 264, 0, k}}
		case 6:
			return []place{{cols[0], 84, 0, k}, {cols[1], 84, 0, k}, {cols[0], 180, 0, k}, {cols[1], 180, 0, k}, {cols[0], 276, 0, k}, {cols[1], 276, 0, k}}
		default:
			k = 0.58
			return []place{{cols[0], 80, 0, k}, {cols[1], 80, 0, k}, {120, 130, 0, k}, {cols[0], 180, 0, k}, {cols[1], 180, 0, k}, {cols[0], 280, 0, k}, {cols[1], 280, 0, k}}
		}
	}
	// Swords and batons: even counts interlace in crossed pairs, Napoletane
	// fashion; odd counts stand one upright in the middle between two
	// columns turned the other way, so that no pip hides another.
	if n == 1 {
		return []place{{120, 180, 0, 2.5}}
	}
	var ps []place
	rows := n / 2
	if n%2 == 0 {
		tall := []float64{0, 2.3, 1.25, 0.92}[rows]
		for r := 0; r < rows; r++ {
			y := 55 + 250/float64(rows)*(float64(r)+0.5)
			ps = append(ps, place{120, y, -32, tall}, place{120, y, 32, tall})
		}
		return ps
	}
	tall := []float64{0, 1.9, 1.15, 0.8}[rows]
	for r := 0; r < rows; r++ {
		y := 60 + 240/float64(rows)*(float64(r)+0.5)
		ps = append(ps, place{64, y, 190, tall}, place{176, y, 170, tall})
	}
	return append(ps, place{120, 180, 0, 2.2})
}

// italianIndex draws the corner index: the Scopa value and a small sign.
func (d *Doc) italianIndex(label string, s int, color string) {
	corner := func() {
		cond := 1.0
		if len(label) > 1 {
			cond = 0.78
		}
		d.Text(label, 27, 16, 34, color, 4.2, cond)
		d.At(27, 72, 0, 0.21, func() { d.italianSign(s) })
	}
	d.Turned(corner)
}

// ItalianFace draws card (suit s, rank index r) of the Italian 40.
func ItalianFace(s, r int) []byte {
	d := NewDoc(W, H)
	d.frame(paper, "")
	labels := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "10"}
	idxColor := ink
	if s == denari || s == coppe {
		idxColor = redDark
	}
	settebello := s == denari && r == 6
	if settebello {
		// The sette bello: a gilded field and a laurel round the centre coin.
		d.Rect(8, 8, W-16, H-16, 11, d.Linear("sb", 0, 0, 0, 1, "#fff3c8", "#fde1a0", "#fff3c8"), red, 3)
		d.Rect(14, 14, W-28, H-28, 8, "none", gold, 1.5)
	}
	switch {
	case r < 7:
		pips := italianPips(s, r+1)
		if settebello {
			pips = []place{{68, 88, 0, 0.46}, {120, 88, 0, 0.46}, {172, 88, 0, 0.46}, {120, 180, 0, 0.62}, {68, 272, 0, 0.46}, {120, 272, 0, 0.46}, {172, 272, 0, 0.46}}
			d.laurel(120, 180, 36)
		}
		d.Layered(len(pips), func(i int) {
			p := pips[i]
			d.At(p.x, p.y, p.r, p.s, func() { d.italianSign(s) })
		})
		if r == 0 {
			d.aceFlourish(s)
		}
	case r == 7:
		d.fante(s)
	case r == 8:
		d.cavallo(s)
	default:
		d.re(s)
	}
	d.italianIndex(labels[r], s, idxColor)
	return d.Bytes()
}

// laurel draws a wreath of leaves round (cx, cy).
func (d *Doc) laurel(cx, cy, r float64) {
	d.Circle(cx, cy, r+12, red, goldDark, 2)
	for i := 0; i < 16; i++ {
		a := float64(i)*22.5 + 11
		d.Open(fmt.Sprintf("translate(%s %s) rotate(%s)", f(cx), f(cy), f(a)))
		d.Path(fmt.Sprintf("M0 %s C6 %s 6 %s 0 %s C-6 %s -6 %s 0 %s Z", f(-r-2), f(-r-6), f(-r-14), f(-r-18), f(-r-14), f(-r-6), f(-r-2)), green, greenDk, 1.2)
		d.Close()
	}
}

// aceFlourish adds the scrolls that make each ace a showpiece.
func (d *Doc) aceFlourish(s int) {
	col := []string{red, blue, red, green}[s]
	d.Path("M60 318 C80 300 100 332 120 314 C140 332 160 300 180 318", "none", col, 4)
	d.Path("M60 42 C80 60 100 28 120 46 C140 28 160 60 180 42", "none", col, 4)
	d.Circle(120, 314, 5, gold, ink, 1.5)
	d.Circle(120, 46, 5, gold, ink, 1.5)
}
