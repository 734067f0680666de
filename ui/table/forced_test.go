package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ui/env"
)

// TestTable_ForcedCardPlayedForYouAsAnOption: with the option on, the
// person is never left to play a card that is the only one legal (the last
// card of a deal at the latest); with it off, they play it themselves —
// the same deal, so the check is not vacuous.
func TestTable_ForcedCardPlayedForYouAsAnOption(t *testing.T) {
	for _, tc := range []struct {
		on         bool
		wantForced bool // the person met a turn with one legal card
	}{{false, true}, {true, false}} {
		h := newToyHarness(t, 3, fyne.NewSize(1024, 700), nil)
		h.app.Preferences().SetBool(env.PrefAutoForced, tc.on)
		// Set before the first deal: the new harness waits on the first
		// turn already, so the match starts anew with the option.
		h.tb.newGame()
		forced := 0
		h.beforeMove = func() {
			if len(h.tb.view.Legal(nil)) == 1 {
				forced++
			}
		}
		h.playDeal(nil)
		if got := forced > 0; got != tc.wantForced {
			t.Errorf("option %v: %d turns with one legal card left to the person", tc.on, forced)
		}
	}
}

// TestTable_PauseAfterEachTrickAsAnOption: with the option on, the table
// holds after each trick or capture with the cards on the felt, and a key
// (as the desktop driver sends it) or a click on the table goes on; with
// it off nothing waits.
func TestTable_PauseAfterEachTrickAsAnOption(t *testing.T) {
	for _, tc := range []struct {
		on   bool
		goOn func(h *harness)
	}{
		{false, nil},
		{true, func(h *harness) { h.key(fyne.KeySpace) }},
		{true, func(h *harness) { test.Tap(h.tb) }},
	} {
		h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
		h.app.Preferences().SetBool(env.PrefPauseTricks, tc.on)
		pauses := 0
		for i := 0; i < 40 && h.tb.ctl.toMove() == Human; i++ {
			h.tb.humanAct(h.tb.view.Legal(nil)[0])
			for h.tb.waiting != nil {
				pauses++
				if !h.tb.busy {
					t.Fatal("held, but not in an animation")
				}
				if !strings.Contains(h.tb.status.Text, "press a key") {
					t.Errorf("the pause does not say how to go on: %q", h.tb.status.Text)
				}
				tc.goOn(h)
			}
		}
		if got := pauses > 0; got != tc.on {
			t.Errorf("option %v: %d pauses", tc.on, pauses)
		}
		if tc.on && h.tb.ctl.toMove() == Human {
			t.Error("the deal did not go on after the pauses")
		}
	}
}
