package ui

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2/widget"
)

// Fyne 2.7.1 wraps each rich-text segment on its own, which shows on the
// rules pages in two ways wherever a bold word meets plain text:
//
//   - the punctuation after a bold word ("**Stop**, the …") is a segment of
//     its own, so the line may break between the word and its comma, and the
//     comma starts the next line;
//   - when a segment starts where the line has less room left than its first
//     letter, widget.lineBounds lays the whole segment out one letter per
//     line (the branch for "even a character won't fit" never widens the
//     line again). Bold Devanagari and Hangul, wider than Latin, hit it
//     often.
//
// mendWraps mends both before Fyne lays the text out. A closing
// punctuation run joins the word before it, so the two never part. And
// every inline segment that follows another gets a zero-width space after
// its leading spaces: that character always fits, so Fyne's first row of
// the segment ends there (or the segment moves whole to the next line) and
// the rows after it get the full width. What is drawn stays the same text;
// a comma may take the weight of the word it follows.
func mendWraps(segs []widget.RichTextSegment) []widget.RichTextSegment {
	out := segs[:0]
	for _, s := range segs {
		switch x := s.(type) {
		case *widget.ParagraphSegment:
			x.Texts = mendWraps(x.Texts)
		case *widget.ListSegment:
			x.Items = mendWraps(x.Items)
		}
		if t, ok := s.(*widget.TextSegment); ok && t.Style.Inline && len(out) > 0 {
			if prev, ok := out[len(out)-1].(*widget.TextSegment); ok && prev.Style.Inline {
				mendSeam(prev, t)
			}
		}
		if t, ok := s.(*widget.TextSegment); ok && t.Style.Inline && t.Text == "" {
			continue // its punctuation went to the word before
		}
		out = append(out, s)
	}
	return out
}

// zeroWidthSpace is U+200B: a break opportunity that takes no room.
const zeroWidthSpace = "\u200b"

// mendSeam mends the seam between two inline segments that follow each
// other on a line.
func mendSeam(prev, next *widget.TextSegment) {
	n := 0
	for n < len(next.Text) {
		r, size := utf8.DecodeRuneInString(next.Text[n:])
		if !closingPunct(r) {
			break
		}
		n += size
	}
	if n > 0 && prev.Style != next.Style && prev.Text != "" && !strings.HasSuffix(prev.Text, " ") {
		prev.Text += next.Text[:n]
		next.Text = next.Text[n:]
	}
	if next.Text == "" {
		return
	}
	lead := len(next.Text) - len(strings.TrimLeft(next.Text, " "))
	next.Text = next.Text[:lead] + zeroWidthSpace + next.Text[lead:]
}

// closingPunct reports whether r ends a phrase and is written against the
// word before it: commas, stops, closing brackets and quotes, the danda.
func closingPunct(r rune) bool {
	switch {
	case unicode.In(r, unicode.Pe, unicode.Pf):
		return true
	case strings.ContainsRune(",.;:!?%…।॥、。", r):
		return true
	}
	return false
}
