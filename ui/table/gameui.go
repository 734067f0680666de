package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// gameUI is what one game adds to the shared table.
type gameUI interface {
	// scene lays the person's view out on a board of size sz.
	scene(t *Table, v games.View, sz fyne.Size) *scene
	// cardOf tells which hand card an action plays (false: not a card play).
	cardOf(a games.Action) (cards.Card, bool)
	// pick resolves a tap on hand card c when several actions play it.
	pick(t *Table, v games.View, c cards.Card, acts []games.Action)
	// refusal explains why hand card c cannot be played now.
	refusal(t *Table, v games.View, c cards.Card) string
	// controls returns the decision controls for the view.
	controls(t *Table, v games.View) []fyne.CanvasObject
	// key handles the game's decision keys.
	key(t *Table, v games.View, ev *fyne.KeyEvent) bool
	// describe says what an event means ("" for nothing); big marks the
	// announcements shown on the felt for everyone to see.
	describe(t *Table, v games.View, e games.Event) (msg string, big bool)
	// prompt tells the person what to do now.
	prompt(t *Table, v games.View) string
	// summary explains the last deal's score, line by line.
	summary(t *Table, v games.View, r games.Result) []string
	// lastTrick returns the last finished trick and its caption (nil: none).
	lastTrick(t *Table, v games.View) ([]cards.Card, string)
}

// tapper is a game that handles some taps on hand cards itself (Skat's
// discards); it returns false to leave the tap to the table.
type tapper interface {
	tap(t *Table, v games.View, c cards.Card) bool
}

// winner is a game whose match winner is not simply Result.Winner (Skat's
// defenders win together).
type winner interface {
	won(t *Table, r games.Result) bool
}

// countdown is a game whose match sheet counts down to its goal
// (Schnapsen): the bracketed number is what is still to go.
type countdown interface{ countsDown() }

// runningSheet is a game of one deal per match whose sheet runs on across
// new games (Skat).
type runningSheet interface{ running() }

// gameEntry is one game the table can seat: its engine's record id and a
// fresh adapter for one table (an adapter may keep per-table state, as
// Skat's chosen discard).
type gameEntry struct {
	id    string
	newUI func() gameUI
}

// gameUIs is the table's list of the games with a scene of their own, in no
// particular order (any other game gets the generic table); the
// home screen's order is games/catalog's. TestGameUIs_AreCatalogGamesOnce
// holds it to the catalog.
func gameUIs() []gameEntry {
	return []gameEntry{
		{scopa.Info().ID, func() gameUI { return &scopaUI{} }},
		{skat.Info().ID, func() gameUI { return &skatUI{discard: cards.None} }},
		{gostop.Info().ID, func() gameUI { return &gostopUI{} }},
		{schnapsen.Info().ID, func() gameUI { return &schnapsenUI{} }},
	}
}

// gameFor returns a fresh table adapter for the game with record id id: its
// own, or the generic table (generic.go) for a game gameUIs() does not list,
// so that a new engine is playable before it has a scene.
func gameFor(id string) gameUI {
	for _, e := range gameUIs() {
		if e.id == id {
			return e.newUI()
		}
	}
	return &genericUI{}
}
