package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/fontcheck"
)

// englishName names a shipped language in English for the missing-font
// notice, which must be readable when the language's own script is not; a
// language it does not know is named by its code.
func englishName(code string) string {
	switch code {
	case "en":
		return "English"
	case "de":
		return "German"
	case "it":
		return "Italian"
	case "ko":
		return "Korean"
	case "hi":
		return "Hindi"
	case "ms":
		return "Malay"
	}
	return code
}

// systemFonts is the Checker of the running app: the theme's regular and
// bold fonts and the installed system fonts.
func systemFonts() fontcheck.Checker {
	return fontcheck.System(theme.DefaultTheme().Font(fyne.TextStyle{}), theme.DefaultTheme().Font(fyne.TextStyle{Bold: true}))
}

// checkFonts tells the person, once per language and run, when no font can
// draw the language now in use, instead of leaving them with empty boxes.
// The notice is in English (and names the language in itself too): the
// language's own text is exactly what cannot be drawn. It returns the
// notice, or nil when there is none.
func (s *Shell) checkFonts() dialog.Dialog {
	lg := s.l.Language()
	s.useLanguageFonts(lg.Code)
	if s.deps.Fonts == nil || s.fontsChecked[lg.Code] {
		return nil
	}
	if s.fontsChecked == nil {
		s.fontsChecked = map[string]bool{}
	}
	s.fontsChecked[lg.Code] = true
	// The language's own name and a few of its labels stand for its script.
	sample := lg.Name + " " + s.l.T("home.play", "Play") + " " + s.l.T("home.rules", "Rules") + " " + s.l.T("settings.title", "Settings")
	if s.deps.Fonts.Covers(sample) {
		return nil
	}
	en := s.englishLocalizer()
	name := englishName(lg.Code)
	text := en.T("fonts.missing", "No installed font can draw {{.Language}} ({{.Self}}), so its text would show as empty boxes: install {{.Font}} and start Cardavia again.",
		"Language", name, "Self", lg.Name, "Font", fontcheck.Hint(lg.Code))
	body := widget.NewLabel(text)
	body.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustom(en.T("fonts.missing.title", "Missing font"), en.T("dialog.ok", "OK"), body, s.w)
	d.Resize(fyne.NewSize(480, 220))
	d.Show()
	s.fontNotice = text
	return d
}

// englishLocalizer is a localizer fixed on English, for text that must not
// follow the language in use.
func (s *Shell) englishLocalizer() *translations.Localizer {
	b := s.l.Bundle()
	en, _ := b.Lookup("en")
	return translations.NewLocalizer(b, en)
}

// useLanguageFonts gives the theme the installed bold faces of language
// code, when the font checker can find them (fontcheck.Fonts: the app's
// system checker can, the tests' plain checkers cannot, so they scan no
// fonts). Setting the theme again makes Fyne drop its cached faces and
// redraw every window with the new ones; the colours stay as they were.
func (s *Shell) useLanguageFonts(code string) {
	ff, ok := s.deps.Fonts.(fontcheck.Fonts)
	if !ok || s.disp == nil || s.disp.theme == nil {
		return
	}
	base, ok := s.disp.theme.base.(*tableTheme)
	if !ok {
		return
	}
	lf := langFonts{
		bold:       ff.LanguageFont(code, fyne.TextStyle{Bold: true}),
		boldItalic: ff.LanguageFont(code, fyne.TextStyle{Bold: true, Italic: true}),
	}
	if lf == base.fonts {
		return
	}
	s.disp.theme = newFilteredTheme(base.withFonts(lf), s.displaySettings())
	s.app.Settings().SetTheme(s.disp.theme)
}
