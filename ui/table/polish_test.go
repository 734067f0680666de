package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/skat"
)

// overlayButton finds a button with the given text in the window's top
// overlay (a dialog), or nil.
func overlayButton(w fyne.Window, text string) *widget.Button {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	return buttonIn(top, text)
}

func TestNewGameAsksDuringAMatch(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700))
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
	keep := overlayButton(h.w, "Keep playing")
	if keep == nil {
		t.Fatal("New game during a match did not ask first")
	}
	test.Tap(keep)
	if h.tb.ctl != ctl {
		t.Fatal("Keep playing replaced the match")
	}

	// Confirming deals a fresh match at once.
	test.Tap(h.tb.newBtn)
	yes := overlayButton(h.w, "New game")
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

func TestNewGameBeforeAnyMoveNeedsNoQuestion(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		h := newHarness(t, "scopa", cards.Italian40, seed, fyne.NewSize(1024, 700))
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

// TestFirstDealWaitsForStart: laying the table out only draws it (an empty
// felt); the first deal comes with Start, onto that empty felt, so that it
// is animated like every later deal.
func TestFirstDealWaitsForStart(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 3, fyne.NewSize(1280, 800))
	tb, err := newTable(h.env(), h.tb.info, cards.German32, Options{Seed: 3, Art: Art{}, NewPlayer: ai.New, RunAI: func(f func()) { f() }})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(1280, 800))
	w.Resize(fyne.NewSize(1024, 700)) // and laid out again
	if tb.ctl.toMove() != games.Chance || tb.ctl.moves != 0 {
		t.Fatalf("laying the table out played: to move %d, moves %d", tb.ctl.toMove(), tb.ctl.moves)
	}
	if tb.scene == nil || tb.scene.Size != tb.board.Size() || len(tb.scene.Hand) != 0 {
		t.Fatal("before Start the board does not show the empty table at its size")
	}
	tb.Start()
	if tb.ctl.toMove() == games.Chance {
		t.Fatal("Start did not deal")
	}
	if len(tb.scene.Hand) != 10 {
		t.Fatalf("the person holds %d cards after the deal, want 10", len(tb.scene.Hand))
	}
}

// TestStartOnlyOnce: a second Start (the shell showing the table again)
// neither deals again nor sets a second computer thinking about the same
// move.
func TestStartOnlyOnce(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 1, fyne.NewSize(1024, 700))
	for seed := uint64(1); seed < 20; seed++ {
		decisions := 0
		tb, err := newTable(h.env(), h.tb.info, cards.German20, Options{Seed: seed, Art: Art{}, NewPlayer: ai.New,
			RunAI: func(func()) { decisions++ }}) // the computer thinks for ever
		if err != nil {
			t.Fatal(err)
		}
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(1024, 700))
		tb.Start()
		if !tb.thinking {
			tb.Close()
			continue
		}
		moves := tb.ctl.moves
		tb.Start()
		if decisions != 1 || tb.ctl.moves != moves {
			t.Fatalf("after a second Start: %d decisions asked for, moves %d → %d", decisions, moves, tb.ctl.moves)
		}
		tb.Close()
		return
	}
	t.Fatal("no seed let the computer move first")
}

// TestSummaryFollowsTheFelt: the end-of-deal panel is centred on the felt at
// a readable width, and follows the window when it is resized while the
// panel is open (its layout sizes it; the board's Layout does not rebuild it).
func TestSummaryFollowsTheFelt(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 5, fyne.NewSize(1280, 800))
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

func TestSkatHeadline(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1024, 700))
	tests := []struct {
		name string
		st   skat.Settlement
		want string
	}{
		{"suit game won", skat.Settlement{Game: skat.Hearts, Matadors: 2, With: true, Base: 10, Multiplier: 3, Value: 30, Won: true},
			"Hearts, with 2, game 3 × 10 = 30, won"},
		{"grand hand schneider lost", skat.Settlement{Game: skat.Grand, Matadors: 1, With: false, Hand: true, Schneider: true, Base: 24, Multiplier: 4, Value: 96},
			"Grand, without 1, game 2, hand 3, Schneider 4 × 24 = 96, lost"},
		{"overbid", skat.Settlement{Game: skat.Diamonds, Matadors: 1, With: true, Base: 9, Multiplier: 2, Value: 18, Overbid: true},
			"Bells, with 1, game 2 × 9 = 18, lost (overbid)"},
		{"null", skat.Settlement{Game: skat.Null, Value: 23, Won: true},
			"Null, fixed value 23, won"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := skatHeadline(h.tb.hst, &tc.st, h.l.Name(tc.st.Game.Name()))
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

func TestGoStopSummaryExplainsThePayment(t *testing.T) {
	for seed := uint64(1); seed < 30; seed++ {
		h := newHarness(t, "gostop", cards.Hwatu48, seed, fyne.NewSize(1280, 800))
		h.playDeal(func(h *harness) bool {
			if v := h.tb.view.(*gostop.View); v.Phase == gostop.PhaseDecide {
				h.key("S")
				return true
			}
			return false
		})
		sum := texts(h.tb.overlay)
		if !strings.Contains(sum, "Payment") {
			continue // a draw or an instant win: no payment table
		}
		for _, want := range []string{"Combination", "Score", "Payment"} {
			if !strings.Contains(sum, want) {
				t.Errorf("seed %d: the summary lacks %q:\n%s", seed, want, sum)
			}
		}
		return
	}
	t.Fatal("no seed ended with a payment")
}

func TestNewGameDuringAnAnimation(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700))
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

func TestNewsAboutYouIsGrammatical(t *testing.T) {
	tests := []struct {
		game string
		deck cards.DeckID
		e    games.Event
		want string
	}{
		{"skat", cards.German32, games.Event{Kind: skat.KBid, Player: Human, Value: 18}, "You bid 18."},
		{"skat", cards.German32, games.Event{Kind: skat.KBid, Player: 1, Value: 18}, "Computer 1 bids 18."},
		{"skat", cards.German32, games.Event{Kind: skat.KPass, Player: Human}, "You pass."},
		{"skat", cards.German32, games.Event{Kind: games.KDealStart, Player: Human}, "You deal."},
		{"scopa", cards.Italian40, games.Event{Kind: games.KDealStart, Player: 1}, "Computer deals."},
		{"gostop", cards.Hwatu48, games.Event{Kind: games.KDealStart, Player: Human}, "You play first."},
		{"schnapsen", cards.German20, games.Event{Kind: games.KDealStart, Player: Human, Value: 2}, "Deal 2: you deal."},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			h := newHarness(t, tc.game, tc.deck, 1, fyne.NewSize(1024, 700))
			if got, _ := h.tb.g.Describe(h.tb.hst, h.tb.view, tc.e); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// The Schnapsen summary names the case of the game-point rule that applied,
// not the rule in general: "had no trick: 3", "fewer than 33: 2", "33 or
// more: 1", or which side of a failed close.
func TestSchnapsenSummarySaysWhichCaseApplied(t *testing.T) {
	want := map[int][]string{
		3: {"had no trick"},
		2: {"fewer than 33 points", "already had a trick when it was closed"},
		1: {"had 33 points or more", "the last trick decides, for 1 game point"},
	}
	seen := map[int]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 3; seed++ {
		h := newHarness(t, "schnapsen", cards.German20, seed, fyne.NewSize(1280, 800))
		h.playDeal(nil)
		v := h.tb.view.(*schnapsen.View)
		sum := texts(h.tb.overlay)
		found := false
		for _, phrase := range want[v.LastGame] {
			found = found || strings.Contains(sum, phrase)
		}
		if !found {
			t.Errorf("seed %d: %d game points but the summary does not say why (%q):\n%s", seed, v.LastGame, want[v.LastGame], sum)
		}
		if strings.Contains(sum, "or 3 if") {
			t.Errorf("seed %d: the summary states the rule instead of the case:\n%s", seed, sum)
		}
		seen[v.LastGame] = true
	}
	if len(seen) < 2 {
		t.Fatalf("only game-point cases %v came up; widen the seed range", seen)
	}
}

func TestMatchSheetSaysWhatItsNumbersAre(t *testing.T) {
	for _, tc := range []struct {
		game string
		deck cards.DeckID
		want string
	}{
		{"schnapsen", cards.German20, "points still to go"},
		{"scopa", cards.Italian40, "match total after it"},
	} {
		h := newHarness(t, tc.game, tc.deck, 3, fyne.NewSize(1280, 800))
		h.playDeal(nil)
		h.snapshot("sheet-" + tc.game)
		if sum := texts(h.tb.overlay); !strings.Contains(sum, tc.want) {
			t.Errorf("%s: the match sheet has no legend %q:\n%s", tc.game, tc.want, sum)
		}
	}
}
