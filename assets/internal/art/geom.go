package art

import (
	"math"
	"strconv"
	"strings"
	"unicode"
)

// mat is a 2D affine transform: x' = a·x + c·y + e, y' = b·x + d·y + f.
type mat [6]float64

var identity = mat{1, 0, 0, 1, 0, 0}

func translate(x, y float64) mat { return mat{1, 0, 0, 1, x, y} }
func scaling(sx, sy float64) mat { return mat{sx, 0, 0, sy, 0, 0} }
func rotate(deg float64) mat {
	s, c := math.Sincos(deg * math.Pi / 180)
	return mat{c, s, -s, c, 0, 0}
}

// mul returns m∘n: n applied first, then m. The float64 conversions stop
// the compiler fusing multiply-adds (it does on arm64), so the generated
// files are the same bytes on every machine.
func (m mat) mul(n mat) mat {
	return mat{
		float64(m[0]*n[0]) + float64(m[2]*n[1]), float64(m[1]*n[0]) + float64(m[3]*n[1]),
		float64(m[0]*n[2]) + float64(m[2]*n[3]), float64(m[1]*n[2]) + float64(m[3]*n[3]),
		float64(m[0]*n[4]) + float64(m[2]*n[5]) + m[4], float64(m[1]*n[4]) + float64(m[3]*n[5]) + m[5],
	}
}

func (m mat) apply(p pt) pt {
	return pt{float64(m[0]*p.x) + float64(m[2]*p.y) + m[4], float64(m[1]*p.x) + float64(m[3]*p.y) + m[5]}
}

// parseTransform reads an SVG transform list (translate, rotate with one or
// three arguments, scale, matrix). Unknown parts are ignored.
func parseTransform(s string) mat {
	m := identity
	for _, part := range strings.Split(s, ")") {
		name, args, ok := strings.Cut(part, "(")
		if !ok {
			continue
		}
		var v []float64
		for _, a := range strings.FieldsFunc(args, func(r rune) bool { return r == ' ' || r == ',' }) {
			x, _ := strconv.ParseFloat(a, 64)
			v = append(v, x)
		}
		get := func(i int) float64 {
			if i < len(v) {
				return v[i]
			}
			return 0
		}
		switch strings.TrimSpace(name) {
		case "translate":
			m = m.mul(translate(get(0), get(1)))
		case "rotate":
			if len(v) == 3 {
				m = m.mul(translate(v[1], v[2])).mul(rotate(v[0])).mul(translate(-v[1], -v[2]))
			} else {
				m = m.mul(rotate(get(0)))
			}
		case "scale":
			sy := get(0)
			if len(v) > 1 {
				sy = v[1]
			}
			m = m.mul(scaling(get(0), sy))
		case "matrix":
			if len(v) == 6 {
				m = m.mul(mat{v[0], v[1], v[2], v[3], v[4], v[5]})
			}
		}
	}
	return m
}

// seg is one absolute path segment: M, L, C (three points) or Z.
type seg struct {
	op byte
	p  [3]pt
}

// absSegments parses path data (M L H V C Q A Z, absolute or relative) into
// absolute M, L, C and Z segments; quadratics and arcs become cubics.
func absSegments(d string) []seg {
	toks := tokenize(d)
	var out []seg
	var cur, start pt
	var cmd byte
	i := 0
	num := func() float64 {
		if i >= len(toks) {
			return 0
		}
		v, _ := strconv.ParseFloat(toks[i], 64)
		i++
		return v
	}
	isNum := func() bool {
		return i < len(toks) && !(len(toks[i]) == 1 && unicode.IsLetter(rune(toks[i][0])))
	}
	for i < len(toks) {
		if !isNum() {
			cmd = toks[i][0]
			i++
		}
		rel := cmd >= 'a'
		base := pt{}
		if rel {
			base = cur
		}
		switch unicode.ToUpper(rune(cmd)) {
		case 'M':
			cur = pt{base.x + num(), base.y + num()}
			start = cur
			out = append(out, seg{op: 'M', p: [3]pt{cur}})
			if rel {
				cmd = 'l'
			} else {
				cmd = 'L'
			}
		case 'L':
			cur = pt{base.x + num(), base.y + num()}
			out = append(out, seg{op: 'L', p: [3]pt{cur}})
		case 'H':
			cur = pt{base.x + num(), cur.y}
			out = append(out, seg{op: 'L', p: [3]pt{cur}})
		case 'V':
			cur = pt{cur.x, base.y + num()}
			out = append(out, seg{op: 'L', p: [3]pt{cur}})
		case 'C':
			p1 := pt{base.x + num(), base.y + num()}
			p2 := pt{base.x + num(), base.y + num()}
			p3 := pt{base.x + num(), base.y + num()}
			out = append(out, seg{op: 'C', p: [3]pt{p1, p2, p3}})
			cur = p3
		case 'Q':
			q := pt{base.x + num(), base.y + num()}
			p := pt{base.x + num(), base.y + num()}
			c1 := pt{cur.x + 2.0/3*(q.x-cur.x), cur.y + 2.0/3*(q.y-cur.y)}
			c2 := pt{p.x + 2.0/3*(q.x-p.x), p.y + 2.0/3*(q.y-p.y)}
			out = append(out, seg{op: 'C', p: [3]pt{c1, c2, p}})
			cur = p
		case 'A':
			rx, ry, phi := num(), num(), num()
			large, sweep := num() != 0, num() != 0
			p := pt{base.x + num(), base.y + num()}
			out = append(out, arcToCubics(cur, rx, ry, phi, large, sweep, p)...)
			cur = p
		case 'Z':
			out = append(out, seg{op: 'Z'})
			cur = start
		default:
			i++ // unsupported: skip a token rather than loop forever
		}
	}
	return out
}

// arcToCubics converts an SVG elliptical arc to cubic Béziers (SVG 1.1
// implementation notes F.6.5–F.6.6).
func arcToCubics(p1 pt, rx, ry, phiDeg float64, large, sweep bool, p2 pt) []seg {
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || p1 == p2 {
		return []seg{{op: 'L', p: [3]pt{p2}}}
	}
	sinP, cosP := math.Sincos(phiDeg * math.Pi / 180)
	dx, dy := (p1.x-p2.x)/2, (p1.y-p2.y)/2
	x1 := cosP*dx + sinP*dy
	y1 := -sinP*dx + cosP*dy
	if l := x1*x1/(rx*rx) + y1*y1/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*y1*y1 - ry*ry*x1*x1
	den := rx*rx*y1*y1 + ry*ry*x1*x1
	co := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		co = -co
	}
	cxp, cyp := co*rx*y1/ry, -co*ry*x1/rx
	cx := cosP*cxp - sinP*cyp + (p1.x+p2.x)/2
	cy := sinP*cxp + cosP*cyp + (p1.y+p2.y)/2
	ang := func(ux, uy, vx, vy float64) float64 { return math.Atan2(ux*vy-uy*vx, ux*vx+uy*vy) }
	t1 := ang(1, 0, (x1-cxp)/rx, (y1-cyp)/ry)
	dt := ang((x1-cxp)/rx, (y1-cyp)/ry, (-x1-cxp)/rx, (-y1-cyp)/ry)
	if !sweep && dt > 0 {
		dt -= 2 * math.Pi
	} else if sweep && dt < 0 {
		dt += 2 * math.Pi
	}
	n := int(math.Ceil(math.Abs(dt)/(math.Pi/2) - 1e-9))
	n = max(n, 1)
	delta := dt / float64(n)
	k := 4.0 / 3 * math.Tan(delta/4)
	e := func(a float64) (pt, pt) {
		s, c := math.Sincos(a)
		return pt{cx + rx*c*cosP - ry*s*sinP, cy + rx*c*sinP + ry*s*cosP},
			pt{-rx*s*cosP - ry*c*sinP, -rx*s*sinP + ry*c*cosP}
	}
	var out []seg
	for i := 0; i < n; i++ {
		a1 := t1 + float64(i)*delta
		q1, d1 := e(a1)
		q2, d2 := e(a1 + delta)
		if i == n-1 {
			q2 = p2
		}
		out = append(out, seg{op: 'C', p: [3]pt{{q1.x + k*d1.x, q1.y + k*d1.y}, {q2.x - k*d2.x, q2.y - k*d2.y}, q2}})
	}
	return out
}

// transformPath returns path data in absolute M/L/C/Z form with m applied,
// coordinates rounded to 0.1 unit (1/2400 of the card width).
func transformPath(d string, m mat) string {
	var b strings.Builder
	for _, s := range absSegments(d) {
		b.WriteByte(s.op)
		n := map[byte]int{'M': 1, 'L': 1, 'C': 3}[s.op]
		for j := 0; j < n; j++ {
			p := m.apply(s.p[j])
			if j > 0 {
				b.WriteByte(' ')
			}
			x, y := g(p.x), g(p.y)
			b.WriteString(x)
			if !strings.HasPrefix(y, "-") {
				b.WriteByte(' ')
			}
			b.WriteString(y)
		}
	}
	return b.String()
}
