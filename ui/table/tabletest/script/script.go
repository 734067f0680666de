// Package script is the person's scripted decisions that the tables' tests
// share: what PlayDeal cannot decide by itself (tabletest.Harness taps the
// first glowing card, else the last control) and a test needs to reach a
// phase — Skat's bidding and declaring, Go-Stop's Stop, Schnapsen's close.
// It is the one part of the test kit that names games (tabletest names
// none), so that a game's folder and the list (ui/table/tables) play the
// same person. Only tests import it.
package script

import (
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// SkatBidder bids up to 30, takes the skat, lays away the first two cards
// and announces the game highlighted first: the person declares when the
// computers let it.
func SkatBidder(h *tabletest.Harness) bool {
	v, ok := h.View().(*skat.View)
	if !ok {
		return false
	}
	bs := h.ControlButtons()
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
		hv := h.HandViews()
		test.Tap(hv[0])
		test.Tap(hv[1])
		return true
	}
	return false
}

// Stopper says Stop at Go-Stop's first decision, so that its match is one
// deal; other games play on.
func Stopper(h *tabletest.Harness) bool {
	if v, ok := h.View().(*gostop.View); ok && v.Phase == gostop.PhaseDecide {
		h.Key("S")
		return true
	}
	return false
}

// Closer closes Schnapsen's stock at the first chance, so that a deal
// reaches the closed phase; other games play on.
func Closer(h *tabletest.Harness) bool {
	if _, ok := h.View().(*schnapsen.View); !ok {
		return false
	}
	for _, a := range h.View().Legal(nil) {
		if a == schnapsen.Close {
			h.Play(a)
			return true
		}
	}
	return false
}

// EveryPhase makes the person reach every phase of each game: Skat bids to
// 30 and declares (SkatBidder), Schnapsen closes the stock (Closer),
// Go-Stop stops at its first decision (Stopper).
func EveryPhase(h *tabletest.Harness) bool {
	return SkatBidder(h) || Closer(h) || Stopper(h)
}
