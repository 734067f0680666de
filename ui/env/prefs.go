package env

import (
	"time"

	"fyne.io/fyne/v2"
)

// Preference keys. Values are validated on every read: a value of the wrong
// type or outside its set reads as the default, so a damaged preferences
// file never breaks a screen.
const (
	PrefLanguage  = "ui.language" // language code, "" = follow the OS
	PrefTheme     = "ui.theme"    // ThemeSystem, ThemeLight, ThemeDark
	PrefAILevel   = "ai.level"    // AIEasy, AINormal, AIExpert
	PrefAnimSpeed = "anim.speed"  // AnimInstant … AnimSlow
)

// AI levels.
const (
	AIEasy   = "easy"
	AINormal = "normal"
	AIExpert = "expert"
)

// Animation speeds.
const (
	AnimInstant = "instant"
	AnimFast    = "fast"
	AnimNormal  = "normal"
	AnimSlow    = "slow"
)

// Theme choices.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// AILevels, AnimSpeeds and Themes list the valid values in display order
// (a fresh slice each time: the lists are not for changing).
func AILevels() []string { return []string{AIEasy, AINormal, AIExpert} }

// AnimSpeeds lists the animation speeds, slowest last.
func AnimSpeeds() []string { return []string{AnimInstant, AnimFast, AnimNormal, AnimSlow} }

// Themes lists the light/dark choices.
func Themes() []string { return []string{ThemeSystem, ThemeLight, ThemeDark} }

// Choice reads a string preference that must be one of valid, returning def
// for a missing, mistyped or unknown value.
func Choice(p fyne.Preferences, key string, valid []string, def string) string {
	v := p.StringWithFallback(key, def)
	for _, ok := range valid {
		if v == ok {
			return v
		}
	}
	return def
}

// AILevel returns the chosen computer strength (default Normal).
func AILevel(p fyne.Preferences) string { return Choice(p, PrefAILevel, AILevels(), AINormal) }

// AnimSpeed returns the chosen animation speed (default Normal).
func AnimSpeed(p fyne.Preferences) string {
	return Choice(p, PrefAnimSpeed, AnimSpeeds(), AnimNormal)
}

// ThemeChoice returns the chosen theme variant (default: follow the system).
func ThemeChoice(p fyne.Preferences) string { return Choice(p, PrefTheme, Themes(), ThemeSystem) }

// AnimDuration scales an animation's normal duration by the speed setting;
// it returns 0 for Instant (skip the animation, show the end state).
func AnimDuration(p fyne.Preferences, normal time.Duration) time.Duration {
	switch AnimSpeed(p) {
	case AnimInstant:
		return 0
	case AnimFast:
		return normal / 2
	case AnimSlow:
		return normal * 2
	}
	return normal
}

// Table options beside the animation speed (booleans, off by default: the
// table plays as it always did until the person asks otherwise).
const (
	// PrefPauseTricks holds the felt after each trick or capture until a
	// click or a key, so that the cards taken can be looked at.
	PrefPauseTricks = "table.pauseTricks"
	// PrefAutoForced plays the person's card when only one can be played.
	PrefAutoForced = "table.autoForced"
)

// PauseTricks reports whether the table waits after each trick or capture.
func PauseTricks(p fyne.Preferences) bool { return p.BoolWithFallback(PrefPauseTricks, false) }

// AutoForced reports whether a forced card is played for the person.
func AutoForced(p fyne.Preferences) bool { return p.BoolWithFallback(PrefAutoForced, false) }

// The course (ui/course.go): the lessons done, as course.Progress writes
// them ("scopa/capture,scopa/sum"), and whether the first start's note
// that the course exists has been shown.
const (
	PrefCourseDone  = "course.done"
	PrefCourseNoted = "course.noted"
)

// PrefCardBack is the card back every table draws (a CardBacks value).
const PrefCardBack = "cards.back"

// Card back choices. BackClassic is each deck's own back (the red medallion,
// the hwatu red for hwatu); the others are the same for every deck. The
// values are the names the assets package knows (assets.BackFor).
const (
	BackClassic = "classic"
	BackBlue    = "blue"
	BackLattice = "lattice"
	BackTartan  = "tartan"
)

// CardBacks lists the card back choices in the order the settings show them.
func CardBacks() []string { return []string{BackClassic, BackBlue, BackLattice, BackTartan} }

// CardBack returns the chosen card back; a missing, mistyped or unknown
// stored value (a damaged file, a back a newer version added) reads as
// BackClassic.
func CardBack(p fyne.Preferences) string { return Choice(p, PrefCardBack, CardBacks(), BackClassic) }

// Window size keys (floats): the main window's content size when it was
// last closed, restored on the next start.
const (
	PrefWindowWidth  = "window.width"
	PrefWindowHeight = "window.height"
)

// DefaultWindowSize is the main window's size on a first start.
func DefaultWindowSize() fyne.Size { return fyne.NewSize(1100, 760) }

// WindowSize returns the saved window size, or the default for a missing
// or implausible one (a damaged file, a size from a much larger screen is
// still restored: the window manager fits it to the screen).
func WindowSize(p fyne.Preferences) fyne.Size {
	w := p.FloatWithFallback(PrefWindowWidth, 0)
	h := p.FloatWithFallback(PrefWindowHeight, 0)
	if w < 400 || h < 300 || w > 20000 || h > 20000 {
		return DefaultWindowSize()
	}
	return fyne.NewSize(float32(w), float32(h))
}

// SetWindowSize remembers the window size for the next start.
func SetWindowSize(p fyne.Preferences, s fyne.Size) {
	if s.Width <= 0 || s.Height <= 0 {
		return
	}
	p.SetFloat(PrefWindowWidth, float64(s.Width))
	p.SetFloat(PrefWindowHeight, float64(s.Height))
}
