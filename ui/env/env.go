// Package env is what a screen needs from the app shell: the localizer, the
// preferences, the window and the navigation hooks. It is its own small
// package so that ui/table can depend on it without importing ui (ui wires
// the table in, never the other way round).
package env

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/trace"
	"github.com/cardavia/cardavia/translations"
)

// Env is handed to every screen the shell opens.
type Env struct {
	L      *translations.Localizer
	Prefs  fyne.Preferences
	Window fyne.Window // for dialogs; never call SetContent on it
	// Changes tells of changed preferences and app settings. Subscribe
	// through it, never with Prefs.AddChangeListener: Fyne cannot remove a
	// listener, so a screen that added its own would never be freed.
	Changes *Changes

	// Home pops every screen back to the home screen (closing the table).
	Home func()
	// Back closes the current screen.
	Back func()
	// Rules opens the rules page of a game on top of the current screen;
	// Back returns to where the person was.
	Rules func(gameID string)
	// Settings and Statistics open those screens on top of the current one.
	Settings   func()
	Statistics func()
	// Keeper saves the match in progress after every move and counts it
	// in the statistics (nil: nothing is kept). Resume, when set for a
	// table of its game, is the saved match the table continues.
	Keeper MatchKeeper
	Resume *Resume
	// Lesson, when set, makes the table play a lesson of the course
	// (ui/table/lesson.go) instead of a new match.
	Lesson *Lesson

	// OnKey installs the screen's keyboard handler. The shell calls it first
	// for every typed key while the screen is on top; returning false lets the
	// shell handle the key (Esc: back, F1: rules). Passing nil removes it.
	OnKey func(h func(*fyne.KeyEvent) bool)

	// Trace is told of the screen's milestones for scripts/measure.sh (a
	// table: each deal's summary); nil is off.
	Trace *trace.Tracer
}

// TableFactory builds the table screen for a game and deck. The shell shows
// the returned object under its toolbar. If the object implements Starter,
// the shell calls Start once it has put the object on screen at the window's
// size (the table deals then); if it implements Closer, the shell calls Close
// when the screen is left (stop the computer players).
type TableFactory func(e Env, game *games.Info, deck cards.DeckID) (fyne.CanvasObject, error)

// Starter is implemented by screens that begin something once they are on
// screen and laid out, such as a first deal that is animated onto the felt.
// The shell calls Start once, the first time it shows the screen.
type Starter interface{ Start() }

// Closer is implemented by screens that hold goroutines or timers.
type Closer interface{ Close() }
