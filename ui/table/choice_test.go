package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// coverage is how much of the card drawn for c lies under cards drawn after
// it on the board (0: none, 1: all of it), and whether it is on the board.
func (h *harness) coverage(c cards.Card) (float32, bool) {
	objs := h.tb.board.Objects
	idx := -1
	for i, o := range objs {
		if v, ok := o.(*cardView); ok && v.card == c && v.Visible() {
			idx = i
		}
	}
	if idx < 0 {
		return 0, false
	}
	me := objs[idx]
	r := layoutcheck.Of(me.Position(), me.Size())
	var worst float32
	for _, o := range objs[idx+1:] {
		v, ok := o.(*cardView)
		if !ok || !v.Visible() {
			continue
		}
		or := layoutcheck.Of(v.Position(), v.Size())
		worst = max(worst, r.And(or).Area()/r.Area())
	}
	return worst, true
}

// onFelt reports whether the card drawn for c lies wholly on the board.
func (h *harness) onFelt(c cards.Card) bool {
	for _, o := range h.tb.board.Objects {
		if v, ok := o.(*cardView); ok && v.card == c && v.Visible() {
			p, s, b := v.Position(), v.Size(), h.tb.board.Size()
			return p.X >= -0.5 && p.Y >= -0.5 && p.X+s.Width <= b.Width+0.5 && p.Y+s.Height <= b.Height+0.5
		}
	}
	return false
}

// advanceToChoice plays the person's side (the first legal card) until a
// hand card offers several actions; it returns that card.
func (h *harness) advanceToChoice() (cards.Card, bool) {
	for i := 0; i < 60; i++ {
		tb := h.tb
		if tb.ctl.toMove() != Human || !tb.overlay.Hidden {
			return cards.None, false
		}
		var first *cardView
		for _, v := range h.handViews() {
			if !v.legal {
				continue
			}
			if len(tb.handActions(v.card)) > 1 {
				return v.card, true
			}
			if first == nil {
				first = v
			}
		}
		if first == nil {
			if bs := h.controlButtons(); len(bs) > 0 {
				test.Tap(bs[len(bs)-1])
				continue
			}
			return cards.None, false
		}
		test.Tap(first)
	}
	return cards.None, false
}

// TestChoice_CandidatesShownWholeAndTappable: in Scopa and Go-Stop, when a
// played card can take in several ways, the cards it can take stand on top
// of the others, whole and on the felt, glow and can be tapped; the played
// card stands raised; tapping a candidate plays the option that takes it.
// (Mutation tried: buildScene without markChoices — the candidates were
// neither tappable nor on top; in Go-Stop the second card of a month lay
// 79% under another.)
func TestChoice_CandidatesShownWholeAndTappable(t *testing.T) {
	for _, g := range []struct {
		id   string
		deck cards.DeckID
	}{{"scopa", cards.Italian40}, {"gostop", cards.Hwatu48}} {
		t.Run(g.id, func(t *testing.T) {
			found := false
			for seed := uint64(1); seed < 40 && !found; seed++ {
				h := newHarnessOpt(t, g.id, g.deck, seed, fyne.NewSize(1024, 700), func(o *Options) { o.Art = Art{} })
				c, ok := h.advanceToChoice()
				if !ok {
					continue
				}
				found = true
				test.Tap(h.tb.pool[FaceKey(c)])
				require.NotEmpty(t, h.tb.choices, "no choice offered for %s", h.tb.cardName(c))
				require.True(t, h.tb.pool[FaceKey(c)].selected, "the played card is not marked")
				cand := h.tb.candidates()
				require.NotZero(t, cand)
				for _, x := range cand.Cards() {
					cov, on := h.coverage(x)
					require.True(t, on, "candidate %s not drawn", h.tb.cardName(x))
					require.Less(t, cov, float32(0.05), "candidate %s is %.0f%% covered", h.tb.cardName(x), cov*100)
					require.True(t, h.onFelt(x), "candidate %s off the felt", h.tb.cardName(x))
					v := h.tb.pool[FaceKey(x)]
					require.True(t, v.legal, "candidate %s does not glow", h.tb.cardName(x))
				}
				moves := h.tb.ctl.moves
				// Tap candidates until the choice is made (Scopa may need two).
				for _, x := range cand.Cards() {
					if h.tb.ctl.moves != moves {
						break
					}
					if h.tb.candidates().Has(x) {
						test.Tap(h.tb.pool[FaceKey(x)])
					}
				}
				require.NotEqual(t, moves, h.tb.ctl.moves, "tapping the candidates played nothing")
			}
			if !found {
				t.Fatal("no seed offered a choice: try more seeds, or the choice is never offered")
			}
		})
	}
}
