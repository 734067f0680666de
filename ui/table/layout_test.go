package table

import (
	"context"
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// layoutProblems is layoutcheck.Problems (kept as a name the table's
// tests read well with).
func layoutProblems(root fyne.CanvasObject, win fyne.Size) []string {
	return layoutcheck.Problems(root, win)
}

// appSizedTheme is Fyne's default theme with the text size of the app's
// own theme (ui/theme.go: 15, where the test theme has 14), so that a
// layout check sees the lines as the app draws them.
type appSizedTheme struct{ fyne.Theme }

func (a appSizedTheme) Size(n fyne.ThemeSizeName) float32 {
	if n == theme.SizeNameText {
		return 15
	}
	return a.Theme.Size(n)
}

// appSized gives h's app the app's text size (appSizedTheme) and lays the
// table out again with it.
func appSized(h *harness) {
	h.app.Settings().SetTheme(appSizedTheme{theme.DefaultTheme()})
	h.tb.Refresh()
}

// layoutSizes are the window sizes every screen must work at, smallest
// first (layoutcheck.Sizes).
func layoutSizes() []fyne.Size { return layoutcheck.Sizes() }

// phaseOf names where a deal stands for the person, for the layout test's
// list of phases seen.
func phaseOf(h *harness) string {
	tb := h.tb
	if !tb.overlay.Hidden {
		return "summary"
	}
	if len(tb.choices) > 0 {
		return "choice"
	}
	switch v := tb.view.(type) {
	case *skat.View:
		return "skat/" + v.Phase.String()
	case *gostop.View:
		if v.Phase == gostop.PhaseDecide {
			return "gostop/go-stop"
		}
		return "gostop/play"
	case *schnapsen.View:
		if v.Closer >= 0 {
			return "schnapsen/closed"
		}
		return "schnapsen/play"
	case *scopa.View:
		return "scopa/play"
	}
	return "?"
}

// TestLayout_EveryTablePhaseFits plays a deal of every game at each size
// and checks the window at every decision of the person and at the
// summary. Every language plays at 800×600, where the longest text runs
// out of room first; at the larger sizes, English and the language whose
// texts in that deal measured widest at 800×600 (layoutcheck.Walked);
// every language at every size under -tags exhaustive.
func TestLayout_EveryTablePhaseFits(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	type game struct {
		id   string
		deck cards.DeckID
		seed uint64
	}
	gs := []game{{"skat", cards.German32, 2}, {"schnapsen", cards.German20, 7}, {"scopa", cards.Italian40, 5}, {"gostop", cards.Hwatu48, 2}, {"gostop", cards.Hwatu48, 12}}
	want := map[string]bool{"skat/auction": false, "skat/skat": false, "skat/announce": false, "skat/play": false,
		"gostop/go-stop": false, "choice": false, "schnapsen/play": false, "schnapsen/closed": false, "summary": false}
	// Smallest first: its deals measure the texts that choose the
	// languages of the larger sizes.
	var widths layoutcheck.Widths
	for _, sz := range layoutSizes() {
		for _, g := range gs {
			deal := fmt.Sprintf("%s/%d", g.id, g.seed)
			for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest(deal)) {
				t.Run(fmt.Sprintf("%s/%s/%vx%v", lang.Code, deal, sz.Width, sz.Height), func(t *testing.T) {
					h := newHarnessOpt(t, g.id, g.deck, g.seed, sz, func(o *Options) { o.Art = Art{} })
					appSized(h)
					h.l.SetLanguage(lang)
					check := func() {
						ph := phaseOf(h)
						want[ph] = true
						if ps := layoutProblems(h.w.Content(), h.w.Canvas().Size()); len(ps) > 0 {
							t.Errorf("%s: %d problems, first: %v", ph, len(ps), ps[:min(len(ps), 4)])
						}
						if layoutcheck.Small(sz) {
							widths.Add(deal, lang.Code, layoutcheck.Texts(h.w.Content()))
						}
					}
					h.playDealChecking(layoutPlayer, check)
				})
			}
		}
		if layoutcheck.Small(sz) {
			t.Logf("the widest language of each deal: %v", &widths)
		}
	}
	for ph, seen := range want {
		if !seen {
			t.Errorf("no deal reached the phase %s", ph)
		}
	}
}

// layoutPlayer makes the person reach every phase: Skat bids to 30 and
// declares; Schnapsen closes the stock at the first chance; Go-Stop says go
// once, then stop.
func layoutPlayer(h *harness) bool {
	switch v := h.tb.view.(type) {
	case *skat.View:
		return skatBidder(h)
	case *schnapsen.View:
		for _, a := range v.Legal(nil) {
			if a == schnapsen.Close {
				h.tb.humanAct(a)
				return true
			}
		}
	case *gostop.View:
		if v.Phase == gostop.PhaseDecide {
			h.key("S")
			return true
		}
	}
	return false
}

// playDealChecking is playDeal with check called before each of the
// person's moves and at the summary.
func (h *harness) playDealChecking(prefer func(*harness) bool, check func()) {
	h.t.Helper()
	h.beforeMove = check
	defer func() { h.beforeMove = nil }()
	h.playDeal(prefer)
	check()
}

// TestLayout_SkatSummaryAndReviewFit: at 800×600, in every language, the
// summary of a Skat deal with a real game (a declarer, the skat and the
// cards laid away, the score sheet's seven columns) and its review as dealt
// and mid-deal keep every text inside the panel; mid-deal the review shows
// the trick on the table.
func TestLayout_SkatSummaryAndReviewFit(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	sz := fyne.NewSize(800, 600)
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			h := newHarnessOpt(t, "skat", cards.German32, 11, sz, func(o *Options) {
				o.Art = Art{}
				o.Hint = func(context.Context, games.View) ([]ai.Scored, error) { return nil, nil }
			})
			appSized(h)
			h.l.SetLanguage(lang)
			h.playDeal(layoutPlayer)
			require.False(t, h.tb.overlay.Hidden, "the deal ends on its summary")
			v, ok := h.tb.view.(*skat.View)
			require.True(t, ok)
			require.GreaterOrEqual(t, v.Declarer, 0, "seed 11 must be a played game, not passed out")
			check := func(where string) {
				if ps := layoutProblems(h.w.Content(), h.w.Canvas().Size()); len(ps) > 0 {
					t.Errorf("%s: %d problems, first: %v", where, len(ps), ps[:min(len(ps), 4)])
				}
				if out := cardsOutsidePanel(h.tb); out > 0 {
					t.Errorf("%s: %d card pictures reach past the panel's sides", where, out)
				}
			}
			check("summary")
			h.tb.openReview()
			require.NotNil(t, h.tb.rev)
			h.tb.reviewStep(-len(h.tb.rev.steps))
			check("review at move 0")
			mid := -1
			for i, s := range h.tb.rev.steps {
				if _, n := s.after.(*skat.State).Trick(); n == 2 && i > len(h.tb.rev.steps)/2 {
					mid = i + 1
					break
				}
			}
			require.Positive(t, mid, "a step with two cards on the table")
			h.tb.reviewStep(mid)
			check("review mid-deal")
			assert.Contains(t, reviewCaptions(h.tb), h.tb.T("table.review.table", "On the table"))
			// The next step takes the trick: its three cards are still shown.
			h.tb.reviewStep(1)
			_, n := h.tb.rev.steps[mid].after.(*skat.State).Trick()
			require.Zero(t, n, "the third card closes the trick")
			assert.Contains(t, reviewCaptions(h.tb), h.tb.T("table.review.table", "On the table"))
			check("review as a trick is taken")
		})
	}
}

// reviewCaptions are the captions of the review's card groups.
func reviewCaptions(t *Table) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case *widget.Label:
			out = append(out, x.Text)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(t.rev.hands)
	return out
}

// cardsOutsidePanel counts the card pictures on the summary panel that
// reach past its left or right side (the layout checker looks at controls
// only, and a card is not one).
func cardsOutsidePanel(t *Table) int {
	d := fyne.CurrentApp().Driver()
	panel := t.overlay.Objects[0]
	left := d.AbsolutePositionForObject(panel).X
	right := left + panel.Size().Width
	n := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *cardView:
			if p := d.AbsolutePositionForObject(x); p.X < left-0.5 || p.X+x.Size().Width > right+0.5 {
				n++
			}
		case *container.Scroll:
			walk(x.Content)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(panel)
	return n
}
