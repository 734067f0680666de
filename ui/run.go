// Package ui holds Cardavia's app shell: the navigator, the theme, and the
// home, rules, settings and statistics screens. It never imports
// fyne.io/fyne/v2/app, so it builds and tests without cgo; main.go hands it
// the running app. The game tables live in ui/table and reach the shell only
// through ui/env.
package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// NewTable builds a game table. main.go sets it once ui/table exists; while
// it is nil, Play explains that the table is not available yet.
var NewTable env.TableFactory

// Picture returns the card picture for a home tile (nil: the shell draws a
// plain card of its own). main.go points it at the assets package.
var Picture func(g *games.Info, deck cards.DeckID) fyne.Resource

// Run opens the main window on the home screen and blocks until the app quits.
func Run(a fyne.App) error {
	s, err := NewShell(a, catalog.All())
	if err != nil {
		return err
	}
	s.Window().ShowAndRun()
	return nil
}

// Shell is the running app: one window with a navigator over the screens.
type Shell struct {
	app   fyne.App
	w     fyne.Window
	l     *translations.Localizer
	prefs fyne.Preferences
	games []*games.Info
	nav   *navigator
}

// NewShell builds the window and the home screen for the given games (in
// home-screen order) without showing it; tests use it with test.NewTempApp.
func NewShell(a fyne.App, gs []*games.Info) (*Shell, error) {
	b, err := translations.NewBundle()
	if err != nil {
		return nil, fmt.Errorf("load translations: %w", err)
	}
	return newShell(a, gs, b), nil
}

func newShell(a fyne.App, gs []*games.Info, b *translations.Bundle) *Shell {
	s := &Shell{app: a, prefs: a.Preferences(), games: gs}
	s.l = translations.NewLocalizer(b, s.chosenLanguage(b))
	a.Settings().SetTheme(newTheme(env.ThemeChoice(s.prefs)))
	s.w = a.NewWindow(s.l.T("app.name", "Cardavia"))
	s.w.Resize(fyne.NewSize(1100, 760))
	s.w.SetMaster()
	s.nav = newNavigator(s)
	s.w.SetContent(s.nav.root)
	s.nav.push(s.homeScreen())
	s.l.OnChange(s.nav.retext)
	s.w.Canvas().SetOnTypedKey(s.nav.typedKey)
	return s
}

// Window returns the main window.
func (s *Shell) Window() fyne.Window { return s.w }

// Localizer returns the shell's localizer.
func (s *Shell) Localizer() *translations.Localizer { return s.l }

// chosenLanguage is the saved language if it is still offered, otherwise the
// best match for the OS locale.
func (s *Shell) chosenLanguage(b *translations.Bundle) translations.Language {
	if code := s.prefs.StringWithFallback(env.PrefLanguage, ""); code != "" {
		if l, ok := b.Lookup(code); ok {
			return l
		}
	}
	return b.Match(string(lang.SystemLocale()))
}

// setLanguage saves and applies a language; every screen re-texts.
func (s *Shell) setLanguage(l translations.Language) {
	if l.Code == s.l.Language().Code {
		return
	}
	s.prefs.SetString(env.PrefLanguage, l.Code)
	s.l.SetLanguage(l)
}

// setTheme saves and applies a light/dark/system choice.
func (s *Shell) setTheme(choice string) {
	s.prefs.SetString(env.PrefTheme, choice)
	s.app.Settings().SetTheme(newTheme(choice))
}

// env returns the environment handed to a screen.
func (s *Shell) env(sc *screen) env.Env {
	return env.Env{
		L:          s.l,
		Prefs:      s.prefs,
		Window:     s.w,
		Home:       s.nav.home,
		Back:       s.nav.pop,
		Rules:      s.openRules,
		Settings:   s.openSettings,
		Statistics: s.openStats,
		OnKey:      func(h func(*fyne.KeyEvent) bool) { sc.key = h },
	}
}

// game finds a game by id among the shell's games.
func (s *Shell) game(id string) *games.Info {
	for _, g := range s.games {
		if g.ID == id {
			return g
		}
	}
	return nil
}
