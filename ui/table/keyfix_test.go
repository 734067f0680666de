package table

import (
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/skat"
)

// toCardTurn plays on (Skat's auction and announcement through
// skatBidder, else the first glowing card) until the person is to play a
// card with at least two to choose from.
func (h *harness) toCardTurn() bool {
	h.t.Helper()
	for i := 0; i < 80; i++ {
		if h.tb.ctl.toMove() != Human || !h.tb.overlay.Hidden {
			return false
		}
		n := 0
		var first *cardView
		for _, v := range h.handViews() {
			if v.legal {
				n++
				if first == nil {
					first = v
				}
			}
		}
		if n >= 2 && len(h.tb.choices) == 0 {
			return true
		}
		if _, ok := h.tb.view.(*skat.View); ok && skatBidder(h) {
			continue
		}
		if first == nil {
			return false
		}
		h.tb.tapCard(first.card)
	}
	return false
}

// raised returns the hand cards standing raised.
func (h *harness) raised() []cards.Card {
	var out []cards.Card
	for _, v := range h.handViews() {
		if v.selected {
			out = append(out, v.card)
		}
	}
	return out
}

// TestKeyfix_EnterPlaysTheHintedCard: once a hint names a card, that card
// is the raised one, so Enter plays the hint and not the card raised before
// it; raising another card takes the "Hint" mark away, H brings it back.
// (Mutation tried: showHint without raiseHint, as before — the old card
// stayed raised and Enter played it.)
func TestKeyfix_EnterPlaysTheHintedCard(t *testing.T) {
	for _, c := range tableGames {
		t.Run(c.game, func(t *testing.T) {
			settled := make(chan bool, 1)
			var hinted games.Action
			h := newHarnessOpt(t, c.game, c.deck, 5, fyne.NewSize(1024, 700), func(o *Options) {
				o.HintSettled = func(shown bool) { settled <- shown }
				o.Hint = func(ctx context.Context, v games.View) ([]ai.Scored, error) {
					return []ai.Scored{{Action: hinted, Text: v.FormatAction(hinted), Value: 1, N: 1}}, nil
				}
			})
			require.True(t, h.toCardTurn(), "no turn with two cards to play")
			raisedBefore := h.tb.cursorCard
			require.NotEqual(t, cards.None, raisedBefore)
			// The hint is a card other than the raised one, with a single
			// move, so that Enter plays it at once.
			var want cards.Card
			for _, v := range h.handViews() {
				if acts := h.tb.handActions(v.card); v.legal && v.card != raisedBefore && len(acts) == 1 {
					want, hinted = v.card, acts[0]
					break
				}
			}
			require.NotEqual(t, cards.None, want, "no second card to hint")
			text := h.tb.view.FormatAction(hinted)

			h.tb.opt.RunAI = func(f func()) { go f() }
			h.key(fyne.KeyH)
			require.True(t, <-settled, "the hint was shown")
			h.tb.opt.RunAI = func(f func()) { f() }
			assert.Equal(t, []cards.Card{want}, h.raised(), "the hinted card alone stands raised")
			assert.Equal(t, want, h.tb.cursorCard)
			_, marked := h.tb.texts["hint#"]
			assert.True(t, marked, "the hint mark is on the felt")

			h.key(fyne.KeyRight)
			_, marked = h.tb.texts["hint#"]
			assert.False(t, marked, "the mark stays on a card no longer raised")
			h.key(fyne.KeyH) // the hint again: its card raised and marked anew
			_, marked = h.tb.texts["hint#"]
			assert.True(t, marked)
			assert.Equal(t, []cards.Card{want}, h.raised())

			moves := len(h.tb.ctl.rec.Moves)
			h.key(fyne.KeyReturn)
			require.Greater(t, len(h.tb.ctl.rec.Moves), moves, "Enter played nothing")
			played := h.tb.ctl.rec.Moves[moves]
			assert.Equal(t, Human, played.Seat)
			assert.Equal(t, text, played.Action, "Enter did not play the hinted move")
			_, marked = h.tb.texts["hint#"]
			assert.False(t, marked, "a move takes the mark away")
		})
	}
}

// TestKeyfix_RaisedCardIsPlayableOnEveryTurn plays deals of every game
// through the widgets and checks each of the person's turns as it begins:
// when some card may be played, the raised card is one of them (Enter
// plays it), and on a turn with no card to play after one with cards
// (Skat's announcement after the lay-away) no card stands raised.
// (Mutation tried: handRow without snapCursor — the raised card stayed on
// an illegal card in Skat and Schnapsen, and on the card laid away last.)
func TestKeyfix_RaisedCardIsPlayableOnEveryTurn(t *testing.T) {
	for _, c := range tableGames {
		t.Run(c.game, func(t *testing.T) {
			checked, announce := 0, 0
			for seed := uint64(1); seed <= 4; seed++ {
				h := newHarness(t, c.game, c.deck, seed, fyne.NewSize(1024, 700))
				h.beforeMove = func() {
					if len(h.tb.choices) > 0 || h.tb.hasPick() {
						return // a choice under way keeps its card
					}
					legal := 0
					for _, v := range h.handViews() {
						if v.legal {
							legal++
						}
					}
					raised := h.raised()
					if v, ok := h.tb.view.(*skat.View); ok && v.Phase == skat.PhaseAnnounce {
						announce++
						assert.Empty(t, raised, "seed %d: a card stays raised for the announcement", seed)
					}
					if legal == 0 {
						return
					}
					checked++
					require.Len(t, raised, 1, "seed %d: one card stands raised", seed)
					assert.True(t, h.tb.pool[FaceKey(raised[0])].legal, "seed %d: the raised %s may not be played", seed, h.tb.cardName(raised[0]))
				}
				var prefer func(*harness) bool
				switch c.game {
				case "skat":
					prefer = skatBidder
				case "gostop":
					prefer = func(h *harness) bool {
						if h.tb.view.(*gostop.View).Phase == gostop.PhaseDecide {
							h.key("S")
							return true
						}
						return false
					}
				}
				h.playDeal(prefer)
			}
			assert.Positive(t, checked)
			if c.game == "skat" {
				assert.Positive(t, announce, "no seed reached the announcement")
			}
		})
	}
}

// hasPick reports whether the person is half-way through a move made of
// two taps (Skat's lay-away, a capture being chosen).
func (t *Table) hasPick() bool {
	if t.choosing != cards.None {
		return true
	}
	g, ok := t.g.(*skatUI)
	return ok && g.discard != cards.None
}

// TestKeyfix_EnterDoesNotEndAFinishedMatch: Enter on a finished deal deals
// the next, but on a finished match it leaves the summary up and says how
// to go on; N then starts a new match. N is not taken between deals.
// (Mutation tried: summaryDefault starting a new game, as before — the
// match summary was gone after Enter.)
func TestKeyfix_EnterDoesNotEndAFinishedMatch(t *testing.T) {
	stopper := func(h *harness) bool {
		if v, ok := h.tb.view.(*gostop.View); ok && v.Phase == gostop.PhaseDecide {
			h.key("S")
			return true
		}
		return false
	}
	for _, c := range []struct {
		game string
		deck cards.DeckID
		seed uint64
	}{{"gostop", cards.Hwatu48, 2}, {"schnapsen", cards.German20, 3}} {
		t.Run(c.game, func(t *testing.T) {
			h := newHarness(t, c.game, c.deck, c.seed, fyne.NewSize(1024, 700))
			betweenDeals := false
			for d := 0; d < 30 && h.tb.ctl.toMove() != games.Nobody; d++ {
				h.playDeal(stopper)
				if h.tb.ctl.toMove() == games.Chance {
					betweenDeals = true
					require.False(t, h.keyH(&fyne.KeyEvent{Name: fyne.KeyN}), "N was taken between deals")
					require.Equal(t, games.Chance, h.tb.ctl.toMove())
					h.key(fyne.KeyReturn) // the next deal
					require.NotEqual(t, games.Chance, h.tb.ctl.toMove(), "Enter did not deal the next hand")
				}
			}
			require.Equal(t, games.Nobody, h.tb.ctl.toMove(), "the match did not end")
			if c.game == "schnapsen" {
				assert.True(t, betweenDeals, "the match ended without a deal between")
			}
			deals, gen := h.tb.ctl.st.Result().Deals, h.tb.gen
			for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace} {
				h.key(k)
				require.Equal(t, games.Nobody, h.tb.ctl.toMove(), "%s started a new match", k)
				require.False(t, h.tb.overlay.Hidden, "%s took the match summary away", k)
			}
			assert.Equal(t, deals, h.tb.ctl.st.Result().Deals)
			assert.Equal(t, gen, h.tb.gen)
			assert.Contains(t, h.tb.status.Text, "Press N")
			h.key(fyne.KeyN)
			assert.NotEqual(t, gen, h.tb.gen, "N did not start a new match")
			assert.NotEqual(t, games.Nobody, h.tb.ctl.toMove())
		})
	}
}

// TestKeyfix_ArrowsWalkEveryAnnouncement: after winning Skat's auction and
// laying away, Up and Down move through every announcement button in turn,
// and round again, the status bar naming the one highlighted; no card
// stands raised. (Mutation tried: the old arrows without the status line —
// the status kept the prompt; handRow without snapCursor — the card laid
// away last stayed raised.)
func TestKeyfix_ArrowsWalkEveryAnnouncement(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1280, 800))
		h.routeKeys()
		for i := 0; i < 20; i++ {
			v, ok := h.tb.view.(*skat.View)
			if !ok || h.tb.ctl.toMove() != Human || v.Phase == skat.PhaseAnnounce || v.Phase == skat.PhasePlay {
				break
			}
			skatBidder(h)
		}
		v, ok := h.tb.view.(*skat.View)
		if !ok || h.tb.ctl.toMove() != Human || v.Phase != skat.PhaseAnnounce || v.HandGame {
			continue
		}
		g := h.tb.g.(*skatUI)
		n := len(g.announceActions(h.tb.hst, v))
		require.Greater(t, n, 2)
		assert.Empty(t, h.raised(), "a card laid away or kept stays raised")
		highlighted := func() int {
			at := -1
			for i, b := range h.controlButtons() {
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
			h.press(fyne.KeyDown)
			require.Equal(t, (start+i)%n, highlighted(), "Down %d times", i)
			assert.Equal(t, h.controlButtons()[(start+i)%n].Text, h.tb.status.Text, "the status names the highlighted choice")
		}
		h.press(fyne.KeyUp)
		require.Equal(t, (start+n-1)%n, highlighted(), "Up")
		return
	}
	t.Fatal("no seed let the person announce after laying away")
}
