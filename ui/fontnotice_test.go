package ui

import (
	"strings"
	"testing"
	"testing/fstest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
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

// languageFonts is a font checker that also finds bold faces, as the app's
// system checker does.
type languageFonts struct {
	fontcheck.Checker
	bold map[string]fyne.Resource
}

func (f languageFonts) LanguageFont(code string, s fyne.TextStyle) fyne.Resource {
	if !s.Bold || s.Monospace {
		return nil
	}
	return f.bold[code]
}

// TestBoldTextUsesTheLanguagesBoldFace: with Hindi or Korean chosen, the
// app's theme gives bold text the language's installed bold face (Fyne's
// own fallback would draw it regular), keeps it through a light/dark switch
// and a display-filter change, and gives it back when the language is one
// the bundled bold draws.
func TestBoldTextUsesTheLanguagesBoldFace(t *testing.T) {
	// Real font data (Fyne's painter measures text with them; a broken font
	// would crash it, which is why fontcheck.LoadFace parses what it loads),
	// under names of their own.
	devBold := fyne.NewStaticResource("NotoSansDevanagari-Bold.ttf", theme.DefaultTextBoldFont().Content())
	koBold := fyne.NewStaticResource("NotoSansCJK-Bold.ttc#1", theme.DefaultTextBoldFont().Content())
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefLanguage, "en")
	b, err := translations.NewBundleWith(korean)
	require.NoError(t, err)
	s := newShell(a, fixtureGames(), b, Deps{Fonts: languageFonts{
		Checker: fontcheck.New(func(rune) bool { return true }),
		bold:    map[string]fyne.Resource{"hi": devBold, "ko": koBold},
	}})
	boldStyle := fyne.TextStyle{Bold: true}
	font := func(st fyne.TextStyle) fyne.Resource { return a.Settings().Theme().Font(st) }
	bundledBold := theme.DefaultTheme().Font(boldStyle)

	s.setLanguage(language(t, s, "hi"))
	assert.Equal(t, devBold, font(boldStyle), "Hindi bold")
	assert.Equal(t, devBold, font(fyne.TextStyle{Bold: true, Italic: true}), "Hindi bold italic")
	assert.Equal(t, theme.DefaultTheme().Font(fyne.TextStyle{}), font(fyne.TextStyle{}), "regular stays Fyne's")
	assert.Equal(t, theme.DefaultTheme().Font(fyne.TextStyle{Bold: true, Monospace: true}), font(fyne.TextStyle{Bold: true, Monospace: true}))

	s.setTheme(env.ThemeDark)
	assert.Equal(t, devBold, font(boldStyle), "after a light/dark switch")
	s.applyDisplay(filter.Settings{Contrast: 30, Grain: 50, Temperature: 70})
	assert.Equal(t, devBold, font(boldStyle), "after a display-filter change")

	s.setLanguage(language(t, s, "ko"))
	assert.Equal(t, koBold, font(boldStyle), "Korean bold")
	s.setLanguage(language(t, s, "de"))
	assert.Equal(t, bundledBold, font(boldStyle), "German has the bundled bold")

	// Started in Hindi: the face is there before the first text is measured
	// (Fyne caches faces, and clears the cache on a theme change only once
	// the window runs).
	a2 := test.NewTempApp(t)
	a2.Preferences().SetString(env.PrefLanguage, "hi")
	newShell(a2, fixtureGames(), b, Deps{Fonts: languageFonts{
		Checker: fontcheck.New(func(rune) bool { return true }),
		bold:    map[string]fyne.Resource{"hi": devBold},
	}})
	assert.Equal(t, devBold, a2.Settings().Theme().Font(boldStyle), "at start")
}

// TestEnglishName_NamesEveryShippedLanguage: the missing-font notice names
// every language the app ships in English, not by its code; an unknown
// code is named by itself.
func TestEnglishName_NamesEveryShippedLanguage(t *testing.T) {
	s := fontShell(t, latinOnly)
	langs := s.l.Bundle().Languages()
	if len(langs) == 0 {
		t.Fatal("no languages shipped: the check would see nothing")
	}
	for _, l := range langs {
		if n := englishName(l.Code); n == l.Code || n == "" {
			t.Errorf("%s (%s) has no English name", l.Code, l.Name)
		}
	}
	if n := englishName("xx"); n != "xx" {
		t.Errorf("an unknown code is named %q, want the code", n)
	}
}
