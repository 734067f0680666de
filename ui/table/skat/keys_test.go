package skat

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestSkatTable_KeysComeBackAfterTheBidList: choosing from Skat's "Bid
// higher…" list (which takes the focus when opened) gives the keys back.
func TestSkatTable_KeysComeBackAfterTheBidList(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1280, 800), nil)
		h.RouteKeys()
		v := h.View().(*skat.View)
		if h.ToMove() != table.Human || v.Phase != skat.PhaseAuction {
			continue
		}
		var sel *widget.Select
		for _, o := range h.Controls().Objects {
			if s, ok := o.(*widget.Select); ok {
				sel = s
			}
		}
		if sel == nil {
			continue
		}
		test.Tap(sel) // opens the list and takes the focus
		for h.W.Canvas().Overlays().Top() != nil {
			h.W.Canvas().Overlays().Remove(h.W.Canvas().Overlays().Top())
		}
		require.Equal(t, fyne.Focusable(sel), h.W.Canvas().Focused())
		sel.SetSelected(sel.Options[0])
		require.NotEqual(t, fyne.Focusable(sel), h.W.Canvas().Focused(), "the bid list kept the keys")
		return
	}
	t.Fatal("no seed gave the person a bid list")
}

// TestSkatTable_ArrowsWalkEveryAnnouncement: after winning Skat's auction and
// laying away, Up and Down move through every announcement button in turn,
// and round again, the status bar naming the one highlighted; no card
// stands raised. (Mutation tried: the old arrows without the status line —
// the status kept the prompt; handRow without snapCursor — the card laid
// away last stayed raised.)
func TestSkatTable_ArrowsWalkEveryAnnouncement(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1280, 800), nil)
		h.RouteKeys()
		for i := 0; i < 20; i++ {
			v, ok := h.View().(*skat.View)
			if !ok || h.ToMove() != table.Human || v.Phase == skat.PhaseAnnounce || v.Phase == skat.PhasePlay {
				break
			}
			skatBidder(h)
		}
		v, ok := h.View().(*skat.View)
		if !ok || h.ToMove() != table.Human || v.Phase != skat.PhaseAnnounce || v.HandGame {
			continue
		}
		g := h.Game().(*game)
		n := len(g.announceActions(h.Host(), v))
		require.Greater(t, n, 2)
		assert.Empty(t, h.Raised(), "a card laid away or kept stays raised")
		highlighted := func() int {
			at := -1
			for i, b := range h.ControlButtons() {
				if b.Importance == widget.HighImportance {
					require.Equal(t, -1, at, "two buttons stand out")
					at = i
				}
			}
			return at
		}
		start := highlighted()
		require.Equal(t, g.annIndex, start)
		for i := 1; i <= n; i++ {
			h.Press(fyne.KeyDown)
			require.Equal(t, (start+i)%n, highlighted(), "Down %d times", i)
			assert.Equal(t, h.ControlButtons()[(start+i)%n].Text, h.Status(), "the status names the highlighted choice")
		}
		h.Press(fyne.KeyUp)
		require.Equal(t, (start+n-1)%n, highlighted(), "Up")
		return
	}
	t.Fatal("no seed let the person announce after laying away")
}

// TestSkatTable_DownWalksEveryGame reaches the announcement by keys
// alone, delivered as the desktop driver does (to the focused table), in
// every language at 800×600: each Down moves the highlight to the next
// game, round all of them, and the highlighted button is wholly in the
// window. The next deal's announcement starts on its first game again.
// (Mutation tried: note without resetting annIndex on a new deal — the
// second deal's highlight started where the first had stopped, on its
// fourth game.)
func TestSkatTable_DownWalksEveryGame(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	toAnnounce := func(h *tabletest.Harness) bool {
		for i := 0; i < 40; i++ {
			if h.ToMove() != table.Human || h.SummaryShown() {
				return false
			}
			v := h.View().(*skat.View)
			switch v.Phase {
			case skat.PhaseAuction:
				if v.Current < 30 {
					h.Press("H")
				} else {
					h.Press("P")
				}
			case skat.PhaseSkat:
				h.Press("S")
			case skat.PhaseDiscard:
				h.Press(fyne.KeyReturn)
				h.Press(fyne.KeyRight)
				h.Press(fyne.KeyReturn)
			case skat.PhaseAnnounce:
				return true
			default:
				return false
			}
		}
		return false
	}
	highlighted := func(h *tabletest.Harness) int {
		hi := -1
		for j, b := range h.ControlButtons() {
			if b.Importance == widget.HighImportance {
				require.Equal(t, -1, hi, "two buttons highlighted")
				hi = j
			}
		}
		return hi
	}
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			var h *tabletest.Harness
			for seed := uint64(1); seed <= 30; seed++ {
				h = newHarness(t, seed, fyne.NewSize(800, 600), func(o *table.Options) { o.Art = table.Art{} })
				h.L.SetLanguage(lang)
				h.RouteKeys()
				h.W.Canvas().Focus(h.Table)
				if toAnnounce(h) {
					break
				}
				h = nil
			}
			require.NotNil(t, h, "the person never reached the announcement")
			n := len(h.ControlButtons())
			require.GreaterOrEqual(t, n, 6)
			require.Equal(t, 0, highlighted(h), "the announcement starts on its first game")
			win := h.W.Canvas().Size()
			d := fyne.CurrentApp().Driver()
			for k := 1; k <= n+1; k++ {
				h.Press(fyne.KeyDown)
				hi := highlighted(h)
				require.Equal(t, k%n, hi, "Down pressed %d times", k)
				bt := h.ControlButtons()[hi]
				p := d.AbsolutePositionForObject(bt)
				assert.True(t, p.X >= 0 && p.Y >= 0 && p.X+bt.Size().Width <= win.Width+0.5 && p.Y+bt.Size().Height <= win.Height+0.5,
					"%q at %v size %v is not wholly in the %v window", bt.Text, p, bt.Size(), win)
			}
			h.Press(fyne.KeyDown)
			h.Press(fyne.KeyDown) // the third game stands highlighted
			require.Equal(t, 3%n, highlighted(h))
			// The next deals: the same table, a new game each, until the
			// person announces again.
			for i := 0; i < 30; i++ {
				test.Tap(h.ControlButtons()[0])
				h.PlayDeal(nil)
				h.NewGame()
				h.W.Canvas().Focus(h.Table)
				if toAnnounce(h) {
					require.Equal(t, 0, highlighted(h), "the next deal's announcement starts on its first game")
					return
				}
			}
			t.Fatal("the person never announced in a later deal")
		})
	}
}
