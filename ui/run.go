// Package ui holds Cardavia's app shell: the navigator, the theme, and the
// home, rules, settings and statistics screens. It never imports
// fyne.io/fyne/v2/app, so it builds and tests without cgo; main.go hands it
// the running app and its Deps (the table factory, the tile pictures). The game tables live in ui/table and reach the shell only
// through ui/env.
package ui

import (
	"fmt"
	"image"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/internal/trace"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/fontcheck"
)

// Deps are what the shell is handed instead of finding it: main.go wires
// them, tests give their own. The zero Deps is a shell without tables, with
// plain tile cards and nothing to report.
type Deps struct {
	// NewTable builds a game table; while it is nil, Play explains that the
	// table is not available yet (ui/table imports ui/env, never ui).
	NewTable env.TableFactory
	// Picture returns the card picture for a home tile; nil (or a nil
	// result) makes the shell draw a plain card of its own. AssetPicture is
	// the app's.
	Picture func(*games.Info, cards.DeckID) fyne.Resource
	// BackgroundPictures draws the shell's card pictures on a background
	// worker, with a placeholder of the same size until each is ready, so
	// that the first frame does not wait for them (displayfilters.go). The
	// app sets it; tests leave it off and see the pictures at once.
	BackgroundPictures bool
	// PrefsSetAside names a damaged preferences file that main moved aside
	// before the app started (SetAsideCorruptPrefs); the shell tells the
	// person once, on start.
	PrefsSetAside string
	// PrefsProblem is why the preferences file could not be checked or
	// set aside (SetAsideCorruptPrefs's error: a *storage.Damaged when it
	// is damaged and the folder is read-only); the shell tells the person
	// on start, as it does a damaged save.
	PrefsProblem error
	// Fonts tells whether the installed fonts draw a language; when they
	// do not, choosing it brings a notice (fontnotice.go). Nil: not
	// checked (tests); RunAt uses the system's fonts.
	Fonts fontcheck.Checker
	// Keeper keeps the matches in progress and the statistics
	// (storage.Open); nil keeps nothing and shows empty statistics.
	// Damaged are the files it found damaged and set aside, told to the
	// person on start with PrefsSetAside.
	Keeper  *storage.Keeper
	Damaged []error
	// OpenKeeper opens the keeper when Keeper is nil (main.go: storage.Open);
	// the shell calls it once its first frame is on screen, or before that
	// when a table or the statistics need it (keep.go). What it found
	// damaged joins Damaged.
	OpenKeeper func() (*storage.Keeper, []error)
	// Settings is where the settings mirror (settings.json, a copy of the
	// preferences written atomically at every change) is kept; nil keeps
	// none. SettingsRestored says that main restored the preferences from
	// it (RestoreSettings) because Fyne's file was lost; the shell tells the
	// person once, on start.
	Settings         *storage.Store
	SettingsRestored bool
	// WorkArea is the size of the screen's work area (less its panels) in
	// the window system's screen coordinates; the window restored at its
	// last size is fitted into it (fitToScreen). Nil or !ok: not fitted.
	WorkArea func() (fyne.Size, bool)
	// Now is the clock that names today's deal of the day (daily.go); nil
	// is the system's. The shell is the only reader of the date: the
	// engines and players are given a seed.
	Now func() time.Time
	// TrimC returns the C heap's free memory to the system (main.go: glibc's
	// malloc_trim, where there is one); nil does nothing (release.go).
	TrimC func()
	// Trace tells scripts/measure.sh what the app is doing (the first
	// frame, each screen, each deal's summary); nil, as in tests, is off.
	Trace *trace.Tracer
}

// AssetPicture is the tile's card from the assets package: Deps.Picture of
// the app.
func AssetPicture(g *games.Info, deck cards.DeckID) fyne.Resource { return assetPicture(g, deck) }

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
func Run(a fyne.App, d Deps) error { return RunAt(a, "", d) }

// RunAt is Run starting on another screen above home: "settings", "stats",
// "about", "rules:<game>", "play:<game>", "course:<game>" or
// "lesson:<game>/<lesson>" (for screenshots and quick checks).
func RunAt(a fyne.App, start string, d Deps) error {
	tuneGC()
	if d.Fonts == nil {
		d.Fonts = systemFonts()
	}
	s, err := NewShell(a, catalog.All(), d)
	if err != nil {
		return err
	}
	if err := s.Open(start); err != nil {
		return err
	}
	s.afterStart(start == "" || start == "home")
	s.w.Show() // the window exists now, with its scale: fit it before it is drawn
	s.fitToScreen()
	s.app.Run()
	s.quit() // quit.go: the last save and settings are written
	return nil
}

// afterStart sets what is done once the first frame is on screen: the trace's
// mark, reading the saves and statistics (keep.go), greet, and a release of
// the start's garbage once it has settled. Nothing of it
// delays the first frame; the resume question (offer) comes a frame later.
func (s *Shell) afterStart(offer bool) {
	s.afterFirstFrame(func() { // trace.go
		s.traceFirstFrame()
		s.openKeeperAfterFirstFrame() // keep.go
		s.greet(offer)
		s.releaseAfterStart() // release.go
	})
}

// greet tells the person on start, one dialog after the other, what was
// set aside as damaged, which font is missing, and then (offer) asks
// whether to continue the match played last. Each comes when the one
// before it is closed: stacked at once, the question lay above the damage
// message and was answered before the person learnt what had been lost.
func (s *Shell) greet(offer bool) {
	steps := []func() dialog.Dialog{s.noticeSetAside, s.checkFonts}
	if offer {
		steps = append(steps, s.offerResume) // keep.go
	}
	steps = append(steps, s.noteCourse) // course.go
	var from func(i int)
	from = func(i int) {
		for ; i < len(steps); i++ {
			if d := steps[i](); d != nil {
				next := i + 1
				d.SetOnClosed(func() { from(next) })
				return
			}
		}
	}
	from(0)
}

// fitToScreen shrinks the window to the screen's work area when its
// remembered size does not fit there: used at 1920×1080 and restarted on a
// 1280×800 screen, the top bar and the right column lay off-screen.
func (s *Shell) fitToScreen() {
	if s.deps.WorkArea == nil {
		return
	}
	area, ok := s.deps.WorkArea()
	if !ok {
		return
	}
	scale := s.w.Canvas().Scale() // screen coordinates per Fyne unit
	if scale <= 0 {
		scale = 1
	}
	now := s.w.Canvas().Size()
	if fit := fitWindow(now, fyne.NewSize(area.Width/scale, area.Height/scale)); fit != now {
		s.w.Resize(fit)
	}
}

// fitWindow is size made to fit a work area of the given size, with room
// for the window's frame and title bar, which the window system draws
// outside it; a size that fits is kept as it is.
func fitWindow(size, area fyne.Size) fyne.Size {
	const frameW, frameH = 16, 48
	room := fyne.NewSize(max(area.Width-frameW, 320), max(area.Height-frameH, 240))
	return fyne.NewSize(min(size.Width, room.Width), min(size.Height, room.Height))
}

// tuneGC starts a collection once the heap has grown by half the live heap
// rather than by all of it, Go's default (GOGC=50, unless GOGC is set). The
// heap is mostly fonts and card pictures and the app is idle most of the time:
// the extra collections cost a little CPU while cards are drawn and keep some
// 10–15 MB less resident (docs/memory.md).
func tuneGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
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
	case "about":
		s.openAbout()
		return nil
	case "rules", "play", "houserules":
		g := s.game(id)
		if g == nil {
			return fmt.Errorf("screen %q: unknown game %q", name, id)
		}
		switch kind {
		case "rules":
			s.openRules(id)
		case "houserules":
			s.openHouseRules(id)
		default:
			s.play(g, s.chosenDeck(g))
		}
		return nil
	case "course", "lesson":
		gameID, lesson, _ := strings.Cut(id, "/")
		g, c := s.game(gameID), course.Of(gameID)
		if g == nil || c == nil {
			return fmt.Errorf("screen %q: no course for %q", name, gameID)
		}
		if kind == "course" {
			s.openCourse(gameID)
			return nil
		}
		l := c.Lesson(lesson)
		if l == nil {
			return fmt.Errorf("screen %q: %s's course has no lesson %q", name, gameID, lesson)
		}
		s.openLesson(g, c, l)
		return nil
	}
	return fmt.Errorf("unknown screen %q (home, settings, stats, about, rules:<game>, houserules:<game>, play:<game>, course:<game>, lesson:<game>/<lesson>)", name)
}

// Shell is the running app: one window with a navigator over the screens.
type Shell struct {
	app   fyne.App
	w     fyne.Window
	l     *translations.Localizer
	prefs fyne.Preferences
	// changes is the app's one preferences and settings listener, fanned
	// out to the open screens (Fyne cannot remove a listener).
	changes *env.Changes
	// mirror copies the preferences to Deps.Settings (settingsmirror.go);
	// nil without one.
	mirror *settingsMirror
	games  []*games.Info
	nav    *navigator
	// questions are the open dialogs the keyboard answers (keydialog.go).
	questions []*question
	deps      Deps
	// disp is the display filters over the whole window (displayfilters.go).
	disp *displayState
	// fontsChecked holds the languages checkFonts has looked at;
	// fontNotice is the last notice it showed (for tests).
	fontsChecked map[string]bool
	fontNotice   string
	// homeTiles and waitingMarks are the home screen's tiles and their
	// "match in progress" marks by game id (home.go).
	homeTiles, waitingMarks map[string]fyne.CanvasObject
	// ruleSummaries are the Settings screen's lines of each game's chosen
	// house rules, set again when the house-rules screen changes them
	// (houserules.go): Settings stays built underneath it.
	ruleSummaries map[string]*widget.Label
	// tileFacts set each home tile's line of facts again from the house
	// rules chosen now, by game id (home.go).
	tileFacts  map[string]func()
	tileBodies []*fyne.Container // the home tiles' insides, which size their cards alike (tileLayout)
	// errLog is where errors the person is told of in words are written
	// whole (os.Stderr; tests read it).
	errLog io.Writer
	// release and after replace releaseMemory and time.AfterFunc in tests
	// (release.go); releaseGen counts the tables left, so that only the
	// last one's delayed release runs.
	release        func()
	after          func(time.Duration, func())
	onFreeTextures func(fyne.CanvasObject) // replaces freeTextures in tests
	releaseGen     int
	quitting       atomic.Bool // the window has closed (quit.go)
	// rasterSVG draws a shell picture (display.RasterSVG when nil); tests
	// replace it to hold a picture back.
	rasterSVG func(data []byte, w, h int) (image.Image, error)
}

// NewShell builds the window and the home screen for the given games (in
// home-screen order) and dependencies without showing it; tests use it with
// test.NewTempApp.
func NewShell(a fyne.App, gs []*games.Info, d Deps) (*Shell, error) {
	b, err := translations.NewBundle()
	if err != nil {
		return nil, fmt.Errorf("load translations: %w", err)
	}
	return newShell(a, gs, b, d), nil
}

func newShell(a fyne.App, gs []*games.Info, b *translations.Bundle, d Deps) *Shell {
	s := &Shell{app: a, prefs: a.Preferences(), games: gs, changes: env.NewChanges(a), deps: d, errLog: os.Stderr}
	s.l = translations.NewLocalizer(b, s.chosenLanguage(b))
	s.initDisplay() // the theme, seen through the display filters
	s.w = a.NewWindow(s.l.T("app.name", "Cardavia"))
	s.w.SetIcon(assets.IconPNG())
	s.w.Resize(env.WindowSize(s.prefs)) // remembered on close, below
	s.w.SetMaster()
	s.w.SetPadded(false)
	s.nav = newNavigator(s)
	s.w.SetContent(s.windowContent())
	s.nav.push(s.homeScreen())
	s.l.OnChange(s.nav.retext)
	s.w.Canvas().SetOnTypedKey(s.nav.typedKey)
	// Closing the window closes the open tables first, so their computer
	// players stop at once.
	s.w.SetOnClosed(func() {
		env.SetWindowSize(s.prefs, s.w.Canvas().Size())
		s.nav.closeAll()
	})
	s.watchKeeper() // keep.go
	if d.Settings != nil {
		s.mirror = startSettingsMirror(d.Settings, s.prefs, SettingKeys(gs), s.changes)
	}
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
	if err := s.l.SetLanguage(l); err != nil {
		// Its messages could not be read (a damaged file dropped in beside
		// the app's own): the localizer speaks English, and so does the
		// next start.
		fmt.Fprintln(s.errLog, "cardavia:", err)
		s.prefs.SetString(env.PrefLanguage, s.l.Language().Code)
	}
	s.checkFonts()
}

// setTheme saves and applies a light/dark/system choice.
func (s *Shell) setTheme(choice string) {
	s.prefs.SetString(env.PrefTheme, choice)
	s.setBaseTheme(choice)
}

// env returns the environment handed to a screen.
func (s *Shell) env(sc *screen) env.Env {
	return env.Env{
		L:          s.l,
		Prefs:      s.prefs,
		Changes:    s.changes,
		Window:     s.w,
		Home:       s.nav.home,
		Back:       s.nav.pop,
		Rules:      s.openRules,
		Settings:   s.openSettings,
		Statistics: s.openStats,
		Keeper:     s.matchKeeper(), // keep.go
		Trace:      s.deps.Trace,
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
