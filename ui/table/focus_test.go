package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// press delivers a key the way the desktop driver does: to the focused
// object if there is one, else to the window's handler (which the shell
// points at the screen's handler, as routeKeys does here).
func (h *harness) press(name fyne.KeyName) {
	c := h.w.Canvas()
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if k := c.OnTypedKey(); k != nil {
		k(ev)
	}
}

// routeKeys makes the window's key handler the table's, as the shell's
// navigator does.
func (h *harness) routeKeys() {
	h.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if h.keyH != nil {
			h.keyH(ev)
		}
	})
}

// TestTable_KeysComeBackAfterAControl: a decision button, once used, must
// not keep the keyboard: the next arrow key moves the hand cursor.
// (Mutation tried: humanAct without reclaimFocus — the key went to the
// used button and the cursor stayed put.)
func TestTable_KeysComeBackAfterAControl(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 11, fyne.NewSize(1024, 700))
	h.routeKeys()
	// A control under the felt that plays a move: play a hand card through
	// a button of our own that does what the decision buttons do.
	var legal *cardView
	for _, v := range h.handViews() {
		if v.legal {
			legal = v
			break
		}
	}
	require.NotNil(t, legal, "no legal card at the start")
	acts := h.tb.handActions(legal.card)
	require.NotEmpty(t, acts)
	b := h.tb.button("play", acts[0])
	h.tb.controls.Add(b)
	h.w.Canvas().Focus(b)
	test.Tap(b)
	require.Equal(t, Human, h.tb.ctl.toMove(), "the computer should have answered")
	require.Equal(t, fyne.Focusable(h.tb), h.w.Canvas().Focused(), "the table did not take the keys back")
	before := h.tb.cursor
	h.press(fyne.KeyRight)
	require.NotEqual(t, before, h.tb.cursor, "Right after using a control did not move the cursor")
}

// TestTable_KeysComeBackAfterTheBidList: choosing from Skat's "Bid
// higher…" list (which takes the focus when opened) gives the keys back.
func TestTable_KeysComeBackAfterTheBidList(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		h.routeKeys()
		v := h.tb.view.(*skat.View)
		if h.tb.ctl.toMove() != Human || v.Phase != skat.PhaseAuction {
			continue
		}
		var sel *widget.Select
		for _, o := range h.tb.controls.Objects {
			if s, ok := o.(*widget.Select); ok {
				sel = s
			}
		}
		if sel == nil {
			continue
		}
		test.Tap(sel) // opens the list and takes the focus
		for h.w.Canvas().Overlays().Top() != nil {
			h.w.Canvas().Overlays().Remove(h.w.Canvas().Overlays().Top())
		}
		require.Equal(t, fyne.Focusable(sel), h.w.Canvas().Focused())
		sel.SetSelected(sel.Options[0])
		require.NotEqual(t, fyne.Focusable(sel), h.w.Canvas().Focused(), "the bid list kept the keys")
		return
	}
	t.Fatal("no seed gave the person a bid list")
}

// TestTable_FocusableForTheShell: the shell focuses a screen that can take
// the focus when it shows it (navigator.show), so that a Play button used on
// the home screen does not keep the keys; the table must be such a screen,
// and keys it does not use go on to the window's handler (Esc, F1).
func TestTable_FocusableForTheShell(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	var f fyne.Focusable = h.tb
	got := fyne.KeyName("")
	h.w.Canvas().SetOnTypedKey(func(ev *fyne.KeyEvent) {
		if h.keyH != nil && h.keyH(ev) {
			return
		}
		got = ev.Name
	})
	h.w.Canvas().Focus(f)
	h.press(fyne.KeyEscape)
	require.Equal(t, fyne.KeyEscape, got, "Esc did not reach the shell from the focused table")
}

// TestTable_EnterPlaysTheRaisedCard: whatever stands raised is what Enter
// plays. A refused tap moves the cursor to the tapped card; the old raised
// card must come down with it. (Mutation tried: the refusal re-placing the
// old scene, as before — the old card stayed raised while the cursor
// moved.)
func TestTable_EnterPlaysTheRaisedCard(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		for i := 0; i < 60 && !h.mustFollow(); i++ {
			if h.tb.ctl.toMove() != Human || !h.tb.overlay.Hidden {
				break
			}
			if !skatBidder(h) {
				for _, v := range h.handViews() {
					if v.legal {
						test.Tap(v)
						break
					}
				}
			}
		}
		if !h.mustFollow() {
			continue
		}
		var legal, illegal *cardView
		for _, v := range h.handViews() {
			if v.legal && legal == nil {
				legal = v
			}
			if !v.legal && illegal == nil {
				illegal = v
			}
		}
		// Raise the legal card, then tap the illegal one.
		for i, c := range h.tb.handCards() {
			if c == legal.card {
				h.key(fyne.KeyName(itoa(i + 1)))
			}
		}
		require.True(t, h.tb.pool[FaceKey(legal.card)].selected)
		test.Tap(illegal)
		h.assertRaisedIsCursor()
		// Enter now plays nothing (the raised card is illegal) and says so.
		moves := h.tb.ctl.moves
		h.key(fyne.KeyReturn)
		require.Equal(t, moves, h.tb.ctl.moves, "Enter played a card other than the raised one")
		return
	}
	t.Fatal("no seed made the person follow suit with a card it may not play")
}

// TestTable_CursorFollowsTheCardWhenTheHandIsSorted: the hand is sorted
// anew when a Skat game is announced; the raised card keeps the cursor.
// (Mutation tried: syncCursor keeping the index — the cursor stayed on the
// position and another card stood raised.)
func TestTable_CursorFollowsTheCardWhenTheHandIsSorted(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	hand := h.tb.handCards()
	require.GreaterOrEqual(t, len(hand), 3)
	h.key("3")
	want := hand[2]
	// The same cards in another order.
	re := append([]cards.Card{hand[2]}, hand[:2]...)
	re = append(re, hand[3:]...)
	h.tb.syncCursor(re)
	require.Equal(t, 0, h.tb.cursor)
	require.Equal(t, want, re[h.tb.cursor])
	// A hand without the card keeps the position, inside the hand.
	h.tb.syncCursor(re[1:2])
	require.Equal(t, 0, h.tb.cursor)
	require.Equal(t, re[1], h.tb.cursorCard)
}

func (h *harness) mustFollow() bool {
	v, ok := h.tb.view.(*skat.View)
	if !ok || h.tb.ctl.toMove() != Human || v.Phase != skat.PhasePlay || v.TrickLen == 0 {
		return false
	}
	n := 0
	for _, cv := range h.handViews() {
		if !cv.legal {
			n++
		}
	}
	return n > 0 && n < len(h.handViews())
}

// assertRaisedIsCursor: exactly the card under the cursor stands raised.
func (h *harness) assertRaisedIsCursor() {
	h.t.Helper()
	hand := h.tb.handCards()
	for i, c := range hand {
		v := h.tb.pool[FaceKey(c)]
		require.Equal(h.t, i == h.tb.cursor, v.selected, "card %d (%s) raised=%v, cursor %d", i, h.tb.cardName(c), v.selected, h.tb.cursor)
	}
}
