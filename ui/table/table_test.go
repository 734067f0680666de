package table

import (
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

var (
	update = flag.Bool("update", false, "rewrite the golden files in testdata/")
	shots  = flag.Bool("shots", false, "write pictures of the tables played to testdata/failed/ for a look")
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
	kept    *keptMoves   // what the table handed its keeper (resume_test.go)
	// beforeMove, if set, is called by playDeal before each of the
	// person's moves (the layout and visibility checks).
	beforeMove func()
}

// env is a bare environment on the harness's app for a second table.
func (h *harness) env() env.Env {
	return env.Env{L: h.l, Prefs: h.app.Preferences(), Changes: h.changes}
}

func newHarness(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size) *harness {
	return newHarnessArt(t, gameID, deck, seed, size, DefaultArt())
}

// newHarnessArt is newHarness with the given card art: the goldens use the
// placeholder art so that they test the table, not the artwork.
func newHarnessArt(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size, art Art) *harness {
	t.Helper()
	return newHarnessOpt(t, gameID, deck, seed, size, func(o *Options) { o.Art = art })
}

// newHarnessOpt is newHarness with the table's options changed by set.
func newHarnessOpt(t *testing.T, gameID string, deck cards.DeckID, seed uint64, size fyne.Size, set func(*Options)) *harness {
	t.Helper()
	g, err := catalog.Lookup(gameID)
	if err != nil {
		t.Fatalf("no game %q", gameID)
	}
	return newHarnessGame(t, g, deck, seed, size, set)
}

// newHarnessGame is newHarnessOpt for a game given by its engine, which no
// list needs to name (the toy game of games/gametest/toy).
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
	opt := Options{Seed: seed, Art: DefaultArt(), NewPlayer: ai.New, RunAI: func(f func()) { f() }}
	if set != nil {
		set(&opt)
	}
	tb, err := newTable(e, g, deck, opt)
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
func (h *harness) handViews() []*cardView {
	var out []*cardView
	for _, c := range h.tb.scene.Hand {
		if v, ok := h.tb.pool[FaceKey(c)]; ok {
			out = append(out, v)
		}
	}
	return out
}

// controlButtons returns the decision buttons shown.
func (h *harness) controlButtons() []*widget.Button {
	var out []*widget.Button
	var walk func([]fyne.CanvasObject)
	walk = func(objs []fyne.CanvasObject) {
		for _, o := range objs {
			switch o := o.(type) {
			case *widget.Button:
				out = append(out, o)
			case *fyne.Container:
				walk(o.Objects)
			}
		}
	}
	walk(h.tb.controls.Objects)
	return out
}

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
// (with -shots; a failing golden always writes it).
func (h *harness) snapshot(name string) {
	if !*shots {
		return
	}
	h.writeCapture(name)
}

func (h *harness) writeCapture(name string) {
	img := h.w.Canvas().Capture()
	dir := filepath.Join("testdata", "failed")
	_ = os.MkdirAll(dir, 0o755)
	f, err := os.Create(filepath.Join(dir, name+".png"))
	if err != nil {
		h.t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		h.t.Fatal(err)
	}
}

func TestSchnapsenFullDeal(t *testing.T) {
	for _, deck := range []cards.DeckID{cards.German20, cards.French20} {
		h := newHarness(t, "schnapsen", deck, 7, fyne.NewSize(1024, 700))
		h.snapshot("schnapsen-start-" + itoa(int(deck)))
		moves := h.playDeal(nil)
		if moves == 0 {
			t.Fatal("the person made no move")
		}
		h.snapshot("schnapsen-summary-" + itoa(int(deck)))
		r := h.tb.ctl.st.Result()
		if r.Deals != 1 || len(h.tb.sheet) != 1 {
			t.Fatalf("deals %d, sheet %d", r.Deals, len(h.tb.sheet))
		}
		if !strings.Contains(texts(h.tb.overlay), "game points") {
			t.Errorf("summary does not explain game points: %q", texts(h.tb.overlay))
		}
	}
}

// texts gathers the label texts under an object.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	layoutcheck.Walk(o, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok {
			b.WriteString(l.Text + "\n")
		}
		return true
	})
	return b.String()
}

func TestScopaFullDeal(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700))
	h.snapshot("scopa-start")
	if h.playDeal(nil) < 18 {
		t.Fatal("the person played fewer than 18 cards in a Scopa deal")
	}
	h.snapshot("scopa-summary")
	for _, want := range []string{"Cards (most)", "Settebello", "Primiera", "Points this deal"} {
		if !strings.Contains(texts(h.tb.overlay), want) {
			t.Errorf("the summary lacks %q", want)
		}
	}
}

// skatBidder bids up to 30, takes the skat, lays away the first two cards
// and announces the first game offered: the person declares when the
// computers let it.
func skatBidder(h *harness) bool {
	v := h.tb.view.(*skat.View)
	bs := h.controlButtons()
	switch v.Phase {
	case skat.PhaseAuction:
		if v.Current < 30 {
			test.Tap(bs[0])
		} else {
			test.Tap(bs[len(bs)-1])
		}
		return true
	case skat.PhaseSkat, skat.PhaseAnnounce:
		test.Tap(bs[0])
		return true
	case skat.PhaseDiscard:
		hv := h.handViews()
		test.Tap(hv[0])
		test.Tap(hv[1])
		return true
	}
	return false
}

func TestSkatFullDeal(t *testing.T) {
	declared := false
	for seed := uint64(1); seed < 6; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		h.snapshot("skat-start")
		h.playDeal(skatBidder)
		v := h.tb.view.(*skat.View)
		if v.Settlement == nil {
			t.Fatal("no settlement after the deal")
		}
		if v.Settlement.Declarer == Human {
			declared = true
			h.snapshot("skat-summary")
			sum := texts(h.tb.overlay)
			for _, want := range []string{"bid", "skat as dealt", "Laid away"} {
				if !strings.Contains(sum, want) {
					t.Errorf("the summary lacks %q:\n%s", want, sum)
				}
			}
			break
		}
	}
	if !declared {
		t.Fatal("the person never declared in five deals")
	}
}

func TestGoStopFullDeal(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 2, fyne.NewSize(1280, 800))
	h.snapshot("gostop-start")
	// Stop at the first decision: the match is one deal.
	stopper := func(h *harness) bool {
		v := h.tb.view.(*gostop.View)
		if v.Phase == gostop.PhaseDecide {
			h.key("S")
			return true
		}
		return false
	}
	if h.playDeal(stopper) == 0 {
		t.Fatal("no move")
	}
	h.snapshot("gostop-summary")
	if h.tb.ctl.toMove() != games.Nobody {
		t.Fatal("the Go-Stop match is one deal")
	}
}
