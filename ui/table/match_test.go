package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
)

// dialogButton finds a button with the given text in the window's top
// overlay (a dialog), or nil.
func dialogButton(w fyne.Window, text string) *widget.Button {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	var found *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == text {
				found = x
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c)
			}
		}
	}
	walk(top)
	return found
}

// TestTable_NewGameAsksDuringAMatch: New game during a match asks first;
// "Keep playing" leaves the match alone, confirming deals a fresh one.
func TestTable_NewGameAsksDuringAMatch(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	for _, v := range h.handViews() {
		if v.legal {
			test.Tap(v)
			break
		}
	}
	ctl := h.tb.ctl
	if ctl.moves < 2 {
		t.Fatalf("the person's move was not played (moves %d)", ctl.moves)
	}

	// "Keep playing" leaves the match alone.
	test.Tap(h.tb.newBtn)
	keep := dialogButton(h.w, "Keep playing")
	if keep == nil {
		t.Fatal("New game during a match did not ask first")
	}
	test.Tap(keep)
	if h.tb.ctl != ctl {
		t.Fatal("Keep playing replaced the match")
	}

	// Confirming deals a fresh match at once.
	test.Tap(h.tb.newBtn)
	yes := dialogButton(h.w, "New game")
	if yes == nil {
		t.Fatal("the question has no New game button")
	}
	test.Tap(yes)
	if h.tb.ctl == ctl {
		t.Fatal("confirming did not start a new match")
	}
	if r := h.tb.ctl.st.Result(); r.Deals != 0 || h.tb.ctl.toMove() == games.Chance {
		t.Fatalf("the new match was not dealt: deals %d, to move %d", r.Deals, h.tb.ctl.toMove())
	}
}

// TestTable_NewGameBeforeAnyMoveNeedsNoQuestion: with nothing at stake yet
// (only the deal), New game deals a new match without asking.
func TestTable_NewGameBeforeAnyMoveNeedsNoQuestion(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		h := newToyHarness(t, seed, fyne.NewSize(1024, 700), nil)
		if h.tb.ctl.toMove() != Human || h.tb.ctl.moves != 1 {
			continue // the computer moved first: something is at stake already
		}
		ctl := h.tb.ctl
		test.Tap(h.tb.newBtn)
		if h.w.Canvas().Overlays().Top() != nil {
			t.Fatal("asked before anything was at stake")
		}
		if h.tb.ctl == ctl {
			t.Fatal("no new match")
		}
		return
	}
	t.Fatal("no seed gave the person the first move")
}

// TestTable_NewGameDuringAnAnimation: a new game does not wait for the
// cards in flight: it starts at once, dealt and ready.
func TestTable_NewGameDuringAnAnimation(t *testing.T) {
	h := newToyHarness(t, 5, fyne.NewSize(1024, 700), nil)
	ctl, gen := h.tb.ctl, h.tb.gen
	h.tb.busy = true // as if cards were in flight (the test driver runs animations at once)
	h.tb.newGame()
	if h.tb.ctl == ctl || h.tb.gen == gen {
		t.Fatal("a new game waited for the animation instead of starting")
	}
	if h.tb.busy || h.tb.ctl.toMove() == games.Chance {
		t.Fatalf("the new match is not ready: busy %v, to move %d", h.tb.busy, h.tb.ctl.toMove())
	}
}

// TestTable_SummaryFollowsTheFelt: the end-of-deal panel is centred on the
// felt at a readable width, and follows the window when it is resized while
// the panel is open (its layout sizes it; the board's Layout does not
// rebuild it).
func TestTable_SummaryFollowsTheFelt(t *testing.T) {
	h := newToyHarness(t, 5, fyne.NewSize(1280, 800), nil)
	h.playDeal(nil)
	panel := h.tb.overlay.Objects[0]
	for _, sz := range []fyne.Size{{Width: 1280, Height: 800}, {Width: 1024, Height: 700}, {Width: 1920, Height: 1080}} {
		h.w.Resize(sz)
		felt := h.tb.overlay.Size()
		w := min(max(felt.Width*0.62, 440), 760, max(felt.Width-16, 200))
		p, s := panel.Position(), panel.Size()
		if s.Width != w || s.Height > felt.Height || s.Height < 200 {
			t.Errorf("window %v: the panel is %v on a felt of %v, want %.0f wide and within the felt", sz, s, felt, w)
		}
		if dx, dy := p.X-(felt.Width-s.Width)/2, p.Y-(felt.Height-s.Height)/2; dx*dx+dy*dy > 1 {
			t.Errorf("window %v: the panel at %v is not centred on the felt %v", sz, p, felt)
		}
	}
}
