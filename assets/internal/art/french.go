package art

// French-suited Schnapsen 20 (Herz, Karo, Pik, Kreuz; Bube, Dame, König,
// Zehn, Ass) and the nines of Sechsundsechzig's 24, double-ended like the
// German pack and drawn by the same hand.

const (
	frRed   = "#d0202e"
	frBlack = "#1d1d24"
)

// French suit indices in cards.SchnapsenFrench(): H, D, S, C.
func (d *Doc) frenchSign(s int) {
	switch s {
	case 0:
		d.Path(heartPath, frRed, "", 0)
	case 1:
		d.Path("M0 -50 C10 -32 22 -16 36 0 C22 16 10 32 0 50 C-10 32 -22 16 -36 0 C-22 -16 -10 -32 0 -50 Z", frRed, "", 0)
	case 2:
		d.Path("M0 -48 C14 -30 44 -16 44 8 C44 24 32 32 20 32 C12 32 6 28 3 22 C4 34 8 42 16 50 H-16 C-8 42 -4 34 -3 22 C-6 28 -12 32 -20 32 C-32 32 -44 24 -44 8 C-44 -16 -14 -30 0 -48 Z", frBlack, "", 0)
	default:
		d.Circle(0, -24, 19, frBlack, "", 0)
		d.Circle(-22, 10, 19, frBlack, "", 0)
		d.Circle(22, 10, 19, frBlack, "", 0)
		d.Circle(0, 4, 10, frBlack, "", 0)
		d.Path("M-4 6 C-4 30 -8 40 -16 50 H16 C8 40 4 30 4 6 Z", frBlack, "", 0)
	}
}

var frenchDress = [4]dress{
	{frRed, "#2f5c8a", gold},
	{"#e0a21c", frRed, gold},
	{"#2f5c8a", frBlack, gold},
	{leafGreen, frRed, gold},
}

// FrenchFace draws card (suit s, rank index r: J Q K T A 9) of the French
// 24 (cards.SechsFrench), whose first 20 are the French 20.
func FrenchFace(s, r int) []byte {
	d := NewDoc(W, H)
	d.frame(paper, "")
	sign := func() { d.frenchSign(s) }
	color := frBlack
	if s < 2 {
		color = frRed
	}
	labels := []string{"J", "Q", "K", "10", "A", "9"}
	switch r {
	case 5: // Neun: the classic 4-1-4 layout, the Zehn's columns with one
		// pip in the middle.
		k := 0.42
		all := []place{{120, 180, 0, k}}
		for _, p := range []place{{78, 62, 0, k}, {162, 62, 0, k}, {78, 142, 0, k}, {162, 142, 0, k}} {
			all = append(all, p, place{W - p.x, H - p.y, 180, k})
		}
		d.Layered(len(all), func(i int) { d.At(all[i].x, all[i].y, all[i].r, all[i].s, sign) })
	case 4: // Ass: one large pip in an ornamental ring.
		d.Ring(120, 180, 80, goldDark, 3)
		d.Ring(120, 180, 86, gold, 1.5)
		d.Dots(120, 180, 71, 2.2, 48, goldDark)
		d.At(120, 180, 0, 1.25, sign)
	case 3: // Zehn: the classic 4-1-1-4 layout.
		k := 0.42
		var all []place
		for _, p := range []place{{78, 62, 0, k}, {162, 62, 0, k}, {78, 142, 0, k}, {162, 142, 0, k}, {120, 102, 0, k}} {
			all = append(all, p, place{W - p.x, H - p.y, 180, k})
		}
		d.Layered(len(all), func(i int) { d.At(all[i].x, all[i].y, all[i].r, all[i].s, sign) })
	default:
		c := frenchDress[s]
		d.Rect(14, 14, W-28, H-28, 9, "#fdf3dc", "", 0)
		d.Turned(func() { d.frenchCourt(s, r, c, sign) })
		d.Line("M18 180 H222", goldDark, 2.5)
	}
	d.cornerIndex(labels[r], color, sign)
	return d.Bytes()
}

// frenchCourt draws the top half of Bube (r=0), Dame (1) or König (2), with
// a suit pip beside the head as on French court cards.
func (d *Doc) frenchCourt(s, r int, c dress, sign func()) {
	d.Path("M62 180 C62 150 64 128 84 119 C98 112 138 112 152 119 C172 128 174 150 174 180 Z", c.main, ink, 2.4)
	d.Path("M100 116 L92 180 H144 L136 116 Z", c.second, ink, 1.8)
	d.Path("M100 116 L92 180 M136 116 L144 180", "none", c.trim, 3)
	for y := 130.0; y <= 170; y += 13 {
		d.Path(poly(118, y-5, 123, y, 118, y+5, 113, y), gold, ink, 1)
	}
	d.Path("M88 118 C104 132 132 132 148 118 C136 110 100 110 88 118 Z", white, ink, 1.8)
	d.Path("M172 178 C172 152 168 134 154 122 L144 138 C152 148 156 162 156 180 Z", c.second, ink, 2)
	switch r {
	case 0: // Bube: cap and halberd.
		d.Line("M70 178 L70 46", ink, 4)
		d.Path("M70 40 L80 54 L70 62 L60 54 Z M70 56 C82 56 88 62 88 72 C80 68 74 68 70 68 Z", "#b8c4d0", ink, 1.8)
		d.At(70, 150, 0, 1, d.hand)
		d.At(118, 84, 0, 1.2, func() { d.head(look{hair: "#c98a3a", long: true}) })
		d.At(118, 63, 0, 1.15, func() { d.cap(c.second, c.trim, 6) })
	case 1: // Dame: veil, diadem and a flower.
		d.At(118, 84, 0, 1.2, func() { d.head(look{hair: "#6a3a1a", long: true, female: true}) })
		d.At(118, 63, 0, 1.15, func() { d.veil(c.second) })
		d.Line("M72 160 C70 130 74 110 80 96", leafDark, 3)
		for i := 0; i < 5; i++ {
			d.At(80, 92, float64(i)*72, 1, func() { d.Ellipse(0, -6, 4, 7, "#f07aa0", ink, 1.2) })
		}
		d.Circle(80, 92, 3.4, gold, ink, 1)
		d.At(72, 160, 0, 1, d.hand)
	default: // König: crown and sword.
		d.Line("M66 176 L66 52", "#8c9aa8", 6)
		d.Line("M52 132 H80", goldDark, 6)
		d.At(66, 150, 0, 1, d.hand)
		d.At(118, 84, 0, 1.2, func() { d.head(look{hair: "#8a5a2b", beard: "#8a5a2b"}) })
		d.At(118, 63, 0, 1.15, func() { d.crown(gold, frRed) })
	}
	d.At(186, 46, 0, 0.36, sign)
}
