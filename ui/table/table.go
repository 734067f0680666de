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
// Each game supplies a gameUI: how its View is laid out as a scene, which
// hand card an action plays, its decision controls and keys, what its events
// mean and how its score is explained.
package table

import (
	"context"
	"errors"
	"image"
	"image/color"
	"math/rand/v2"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
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

// runningSheet is a game of one deal per match whose sheet runs on across
// new games (Skat).
type runningSheet interface{ running() }

// options are the table's seams for tests.
type options struct {
	seed      uint64
	art       Art
	newPlayer func(gameID string, l ai.Level) ai.Player
	// runAI runs a computer decision; the app runs it in a goroutine, tests
	// may run it in place to play deterministic deals.
	runAI func(func())
	// backgroundArt rasterises card pictures on background workers (the app);
	// tests leave it off to draw exact pictures synchronously.
	backgroundArt bool
}

// New builds the table for a game and deck: the shell's TableFactory.
func New(e env.Env, g *games.Info, deck cards.DeckID) (fyne.CanvasObject, error) {
	// The app boundary is where a match's seed comes from; everything below
	// is deterministic in it.
	return Seeded(rand.Uint64())(e, g, deck)
}

// Seeded is a TableFactory whose matches start from a fixed seed, so that the
// same deal comes up again: screenshots at several display settings, bug
// reports, timing runs (the app's -seed flag).
func Seeded(seed uint64) env.TableFactory {
	return func(e env.Env, g *games.Info, deck cards.DeckID) (fyne.CanvasObject, error) {
		return newTable(e, g, deck, options{
			seed:      seed,
			art:       DefaultArt,
			newPlayer: ai.New,
			runAI:     func(f func()) { go f() },
			// An SVG card takes up to ~300 ms to rasterise at 4K sizes: never
			// on the render thread.
			backgroundArt: true,
		})
	}
}

// Table is a game's table screen.
type Table struct {
	widget.BaseWidget

	env  env.Env
	l    *translations.Localizer
	info *games.Info
	deck *cards.Deck
	g    gameUI
	ctl  *controller
	opt  options

	cache    *display.Cache
	setMu    sync.Mutex
	settings filter.Settings
	grain    *display.Grain
	felt     *canvas.Raster
	feltKey  string
	feltBox  *fyne.Container

	board   *fyne.Container
	pool    map[string]*cardView
	texts   map[string]*canvas.Text
	temps   []fyne.CanvasObject
	scene   *scene
	view    games.View
	banner  *canvas.Text
	bannerB *canvas.Rectangle
	bannerC *fyne.Container

	status   *widget.Label
	controls *fyne.Container
	lastBtn  *widget.Button
	dispBtn  *widget.Button
	newBtn   *widget.Button
	tools    *fyne.Container
	bottom   *fyne.Container
	overlay  *fyne.Container
	root     fyne.CanvasObject

	ctx    context.Context
	cancel context.CancelFunc
	closed bool
	busy   bool // animating
	// dealPending holds the match's first deal until the board has a size,
	// so that it is dealt with the same animation as every later deal.
	dealPending bool
	// gen counts the matches played at this table; an animation queue stops
	// when a new game starts under it.
	gen      int
	thinking bool
	cursor   int // keyboard cursor in the hand
	choices  []choice
	sheet    []sheetRow
	recorded bool
	unlisten func()
	errOnce  sync.Once
}

// choice is one option of a pending decision (a capture, a pairing).
type choice struct {
	label string
	a     games.Action
}

// sheetRow is one finished deal on the match sheet.
type sheetRow struct {
	deal  []int
	match []int
}

func newTable(e env.Env, g *games.Info, deck cards.DeckID, opt options) (*Table, error) {
	if e.L == nil || e.Prefs == nil {
		return nil, errors.New("table: the environment has no localizer or preferences")
	}
	gu := gameFor(g.ID)
	if gu == nil {
		return nil, errors.New("table: no table for game " + g.ID)
	}
	level, err := ai.ParseLevel(env.AILevel(e.Prefs))
	if err != nil {
		level = ai.Normal
	}
	if opt.newPlayer == nil {
		opt.newPlayer = ai.New
	}
	if opt.runAI == nil {
		opt.runAI = func(f func()) { go f() }
	}
	ctl, err := newController(g, deck, opt.seed, level, opt.newPlayer)
	if err != nil {
		return nil, err
	}
	t := &Table{env: e, l: e.L, info: g, deck: ctl.deck, g: gu, ctl: ctl, opt: opt,
		cache: display.NewCache(0), pool: map[string]*cardView{}, texts: map[string]*canvas.Text{}}
	t.ctx, t.cancel = context.WithCancel(context.Background())
	t.settings, _ = display.Load(e.Prefs) // a corrupt value reads as 50%; the settings screen reports it
	t.grain = display.NewGrain(0xCA4DA71A, t.settings.Grain)
	t.build()
	t.ExtendBaseWidget(t)
	t.unlisten = t.l.OnChange(t.retext)
	e.Prefs.AddChangeListener(t.prefsChanged)
	if a := fyne.CurrentApp(); a != nil {
		a.Settings().AddListener(func(fyne.Settings) { t.prefsChanged() }) // light/dark
	}
	if e.OnKey != nil {
		e.OnKey(t.typedKey)
	}
	t.view = ctl.view()
	t.next()
	return t, nil
}

// gameFor returns the table adapter of a game.
func gameFor(id string) gameUI {
	switch id {
	case "schnapsen":
		return &schnapsenUI{}
	case "scopa":
		return &scopaUI{}
	case "skat":
		return &skatUI{discard: cards.None}
	case "gostop":
		return &gostopUI{}
	}
	return nil
}

// T is the localizer's T, for the games' files.
func (t *Table) T(id, english string, args ...any) string { return t.l.T(id, english, args...) }

func (t *Table) build() {
	t.feltKey = t.currentFeltKey()
	t.felt = t.cache.NewRaster(t.feltKey, t.renderFelt, t.filterSettings, t.renderError)
	t.board = container.New(&boardLayout{t: t})
	t.banner = canvas.NewText("", tcolor(env.ColorNameScore))
	t.banner.TextStyle.Bold = true
	t.banner.Alignment = fyne.TextAlignCenter
	t.bannerB = canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x99})
	t.bannerB.CornerRadius = 10
	// The banner is placed by hand and must never widen the table: a long
	// announcement would otherwise push the window content past its edge.
	t.bannerC = container.New(freeLayout{}, t.bannerB, t.banner)
	t.bannerC.Hide()
	t.overlay = container.NewCenter()
	t.overlay.Hide()

	t.status = widget.NewLabel("")
	t.status.Wrapping = fyne.TextWrapWord
	t.status.TextStyle.Bold = true
	t.controls = container.NewHBox()
	t.lastBtn = widget.NewButtonWithIcon("", theme.HistoryIcon(), t.showLastTrick)
	t.dispBtn = widget.NewButtonWithIcon("", theme.ColorPaletteIcon(), t.showDisplayPanel)
	// The rules are one tap away in the shell's toolbar (and F1), so the
	// table's own bar offers what the toolbar does not: a new game.
	t.newBtn = widget.NewButtonWithIcon("", theme.ContentAddIcon(), t.askNewGame)
	tools := container.NewHBox(t.lastBtn, t.dispBtn, t.newBtn)
	t.tools = tools
	bottom := container.NewVBox(t.status, container.NewBorder(nil, nil, nil, container.NewCenter(tools), container.NewHScroll(t.controls)))
	t.bottom = bottom
	t.feltBox = container.NewStack(t.felt)
	felt := container.NewStack(t.feltBox, t.board, t.bannerC, t.overlay, t.grain.Object())
	t.root = container.NewBorder(nil, bottom, nil, nil, felt)
	t.retextTools()
}

func (t *Table) retextTools() {
	t.lastBtn.SetText(t.T("table.lastTrick", "Last trick"))
	t.dispBtn.SetText(t.T("table.display", "Display"))
	t.newBtn.SetText(t.T("table.newGame", "New game"))
}

// CreateRenderer implements fyne.Widget.
func (t *Table) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(t.root) }

// Title is the toolbar title.
func (t *Table) Title() string { return t.l.Name(t.info.Name) }

// Close stops the computer players at once and forgets the table's listeners.
func (t *Table) Close() {
	if t.closed {
		return
	}
	t.closed = true
	t.cancel()
	t.cache.Stop() // queued card renders are dropped; workers exit after the current one
	if t.unlisten != nil {
		t.unlisten()
	}
	if t.env.OnKey != nil {
		t.env.OnKey(nil)
	}
}

// --- pictures -------------------------------------------------------------

func (t *Table) filterSettings() filter.Settings {
	t.setMu.Lock()
	defer t.setMu.Unlock()
	return t.settings
}

func (t *Table) renderError(err error) {
	// A card that cannot be drawn leaves a gap; say so once, not per frame.
	t.errOnce.Do(func() {
		fyne.Do(func() {
			t.say(t.T("table.artError", "A card picture could not be drawn: {{.Error}}", "Error", err.Error()))
		})
	})
}

// Placeholder colours drawn until a card's picture arrives from the background
// renderer: the paper of a face, the cloth of a back.
var (
	facePlaceholder = color.NRGBA{0xfb, 0xf8, 0xf1, 0xff}
	backPlaceholder = color.NRGBA{0x7a, 0x1f, 0x2b, 0xff}
)

// picture returns the raster of a card face, or of the back for cards.None.
func (t *Table) picture(c cards.Card) *canvas.Raster {
	d := t.deck.ID
	key, ph := "back/"+t.deck.Key, backPlaceholder
	render := func(w, h int) (image.Image, error) {
		svg, err := t.opt.art.back(d)
		if err != nil {
			return nil, err
		}
		return rasterSVG(svg, w, h)
	}
	if c != cards.None {
		key, ph = "face/"+t.deck.Key+"/"+t.deck.Code(c), facePlaceholder
		render = func(w, h int) (image.Image, error) {
			svg, err := t.opt.art.face(d, c)
			if err != nil {
				return nil, err
			}
			return rasterSVG(svg, w, h)
		}
	}
	if t.opt.backgroundArt {
		return t.cache.NewBackgroundRaster(key, render, t.filterSettings, t.renderError, ph)
	}
	return t.cache.NewRaster(key, render, t.filterSettings, t.renderError)
}

func (t *Table) currentFeltKey() string {
	r, g, b, _ := tcolor(env.ColorNameFelt).RGBA()
	return "felt/" + itoa(int(r>>8)) + "." + itoa(int(g>>8)) + "." + itoa(int(b>>8))
}

// renderFelt draws the cloth: the theme's felt colour, lighter in the middle
// as under a lamp, with a faint weave so the filters have texture to act on.
func (t *Table) renderFelt(w, h int) (image.Image, error) {
	base := tcolor(env.ColorNameFelt)
	r0, g0, b0, _ := base.RGBA()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	cx, cy := float32(w)/2, float32(h)/2
	norm := cx*cx + cy*cy
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float32(x)-cx, float32(y)-cy
			k := 1.12 - 0.32*(dx*dx+dy*dy)/norm
			if (x+y)%3 == 0 {
				k -= 0.025
			}
			i := img.PixOffset(x, y)
			img.Pix[i] = clamp8(float32(r0>>8) * k)
			img.Pix[i+1] = clamp8(float32(g0>>8) * k)
			img.Pix[i+2] = clamp8(float32(b0>>8) * k)
			img.Pix[i+3] = 0xff
		}
	}
	return img, nil
}

func clamp8(v float32) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// prefsChanged follows the display settings when they change elsewhere (the
// settings screen) and the theme's felt colour.
func (t *Table) prefsChanged() {
	if t.closed {
		return
	}
	s, _ := display.Load(t.env.Prefs)
	t.applySettings(s)
	if k := t.currentFeltKey(); k != t.feltKey {
		// The light/dark choice changed the cloth's colour.
		t.feltKey = k
		t.felt = t.cache.NewRaster(k, t.renderFelt, t.filterSettings, t.renderError)
		t.feltBox.Objects = []fyne.CanvasObject{t.felt}
		t.feltBox.Refresh()
	}
}

// applySettings re-filters every picture for new display settings.
func (t *Table) applySettings(s filter.Settings) {
	t.setMu.Lock()
	changed := s != t.settings
	t.settings = s
	t.setMu.Unlock()
	if !changed {
		return
	}
	t.grain.SetGrain(s.Grain)
	t.felt.Refresh()
	for _, v := range t.pool {
		v.pic.Refresh()
	}
	for _, o := range t.temps {
		if v, ok := o.(*cardView); ok {
			v.pic.Refresh()
		}
	}
}

func (t *Table) showDisplayPanel() {
	if t.env.Window == nil {
		return
	}
	p, err := display.NewPanel(t.env.Prefs, t.applySettings, func(id, en string) string { return t.T(id, en) })
	body := fyne.CanvasObject(p)
	if err != nil {
		warn := widget.NewLabel(t.T("table.displayWarning", "A stored display setting was damaged and reads as 50%."))
		warn.Wrapping = fyne.TextWrapWord
		body = container.NewVBox(warn, p)
	}
	d := dialog.NewCustom(t.T("table.display", "Display"), t.T("dialog.ok", "OK"), body, t.env.Window)
	d.Resize(fyne.NewSize(480, 280))
	d.Show()
}

func (t *Table) showLastTrick() {
	cs, caption := t.g.lastTrick(t, t.view)
	if len(cs) == 0 {
		t.say(t.T("table.noLastTrick", "No trick has been played in this deal yet."))
		return
	}
	if t.env.Window == nil {
		return
	}
	row := container.NewHBox()
	for _, c := range cs {
		v := newCardView(t, c)
		holder := container.NewGridWrap(fyne.NewSize(96, 144), v)
		row.Add(holder)
	}
	body := container.NewVBox(widget.NewLabel(caption), row)
	d := dialog.NewCustom(t.T("table.lastTrick", "Last trick"), t.T("dialog.ok", "OK"), body, t.env.Window)
	d.Show()
}

// --- rendering -------------------------------------------------------------

// boardLayout re-lays the current view whenever the board is resized, so the
// cards scale with the window.
type boardLayout struct{ t *Table }

func (b *boardLayout) Layout(_ []fyne.CanvasObject, sz fyne.Size) {
	t := b.t
	if t.scene != nil && t.scene.size == sz {
		return
	}
	if t.busy {
		return // the animation ends with a render at the new size
	}
	t.scene = t.buildScene(sz)
	t.place(false)
	if t.dealPending && !t.closed {
		// The empty table is on the felt now: deal onto it.
		t.dealPending = false
		t.act(games.Deal)
		return
	}
	if !t.overlay.Hidden {
		t.showSummary() // sized for the board
	}
}

// buildScene lays out the current view and marks a computer that is
// thinking next to its hand.
func (t *Table) buildScene(sz fyne.Size) *scene {
	s := t.g.scene(t, t.view, sz)
	if t.thinking && !s.thinkingShown {
		seat := t.ctl.toMove()
		p, _ := s.anchor(games.Hand, seat)
		ts := textSize(sz)
		y := p.Y + s.ch + ts*0.3
		if y+ts*1.5 > sz.Height {
			y = p.Y - ts*1.5
		}
		s.label("thinking", t.T("table.thinkingShort", "thinking…"), p.X+s.cw/2, y, ts, true, fyne.TextAlignCenter).color = colorScore()
	}
	return s
}

func (b *boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(400, 300) }

// render shows the view as it is now.
func (t *Table) render() {
	sz := t.board.Size()
	t.scene = t.buildScene(sz)
	t.place(true)
	t.refreshControls()
}

// place turns the scene into canvas objects: pooled cards by key, texts.
func (t *Table) place(sync bool) {
	s := t.scene
	objs := make([]fyne.CanvasObject, 0, len(s.items)+len(s.texts))
	used := map[string]bool{}
	for _, it := range s.items {
		v, ok := t.pool[it.key]
		if !ok || v.card != it.card {
			v = newCardView(t, it.card)
			t.pool[it.key] = v
		}
		used[it.key] = true
		v.Show()
		v.Move(it.pos)
		v.Resize(it.size)
		v.set(it.legal, it.selected, it.dim, it.onTap)
		objs = append(objs, v)
	}
	for k := range t.pool {
		if !used[k] {
			delete(t.pool, k)
		}
	}
	tused := map[string]bool{}
	for _, tx := range s.texts {
		c, ok := t.texts[tx.key]
		if !ok {
			c = canvas.NewText("", nil)
			t.texts[tx.key] = c
		}
		tused[tx.key] = true
		c.Text = tx.s
		c.TextSize = tx.size
		c.TextStyle.Bold = tx.bold
		c.Alignment = tx.align
		c.Color = tx.color
		if c.Color == nil {
			c.Color = tcolor(env.ColorNameOnFelt)
		}
		m := c.MinSize()
		pos := tx.pos
		switch tx.align {
		case fyne.TextAlignCenter:
			pos.X -= m.Width / 2
		case fyne.TextAlignTrailing:
			pos.X -= m.Width
		}
		c.Alignment = fyne.TextAlignLeading
		c.Move(pos)
		c.Resize(m)
		c.Refresh()
		objs = append(objs, c)
	}
	for k := range t.texts {
		if !tused[k] {
			delete(t.texts, k)
		}
	}
	if sync || len(t.temps) > 0 || !sameObjects(objs, t.board.Objects) {
		t.temps = nil
		t.board.Objects = objs
		t.board.Refresh()
	}
	t.placeBanner()
}

// --- flow ----------------------------------------------------------------

// next decides what happens after the view changed: a computer move, the
// first deal, the summary between deals, or the person's turn.
func (t *Table) next() {
	if t.closed {
		return
	}
	t.view = t.ctl.view()
	t.choices = nil
	switch p := t.ctl.toMove(); {
	case p == games.Chance && t.ctl.st.Result().Deals == 0:
		if t.board.Size().IsZero() {
			t.dealPending = true // boardLayout deals once the table is laid out
			return
		}
		t.render()
		t.act(games.Deal)
		return
	case p == games.Chance || p == games.Nobody:
		t.render()
		t.showSummary()
	case p == Human:
		t.render()
		t.say(t.g.prompt(t, t.view))
	default:
		t.render()
		t.startThinking()
	}
}

// act applies an action for the seat to move and animates what happened.
func (t *Table) act(a games.Action) {
	before := t.ctl.st.Result().Deals
	evs, err := t.ctl.apply(a)
	if err != nil {
		t.say(t.T("table.refused", "That move is not allowed: {{.Reason}}", "Reason", err.Error()))
		return
	}
	r := t.ctl.st.Result()
	if r.Deals > before {
		row := sheetRow{deal: append([]int(nil), r.Deal...), match: append([]int(nil), r.Match...)}
		if _, ok := t.g.(runningSheet); ok && len(t.sheet) > 0 {
			// One deal per match (Skat): the sheet keeps a running total.
			prev := t.sheet[len(t.sheet)-1].match
			for i := range row.match {
				if i < len(prev) {
					row.match[i] = prev[i] + row.deal[i]
				}
			}
		}
		t.sheet = append(t.sheet, row)
	}
	if t.ctl.st.Done() && !t.recorded {
		t.recorded = true
		won := r.Winner == Human
		if w, ok := t.g.(winner); ok {
			won = w.won(t, r)
		}
		env.RecordMatch(t.env.Prefs, t.info.ID, won)
	}
	t.hideBanner()
	t.overlay.Hide()
	t.animate(evs)
}

// humanAct plays a for the person, if it is the person's turn.
func (t *Table) humanAct(a games.Action) {
	if !t.ready() {
		return
	}
	t.act(a)
}

// ready reports whether the person may act now, saying why not otherwise.
func (t *Table) ready() bool {
	switch {
	case t.closed:
		return false
	case t.busy:
		return false
	case t.thinking:
		t.say(t.T("table.waitThinking", "Wait: the computer is thinking."))
		return false
	case t.ctl.toMove() != Human:
		t.say(t.T("table.notYourTurn", "It is not your turn."))
		return false
	}
	return true
}

func (t *Table) startThinking() {
	p, v, legal, rng, ok := t.ctl.aiTurn()
	if !ok {
		return
	}
	seat := t.ctl.toMove()
	t.thinking = true
	t.say(t.T("table.thinking", "{{.Player}} is thinking…", "Player", t.seatName(seat)))
	t.relayout()
	ctx := t.ctx
	t.opt.runAI(func() {
		a, err := think(ctx, p, v, legal, rng)
		fyne.Do(func() {
			if ctx.Err() != nil || t.closed {
				return
			}
			t.thinking = false
			t.relayout()
			if err != nil {
				t.say(t.T("table.aiError", "The computer could not move: {{.Error}}", "Error", err.Error()))
				return
			}
			t.act(a)
		})
	})
}

// seatName is how a seat is called on the table.
func (t *Table) seatName(p int) string {
	if p == Human {
		return t.T("table.you", "You")
	}
	if t.info.Players == 2 {
		return t.T("table.computer", "Computer")
	}
	return t.T("table.computerN", "Computer {{.N}}", "N", p)
}

// say shows a line in the status bar.
func (t *Table) say(s string) { t.status.SetText(s) }

// --- the person's input --------------------------------------------------

// handActions returns the person's legal actions that play card c.
func (t *Table) handActions(c cards.Card) []games.Action {
	if t.view == nil || t.view.Player() != Human {
		return nil
	}
	var out []games.Action
	for _, a := range t.view.Legal(nil) {
		if x, ok := t.g.cardOf(a); ok && x == c {
			out = append(out, a)
		}
	}
	return out
}

// isLegal reports whether the person may play hand card c now.
func (t *Table) isLegal(c cards.Card) bool {
	return !t.busy && !t.thinking && len(t.handActions(c)) > 0
}

// tapCard is what tapping (or Enter on) a hand card does.
func (t *Table) tapCard(c cards.Card) {
	if !t.ready() {
		return
	}
	for i, x := range t.scene.hand {
		if x == c {
			t.cursor = i
		}
	}
	if tp, ok := t.g.(tapper); ok && tp.tap(t, t.view, c) {
		return
	}
	acts := t.handActions(c)
	switch len(acts) {
	case 0:
		t.say(t.g.refusal(t, t.view, c))
		t.place(false)
	case 1:
		t.act(acts[0])
	default:
		t.g.pick(t, t.view, c, acts)
	}
}

// offer shows a pending choice as numbered buttons (digits pick too).
func (t *Table) offer(prompt string, cs []choice) {
	t.choices = cs
	t.say(prompt)
	t.refreshControls()
}

// refreshControls rebuilds the decision area for the view.
func (t *Table) refreshControls() {
	t.controls.Objects = nil
	if !t.busy && !t.thinking && t.view != nil && t.view.Player() == Human {
		if len(t.choices) > 0 {
			for i, ch := range t.choices {
				a := ch.a
				label := ch.label
				if i < 9 {
					label = itoa(i+1) + " · " + label
				}
				b := widget.NewButton(label, func() { t.humanAct(a) })
				b.Importance = widget.HighImportance
				t.controls.Add(b)
			}
			cancel := widget.NewButton(t.T("table.cancel", "Cancel"), func() {
				t.choices = nil
				t.refreshControls()
				t.say(t.g.prompt(t, t.view))
			})
			t.controls.Add(cancel)
		} else {
			for _, o := range t.g.controls(t, t.view) {
				t.controls.Add(o)
			}
		}
	}
	t.controls.Refresh()
	_, trick := t.g.lastTrick(t, t.view)
	if (trick == "") != t.lastBtn.Hidden {
		if trick == "" {
			t.lastBtn.Hide()
		} else {
			t.lastBtn.Show()
		}
		t.bottom.Refresh()
	}
}

// button makes a decision button that plays a when tapped.
func (t *Table) button(label string, a games.Action) *widget.Button {
	b := widget.NewButton(label, func() { t.humanAct(a) })
	b.Importance = widget.HighImportance
	return b
}

// typedKey handles the keyboard; false lets the shell have the key.
func (t *Table) typedKey(ev *fyne.KeyEvent) bool {
	if t.closed {
		return false
	}
	if !t.overlay.Hidden {
		if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter || ev.Name == fyne.KeySpace {
			t.summaryDefault()
			return true
		}
		return false
	}
	if len(t.choices) > 0 {
		if n, ok := digit(ev.Name); ok && n >= 1 && n <= len(t.choices) {
			t.humanAct(t.choices[n-1].a)
			return true
		}
	}
	if t.g.key(t, t.view, ev) {
		return true
	}
	hand := t.handCards()
	switch ev.Name {
	case fyne.KeyLeft:
		t.moveCursor(-1, len(hand))
		return true
	case fyne.KeyRight:
		t.moveCursor(1, len(hand))
		return true
	case fyne.KeyReturn, fyne.KeyEnter:
		if t.cursor >= 0 && t.cursor < len(hand) {
			t.tapCard(hand[t.cursor])
		}
		return true
	}
	if n, ok := digit(ev.Name); ok && len(t.choices) == 0 {
		i := n - 1
		if n == 0 {
			i = 9
		}
		if i < len(hand) {
			t.cursor = i
			t.relayout()
		}
		return true
	}
	return false
}

func (t *Table) handCards() []cards.Card {
	if t.scene == nil {
		return nil
	}
	return t.scene.hand
}

func (t *Table) moveCursor(d, n int) {
	if n == 0 {
		return
	}
	t.cursor = ((t.cursor+d)%n + n) % n
	t.relayout()
}

// relayout re-lays the current view (after a cursor move) without animation.
func (t *Table) relayout() {
	if t.busy || t.board.Size().IsZero() {
		return
	}
	t.scene = t.buildScene(t.board.Size())
	t.place(false)
	t.refreshControls()
}

// selected reports whether the keyboard cursor is on hand card c.
func (t *Table) selected(c cards.Card) bool {
	if t.scene == nil {
		return false
	}
	h := t.scene.hand
	return t.cursor >= 0 && t.cursor < len(h) && h[t.cursor] == c
}

func digit(k fyne.KeyName) (int, bool) {
	if len(k) == 1 && k[0] >= '0' && k[0] <= '9' {
		return int(k[0] - '0'), true
	}
	return 0, false
}

// --- banner --------------------------------------------------------------

// announce shows a big message on the felt, for both players to see.
func (t *Table) announce(s string) {
	t.banner.Text = s
	t.banner.Color = tcolor(env.ColorNameScore)
	t.bannerC.Show()
	t.placeBanner()
}

func (t *Table) hideBanner() { t.bannerC.Hide() }

// freeLayout leaves its objects where they were put and asks for no room,
// like container.NewWithoutLayout but without its children's minimum size.
type freeLayout struct{}

func (freeLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

func (freeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(1, 1) }

func (t *Table) placeBanner() {
	if t.bannerC.Hidden || t.scene == nil {
		return
	}
	sz := t.scene.size
	t.banner.TextSize = max(18, min(sz.Height/22, 34))
	m := t.banner.MinSize()
	// A long announcement shrinks until it fits the felt.
	for t.banner.TextSize > 10 && m.Width+1.2*t.banner.TextSize > sz.Width*0.96 {
		t.banner.TextSize--
		m = t.banner.MinSize()
	}
	pad := t.banner.TextSize * 0.6
	w, h := m.Width+2*pad, m.Height+pad
	x, y := (sz.Width-w)/2, sz.Height*0.5-h/2
	if t.scene.bannerY > 0 {
		y = t.scene.bannerY
	} else {
		y = t.scene.ch*1.25 + sz.Height*0.02
	}
	t.bannerB.Move(fyne.NewPos(x, y))
	t.bannerB.Resize(fyne.NewSize(w, h))
	t.banner.Move(fyne.NewPos(x+pad, y+pad/2))
	t.banner.Resize(m)
	t.bannerB.Refresh()
	t.banner.Refresh()
}

// --- language ------------------------------------------------------------

func (t *Table) retext() {
	if t.closed {
		return
	}
	t.retextTools()
	if !t.busy {
		t.render()
		if !t.overlay.Hidden {
			t.showSummary()
		} else if t.view.Player() == Human {
			t.say(t.g.prompt(t, t.view))
		}
	}
}

func sameObjects(a, b []fyne.CanvasObject) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
