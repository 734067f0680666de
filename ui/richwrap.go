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
// a comma may take the weight of the word it follows, and so may the rest
// of a word whose start is bold ("**7**점": the particle joins the number,
// or Fyne could break the word at the seam).
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
	if r, _ := utf8.DecodeRuneInString(next.Text); n == 0 && wordRune(r) && endsInWord(prev.Text) {
		// The rest of a word ("**7**점", a Korean particle after a
		// bold number): Fyne may break at the seam, so the word's end
		// joins its start, up to the next space, with its punctuation.
		n = strings.IndexByte(next.Text, ' ')
		if n < 0 {
			n = len(next.Text)
		}
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

// wordRune reports whether r belongs inside a word: a letter, a digit or a
// combining mark (Devanagari's vowel signs).
func wordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

// endsInWord reports whether s ends in the middle of a word.
func endsInWord(s string) bool {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r != utf8.RuneError && wordRune(r)
}
