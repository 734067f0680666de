package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The table's exported surface for a game: what one game adds to the shared
// table (Game and the optional interfaces below), and what it may do there
// (Host, host.go). A game's adapter lives in its own folder, ui/table/<game>,
// and sees nothing of the table but this surface and the scene kit
// (scene.go: Scene, Item, Text, Fan, CardSize, HandBackKey; helpers.go: TextSize,
// ScoreColor, DealsNews, Is, Digit): not the match's State, the turn flow
// or the keyboard's cursor. A game that has no adapter is seated at the
// generic table (generic.go), which reads the engine contract alone.

// Game is what one game adds to the table: how its View is laid out, which
// hand card an action plays, its decision controls and keys, what its events
// mean and how its score is explained. Every method gets the Host it may
// act through and the person's view it is about. A table gets a fresh Game
// of its own, so an adapter may keep state for its table (Skat's chosen
// discard, its session sheet).
type Game interface {
	// Scene lays the person's view out on a board of size sz. It builds a
	// scene and changes nothing else but through Host.HandRow.
	Scene(h Host, v games.View, sz fyne.Size) *Scene
	// CardOf tells which hand card action a, legal in v, plays (false: not
	// a card played from the hand).
	CardOf(v games.View, a games.Action) (cards.Card, bool)
	// Pick resolves a tap on hand card c when several actions play it
	// (Host.Offer, or Host.Play of one of them).
	Pick(h Host, v games.View, c cards.Card, acts []games.Action)
	// Refusal explains why hand card c cannot be played now.
	Refusal(h Host, v games.View, c cards.Card) string
	// Controls returns the decision controls for the view (Host.Button).
	Controls(h Host, v games.View) []fyne.CanvasObject
	// Key handles the game's decision keys (through Host.TryKey); false
	// leaves the key to the table.
	Key(h Host, v games.View, ev *fyne.KeyEvent) bool
	// Describe says what an event means ("" for nothing); big marks the
	// announcements shown on the felt for everyone to see.
	Describe(h Host, v games.View, e games.Event) (msg string, big bool)
	// Prompt tells the person what to do now.
	Prompt(h Host, v games.View) string
	// Summary explains the last deal's score, line by line.
	Summary(h Host, v games.View, r games.Result) []string
	// LastTrick returns the last finished trick and its caption (nil: none).
	LastTrick(h Host, v games.View) ([]cards.Card, string)
}

// Choice is one option of a pending decision (a capture, a pairing): the
// button's label and the action it plays.
type Choice struct {
	Label  string
	Action games.Action
}

// CardGroup is a caption over a few cards (the summary's and the review's
// card pictures).
type CardGroup struct {
	Caption string
	Cards   []cards.Card
}

// The optional parts of a Game. The table asks for each with a type
// assertion; a game without one gets the table's default.

// Tapper is a game that handles some taps on hand cards itself (Skat's
// discards); it returns false to leave the tap to the table.
type Tapper interface {
	Tap(h Host, v games.View, c cards.Card) bool
}

// ChoiceTaker is a game whose pending choices take table cards (Scopa's
// captures, Go-Stop's pairings): the person may tap those cards instead of
// the buttons.
type ChoiceTaker interface {
	Takes(a games.Action) cards.Set
}

// EventNoter is a game that keeps something of the events for itself
// (Skat's score sheet and auction words, Scopa's news of the computer's
// play). Note is called for every event as the animator plays it.
type EventNoter interface {
	Note(h Host, v games.View, e games.Event)
}

// MatchReplacer is a game that keeps choices of the match being played
// (Skat's first card chosen to lay away, Scopa's news): MatchReplaced is
// called whenever the table puts another match in its place (a new game, an
// undo, a deal played again, the seats swapped), and it forgets them.
type MatchReplacer interface {
	MatchReplaced()
}

// Tabler is a game whose summary starts with a table (Scopa's prizes,
// Go-Stop's combinations and doublings): the first row is the header.
type Tabler interface {
	SummaryTable(h Host, v games.View, r games.Result) [][]string
}

// Carder is a game whose summary shows some cards as pictures (Skat: the
// skat as dealt and the two cards laid away).
type Carder interface {
	SummaryCards(h Host, v games.View) []CardGroup
}

// Sheeter is a game with a score sheet of its own in place of the match
// sheet (Skat's session sheet, or its list: declarer, game and running
// totals): its title, its rows (the first is the header) and what its
// columns mean, as of the person's view v.
type Sheeter interface {
	SheetTitle(h Host, v games.View) string
	Sheet(h Host, v games.View) [][]string
	SheetLegend(h Host, v games.View) string
}

// SheetTooler is a Sheeter whose sheet is worth a look during a deal
// (Skat's list: the totals so far, the Bock rounds due): while SheetTool
// says so, the table offers a "Sheet" tool that opens it (sheettool.go).
type SheetTooler interface {
	SheetTool(v games.View) bool
}

// Ender is a game that says in one sentence why the deal just over ended
// as it did ("Computer reached 66 by announcing 40 — 2 game points"): the
// summary shows it first, under its title, so that nobody needs the move
// log to learn why the deal stopped.
type Ender interface {
	Why(h Host, v games.View, r games.Result) string
}

// Equivalent is a game some of whose legal actions are worth exactly the
// same (Go-Stop's two single junk cards of one month to pair with): the
// table asks no question between such actions and plays the first of them
// for the person (turn.go, input.go).
type Equivalent interface {
	Same(v games.View, a, b games.Action) bool
}

// Titler is a game whose end-of-match title is its own (Skat).
type Titler interface {
	Title(h Host, v games.View, r games.Result) string
}

// Countdown is a game whose match sheet counts down to its goal
// (Schnapsen): the bracketed number is what is still to go.
type Countdown interface{ CountsDown() }

// RunningSheet is a game of one deal per match whose sheet runs on across
// new games (Skat).
type RunningSheet interface{ SheetRunsOn() }

// Asker is a game with moves that are asked about before they are played
// (Schnapsen's close, which cannot be taken back): Ask puts the question
// (Host.Confirm) and reports whether a is such a move.
type Asker interface {
	Ask(h Host, v games.View, a games.Action) bool
}

// ActionNamer is a game that names its own decisions for the person
// (Skat's "play hand" rather than the notation's "hand"), as they read in
// the position of the view v (Schnapsen's marriage value, the exchanged
// cards): the hint and the review use it.
type ActionNamer interface {
	ActionName(h Host, v games.View, a games.Action) (string, bool)
}

// Highlighter is a game that says where the keyboard's highlight starts in
// its row of decision buttons (row.go): on the button that plays a (ok
// false: on the first button). With judged set, the table then asks the
// Expert (the hinter) which action it would take and moves the highlight
// there when it answers (Skat's announcement: the best game the hand can
// win, never by default a game that needs Schneider).
type Highlighter interface {
	Highlight(h Host, v games.View) (a games.Action, judged, ok bool)
}

// FeltCard is a face-up card on the felt and where it lies now.
type FeltCard struct {
	Card cards.Card
	Pos  fyne.Position
}

// Lander is a game that says where a card flying to zone to lands when the
// new scene does not show it there, because a later step of the same move
// takes it on (a Go-Stop card paired and then captured): without it the
// card lands on the zone's anchor, which may lie over other cards. old is
// the scene before the move and felt the cards on the felt now.
type Lander interface {
	Landing(c cards.Card, to games.Zone, old *Scene, felt []FeltCard) (fyne.Position, fyne.Size, bool)
}

// Reviewer is a game whose review lays its positions open (review.go):
// every seat's hand, the trick being played and what else lies in the
// position unseen. Without it the review shows the hands a games.HandView
// of each seat tells.
type Reviewer interface {
	Open(h Host, st games.State) OpenPosition
}

// OpenPosition is a position with every card face up, for the review.
type OpenPosition struct {
	Hands []cards.Set  // each seat's hand
	Trick []cards.Card // the cards on the trick, in the order played (nil: none)
	More  []CardGroup  // what else lies open: the table, the skat as dealt and put away
	// Stock is the cards still to be drawn or turned, next first, when the
	// position holds them in order (Go-Stop's stock); nil: the review
	// names the cards that come into the hands after the position.
	Stock []cards.Card
}
