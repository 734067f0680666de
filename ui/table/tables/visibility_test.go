package tables

import (
	"fmt"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// visibilityProblems lists what the person cannot see at the end of an
// animation that they should: the turned-up trump (Schnapsen), the last
// trick at the end of a deal (Schnapsen), and felt texts under the
// banner. Choice candidates are checked in TestTable_ChoiceCandidates…,
// and Skat's deals in TestSkatScene_WhatAnEventIsAboutIsSeen
// (ui/table/skat), which knows where its skat lies.
func visibilityProblems(h *tabletest.Harness) []string {
	var out []string
	see := func(what string, c cards.Card) {
		if p := h.Unseen(what, c); p != "" {
			out = append(out, p)
		}
	}
	over := h.ToMove() == games.Chance || h.ToMove() == games.Nobody
	switch v := h.View().(type) {
	case *schnapsen.View:
		if v.StockCount > 0 && v.Indicator != cards.None {
			see("the turned-up trump", v.Indicator)
		}
		if over && len(v.History) > 0 {
			tr := v.History[len(v.History)-1]
			see("the last trick's", tr.Lead)
			see("the last trick's", tr.Follow)
		}
	}
	return append(out, h.BannerProblems()...)
}

// TestVisibility_WhatAnEventIsAboutIsSeen plays deals of every game at
// each size and checks, whenever an animation has ended (the person's
// turn, the summary), that what it was about can be seen. (Mutations
// tried: the indicator back under the stock — "the turned-up trump … is
// 45% covered"; Schnapsen's scene without the finished last trick — "the
// last trick's … is not on the felt"; placeBanner without clearOfTexts — the
// Go-Stop banner covered the computer's score line.)
func TestVisibility_WhatAnEventIsAboutIsSeen(t *testing.T) {
	type game struct {
		id   string
		deck cards.DeckID
	}
	for _, sz := range layoutcheck.Sizes() {
		for _, g := range []game{{"schnapsen", cards.German20}, {"schnapsen", cards.French20}, {"gostop", cards.Hwatu48}, {"scopa", cards.Italian40}} {
			for seed := uint64(1); seed <= 3; seed++ {
				t.Run(fmt.Sprintf("%s/%d/%vx%v", g.id, seed, sz.Width, sz.Height), func(t *testing.T) {
					h := newHarnessOpt(t, g.id, g.deck, seed, sz, func(o *table.Options) { o.Art = table.Art{} })
					check := func() {
						for _, p := range visibilityProblems(h) {
							t.Error(p)
						}
					}
					h.PlayDealChecking(layoutPlayer, check)
				})
			}
		}
	}
}
