package art

import "fmt"

// German-suited cards: the Skat 32 (and the Schnapsen 20, which shares its
// art). Double-ended: everything is drawn in the top half and again turned.

// German suit indices in cards.German(): Eichel, Laub, Herz, Schellen.
const (
	eichel = iota
	laub
	herz
	schellen
)

const (
	heartRed  = "#d3212f"
	heartDark = "#8c1019"
	leafGreen = "#3f9a37"
	leafDark  = "#1f5a1d"
	acornNut  = "#d9a441"
	acornCup  = "#7a4a22"
	bellGold  = "#f2c12e"
)

const heartPath = "M0 44 C-20 28 -46 8 -46 -14 C-46 -32 -32 -44 -18 -44 C-8 -44 -2 -38 0 -30 C2 -38 8 -44 18 -44 C32 -44 46 -32 46 -14 C46 8 20 28 0 44 Z"

func (d *Doc) germanHeart() {
	d.Path(heartPath, d.Radial("heart", 0.35, 0.3, 0.75, "#ff6b6b", heartRed, heartDark), ink, 2.6)
	d.Path("M-30 -26 C-26 -34 -16 -36 -10 -30", "none", "#ffc9c9", 4)
}

func (d *Doc) leaf() {
	d.Path("M0 -50 C14 -38 40 -22 40 4 C40 26 20 36 0 44 C-20 36 -40 26 -40 4 C-40 -22 -14 -38 0 -50 Z", d.Radial("leaf", 0.4, 0.3, 0.8, "#8fd16a", leafGreen, leafDark), ink, 2.6)
	d.Line("M0 56 L0 -40 M0 -20 L-18 -32 M0 -20 L18 -32 M0 -2 L-26 -14 M0 -2 L26 -14 M0 16 L-26 6 M0 16 L26 6 M0 32 L-16 26 M0 32 L16 26", leafDark, 2.2)
}

func (d *Doc) acorn() {
	d.Path("M0 56 C-2 46 -2 38 0 30", "none", acornCup, 5)
	d.Path("M0 -50 C18 -50 26 -28 26 -6 L-26 -6 C-26 -28 -18 -50 0 -50 Z", d.Linear("nut", 0, 0, 1, 0, "#f5d27a", acornNut, "#9a6a22"), ink, 2.4)
	d.Path("M-12 -36 C-10 -42 -6 -44 -2 -45", "none", "#fff0c0", 3)
	d.Path("M-30 -8 H30 C30 14 18 30 0 30 C-18 30 -30 14 -30 -8 Z", acornCup, ink, 2.4)
	d.Line("M-24 0 L-8 26 M-12 -6 L10 28 M2 -6 L22 20 M16 -6 L28 6 M24 0 L8 26 M12 -6 L-10 28 M-2 -6 L-22 20 M-16 -6 L-28 6", "#4a2a10", 1.6)
	d.Circle(0, -52, 3, acornCup, ink, 1.2)
}

func (d *Doc) bell() {
	d.Rect(-6, -50, 12, 12, 3, "#b8860b", ink, 2)
	d.Circle(0, 2, 42, d.Radial("bell", 0.36, 0.32, 0.72, "#fff2a8", bellGold, "#b07a10"), ink, 2.6)
	d.Path("M-40 -12 C-20 -6 20 -6 40 -12 L41 2 C20 8 -20 8 -41 2 Z", heartRed, ink, 2)
	d.Line("M-40 -4 C-20 1 20 1 40 -4", "#ffd700", 1.6)
	d.Line("M-20 27 H20 M0 27 V42", ink, 4)
	d.Path("M-24 -26 C-18 -32 -10 -34 -4 -34", "none", "#fffbe0", 4)
}

func (d *Doc) germanSign(s int) {
	switch s {
	case eichel:
		d.acorn()
	case laub:
		d.leaf()
	case herz:
		d.germanHeart()
	default:
		d.bell()
	}
}

// cornerIndex draws an index label and a small suit sign in the top-left
// corner and, turned, in the bottom-right one.
func (d *Doc) cornerIndex(label, color string, sign func()) {
	d.Turned(func() {
		cond := 1.0
		if len(label) > 1 {
			cond = 0.78
		}
		d.Text(label, 27, 16, 34, color, 4.2, cond)
		d.At(27, 71, 0, 0.2, sign)
	})
}

// germanPips: pip positions of the top half (drawn again turned) and of the
// middle row (drawn once) for ranks 7, 8, 9, 10.
func germanPips(rank int) (half, middle []place) {
	k := 0.5
	switch rank {
	case 7:
		return []place{{80, 80, 0, k}, {160, 80, 0, k}}, []place{{60, 180, 0, 0.46}, {120, 180, 0, 0.46}, {180, 180, 0, 0.46}}
	case 8:
		return []place{{80, 72, 0, k}, {160, 72, 0, k}, {80, 136, 0, k}, {160, 136, 0, k}}, nil
	case 9:
		return []place{{80, 70, 0, 0.46}, {160, 70, 0, 0.46}, {80, 126, 0, 0.46}, {160, 126, 0, 0.46}}, []place{{120, 180, 0, 0.46}}
	default:
		k = 0.42
		return []place{{80, 66, 0, k}, {160, 66, 0, k}, {80, 116, 0, k}, {160, 116, 0, k}, {120, 92, 0, k}}, nil
	}
}

// GermanFace draws card (suit s, rank index r) of the German 32.
func GermanFace(s, r int) []byte {
	d := NewDoc(W, H)
	d.frame(paper, "")
	sign := func() { d.germanSign(s) }
	labels := []string{"7", "8", "9", "10", "U", "O", "K", "A"}
	color := ink
	if s == herz {
		color = heartDark
	}
	switch {
	case r < 4:
		half, mid := germanPips(r + 7)
		all := append([]place{}, half...)
		for _, p := range half {
			all = append(all, place{W - p.x, H - p.y, p.r + 180, p.s})
		}
		all = append(all, mid...)
		d.Layered(len(all), func(i int) { d.At(all[i].x, all[i].y, all[i].r, all[i].s, sign) })
		if r == 3 {
			d.banner(s)
		}
	case r == 7:
		d.daus(s)
	default:
		d.Rect(14, 14, W-28, H-28, 9, "#fdf3dc", "", 0)
		d.Turned(func() { d.germanCourt(s, r) })
		d.Line("M18 180 H222", goldDark, 2.5)
	}
	d.cornerIndex(labels[r], color, sign)
	return d.Bytes()
}

// banner is the Zehner's ribbon across the middle.
func (d *Doc) banner(s int) {
	col := []string{acornCup, leafGreen, heartRed, "#d49a12"}[s]
	d.Path("M22 166 H48 L40 180 L48 194 H22 Z", col, ink, 1.8)
	d.Path("M218 166 H192 L200 180 L192 194 H218 Z", col, ink, 1.8)
	d.Path("M44 164 C80 156 160 156 196 164 V196 C160 188 80 188 44 196 Z", col, ink, 2)
	d.Path("M56 172 C90 166 150 166 184 172 M56 188 C90 182 150 182 184 188", "none", gold, 1.6)
}

// daus: two large suit signs with scrolls, as on the traditional Daus.
func (d *Doc) daus(s int) {
	back := []string{"#f6ead2", "#e7f3dd", "#fbe3e3", "#fbf0cf"}[s]
	d.Rect(16, 16, W-32, H-32, 10, back, goldDark, 2)
	d.Turned(func() {
		d.Path("M50 34 C70 54 96 30 120 48 C144 30 170 54 190 34", "none", goldDark, 3)
		d.At(120, 112, 0, 1.02, func() { d.germanSign(s) })
	})
	d.Path("M40 180 C70 168 90 192 120 180 C150 168 170 192 200 180", "none", goldDark, 3)
	d.Circle(120, 180, 6, gold, ink, 1.5)
}

var germanDress = [4]dress{
	{"#2f5c8a", "#d9a441", gold},
	{leafGreen, "#c0392b", gold},
	{heartRed, "#e2b43c", gold},
	{"#7c4a9e", "#f0c030", gold},
}

// germanCourt draws the top half figure of Unter (r=4), Ober (5), König (6).
// The Ober holds his suit sign up beside his head; the Unter holds it low at
// his belt, as in the traditional pattern: that is how players tell them apart.
func (d *Doc) germanCourt(s, r int) {
	c := germanDress[s]
	sign := func() { d.germanSign(s) }
	// torso: doublet, sleeves, belt
	d.Path("M58 180 C58 150 60 128 78 119 C92 112 132 112 146 119 C164 128 166 150 166 180 Z", c.main, ink, 2.4)
	d.Path("M96 114 C100 140 100 160 98 180 H126 C124 160 124 140 128 114 Z", c.second, ink, 1.8)
	d.Line("M112 128 V176", c.trim, 2.4)
	for y := 132.0; y <= 172; y += 10 {
		d.Circle(112, y, 2.6, gold, ink, 1)
	}
	d.Path("M84 118 C100 134 124 134 140 118 C130 108 94 108 84 118 Z", white, ink, 1.8)
	d.Path("M60 178 C60 152 64 134 78 122 L88 138 C80 148 76 162 76 180 Z", c.second, ink, 2)
	switch r {
	case 4: // Unter: cap; sign held low at the belt.
		d.At(112, 82, 0, 1.2, func() { d.head(look{hair: "#5a3418"}) })
		d.At(112, 62, 0, 1.15, func() { d.cap(c.second, c.trim, -6) })
		d.Path("M150 124 C168 132 176 146 174 162 L158 164 C158 152 154 144 146 140 Z", c.second, ink, 2)
		d.At(168, 140, -6, 0.5, sign)
		d.At(166, 166, 0, 1, d.hand)
	case 5: // Ober: plumed hat; sign held up high.
		d.At(106, 82, 0, 1.2, func() { d.head(look{hair: "#3a2210", beard: "#3a2210"}) })
		d.At(106, 62, 0, 1.15, func() { d.hat(c.second, c.trim) })
		d.Path("M148 122 C164 108 170 90 168 74 L184 72 C188 94 182 118 162 136 Z", c.second, ink, 2)
		d.At(178, 44, 0, 0.5, sign)
		d.At(176, 72, 0, 1, d.hand)
	default: // König: crown, sceptre, sign on the shoulder.
		d.At(112, 84, 0, 1.2, func() { d.head(look{hair: "#d8d0c0", beard: "#eeeae0"}) })
		d.At(112, 63, 0, 1.15, func() { d.crown(gold, heartRed) })
		d.Line("M64 176 L56 60", goldDark, 7)
		d.Line("M64 176 L56 60", gold, 4)
		d.Circle(56, 56, 7, gold, ink, 1.8)
		d.At(66, 160, 0, 1, d.hand)
		d.At(172, 136, 0, 0.34, sign)
	}
	_ = fmt.Sprint
}
