package ui

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wrapFaults lays md out at width w and returns the drawn pieces a reader
// would trip over: a row of one letter (a word broken letter by letter) or
// a row that starts with closing punctuation.
func wrapFaults(t *testing.T, md string, w float32, mend bool) []string {
	t.Helper()
	rt := widget.NewRichTextFromMarkdown(md)
	if mend {
		rt.Segments = mendWraps(rt.Segments)
	}
	rt.Wrapping = fyne.TextWrapWord
	rt.Resize(fyne.NewSize(w, 2000))
	var faults []string
	starts := map[float32]bool{} // the x where a row starts: the left edge
	objs := test.WidgetRenderer(rt).Objects()
	minX := float32(1e9)
	for _, o := range objs {
		if x, ok := o.(*canvas.Text); ok && x.Text != "" && x.Position().X < minX {
			minX = x.Position().X
		}
	}
	starts[minX] = true
	for _, o := range objs {
		x, ok := o.(*canvas.Text)
		if !ok {
			continue
		}
		txt := strings.TrimSpace(x.Text)
		r, _ := utf8.DecodeRuneInString(txt)
		switch {
		case utf8.RuneCountInString(txt) == 1 && unicode.IsLetter(r):
			faults = append(faults, "one letter "+txt)
		case x.Position().X == minX && txt != "" && closingPunct(r):
			faults = append(faults, "row starts with "+txt)
		}
	}
	return faults
}

func TestMendWraps_NoLetterRowsNoLeadingPunctuation(t *testing.T) {
	test.NewTempApp(t)
	md := "The player who calls **Stop**, or whose opponent cannot follow, wins the **Bummerl**. " +
		"Each **marriage** (King and Queen) scores **20**; in trumps **40**. Closing the stock, the **closer** must reach 66."
	var before, after int
	for w := float32(120); w <= 420; w += 3 {
		before += len(wrapFaults(t, md, w, false))
		f := wrapFaults(t, md, w, true)
		after += len(f)
		assert.Empty(t, f, "width %v", w)
	}
	require.Positive(t, before, "the unmended text shows the faults this mends (else the test proves nothing)")
	t.Logf("faults over the widths: %d before, %d after", before, after)
}

func TestMendWraps_KeepsTheText(t *testing.T) {
	rt := widget.NewRichTextFromMarkdown("- one **two**, three\n- a *b*; c\n\nplain **bold** end.")
	want := rt.String()
	rt.Segments = mendWraps(rt.Segments)
	assert.Equal(t, want, strings.ReplaceAll(rt.String(), zeroWidthSpace, ""),
		"mending moves characters across seams and adds only zero-width spaces")
	var strong []string
	for _, seg := range rt.Segments {
		if x, ok := seg.(*widget.TextSegment); ok && x.Style == widget.RichTextStyleStrong {
			strong = append(strong, x.Text)
		}
	}
	assert.Equal(t, []string{zeroWidthSpace + "bold"}, strong, "no punctuation after it: the bold word is unchanged")
	para := widget.NewRichTextFromMarkdown("plain **two**, three")
	para.Segments = mendWraps(para.Segments)
	assert.Equal(t, zeroWidthSpace+"two,", para.Segments[1].(*widget.TextSegment).Text, "the comma joins the bold word")
}

// TestMendWraps_NoSeamInsideAWord: where a bold part is the start of a
// word (Korean "**7**점", a particle after a number), the rest of the word
// joins it, so no two segments meet between letters and Fyne, which may
// break a line at every seam, cannot split the word; where a space or
// punctuation follows, nothing moves. (Mutation tried: without the
// joining, "7" and "점을" meet between letters.)
func TestMendWraps_NoSeamInsideAWord(t *testing.T) {
	cases := []struct {
		md, strong string
	}{
		{"선 플레이어가 **7**점을 얻는다.", "7점을"},
		{"**66**점, 그리고", "66점,"},
		{"**Trumpf**farbe ist", "Trumpffarbe"},
		{"wins **20** points", "20"},
		{"the **closer**, then", "closer,"},
	}
	for _, c := range cases {
		rt := widget.NewRichTextFromMarkdown(c.md)
		want := rt.String()
		para := mendWraps(rt.Segments)
		rt.Segments = para
		assert.Equal(t, want, strings.ReplaceAll(rt.String(), zeroWidthSpace, ""), "%s: the text is kept", c.md)
		var segs []*widget.TextSegment
		for _, s := range para {
			if x, ok := s.(*widget.TextSegment); ok {
				segs = append(segs, x)
			}
		}
		for i := 1; i < len(segs); i++ {
			a := strings.ReplaceAll(segs[i-1].Text, zeroWidthSpace, "")
			b := strings.ReplaceAll(segs[i].Text, zeroWidthSpace, "")
			r, _ := utf8.DecodeRuneInString(b)
			assert.False(t, endsInWord(a) && wordRune(r), "%s: %q and %q meet inside a word", c.md, a, b)
		}
		strong := 0
		for _, sg := range segs {
			if sg.Style == widget.RichTextStyleStrong {
				strong++
				assert.Equal(t, c.strong, strings.ReplaceAll(sg.Text, zeroWidthSpace, ""), "%s: the bold part", c.md)
			}
		}
		assert.Equal(t, 1, strong, "%s: one bold part", c.md)
	}
}
