package schnapsen

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/table"
)

// TestSchnapsenTable_PlaysADealByKeys plays a deal with keys only: Enter on the cursor
// card, arrows to find a legal one, C to close the stock once.
func TestSchnapsenTable_PlaysADealByKeys(t *testing.T) {
	h := newHarness(t, 11, fyne.NewSize(1024, 700), nil)
	h.Key("C")
	if !h.Asking() {
		t.Fatal("C closed the stock without asking")
	}
	h.Key(fyne.KeyReturn) // yes, close
	v := h.View().(*schnapsen.View)
	if v.StockState != schnapsen.StockClosed || v.Closer != table.Human {
		t.Fatalf("C did not close the stock: %v by %d", v.StockState, v.Closer)
	}
	for i := 0; i < 200 && h.ToMove() == table.Human; i++ {
		if len(h.Choices()) > 0 {
			h.Key("1")
			continue
		}
		hand := h.Scene().Hand
		if len(h.HandActions(hand[h.Cursor()])) == 0 {
			h.Key(fyne.KeyRight)
			continue
		}
		h.Key(fyne.KeyReturn)
	}
	if h.ToMove() != games.Chance && h.ToMove() != games.Nobody {
		t.Fatalf("the deal did not end by keyboard; %d to move", h.ToMove())
	}
	h.Key(fyne.KeyReturn) // next deal from the summary
	if h.State().Result().Deals != 1 || h.ToMove() < 0 {
		t.Fatalf("Enter on the summary did not deal: to move %d", h.ToMove())
	}
}

// TestSchnapsenTable_MarriageKeyFollowsButton presses M with the cursor on a card
// that has no marriage while the table shows a single "Marriage … (M)"
// button: M must announce that marriage, as the button says, not refuse.
func TestSchnapsenTable_MarriageKeyFollowsButton(t *testing.T) {
	for seed := uint64(1); seed < 300; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		v := h.View().(*schnapsen.View)
		if v.ToMove != table.Human || v.Lead != cards.None {
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
		hand := h.Hand()
		h.SetCursor(-1)
		for i, c := range hand {
			if schnapsen.Rank(c) != schnapsen.King && schnapsen.Rank(c) != schnapsen.Queen {
				h.SetCursor(i)
				break
			}
		}
		if h.Cursor() < 0 {
			continue
		}
		h.Key("M")
		if nv := h.View().(*schnapsen.View); nv.Declared[table.Human] == 0 {
			t.Fatalf("seed %d: M did not lead the marriage the button offers; status %q", seed, h.Status())
		}
		return
	}
	t.Fatal("no seed dealt a single marriage to the leading person")
}

// TestSchnapsenTable_LastTrickStaysSaid: the finished trick leaves the
// felt after a moment, so the person's next prompt says it — who took it,
// its two cards and its points — until the person plays a card (issue 40:
// the status said only "Your lead"). (Mutation tried: Prompt without the
// trick's line — the status named neither card.)
func TestSchnapsenTable_LastTrickStaysSaid(t *testing.T) {
	h := newHarness(t, 4, fyne.NewSize(1024, 700), nil)
	checked := 0
	h.BeforeMove = func() {
		v := h.View().(*schnapsen.View)
		if len(v.History) == 0 || len(h.Choices()) > 0 {
			return
		}
		last := v.History[len(v.History)-1]
		status := h.Status()
		for _, c := range []cards.Card{last.Lead, last.Follow} {
			if !strings.Contains(status, h.CardName(c)) {
				t.Errorf("trick %d: the status %q does not name %s of the last trick", len(v.History), status, h.CardName(c))
			}
		}
		if !strings.HasPrefix(status, h.SeatName(int(last.Winner))+" ") {
			t.Errorf("trick %d: the status %q does not say that %s took it", len(v.History), status, h.SeatName(int(last.Winner)))
		}
		checked++
	}
	h.PlayDeal(nil)
	if checked < 3 {
		t.Fatalf("only %d turns after a trick checked", checked)
	}
}
