package schnapsen

import (
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
