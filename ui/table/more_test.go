package table

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
)

func TestTableGoldens(t *testing.T) {
	tests := []struct {
		game string
		deck cards.DeckID
		size fyne.Size
	}{
		{"schnapsen", cards.German20, fyne.NewSize(1024, 700)},
		{"scopa", cards.Italian40, fyne.NewSize(1024, 700)},
		{"skat", cards.German32, fyne.NewSize(1280, 800)},
		{"gostop", cards.Hwatu48, fyne.NewSize(1280, 800)},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			h := newHarnessArt(t, tc.game, tc.deck, 7, tc.size, Art{})
			h.assertGolden("table-" + tc.game)
		})
	}
}

// firstTurnWith starts tables on successive seeds until the person, to
// move, has a hand card with several legal plays.
func firstTurnWith(t *testing.T, game string, deck cards.DeckID) (*harness, cards.Card) {
	t.Helper()
	for seed := uint64(1); seed < 400; seed++ {
		h := newHarness(t, game, deck, seed, fyne.NewSize(1024, 700))
		if h.tb.ctl.toMove() != Human {
			continue
		}
		for _, c := range h.tb.scene.Hand {
			if len(h.tb.handActions(c)) > 1 {
				return h, c
			}
		}
	}
	t.Fatalf("no seed gave %s a card with a choice", game)
	return nil, cards.None
}

// TestScopaCaptureChoice: a card that captures in several ways offers each
// way as a numbered button, and the digit key takes the capture of the
// button with that number.
func TestScopaCaptureChoice(t *testing.T) {
	h, c := firstTurnWith(t, "scopa", cards.Italian40)
	n := len(h.tb.handActions(c))
	test.Tap(h.tb.pool[FaceKey(c)])
	bs := h.controlButtons()
	if len(h.tb.choices) != n || len(bs) != n+1 {
		t.Fatalf("%d captures offered as %d choices and %d buttons", n, len(h.tb.choices), len(bs))
	}
	// What button 2 says it takes ("2 · Take 3 of Cups + 4 of Swords"), read
	// as the person reads it: the person's pile must gain exactly those cards
	// and the card played.
	v := h.tb.view.(*scopa.View)
	want := cards.Set(0).Add(c)
	names, ok := strings.CutPrefix(bs[1].Text, "2 · Take ")
	if !ok || bs[0].Text == "1 · "+strings.TrimPrefix(bs[1].Text, "2 · ") {
		t.Fatalf("buttons %q and %q do not offer two numbered captures", bs[0].Text, bs[1].Text)
	}
	for _, name := range strings.Split(names, " + ") {
		found := false
		for _, x := range v.Table.Cards() {
			if h.tb.cardName(x) == name {
				want, found = want.Add(x), true
			}
		}
		if !found {
			t.Fatalf("button 2 offers %q, which is not on the table", name)
		}
	}
	pile := v.Piles[Human]
	moves := h.tb.ctl.moves
	h.key("2")
	if h.tb.ctl.moves == moves {
		t.Fatal("key 2 did not capture")
	}
	if len(h.tb.choices) != 0 {
		t.Fatal("the choice stayed after the capture")
	}
	// The computer has moved since, but only into its own pile.
	if got := h.tb.view.(*scopa.View).Piles[Human] &^ pile; got != want {
		t.Fatalf("key 2 took %s, want %s (button 2: %q)", h.tb.cardsName(got), h.tb.cardsName(want), bs[1].Text)
	}
}

func TestGoStopPairChoice(t *testing.T) {
	h, c := firstTurnWith(t, "gostop", cards.Hwatu48)
	test.Tap(h.tb.pool[FaceKey(c)])
	if len(h.tb.choices) != 2 {
		t.Fatalf("a two-way pairing offered %d choices", len(h.tb.choices))
	}
	if !strings.Contains(h.tb.status.Text, "which one") {
		t.Errorf("the prompt does not ask: %q", h.tb.status.Text)
	}
	test.Tap(h.controlButtons()[0])
	v := h.tb.view.(*gostop.View)
	if !v.Played[Human].Has(c) {
		t.Fatal("the chosen pairing was not played")
	}
}

func TestSkatIllegalTapRefused(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		for i := 0; i < 60 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*skat.View)
			if v.Phase == skat.PhasePlay && v.TrickLen > 0 {
				for _, cv := range h.handViews() {
					if cv.legal {
						continue
					}
					moves := h.tb.ctl.moves
					test.Tap(cv)
					if h.tb.ctl.moves != moves {
						t.Fatal("an illegal card was played")
					}
					if !strings.Contains(h.tb.status.Text, "must") {
						t.Fatalf("the refusal does not say why: %q", h.tb.status.Text)
					}
					if !cv.dim || !cv.veil.Visible() || !h.tb.selected(cv.card) {
						t.Fatalf("the refused card: dim %v, veil %v, cursor on it %v", cv.dim, cv.veil.Visible(), h.tb.selected(cv.card))
					}
					return
				}
			}
			if v.Phase != skat.PhasePlay {
				bs := h.controlButtons()
				test.Tap(bs[len(bs)-1]) // pass
				continue
			}
			for _, cv := range h.handViews() {
				if cv.legal {
					test.Tap(cv)
					break
				}
			}
		}
	}
	t.Fatal("no seed gave an illegal card to tap")
}

// TestDisplayFiltersReachCards checks that the cards are drawn through the
// filtered cache: a contrast change changes a card's pixels, and the grain
// overlay lies on top of the felt.
func TestDisplayFiltersReachCards(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	cv := h.handViews()[0]
	before := cv.pic.Generator(90, 135)
	h.tb.applySettings(filter.Settings{Contrast: 0.9, Grain: 0.8, Temperature: 0.2})
	after := cv.pic.Generator(90, 135)
	if imageDiff(before, after) < 0.2 {
		t.Fatal("a contrast and temperature change did not reach the card")
	}
	felt := h.tb.felt.Generator(64, 64)
	if felt == nil || h.tb.cache.Used() == 0 {
		t.Fatal("the felt is not drawn through the cache")
	}
	stack := h.tb.grain.Object()
	if stack.Visible() == false {
		t.Fatal("grain at 80% is hidden")
	}
	// Stored settings (the settings screen) reach an open table too.
	display.Save(h.app.Preferences(), filter.Default())
	if h.tb.filterSettings() != filter.Default() {
		t.Fatal("the table did not follow the stored display settings")
	}
}

// blocker is a computer player that thinks until it is cancelled.
type blocker struct {
	started   chan struct{}
	cancelled chan struct{}
}

func (b *blocker) Choose(ctx context.Context, _ games.View, legal []games.Action, _ *rand.Rand) (games.Action, error) {
	close(b.started)
	<-ctx.Done()
	close(b.cancelled)
	return legal[0], nil
}

// TestCloseCancelsThinking closes a table while the computer thinks: the
// computer's context is cancelled, and the decision it returns afterwards is
// dropped, not played. The table says what became of the decision
// (options.settled), so the test waits for exactly that instead of sleeping.
func TestCloseCancelsThinking(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		hb := newHarness(t, "schnapsen", cards.German20, seed, fyne.NewSize(800, 600))
		b := &blocker{started: make(chan struct{}), cancelled: make(chan struct{})}
		settled := make(chan bool, 1)
		tb, err := newTable(hb.env(), hb.tb.info, cards.German20, Options{Seed: seed, Art: Art{},
			NewPlayer: func(string, ai.Level) ai.Player { return b },
			RunAI:     func(f func()) { go f() },
			Settled:   func(applied bool) { settled <- applied }})
		if err != nil {
			t.Fatal(err)
		}
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(800, 600))
		tb.Start()
		if !tb.thinking {
			tb.Close()
			continue
		}
		select {
		case <-b.started:
		case <-time.After(patience):
			t.Fatal("the computer never started thinking")
		}
		moves := tb.ctl.moves
		tb.Close()
		select {
		case <-b.cancelled:
		case <-time.After(patience):
			t.Fatal("closing the table did not cancel the computer")
		}
		var applied bool
		select {
		case applied = <-settled:
		case <-time.After(patience):
			t.Fatal("the table never dealt with the cancelled decision")
		}
		if applied || tb.ctl.moves != moves {
			t.Fatalf("a cancelled decision was applied (moves %d → %d)", moves, tb.ctl.moves)
		}
		return
	}
	t.Fatal("no seed let the computer move first")
}

func TestInstantSpeedPlaysADeal(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 9, fyne.NewSize(1024, 700))
	h.app.Preferences().SetString(env.PrefAnimSpeed, env.AnimInstant)
	h.playDeal(nil)
	if len(h.tb.temps) != 0 {
		t.Fatal("instant play left travelling cards behind")
	}
}

func TestCardsScaleWithWindow(t *testing.T) {
	for _, game := range []string{"schnapsen", "scopa", "skat", "gostop"} {
		deck := map[string]cards.DeckID{"schnapsen": cards.German20, "scopa": cards.Italian40, "skat": cards.German32, "gostop": cards.Hwatu48}[game]
		small := newHarness(t, game, deck, 1, fyne.NewSize(1024, 700))
		big := newHarness(t, game, deck, 1, fyne.NewSize(3840, 2160))
		r := big.tb.scene.CH / small.tb.scene.CH
		if r < 2.5 {
			t.Errorf("%s: cards grew only %.2f× from 1024×700 to 4K", game, r)
		}
		for _, it := range big.tb.scene.Items {
			if it.Pos.X < -1 || it.Pos.Y < -1 || it.Pos.X+it.Size.Width > big.tb.scene.Size.Width+1 || it.Pos.Y+it.Size.Height > big.tb.scene.Size.Height+1 {
				t.Errorf("%s at 4K: card %s outside the board", game, it.Key)
			}
		}
	}
}

// TestEveryStringLocalized plays a deal of each game and checks that every
// message id the table used is in the English file.
func TestEveryStringLocalized(t *testing.T) {
	for _, tc := range []struct {
		game   string
		deck   cards.DeckID
		prefer func(*harness) bool
	}{
		{"schnapsen", cards.French20, nil}, {"scopa", cards.Italian40, nil},
		{"skat", cards.German32, skatBidder}, {"gostop", cards.Hwatu48, nil},
	} {
		h := newHarness(t, tc.game, tc.deck, 4, fyne.NewSize(1024, 700))
		if tc.game == "gostop" {
			tc.prefer = func(h *harness) bool {
				if h.tb.view.(*gostop.View).Phase == gostop.PhaseDecide {
					h.key("G")
					return true
				}
				return false
			}
		}
		h.playDeal(tc.prefer)
		h.tb.showLastTrick()
		for _, id := range h.l.Missing() {
			if strings.HasPrefix(id, "table.") {
				t.Errorf("%s: message %q is not in the English file", tc.game, id)
			}
		}
	}
}

// TestGoStopFlipChoice waits for a turned card that meets two layout cards:
// hand cards are refused until the person taps one of the two glowing
// layout cards.
func TestGoStopFlipChoice(t *testing.T) {
	for seed := uint64(1); seed < 80; seed++ {
		h := newHarness(t, "gostop", cards.Hwatu48, seed, fyne.NewSize(1280, 800))
		for i := 0; i < 40 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*gostop.View)
			switch v.Phase {
			case gostop.PhaseFlipChoice:
				moves := h.tb.ctl.moves
				test.Tap(h.handViews()[0])
				if h.tb.ctl.moves != moves || !strings.Contains(h.tb.status.Text, "First choose") {
					t.Fatalf("a hand tap during the flip choice: moves %d→%d, status %q", moves, h.tb.ctl.moves, h.tb.status.Text)
				}
				var target *cardView
				for _, it := range h.tb.scene.Items {
					if it.Legal && it.Card != cards.None && !v.Hand.Has(it.Card) {
						target = h.tb.pool[it.Key]
					}
				}
				if target == nil {
					t.Fatal("no layout card glows for the flip choice")
				}
				test.Tap(target)
				if h.tb.ctl.moves == moves {
					t.Fatal("tapping a glowing layout card did not choose it")
				}
				return
			case gostop.PhaseDecide:
				h.key("S")
				continue
			}
			if len(h.tb.choices) > 0 {
				h.key("1")
				continue
			}
			test.Tap(h.handViews()[0])
		}
	}
	t.Fatal("no seed gave the person a flip choice")
}

func TestShellKeysPassThrough(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 1, fyne.NewSize(1024, 700))
	for _, k := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyF1} {
		if h.keyH(&fyne.KeyEvent{Name: k}) {
			t.Errorf("the table kept %s from the shell", k)
		}
	}
}

// TestScopaTableClearOfTurnLine lays out crowded tables at several window
// sizes: six cards fit in one row from 1024 wide, and a second row never
// covers the "Your turn" line above the hand nor leaves the felt above it.
func TestScopaTableClearOfTurnLine(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 3, fyne.NewSize(1024, 700))
	base := *h.tb.view.(*scopa.View)
	for _, sz := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1092, Height: 620}, {Width: 1920, Height: 1080}, {Width: 1280, Height: 1000}} {
		for n := 4; n <= 12; n++ {
			v := base
			v.ToMove = v.Seat
			v.Table = 0
			for c := cards.Card(0); v.Table.Len() < n; c++ {
				if !v.Hand.Has(c) {
					v.Table = v.Table.Add(c)
				}
			}
			s := (&scopaUI{}).Scene(h.tb.hst, &v, sz)
			var turn *Text
			for i := range s.Texts {
				if s.Texts[i].Key == "turn" {
					turn = &s.Texts[i]
				}
			}
			if turn == nil {
				t.Fatalf("%v: no turn line", sz)
			}
			rows := map[float32]int{}
			for _, it := range s.Items {
				if it.Card == cards.None || !v.Table.Has(it.Card) {
					continue
				}
				rows[it.Pos.Y]++
				if bottom := it.Pos.Y + it.Size.Height; bottom > turn.Pos.Y {
					t.Errorf("%v, %d table cards: %s reaches y=%.0f, over the turn line at %.0f", sz, n, h.tb.cardName(it.Card), bottom, turn.Pos.Y)
				}
			}
			if n <= 6 && sz.Width/sz.Height >= 1.4 && len(rows) != 1 {
				t.Errorf("%v: %d table cards take %d rows, want one", sz, n, len(rows))
			}
		}
	}
}

// TestLongBannerKeepsTableSize announces a very long message on the smallest
// window: the table must not ask for more room than the window (which would
// push the felt and tools past its right edge), and the banner stays on it.
func TestLongBannerKeepsTableSize(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 11, fyne.NewSize(1024, 700))
	before := h.tb.MinSize()
	h.tb.announce(strings.Repeat("You have 8 points: Go or Stop? ", 6))
	if after := h.tb.MinSize(); after.Width > before.Width || after.Width > 1024 {
		t.Fatalf("the banner widened the table's minimum from %.0f to %.0f", before.Width, after.Width)
	}
	felt := h.tb.scene.Size.Width
	if x, w := h.tb.bannerB.Position().X, h.tb.bannerB.Size().Width; x < 0 || x+w > felt {
		t.Fatalf("the banner spans x %.0f–%.0f on a felt %.0f wide", x, x+w, felt)
	}
}
