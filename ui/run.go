// Package ui holds Cardavia's app shell: the navigator, the theme, and the
// home, rules, settings and statistics screens. It never imports
// fyne.io/fyne/v2/app, so it builds and tests without cgo; main.go hands it
// the running app. The game tables live in ui/table and reach the shell only
// through ui/env.
package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// NewTable builds a game table. main.go sets it once ui/table exists; while
// it is nil, Play explains that the table is not available yet.
var NewTable env.TableFactory

// Picture returns the card picture for a home tile; nil (or a nil result)
// makes the shell draw a plain card of its own.
var Picture = assetPicture

// assetPicture is the tile's card from the assets package.
func assetPicture(_ *games.Info, deck cards.DeckID) fyne.Resource {
	c, ok := tileCardOf(deck)
	if !ok {
		return nil
	}
	res, err := assets.Face(deck, c)
	if err != nil {
		return nil
	}
	return res
}

// Run opens the main window on the home screen and blocks until the app quits.
func Run(a fyne.App) error { return RunAt(a, "") }

// RunAt is Run starting on another screen above home: "settings", "stats",
// "rules:<game>" or "play:<game>" (for screenshots and quick checks).
func RunAt(a fyne.App, start string) error {
	s, err := NewShell(a, catalog.All())
	if err != nil {
		return err
	}
	if err := s.Open(start); err != nil {
		return err
	}
	s.noticeSetAside()
	s.Window().ShowAndRun()
	return nil
}

// Open shows a screen by name on top of home (see RunAt); "" and "home"
// stay on home.
func (s *Shell) Open(name string) error {
	kind, id, _ := strings.Cut(name, ":")
	switch kind {
	case "", "home":
		return nil
	case "settings":
		s.openSettings()
		return nil
	case "stats":
		s.openStats()
		return nil
	case "rules", "play":
		g := s.game(id)
		if g == nil {
			return fmt.Errorf("screen %q: unknown game %q", name, id)
		}
		if kind == "rules" {
			s.openRules(id)
		} else {
			s.play(g, s.chosenDeck(g))
		}
		return nil
	}
	return fmt.Errorf("unknown screen %q (home, settings, stats, rules:<game>, play:<game>)", name)
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
	s.w.SetIcon(assets.IconPNG())
	s.w.Resize(fyne.NewSize(1100, 760))
	s.w.SetMaster()
	s.w.SetPadded(false)
	s.nav = newNavigator(s)
	s.w.SetContent(s.nav.root)
	s.nav.push(s.homeScreen())
	s.l.OnChange(s.nav.retext)
	s.w.Canvas().SetOnTypedKey(s.nav.typedKey)
	// Closing the window closes the open tables first, so their computer
	// players stop at once.
	s.w.SetOnClosed(s.nav.closeAll)
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
