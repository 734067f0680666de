package prose

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The flow is judged from what is drawn, the canvas texts and where they
// stand, so that the same check runs on this package's pages and on
// Fyne's RichText (TestFlowFaults_CatchRichText proves it can fail).

// row is one drawn line: its texts left to right.
type row struct {
	texts       []*canvas.Text
	left, right float32
	top, bottom float32
}

func (r row) text() string {
	var b strings.Builder
	for i, t := range r.texts {
		if i > 0 && !strings.HasSuffix(r.texts[i-1].Text, " ") && !strings.HasPrefix(t.Text, " ") &&
			t.Position().X > r.texts[i-1].Position().X+r.texts[i-1].MinSize().Width+1 {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}

// rowsOf groups the texts under o into rows: texts whose heights overlap by
// more than half stand on one row.
func rowsOf(o fyne.CanvasObject) []row {
	var ts []*canvas.Text
	var walk func(fyne.CanvasObject, fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		switch x := o.(type) {
		case *canvas.Text:
			if s := strings.TrimSpace(strings.ReplaceAll(x.Text, "\u200b", "")); s != "" && s != "•" {
				c := *x
				c.Move(at.Add(x.Position()))
				ts = append(ts, &c)
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, at.Add(x.Position()))
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, at.Add(x.Position()))
			}
		}
	}
	for _, c := range test.WidgetRenderer(o.(fyne.Widget)).Objects() {
		walk(c, fyne.Position{})
	}
	slices.SortStableFunc(ts, func(a, b *canvas.Text) int {
		switch {
		case a.Position().Y+a.MinSize().Height/2 < b.Position().Y:
			return -1
		case b.Position().Y+b.MinSize().Height/2 < a.Position().Y:
			return 1
		case a.Position().X < b.Position().X:
			return -1
		}
		return 1
	})
	var rows []row
	for _, t := range ts {
		top, bottom := t.Position().Y, t.Position().Y+t.MinSize().Height
		if k := len(rows) - 1; k >= 0 {
			r := &rows[k]
			if overlap := min(bottom, r.bottom) - max(top, r.top); overlap > min(bottom-top, r.bottom-r.top)/2 {
				r.texts = append(r.texts, t)
				r.right = max(r.right, t.Position().X+t.MinSize().Width)
				r.top, r.bottom = min(r.top, top), max(r.bottom, bottom)
				continue
			}
		}
		rows = append(rows, row{texts: []*canvas.Text{t}, left: t.Position().X, right: t.Position().X + t.MinSize().Width, top: top, bottom: bottom})
	}
	return rows
}

// closing reports whether r is written against the word before it.
func closing(r rune) bool {
	return unicode.In(r, unicode.Pe, unicode.Pf) || strings.ContainsRune(",.;:!?%…।॥", r)
}

// flowFaults are what a reader trips over in rows laid out in a width of
// right (the right edge text may reach), for the source text src (the
// page's words, single-spaced): a line past the right edge, a line that
// ends although the next word fits after it, a line that starts with a comma or a closing bracket, a
// line that ends inside a word, and a word laid out one letter per line.
func flowFaults(rows []row, right float32, src string) []string {
	var faults []string
	words := " " + strings.Join(strings.Fields(strings.ReplaceAll(src, "\u200b", "")), " ") + " "
	for i, r := range rows {
		txt := strings.TrimSpace(strings.ReplaceAll(r.text(), "\u200b", ""))
		first, _ := utf8.DecodeRuneInString(txt)
		if closing(first) && i > 0 && rows[i-1].left == r.left {
			faults = append(faults, fmt.Sprintf("line %d starts with %q", i, txt))
		}
		if r.right > right+1 {
			faults = append(faults, fmt.Sprintf("line %d runs to %.0f px, past %.0f: %q", i, r.right, right, txt))
		}
		if utf8.RuneCountInString(txt) == 1 && unicode.IsLetter(first) {
			faults = append(faults, fmt.Sprintf("line %d is the one letter %q", i, txt))
		}
		if i+1 >= len(rows) {
			continue
		}
		next := rows[i+1]
		if next.left != r.left || next.top-r.bottom > (r.bottom-r.top) {
			continue // another paragraph or list item
		}
		if endsParagraph(src, txt) {
			continue
		}
		nt := strings.TrimSpace(strings.ReplaceAll(next.text(), "\u200b", ""))
		if !strings.Contains(words, " "+txt+" ") && !strings.Contains(words, txt+" "+strings.Fields(nt)[0]) {
			// The line does not end at a space of the source.
			if strings.Contains(words, txt+strings.Fields(nt)[0]) {
				faults = append(faults, fmt.Sprintf("line %d ends inside a word: %q | %q", i, txt, nt))
			}
		}
		w := strings.Fields(nt)[0]
		t0 := next.texts[0]
		need := fyne.MeasureText(" "+w, t0.TextSize, t0.TextStyle).Width
		if r.right+need < right-1 && !strings.HasPrefix(w, "•") {
			faults = append(faults, fmt.Sprintf("line %d ends early (%.0f of %.0f px, %q needs %.0f): %q", i, r.right, right, w, need, txt))
		}
	}
	return faults
}

// endsParagraph reports whether the line txt ends one of src's paragraphs
// (src has one on each line).
func endsParagraph(src, txt string) bool {
	for _, p := range strings.Split(src, "\n") {
		if p = strings.Join(strings.Fields(p), " "); p != "" && strings.HasSuffix(p, txt) {
			return true
		}
	}
	return false
}

// samples are paragraphs with bold and italic seams in the pages'
// languages, as the rules pages write them.
var samples = []string{
	"The player who calls **Stop**, or whose opponent cannot follow, wins the **Bummerl**. A match (a *Bummerl*) starts with each player at **7**; the winner of a deal counts 1, 2 or 3 game points down from their own 7, and whoever reaches 0 first wins the match.",
	"Hat der Verlierer **keinen einzigen Stich** bekommen, zählt das Spiel **drei** Punkte (*Schwarz*); mit **Schneider** (weniger als 33 Augen) sind es zwei.",
	"Tre **nastri** rossi con poesia (*Hongdan*), tre **nastri blu** (*Cheongdan*) e tre nastri rossi semplici (*Chodan*): ogni serie completa vale **3** punti.",
	"- **ब्राइट** (5): जनवरी का सारस, मार्च का पर्दा, अगस्त का चाँद, नवंबर का फ़ीनिक्स और दिसंबर की बारिश।\n- **जानवर** (9), जिनमें फ़रवरी, अप्रैल और अगस्त के तीन **गोदोरी पक्षी** हैं।",
	"선 플레이어가 **7**점을 얻으면 **고**나 **스톱**을 외칩니다. 상대가 *광박*이면 점수가 두 배가 됩니다.",
}

func newPage(t *testing.T, md string, w float32) *Page {
	t.Helper()
	p := New(md, Options{})
	p.Resize(fyne.NewSize(w, p.HeightFor(w)))
	return p
}

// TestPage_FlowsAcrossSeams lays the samples out at every width from 150
// to 800 px: no line ends while the next word fits, none starts with
// punctuation, none ends inside a word, no word is spelt letter by
// letter.
func TestPage_FlowsAcrossSeams(t *testing.T) {
	test.NewTempApp(t)
	for _, md := range samples {
		src := New(md, Options{}).String()
		for w := float32(150); w <= 800; w += 7 {
			p := newPage(t, md, w)
			right := w - theme.InnerPadding()
			for _, f := range flowFaults(rowsOf(p), right, src) {
				t.Errorf("%.25s… at %v px: %s", md, w, f)
			}
			for _, ln := range p.Lines() {
				if ln.InWord || ln.Width > ln.Room+0.5 || (ln.Next > 0 && ln.Width+ln.Next <= ln.Room) {
					t.Errorf("%.25s… at %v px: line %+v", md, w, ln)
				}
			}
		}
	}
}

// TestFlowFaults_CatchRichText runs the same check over Fyne's RichText,
// which wraps each bold or italic part on its own: it must find the
// faults the rules pages showed, or the check proves nothing.
func TestFlowFaults_CatchRichText(t *testing.T) {
	test.NewTempApp(t)
	faults := 0
	for _, md := range samples[:3] {
		src := New(md, Options{}).String()
		for w := float32(150); w <= 800; w += 7 {
			rt := widget.NewRichTextFromMarkdown(md)
			rt.Wrapping = fyne.TextWrapWord
			rt.Resize(fyne.NewSize(w, 2000))
			faults += len(flowFaults(rowsOf(rt), w-theme.InnerPadding(), src))
		}
	}
	if faults == 0 {
		t.Fatal("the flow check finds nothing wrong with Fyne's RichText: it cannot fail")
	}
	t.Logf("%d faults in Fyne's RichText over the widths", faults)
}
