package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// TestTable_OfferNumbersChoicesAndCancels: a pending choice shows numbered
// buttons and a Cancel that drops the choice and restores the prompt.
func TestTable_OfferNumbersChoicesAndCancels(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	tb := h.tb
	legal := tb.view.Legal(nil)
	tb.offer("Pick one", []Choice{{"first", legal[0]}, {"second", legal[0]}})
	bs := h.controlButtons()
	var got []string
	for _, b := range bs {
		got = append(got, b.Text)
	}
	if len(got) != 3 || got[0] != "1 · first" || got[1] != "2 · second" || got[2] != "Cancel" {
		t.Fatalf("buttons %q", got)
	}
	if tb.status.Text != "Pick one" {
		t.Errorf("status %q", tb.status.Text)
	}
	test.Tap(bs[2])
	if len(tb.choices) != 0 {
		t.Fatal("Cancel kept the choice")
	}
	if want := tb.g.Prompt(tb.hst, tb.view); tb.status.Text != want {
		t.Errorf("status %q after Cancel, want the prompt %q", tb.status.Text, want)
	}
}
