package art

import (
	"fmt"

	"github.com/cardavia/cardavia/games/cards"
)

// Korean hwatu: twelve months of four cards, in the strong red, black,
// green and yellow of the printed packs. Every card has the month number in
// the top-left corner and its type marker in the top-right one, told apart
// by shape: star (bright), triangle (animal), ribbon (ribbon, coloured by
// set), one diamond (junk), two diamonds (double junk).

const (
	hwRed    = "#d7262e"
	hwRedDk  = "#9e1a1f"
	hwBlack  = "#1a1a1a"
	hwGreen  = "#2f8a3c"
	hwGreenL = "#6cc04a"
	hwYellow = "#f5c518"
	hwBlue   = "#2757b5"
	hwPurple = "#6b3fa0"
	hwPink   = "#f48fb1"
	hwBrown  = "#8b5a2b"
	hwPaper  = "#fbf3df"
	hwSky    = "#e0343a"
)

// HwatuCard describes what one card shows.
type HwatuCard struct {
	Month  int // 1..12
	Slot   int // 0..3
	Kind   cards.HwatuKind
	Ribbon cards.RibbonKind
}

// HwatuFace draws one hwatu card.
func HwatuFace(c HwatuCard) []byte {
	d := NewDoc(W, H)
	d.Rect(1.5, 1.5, W-3, H-3, 16, hwPaper, "#3a2a20", 3)
	d.hwatuPicture(c)
	if c.Kind == cards.Ribbon {
		d.ribbon(c.Ribbon)
	}
	d.Rect(8, 8, W-16, H-16, 10, "none", hwRedDk, 2)
	d.hwatuIndex(c)
	return d.Bytes()
}

// hwatuIndex draws the month number on a dark plate and the type marker.
func (d *Doc) hwatuIndex(c HwatuCard) {
	label := fmt.Sprint(c.Month)
	w := 42.0
	cond := 1.0
	if c.Month >= 10 {
		w, cond = 54, 0.8
	}
	d.Rect(10, 10, w, 50, 9, hwBlack, "", 0)
	d.Text(label, 10+w/2, 18, 33, hwPaper, 4.6, cond)
	x, y := 206.0, 34.0
	d.Circle(x, y, 24, hwPaper, hwBlack, 2.5)
	switch c.Kind {
	case cards.Bright:
		d.Circle(x, y, 19, hwRed, "", 0)
		d.Path(star(x, y+1, 15, 6.5, 5, 0), hwYellow, hwBlack, 1.2)
	case cards.Animal:
		d.Path(poly(x, y-17, x+16, y+12, x-16, y+12), hwBlack, "", 0)
		d.Path(poly(x, y-7, x+7, y+6, x-7, y+6), hwPaper, "", 0)
	case cards.Ribbon:
		col := map[cards.RibbonKind]string{cards.RedPoem: hwRed, cards.Blue: hwBlue, cards.PlainRed: hwRed, cards.NoSet: "#8a8a8a"}[c.Ribbon]
		d.Path(poly(x-8, y-18, x+8, y-18, x+8, y+18, x, y+11, x-8, y+18), col, hwBlack, 1.8)
		if c.Ribbon == cards.RedPoem {
			d.Line(fmt.Sprintf("M%s %s q4 3 0 6 q-4 3 0 6 q4 3 0 6", f(x), f(y-14)), hwBlack, 2)
		}
	case cards.Junk:
		d.Path(poly(x, y-11, x+11, y, x, y+11, x-11, y), hwGreen, hwBlack, 1.8)
	case cards.DoubleJunk:
		d.Path(poly(x-7, y-16, x+3, y-6, x-7, y+4, x-17, y-6), hwGreen, hwBlack, 1.6)
		d.Path(poly(x+7, y-4, x+17, y+6, x+7, y+16, x-3, y+6), hwGreen, hwBlack, 1.6)
	}
}

// ribbon draws the tanzaku across the lower middle of a ribbon card.
func (d *Doc) ribbon(kind cards.RibbonKind) {
	col := map[cards.RibbonKind]string{cards.RedPoem: hwRed, cards.Blue: hwBlue, cards.PlainRed: hwRed, cards.NoSet: hwRed}[kind]
	d.Open("rotate(-12 120 210)")
	d.Path("M98 120 H142 V290 L120 276 L98 290 Z", col, hwBlack, 2.5)
	switch kind {
	case cards.RedPoem:
		// the poem: brush strokes in black
		d.Line("M112 138 h16 M120 132 v20 M110 162 q10 -4 20 0 M114 172 q6 8 12 0 M112 188 h16 M120 184 v22 M112 214 q8 8 16 -2 M110 234 h20 M116 226 v18 M124 226 v18 M114 254 q6 6 12 0", hwBlack, 3.4)
	case cards.Blue:
		d.Line("M112 150 h16 M120 144 v20 M112 190 q8 8 16 -2 M114 226 h12 M120 220 v16", "#0e2a66", 3)
	case cards.NoSet:
		d.Path("M98 150 H142 V164 H98 Z M98 200 H142 V214 H98 Z M98 250 H142 V264 H98 Z", hwBlack, "", 0)
	}
	d.Close()
}

// hwatuPicture draws the month's motif and the card's own subject.
func (d *Doc) hwatuPicture(c HwatuCard) {
	v := c.Slot
	switch c.Month {
	case 1:
		if c.Kind == cards.Bright {
			d.Rect(10, 10, 220, 340, 10, hwSky, "", 0)
			d.Circle(168, 112, 46, "#f9d648", hwBlack, 2)
			d.hill(hwBlack, 312)
			d.pineCorner()
			d.crane()
			break
		}
		d.hill(hwBlack, 300)
		d.pine(v)
	case 2:
		d.Rect(10, 250, 220, 100, 10, hwRed, "", 0)
		d.plum(v)
		if c.Kind == cards.Animal {
			d.warbler()
		}
	case 3:
		d.cherry(v)
		if c.Kind == cards.Bright {
			d.curtain()
		}
	case 4:
		d.wisteria(v)
		if c.Kind == cards.Animal {
			d.cuckoo()
		}
	case 5:
		if c.Kind == cards.Animal {
			d.bridge()
		}
		d.iris(v)
	case 6:
		d.peony(v)
		if c.Kind == cards.Animal {
			d.butterflies()
		}
	case 7:
		d.clover(v)
		if c.Kind == cards.Animal {
			d.boar()
		}
	case 8:
		d.Rect(10, 10, 220, 340, 10, hwSky, "", 0)
		if c.Kind == cards.Bright {
			d.Circle(120, 120, 70, "#fffaf0", hwBlack, 2.5)
		}
		d.pampas(v)
		if c.Kind == cards.Animal {
			d.geese()
		}
	case 9:
		d.chrysanthemum(v)
		if c.Kind == cards.Animal {
			d.sakeCup()
		}
	case 10:
		d.maple(v)
		if c.Kind == cards.Animal {
			d.deer()
		}
	case 11:
		d.paulownia(c.Kind == cards.DoubleJunk)
		if c.Kind == cards.Bright {
			d.phoenix()
		}
	default:
		d.rain(c)
	}
}

// hill draws a black hill along the bottom from height y.
func (d *Doc) hill(col string, y float64) {
	d.Path(fmt.Sprintf("M10 %s C60 %s 110 %s 150 %s C190 %s 220 %s 230 %s V340 C230 346 226 350 220 350 H20 C14 350 10 346 10 340 Z", f(y), f(y-40), f(y-30), f(y-10), f(y+10), f(y-10), f(y-6)), col, "", 0)
}

// pineFan is one cloud of needles.
func (d *Doc) pineFan(x, y, s float64) {
	d.At(x, y, 0, s, func() {
		d.Path("M-34 0 C-34 -24 34 -24 34 0 Z", hwGreen, hwBlack, 2.4)
		d.Line("M0 0 L0 -16 M0 0 L-12 -14 M0 0 L12 -14 M0 0 L-22 -10 M0 0 L22 -10 M0 0 L-29 -4 M0 0 L29 -4", hwGreenL, 1.8)
	})
}

func (d *Doc) pine(v int) {
	d.Path("M120 340 C110 300 126 260 112 220 C100 186 120 150 104 110 L116 108 C132 150 114 186 126 220 C140 262 124 300 136 340 Z", hwBlack, "", 0)
	d.Line("M112 220 C90 210 70 200 50 196 M120 160 C144 150 166 144 190 146 M108 120 C90 108 70 100 56 100 M126 260 C150 250 176 246 196 252", hwBlack, 7)
	fans := [][3]float64{{56, 190, 1}, {92, 204, 1}, {186, 140, 1}, {152, 146, 0.9}, {64, 96, 1}, {112, 104, 1.1}, {192, 246, 1}, {160, 252, 0.9}}
	if v == 3 { // the second junk: a slightly different crown
		fans[4], fans[5] = [3]float64{70, 92, 0.9}, [3]float64{118, 98, 1}
	}
	d.Layered(len(fans), func(i int) { d.pineFan(fans[i][0], fans[i][1], fans[i][2]) })
}

// crane: a red-crowned crane standing under the rising sun.
func (d *Doc) crane() {
	d.Line("M150 274 L144 330 M168 274 L172 332 M134 330 H154 M162 332 H182", hwBlack, 3.4)
	d.Path("M184 214 C206 206 226 216 232 234 C218 232 206 234 196 244 Z", hwBlack, hwBlack, 2)
	d.Path("M196 258 C214 264 228 258 232 246 C220 246 208 246 198 244 Z", hwBlack, hwBlack, 2)
	d.Path("M110 240 C110 214 150 204 184 214 C206 222 212 244 196 262 C180 278 140 282 120 270 C112 264 110 254 110 240 Z", white, hwBlack, 2.5)
	d.Line("M130 236 C150 226 176 226 198 238 M140 250 C160 242 180 244 196 252", "#9aa0a8", 2.2)
	d.Path("M112 246 C98 222 94 196 98 168 C100 154 110 146 120 150 C112 172 116 204 130 236 Z", hwBlack, hwBlack, 2)
	d.Circle(110, 146, 11, white, hwBlack, 2)
	d.Path("M101 148 L66 158 L101 153 Z", "#c9b037", hwBlack, 1.6)
	d.Circle(111, 139, 6, hwRed, "", 0)
	d.Circle(107, 147, 2.2, hwBlack, "", 0)
}

// pineCorner is the small pine framing the January bright.
func (d *Doc) pineCorner() {
	d.Path("M10 300 C40 260 44 200 30 150 C24 120 40 90 60 70 L68 78 C52 100 40 124 44 150 C58 200 56 260 30 320 Z", hwBlack, "", 0)
	d.Line("M40 200 C60 190 80 186 96 188 M44 140 C70 126 90 120 110 122 M58 84 C70 66 90 56 110 56", hwBlack, 6)
	fans := [][3]float64{{96, 184, 0.9}, {70, 192, 0.8}, {106, 118, 1}, {76, 126, 0.9}, {110, 52, 1}, {40, 96, 0.8}}
	d.Layered(len(fans), func(i int) { d.pineFan(fans[i][0], fans[i][1], fans[i][2]) })
}

// blossom: a five-petalled flower.
func (d *Doc) blossom(x, y, r float64, petal, centre string) {
	d.At(x, y, 0, 1, func() {
		for i := 0; i < 5; i++ {
			d.Open(fmt.Sprintf("rotate(%d)", i*72))
			d.Ellipse(0, -r*0.55, r*0.45, r*0.55, petal, hwBlack, 1.2)
			d.Close()
		}
		d.Circle(0, 0, r*0.28, centre, "", 0)
	})
}

func (d *Doc) plum(v int) {
	d.Line("M30 330 C60 280 70 230 110 200 C140 178 150 130 200 90 M110 200 C80 170 60 130 40 110 M150 150 C170 150 190 160 206 180", hwBlack, 9)
	pts := [][2]float64{{40, 108}, {60, 140}, {86, 180}, {112, 196}, {140 + 6*float64(v%2), 168}, {158, 124}, {196, 94}, {206, 178}, {176, 154}, {70, 262}, {54, 300}}
	d.Layered(len(pts), func(i int) { d.blossom(pts[i][0], pts[i][1], 17, hwRed, hwYellow) })
}

// warbler: the bush warbler perched on the plum branch.
func (d *Doc) warbler() {
	d.Path("M112 136 C112 112 140 104 156 114 C170 122 170 140 158 150 C146 160 120 158 112 136 Z", "#8bbf3c", hwBlack, 2.4)
	d.Path("M112 136 C98 140 84 150 72 164 C92 158 104 154 118 150 Z", "#5d8a24", hwBlack, 2)
	d.Circle(150, 122, 12, "#a8d05a", hwBlack, 2)
	d.Circle(154, 119, 2.4, hwBlack, "", 0)
	d.Path("M161 122 L174 124 L161 127 Z", hwBlack, "", 0)
	d.Line("M128 154 L124 168 M138 154 L138 168", hwBlack, 2.4)
}

func (d *Doc) cherry(v int) {
	d.Line("M20 300 C60 260 90 220 120 200 M120 200 C150 180 180 150 220 140 M110 206 C100 170 86 130 70 110", hwBlack, 8)
	pts := [][2]float64{{60, 92}, {100, 100}, {140, 110}, {180, 120}, {78, 140}, {120, 150}, {162, 158}, {200, 152}, {40, 180}, {86, 196}, {150, 206}, {196, 196}, {60, 240}, {104, 250}}
	d.Layered(len(pts), func(i int) {
		if v == 3 && i%5 == 4 {
			return
		}
		c := hwPink
		if i%3 == 0 {
			c = "#f9c6d8"
		}
		d.blossom(pts[i][0], pts[i][1], 24, c, hwRed)
	})
}

// curtain: the festival curtain of the March bright.
func (d *Doc) curtain() {
	d.Path("M14 230 C60 220 180 220 226 230 V330 C226 340 220 346 210 346 H30 C20 346 14 340 14 330 Z", hwRed, hwBlack, 2.5)
	d.Path("M14 230 C60 220 180 220 226 230 V246 C180 238 60 238 14 246 Z", hwPurple, hwBlack, 2)
	d.Layered(3, func(i int) {
		x := 60 + 60*float64(i)
		d.Circle(x, 290, 18, white, hwBlack, 2)
		d.Path(fmt.Sprintf("M%s 278 L%s 302 M%s 290 L%s 290", f(x), f(x), f(x-12), f(x+12)), "none", hwRed, 3)
	})
	d.Line("M40 244 V340 M100 244 V340 M160 244 V340 M200 244 V340", "#a01822", 1.6)
}

func (d *Doc) wisteria(v int) {
	d.Line("M30 40 C80 60 150 40 216 64", hwBlack, 7)
	xs := []float64{44, 76, 108, 140, 172, 204}
	for i, x := range xs {
		n := 5 + (i+v)%3
		for j := 0; j < n; j++ {
			y := 60 + float64(j)*26
			d.Path(fmt.Sprintf("M%s %s c7 6 7 16 0 22 c-7 -6 -7 -16 0 -22 Z", f(x+float64(j%2)*6-3), f(y)), hwBlack, "", 0)
		}
		d.Circle(x, 60+float64(n)*26+4, 4, hwRed, "", 0)
	}
	d.Path("M20 330 C70 300 170 300 220 330", "none", hwBlack, 5)
}

// cuckoo flying before a yellow crescent.
func (d *Doc) cuckoo() {
	d.Path("M150 230 A46 46 0 1 0 200 300 A36 36 0 1 1 150 230 Z", hwYellow, hwBlack, 2)
	d.Path("M60 268 C80 250 120 246 140 256 C150 262 150 272 140 276 C120 284 84 284 60 268 Z", "#4a4a58", hwBlack, 2)
	d.Path("M96 262 C104 236 128 220 150 214 C138 236 126 254 118 262 Z", "#30303a", hwBlack, 2)
	d.Path("M60 268 L30 262 L44 276 Z", "#30303a", hwBlack, 2)
	d.Circle(140, 264, 2.4, hwRed, "", 0)
	d.Path("M146 262 L158 266 L146 270 Z", hwYellow, hwBlack, 1.2)
	d.Line("M80 278 q10 4 20 0 M92 282 q10 4 20 0", white, 1.5)
}

func (d *Doc) iris(v int) {
	for i, x := range []float64{56, 100, 144, 188} {
		h := 130.0 + float64((i+v)%3)*30
		d.Path(fmt.Sprintf("M%s 340 C%s %s %s %s %s %s C%s %s %s %s %s 340 Z", f(x-8), f(x-10), f(330-h/2), f(x-4), f(330-h), f(x+6), f(330-h-20), f(x+2), f(330-h), f(x+8), f(330-h/2), f(x+8)), hwGreen, hwBlack, 2)
	}
	flowers := [][2]float64{{70, 170}, {130, 130}, {178, 190}, {110, 220}}
	if v == 3 {
		flowers = flowers[:3]
	}
	d.Layered(len(flowers), func(i int) {
		p := flowers[i]
		d.At(p[0], p[1], 0, 1, func() {
			d.Path("M0 0 C-22 -6 -30 -26 -22 -36 C-14 -26 -6 -16 0 0 Z M0 0 C22 -6 30 -26 22 -36 C14 -26 6 -16 0 0 Z", hwPurple, hwBlack, 1.8)
			d.Path("M0 4 C-8 -14 -6 -34 0 -44 C6 -34 8 -14 0 4 Z", "#8e62c8", hwBlack, 1.8)
			d.Path("M0 0 C-16 8 -26 22 -24 30 C-14 24 -6 16 0 6 C6 16 14 24 24 30 C26 22 16 8 0 0 Z", hwPurple, hwBlack, 1.8)
			d.Line("M-2 -2 L-10 14 M2 -2 L10 14", hwYellow, 2.2)
			d.Line("M0 6 L0 80", hwGreen, 4)
		})
	})
}

// bridge: the eight-plank bridge zigzagging across.
func (d *Doc) bridge() {
	d.Path("M10 260 L120 214 L230 260 L230 292 L120 246 L10 292 Z", "#c08a4a", hwBlack, 2.5)
	d.Line("M30 252 L30 284 M60 240 L60 272 M90 227 L90 259 M150 227 L150 259 M180 240 L180 272 M210 252 L210 284", "#6b4420", 2.4)
	d.Line("M10 300 L10 340 M120 254 L120 340 M230 300 L230 340 M64 282 L64 340 M176 282 L176 340", hwBrown, 5)
}

func (d *Doc) peony(v int) {
	leaves := [][3]float64{{60, 260, -30}, {180, 250, 30}, {120, 300, 0}, {40, 170, -60}, {200, 170, 60}}
	d.Layered(len(leaves), func(i int) {
		p := leaves[i]
		d.At(p[0], p[1], p[2], 1, func() {
			d.Path("M0 0 C-30 -20 -30 -60 0 -80 C30 -60 30 -20 0 0 Z", hwBlack, "", 0)
			d.Line("M0 -4 L0 -70", hwGreen, 2)
		})
	})
	draw := func(x, y, s float64) {
		d.At(x, y, 0, s, func() {
			d.Path("M-50 10 C-60 -20 -40 -44 -20 -40 C-20 -60 20 -60 20 -40 C40 -44 60 -20 50 10 C40 30 -40 30 -50 10 Z", hwRed, hwBlack, 2.5)
			d.Path("M-34 0 C-36 -20 -20 -30 -8 -24 C0 -38 16 -30 12 -20 C28 -24 36 -8 30 4 C10 14 -14 14 -34 0 Z", "#f04a55", hwBlack, 2)
			d.Path("M-14 -6 C-10 -14 4 -16 10 -8 C4 0 -8 0 -14 -6 Z", hwYellow, hwBlack, 1.5)
		})
	}
	draw(120, 200, 1.3)
	if v != 3 {
		draw(70, 110, 0.8)
	}
	if v != 2 {
		draw(176, 100, 0.7)
	}
}

func (d *Doc) butterfly(x, y, s, deg float64) {
	d.At(x, y, deg, s, func() {
		d.Path("M0 0 C-20 -30 -44 -26 -40 -6 C-38 6 -20 8 0 0 Z M0 0 C20 -30 44 -26 40 -6 C38 6 20 8 0 0 Z", hwYellow, hwBlack, 2)
		d.Path("M0 2 C-14 10 -30 24 -20 32 C-10 34 -4 20 0 2 Z M0 2 C14 10 30 24 20 32 C10 34 4 20 0 2 Z", "#4a7fd0", hwBlack, 2)
		d.Circle(-24, -12, 5, hwRed, "", 0)
		d.Circle(24, -12, 5, hwRed, "", 0)
		d.Ellipse(0, 4, 3, 14, hwBlack, "", 0)
		d.Line("M-2 -10 L-8 -24 M2 -10 L8 -24", hwBlack, 1.6)
	})
}

func (d *Doc) butterflies() {
	d.butterfly(80, 80, 1, -15)
	d.butterfly(170, 130, 0.8, 20)
}

func (d *Doc) clover(v int) {
	d.Line("M20 330 C40 230 100 150 200 90 M60 250 C100 230 150 220 210 230 M40 300 C80 290 120 300 160 330", hwBlack, 5)
	pts := [][2]float64{{200, 90}, {176, 104}, {150, 122}, {126, 142}, {104, 164}, {84, 190}, {66, 216}, {100, 236}, {130, 226}, {160, 222}, {190, 226}, {210, 230}, {80, 292}, {110, 298}, {140, 312}}
	d.Layered(len(pts), func(i int) {
		k := i + 1
		col := hwRed
		if (k+v)%4 == 0 {
			col = hwBlack
		}
		d.At(pts[i][0], pts[i][1], float64(k*37%180), 1, func() {
			d.Ellipse(-9, 0, 8, 4.5, col, "", 0)
			d.Ellipse(9, 0, 8, 4.5, col, "", 0)
			d.Ellipse(0, -9, 4.5, 8, col, "", 0)
		})
	})
}

// boar: a wild boar trotting along the bottom.
func (d *Doc) boar() {
	d.Path("M40 260 C40 228 80 210 130 212 C170 214 200 230 204 250 L214 256 C216 264 208 270 200 268 C196 286 170 296 130 296 C90 296 40 292 40 260 Z", hwBrown, hwBlack, 2.5)
	d.Path("M60 230 C80 214 120 206 160 214", "none", hwBlack, 6)
	d.Line("M70 290 L64 326 M100 294 L98 328 M150 294 L156 326 M176 288 L184 322", hwBlack, 8)
	d.Path("M182 230 L190 214 L198 236 Z", hwBrown, hwBlack, 2)
	d.Circle(192, 244, 2.6, hwBlack, "", 0)
	d.Path("M206 258 C214 250 218 244 216 238", "none", white, 3)
	d.Line("M40 256 C30 250 28 240 34 236", hwBlack, 3)
}

func (d *Doc) pampas(v int) {
	d.Path("M10 200 C60 160 130 150 230 190 V340 C230 346 226 350 220 350 H20 C14 350 10 346 10 340 Z", hwBlack, "", 0)
	for i := 0; i < 9; i++ {
		x := 24 + float64(i)*24
		h := 40 + float64((i*7+v*3)%5)*8
		d.Line(fmt.Sprintf("M%s 340 C%s %s %s %s %s %s", f(x), f(x+4), f(340-h), f(x+10), f(300-h), f(x+18), f(280-h)), white, 2.4)
	}
}

// geese: three wild geese flying across the red sky.
func (d *Doc) geese() {
	birds := [][3]float64{{70, 80, 1}, {130, 110, 0.9}, {184, 70, 0.8}}
	d.Layered(len(birds), func(i int) {
		p := birds[i]
		d.At(p[0], p[1], -8, p[2], func() {
			d.Path("M-30 0 C-10 -6 10 -6 26 -2 L40 -8 L34 2 C20 8 -10 8 -30 0 Z", hwBlack, "", 0)
			d.Path("M-10 -2 C-4 -24 10 -36 20 -40 C14 -24 10 -12 8 -2 Z", hwBlack, "", 0)
			d.Path("M-4 2 C0 16 8 26 14 30 C14 20 12 10 10 2 Z", "#333333", "", 0)
		})
	})
}

func (d *Doc) chrysanthemum(v int) {
	d.Line("M120 340 C116 290 124 250 118 200 M118 250 C90 230 70 220 50 220 M120 280 C150 260 176 256 200 260", hwGreen, 5)
	for _, p := range [][2]float64{{56, 216}, {196, 256}, {90, 300}, {160, 300}} {
		d.At(p[0], p[1], 0, 1, func() {
			d.Path("M0 0 C-20 -10 -26 -30 -10 -34 C0 -24 4 -12 0 0 Z M0 0 C20 -10 26 -30 10 -34 C0 -24 -4 -12 0 0 Z", hwGreen, hwBlack, 1.6)
		})
	}
	flower := func(x, y, r float64, col string) {
		d.At(x, y, 0, 1, func() {
			for i := 0; i < 16; i++ {
				d.Open(fmt.Sprintf("rotate(%s)", f(float64(i)*22.5)))
				d.Ellipse(0, -r*0.6, r*0.16, r*0.42, col, hwBlack, 1.2)
				d.Close()
			}
			d.Circle(0, 0, r*0.3, hwRed, hwBlack, 1.4)
		})
	}
	flower(118, 170, 56, hwYellow)
	if v != 3 {
		flower(60, 120, 34, hwRed)
	}
	if v != 2 {
		flower(184, 110, 34, white)
	}
}

// sakeCup: the red cup with its gold emblem.
func (d *Doc) sakeCup() {
	d.Path("M60 250 C60 296 180 296 180 250 Z", hwRed, hwBlack, 2.5)
	d.Ellipse(120, 250, 60, 14, "#f04a55", hwBlack, 2.5)
	d.Path("M96 290 L90 312 H150 L144 290 Z", hwRed, hwBlack, 2.2)
	d.Circle(120, 270, 12, hwYellow, hwBlack, 1.6)
	d.Line("M114 264 H126 M120 262 V280 M114 272 H126 M115 278 H125", hwRedDk, 1.8)
}

// mapleLeaf is a seven-pointed leaf.
func (d *Doc) mapleLeaf(x, y, s, deg float64, col string) {
	d.At(x, y, deg, s, func() {
		d.Path("M0 30 L2 12 L22 20 L16 6 L34 -2 L16 -8 L22 -28 L6 -18 L0 -38 L-6 -18 L-22 -28 L-16 -8 L-34 -2 L-16 6 L-22 20 L-2 12 Z", col, hwBlack, 1.6)
		d.Line("M0 30 L0 -30 M0 4 L24 -20 M0 4 L-24 -20", hwRedDk, 1.2)
	})
}

func (d *Doc) maple(v int) {
	d.Line("M200 20 C170 80 170 140 120 180 M150 110 C110 100 80 80 60 60 M130 170 C90 180 60 200 40 230", hwBlack, 6)
	pts := [][2]float64{{60, 60}, {96, 86}, {130, 100}, {176, 70}, {186, 120}, {150, 150}, {110, 170}, {60, 214}, {84, 196}, {40, 236}, {190, 176}}
	d.Layered(len(pts), func(i int) {
		k := i + 1
		col := hwRed
		if (k+v)%4 == 0 {
			col = "#e8762c"
		}
		d.mapleLeaf(pts[i][0], pts[i][1], 0.9, float64(k*29%60-30), col)
	})
}

// deer: a stag looking back.
func (d *Doc) deer() {
	d.Path("M60 250 C60 226 100 216 140 220 C170 222 184 236 182 254 C180 272 150 280 110 280 C80 280 60 272 60 250 Z", "#c07a3a", hwBlack, 2.5)
	d.Line("M76 274 L70 334 M96 278 L96 336 M150 276 L156 334 M170 268 L178 330", hwBlack, 5)
	d.Path("M166 230 C172 206 176 186 180 172 L196 176 C194 194 186 214 180 236 Z", "#c07a3a", hwBlack, 2.2)
	d.Path("M176 170 C180 158 196 154 206 162 C214 168 212 176 204 180 L186 182 Z", "#c07a3a", hwBlack, 2.2)
	d.Line("M184 160 C178 140 170 130 160 126 M178 146 L166 150 M188 160 C194 140 204 132 214 130 M198 144 L212 146", hwBrown, 3.4)
	d.Circle(196, 168, 2.4, hwBlack, "", 0)
	for _, p := range [][2]float64{{90, 240}, {110, 236}, {130, 244}, {150, 236}, {100, 258}, {140, 262}} {
		d.Circle(p[0], p[1], 3.5, "#f6e6c8", "", 0)
	}
}

func (d *Doc) paulownia(double bool) {
	leaf := hwBlack
	if double {
		d.Rect(10, 10, 220, 340, 10, hwYellow, "", 0)
	}
	draw := func(x, y, s, deg float64) {
		d.At(x, y, deg, s, func() {
			d.Path("M0 40 C-40 30 -50 -10 -30 -34 C-20 -46 -6 -40 0 -30 C6 -40 20 -46 30 -34 C50 -10 40 30 0 40 Z", leaf, hwBlack, 2)
			d.Line("M0 40 L0 -26 M0 10 L-26 -10 M0 10 L26 -10", "#555555", 2)
		})
	}
	draw(70, 260, 1.1, -20)
	draw(170, 262, 1.1, 20)
	draw(120, 300, 1, 0)
	d.Line("M120 240 L120 110", hwGreen, 4)
	for i := 0; i < 7; i++ {
		y := 120 + float64(i)*18
		for _, dx := range []float64{-14, 14} {
			d.Ellipse(120+dx*(1-float64(i)*0.08), y, 8, 6, hwPurple, hwBlack, 1.4)
		}
	}
	d.Ellipse(120, 106, 8, 10, hwPurple, hwBlack, 1.4)
}

// phoenix: the November bright's firebird.
func (d *Doc) phoenix() {
	for i, c := range []string{hwRed, hwGreen, hwBlue, hwYellow, hwPurple} {
		a := float64(i)*14 - 28
		d.At(130, 150, a, 1, func() {
			d.Path("M0 0 C30 20 60 60 80 110 C62 90 40 60 0 12 Z", c, hwBlack, 2)
		})
	}
	d.Path("M80 150 C80 110 130 96 150 120 C164 140 150 170 120 176 C96 180 80 170 80 150 Z", "#e9422e", hwBlack, 2.5)
	d.Path("M98 130 C90 100 60 70 30 60 C54 90 70 120 86 150 Z", hwYellow, hwBlack, 2)
	d.Path("M150 124 C158 100 168 84 184 78 C194 76 198 86 190 92 C180 98 172 110 166 128 Z", "#e9422e", hwBlack, 2.2)
	d.Circle(186, 84, 2.4, hwBlack, "", 0)
	d.Path("M194 86 L208 92 L192 92 Z", hwYellow, hwBlack, 1.2)
	d.Path("M180 76 C182 64 190 58 198 60 C192 66 188 72 186 78 Z", hwGreen, hwBlack, 1.4)
}

// rain: December, whose four cards each look different.
func (d *Doc) rain(c HwatuCard) {
	switch c.Kind {
	case cards.Bright: // the poet with the umbrella, the willow and the frog
		d.Rect(10, 10, 220, 340, 10, "#3c3c46", "", 0)
		d.Line("M190 10 C196 60 200 120 204 180", hwGreen, 5)
		for i := 0; i < 6; i++ {
			d.Line(fmt.Sprintf("M%s 30 C%s 100 %s 160 %s 220", f(170+float64(i)*8), f(160+float64(i)*8), f(166+float64(i)*8), f(180+float64(i)*8)), hwGreenL, 3)
		}
		d.Path("M40 130 C50 86 130 76 160 120 Z", hwYellow, hwBlack, 2.5)
		d.Line("M100 98 L100 240", hwBlack, 3)
		d.Line("M60 122 L100 98 M80 110 L100 100 M130 114 L100 98", hwBrown, 1.6)
		d.Circle(96, 146, 13, skin, hwBlack, 2)
		d.Path("M84 140 C84 128 108 128 108 140 Z", hwBlack, "", 0)
		d.Path("M70 170 C70 156 120 154 124 170 L140 300 H60 Z", hwRed, hwBlack, 2.5)
		d.Path("M82 170 L78 300 M112 170 L120 300", "none", hwBlack, 3)
		d.Path("M64 300 H92 V310 H64 Z M106 300 H134 V310 H106 Z", hwBlack, "", 0)
		d.Path("M160 330 C160 310 196 306 202 326 Z", hwGreenL, hwBlack, 2)
		d.Circle(192, 314, 2.4, hwBlack, "", 0)
		d.Line("M30 10 L20 60 M60 10 L50 60 M150 10 L140 60 M40 200 L30 250 M200 240 L190 290 M40 300 L30 340", "#9ab0c8", 1.6)
	case cards.Animal: // the swallow over the willow
		d.Line("M40 10 C50 80 40 160 30 220 M70 10 C76 80 70 160 60 240 M100 10 C100 90 96 170 92 230", hwGreen, 4)
		d.Path("M60 230 C100 190 160 180 190 200 C200 206 198 216 190 220 C160 230 110 232 60 230 Z", hwBlack, hwBlack, 2)
		d.Path("M120 206 C130 170 160 140 200 130 C180 160 160 190 150 210 Z", hwBlack, "", 0)
		d.Path("M60 230 L20 250 L50 236 L16 236 Z", hwBlack, "", 0)
		d.Path("M176 216 C184 220 190 220 196 214", "none", hwRed, 5)
		d.Path("M100 228 C130 236 170 230 190 220", "none", white, 3)
		d.Path("M10 300 C80 280 160 280 230 300 V340 C230 346 226 350 220 350 H20 C14 350 10 346 10 340 Z", "#3c3c46", "", 0)
	case cards.Ribbon:
		d.Line("M60 10 C70 100 60 200 50 300 M90 10 C96 100 92 180 84 260 M150 10 C160 100 170 200 176 320 M180 10 C184 80 190 160 200 260", hwGreen, 4)
		d.Path("M10 300 C80 280 160 280 230 300 V340 C230 346 226 350 220 350 H20 C14 350 10 346 10 340 Z", "#3c3c46", "", 0)
	default: // the double junk: thunder drum and lightning
		d.Rect(10, 10, 220, 340, 10, hwBlack, "", 0)
		d.Path("M140 20 L90 150 L130 150 L80 320 L170 130 L126 130 L176 20 Z", hwRed, hwYellow, 3)
		drums := [][2]float64{{50, 90}, {196, 220}, {60, 260}}
		d.Layered(len(drums), func(i int) {
			d.Circle(drums[i][0], drums[i][1], 22, hwRed, hwYellow, 3)
			d.Circle(drums[i][0], drums[i][1], 8, hwYellow, "", 0)
		})
	}
}
