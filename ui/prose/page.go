// Package prose draws a Markdown page the way a person reads one: the words
// of a paragraph flow from line to line across bold, italic and linked
// parts and break only where a space is, list items hang beside their
// bullet, and a ```cards block (translations.CardBlock) shows the cards it
// names, from the table's own art.
//
// Why not Fyne's RichText: in Fyne 2.7.1 it wraps each styled segment on
// its own, so a line may end at the seam after a bold word although the
// next words fit ("…at **7**; ⏎ the winner"), a comma may start the next
// line, a word whose start is bold may be cut at the seam, and a segment
// that starts where too little room is left is laid out one letter per
// line. Its list bullets are drawn with their own font metrics, so in
// Hindi they sat below their text. Here a paragraph is cut into words
// first (a word is everything between two spaces, whatever its styles), the
// words are placed line by line, and each line's pieces share one
// baseline.
package prose

import (
	"fmt"
	"image/color"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Options are what a page is given besides its text.
type Options struct {
	// Card returns the picture of the card a cards block names by its
	// record code; nil (or a nil result) draws an empty frame. It is called
	// once per card on the page, when the page is first laid out, and the
	// picture is kept: a canvas.Raster through the display cache draws
	// itself at the size it is given, rasterised once per size.
	Card func(code string) fyne.CanvasObject
	// Kind returns the words written under a card in a block with the
	// "kinds" option (its hwatu kind in the page's language).
	Kind func(code string) string
	// OpenURL opens a link the person taps; nil opens it with the app.
	OpenURL func(*url.URL) error
}

// Page is a Markdown page laid out for the width it is given. It is as
// tall as its text at that width (MinSize, HeightFor) and as narrow as a
// window may get.
type Page struct {
	widget.BaseWidget
	blocks []block
	opts   Options
	laid   *laidOut
	meas   map[measureKey]measured
}

// New parses md and returns its page.
func New(md string, opts Options) *Page {
	p := &Page{blocks: parse(md), opts: opts, meas: map[measureKey]measured{}}
	p.ExtendBaseWidget(p)
	return p
}

// laidOut is the page at one width.
type laidOut struct {
	width, height float32
	objs          []fyne.CanvasObject
	lines         []Line
	cards         []Shown
}

// Line is one drawn line of running text, for tests: its text, its width
// and the width it had, and the width the next word (with the space before
// it) would have needed on it (0 at the end of a paragraph). A line is cut
// too early when Width+Next fits in Room.
type Line struct {
	Text  string
	Width float32
	Room  float32
	Next  float32
	// InWord is set when the line ends inside a word: only a word longer
	// than a whole line is cut so.
	InWord bool
}

// Shown is a card picture on the page, for tests: its code, its caption
// and where it is drawn.
type Shown struct {
	Code, Caption string
	Pos           fyne.Position
	Size          fyne.Size
	Picture       fyne.CanvasObject
}

// defaultWidth is the width a page is measured at before it is given one.
const defaultWidth = 600

// minWidth is the narrowest a page asks to be: its text wraps to any width,
// so it never widens a window.
const minWidth = 120

// MinSize is the page's height at its current width.
func (p *Page) MinSize() fyne.Size {
	return fyne.NewSize(minWidth, p.HeightFor(p.Size().Width))
}

// HeightFor is the page's height at width w.
func (p *Page) HeightFor(w float32) float32 {
	return p.layout(w).height
}

// Resize lays the page out again for a new width; its height follows
// (MinSize), and the canvas re-lays the containers around it.
func (p *Page) Resize(s fyne.Size) {
	if s == p.Size() {
		return
	}
	p.BaseWidget.Resize(s)
}

// Refresh lays the page out again: the theme (colours, sizes, fonts) may
// have changed.
func (p *Page) Refresh() {
	p.laid = nil
	clear(p.meas)
	p.BaseWidget.Refresh()
}

// Lines returns the lines of running text as laid out at the page's width.
func (p *Page) Lines() []Line { return append([]Line(nil), p.layout(p.Size().Width).lines...) }

// Cards returns the card pictures as laid out at the page's width.
func (p *Page) Cards() []Shown { return append([]Shown(nil), p.layout(p.Size().Width).cards...) }

// String is the page's text: each block's on a line of its own, a cards
// block as its rows' labels and codes.
func (p *Page) String() string {
	var b strings.Builder
	var walk func(bs []block, indent string)
	walk = func(bs []block, indent string) {
		for _, bl := range bs {
			switch x := bl.(type) {
			case heading:
				b.WriteString(indent + plain(x.spans) + "\n")
			case paragraph:
				b.WriteString(indent + plain(x.spans) + "\n")
			case codeBlock:
				b.WriteString(indent + x.text + "\n")
			case list:
				for i, it := range x.items {
					b.WriteString(indent + marker(x, i) + " ")
					walk(it, "")
				}
			case *cardsBlock:
				for _, r := range x.b.Rows {
					b.WriteString(indent)
					if r.Label != "" {
						b.WriteString(r.Label + " |")
					}
					for _, c := range r.Cards {
						b.WriteString(" " + c.Code)
					}
					b.WriteString("\n")
				}
			}
		}
	}
	walk(p.blocks, "")
	return b.String()
}

// CreateRenderer is the page's renderer: the objects of its layout at its
// width.
func (p *Page) CreateRenderer() fyne.WidgetRenderer { return &pageRenderer{p: p} }

type pageRenderer struct {
	p    *Page
	objs []fyne.CanvasObject
}

func (r *pageRenderer) Layout(s fyne.Size) { r.objs = r.p.layout(s.Width).objs }
func (r *pageRenderer) MinSize() fyne.Size { return r.p.MinSize() }
func (r *pageRenderer) Refresh() {
	r.objs = r.p.layout(r.p.Size().Width).objs
	for _, o := range r.objs {
		o.Refresh() // card rasters are filtered again for the display settings
	}
}
func (r *pageRenderer) Objects() []fyne.CanvasObject { return r.objs }
func (r *pageRenderer) Destroy()                     {}

// layout returns the page laid out at width w (the default width while it
// has none), from the cache when w has not changed.
func (p *Page) layout(w float32) *laidOut {
	if w <= 0 {
		w = defaultWidth
	}
	if p.laid != nil && p.laid.width == w {
		return p.laid
	}
	th := p.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	l := &lay{
		p: p, th: th, W: w,
		fg:      th.Color(theme.ColorNameForeground, v),
		linkCol: th.Color(theme.ColorNameHyperlink, v),
		frame:   th.Color(theme.ColorNameSeparator, v),
		body:    th.Size(theme.SizeNameText),
		spacing: th.Size(theme.SizeNameLineSpacing),
		inset:   th.Size(theme.SizeNameInnerPadding),
	}
	l.lineH = p.measure("Mg", style{}, l.body).size.Height
	l.y = l.inset / 2
	l.blocks(p.blocks, l.inset, 0)
	p.laid = &laidOut{width: w, height: l.y + l.inset/2, objs: l.objs, lines: l.lines, cards: l.cards}
	return p.laid
}

// lay is one layout in progress: the page's objects top to bottom.
type lay struct {
	p  *Page
	th fyne.Theme
	W  float32 // the page's width

	fg, linkCol, frame color.Color
	body, spacing      float32
	inset, lineH       float32

	y     float32
	objs  []fyne.CanvasObject
	lines []Line
	cards []Shown
}

// lineAt is where a drawn line stands: its top, height and baseline; a
// baseline below 0 means no line.
type lineAt struct{ top, height, baseline float32 }

var noLine = lineAt{baseline: -1}

// blocks lays bs out from x0 to the page's right edge and returns their
// first line of text (noLine when they start with none).
func (l *lay) blocks(bs []block, x0 float32, depth int) lineAt {
	first := noLine
	note := func(b lineAt) {
		if first.baseline < 0 {
			first = b
		}
	}
	paraGap := l.lineH * 0.55
	if depth > 0 {
		paraGap = l.lineH * 0.15
	}
	for i, bl := range bs {
		switch x := bl.(type) {
		case heading:
			size := l.body
			switch x.level {
			case 1:
				size = l.th.Size(theme.SizeNameHeadingText)
			case 2:
				size = l.th.Size(theme.SizeNameSubHeadingText)
			}
			if i > 0 || l.y > l.inset {
				l.y += l.lineH * 0.45
			}
			note(l.inline(x.spans, x0, size))
			l.y += l.lineH * 0.25
		case paragraph:
			note(l.inline(x.spans, x0, l.body))
			l.y += paraGap
		case codeBlock:
			for _, line := range strings.Split(x.text, "\n") {
				note(l.inline([]span{{text: line, st: style{mono: true}}}, x0, l.body))
			}
			l.y += paraGap
		case list:
			note(l.list(x, x0, depth))
			if depth == 0 {
				l.y += l.lineH*0.55 - l.lineH*0.15
			}
		case *cardsBlock:
			l.y += l.lineH * 0.2
			l.cardRows(x, x0)
			l.y += paraGap + l.lineH*0.2
		case thematicBreak:
			r := canvas.NewRectangle(l.frame)
			r.Move(fyne.NewPos(x0, l.y+l.lineH/2))
			r.Resize(fyne.NewSize(l.W-x0-l.inset, 1))
			l.objs = append(l.objs, r)
			l.y += l.lineH + paraGap
		}
	}
	return first
}

// marker is the bullet or number of list item i.
func marker(x list, i int) string {
	if x.ordered {
		return fmt.Sprintf("%d.", x.start+i)
	}
	return "•"
}

// list lays a list out: each item's blocks indented, its marker in the
// gutter beside the item's first line: a number on its baseline, a bullet
// (a dot drawn, not a glyph of the Latin font, which sat low beside
// Devanagari) at the line's middle.
func (l *lay) list(x list, x0 float32, depth int) lineAt {
	gutter := l.p.measure("•", style{}, l.body).size.Width
	if x.ordered {
		widest := marker(x, len(x.items)-1)
		gutter = l.p.measure(widest, style{}, l.body).size.Width
	}
	gutter += l.th.Size(theme.SizeNamePadding) * 2
	first := noLine
	right := x0 + gutter - l.th.Size(theme.SizeNamePadding)*2 // the marker's right edge
	for i, it := range x.items {
		top := l.y
		ln := l.blocks(it, x0+gutter, depth+1)
		if ln.baseline < 0 {
			ln = lineAt{top: top, height: l.lineH, baseline: top + l.lineH*0.8}
		}
		if x.ordered {
			m := marker(x, i)
			mm := l.p.measure(m, style{}, l.body)
			t := canvas.NewText(m, l.fg)
			t.TextSize = l.body
			t.Move(fyne.NewPos(right-mm.size.Width, ln.baseline-mm.baseline))
			t.Resize(mm.size)
			l.objs = append(l.objs, t)
		} else {
			d := max(4, float32(int(l.body*0.3)))
			dot := canvas.NewCircle(l.fg)
			dot.Move(fyne.NewPos(right-d-1, ln.top+(ln.height-d)/2))
			dot.Resize(fyne.NewSize(d, d))
			l.objs = append(l.objs, dot)
		}
		if first.baseline < 0 {
			first = ln
		}
	}
	return first
}

// frag is a piece of a word in one style.
type frag struct {
	text string
	st   style
	link *url.URL
	w    float32
	// space: a space goes before this piece (it starts a word that
	// follows another on the line).
	space bool
}

// word is what lies between two spaces, in as many styles as it has.
type word struct {
	frags []frag
	w     float32
	// spaceAfter is the width of the space after the word (0 for none:
	// the paragraph's last word, or a break that takes no room), as the
	// shaper draws it after the word's last letter: a space between Hangul
	// words is narrower than the Latin font's space alone.
	spaceAfter float32
	spaced     bool
}

// zeroWidthSpace is a break opportunity that takes no room.
const zeroWidthSpace = '\u200b'

// words cuts spans into words at spaces (a run of spaces is one).
func (l *lay) words(sp []span, size float32) []word {
	var out []word
	var cur word
	end := func(r rune, st style) {
		if len(cur.frags) > 0 {
			out = append(out, cur)
			cur = word{}
		}
		if r != zeroWidthSpace && len(out) > 0 {
			out[len(out)-1].spaced = true
		}
	}
	for _, s := range sp {
		start := 0
		for i, r := range s.text {
			if r != ' ' && r != '\t' && r != '\n' && r != zeroWidthSpace {
				continue
			}
			if i > start {
				cur.frags = append(cur.frags, frag{text: s.text[start:i], st: s.st, link: s.link})
			}
			end(r, s.st)
			start = i + utf8.RuneLen(r)
		}
		if start < len(s.text) {
			cur.frags = append(cur.frags, frag{text: s.text[start:], st: s.st, link: s.link})
		}
	}
	if len(cur.frags) > 0 {
		out = append(out, cur)
	}
	if n := len(out); n > 0 {
		out[n-1].spaced = false
	}
	for i := range out {
		for j := range out[i].frags {
			f := &out[i].frags[j]
			f.w = l.p.measure(f.text, f.st, size).size.Width
			out[i].w += f.w
		}
		if out[i].spaced {
			last := out[i].frags[len(out[i].frags)-1]
			out[i].spaceAfter = l.p.measure(last.text+" ", last.st, size).size.Width - last.w
		}
	}
	return out
}

// placed is a piece on a line at x from the line's start.
type placed struct {
	frag
	x float32
}

// inline lays spans out as lines of words from x0 at text size size and
// returns its first line (noLine when there is no text).
func (l *lay) inline(sp []span, x0, size float32) lineAt {
	room := l.W - x0 - l.inset
	ws := l.words(sp, size)
	var lines [][]placed
	var info []Line
	var cur []placed
	x := float32(0)
	newLine := func(next float32, inWord bool) {
		lines = append(lines, cur)
		info = append(info, Line{Width: x, Room: room, Next: next, InWord: inWord})
		cur, x = nil, 0
	}
	for i, w := range ws {
		if len(cur) > 0 {
			space := ws[i-1].spaceAfter
			if x+space+w.w > room {
				newLine(space+w.w, false)
			} else {
				x += space
			}
		}
		if w.w <= room-x {
			for j, f := range w.frags {
				f.space = j == 0 && len(cur) > 0
				cur = append(cur, placed{frag: f, x: x})
				x += f.w
			}
			continue
		}
		// A word longer than a whole line: cut where the line is full.
		for j, f := range w.frags {
			first := j == 0 && len(cur) > 0
			for _, piece := range l.clusters(f.text) {
				pw := l.p.measure(piece, f.st, size).size.Width
				if x > 0 && x+pw > room {
					newLine(pw, true)
					first = false
				}
				cur = append(cur, placed{frag: frag{text: piece, st: f.st, link: f.link, w: pw, space: first}, x: x})
				first = false
				x += pw
			}
		}
	}
	if len(cur) > 0 {
		newLine(0, false)
	}
	first := noLine
	for i, ln := range lines {
		b := l.drawLine(ln, x0, size)
		if i == 0 {
			first = b
		}
		info[i].Text = lineText(ln)
		l.lines = append(l.lines, info[i])
	}
	return first
}

// lineText is a line's text as drawn.
func lineText(ln []placed) string {
	var b strings.Builder
	for _, p := range ln {
		if p.space {
			b.WriteByte(' ')
		}
		b.WriteString(p.text)
	}
	return b.String()
}

// run is a stretch of a line in one style: one canvas text.
type run struct {
	text  string
	st    style
	link  *url.URL
	x     float32
	space bool // a space goes before it
}

// drawLine draws one line at the current y and moves y below it; it
// returns where it stands. Neighbouring pieces of one style become one
// text, so that the shaper sees whole phrases; every text of the line
// stands on the same baseline, whatever its font's metrics.
func (l *lay) drawLine(ln []placed, x0, size float32) lineAt {
	var runs []run
	for _, p := range ln {
		if k := len(runs) - 1; k >= 0 && runs[k].st == p.st && runs[k].link == p.link {
			if p.space {
				runs[k].text += " "
			}
			runs[k].text += p.text
			continue
		}
		runs = append(runs, run{text: p.text, st: p.st, link: p.link, x: p.x, space: p.space})
	}
	// Each text starts where the one before it ends as drawn (and its
	// space after), so that the sums of word widths the line was filled
	// by never open a gap between two styles.
	for i := 1; i < len(runs); i++ {
		prev := runs[i-1]
		t := prev.text
		if runs[i].space {
			t += " "
		}
		runs[i].x = prev.x + l.p.measure(t, prev.st, size).size.Width
	}
	var ascent, descent float32
	ms := make([]measured, len(runs))
	for i, r := range runs {
		ms[i] = l.p.measure(r.text, r.st, size)
		ascent = max(ascent, ms[i].baseline)
		descent = max(descent, ms[i].size.Height-ms[i].baseline)
	}
	for i, r := range runs {
		pos := fyne.NewPos(x0+r.x, l.y+ascent-ms[i].baseline)
		t := canvas.NewText(r.text, l.fg)
		t.TextSize = size
		t.TextStyle = fyne.TextStyle{Bold: r.st.bold, Italic: r.st.italic, Monospace: r.st.mono}
		if r.link != nil {
			t.Color = l.linkCol
			k := newLink(t, r.link, l.p.opts.OpenURL)
			k.Move(pos)
			k.Resize(ms[i].size)
			l.objs = append(l.objs, k)
			continue
		}
		t.Move(pos)
		t.Resize(ms[i].size)
		l.objs = append(l.objs, t)
	}
	at := lineAt{top: l.y, height: ascent + descent, baseline: l.y + ascent}
	l.y += ascent + descent + l.spacing
	return at
}

// clusters cuts text into the smallest pieces a line may end between: a
// letter with the marks that follow it, never after a virama or a joiner
// (so a Devanagari conjunct stays whole).
func (l *lay) clusters(s string) []string {
	var out []string
	start := 0
	prev := rune(-1)
	for i, r := range s {
		if i > start && !unicode.Is(unicode.M, r) && r != '\u200d' && r != '\u200c' && prev != '\u094d' && prev != '\u200d' {
			out = append(out, s[start:i])
			start = i
		}
		prev = r
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// measureKey and measured cache the rendered size of a text.
type measureKey struct {
	text string
	st   style
	size float32
}

type measured struct {
	size     fyne.Size
	baseline float32
}

func (p *Page) measure(text string, st style, size float32) measured {
	k := measureKey{text, st, size}
	if m, ok := p.meas[k]; ok {
		return m
	}
	sz, base := fyne.CurrentApp().Driver().RenderedTextSize(text, size, fyne.TextStyle{Bold: st.bold, Italic: st.italic, Monospace: st.mono}, nil)
	m := measured{sz, base}
	p.meas[k] = m
	return m
}
