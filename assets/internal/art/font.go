package art

import "strings"

// A tiny stroke font: every glyph is path data in a box 20 units high (y down,
// baseline at 20), drawn with a round-capped stroke. Index letters therefore
// stay crisp at any size and need no font file.

type glyph struct {
	w float64
	d string
}

var font = map[rune]glyph{
	'0': {10, "M5 0 C1.2 0 0 4.5 0 10 C0 15.5 1.2 20 5 20 C8.8 20 10 15.5 10 10 C10 4.5 8.8 0 5 0 Z"},
	'1': {7, "M1 4 L5.5 0 V20"},
	'2': {10, "M0.6 4.6 C0.9 1.6 2.8 0 5.1 0 C7.8 0 9.5 1.9 9.5 4.6 C9.5 9 3.8 12.4 0.3 20 H10"},
	'3': {10, "M0.6 2.4 C1.8 0.8 3.3 0 5 0 C7.9 0 9.4 2 9.4 4.8 C9.4 7.7 7.2 9.4 4.1 9.4 C7.7 9.4 10 11.5 10 14.7 C10 18 7.6 20 4.8 20 C2.8 20 1.1 19.2 0 17.6"},
	'4': {10.5, "M7.6 20 V0 L0 13.8 H10.5"},
	'5': {10, "M9.2 0 H1.6 L0.8 8.9 C2 8 3.5 7.4 5 7.4 C8 7.4 10 9.9 10 13.5 C10 17.4 7.6 20 4.6 20 C2.6 20 1 19.1 0 17.7"},
	'6': {10, "M8.8 1.4 C7.9 0.5 6.6 0 5.3 0 C1.9 0 0 4 0 11 C0 17 2 20 5 20 C8 20 10 17.6 10 14 C10 10.5 8 8.3 5.2 8.3 C3 8.3 1.1 9.5 0.2 11.6"},
	'7': {10, "M0 0 H10 C6.2 5.5 4.2 12 3.6 20"},
	'8': {10, "M5 9.4 C2.4 9.4 0.8 7.7 0.8 4.8 C0.8 1.9 2.6 0 5 0 C7.4 0 9.2 1.9 9.2 4.8 C9.2 7.7 7.6 9.4 5 9.4 C2.1 9.4 0 11.7 0 14.8 C0 18 2.2 20 5 20 C7.8 20 10 18 10 14.8 C10 11.7 7.9 9.4 5 9.4 Z"},
	'9': {10, "M1.2 18.6 C2.1 19.5 3.4 20 4.7 20 C8.1 20 10 16 10 9 C10 3 8 0 5 0 C2 0 0 2.4 0 6 C0 9.5 2 11.7 4.8 11.7 C7 11.7 8.9 10.5 9.8 8.4"},
	'A': {11, "M0 20 L5.5 0 L11 20 M2.3 13.2 H8.7"},
	'J': {8.5, "M2.5 0 H8.5 M7 0 V14.4 C7 18 5.4 20 3.4 20 C1.8 20 0.6 19.1 0 17.6"},
	'Q': {11, "M5.5 0 C1.4 0 0 4.5 0 10 C0 15.5 1.4 20 5.5 20 C9.6 20 11 15.5 11 10 C11 4.5 9.6 0 5.5 0 Z M6.4 14.4 L11 21"},
	'K': {10, "M0.5 0 V20 M10 0 L0.5 12.2 M3.6 8.4 L10 20"},
	'U': {10, "M0.5 0 V13.6 C0.5 18 2.4 20 5 20 C7.6 20 9.5 18 9.5 13.6 V0"},
	'O': {11, "M5.5 0 C1.4 0 0 4.5 0 10 C0 15.5 1.4 20 5.5 20 C9.6 20 11 15.5 11 10 C11 4.5 9.6 0 5.5 0 Z"},
	'B': {9.5, "M0.5 20 V0 H4.8 C7.6 0 9 1.8 9 4.6 C9 7.4 7.3 9.3 4.6 9.3 H0.5 M4.6 9.3 C8 9.3 9.5 11.5 9.5 14.5 C9.5 17.8 7.8 20 4.8 20 H0.5"},
	'D': {10, "M0.5 0 V20 H3.8 C8 20 10 16 10 10 C10 4 8 0 3.8 0 Z"},
	// The multiplication sign of the Go-Stop bonus cards' "×2" and "×3".
	'×': {9, "M0.5 6 L8.5 18 M8.5 6 L0.5 18"},
}

// textWidth returns the advance of s at height 20 with the given letter gap.
func textWidth(s string, gap float64) float64 {
	w := 0.0
	for i, r := range s {
		if i > 0 {
			w += gap
		}
		w += font[r].w
	}
	return w
}

// Text strokes s with its top-centre at (cx, y), glyph height h, stroke
// weight in glyph units (of a 20-unit glyph). condense < 1 narrows wide
// strings such as "10" and "12". The strokes become filled geometry.
func (d *Doc) Text(s string, cx, y, h float64, color string, weight, condense float64) {
	k := h / 20
	gap := 2.6
	w := textWidth(s, gap)
	x0 := cx - w*k*condense/2
	var b strings.Builder
	x := 0.0
	for _, r := range s {
		g := font[r]
		ox := x
		b.WriteString(strokePath(g.d, weight*k, func(p pt) pt {
			return pt{x0 + (ox+p.x)*k*condense, y + p.y*k}
		}))
		x += g.w + gap
	}
	d.Fill(b.String(), color, 1)
}
