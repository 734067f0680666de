package tables

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// phaseOf names where a deal stands for the person, for the layout test's
// list of phases seen.
func phaseOf(h *tabletest.Harness) string {
	if h.SummaryShown() {
		return "summary"
	}
	if len(h.Choices()) > 0 {
		return "choice"
	}
	switch v := h.View().(type) {
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
// summary (whose panel must not cut a name on the felt). Every language plays at 800×600, where the longest text runs
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
	for _, sz := range layoutcheck.Sizes() {
		for _, g := range gs {
			deal := fmt.Sprintf("%s/%d", g.id, g.seed)
			for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest(deal)) {
				t.Run(fmt.Sprintf("%s/%s/%vx%v", lang.Code, deal, sz.Width, sz.Height), func(t *testing.T) {
					h := newHarnessOpt(t, g.id, g.deck, g.seed, sz, func(o *table.Options) { o.Art = table.Art{} })
					h.AppSized()
					h.L.SetLanguage(lang)
					check := func() {
						ph := phaseOf(h)
						want[ph] = true
						if ps := h.LayoutProblems(); len(ps) > 0 {
							t.Errorf("%s: %d problems, first: %v", ph, len(ps), ps[:min(len(ps), 4)])
						}
						// The summary covers the felt's names whole or not at
						// all (issue 40: German Skat's cut "Hinterhan").
						if cut := h.SummaryCutTexts(); len(cut) > 0 {
							t.Errorf("%s: %v", ph, cut)
						}
						if layoutcheck.Small(sz) {
							widths.Add(deal, lang.Code, layoutcheck.Texts(h.W.Content()))
							// The tools keep their labels at 800x600 too (issue 40:
							// under 1100 px they were icons alone).
							for _, b := range unlabelled(h.Bar()) {
								t.Errorf("%s: a button of the bar has no label (icon %v)", ph, b.Icon.Name())
							}
						}
					}
					h.PlayDealChecking(layoutPlayer, check)
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

// unlabelled are the shown buttons under o without a text.
func unlabelled(o fyne.CanvasObject) []*widget.Button {
	var out []*widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch x := o.(type) {
		case *widget.Button:
			if x.Text == "" {
				out = append(out, x)
			}
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}
