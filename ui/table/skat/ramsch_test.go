package skat

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// passingTable seats Skat at a table of size sz dealt from seed with the
// house rules on, starts a match with them and has the person pass
// through the auction.
func passingTable(t *testing.T, seed uint64, sz fyne.Size, rules map[string]string) *tabletest.Harness {
	t.Helper()
	h := newHarness(t, seed, sz, nil)
	env.SetHouseRules(h.App.Preferences(), skat.Info(), rules)
	h.NewGame()
	for i := 0; i < 8 && h.ToMove() == table.Human && h.View().(*skat.View).Phase == skat.PhaseAuction; i++ {
		h.Key("P")
	}
	return h
}

// ramschTable seats Skat with the house rule Ramsch on and plays the
// person's passes until a deal the computers pass too is being played as
// Ramsch; nil when none of the seeds gives one.
func ramschTable(t *testing.T, sz fyne.Size) *tabletest.Harness {
	t.Helper()
	for seed := uint64(1); seed < 60; seed++ {
		h := passingTable(t, seed, sz, map[string]string{skat.OptionRamsch: games.On})
		if v := h.View().(*skat.View); v.Game == skat.Ramsch {
			return h
		}
		h.Table.Close()
	}
	return nil
}

// TestSkatTable_RamschDeal: with the house rule on, a deal all three pass
// is played at the table as Ramsch: the news and the game line say what
// it is, the record carries the option, and the summary names each seat's
// card points, where the skat went and who lost (or the Durchmarsch); the
// session's sheet writes each seat's Ramsch score. (Mutations tried: the
// summary of a declarer's game for a Ramsch — "Computer -1 played Ramsch,
// bid 0", "twice the value"; the sheet row of a deal thrown in — every
// total stayed 0.)
func TestSkatTable_RamschDeal(t *testing.T) {
	h := ramschTable(t, fyne.NewSize(1280, 800))
	require.NotNil(t, h, "no seed gave a passed-out deal")
	assert.Contains(t, h.Record().Options, record.Option{Name: skat.OptionRamsch, Value: games.On})
	assert.Contains(t, strings.Join(h.Log(), "\n"), "Everybody passed: Ramsch!")
	assert.Equal(t, "Ramsch: everyone plays alone, the most card points lose", skatGameLine(h.Host(), h.View().(*skat.View)))
	h.PlayDeal(nil)
	st := h.View().(*skat.View).Settlement
	require.NotNil(t, st)
	require.True(t, st.Ramsch)
	sum := tabletest.Labels(h.Overlay())
	for _, want := range []string{"Card points:", "who took the last trick", "The skat as dealt"} {
		assert.Contains(t, sum, want)
	}
	switch losers := st.Losers(); {
	case st.Durchmarsch:
		assert.Contains(t, sum, "Durchmarsch")
	case len(losers) == 0:
		assert.Contains(t, sum, "nobody scores")
	case losers[0] == table.Human && len(losers) == 1:
		assert.Contains(t, sum, "you took the most card points")
	default:
		assert.Contains(t, sum, "the most card points")
	}
	sheet := (&game{deals: []skatDeal{{declarer: -1, game: skat.Ramsch, ramsch: true, scores: st.Scores}}}).Sheet(h.Host(), nil)
	require.Len(t, sheet, 3)
	for p := 0; p < 3; p++ {
		assert.Equal(t, strconv.Itoa(st.Scores[p]), sheet[1][4+p], "seat %d's total", p)
	}
}

// TestSkatTable_RamschTitles: each outcome of a Ramsch in the person's
// words and a computer player's.
func TestSkatTable_RamschTitles(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	tests := []struct {
		name string
		st   skat.Settlement
		want string
	}{
		{"you lose", skat.Settlement{Ramsch: true, Score: -55, Scores: [3]int{-55, 0, 0}}, "Ramsch: you took the most card points and lose 55."},
		{"you tie", skat.Settlement{Ramsch: true, Score: -50, Scores: [3]int{-50, 0, -50}}, "Ramsch: you and Computer 2 tied for the most card points; each loses 50."},
		{"another loses", skat.Settlement{Ramsch: true, Score: -140, Scores: [3]int{0, -140, 0}, Jungfrau: true}, "Ramsch: Computer 1 took the most card points: -140."},
		{"your Durchmarsch", skat.Settlement{Ramsch: true, Durchmarsch: true, Score: 120, Scores: [3]int{120, 0, 0}}, "Durchmarsch! You took every trick: +120."},
		{"all at 40", skat.Settlement{Ramsch: true}, "Ramsch: all three took 40 card points, nobody scores."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, ramschTitle(h.Host(), &tt.st))
		})
	}
}

// TestSkatTable_Schieberamsch: with the house rule, a passed deal first
// sends the skat round; the person takes it with S, an Unter tapped to push
// is refused with a reason, two other cards are pushed on, the game line
// counts the push, and the summary says what doubled the loss.
func TestSkatTable_Schieberamsch(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		h := passingTable(t, seed, fyne.NewSize(1280, 800), map[string]string{skat.OptionSchieberamsch: games.On})
		v := h.View().(*skat.View)
		if v.Game != skat.Ramsch || v.Phase != skat.PhaseSkat || h.ToMove() != table.Human {
			h.Table.Close()
			continue
		}
		require.NotNil(t, tabletest.ButtonIn(h.Controls(), "Take the skat and push two on (S)"))
		require.NotNil(t, tabletest.ButtonIn(h.Controls(), "Pass it on unseen (D)"))
		assert.Contains(t, h.Status(), "Schieberamsch")
		h.Key("S")
		require.Equal(t, skat.PhaseDiscard, h.View().(*skat.View).Phase)
		var others []*table.CardView
		for _, cv := range h.HandViews() {
			if skat.Trumps(skat.Ramsch).Has(cv.Card()) {
				test.Tap(cv)
				assert.Contains(t, h.Status(), "Unters may not be pushed")
				continue
			}
			others = append(others, cv)
		}
		test.Tap(others[0])
		test.Tap(others[1])
		v = h.View().(*skat.View)
		require.GreaterOrEqual(t, v.Pushes, 1)
		assert.Contains(t, strings.Join(h.Log(), "\n"), "You push two cards on: the loss doubles.")
		h.PlayDeal(nil)
		st := h.View().(*skat.View).Settlement
		require.NotNil(t, st)
		if st.Durchmarsch {
			return
		}
		assert.Contains(t, tabletest.Labels(h.Overlay()), "Pushes of the skat: ")
		return
	}
	t.Fatal("the person never decided on the skat of a Schieberamsch in 60 seeds")
}

// TestSkatTable_HintAndReviewWithHouseRules: with every house rule of the
// deal on, the hint answers in a Ramsch (a card, named in words) and the
// review opens on the finished deal and steps through all of it.
func TestSkatTable_HintAndReviewWithHouseRules(t *testing.T) {
	all := map[string]string{skat.OptionRamsch: games.On, skat.OptionKontraRe: games.On, skat.OptionSchieberamsch: games.On}
	for seed := uint64(1); seed < 60; seed++ {
		h := passingTable(t, seed, fyne.NewSize(1280, 800), all)
		v := h.View().(*skat.View)
		if v.Game != skat.Ramsch {
			h.Table.Close()
			continue
		}
		for h.View().(*skat.View).Phase != skat.PhasePlay && h.ToMove() == table.Human {
			h.Key("D") // pass the skat on unseen
		}
		if h.ToMove() == table.Human {
			h.Key("H")
			assert.NotEmpty(t, h.HintText(), "a hint in the Ramsch")
		}
		h.PlayDeal(nil)
		h.OpenReview()
		r, ok := h.Review()
		require.True(t, ok, "the review opens")
		require.NotEmpty(t, r.Steps)
		h.StepReview(-len(r.Steps))
		h.StepReview(len(r.Steps))
		return
	}
	t.Fatal("no Ramsch in 60 seeds")
}
