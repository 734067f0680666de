package env

import (
	"fmt"
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

// Statistics keys: stats.<game>.played and stats.<game>.won (ints).
func statsKey(gameID, what string) string { return fmt.Sprintf("stats.%s.%s", gameID, what) }

// Stats returns the matches played and won for a game. Negative values read
// as 0 and won is capped at played, so a damaged file shows sane figures.
func Stats(p fyne.Preferences, gameID string) (played, won int) {
	played = max(p.IntWithFallback(statsKey(gameID, "played"), 0), 0)
	won = min(max(p.IntWithFallback(statsKey(gameID, "won"), 0), 0), played)
	return played, won
}

// RecordMatch counts one finished match for the statistics screen. The table
// calls it when a match ends (not when it is abandoned).
func RecordMatch(p fyne.Preferences, gameID string, won bool) {
	played, w := Stats(p, gameID)
	p.SetInt(statsKey(gameID, "played"), played+1)
	if won {
		w++
	}
	p.SetInt(statsKey(gameID, "won"), w)
}

// ResetStats forgets a game's statistics.
func ResetStats(p fyne.Preferences, gameID string) {
	p.RemoveValue(statsKey(gameID, "played"))
	p.RemoveValue(statsKey(gameID, "won"))
}
