package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// TestSkatSeatInfo checks the word under each seat's name during the
// auction: the seat to move is never said to be waiting, and the person's
// own seat says it is their turn.
func TestSkatSeatInfo(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	other := (Human + 1) % 3
	tests := []struct {
		name     string
		toMove   int
		seat     int
		passed   bool
		said     int
		thinking bool
		want     string
	}{
		{"my turn, nothing said yet", Human, Human, false, 0, false, "your turn"},
		{"my turn after saying 18", Human, Human, false, 18, false, "said 18 · your turn"},
		{"waiting for my turn", other, Human, false, 0, false, "waiting"},
		{"said 20, another seat to move", other, Human, false, 20, false, "said 20"},
		{"I passed", other, Human, true, 0, false, "passed"},
		{"a computer to move", other, other, false, 0, false, "to bid"},
		{"a computer to move after saying 18", other, other, false, 18, false, "said 18 · to bid"},
		{"a computer thinking", other, other, false, 0, true, "thinking…"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &skat.View{Seat: Human, ToMove: tc.toMove, Phase: skat.PhaseAuction, Dealer: 2, Declarer: -1}
			v.Passed[tc.seat] = tc.passed
			v.Said[tc.seat] = tc.said
			h.tb.thinking = tc.thinking
			defer func() { h.tb.thinking = false }()
			if got := h.tb.skatSeatInfo(v, tc.seat); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestSkatMyLabelAgreesWithStatus plays into the auction until the person
// is to move and checks the label under their hand: the status bar asks for
// a bid, so the label must not say "waiting".
func TestSkatMyLabelAgreesWithStatus(t *testing.T) {
	for seed := uint64(1); seed < 20; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		v := h.tb.view.(*skat.View)
		if h.tb.ctl.toMove() != Human || v.Phase != skat.PhaseAuction {
			continue
		}
		if !strings.Contains(h.tb.status.Text, "Your turn in the auction") {
			t.Fatalf("seed %d: status %q", seed, h.tb.status.Text)
		}
		var mine string
		for _, tx := range h.tb.scene.texts {
			if tx.key == "me" {
				mine = tx.s
			}
		}
		if !strings.Contains(mine, "your turn") || strings.Contains(mine, "waiting") {
			t.Errorf("seed %d: the person's label says %q while it is their turn in the auction", seed, mine)
		}
		return
	}
	t.Fatal("the person was never to move in the auction at the start of a deal")
}

// TestSkatAnnounceButtonsFit reaches the announcement on the smallest
// supported window: every game's button must be fully on screen, not
// hidden at the end of a scrolled row behind the table's tools.
func TestSkatAnnounceButtonsFit(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1024, 700))
		for i := 0; i < 20 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*skat.View)
			if v.Phase != skat.PhaseAnnounce {
				if !skatBidder(h) {
					break
				}
				continue
			}
			bs := h.controlButtons()
			if len(bs) < 6 {
				t.Fatalf("only %d announcement buttons", len(bs))
			}
			d := fyne.CurrentApp().Driver()
			toolsX := d.AbsolutePositionForObject(h.tb.tools).X
			for _, b := range bs {
				p := d.AbsolutePositionForObject(b)
				if p.X < 0 || p.X+b.Size().Width > toolsX+1 {
					t.Errorf("%q spans x %.0f–%.0f; the tools start at %.0f", b.Text, p.X, p.X+b.Size().Width, toolsX)
				}
			}
			return
		}
	}
	t.Fatal("the person never reached the announcement")
}
