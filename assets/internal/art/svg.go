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
//
// Fyne's rasteriser costs about the whole picture's area for every element
// it fills or strokes, whatever the element's size, so the number of
// elements decides how fast a card appears. Doc therefore applies every
// transform itself (there are no <g> elements in the output), turns circles,
// ellipses and rects into path data, merges consecutive elements of the same
// paint into one path, and (see Layered) draws repeated pips layer by layer
// so that their like parts merge too.
type Doc struct {
	b      strings.Builder
	grads  map[string]bool
	m      mat   // current transform
	stack  []mat // saved transforms of the open groups
	rec    *[]elem
	pend   elem // the element being merged into, not yet written
	header string
}

// elem is one output element: its paint attributes and path data.
type elem struct {
	attrs string
	d     strings.Builder
}

// outlineK converts an outline width in card units (as designed for a
// 240-unit card) to the device pixels oksvg draws it in: about 1.4 px for
// the usual 2.5, crisp at any size.
const outlineK = 0.55

// scale is the current transform's linear scale factor.
func (d *Doc) scale() float64 { return math.Sqrt(math.Abs(d.m[0]*d.m[3] - d.m[1]*d.m[2])) }

// NewDoc starts a document with the given viewBox size.
func NewDoc(w, h float64) *Doc {
	d := &Doc{grads: map[string]bool{}, m: identity}
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n", f(w), f(h), f(w), f(h))
	d.b.WriteString(`<g stroke-linejoin="round" stroke-linecap="round">` + "\n")
	return d
}

// Bytes closes the document and returns it.
func (d *Doc) Bytes() []byte {
	d.flush()
	d.b.WriteString("</g>\n</svg>\n")
	return []byte(d.b.String())
}

// flush writes the pending merged element.
func (d *Doc) flush() {
	if d.pend.attrs != "" && d.pend.d.Len() > 0 {
		fmt.Fprintf(&d.b, "<path d=\"%s\" %s/>\n", d.pend.d.String(), d.pend.attrs)
	}
	d.pend.attrs = ""
	d.pend.d.Reset()
}

// write outputs an element, merging it into the previous one when the
// paint is the same. Gradient fills are never merged: their extent is the
// element's own bounding box.
func (d *Doc) write(attrs, data string) {
	if data == "" {
		return
	}
	if attrs != d.pend.attrs || strings.Contains(attrs, "url(") {
		d.flush()
		d.pend.attrs = attrs
	}
	d.pend.d.WriteString(data)
}

// shape transforms path data by the current transform and emits it.
func (d *Doc) shape(data, attrs string) {
	out := transformPath(data, d.m)
	if d.rec != nil {
		e := elem{attrs: attrs}
		e.d.WriteString(out)
		*d.rec = append(*d.rec, e)
		return
	}
	d.write(attrs, out)
}

// defs writes a definition (a gradient) straight to the output.
func (d *Doc) defs(format string, a ...any) {
	d.flush()
	fmt.Fprintf(&d.b, format, a...)
	d.b.WriteByte('\n')
}

// Layered runs each(i) for i in [0, n), one repeated motif each (pips, the
// two halves of a double-ended card), then draws them layer by layer: the
// first element of every instance, then the second… so that the like parts
// merge. Instances are grouped by structure (a larger centre pip has other
// outline widths); groups are drawn in the order they first appear. This is
// exact when the instances do not overlap and close enough when they cross.
func (d *Doc) Layered(n int, each func(i int)) {
	saved := d.rec
	lists := make([][]elem, n)
	for i := 0; i < n; i++ {
		d.rec = &lists[i]
		each(i)
	}
	d.rec = saved
	var order []string
	groups := map[string][]int{}
	for i, l := range lists {
		var key strings.Builder
		for k := range l {
			key.WriteString(l[k].attrs)
			key.WriteByte('|')
		}
		if _, ok := groups[key.String()]; !ok {
			order = append(order, key.String())
		}
		groups[key.String()] = append(groups[key.String()], i)
	}
	put := func(e *elem) {
		if d.rec != nil {
			*d.rec = append(*d.rec, elem{attrs: e.attrs})
			(*d.rec)[len(*d.rec)-1].d.WriteString(e.d.String())
			return
		}
		d.write(e.attrs, e.d.String())
	}
	for _, key := range order {
		members := groups[key]
		for k := range lists[members[0]] {
			for _, i := range members {
				put(&lists[i][k])
			}
		}
	}
}

// f formats a coordinate compactly.
func f(x float64) string {
	x = math.Round(x*100) / 100
	if x == 0 {
		return "0"
	}
	return strconv.FormatFloat(x, 'f', -1, 64)
}

// paint builds the paint attributes: fill, and an ink outline when sw > 0.
// The outline is a real SVG stroke, so its width is in device pixels (see
// stroke.go): it is scaled by outlineK and thinned inside small groups.
func (d *Doc) paint(fill, stroke string, sw float64) string {
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
	d.shape(p, d.paint(fill, stroke, sw))
}

// Fill draws path data with a plain fill and an optional opacity (1 = none).
func (d *Doc) Fill(p, fill string, opacity float64) {
	attrs := `fill="` + fill + `"`
	if opacity < 1 {
		attrs += ` opacity="` + f(opacity) + `"`
	}
	d.shape(p, attrs)
}

// Line strokes path data with width sw (card units, round caps and joins)
// as filled geometry, so that it scales with the card.
func (d *Doc) Line(p, stroke string, sw float64) {
	if q := strokePath(p, sw, nil); q != "" {
		d.Fill(q, stroke, 1)
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
	d.Fill(b.String(), fill, 1)
}

// circlePath is a circle as two arcs (clockwise on screen, like the stroker).
func circlePath(cx, cy, r float64) string { return ellipsePath(cx, cy, r, r) }

func ellipsePath(cx, cy, rx, ry float64) string {
	return "M" + f(cx-rx) + " " + f(cy) + "A" + f(rx) + " " + f(ry) + " 0 1 1 " + f(cx+rx) + " " + f(cy) + "A" + f(rx) + " " + f(ry) + " 0 1 1 " + f(cx-rx) + " " + f(cy) + "Z"
}

// Circle draws a circle.
func (d *Doc) Circle(cx, cy, r float64, fill, stroke string, sw float64) {
	d.shape(circlePath(cx, cy, r), d.paint(fill, stroke, sw))
}

// Ellipse draws an ellipse.
func (d *Doc) Ellipse(cx, cy, rx, ry float64, fill, stroke string, sw float64) {
	d.shape(ellipsePath(cx, cy, rx, ry), d.paint(fill, stroke, sw))
}

// Rect draws a rectangle, with corners rounded to r when r > 0.
func (d *Doc) Rect(x, y, w, h, r float64, fill, stroke string, sw float64) {
	var p string
	if r > 0 {
		p = "M" + f(x+r) + " " + f(y) + "H" + f(x+w-r) + "A" + f(r) + " " + f(r) + " 0 0 1 " + f(x+w) + " " + f(y+r) +
			"V" + f(y+h-r) + "A" + f(r) + " " + f(r) + " 0 0 1 " + f(x+w-r) + " " + f(y+h) +
			"H" + f(x+r) + "A" + f(r) + " " + f(r) + " 0 0 1 " + f(x) + " " + f(y+h-r) +
			"V" + f(y+r) + "A" + f(r) + " " + f(r) + " 0 0 1 " + f(x+r) + " " + f(y) + "Z"
	} else {
		p = poly(x, y, x+w, y, x+w, y+h, x, y+h)
	}
	d.shape(p, d.paint(fill, stroke, sw))
}

// Open starts a group with an SVG transform (translate, rotate, scale,
// matrix); the transform is applied to the coordinates, not emitted.
func (d *Doc) Open(transform string) {
	d.stack = append(d.stack, d.m)
	d.m = d.m.mul(parseTransform(transform))
}

// Close ends a group.
func (d *Doc) Close() {
	d.m = d.stack[len(d.stack)-1]
	d.stack = d.stack[:len(d.stack)-1]
}

// At draws fn placed at (x, y), rotated by deg and scaled by s.
func (d *Doc) At(x, y, deg, s float64, fn func()) {
	d.stack = append(d.stack, d.m)
	d.m = d.m.mul(translate(x, y)).mul(rotate(deg)).mul(scaling(s, s))
	fn()
	d.Close()
}

// Turned draws fn a second time turned 180° about the card centre: the
// double-ended courts and pips of German and French cards.
func (d *Doc) Turned(fn func()) {
	d.Layered(2, func(i int) {
		if i == 0 {
			fn()
			return
		}
		d.Open("rotate(180 " + f(W/2) + " " + f(H/2) + ")")
		fn()
		d.Close()
	})
}

// Linear defines (once per document) a linear gradient and returns its fill
// reference. Each gradient gets a <defs> of its own because oksvg keeps
// only the first id of a <defs> block.
func (d *Doc) Linear(id string, x1, y1, x2, y2 float64, stops ...string) string {
	if !d.grads[id] {
		d.grads[id] = true
		d.defs(`<defs><linearGradient id="%s" x1="%s" y1="%s" x2="%s" y2="%s">%s</linearGradient></defs>`, id, f(x1), f(y1), f(x2), f(y2), stopList(stops))
	}
	return "url(#" + id + ")"
}

// Radial defines (once) a radial gradient and returns its fill reference.
func (d *Doc) Radial(id string, cx, cy, r float64, stops ...string) string {
	if !d.grads[id] {
		d.grads[id] = true
		d.defs(`<defs><radialGradient id="%s" cx="%s" cy="%s" r="%s">%s</radialGradient></defs>`, id, f(cx), f(cy), f(r), stopList(stops))
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
	d.Fill(ellipsePath(cx, cy, rx, ry), "#000000", 0.15)
}
