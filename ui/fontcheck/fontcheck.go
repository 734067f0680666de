// Package fontcheck tells whether the fonts Cardavia can draw with cover a
// language's script, so that the app can say "install a font" instead of
// showing empty boxes for Hindi or Korean.
//
// Fyne draws with its bundled Noto Sans (Latin, Greek, Cyrillic) and, for
// any other character, falls back to the system fonts it finds through
// go-text's fontscan. System checks against the same two sources: the theme
// fonts and fontscan's index of the system fonts (the index Fyne itself
// builds and caches, so the scan is not repeated).
package fontcheck

import (
	"bytes"
	"fmt"
	"log"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"
	"github.com/go-text/typesetting/font"
	ot "github.com/go-text/typesetting/font/opentype"
	"github.com/go-text/typesetting/font/opentype/tables"
	"github.com/go-text/typesetting/fontscan"
	"github.com/go-text/typesetting/language"
)

// Checker tells whether a text can be drawn.
type Checker interface {
	// Covers reports whether every letter and mark of text has a glyph,
	// with each script's characters in one font (a script split over
	// several fonts would not shape: Devanagari conjuncts, Hangul blocks).
	Covers(text string) bool
}

// Coverage is a Checker over a fixed list of fonts, each given as the set
// of characters it has.
type Coverage struct {
	fonts []func(rune) bool
}

// New returns a Checker over the given fonts (each reports whether it has a
// glyph for a character). Tests build one from plain functions.
func New(fonts ...func(rune) bool) *Coverage { return &Coverage{fonts: fonts} }

// Covers implements Checker. Characters of no particular script (spaces,
// digits, punctuation) are not checked: Fyne's bundled font has them.
// Combining marks belong to the script of the letter before them.
func (c *Coverage) Covers(text string) bool {
	groups := map[language.Script][]rune{}
	var order []language.Script
	last := language.Unknown
	for _, r := range text {
		if !unicode.IsLetter(r) && !unicode.IsMark(r) {
			continue
		}
		s := language.LookupScript(r)
		switch s {
		case language.Common:
			continue
		case language.Inherited:
			if last == language.Unknown {
				continue
			}
			s = last
		}
		if _, ok := groups[s]; !ok {
			order = append(order, s)
		}
		groups[s] = append(groups[s], r)
		last = s
	}
	for _, s := range order {
		if !c.oneFontHas(groups[s]) {
			return false
		}
	}
	return true
}

// oneFontHas reports whether a single font has every rune of rs.
func (c *Coverage) oneFontHas(rs []rune) bool {
	for _, has := range c.fonts {
		all := true
		for _, r := range rs {
			if !has(r) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// System returns the Checker over the theme's fonts and the installed
// system fonts. The system fonts are indexed on first use (fontscan keeps
// the index in the user cache directory, shared with Fyne); a failed scan
// leaves only the theme's fonts, so the answer errs towards "missing".
//
// The Checker it returns also implements Fonts.
func System(themeFonts ...fyne.Resource) Checker {
	return &system{theme: themeFonts}
}

type system struct {
	theme []fyne.Resource

	themeOnce sync.Once
	themeFont []func(rune) bool // the theme's fonts' characters
	themeCov  *Coverage         // over themeFont alone

	once  sync.Once
	cov   *Coverage // the theme's fonts and the system's
	faces []Face

	mu     sync.Mutex
	loaded map[faceKey]fyne.Resource // LanguageFont's answers, nil for none
}

type faceKey struct {
	code  string
	style fyne.TextStyle
}

// themeFonts reads the theme's fonts' characters, once.
func (s *system) themeFonts() []func(rune) bool {
	s.themeOnce.Do(func() {
		s.themeFont = load(s.theme)
		s.themeCov = New(s.themeFont...)
	})
	return s.themeFont
}

// index reads the system's fonts, once: fontscan's index of every
// installed face (kept in the user cache directory, shared with Fyne).
func (s *system) index() {
	s.once.Do(func() {
		fonts, faces := loadSystem()
		s.cov = New(append(append([]func(rune) bool{}, s.themeFonts()...), fonts...)...)
		s.faces = faces
	})
}

// Covers implements Checker. A text the theme's fonts draw (every Latin
// language) is answered without indexing the system's fonts.
func (s *system) Covers(text string) bool {
	s.themeFonts()
	if s.themeCov.Covers(text) {
		return true
	}
	s.index()
	return s.cov.Covers(text)
}

// Fonts finds the installed face a language needs for a text style.
type Fonts interface {
	// LanguageFont returns the font the theme should use for style in the
	// language with this code, or nil where Fyne's own choice is right
	// (see PickFace).
	LanguageFont(code string, style fyne.TextStyle) fyne.Resource
}

// LanguageFont implements Fonts over the installed fonts. Each answer is
// read once and kept; a face that cannot be read is logged and answered
// with nil, so the text falls back to what Fyne draws.
func (s *system) LanguageFont(code string, style fyne.TextStyle) fyne.Resource {
	if !needsFace(code, style) {
		return nil // a Latin language or a style Fyne draws: no font scan at start-up
	}
	s.index()
	k := faceKey{code, style}
	s.mu.Lock()
	defer s.mu.Unlock()
	if res, ok := s.loaded[k]; ok {
		return res
	}
	var res fyne.Resource
	if f, ok := PickFace(s.faces, code, style); ok {
		var err error
		if res, err = LoadFace(f); err != nil {
			log.Printf("fontcheck: %v", err)
			res = nil
		}
	}
	if s.loaded == nil {
		s.loaded = map[faceKey]fyne.Resource{}
	}
	s.loaded[k] = res
	return res
}

// FontRunes reads the character map of a TrueType/OpenType font and
// returns whether it has a glyph for a character. Only the 'cmap' table is
// read and only the set of characters kept: parsing the whole font (every
// glyph's outline) to answer this held about 1.7 MB of the home screen's
// heap for the whole run.
func FontRunes(res fyne.Resource) (func(rune) bool, error) {
	fail := func(err error) (func(rune) bool, error) { return nil, fmt.Errorf("font %s: %w", res.Name(), err) }
	ld, err := ot.NewLoader(bytes.NewReader(res.Content()))
	if err != nil {
		return fail(err)
	}
	raw, _ := ld.RawTable(ot.MustNewTag("OS/2")) // the code page of legacy Arabic fonts
	os2, _, _ := tables.ParseOs2(raw)
	raw, err = ld.RawTable(ot.MustNewTag("cmap"))
	if err != nil {
		return fail(err)
	}
	tb, _, err := tables.ParseCmap(raw)
	if err != nil {
		return fail(err)
	}
	cmap, _, err := font.ProcessCmap(tb, os2.FontPage())
	if err != nil {
		return fail(err)
	}
	var set fontscan.RuneSet
	for it := cmap.Iter(); it.Next(); {
		r, _ := it.Char()
		set.Add(r)
	}
	return set.Contains, nil
}

// quiet drops fontscan's notes about fonts it cannot read.
type quiet struct{}

func (quiet) Printf(string, ...any) {}

// load returns the characters of each theme font that can be read.
func load(theme []fyne.Resource) []func(rune) bool {
	var out []func(rune) bool
	for _, res := range theme {
		if res == nil {
			continue
		}
		has, err := FontRunes(res)
		if err != nil {
			log.Printf("fontcheck: %v", err)
			continue
		}
		out = append(out, has)
	}
	return out
}

// loadSystem returns the characters of each installed face, and the faces.
func loadSystem() ([]func(rune) bool, []Face) {
	fps, err := fontscan.SystemFonts(quiet{}, "")
	if err != nil {
		log.Printf("fontcheck: system fonts: %v", err)
		return nil, nil
	}
	out := make([]func(rune) bool, 0, len(fps))
	for _, fp := range fps {
		out = append(out, fp.Runes.Contains)
	}
	return out, facesOf(fps)
}

// Hint names the fonts that cover a language, for the "install a font"
// message: the font family and the Debian/Ubuntu package that has it.
func Hint(code string) string {
	switch code {
	case "hi":
		return "Noto Sans Devanagari (Debian/Ubuntu: fonts-noto-core)"
	case "ko":
		return "Noto Sans CJK KR (Debian/Ubuntu: fonts-noto-cjk)"
	}
	return "a Noto Sans font for it (Debian/Ubuntu: fonts-noto-core)"
}
