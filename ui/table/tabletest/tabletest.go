// Package tabletest is what the tests of the table's packages share: a
// Harness that seats a game at a table in a headless window and plays it
// through the widgets, the keeper it hands the table, golden pictures, and
// the TestMain every package that runs tables has (Main). Only tests
// import it; ui/table/tables' TestGamePackages_UseTheSurface checks that no
// game's code does.
package tabletest

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/fynelog"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// Main is the TestMain of every package that runs tables: it fails the
// package's run when any test made Fyne log an error (fynelog.Main).
func Main(m *testing.M) { fynelog.Main(m) }

// Keeper is a keeper that remembers what the table handed it, as
// storage.Keeper would save it, and counts the undone moves.
type Keeper struct {
	Recs   []*record.Record
	Levels []string
	States []games.State
	Undos  []*record.Record // the records undone to, when counted
}

// Moved implements env.MatchKeeper.
func (k *Keeper) Moved(rec *record.Record, level string, st games.State) error {
	k.Recs = append(k.Recs, rec)
	k.Levels = append(k.Levels, level)
	k.States = append(k.States, st.Clone())
	return nil
}

// undoCounter is the Keeper that counts undone moves too (env.UndoCounter).
type undoCounter struct{ *Keeper }

func (u undoCounter) Undone(rec *record.Record) error {
	r := *rec
	u.Undos = append(u.Undos, &r)
	return nil
}

// Harness is a table in a headless test window, with computer moves run in
// place so that a deal plays out deterministically. Its Probe reads the
// table.
type Harness struct {
	table.Probe
	T       *testing.T
	Table   *table.Table
	W       fyne.Window
	L       *translations.Localizer
	App     fyne.App
	Changes *env.Changes // the app's one change feed, as the shell makes it
	Kept    *Keeper      // what the table handed its keeper
	// BeforeMove, if set, is called by PlayDeal before each of the
	// person's moves (the layout and visibility checks).
	BeforeMove func()

	env     env.Env
	game    *games.Info
	newGame func() table.Game
	opt     table.Options
	keyH    func(*fyne.KeyEvent) bool
	runAI   func(func())
}

// Config is how a Harness seats its game.
type Config struct {
	Info    *games.Info       // the game
	NewGame func() table.Game // its table's Game (nil: the generic table)
	Deck    cards.DeckID
	Seed    uint64
	Size    fyne.Size
	// Options, if set, changes the table's options (which start as
	// InPlace's: players.New deciding in place, the app's art drawn in place).
	Options func(*table.Options)
	// UndoCounter makes the keeper count undone moves too
	// (env.UndoCounter), as the app's does.
	UndoCounter bool
	// L, if set, is the table's localizer (else English from the app's
	// bundle).
	L *translations.Localizer
	// Lesson, if set, is the lesson of the course the table plays.
	Lesson *env.Lesson
	// Back, when set, is the environment's Back (the shell's way back from
	// the table); else it does nothing.
	Back func()
}

// New seats c's game at a table in a fresh test app and window of c.Size,
// at the easy level, and starts it as the shell does.
func New(t *testing.T, c Config) *Harness {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefAILevel, env.AIEasy)
	l := c.L
	if l == nil {
		b, err := translations.NewBundle()
		if err != nil {
			t.Fatal(err)
		}
		lang, _ := b.Lookup("en")
		l = translations.NewLocalizer(b, lang)
	}
	h := &Harness{T: t, L: l, App: a, Changes: env.NewChanges(a), Kept: &Keeper{},
		game: c.Info, newGame: c.NewGame}
	h.W = test.NewTempWindow(t, nil)
	// The tests' texts say "Computer": the names are tested on their own.
	opt := table.Options{Seed: c.Seed, Art: table.DefaultArt(), NewPlayer: players.New, PlainSeatNames: true}
	if c.Options != nil {
		c.Options(&opt)
	}
	// The computer's seam goes through the harness, so that a test may
	// change how it runs mid-test (SetRunAI).
	h.runAI = opt.RunAI
	if h.runAI == nil {
		h.runAI = func(f func()) { f() }
	}
	opt.RunAI = func(f func()) { h.runAI(f) }
	h.opt = opt
	var keeper env.MatchKeeper = h.Kept
	if c.UndoCounter {
		keeper = undoCounter{h.Kept}
	}
	back := c.Back
	if back == nil {
		back = func() {}
	}
	e := env.Env{L: h.L, Prefs: a.Preferences(), Changes: h.Changes, Window: h.W,
		Home: func() {}, Back: back, Rules: func(string) {}, Settings: func() {}, Statistics: func() {},
		OnKey: func(f func(*fyne.KeyEvent) bool) { h.keyH = f }, Keeper: keeper, Lesson: c.Lesson}
	h.env = e
	tb, err := table.New(e, c.Info, c.Deck, h.game0(), opt)
	if err != nil {
		t.Fatal(err)
	}
	h.Table, h.Probe = tb, tb.Probe()
	h.W.SetContent(tb)
	h.W.Resize(c.Size)
	tb.Start() // on screen at its size, as the shell starts it
	t.Cleanup(tb.Close)
	return h
}

func (h *Harness) game0() table.Game {
	if h.newGame == nil {
		return nil
	}
	return h.newGame()
}

// Env is a bare environment on the harness's app, for a second table.
func (h *Harness) Env() env.Env {
	return env.Env{L: h.L, Prefs: h.App.Preferences(), Changes: h.Changes}
}

// TableEnv is the environment the harness's table was built in: its
// window, its keys and its keeper.
func (h *Harness) TableEnv() env.Env { return h.env }

// Options are the options the harness's table was built with.
func (h *Harness) Options() table.Options { return h.opt }

// NewTable builds another table of the harness's game (with a fresh Game)
// in e.
func (h *Harness) NewTable(e env.Env, deck cards.DeckID, opt table.Options) (*table.Table, error) {
	return table.New(e, h.game, deck, h.game0(), opt)
}

// SetRunAI changes how the table runs its computer decisions and hints
// from now on.
func (h *Harness) SetRunAI(f func(func())) { h.runAI = f }

// Key types a key into the table's handler, failing when it is not taken.
func (h *Harness) Key(name fyne.KeyName) {
	h.T.Helper()
	if !h.Typed(name) {
		h.T.Fatalf("the table did not take key %s", name)
	}
}

// Typed types a key into the table's handler and reports whether it took it.
func (h *Harness) Typed(name fyne.KeyName) bool {
	return h.keyH != nil && h.keyH(&fyne.KeyEvent{Name: name})
}

// Press delivers a key the way the desktop driver does: to the focused
// object if there is one, else to the window's handler (which the shell
// points at the screen's handler, as RouteKeys does here).
func (h *Harness) Press(name fyne.KeyName) { wintest.Press(h.W, name) }

// RouteKeys makes the window's key handler the table's, as the shell's
// navigator does.
func (h *Harness) RouteKeys() {
	h.W.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if h.keyH != nil {
			h.keyH(ev)
		}
	})
}

// HandViews returns the person's hand cards as drawn, in order.
func (h *Harness) HandViews() []*table.CardView {
	var out []*table.CardView
	for _, c := range h.Hand() {
		if v, ok := h.Card(table.FaceKey(c)); ok {
			out = append(out, v)
		}
	}
	return out
}

// FirstLegal is the first glowing hand card, or nil.
func (h *Harness) FirstLegal() *table.CardView {
	for _, v := range h.HandViews() {
		if v.Legal() {
			return v
		}
	}
	return nil
}

// Raised returns the hand cards standing raised.
func (h *Harness) Raised() []cards.Card {
	var out []cards.Card
	for _, v := range h.HandViews() {
		if v.Selected() {
			out = append(out, v.Card())
		}
	}
	return out
}

// ControlButtons returns the decision buttons shown.
func (h *Harness) ControlButtons() []*widget.Button { return wintest.Buttons(h.Controls().Objects) }

// SummaryShown reports whether the deal's summary (or the review) is on
// the felt.
func (h *Harness) SummaryShown() bool { return !h.Overlay().Hidden }

// PlayDeal plays the person's side of one deal through the widgets: tap a
// glowing hand card, or a decision button when no card can be played, and
// take the first offered choice; prefer, if set, moves first when it
// wants to (a game's decisions). It stops when the deal is over and
// returns the person's moves.
func (h *Harness) PlayDeal(prefer func(*Harness) bool) int {
	h.T.Helper()
	moves := 0
	for i := 0; i < 400; i++ {
		if p := h.ToMove(); p == games.Chance || p == games.Nobody {
			if !h.SummaryShown() {
				h.T.Fatal("the deal ended without a summary")
			}
			return moves
		}
		if h.ToMove() != table.Human {
			h.T.Fatalf("stuck: seat %d to move, thinking=%v busy=%v", h.ToMove(), h.Thinking(), h.Busy())
		}
		moves++
		if h.BeforeMove != nil {
			h.BeforeMove()
		}
		if len(h.Choices()) > 0 {
			test.Tap(h.ControlButtons()[0])
			continue
		}
		if prefer != nil && prefer(h) {
			continue
		}
		if v := h.FirstLegal(); v != nil {
			test.Tap(v)
			continue
		}
		bs := h.ControlButtons()
		if len(bs) == 0 {
			h.T.Fatalf("no legal card and no control; status %q", h.Status())
		}
		test.Tap(bs[len(bs)-1])
	}
	h.T.Fatal("the deal did not end")
	return moves
}

// PlayDealChecking is PlayDeal with check called before each of the
// person's moves and at the summary.
func (h *Harness) PlayDealChecking(prefer func(*Harness) bool, check func()) {
	h.T.Helper()
	h.BeforeMove = check
	defer func() { h.BeforeMove = nil }()
	h.PlayDeal(prefer)
	check()
}

// Snapshot writes the window to testdata/failed/<name>.png for a look
// (with -shots; a failing golden always writes it).
func (h *Harness) Snapshot(name string) { wintest.Snapshot(h.T, h.W, name) }

// AssertGolden compares the window with testdata/<name>.png (rewritten
// with -update). Only Latin text is on the tables, so the embedded font
// decides.
func (h *Harness) AssertGolden(name string) {
	h.T.Helper()
	img := h.W.Canvas().Capture()
	path := filepath.Join("testdata", name+".png")
	if *update {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			h.T.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			h.T.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		h.T.Fatalf("%v (run with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		h.T.Fatal(err)
	}
	if d := wintest.ImageDiff(want, img); d > 0.002 {
		wintest.WriteCapture(h.T, h.W, name)
		h.T.Errorf("%s differs from the golden in %.2f%% of its pixels; see testdata/failed/%s.png", name, 100*d, name)
	}
}

// Labels gathers the label texts under an object, one a line.
func Labels(o fyne.CanvasObject) string { return wintest.Labels(o) }

// ButtonIn finds the button with the given text under o, or nil.
func ButtonIn(o fyne.CanvasObject, text string) *widget.Button {
	var found *widget.Button
	layoutcheck.Walk(o, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = b
		}
		return true
	})
	return found
}

// DialogButton finds a button with the given text in the window's top
// overlay (a dialog), or nil.
func (h *Harness) DialogButton(text string) *widget.Button {
	top := h.W.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return ButtonIn(top, text)
}

// appSizedTheme is Fyne's default theme with the text size of the app's
// own theme (ui/theme.go: 15, where the test theme has 14), so that a
// layout check sees the lines as the app draws them.
type appSizedTheme struct{ fyne.Theme }

func (a appSizedTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 15
	}
	return a.Theme.Size(n)
}

// AppSized gives the harness's app the app's text size and lays the table
// out again with it.
func (h *Harness) AppSized() {
	h.App.Settings().SetTheme(appSizedTheme{theme.DefaultTheme()})
	h.Table.Refresh()
}

// LayoutProblems is layoutcheck.Problems of the window as it is now.
func (h *Harness) LayoutProblems() []string {
	return layoutcheck.Problems(h.W.Content(), h.W.Canvas().Size())
}

// AdvanceToChoice plays the person's side (the first legal card, else the
// last control) until a hand card offers several actions; it returns that
// card.
func (h *Harness) AdvanceToChoice() (cards.Card, bool) {
	for i := 0; i < 60; i++ {
		if h.ToMove() != table.Human || h.SummaryShown() {
			return cards.None, false
		}
		var first *table.CardView
		for _, v := range h.HandViews() {
			if !v.Legal() {
				continue
			}
			if len(h.Asked(v.Card())) > 1 {
				return v.Card(), true
			}
			if first == nil {
				first = v
			}
		}
		if first == nil {
			if bs := h.ControlButtons(); len(bs) > 0 {
				test.Tap(bs[len(bs)-1])
				continue
			}
			return cards.None, false
		}
		test.Tap(first)
	}
	return cards.None, false
}

// FaceOf is the card object on the felt showing card c face up.
func (h *Harness) FaceOf(c cards.Card) *table.CardView {
	v, _ := h.Card(table.FaceKey(c))
	return v
}

// Coverage is how much of the card drawn for c lies under cards drawn
// after it on the board (0: none, 1: all of it), and whether it is on the
// board.
func (h *Harness) Coverage(c cards.Card) (float32, bool) {
	objs := h.Board().Objects
	idx := -1
	for i, o := range objs {
		if v, ok := o.(*table.CardView); ok && v.Card() == c && v.Visible() {
			idx = i
		}
	}
	if idx < 0 {
		return 0, false
	}
	me := objs[idx]
	r := layoutcheck.Of(me.Position(), me.Size())
	var worst float32
	for _, o := range objs[idx+1:] {
		v, ok := o.(*table.CardView)
		if !ok || !v.Visible() {
			continue
		}
		or := layoutcheck.Of(v.Position(), v.Size())
		worst = max(worst, r.And(or).Area()/r.Area())
	}
	return worst, true
}

// OnFelt reports whether the card drawn for c lies wholly on the board.
func (h *Harness) OnFelt(c cards.Card) bool {
	for _, o := range h.Board().Objects {
		if v, ok := o.(*table.CardView); ok && v.Card() == c && v.Visible() {
			p, s, b := v.Position(), v.Size(), h.Board().Size()
			return p.X >= -0.5 && p.Y >= -0.5 && p.X+s.Width <= b.Width+0.5 && p.Y+s.Height <= b.Height+0.5
		}
	}
	return false
}

// feltThing is a text or a card on the felt as drawn, for overlap checks.
type feltThing struct {
	name string
	r    layoutcheck.Rect
	text bool
}

func (h *Harness) feltThings() []feltThing {
	var out []feltThing
	texts := h.Texts()
	for _, o := range h.Board().Objects {
		if !o.Visible() {
			continue
		}
		r := layoutcheck.Of(o.Position(), o.Size())
		switch x := o.(type) {
		case *table.CardView:
			out = append(out, feltThing{name: "card " + h.CardName(x.Card()), r: r})
		default:
			for k, tx := range texts {
				if tx == o {
					out = append(out, feltThing{name: fmt.Sprintf("text %s %q", k, tx.Text), r: r, text: true})
				}
			}
		}
	}
	return out
}

// TextsCovered lists the felt texts whose keys start with prefix that
// overlap a card or another text, or reach past the board.
func (h *Harness) TextsCovered(prefix string) []string {
	var out []string
	things := h.feltThings()
	board := layoutcheck.Of(fyne.NewPos(0, 0), h.Board().Size())
	for _, a := range things {
		if !a.text || !strings.HasPrefix(a.name, "text "+prefix) {
			continue
		}
		if a.r.And(board).Area() < a.r.Area()-1 {
			out = append(out, a.name+" reaches past the felt")
		}
		for _, b := range things {
			if b.name == a.name {
				continue
			}
			if ar := a.r.And(b.r).Area(); ar > 1 {
				out = append(out, fmt.Sprintf("%s overlaps %s by %.0f px²", a.name, b.name, ar))
			}
		}
	}
	return out
}

// SummaryCutTexts lists the texts along the felt's top edge (the other
// players' names and seats, in the top sixth of the felt) that the
// end-of-deal panel covers in part: a name cut in the middle ("Jonas ·
// Hinterhan") reads as broken, while one under the panel whole is simply
// hidden by it.
func (h *Harness) SummaryCutTexts() []string {
	ov := h.Overlay()
	if ov.Hidden || len(ov.Objects) == 0 {
		return nil
	}
	p := ov.Objects[0]
	panel := layoutcheck.Of(p.Position(), p.Size())
	var out []string
	for k, tx := range h.Texts() {
		if !tx.Visible() || tx.Text == "" {
			continue
		}
		r := layoutcheck.Of(tx.Position(), tx.Size())
		if tx.Position().Y >= ov.Size().Height/6 {
			continue
		}
		if covered := r.And(panel).Area(); covered > 1 && covered < r.Area()-1 {
			out = append(out, fmt.Sprintf("%s %q: %.0f of %.0f px² under the summary", k, tx.Text, covered, r.Area()))
		}
	}
	sort.Strings(out)
	return out
}

// CursorOn reports whether the keyboard cursor is on hand card c.
func (h *Harness) CursorOn(c cards.Card) bool {
	hand, i := h.Hand(), h.Cursor()
	return i >= 0 && i < len(hand) && hand[i] == c
}

// FeltTextProblems lists the felt's texts that cannot be read whole: one
// reaching past the felt (under the move log beside it, or past the
// window), two texts on each other, a card drawn over a text.
func (h *Harness) FeltTextProblems() []string {
	var out []string
	d := fyne.CurrentApp().Driver()
	at := d.AbsolutePositionForObject(h.Board())
	board := layoutcheck.Of(at, h.Board().Size())
	var panel layoutcheck.Rect
	if h.LogPanel().Visible() {
		panel = layoutcheck.Of(d.AbsolutePositionForObject(h.LogPanel()), h.LogPanel().Size())
	}
	type box struct {
		name string
		r    layoutcheck.Rect
	}
	var txs []box
	for k, tx := range h.Texts() {
		if tx.Visible() && tx.Text != "" {
			txs = append(txs, box{k + " " + strconv.Quote(tx.Text), layoutcheck.Of(at.Add(tx.Position()), tx.Size())})
		}
	}
	sort.Slice(txs, func(i, j int) bool { return txs[i].name < txs[j].name })
	for i, a := range txs {
		if a.r.And(board).Area() < a.r.Area()-1 {
			out = append(out, a.name+" reaches past the felt")
		}
		if a.r.And(panel).Area() > 1 {
			out = append(out, a.name+" lies under the move log")
		}
		for _, b := range txs[i+1:] {
			if a.r.And(b.r).Area() > 1 {
				out = append(out, a.name+" overlaps "+b.name)
			}
		}
		for _, it := range h.Scene().Items {
			if layoutcheck.Of(at.Add(it.Pos), it.Size).And(a.r).Area() > 1 {
				out = append(out, a.name+" is under the card "+it.Key)
				break
			}
		}
	}
	return out
}

// Resume opens a second table of the harness's game on rec at level, in a
// window of its own of size sz, and starts it as the shell does: the table
// a saved match opens as.
func (h *Harness) Resume(rec *record.Record, level string, sz fyne.Size) *table.Table {
	h.T.Helper()
	e := h.Env()
	e.Resume = &env.Resume{Record: rec, Level: level}
	tb, err := h.NewTable(e, h.Deck().ID(), h.opt)
	if err != nil {
		h.T.Fatal(err)
	}
	w := test.NewTempWindow(h.T, tb)
	w.Resize(sz)
	tb.Start()
	h.T.Cleanup(tb.Close)
	return tb
}

// Seat is the harness maker of one game's folder: it seats info's game at
// its table (newGame), dealt with deck, at a table of size sz dealt from
// seed, its options changed by set (nil: as InPlace's).
func Seat(info *games.Info, newGame func() table.Game, deck cards.DeckID) func(t *testing.T, seed uint64, sz fyne.Size, set func(*table.Options)) *Harness {
	return func(t *testing.T, seed uint64, sz fyne.Size, set func(*table.Options)) *Harness {
		t.Helper()
		return New(t, Config{Info: info, NewGame: newGame, Deck: deck, Seed: seed, Size: sz, Options: set})
	}
}

// PlaceholderArt draws the placeholder cards: the goldens and the layout
// checks test the table, not the artwork.
func PlaceholderArt(o *table.Options) { o.Art = table.Art{} }

// Phase names where a deal stands for the person, for the messages of the
// layout tests: "summary", "choice" (a pending choice), else what game
// says.
func (h *Harness) Phase(game func() string) string {
	switch {
	case h.SummaryShown():
		return "summary"
	case len(h.Choices()) > 0:
		return "choice"
	}
	return game()
}

// PlayDealCheckingTexts plays a deal with prefer and reports, once each,
// the felt's texts that FeltTextProblems finds at each of the person's
// turns and at the summary, each under the phase it was found in (Phase
// with game). Each of also runs at each check too (a test measuring the
// texts it sees: layoutcheck.Widths).
func (h *Harness) PlayDealCheckingTexts(prefer func(*Harness) bool, game func() string, also ...func()) {
	h.T.Helper()
	reported := map[string]bool{}
	h.PlayDealChecking(prefer, func() {
		for _, f := range also {
			f()
		}
		for _, p := range h.FeltTextProblems() {
			if !reported[p] {
				reported[p] = true
				h.T.Errorf("%s: %s", h.Phase(game), p)
			}
		}
	})
}

// Unseen says what keeps card c, named as what, from being seen whole on
// the felt: not there, covered by other cards, past the felt's edge ("":
// seen).
func (h *Harness) Unseen(what string, c cards.Card) string {
	cov, on := h.Coverage(c)
	switch {
	case !on:
		return what + " " + h.CardName(c) + " is not on the felt"
	case cov > 0.05:
		return fmt.Sprintf("%s %s is %.0f%% covered", what, h.CardName(c), cov*100)
	case !h.OnFelt(c):
		return what + " " + h.CardName(c) + " lies past the felt's edge"
	}
	return ""
}

// BannerProblems lists the felt's texts under the banner.
func (h *Harness) BannerProblems() []string {
	var out []string
	if text, p, sz := h.Banner(); text != "" {
		b := layoutcheck.Of(p, sz)
		for k, tx := range h.Texts() {
			r := layoutcheck.Of(tx.Position(), tx.Size())
			if b.And(r).Area() > 1 {
				out = append(out, fmt.Sprintf("the banner %q covers the text %s %q", text, k, tx.Text))
			}
		}
	}
	return out
}
