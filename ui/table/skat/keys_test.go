package skat

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/players"
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

// toAnnounceByWidgets plays the person's side through the widgets (bids to
// 30, takes the skat, lays away the first two cards) until the person is to
// announce; false when the computers win the auction.
func toAnnounceByWidgets(h *tabletest.Harness) bool {
	for i := 0; i < 20; i++ {
		v, ok := h.View().(*skat.View)
		if !ok || h.ToMove() != table.Human || v.Phase == skat.PhasePlay {
			return false
		}
		if v.Phase == skat.PhaseAnnounce {
			return true
		}
		skatBidder(h)
	}
	return false
}

// highlighted is the one decision button that stands out (-1: none).
func highlighted(t *testing.T, h *tabletest.Harness) int {
	t.Helper()
	at := -1
	for i, b := range h.ControlButtons() {
		if b.Importance == widget.HighImportance {
			require.Equal(t, -1, at, "two buttons stand out")
			at = i
		}
	}
	return at
}

// TestSkatTable_ArrowsWalkEveryAnnouncement: after winning Skat's auction and
// laying away, Right, Down and Tab move through every announcement button
// in turn, and round again, the status bar naming the one highlighted;
// Left and Up go back; no card stands raised; the key hint says how.
// (Mutation tried: the old arrows, Up and Down only, Left and Right on the
// hand — Right left the highlight where it was.)
func TestSkatTable_ArrowsWalkEveryAnnouncement(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1280, 800), nil)
		h.RouteKeys()
		h.W.Canvas().Focus(h.Table)
		if !toAnnounceByWidgets(h) || h.View().(*skat.View).HandGame {
			continue
		}
		v := h.View().(*skat.View)
		g := h.Game().(*game)
		n := len(g.announceActions(h.Host(), v))
		require.Greater(t, n, 2)
		require.Len(t, h.ControlButtons(), n)
		assert.Empty(t, h.Raised(), "a card laid away or kept stays raised")
		assert.Contains(t, tabletest.Labels(h.Controls()), "Arrow keys choose · Enter confirms", "the key hint")
		start := highlighted(t, h)
		require.GreaterOrEqual(t, start, 0)
		for i := 1; i <= n; i++ {
			h.Press([]fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyTab}[i%3])
			require.Equal(t, (start+i)%n, highlighted(t, h), "step %d", i)
			assert.Equal(t, h.ControlButtons()[(start+i)%n].Text, h.Status(), "the status names the highlighted choice")
		}
		h.Press(fyne.KeyLeft)
		require.Equal(t, (start+n-1)%n, highlighted(t, h), "Left")
		h.Press(fyne.KeyUp)
		require.Equal(t, (start+n-2)%n, highlighted(t, h), "Up")
		require.Equal(t, fyne.Focusable(h.Table), h.W.Canvas().Focused(), "Tab carried the keys off the table")
		want := h.ControlButtons()[(start+n-2)%n]
		h.Press(fyne.KeyReturn)
		require.Equal(t, skat.PhasePlay, h.View().(*skat.View).Phase, "Enter announced nothing")
		assert.Contains(t, want.Text, h.Host().Name(h.View().(*skat.View).Game.Name()), "Enter announced another game than the highlighted one")
		return
	}
	t.Fatal("no seed let the person announce after laying away")
}

// TestSkatTable_AnnouncementStartsOnTheBestGame: the announcement's
// highlight starts on the game the Expert would announce with these cards
// (players.Hint: the best game the hand can win), never by default on a
// game that needs Schneider while another covers the bid; Enter announces
// it. (Mutation tried: the game's own default without the Expert's
// judgement — on seed 1 the highlight stood on Bells, where the Expert
// announces Null ouvert.)
func TestSkatTable_AnnouncementStartsOnTheBestGame(t *testing.T) {
	seen := 0
	for seed := uint64(1); seed < 40 && seen < 3; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1280, 800), nil)
		if !toAnnounceByWidgets(h) {
			continue
		}
		seen++
		v := h.View().(*skat.View)
		sc, err := players.Hint(context.Background(), v)
		require.NoError(t, err)
		at := highlighted(t, h)
		require.GreaterOrEqual(t, at, 0, "seed %d: nothing highlighted", seed)
		g := h.Game().(*game)
		cs := g.announceActions(h.Host(), v)
		require.Equal(t, sc[0].Action, cs[at].Action, "seed %d: highlighted %q, the Expert announces %s", seed, cs[at].Label, v.FormatAction(sc[0].Action))
		h.Key(fyne.KeyReturn)
		m, _ := skat.Decode(sc[0].Action)
		assert.Equal(t, m.Game, h.View().(*skat.View).Game, "seed %d: Enter announced another game", seed)
	}
	require.Equal(t, 3, seen, "too few deals reached the announcement")
}

// TestSkatTable_KeysReachTheAnnouncement reaches the announcement by keys
// alone, delivered as the desktop driver does (to the focused table), in
// every language at 800×600: the highlight starts on the Expert's game,
// each Right moves it to the next game, round all of them, and the
// highlighted button is wholly in the window. The next deal's announcement
// starts on its own Expert's game again.
func TestSkatTable_KeysReachTheAnnouncement(t *testing.T) {
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
					h.Press("B")
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
	expert := func(h *tabletest.Harness) int {
		sc, err := players.Hint(context.Background(), h.View())
		require.NoError(t, err)
		for i, c := range h.Game().(*game).announceActions(h.Host(), h.View().(*skat.View)) {
			if c.Action == sc[0].Action {
				return i
			}
		}
		return -1
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
			start := highlighted(t, h)
			require.Equal(t, expert(h), start, "the announcement starts on the Expert's game")
			win := h.W.Canvas().Size()
			d := fyne.CurrentApp().Driver()
			for k := 1; k <= n+1; k++ {
				h.Press(fyne.KeyRight)
				hi := highlighted(t, h)
				require.Equal(t, (start+k)%n, hi, "Right pressed %d times", k)
				bt := h.ControlButtons()[hi]
				p := d.AbsolutePositionForObject(bt)
				assert.True(t, p.X >= 0 && p.Y >= 0 && p.X+bt.Size().Width <= win.Width+0.5 && p.Y+bt.Size().Height <= win.Height+0.5,
					"%q at %v size %v is not wholly in the %v window", bt.Text, p, bt.Size(), win)
			}
			// The next deals: the same table, a new game each, until the
			// person announces again.
			for i := 0; i < 30; i++ {
				h.Press(fyne.KeyReturn)
				h.PlayDeal(nil)
				h.NewGame()
				h.W.Canvas().Focus(h.Table)
				if toAnnounce(h) {
					require.Equal(t, expert(h), highlighted(t, h), "the next deal's announcement starts on its Expert's game")
					return
				}
			}
			t.Fatal("the person never announced in a later deal")
		})
	}
}

// TestSkatTable_TakenSkatIsMarked: after taking the skat, its two cards
// carry a "Skat" mark in the hand until two cards are laid away (issue
// 40: they could not be told from the others); no other card is marked,
// and the marks go with the lay-away. (Mutation tried: the scene without
// the marks — none was found.)
func TestSkatTable_TakenSkatIsMarked(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		for i := 0; i < 40 && h.ToMove() == table.Human; i++ {
			v := h.View().(*skat.View)
			if v.Phase == skat.PhaseAuction {
				if v.Current < 30 {
					h.Key("B")
				} else {
					h.Key("P")
				}
				continue
			}
			if v.Phase == skat.PhaseSkat {
				h.Key("S")
			}
			break
		}
		v := h.View().(*skat.View)
		if h.ToMove() != table.Human || v.Phase != skat.PhaseDiscard {
			continue
		}
		taken, _ := h.State().(*skat.State).Skat()
		marks := map[string]bool{}
		for k, tx := range h.Texts() {
			if strings.HasPrefix(k, "skat#") && tx.Visible() {
				marks[k] = true
			}
		}
		require.Len(t, marks, 2, "seed %d: the two cards from the skat are not both marked", seed)
		for _, c := range taken.Cards() {
			assert.True(t, marks["skat#"+strconv.Itoa(int(c))], "seed %d: %s from the skat is not marked", seed, h.CardName(c))
		}
		h.Key(fyne.KeyReturn)
		h.Key(fyne.KeyRight)
		h.Key(fyne.KeyReturn)
		require.NotEqual(t, skat.PhaseDiscard, h.View().(*skat.View).Phase, "the lay-away did not end")
		for k, tx := range h.Texts() {
			assert.False(t, strings.HasPrefix(k, "skat#") && tx.Visible(), "seed %d: the mark %s stays after the lay-away", seed, k)
		}
		return
	}
	t.Fatal("no seed let the person take the skat")
}

// TestSkatTable_AnnouncementDigits: every announcement button shows its
// digit ("1 · Bells · 27"), as every choice's does, and the digit
// announces that game (issue 40: the announcement buttons showed no key).
// (Mutation tried: the buttons without digits — the labels failed; Key
// without the digits — 2 announced nothing.)
func TestSkatTable_AnnouncementDigits(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		if !toAnnounceByWidgets(h) {
			continue
		}
		bs := h.ControlButtons()
		require.GreaterOrEqual(t, len(bs), 6)
		for i, b := range bs {
			assert.True(t, strings.HasPrefix(b.Text, strconv.Itoa(i+1)+" · "), "button %d reads %q", i, b.Text)
		}
		want := h.Game().(*game).announceActions(h.Host(), h.View().(*skat.View))[1].Action
		moves := len(h.Record().Moves)
		h.Key("2")
		require.Greater(t, len(h.Record().Moves), moves, "2 announced nothing")
		v := h.State().View(table.Human).(*skat.View)
		m, _ := skat.Decode(want)
		assert.Equal(t, m.Game, v.Game, "2 did not announce the second game")
		return
	}
	t.Fatal("the person never reached the announcement")
}
