package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// firstLegal is the first glowing hand card, or nil.
func (h *harness) firstLegal() *cardView {
	for _, v := range h.handViews() {
		if v.legal {
			return v
		}
	}
	return nil
}

// TestTable_TapWhileCardsTravelIsKept: a tap on a hand card while an
// animation runs (right after a new game's deal was started, when the
// glow is already gone) is neither lost nor played at once: it is said to
// be kept, and played when the animation ends and the person's turn comes;
// a card gone from the hand meanwhile is dropped. (Mutation tried: tapCard
// returning on busy as before — nothing was said and the card stayed in
// the hand after the animation ended.)
func TestTable_TapWhileCardsTravelIsKept(t *testing.T) {
	for _, tc := range []struct {
		game string
		deck cards.DeckID
	}{
		{"gostop", cards.Hwatu48},
		{"schnapsen", cards.German20},
	} {
		t.Run(tc.game, func(t *testing.T) {
			h := newHarness(t, tc.game, tc.deck, 5, fyne.NewSize(800, 600))
			require.Equal(t, Human, h.tb.ctl.toMove(), "the test needs the person to lead")
			v := h.firstLegal()
			require.NotNil(t, v)
			moves := h.tb.ctl.moves
			// The cards are travelling: the table is busy, as animate leaves it.
			h.tb.busy = true
			test.Tap(v)
			require.Equal(t, moves, h.tb.ctl.moves, "a tap during the animation played at once")
			require.Contains(t, h.tb.status.Text, "as soon as the cards have landed")
			// The animation ends: the kept tap is played.
			h.tb.finishAnimation()
			require.Greater(t, h.tb.ctl.moves, moves, "the tap made during the animation was lost")
			require.NotContains(t, h.tb.handCards(), v.card)
		})
	}
}

// TestTable_TapAfterRefusalPlays: a refused tap on a card that may not be
// played leaves no state behind: the very next single tap on a legal card
// plays it (Skat and Schnapsen, following suit). (Mutation tried: a
// "raise first, tap again to play" rule for a legal card off the cursor —
// the legal tap only raised it and the test failed.)
func TestTable_TapAfterRefusalPlays(t *testing.T) {
	for _, game := range []string{"skat", "schnapsen"} {
		t.Run(game, func(t *testing.T) {
			deck := cards.German32
			if game == "schnapsen" {
				deck = cards.German20
			}
			for seed := uint64(1); seed < 60; seed++ {
				h := newHarness(t, game, deck, seed, fyne.NewSize(800, 600))
				var legal, illegal *cardView
				for i := 0; i < 80; i++ {
					if h.tb.ctl.toMove() != Human || !h.tb.overlay.Hidden {
						break
					}
					legal, illegal = nil, nil
					for _, v := range h.handViews() {
						if v.legal && legal == nil {
							legal = v
						}
						if !v.legal && illegal == nil {
							illegal = v
						}
					}
					if legal != nil && illegal != nil {
						break
					}
					if _, ok := h.tb.view.(*skat.View); ok && skatBidder(h) {
						continue
					}
					if legal == nil {
						break
					}
					test.Tap(legal)
				}
				if legal == nil || illegal == nil || h.tb.ctl.toMove() != Human {
					continue
				}
				moves := h.tb.ctl.moves
				test.Tap(illegal)
				require.Equal(t, moves, h.tb.ctl.moves, "an illegal card was played")
				require.NotEmpty(t, h.tb.status.Text, "the refusal was not said")
				c := legal.card
				test.Tap(h.tb.pool[FaceKey(c)])
				require.Greater(t, h.tb.ctl.moves, moves, "the legal tap after a refusal was swallowed")
				require.NotContains(t, h.tb.handCards(), c)
				return
			}
			t.Fatal("no seed gave the person a hand with legal and illegal cards")
		})
	}
}

// TestSkat_FinishedTrickStaysUntilTheNextLead: when a trick is complete,
// its three cards stay face up where they were played once the trick-won
// animation has ended, and the status no longer says a computer is
// thinking; they go when the next trick is led. (Mutation tried: the
// scene showing the last trick only after the game, as before — the cards
// were gone after the animation.)
func TestSkat_FinishedTrickStaysUntilTheNextLead(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(800, 600))
	for i := 0; i < 200; i++ {
		v := h.tb.view.(*skat.View)
		if v.Phase == skat.PhasePlay && v.TrickLen == 0 && v.TricksPlayed > 0 && !h.tb.busy {
			tr := v.History[v.TricksPlayed-1]
			for _, c := range tr.Cards {
				cv, ok := h.tb.pool[FaceKey(c)]
				require.True(t, ok, "card %v of the finished trick is gone", c)
				require.True(t, cv.Visible())
				require.True(t, h.tb.onBoard(cv), "card %v of the finished trick is not on the felt", c)
			}
			require.NotContains(t, h.tb.status.Text, "thinking", "the status still says a computer is thinking")
			if h.tb.ctl.toMove() != Human {
				t.Fatalf("stuck with seat %d to move", h.tb.ctl.toMove())
			}
			lead := h.firstLegal()
			require.NotNil(t, lead)
			test.Tap(lead)
			nv := h.tb.view.(*skat.View)
			if nv.TrickLen > 0 && nv.TricksPlayed == v.TricksPlayed {
				for _, c := range tr.Cards {
					_, ok := h.tb.pool[FaceKey(c)]
					require.False(t, ok, "card %v of the old trick is still shown after the next lead", c)
				}
			}
			return
		}
		if h.tb.ctl.toMove() != Human || !h.tb.overlay.Hidden {
			t.Fatalf("the person never led after a trick (to move %d)", h.tb.ctl.toMove())
		}
		if skatBidder(h) {
			continue
		}
		l := h.firstLegal()
		require.NotNil(t, l)
		test.Tap(l)
	}
	t.Fatal("no finished trick with the person to lead")
}
