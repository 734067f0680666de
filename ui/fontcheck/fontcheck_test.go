package fontcheck

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// ranges returns a font that has exactly the runes in the given ranges.
func ranges(rs ...[2]rune) func(rune) bool {
	return func(r rune) bool {
		for _, x := range rs {
			if r >= x[0] && r <= x[1] {
				return true
			}
		}
		return false
	}
}

var (
	latin      = ranges([2]rune{'A', 'z'}, [2]rune{0xC0, 0x24F})
	devanagari = ranges([2]rune{0x900, 0x97F})
	hangul     = ranges([2]rune{0xAC00, 0xD7A3})
	// halfHangul has 가 but not 국: a font that would split a word.
	halfHangul = ranges([2]rune{0xAC00, 0xAC00})
)

func TestCovers(t *testing.T) {
	for _, tc := range []struct {
		name  string
		fonts []func(rune) bool
		text  string
		want  bool
	}{
		{"Latin with a Latin font", []func(rune) bool{latin}, "Deutsch · Bahasa Melayu", true},
		{"Hindi without Devanagari", []func(rune) bool{latin}, "हिन्दी", false},
		{"Hindi with Devanagari", []func(rune) bool{latin, devanagari}, "हिन्दी", true},
		// The virama and vowel signs are marks: they need the same font.
		{"Hindi marks need the font too", []func(rune) bool{latin, ranges([2]rune{0x915, 0x939})}, "क्षि", false},
		{"Korean without Hangul", []func(rune) bool{latin, devanagari}, "한국어", false},
		{"Korean with Hangul", []func(rune) bool{latin, hangul}, "한국어 (Korean)", true},
		{"one script split over two fonts", []func(rune) bool{halfHangul, ranges([2]rune{0xAD6D, 0xAD6D})}, "가국", false},
		{"digits and punctuation are the bundled font's", nil, "1,234 · 50% — ↗", true},
		{"no fonts at all", nil, "Skat", false},
		{"empty text", nil, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := New(tc.fonts...).Covers(tc.text); got != tc.want {
				t.Errorf("Covers(%q) = %v, want %v", tc.text, got, tc.want)
			}
		})
	}
}

// TestFontRunesOnTheBundledFont reads Fyne's own Noto Sans: it draws the
// Latin languages but neither Hindi nor Korean, which is why those need a
// system font.
func TestFontRunesOnTheBundledFont(t *testing.T) {
	has, err := FontRunes(theme.DefaultTextFont())
	if err != nil {
		t.Fatal(err)
	}
	c := New(has)
	for text, want := range map[string]bool{
		"Deutsch Italiano Bahasa Melayu Zurück": true,
		"हिन्दी":                                false,
		"한국어":                                   false,
	} {
		if got := c.Covers(text); got != want {
			t.Errorf("bundled font covers %q: %v, want %v", text, got, want)
		}
	}
	if _, err := FontRunes(fyne.NewStaticResource("bad.ttf", []byte("not a font"))); err == nil {
		t.Error("a broken font file: no error")
	}
}

// TestSystemKeepsTheThemeFonts: whatever the machine has installed, the
// theme's font is always part of the answer.
func TestSystemKeepsTheThemeFonts(t *testing.T) {
	if !System(theme.DefaultTextFont()).Covers("Deutsch") {
		t.Error("the theme font's Latin is not covered")
	}
}

// TestSystemIndexesOnlyWhenTheThemeFallsShort: a Latin text is answered
// from the theme's fonts alone, without reading the system's font index at
// start-up; a Hindi text needs the index.
func TestSystemIndexesOnlyWhenTheThemeFallsShort(t *testing.T) {
	s := System(theme.DefaultTextFont()).(*system)
	if !s.Covers("Deutsch Italiano Bahasa Melayu") {
		t.Fatal("the theme font's Latin is not covered")
	}
	if s.cov != nil {
		t.Error("the system's fonts were indexed for a Latin text")
	}
	s.Covers("हिन्दी")
	if s.cov == nil {
		t.Error("the system's fonts were not indexed for a Hindi text")
	}
}

func TestHint(t *testing.T) {
	for code, want := range map[string]string{
		"hi": "Noto Sans Devanagari (Debian/Ubuntu: fonts-noto-core)",
		"ko": "Noto Sans CJK KR (Debian/Ubuntu: fonts-noto-cjk)",
	} {
		if got := Hint(code); got != want {
			t.Errorf("Hint(%s) = %q", code, got)
		}
	}
	if Hint("xx") == "" {
		t.Error("no hint for an unknown language")
	}
}

func TestSlants(t *testing.T) {
	for code, want := range map[string]bool{"en": true, "de": true, "it": true, "ms": true, "ko": false, "hi": false} {
		if got := Slants(code); got != want {
			t.Errorf("Slants(%s) = %v, want %v", code, got, want)
		}
	}
}
