package table

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// assertGolden compares the window with testdata/<name>.png (rewritten with
// -update). Only Latin text is on the tables, so the embedded font decides.
func (h *harness) assertGolden(name string) {
	h.t.Helper()
	img := h.w.Canvas().Capture()
	path := filepath.Join("testdata", name+".png")
	if *update {
		var b bytes.Buffer
		if err := png.Encode(&b, img); err != nil {
			h.t.Fatal(err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			h.t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		h.t.Fatalf("%v (run with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		h.t.Fatal(err)
	}
	if d := imageDiff(want, img); d > 0.002 {
		h.writeCapture(name)
		h.t.Errorf("%s differs from the golden in %.2f%% of its pixels; see testdata/failed/%s.png", name, 100*d, name)
	}
}

// imageDiff is the share of pixels that differ noticeably.
func imageDiff(a, b image.Image) float64 {
	if a.Bounds().Size() != b.Bounds().Size() {
		return 1
	}
	ab, bb := a.Bounds(), b.Bounds()
	n, bad := 0, 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			n++
			if absDiff(r1, r2) > 0x1800 || absDiff(g1, g2) > 0x1800 || absDiff(b1, b2) > 0x1800 {
				bad++
			}
		}
	}
	return float64(bad) / float64(n)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestSchnapsenKeyboard plays a deal with keys only: Enter on the cursor
// card, arrows to find a legal one, C to close the stock once.
func TestSchnapsenKeyboard(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 11, fyne.NewSize(1024, 700))
	h.key("C")
	if h.tb.asking == nil {
		t.Fatal("C closed the stock without asking")
	}
	h.key(fyne.KeyReturn) // yes, close
	v := h.tb.view.(*schnapsen.View)
	if v.StockState != schnapsen.StockClosed || v.Closer != Human {
		t.Fatalf("C did not close the stock: %v by %d", v.StockState, v.Closer)
	}
	for i := 0; i < 200 && h.tb.ctl.toMove() == Human; i++ {
		if len(h.tb.choices) > 0 {
			h.key("1")
			continue
		}
		hand := h.tb.scene.Hand
		if !h.tb.isLegal(hand[h.tb.cursor]) {
			h.key(fyne.KeyRight)
			continue
		}
		h.key(fyne.KeyReturn)
	}
	if h.tb.ctl.toMove() != games.Chance && h.tb.ctl.toMove() != games.Nobody {
		t.Fatalf("the deal did not end by keyboard; %d to move", h.tb.ctl.toMove())
	}
	h.key(fyne.KeyReturn) // next deal from the summary
	if h.tb.ctl.st.Result().Deals != 1 || h.tb.ctl.toMove() < 0 {
		t.Fatalf("Enter on the summary did not deal: to move %d", h.tb.ctl.toMove())
	}
}

// TestSchnapsenIllegalTapRefused closes the stock and taps a card that may
// not follow: nothing is played and the status line says why.
func TestSchnapsenIllegalTapRefused(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		h := newHarness(t, "schnapsen", cards.German20, seed, fyne.NewSize(1024, 700))
		h.key("C")
		h.key(fyne.KeyReturn) // answer "Close the stock?"
		for i := 0; i < 12 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*schnapsen.View)
			if v.Lead != cards.None {
				for _, cv := range h.handViews() {
					if cv.legal {
						continue
					}
					if !cv.dim {
						t.Fatal("an illegal card is not veiled")
					}
					moves := h.tb.ctl.moves
					test.Tap(cv)
					if h.tb.ctl.moves != moves {
						t.Fatal("an illegal tap was played")
					}
					if !strings.Contains(h.tb.status.Text, "must") {
						t.Fatalf("refusal does not say why: %q", h.tb.status.Text)
					}
					return
				}
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

// TestSchnapsenMarriageChoice taps a King that can marry: the table asks,
// and the announcement is shown on the felt.
func TestSchnapsenMarriageChoice(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		h := newHarness(t, "schnapsen", cards.French20, seed, fyne.NewSize(1024, 700))
		v := h.tb.view.(*schnapsen.View)
		if v.ToMove != Human {
			continue
		}
		for _, a := range v.Legal(nil) {
			if a < schnapsen.Declare(0) || a >= schnapsen.Declare(schnapsen.NumCards) {
				continue
			}
			c := cards.Card(a - schnapsen.Declare(0))
			test.Tap(h.tb.pool[FaceKey(c)])
			if len(h.tb.choices) != 2 {
				t.Fatalf("tapping a marriage card offered %d choices", len(h.tb.choices))
			}
			h.key("1")
			nv := h.tb.view.(*schnapsen.View)
			if nv.Declared[Human] == 0 {
				t.Fatal("choice 1 did not declare the marriage")
			}
			if h.tb.bannerC.Hidden && !strings.Contains(h.tb.status.Text, "announced") {
				t.Errorf("the marriage was not announced; status %q", h.tb.status.Text)
			}
			return
		}
	}
	t.Fatal("no seed dealt a marriage to the leading person")
}

// TestSchnapsenMatchStats plays a whole match and checks the statistics.
func TestSchnapsenMatchStats(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 3, fyne.NewSize(1024, 700))
	for d := 0; d < 30 && h.tb.ctl.toMove() != games.Nobody; d++ {
		h.playDeal(nil)
		if h.tb.ctl.toMove() == games.Chance {
			h.key(fyne.KeyReturn)
		}
	}
	if h.tb.ctl.toMove() != games.Nobody {
		t.Fatal("the match did not end")
	}
	r := h.tb.ctl.st.Result()
	if last := h.kept.last(); last == nil || !last.Done() || last.Result().Winner != r.Winner {
		t.Fatalf("the keeper was not handed the finished match (winner %d)", r.Winner)
	}
	if len(h.tb.sheet) != r.Deals {
		t.Fatalf("sheet has %d rows for %d deals", len(h.tb.sheet), r.Deals)
	}
	h.snapshot("schnapsen-match")
}

// TestSchnapsenMarriageKeyFollowsButton presses M with the cursor on a card
// that has no marriage while the table shows a single "Marriage … (M)"
// button: M must announce that marriage, as the button says, not refuse.
func TestSchnapsenMarriageKeyFollowsButton(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		h := newHarness(t, "schnapsen", cards.German20, seed, fyne.NewSize(1024, 700))
		v := h.tb.view.(*schnapsen.View)
		if v.ToMove != Human || v.Lead != cards.None {
			continue
		}
		var kings []cards.Card
		for _, a := range v.Legal(nil) {
			if a >= schnapsen.Declare(0) && a < schnapsen.Declare(schnapsen.NumCards) {
				if c := cards.Card(a - schnapsen.Declare(0)); schnapsen.Rank(c) == schnapsen.King {
					kings = append(kings, c)
				}
			}
		}
		if len(kings) != 1 {
			continue
		}
		hand := h.tb.handCards()
		h.tb.cursor = -1
		for i, c := range hand {
			if schnapsen.Rank(c) != schnapsen.King && schnapsen.Rank(c) != schnapsen.Queen {
				h.tb.cursor = i
				break
			}
		}
		if h.tb.cursor < 0 {
			continue
		}
		h.key("M")
		if nv := h.tb.view.(*schnapsen.View); nv.Declared[Human] == 0 {
			t.Fatalf("seed %d: M did not lead the marriage the button offers; status %q", seed, h.tb.status.Text)
		}
		return
	}
	t.Fatal("no seed dealt a single marriage to the leading person")
}

// TestSchnapsenLeadPromptOffersOnlyWhatIsPossible plays until the person
// leads with the stock used up: the status line must not invite them to
// exchange or close any more.
func TestSchnapsenLeadPromptOffersOnlyWhatIsPossible(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, "schnapsen", cards.German20, seed, fyne.NewSize(1024, 700))
		for i := 0; i < 40 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*schnapsen.View)
			if v.Lead == cards.None && v.StockState == schnapsen.StockExhausted {
				if strings.Contains(h.tb.status.Text, "close") {
					t.Fatalf("seed %d: stock used up, yet the prompt says %q", seed, h.tb.status.Text)
				}
				if !strings.Contains(h.tb.status.Text, "lead") {
					t.Fatalf("seed %d: the lead prompt is missing: %q", seed, h.tb.status.Text)
				}
				return
			}
			for _, cv := range h.handViews() {
				if cv.legal {
					test.Tap(cv)
					break
				}
			}
		}
	}
	t.Fatal("no seed let the person lead after the stock was used up")
}
