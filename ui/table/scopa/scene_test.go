package scopa

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
)

// TestScopaScene_TableClearOfTurnLine lays out crowded tables at several
// window sizes: six cards fit in one row from 1024 wide, and a second row
// never covers the "Your turn" line above the hand nor leaves the felt
// above it.
func TestScopaScene_TableClearOfTurnLine(t *testing.T) {
	h := newHarness(t, 3, fyne.NewSize(1024, 700), nil)
	base := *h.View().(*scopa.View)
	for _, sz := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1092, Height: 620}, {Width: 1920, Height: 1080}, {Width: 1280, Height: 1000}} {
		for n := 4; n <= 12; n++ {
			v := base
			v.ToMove = v.Seat
			v.Table = 0
			for c := cards.Card(0); v.Table.Len() < n; c++ {
				if !v.Hand.Has(c) {
					v.Table = v.Table.Add(c)
				}
			}
			s := (&game{}).Scene(h.Host(), &v, sz)
			var turn *table.Text
			for i := range s.Texts {
				if s.Texts[i].Key == "turn" {
					turn = &s.Texts[i]
				}
			}
			if turn == nil {
				t.Fatalf("%v: no turn line", sz)
			}
			rows := map[float32]int{}
			for _, it := range s.Items {
				if it.Card == cards.None || !v.Table.Has(it.Card) {
					continue
				}
				rows[it.Pos.Y]++
				if bottom := it.Pos.Y + it.Size.Height; bottom > turn.Pos.Y {
					t.Errorf("%v, %d table cards: %s reaches y=%.0f, over the turn line at %.0f", sz, n, h.CardName(it.Card), bottom, turn.Pos.Y)
				}
			}
			if n <= 6 && sz.Width/sz.Height >= 1.4 && len(rows) != 1 {
				t.Errorf("%v: %d table cards take %d rows, want one", sz, n, len(rows))
			}
		}
	}
}

// TestScopaScene_ChoiceLeavesYourTurnSeen: while the person chooses what a
// card captures, the card stands raised above the hand; the "Your turn"
// line must not lie under it, nor under any other card (before: the raised
// card covered it), at every size.
func TestScopaScene_ChoiceLeavesYourTurnSeen(t *testing.T) {
	for _, sz := range append(layoutcheck.Sizes(), fyne.NewSize(800, 550)) {
		t.Run(fmt.Sprintf("%vx%v", sz.Width, sz.Height), func(t *testing.T) {
			for seed := uint64(1); seed < 40; seed++ {
				h := newHarness(t, seed, sz, placeholderArt)
				c, ok := h.AdvanceToChoice()
				if !ok {
					continue
				}
				test.Tap(h.FaceOf(c))
				require.NotEmpty(t, h.Choices())
				_, shown := h.Text("turn")
				require.True(t, shown, "no Your turn line during the choice")
				for _, p := range h.TextsCovered("turn") {
					t.Error(p)
				}
				return
			}
			t.Fatal("no seed offered a capture choice")
		})
	}
}

// TestScopaScene_PilesSayWhose: each capture pile's caption says whose pile
// it is, on the felt and clear of the cards and the other texts, at every
// size: in every language at 800×550 and 800×600, in English and the
// language with the widest texts there at the larger sizes
// (layoutcheck.Walked; all of them under -tags exhaustive).
func TestScopaScene_PilesSayWhose(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	var widths layoutcheck.Widths // the small sizes first: they measure
	for _, sz := range append([]fyne.Size{fyne.NewSize(800, 550)}, layoutcheck.Sizes()...) {
		for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest("scopa")) {
			t.Run(fmt.Sprintf("%s/%vx%v", lang.Code, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarness(t, 3, sz, placeholderArt)
				h.L.SetLanguage(lang)
				check := func() {
					if h.SummaryShown() {
						return
					}
					if layoutcheck.Small(sz) {
						widths.Add("scopa", lang.Code, layoutcheck.Texts(h.W.Content()))
					}
					mine, _ := h.Text("pileOwner0")
					theirs, _ := h.Text("pileOwner1")
					require.NotNil(t, mine)
					require.NotNil(t, theirs)
					assert.Equal(t, h.L.T("table.scopa.pileOfYou", ""), mine.Text)
					assert.Contains(t, theirs.Text, h.SeatName(1))
					for _, p := range h.TextsCovered("pile") {
						t.Error(p)
					}
				}
				h.PlayDealChecking(nil, check)
			})
		}
	}
	h := newHarness(t, 3, fyne.NewSize(1024, 700), placeholderArt)
	mine, _ := h.Text("pileOwner0")
	theirs, _ := h.Text("pileOwner1")
	assert.Equal(t, "Your captures", mine.Text)
	assert.Equal(t, "Computer's captures", theirs.Text)
}
