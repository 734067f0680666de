package table

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// TestScopa_ChoiceLeavesYourTurnSeen: while the person chooses what a card
// captures, the card stands raised above the hand; the "Your turn" line
// must not lie under it, nor under any other card (before: the raised card
// covered it), at every size.
func TestScopa_ChoiceLeavesYourTurnSeen(t *testing.T) {
	for _, sz := range append(layoutSizes(), fyne.NewSize(800, 550)) {
		t.Run(fmt.Sprintf("%vx%v", sz.Width, sz.Height), func(t *testing.T) {
			for seed := uint64(1); seed < 40; seed++ {
				h := newHarnessOpt(t, "scopa", cards.Italian40, seed, sz, func(o *Options) { o.Art = Art{} })
				c, ok := h.advanceToChoice()
				if !ok {
					continue
				}
				test.Tap(h.tb.pool[FaceKey(c)])
				require.NotEmpty(t, h.tb.choices)
				_, shown := h.tb.texts["turn"]
				require.True(t, shown, "no Your turn line during the choice")
				for _, p := range textsCovered(h.tb, "turn") {
					t.Error(p)
				}
				return
			}
			t.Fatal("no seed offered a capture choice")
		})
	}
}

// TestScopa_PilesSayWhose: each capture pile's caption says whose pile it
// is, on the felt and clear of the cards and the other texts, at every
// size: in every language at 800×550 and 800×600, in English and the
// language with the widest texts there at the larger sizes
// (layoutcheck.Walked; all of them under -tags exhaustive).
func TestScopa_PilesSayWhose(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	var widths layoutcheck.Widths // the small sizes first: they measure
	for _, sz := range append([]fyne.Size{fyne.NewSize(800, 550)}, layoutSizes()...) {
		for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest("scopa")) {
			t.Run(fmt.Sprintf("%s/%vx%v", lang.Code, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarnessOpt(t, "scopa", cards.Italian40, 3, sz, func(o *Options) { o.Art = Art{} })
				h.l.SetLanguage(lang)
				check := func() {
					if !h.tb.overlay.Hidden {
						return
					}
					if layoutcheck.Small(sz) {
						widths.Add("scopa", lang.Code, layoutcheck.Texts(h.w.Content()))
					}
					mine, theirs := h.tb.texts["pileOwner0"], h.tb.texts["pileOwner1"]
					require.NotNil(t, mine)
					require.NotNil(t, theirs)
					assert.Equal(t, h.l.T("table.scopa.pileOfYou", ""), mine.Text)
					assert.Contains(t, theirs.Text, h.tb.seatName(1))
					for _, p := range textsCovered(h.tb, "pile") {
						t.Error(p)
					}
				}
				h.playDealChecking(nil, check)
			})
		}
	}
	h := newHarnessOpt(t, "scopa", cards.Italian40, 3, fyne.NewSize(1024, 700), func(o *Options) { o.Art = Art{} })
	assert.Equal(t, "Your captures", h.tb.texts["pileOwner0"].Text)
	assert.Equal(t, "Computer's captures", h.tb.texts["pileOwner1"].Text)
}

// recorder is a computer player that remembers the moves it chose.
type recorder struct {
	p      ai.Player
	chosen []games.Action
}

func (r *recorder) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	a, err := r.p.Choose(ctx, v, legal, rng)
	r.chosen = append(r.chosen, a)
	return a, err
}

// TestScopa_StatusSaysWhatTheComputerDid: at each of the person's turns
// after a computer play, the status line names the card the computer
// played and every card it took (expected from the moves the computer
// player chose, not from the table's own notes); and after the person's
// move the computer's old news is gone. (Before: the status showed the
// rule prompt only.)
func TestScopa_StatusSaysWhatTheComputerDid(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		var rec *recorder
		h := newHarnessOpt(t, "scopa", cards.Italian40, seed, fyne.NewSize(1024, 700), func(o *Options) {
			o.NewPlayer = func(id string, l ai.Level) ai.Player {
				rec = &recorder{p: ai.New(id, l)}
				return rec
			}
		})
		seen, takes := 0, 0
		h.playDealChecking(nil, func() {
			if !h.tb.overlay.Hidden || len(h.tb.choices) > 0 || len(h.kept.recs) == 0 {
				return
			}
			moves := h.kept.recs[len(h.kept.recs)-1].Moves
			if len(moves) == 0 || moves[len(moves)-1].Seat != 1 {
				return // the deal, or the person's own move, came last
			}
			m, ok := scopa.Decode(rec.chosen[len(rec.chosen)-1])
			require.True(t, ok)
			status := h.tb.status.Text
			seen++
			assert.Contains(t, status, h.tb.cardName(m.Card), "seed %d: the status does not say what the computer played", seed)
			for _, c := range m.Capture.Cards() {
				takes++
				assert.Contains(t, status, h.tb.cardName(c), "seed %d: the status does not say the computer took %s", seed, h.tb.cardName(c))
			}
		})
		require.Greater(t, seen, 10, "seed %d: few turns after a computer play", seed)
		require.Positive(t, takes, "seed %d: the computer never captured", seed)
	}
}

// TestScopa_PrimieraSaysWhatItIs: the prize table calls the row by what the
// primiera is, says "none" for a player without a card of every suit (not
// a bare 0 explained as "0: a suit missing"), and the summary says who had
// none and why.
func TestScopa_PrimieraSaysWhatItIs(t *testing.T) {
	h := newHarnessOpt(t, "scopa", cards.Italian40, 1, fyne.NewSize(1024, 700), func(o *Options) { o.Art = Art{} })
	tests := []struct {
		name     string
		primiera [2]int
		cells    [2]string
		lines    []string
		absent   []string
	}{
		{"both complete", [2]int{78, 70}, [2]string{"78", "70"}, nil, []string{"no primiera"}},
		{"you lack a suit", [2]int{0, 70}, [2]string{"none", "70"}, []string{"You captured no card of one suit, so you have no primiera."}, []string{"Computer captured no"}},
		{"the computer lacks one", [2]int{64, 0}, [2]string{"64", "none"}, []string{"Computer captured no card of one suit, so has no primiera."}, []string{"You captured no"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &scopa.View{Seat: Human, Scored: true, LastDeal: scopa.DealScore{Primiera: tc.primiera, Prize: [4]int{-1, -1, -1, -1}}}
			g := h.tb.g.(*scopaUI)
			var row []string
			for _, r := range g.SummaryTable(h.tb.hst, v, games.Result{}) {
				if strings.HasPrefix(r[0], "Primiera") {
					row = r
				}
			}
			require.NotNil(t, row, "no primiera row")
			assert.Equal(t, "Primiera (best card of each suit)", row[0])
			assert.Equal(t, tc.cells[:], row[1:3])
			sum := strings.Join(g.Summary(h.tb.hst, v, games.Result{}), "\n")
			for _, want := range tc.lines {
				assert.Contains(t, sum, want)
			}
			for _, not := range tc.absent {
				assert.NotContains(t, sum, not)
			}
		})
	}
}
