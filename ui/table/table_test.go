package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

// harness is a table in a headless test window, with computer moves run in
// place so that a deal plays out deterministically.
type harness struct {
	t       *testing.T
	tb      *Table
	w       fyne.Window
	l       *translations.Localizer
	keyH    func(*fyne.KeyEvent) bool
	app     fyne.App
	changes *env.Changes // the app's one change feed, as the shell makes it
	kept    *keptMoves   // what the table handed its keeper
	// beforeMove, if set, is called by playDeal before each of the
	// person's moves (the layout and visibility checks).
	beforeMove func()
}

// env is a bare environment on the harness's app for a second table.
func (h *harness) env() env.Env {
	return env.Env{L: h.l, Prefs: h.app.Preferences(), Changes: h.changes}
}

// newHarnessGame seats a game given by its engine at the generic table
// (the toy game of games/gametest/toy, which no list names), its options
// changed by set.
func newHarnessGame(t *testing.T, g *games.Info, deck cards.DeckID, seed uint64, size fyne.Size, set func(*Options)) *harness {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefAILevel, env.AIEasy)
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	lang, _ := b.Lookup("en")
	h := &harness{t: t, l: translations.NewLocalizer(b, lang), app: a, changes: env.NewChanges(a), kept: &keptMoves{}}
	h.w = test.NewTempWindow(t, nil)
	e := env.Env{L: h.l, Prefs: a.Preferences(), Changes: h.changes, Window: h.w,
		Home: func() {}, Back: func() {}, Rules: func(string) {}, Settings: func() {}, Statistics: func() {},
		OnKey: func(f func(*fyne.KeyEvent) bool) { h.keyH = f }, Keeper: h.kept}
	opt := Options{Seed: seed, Art: DefaultArt(), NewPlayer: players.New, RunAI: func(f func()) { f() }, PlainSeatNames: true}
	if set != nil {
		set(&opt)
	}
	tb, err := New(e, g, deck, nil, opt)
	if err != nil {
		t.Fatal(err)
	}
	h.tb = tb
	h.w.SetContent(tb)
	h.w.Resize(size)
	tb.Start() // on screen at its size, as the shell starts it
	t.Cleanup(tb.Close)
	return h
}

func (h *harness) key(name fyne.KeyName) {
	if h.keyH == nil || !h.keyH(&fyne.KeyEvent{Name: name}) {
		h.t.Fatalf("the table did not take key %s", name)
	}
}

// handViews returns the person's hand cards as drawn, in order.
func (h *harness) handViews() []*CardView {
	var out []*CardView
	for _, c := range h.tb.scene.Hand {
		if v, ok := h.tb.pool[FaceKey(c)]; ok {
			out = append(out, v)
		}
	}
	return out
}

// controlButtons returns the decision buttons shown.
func (h *harness) controlButtons() []*widget.Button { return wintest.Buttons(h.tb.controls.Objects) }

// playDeal plays the person's side of one deal through the widgets: tap a
// glowing hand card, or a decision button when no card can be played, and
// take the first offered choice. It stops when the deal is over.
func (h *harness) playDeal(prefer func(*harness) bool) int {
	h.t.Helper()
	moves := 0
	for i := 0; i < 400; i++ {
		tb := h.tb
		if tb.ctl.toMove() == games.Chance || tb.ctl.toMove() == games.Nobody {
			if tb.overlay.Hidden {
				h.t.Fatal("the deal ended without a summary")
			}
			return moves
		}
		if tb.ctl.toMove() != Human {
			h.t.Fatalf("stuck: seat %d to move, thinking=%v busy=%v", tb.ctl.toMove(), tb.thinking, tb.busy)
		}
		moves++
		if h.beforeMove != nil {
			h.beforeMove()
		}
		if len(tb.choices) > 0 {
			test.Tap(h.controlButtons()[0])
			continue
		}
		if prefer != nil && prefer(h) {
			continue
		}
		tapped := false
		for _, v := range h.handViews() {
			if v.legal {
				test.Tap(v)
				tapped = true
				break
			}
		}
		if tapped {
			continue
		}
		bs := h.controlButtons()
		if len(bs) == 0 {
			h.t.Fatalf("no legal card and no control; status %q", tb.status.Text)
		}
		test.Tap(bs[len(bs)-1])
	}
	h.t.Fatal("the deal did not end")
	return moves
}

// snapshot writes the window to testdata/failed/<name>.png for a look
// (with -shots).
func (h *harness) snapshot(name string) { wintest.Snapshot(h.t, h.w, name) }

// newToyHarness seats the toy game (games/gametest/toy), which no list
// names, at the generic table: the table's own tests need no game of the
// catalog.
func newToyHarness(t *testing.T, seed uint64, size fyne.Size, set func(*Options)) *harness {
	t.Helper()
	return newHarnessGame(t, toy.Info(), cards.Italian40, seed, size, set)
}

// toyPersonToMove is the toy's table of the first seed from 1 on which the
// person is to move once it is dealt.
func toyPersonToMove(t *testing.T, size fyne.Size, set func(*Options)) *harness {
	t.Helper()
	for seed := uint64(1); seed < 40; seed++ {
		h := newToyHarness(t, seed, size, set)
		if h.tb.ctl.toMove() == Human {
			return h
		}
		h.tb.Close()
	}
	t.Fatal("no seed let the person lead the toy's first trick")
	return nil
}

// toyWithDeck is the toy game dealt from deck d (its cards 0–7 are the
// deck's first eight): the table's picture tests draw every pack.
func toyWithDeck(d cards.DeckID) *games.Info {
	g := toy.Info()
	g.Decks = []cards.DeckID{d}
	return g
}

// keptMoves is a keeper that remembers the records it was handed.
type keptMoves struct{ recs []*record.Record }

func (k *keptMoves) Moved(rec *record.Record, _ string, _ games.State) error {
	k.recs = append(k.recs, rec)
	return nil
}

// layoutSizes are the window sizes every screen must work at, smallest
// first (layoutcheck.Sizes).
func layoutSizes() []fyne.Size { return layoutcheck.Sizes() }

// layoutProblems is layoutcheck.Problems.
func layoutProblems(root fyne.CanvasObject, win fyne.Size) []string {
	return layoutcheck.Problems(root, win)
}

// TestTable_ComputerPlayersHaveNamesInEveryLanguage: the computer players
// are called by first names of the language shown, not "Computer 1 / 2"
// (issue 40), distinct from each other and from "You", in every language;
// the tests' PlainSeatNames keeps "Computer".
func TestTable_ComputerPlayersHaveNamesInEveryLanguage(t *testing.T) {
	h := newHarnessGame(t, toy.Info(), cards.Italian40, 2, fyne.NewSize(1024, 700), func(o *Options) { o.PlainSeatNames = false })
	for _, lang := range h.l.Bundle().Languages() {
		h.l.SetLanguage(lang)
		you, one, two := h.tb.seatName(Human), h.tb.seatName(1), h.tb.seatName(2)
		computer := h.l.T("table.computer", "Computer")
		for _, n := range []string{one, two} {
			if n == "" || strings.Contains(n, computer) || strings.ContainsAny(n, "0123456789") {
				t.Errorf("%s: a computer player is called %q", lang.Code, n)
			}
		}
		if one == two || one == you || two == you {
			t.Errorf("%s: seats called %q, %q, %q", lang.Code, you, one, two)
		}
	}
	plain := newHarnessGame(t, toy.Info(), cards.Italian40, 2, fyne.NewSize(1024, 700), nil)
	if got := plain.tb.seatName(1); got != "Computer" {
		t.Errorf("with PlainSeatNames the computer is %q", got)
	}
}
