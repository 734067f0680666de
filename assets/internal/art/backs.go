package art

import "fmt"

// Back draws the named card back (one of BackNames).
func Back(name string) []byte {
	d := NewDoc(W, H)
	switch name {
	case "lattice":
		latticeBack(d)
	case "tartan":
		tartanBack(d)
	case "hwatu":
		// Hwatu backs are a plain strong red; a fine inner line and a
		// small lozenge keep it from looking unprinted.
		d.Rect(1.5, 1.5, W-3, H-3, 16, "#b3141c", "#5a0a0e", 3)
		d.Rect(12, 12, W-24, H-24, 10, "none", "#d9434a", 1.5)
		var b string
		for i := 0; i < 11; i++ {
			x := 30 + float64(i)*18
			b += poly(x, 22, x+5, 27, x, 32, x-5, 27) + poly(x, 328, x+5, 333, x, 338, x-5, 333)
		}
		for i := 0; i < 16; i++ {
			y := 45 + float64(i)*18
			b += poly(22, y, 27, y+5, 22, y+10, 17, y+5) + poly(218, y, 223, y+5, 218, y+10, 213, y+5)
		}
		d.Fill(b, "#d9434a", 1)
		d.Path(poly(120, 150, 150, 180, 120, 210, 90, 180), "#c42029", "", 0)
		d.Path(poly(120, 162, 138, 180, 120, 198, 102, 180), "#a01018", "", 0)
	default:
		field, dark, light := "#a8141e", "#6e0b12", gold
		if name == "blue" {
			field, dark, light = "#1f4a93", "#112a58", "#cfe0ff"
		}
		d.Rect(1.5, 1.5, W-3, H-3, 16, paper, "#5a5048", 3)
		d.Rect(12, 12, W-24, H-24, 9, field, dark, 2)
		// lattice of small lozenges and dots
		var b, c string
		for row := 0; row < 17; row++ {
			for col := 0; col < 11; col++ {
				x := 26 + float64(col)*19
				y := 26 + float64(row)*19
				if (row+col)%2 == 0 {
					b += poly(x, y-6, x+6, y, x, y+6, x-6, y)
				} else {
					c += circlePath(x, y, 2.2)
				}
			}
		}
		d.Fill(b, light, 0.55)
		d.Fill(c, light, 0.35)
		d.Rect(20, 20, W-40, H-40, 6, "none", light, 2)
		// medallion
		d.Circle(120, 180, 52, dark, light, 2.5)
		d.Circle(120, 180, 44, field, "", 0)
		d.Dots(120, 180, 48, 1.8, 36, light)
		for i := 0; i < 8; i++ {
			d.Open(fmt.Sprintf("rotate(%d 120 180)", i*45))
			d.Path("M120 140 C128 154 128 166 120 176 C112 166 112 154 120 140 Z", light, dark, 1.2)
			d.Close()
		}
		d.Circle(120, 180, 9, light, dark, 1.5)
	}
	return d.Bytes()
}

// latticeBack is a plain green back: a trellis of touching lozenges, every
// other one lightly filled, with a bead at each crossing. The lozenges are
// laid edge to edge inside the field, so the lattice ends exactly at its
// border without the clipping Fyne's renderer lacks.
func latticeBack(d *Doc) {
	const field, dark, light = "#1d5e3f", "#0f3522", "#bfe3c8"
	d.Rect(1.5, 1.5, W-3, H-3, 16, paper, "#5a5048", 3)
	d.Rect(14, 14, W-28, H-28, 8, field, dark, 2)
	const s, x0, y0, cols, rows = 20.0, 20.0, 20.0, 10, 16
	var filled, lines, beads string
	for j := 0; j < rows; j++ {
		for i := 0; i < cols; i++ {
			cx, cy := x0+s/2+float64(i)*s, y0+s/2+float64(j)*s
			lz := poly(cx, cy-s/2, cx+s/2, cy, cx, cy+s/2, cx-s/2, cy)
			if (i+j)%2 == 0 {
				filled += poly(cx, cy-s/2+3, cx+s/2-3, cy, cx, cy+s/2-3, cx-s/2+3, cy)
			}
			lines += lz
			beads += circlePath(cx, cy-s/2, 1.6)
		}
	}
	d.Fill(filled, light, 0.18)
	d.Line(lines, light, 1.2)
	d.Fill(beads, light, 0.8)
	d.Rect(20, 20, W-40, H-40, 4, "none", light, 1.6)
}

// tartanBack is a woven plaid: a navy ground crossed by translucent green
// bands both ways (darker where they overlap, as in cloth), with thin gold
// and red lines between them.
func tartanBack(d *Doc) {
	const ground, band, gold2, red = "#1a2747", "#2f7d5a", "#e0b94a", "#c23b3b"
	d.Rect(1.5, 1.5, W-3, H-3, 16, paper, "#5a5048", 3)
	d.Rect(14, 14, W-28, H-28, 8, ground, "#0c1428", 2)
	const x0, y0, x1, y1 = 16.0, 16.0, W - 16, H - 16
	// One repeat of the sett, 48 units: a band, then a gold and a red line;
	// a stripe that would run past the field is left out (no clipping).
	const repeat = 48.0
	sett := []struct{ off, w float64 }{{0, 16}, {22, 2}, {32, 3}}
	var bands, cross, golds, reds string
	var xs, ys []float64
	for p := 0.0; p < x1-x0; p += repeat {
		for i, st := range sett {
			x := x0 + 12 + p + st.off
			if x+st.w > x1 {
				continue
			}
			r := poly(x, y0, x+st.w, y0, x+st.w, y1, x, y1)
			switch i {
			case 0:
				xs = append(xs, x)
				bands += r
			case 1:
				golds += r
			default:
				reds += r
			}
		}
	}
	for p := 0.0; p < y1-y0; p += repeat {
		for i, st := range sett {
			y := y0 + 14 + p + st.off
			if y+st.w > y1 {
				continue
			}
			r := poly(x0, y, x1, y, x1, y+st.w, x0, y+st.w)
			switch i {
			case 0:
				ys = append(ys, y)
				bands += r
			case 1:
				golds += r
			default:
				reds += r
			}
		}
	}
	// Where two bands cross the cloth shows both: a second, separate fill
	// (one merged path would cover the crossing only once).
	for _, x := range xs {
		for _, y := range ys {
			cross += poly(x, y, x+16, y, x+16, y+16, x, y+16)
		}
	}
	d.Fill(bands, band, 0.45)
	d.Fill(cross, "#123d2b", 0.5)
	d.Fill(golds, gold2, 0.7)
	d.Fill(reds, red, 0.55)
	d.Rect(20, 20, W-40, H-40, 4, "none", gold2, 1.4)
}

// Icon draws the app icon: three fanned cards (an Italian coin, a heart and
// a hwatu bright) on a rounded felt square. 512 units square.
func Icon() []byte {
	d := NewDoc(512, 512)
	d.Rect(16, 16, 480, 480, 96, d.Linear("felt", 0, 0, 0, 1, "#2f7a4e", "#17492d"), "", 0)
	card := func(x, y, deg float64, draw func()) {
		d.Open(fmt.Sprintf("translate(%s %s) rotate(%s) scale(0.95 0.95) translate(-120 -180)", f(x), f(y), f(deg)))
		draw()
		d.Close()
	}
	card(176, 268, -16, func() {
		d.Rect(2, 2, W-4, H-4, 16, hwPaper, ink, 3)
		d.Rect(12, 12, W-24, H-24, 10, hwSky, "", 0)
		d.Circle(150, 110, 46, "#f7dc6f", "", 0)
		d.hill(hwBlack, 290)
		d.Circle(60, 60, 30, hwRed, "", 0)
		d.Path(star(60, 62, 24, 10, 5, 0), hwYellow, "", 0)
	})
	card(336, 268, 16, func() {
		d.Rect(2, 2, W-4, H-4, 16, paper, ink, 3)
		d.At(120, 180, 0, 1.9, d.coin)
	})
	card(256, 250, 0, func() {
		d.Rect(2, 2, W-4, H-4, 16, paper, ink, 3)
		d.At(120, 180, 0, 1.85, d.germanHeart)
	})
	return d.Bytes()
}
