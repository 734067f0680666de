package ui

import (
	"strings"
	"testing"
	"testing/fstest"

	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/fontcheck"
)

// korean is a sample Korean file (merged with the shipped one, if any).
var korean = fstest.MapFS{"active.ko.toml": {Data: []byte(`
["language.self"]
other = "한국어"
["home.play"]
other = "시작"
`)}}

func latinOnly(r rune) bool { return r < 0x250 }
func hangul(r rune) bool    { return r >= 0xAC00 && r <= 0xD7A3 }

// fontShell is a shell in English whose font check sees the given fonts.
func fontShell(t *testing.T, fonts ...func(rune) bool) *Shell {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefLanguage, "en")
	b, err := translations.NewBundleWith(korean)
	if err != nil {
		t.Fatal(err)
	}
	return newShell(a, fixtureGames(), b, Deps{Fonts: fontcheck.New(fonts...)})
}

func language(t *testing.T, s *Shell, code string) translations.Language {
	t.Helper()
	l, ok := s.l.Bundle().Lookup(code)
	if !ok {
		t.Fatalf("no language %s", code)
	}
	return l
}

// TestMissingFontIsExplained: choosing Korean with no Hangul font brings one
// English sentence naming the language in English and in itself and the
// font to install, once; with the font present nothing is said.
func TestMissingFontIsExplained(t *testing.T) {
	s := fontShell(t, latinOnly)
	s.setLanguage(language(t, s, "ko"))
	want := "No installed font can draw Korean (한국어), so its text would show as empty boxes: install Noto Sans CJK KR (Debian/Ubuntu: fonts-noto-cjk) and start Cardavia again."
	if s.fontNotice != want {
		t.Errorf("notice %q,\nwant %q", s.fontNotice, want)
	}
	top := s.w.Canvas().Overlays().Top()
	if top == nil || !strings.Contains(strings.Join(texts(top), "|"), want) || !strings.Contains(strings.Join(texts(top), "|"), "Missing font") {
		t.Errorf("no notice dialog on the window: %v", top)
	}
	// Once per run: switching away and back says nothing more.
	s.fontNotice = ""
	s.setLanguage(language(t, s, "en"))
	s.setLanguage(language(t, s, "ko"))
	if s.fontNotice != "" {
		t.Errorf("told twice: %q", s.fontNotice)
	}

	s = fontShell(t, latinOnly, hangul)
	s.setLanguage(language(t, s, "ko"))
	if s.fontNotice != "" || s.w.Canvas().Overlays().Top() != nil {
		t.Errorf("a notice although a Hangul font is there: %q", s.fontNotice)
	}
}

// TestNoFontCheckWithoutAChecker: the shell's tests and any host without a
// checker get no notice and no scan.
func TestNoFontCheckWithoutAChecker(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	s.setLanguage(language(t, s, "de"))
	if s.fontNotice != "" {
		t.Errorf("notice without a checker: %q", s.fontNotice)
	}
}
