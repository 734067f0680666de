package art

import (
	"math"
	"strconv"
	"strings"
	"unicode"
)

// Fyne's rasteriser (oksvg over rasterx) applies the stroke width in device
// pixels: it ignores both <g transform> scales and the scale from the
// viewBox to the drawn size. A 4-unit stroke would be a blob on a 60 px card
// and a hairline at 4K. So every stroke that is part of a shape (letters,
// stems, branches, blades) is turned into filled geometry here, which scales
// like everything else; only thin ink outlines stay real strokes.

type pt struct{ x, y float64 }

// flatten turns path data into polylines; closed reports whether each was
// closed with Z.
func flatten(d string) (lines [][]pt, closed []bool) {
	var line []pt
	var cur, start pt
	flush := func(c bool) {
		if len(line) > 1 {
			lines = append(lines, line)
			closed = append(closed, c)
		}
		line = nil
	}
	for _, s := range absSegments(d) {
		switch s.op {
		case 'M':
			flush(false)
			cur, start = s.p[0], s.p[0]
			line = []pt{cur}
		case 'L':
			cur = s.p[0]
			line = append(line, cur)
		case 'C':
			p1, p2, p3 := s.p[0], s.p[1], s.p[2]
			n := segs(cur, p1, p2, p3)
			for k := 1; k <= n; k++ {
				t := float64(k) / float64(n)
				u := 1 - t
				line = append(line, pt{
					u*u*u*cur.x + 3*u*u*t*p1.x + 3*u*t*t*p2.x + t*t*t*p3.x,
					u*u*u*cur.y + 3*u*u*t*p1.y + 3*u*t*t*p2.y + t*t*t*p3.y})
			}
			cur = p3
		case 'Z':
			line = append(line, start)
			cur = start
			flush(true)
			line = []pt{cur}
		}
	}
	flush(false)
	return lines, closed
}

func segs(a, b, c, d pt) int {
	l := dist(a, b) + dist(b, c) + dist(c, d)
	n := int(math.Ceil(l / 3))
	return max(4, min(n, 18))
}

func dist(a, b pt) float64 { return math.Hypot(b.x-a.x, b.y-a.y) }

func tokenize(d string) []string {
	var toks []string
	var b strings.Builder
	emit := func() {
		if b.Len() > 0 {
			toks = append(toks, b.String())
			b.Reset()
		}
	}
	for i, r := range d {
		switch {
		case unicode.IsLetter(r) && r != 'e':
			emit()
			toks = append(toks, string(r))
		case r == ' ' || r == ',' || r == '\n' || r == '\t':
			emit()
		case r == '-' && b.Len() > 0 && d[i-1] != 'e':
			emit()
			b.WriteRune(r)
		case r == '.' && strings.Contains(b.String(), "."):
			emit()
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	emit()
	return toks
}

// strokePath returns filled path data covering the stroke of d with round
// caps and joins, half-width r. All outlines run the same way round, so the
// pieces unite under Fyne's non-zero rasteriser.
// tf, when not nil, maps the flattened points first (glyph placement).
func strokePath(d string, w float64, tf func(pt) pt) string {
	r := w / 2
	lines, _ := flatten(d)
	var b strings.Builder
	for _, l := range lines {
		if tf != nil {
			for i := range l {
				l[i] = tf(l[i])
			}
		}
		l = dedupe(l)
		if len(l) == 1 {
			l = append(l, pt{l[0].x + 0.01, l[0].y})
		}
		if len(l) < 2 {
			continue
		}
		for _, piece := range splitSharp(l) {
			writePoly(&b, strokeOutline(piece, r))
		}
	}
	return strings.TrimSpace(b.String())
}

func dedupe(l []pt) []pt {
	out := l[:1:1]
	for _, p := range l[1:] {
		if dist(p, out[len(out)-1]) > 0.05 {
			out = append(out, p)
		}
	}
	return out
}

// splitSharp cuts a polyline at corners sharper than ~55°, so each piece's
// offset stays well behaved; the round caps then make round joins.
func splitSharp(l []pt) [][]pt {
	var out [][]pt
	s := 0
	for i := 1; i+1 < len(l); i++ {
		a := math.Atan2(l[i].y-l[i-1].y, l[i].x-l[i-1].x)
		c := math.Atan2(l[i+1].y-l[i].y, l[i+1].x-l[i].x)
		turn := math.Abs(math.Remainder(c-a, 2*math.Pi))
		if turn > 0.95 {
			out = append(out, l[s:i+1])
			s = i
		}
	}
	return append(out, l[s:])
}

func strokeOutline(l []pt, r float64) []pt {
	n := len(l)
	normal := func(a, b pt) pt {
		dx, dy := b.x-a.x, b.y-a.y
		m := math.Hypot(dx, dy)
		return pt{dy / m, -dx / m}
	}
	left := make([]pt, n)
	right := make([]pt, n)
	for i := 0; i < n; i++ {
		var nv pt
		switch i {
		case 0:
			nv = normal(l[0], l[1])
		case n - 1:
			nv = normal(l[n-2], l[n-1])
		default:
			n1, n2 := normal(l[i-1], l[i]), normal(l[i], l[i+1])
			s := pt{n1.x + n2.x, n1.y + n2.y}
			m := math.Hypot(s.x, s.y)
			if m < 1e-6 {
				nv = n1
			} else {
				nv = pt{s.x / m, s.y / m}
				c := nv.x*n1.x + nv.y*n1.y
				k := 1 / math.Max(c, 0.5)
				nv = pt{nv.x * k, nv.y * k}
			}
		}
		left[i] = pt{l[i].x + nv.x*r, l[i].y + nv.y*r}
		right[i] = pt{l[i].x - nv.x*r, l[i].y - nv.y*r}
	}
	out := append([]pt{}, left...)
	out = append(out, capArc(l[n-1], normal(l[n-2], l[n-1]), r)...)
	for i := n - 1; i >= 0; i-- {
		out = append(out, right[i])
	}
	nb := normal(l[0], l[1])
	out = append(out, capArc(l[0], pt{-nb.x, -nb.y}, r)...)
	return out
}

// capArc returns the points of a half circle round p from +n to -n,
// bulging forwards (to the right of n, in the drawing direction).
func capArc(p, n pt, r float64) []pt {
	a0 := math.Atan2(n.y, n.x)
	var out []pt
	for k := 1; k < 6; k++ {
		a := a0 + math.Pi*float64(k)/6
		out = append(out, pt{p.x + r*math.Cos(a), p.y + r*math.Sin(a)})
	}
	return out
}

func writePoly(b *strings.Builder, ps []pt) {
	for i, p := range ps {
		if i == 0 {
			b.WriteString("M")
		} else {
			b.WriteString("L")
		}
		b.WriteString(g(p.x))
		b.WriteString(" ")
		b.WriteString(g(p.y))
	}
	b.WriteString("Z")
}

// g formats a stroker coordinate with one decimal.
func g(x float64) string {
	x = math.Round(x*10) / 10
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}
