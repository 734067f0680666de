// Package table is Cardavia's game table: one screen per game that renders
// the person's View, animates the engine's events, and runs the computer
// players off the UI goroutine.
//
// The match's State lives only in a controller; the table renders
// View(Human) after every move (never the State), and a computer player gets
// its own seat's View in a goroutine whose context is cancelled when the
// table closes. Every card and the felt are drawn through one display.Cache,
// so the display filters (contrast, colour temperature) reach every picture,
// and one display.Grain overlay lies on top of the whole table.
//
// Each game supplies a Game (game.go), in a folder of its own
// (ui/table/<game>): how its View is laid out as a Scene, which hand card an
// action plays, its decision controls and keys, what its events mean and
// how its score is explained. A game sees the table only through the Host
// it is handed (host.go) and the scene kit (scene.go, helpers.go); a game
// without one sits at the generic table (generic.go). The list of games
// with a Game of their own, and the shell's table factory, are
// ui/table/tables. The Table itself is split by concern, one file each:
// turn.go (the turn flow), match.go (replacing the match), anim.go (the
// event animator), board.go, input.go, keyboard.go, pictures.go, banner.go,
// summary.go, movelog.go, hint.go, undo.go, review.go, share.go, swap.go.
package table

import (
	"context"
	"errors"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
)

// Options are a table's seams: the app's (AppOptions) and its tests' set
// them apart. The zero value decides in a goroutine with players.New, draws the
// placeholder art and waits for nothing.
type Options struct {
	// Seed is the match's seed; everything below it is deterministic.
	Seed uint64
	// Art is the card art (the zero Art draws placeholder cards).
	Art Art
	// NewPlayer makes a computer player (nil: players.New).
	NewPlayer func(gameID string, l ai.Level) ai.Player
	// RunAI runs a computer decision (or a hint, or the review's
	// verdicts); the app runs it in a goroutine (nil: one), tests may run
	// it in place to play deterministic deals.
	RunAI func(func())
	// BackgroundArt rasterises card pictures on background workers (the
	// app); tests leave it off to draw exact pictures synchronously.
	BackgroundArt bool
	// Prefetch runs the pass that draws the deck's faces ahead of need
	// (pictures.go); nil: a goroutine. Tests run it in place.
	Prefetch func(func())
	// Settled, if set, is told on the UI goroutine what became of each
	// computer decision: applied, or dropped (the table closed, a new game
	// started, or the player failed). Tests wait on it instead of sleeping.
	Settled func(applied bool)
	// Hint scores the person's actions (nil: players.Hint); HintSettled, if
	// set, is told on the UI goroutine whether each hint was shown or
	// dropped (hint.go). Tests wait on it instead of sleeping.
	Hint        Hinter
	HintSettled func(shown bool)
	// ReviewDone, if set, is told when a review has every verdict in.
	ReviewDone func()
	// Shown, if set, is told each announcement as it is put on the felt
	// (banner.go), on the UI goroutine: tests assert the sequence of what
	// the person was shown (the test driver runs animations at once, so
	// no clock can tell it).
	Shown func(news string)
	// PlainSeatNames calls the computer players "Computer" ("Computer 1",
	// "Computer 2") instead of their names in the language shown
	// (seatName): the tests whose texts were written with those words.
	PlainSeatNames bool
}

// appPlayer is the app's computer player: the level's player with the
// emergency brake that keeps a very slow machine from hanging on a decision.
// Tests use players.New itself, which never brakes.
func appPlayer(gameID string, l ai.Level) ai.Player {
	return ai.Braked(players.New(gameID, l), ai.AppBrake)
}

// AppOptions are the app's tables' options for a match from seed: braked
// computer players deciding in goroutines, the app's card art drawn on
// background workers.
func AppOptions(seed uint64) Options {
	return Options{
		Seed:      seed,
		Art:       DefaultArt(),
		NewPlayer: appPlayer,
		RunAI:     func(f func()) { go f() },
		// An SVG card takes up to ~300 ms to rasterise at 4K sizes: never
		// on the render thread.
		BackgroundArt: true,
	}
}

// InPlaceOptions are the options of tables in the tests of the packages
// around the table (the shell's): the computer decides on the goroutine
// that asks it and the pictures are drawn in place. Fyne's test driver runs
// fyne.Do on the calling goroutine, so a decision finished in the
// background would touch the widgets while the test lays them out: a data
// race, seen under load.
func InPlaceOptions(seed uint64) Options {
	return Options{
		Seed:      seed,
		Art:       DefaultArt(),
		NewPlayer: players.New,
		RunAI:     func(f func()) { f() },
	}
}

// Table is a game's table screen. Its state is grouped by concern, each
// group declared in the concern's file: pictureState (pictures.go),
// boardState (board.go), bannerState (banner.go), barState (input.go),
// turnState (turn.go), keyState (keyboard.go), rowState (row.go),
// logState (movelog.go) and toolsState (undo.go).
type Table struct {
	widget.BaseWidget

	env  env.Env
	l    *translations.Localizer
	info *games.Info
	deck *cards.Deck
	g    Game
	hst  Host // what g gets of the table (host.go)
	ctl  *controller
	opt  Options

	pictureState
	boardState
	bannerState
	barState
	turnState
	keyState
	rowState
	logState
	toolsState  // undo and hint (undo.go, hint.go)
	rulesState  // the line of house rules (houserules.go)
	lessonState // a lesson of the course, if the table plays one (lesson.go)

	overlay *fyne.Container // the deal summary on the felt (summary.go)

	onFreeTextures func([]fyne.CanvasObject) // tests: told what freeTextures frees (board.go)
	root           fyne.CanvasObject

	closed   bool
	unlisten func() // language switches
	unwatch  func() // preference and settings changes
}

// New builds the table for a match of info with deck, seated with g (nil:
// the generic table, generic.go), or for the saved match e.Resume names.
// The shell's table factory (ui/table/tables) calls it with the game's
// adapter from its list.
func New(e env.Env, info *games.Info, deck cards.DeckID, g Game, opt Options) (*Table, error) {
	if e.L == nil || e.Prefs == nil || e.Changes == nil {
		return nil, errors.New("table: the environment has no localizer, preferences or change feed")
	}
	if info == nil || info.Players < 1 || info.New == nil {
		return nil, errors.New("table: no game to seat")
	}
	if g == nil {
		g = &genericUI{}
	}
	level, err := ai.ParseLevel(env.AILevel(e.Prefs))
	if err != nil {
		level = ai.Normal
	}
	if opt.NewPlayer == nil {
		opt.NewPlayer = players.New
	}
	if opt.RunAI == nil {
		opt.RunAI = func(f func()) { go f() }
	}
	var ctl *controller
	var sheet []sheetRow
	if e.Lesson != nil {
		// A lesson is practice: its deal is dealt from the lesson's own
		// header, and nothing is saved or counted (lesson.go).
		if e.Lesson.Lesson == nil || e.Lesson.Lesson.Game != info.ID {
			return nil, errors.New("table: the lesson is not one of this game's")
		}
		header := *e.Lesson.Lesson.Record
		header.Moves = nil
		if d := cards.ByID(deck); d != nil && info.HasDeck(deck) {
			header.Deck = d.Key() // the person's pack (Schnapsen's German or French): the codes are the same
		}
		e.Keeper, e.Resume = nil, &env.Resume{Record: &header, Level: env.AILevel(e.Prefs)}
	}
	if r := e.Resume; r != nil && r.Record != nil && r.Record.Game == info.ID {
		_, running := g.(RunningSheet)
		ctl, sheet, err = resumedController(info, r, opt.NewPlayer, running) // resume.go
	} else {
		ctl, err = newController(info, deck, opt.Seed, level, opt.NewPlayer, env.HouseRules(e.Prefs, info))
	}
	if err != nil {
		return nil, err
	}
	t := &Table{env: e, l: e.L, info: info, deck: ctl.deck, g: g, opt: opt,
		pictureState: pictureState{cache: display.NewCache(0)},
		boardState:   boardState{pool: map[string]*CardView{}, texts: map[string]*canvas.Text{}}}
	t.hst = host{t}
	t.lesson = e.Lesson
	if gg, ok := g.(*genericUI); ok {
		gg.t = t
	}
	t.ctx, t.cancel = context.WithCancel(context.Background())
	t.settings, _ = display.Load(e.Prefs) // a corrupt value reads as 50%; the settings screen reports it
	t.grain = display.NewGrain(0xCA4DA71A, t.settings.Grain)
	t.build()
	t.ExtendBaseWidget(t)
	t.unlisten = t.l.OnChange(t.retext)
	// Through the shell's one listener: Fyne would keep a listener of our
	// own, and with it the whole table, for the rest of the run.
	t.unwatch = e.Changes.OnChange(t.prefsChanged) // display settings, light/dark
	if e.OnKey != nil {
		e.OnKey(t.typedKey)
	}
	// The new or resumed match, on the empty table until Start deals; a
	// resumed deal's log as it was written then (match.go).
	t.replaceMatch(ctl, sheet)
	return t, nil
}

// Start deals the match's first hand. The shell calls it once it has put the
// table on screen at the window's size (env.Starter), so that the cards are
// dealt onto the empty felt with the same animation as every later deal;
// a table started before it has a size deals without the animation. Only
// the first call does anything.
func (t *Table) Start() {
	if t.started || t.closed {
		return
	}
	t.started = true
	t.next()
}

// T is the localizer's T (a Game's is Host.T).
func (t *Table) T(id, english string, args ...any) string { return t.l.T(id, english, args...) }

func (t *Table) build() {
	t.feltKey = t.currentFeltKey()
	t.felt = t.cache.NewRaster(t.feltKey, t.renderFelt, t.filterSettings, t.renderError)
	t.board = container.New(&boardLayout{t: t})
	t.bannerB = canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x99})
	t.bannerB.CornerRadius = 10
	// The banner is placed by hand and must never widen the table: a long
	// announcement would otherwise push the window content past its edge.
	// Its lines are added as they are needed (banner.go).
	t.bannerC = container.New(freeLayout{}, t.bannerB)
	t.bannerC.Hide()
	t.overlay = container.NewCenter()
	t.overlay.Hide()

	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.status.TextStyle.Bold = true
	t.controls = container.New(&flowLayout{width: t.controlsWidth, spare: t.isKeyHint})
	t.lastBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), t.showLastTrick)
	t.dispBtn = widget.NewButtonWithIcon("", theme.ColorPaletteIcon(), t.showDisplayPanel)
	// The rules are one tap away in the shell's toolbar (and F1), so the
	// table's own bar offers what the toolbar does not: a new game.
	t.newBtn = widget.NewButtonWithIcon("", theme.ContentAddIcon(), t.askNewGame)
	t.buildLog()
	// The Display control is the shell's, in the top bar of every screen
	// (ui/displayfilters.go); dispBtn is no longer shown.
	t.sheetBtn = widget.NewButtonWithIcon("", theme.GridIcon(), t.showSheet)
	t.sheetBtn.Hide() // shown while the game's sheet is worth a look (sheettool.go)
	tools := container.NewHBox(t.lastBtn, t.sheetBtn, t.logBtn, t.newBtn)
	t.addTools(tools) // undo and hint (undo.go)
	t.tools = tools
	t.toolsBox = container.NewCenter(tools)
	t.barRow = container.NewBorder(nil, nil, nil, t.toolsBox, t.controls)
	t.rulesLine = newRulesLine() // houserules.go
	bottom := container.NewVBox(t.rulesLine, t.status, t.barRow)
	t.bottom = bottom
	t.feltBox = container.NewStack(t.felt)
	// The grain is the shell's one overlay above the whole window (ui/displayfilters.go).
	felt := container.NewStack(t.feltBox, t.board, t.bannerC, t.overlay)
	t.root = container.NewBorder(t.buildLesson(), bottom, nil, t.panel, felt)
	t.showLessonTools() // none while a lesson is under way (lesson.go)
	t.retextTools()
}

// controlsWidth is the width the decision controls get: the table's, less
// the tools beside them and the border's padding (flowLayout).
func (t *Table) controlsWidth() float32 {
	w := t.Size().Width
	if w <= 0 {
		return 0
	}
	if t.stacked {
		return w
	}
	return max(w-t.toolsBox.MinSize().Width-theme.Padding(), 1)
}

func (t *Table) retextTools() {
	texts := []string{t.T("table.lastTrick", "Last trick"), t.T("table.sheet.button", "Sheet"), t.T("table.log.button", "Log (L)"),
		t.T("table.display", "Display"), t.T("table.newGame", "New game")}
	for i, b := range []*widget.Button{t.lastBtn, t.sheetBtn, t.logBtn, t.dispBtn, t.newBtn} {
		if t.compact {
			b.SetText("") // the icons alone: the decision controls need the width
		} else {
			b.SetText(texts[i])
		}
	}
	t.retextToolsExtra() // undo and hint (undo.go)
	t.fillLog()
	// A button's new text changes its width, but Fyne lays out a container
	// again only when its own size changes: without this a language switch
	// left the tools at the old language's widths, their labels cut.
	t.tools.Refresh()
	t.toolsBox.Refresh()
	t.barRow.Refresh()
}

// compactBelow is the table width under which the tools leave the
// decision controls' row for their own (arrangeBar).
const compactBelow = 1100

// Resize lays the table out at sz. In a narrow window the tools move to a
// row of their own under the decision controls, which get the whole width,
// and keep their labels; only where the labelled tools are wider than the
// window do they show their icons alone. (Before: under 1100 px the tools
// were icons alone, at 800x600 in every language, issue 40.)
func (t *Table) Resize(sz fyne.Size) {
	t.adaptBar(sz.Width)
	t.BaseWidget.Resize(sz)
}

// adaptBar arranges the bar for a table w wide (Resize), and again when a
// tool comes or goes (the Sheet tool, sheettool.go).
func (t *Table) adaptBar(w float32) {
	stacked := w < compactBelow
	compact := stacked && t.toolsWidth() > w-2*theme.Padding()
	if stacked != t.stacked || compact != t.compact {
		t.stacked, t.compact = stacked, compact
		t.arrangeBar()
		t.retextTools()
	}
}

// Content is the table's one root container (the felt, the bar under it,
// the log): the shell passes a tap on it that closed its Display pop-up on
// to the card or button under it.
func (t *Table) Content() fyne.CanvasObject { return t.root }

// CreateRenderer implements fyne.Widget.
func (t *Table) CreateRenderer() fyne.WidgetRenderer {
	return &tableRenderer{objects: []fyne.CanvasObject{t.root}}
}

// tableRenderer draws the table: its one root container (the felt with the
// board, banner, summary overlay and grain, and the bar under it) fills the
// widget. The table's parts refresh themselves; the renderer holds nothing
// that Close must release.
type tableRenderer struct {
	objects []fyne.CanvasObject // the root
}

func (r *tableRenderer) Layout(sz fyne.Size) { r.objects[0].Resize(sz) }

func (r *tableRenderer) MinSize() fyne.Size { return r.objects[0].MinSize() }

func (r *tableRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *tableRenderer) Refresh() { r.objects[0].Refresh() }

func (r *tableRenderer) Destroy() {}

// Title is the toolbar title.
func (t *Table) Title() string { return t.l.Name(t.info.Name) }

// Close stops the computer players at once, forgets the table's listeners
// and lets go of its pictures. Fyne keeps the renderers of the widgets it
// drew for a minute after they leave the window, and with them this Table:
// what Close releases is freed at once, the rest a minute later.
func (t *Table) Close() {
	if t.closed {
		return
	}
	t.closed = true
	t.cancel()
	t.cache.Stop()  // queued card renders are dropped; workers exit after the current one
	t.cache.Clear() // the rendered and filtered pictures
	t.grain.Clear()
	if t.unlisten != nil {
		t.unlisten()
	}
	if t.unwatch != nil {
		t.unwatch()
	}
	if t.env.OnKey != nil {
		t.env.OnKey(nil)
	}
}

// --- language ------------------------------------------------------------

func (t *Table) retext() {
	if t.closed {
		return
	}
	// An announcement is news of a moment, worded when it happened: drop it
	// rather than leave it in the old language (the log and prompt re-text).
	t.hideBanner()
	t.retextTools()
	t.showRules()
	t.showLesson()
	if !t.busy {
		t.render()
		if !t.overlay.Hidden {
			t.showSummary()
		} else if t.view.Player() == Human {
			t.say(t.g.Prompt(t.hst, t.view))
		}
	}
}
