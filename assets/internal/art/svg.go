// Package art draws Cardavia's card faces, backs and icon as SVG documents.
//
// Everything is emitted from Go code so that the art is ours, reproducible
// and restricted to the subset of SVG that Fyne's renderer (oksvg) draws:
// paths, rects with rx and ry, circles, ellipses, polygons, lines, linear and
// radial gradients each in a <defs> block of its own, and <g transform> with
// translate, rotate, matrix and two-argument scale. Letters and digits are
// stroked paths from the small font in font.go; there is no <text>.
package art

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Card geometry in SVG user units. Every face and back shares it, so the
// aspect ratio is W/H = 2/3.
const (
	W = 240.0
	H = 360.0
)

// Doc accumulates one SVG document.
type Doc struct {
	b      strings.Builder
	grads  map[string]bool
	scales []float64 // cumulative scale of the open groups
}

// outlineK converts an outline width in card units (as designed for a
// 240-unit card) to the device pixels oksvg draws it in: about 1.4 px for
// the usual 2.5, crisp at any size.
const outlineK = 0.55

func (d *Doc) scale() float64 {
	if len(d.scales) == 0 {
		return 1
	}
	return d.scales[len(d.scales)-1]
}

// NewDoc starts a document with the given viewBox size.
func NewDoc(w, h float64) *Doc {
	d := &Doc{grads: map[string]bool{}}
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n", f(w), f(h), f(w), f(h))
	d.b.WriteString(`<g stroke-linejoin="round" stroke-linecap="round">` + "\n")
	return d
}

// Bytes closes the document and returns it.
func (d *Doc) Bytes() []byte {
	d.b.WriteString("</g>\n</svg>\n")
	return []byte(d.b.String())
}

// Raw appends markup.
func (d *Doc) Raw(format string, a ...any) {
	fmt.Fprintf(&d.b, format, a...)
	d.b.WriteByte('\n')
}

// f formats a coordinate compactly.
func f(x float64) string {
	x = math.Round(x*100) / 100
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// st builds the paint attributes: fill, and an ink outline when sw > 0.
// The outline is a real SVG stroke, so its width is in device pixels (see
// stroke.go): it is scaled by outlineK and thinned inside small groups.
func (d *Doc) st(fill, stroke string, sw float64) string {
	if fill == "" {
		fill = "none"
	}
	s := `fill="` + fill + `"`
	if stroke != "" && sw > 0 {
		k := math.Min(1, math.Max(0.3, d.scale()))
		s += ` stroke="` + stroke + `" stroke-width="` + f(sw*outlineK*k) + `"`
	}
	return s
}

// Path draws path data: filled with an outline, or, when fill is none, as a
// stroke of width sw turned into filled geometry.
func (d *Doc) Path(p, fill, stroke string, sw float64) {
	if fill == "" || fill == "none" {
		d.Line(p, stroke, sw)
		return
	}
	d.Raw(`<path d="%s" %s/>`, p, d.st(fill, stroke, sw))
}

// Line strokes path data with width sw (card units, round caps and joins)
// as filled geometry, so that it scales with the card.
func (d *Doc) Line(p, stroke string, sw float64) {
	if q := strokePath(p, sw, nil); q != "" {
		d.Raw(`<path d="%s" fill="%s"/>`, q, stroke)
	}
}

// Ring draws a circle's outline of width sw as filled geometry.
func (d *Doc) Ring(cx, cy, r float64, stroke string, sw float64) {
	d.Line(circlePath(cx, cy, r), stroke, sw)
}

// Dots draws n dots of radius dr evenly round a circle: beading.
func (d *Doc) Dots(cx, cy, r, dr float64, n int, fill string) {
	var b strings.Builder
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		b.WriteString(circlePath(cx+r*math.Cos(a), cy+r*math.Sin(a), dr))
	}
	d.Raw(`<path d="%s" fill="%s"/>`, b.String(), fill)
}

// circlePath is a circle as two arcs (clockwise on screen, like the stroker).
func circlePath(cx, cy, r float64) string {
	return "M" + f(cx-r) + " " + f(cy) + "A" + f(r) + " " + f(r) + " 0 1 1 " + f(cx+r) + " " + f(cy) + "A" + f(r) + " " + f(r) + " 0 1 1 " + f(cx-r) + " " + f(cy) + "Z"
}

// Circle draws a circle.
func (d *Doc) Circle(cx, cy, r float64, fill, stroke string, sw float64) {
	d.Raw(`<circle cx="%s" cy="%s" r="%s" %s/>`, f(cx), f(cy), f(r), d.st(fill, stroke, sw))
}

// Ellipse draws an ellipse.
func (d *Doc) Ellipse(cx, cy, rx, ry float64, fill, stroke string, sw float64) {
	d.Raw(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" %s/>`, f(cx), f(cy), f(rx), f(ry), d.st(fill, stroke, sw))
}

// Rect draws a rectangle, rounded when r > 0 (oksvg needs both rx and ry).
func (d *Doc) Rect(x, y, w, h, r float64, fill, stroke string, sw float64) {
	if r > 0 {
		d.Raw(`<rect x="%s" y="%s" width="%s" height="%s" rx="%s" ry="%s" %s/>`, f(x), f(y), f(w), f(h), f(r), f(r), d.st(fill, stroke, sw))
		return
	}
	d.Raw(`<rect x="%s" y="%s" width="%s" height="%s" %s/>`, f(x), f(y), f(w), f(h), d.st(fill, stroke, sw))
}

// Open starts a group with a transform (and optional extra attributes).
func (d *Doc) Open(transform string, extra ...string) {
	s := "<g"
	if transform != "" {
		s += ` transform="` + transform + `"`
	}
	for _, e := range extra {
		s += " " + e
	}
	d.Raw("%s>", s)
	d.scales = append(d.scales, d.scale())
}

// Close ends a group.
func (d *Doc) Close() {
	d.Raw("</g>")
	d.scales = d.scales[:len(d.scales)-1]
}

// At draws fn in a group placed at (x, y), rotated by deg and scaled by s.
func (d *Doc) At(x, y, deg, s float64, fn func()) {
	t := "translate(" + f(x) + " " + f(y) + ")"
	if deg != 0 {
		t += " rotate(" + f(deg) + ")"
	}
	if s != 1 {
		t += " scale(" + f(s) + " " + f(s) + ")"
	}
	d.Open(t)
	d.scales[len(d.scales)-1] *= s
	fn()
	d.Close()
}

// Turned draws fn a second time turned 180° about the card centre: the
// double-ended courts and pips of German and French cards.
func (d *Doc) Turned(fn func()) {
	fn()
	d.Open("rotate(180 " + f(W/2) + " " + f(H/2) + ")")
	fn()
	d.Close()
}

// Linear defines (once per document) a vertical or diagonal linear gradient
// and returns its fill reference. Each gradient gets a <defs> of its own
// because oksvg keeps only the first id of a <defs> block.
func (d *Doc) Linear(id string, x1, y1, x2, y2 float64, stops ...string) string {
	if !d.grads[id] {
		d.grads[id] = true
		d.Raw(`<defs><linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient></defs>`, id, f(x1), f(y1), f(x2), f(y2), stopList(stops))
	}
	return "url(#" + id + ")"
}

// Radial defines (once) a radial gradient and returns its fill reference.
func (d *Doc) Radial(id string, cx, cy, r float64, stops ...string) string {
	if !d.grads[id] {
		d.grads[id] = true
		d.Raw(`<defs><radialGradient id="%s" cx="%s" cy="%s" r="%s">%s</radialGradient></defs>`, id, f(cx), f(cy), f(r), stopList(stops))
	}
	return "url(#" + id + ")"
}

func stopList(stops []string) string {
	var b strings.Builder
	for i, c := range stops {
		off := 0.0
		if len(stops) > 1 {
			off = float64(i) / float64(len(stops)-1)
		}
		fmt.Fprintf(&b, `<stop offset="%s" stop-color="%s"/>`, f(off), c)
	}
	return b.String()
}

// poly returns closed path data through the points (x0 y0 x1 y1 …).
func poly(pts ...float64) string {
	var b strings.Builder
	for i := 0; i+1 < len(pts); i += 2 {
		if i == 0 {
			b.WriteString("M")
		} else {
			b.WriteString(" L")
		}
		b.WriteString(f(pts[i]) + " " + f(pts[i+1]))
	}
	b.WriteString(" Z")
	return b.String()
}

// star returns path data of an n-pointed star centred on (cx, cy).
func star(cx, cy, r1, r2 float64, n int, rot float64) string {
	var pts []float64
	for i := 0; i < 2*n; i++ {
		r := r1
		if i%2 == 1 {
			r = r2
		}
		a := (rot + float64(i)*180/float64(n) - 90) * math.Pi / 180
		pts = append(pts, cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	return poly(pts...)
}

// Card frame colours shared by the decks.
const (
	ink   = "#2a1d14"
	paper = "#fffaf0"
)

// frame draws the card's rounded paper and border.
func (d *Doc) frame(paperColor, border string) {
	d.Rect(1.5, 1.5, W-3, H-3, 16, paperColor, "#5a5048", 3)
	if border != "" {
		d.Rect(9, 9, W-18, H-18, 10, "none", border, 1.6)
	}
}

// shadow draws a soft ground shadow.
func (d *Doc) shadow(cx, cy, rx, ry float64) {
	d.Raw(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#000000" opacity="0.15"/>`, f(cx), f(cy), f(rx), f(ry))
}
