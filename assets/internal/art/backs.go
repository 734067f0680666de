package art

import "fmt"

// Back draws the named card back ("red", "blue" or "hwatu").
func Back(name string) []byte {
	d := NewDoc(W, H)
	switch name {
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
