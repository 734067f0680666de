package prose

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/cardavia/cardavia/translations"
)

// The page's Markdown, read once into blocks of styled spans. Only what the
// rules pages use is kept: headings, paragraphs, bullet and numbered lists
// (nested too), bold, italic, code spans, links, fenced blocks (a cards
// block draws cards, any other is monospaced text) and rules.

// style is how a span of text is drawn.
type style struct {
	bold, italic, mono bool
}

// span is a run of text in one style, part of a link or not.
type span struct {
	text string
	st   style
	link *url.URL
}

type block interface{ isBlock() }

type heading struct {
	level int
	spans []span
}

type paragraph struct{ spans []span }

type list struct {
	ordered bool
	start   int
	items   [][]block
}

// cardsBlock is a ```cards block; pics are its cards' pictures, made when
// the page is first laid out and kept, row by row.
type cardsBlock struct {
	b    translations.CardBlock
	pics [][]fyne.CanvasObject
	kind [][]string // the captions of the "kinds" option
}

type codeBlock struct{ text string }

type thematicBreak struct{}

func (heading) isBlock()       {}
func (paragraph) isBlock()     {}
func (list) isBlock()          {}
func (*cardsBlock) isBlock()   {}
func (codeBlock) isBlock()     {}
func (thematicBreak) isBlock() {}

// parse reads md into blocks. A cards block that does not parse is drawn as
// the text it is (the rules pages' test keeps every shipped one good).
func parse(md string) []block {
	src := []byte(md)
	doc := goldmark.New().Parser().Parse(text.NewReader(src))
	return blocksOf(doc, src)
}

func blocksOf(n ast.Node, src []byte) []block {
	var out []block
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch x := c.(type) {
		case *ast.Heading:
			out = append(out, heading{level: x.Level, spans: inlines(x, src, style{bold: true}, nil)})
		case *ast.Paragraph, *ast.TextBlock:
			if sp := inlines(x, src, style{}, nil); len(sp) > 0 {
				out = append(out, paragraph{spans: sp})
			}
		case *ast.List:
			l := list{ordered: x.IsOrdered(), start: x.Start}
			for it := x.FirstChild(); it != nil; it = it.NextSibling() {
				l.items = append(l.items, blocksOf(it, src))
			}
			out = append(out, l)
		case *ast.FencedCodeBlock:
			info, body := translations.FenceText(x, src)
			if b, err := translations.ParseCardBlock(info, body); err == nil {
				out = append(out, &cardsBlock{b: b})
			} else {
				out = append(out, codeBlock{text: strings.TrimRight(body, "\n")})
			}
		case *ast.CodeBlock:
			_, body := linesText(x, src)
			out = append(out, codeBlock{text: strings.TrimRight(body, "\n")})
		case *ast.ThematicBreak:
			out = append(out, thematicBreak{})
		case *ast.Blockquote:
			out = append(out, blocksOf(x, src)...)
		}
	}
	return out
}

func linesText(n ast.Node, src []byte) (string, string) {
	var b strings.Builder
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		b.Write(seg.Value(src))
	}
	return "", b.String()
}

// inlines flattens n's inline children into spans.
func inlines(n ast.Node, src []byte, st style, link *url.URL) []span {
	var out []span
	add := func(s string, st style, link *url.URL) {
		if s == "" {
			return
		}
		if k := len(out) - 1; k >= 0 && out[k].st == st && out[k].link == link {
			out[k].text += s
			return
		}
		out = append(out, span{text: s, st: st, link: link})
	}
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch x := c.(type) {
		case *ast.Text:
			add(string(x.Value(src)), st, link)
			if x.SoftLineBreak() || x.HardLineBreak() {
				add(" ", st, link)
			}
		case *ast.String:
			add(string(x.Value), st, link)
		case *ast.Emphasis:
			inner := st
			if x.Level >= 2 {
				inner.bold = true
			} else {
				inner.italic = true
			}
			for _, s := range inlines(x, src, inner, link) {
				add(s.text, s.st, s.link)
			}
		case *ast.CodeSpan:
			inner := st
			inner.mono = true
			for _, s := range inlines(x, src, inner, link) {
				add(s.text, s.st, s.link)
			}
		case *ast.Link:
			u, err := url.Parse(string(x.Destination))
			if err != nil {
				u = nil
			}
			for _, s := range inlines(x, src, st, u) {
				add(s.text, s.st, s.link)
			}
		case *ast.AutoLink:
			u, _ := url.Parse(string(x.URL(src)))
			add(string(x.Label(src)), st, u)
		default:
			for _, s := range inlines(c, src, st, link) {
				add(s.text, s.st, s.link)
			}
		}
	}
	return out
}

// plain is the text of spans.
func plain(sp []span) string {
	var b strings.Builder
	for _, s := range sp {
		b.WriteString(s.text)
	}
	return b.String()
}
