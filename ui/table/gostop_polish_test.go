package table

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// gostopLayoutOverlaps lists the pairs of face-up cards of different months
// that lie over one another on the layout (the felt between the two capture
// rows, right of the stock) as the board shows it now.
func gostopLayoutOverlaps(tb *Table) []string {
	l := gostopLayout(tb.board.Size())
	var on []*cardView
	for _, o := range tb.board.Objects {
		v, ok := o.(*cardView)
		if !ok || !v.Visible() || v.card == cards.None || v.legal {
			continue // a choice's candidates stand whole on top (TestChoice_…)
		}
		c := v.Position().Add(fyne.NewPos(v.Size().Width/2, v.Size().Height/2))
		if c.X >= l.layoutX && c.Y >= l.top && c.Y <= l.bottom {
			on = append(on, v)
		}
	}
	var out []string
	for i, a := range on {
		ra := layoutcheck.Of(a.Position(), a.Size())
		for _, b := range on[i+1:] {
			if cards.Month(a.card) == cards.Month(b.card) {
				continue
			}
			if ar := ra.And(layoutcheck.Of(b.Position(), b.Size())).Area(); ar > 1 {
				out = append(out, fmt.Sprintf("%s and %s overlap by %.0f px²", tb.cardName(a.card), tb.cardName(b.card), ar))
			}
		}
	}
	return out
}

// TestGoStop_ArrivingCardsLandOnTheirMonth plays whole deals move by move,
// both seats from the test (the computer never moves by itself), runs each
// move's animation step by step and checks the board after every step: a
// card played or turned from the stock lands on its own month's place,
// never over a card of another month, and the layout never has two months
// on top of each other. (Mutation tried: gostopUI.landing returning false —
// turned cards landed on the layout's middle, "… and … overlap by 2900 px²";
// the month places 1.1 card widths apart — the month's second card covered
// its neighbour.)
func TestGoStop_ArrivingCardsLandOnTheirMonth(t *testing.T) {
	for _, sz := range layoutSizes() {
		for seed := uint64(1); seed <= 4; seed++ {
			t.Run(fmt.Sprintf("%d/%vx%v", seed, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarnessOpt(t, "gostop", cards.Hwatu48, seed, sz, func(o *options) {
					o.art = Art{}
					o.runAI = func(func()) {} // the test moves for the computer
				})
				tb := h.tb
				rng := rand.New(rand.NewPCG(seed, 1))
				flips := 0
				for moves := 0; moves < 200; moves++ {
					p := tb.ctl.toMove()
					if p == games.Chance || p == games.Nobody {
						break
					}
					legal := tb.ctl.st.Legal(nil)
					require.NotEmpty(t, legal)
					old := tb.scene
					evs, err := tb.ctl.apply(legal[rng.IntN(len(legal))])
					require.NoError(t, err)
					nv := tb.ctl.view()
					ns := tb.g.scene(tb, nv, tb.board.Size())
					tb.busy, tb.thinking = true, false
					for i, st := range tb.steps(evs, nv, old, ns) {
						if st.start != nil {
							st.start()
						}
						if st.tick != nil {
							st.tick(1)
						}
						for _, o := range gostopLayoutOverlaps(tb) {
							t.Errorf("move %d, step %d: %s", moves, i, o)
						}
					}
					for _, e := range evs {
						if e.From == games.Stock && e.To == games.Table {
							flips++
						}
					}
					tb.busy = false
					tb.view = nv
					tb.render()
					for _, o := range gostopLayoutOverlaps(tb) {
						t.Errorf("after move %d: %s", moves, o)
					}
					if t.Failed() {
						return
					}
				}
				require.Greater(t, flips, 10, "the deal turned few cards from the stock")
			})
		}
	}
}

// feltRects are the felt's texts and face-up or face-down cards as drawn,
// for overlap checks.
type feltThing struct {
	name string
	r    layoutcheck.Rect
	text bool
}

func feltThings(tb *Table) []feltThing {
	var out []feltThing
	for _, o := range tb.board.Objects {
		if !o.Visible() {
			continue
		}
		r := layoutcheck.Of(o.Position(), o.Size())
		switch x := o.(type) {
		case *cardView:
			out = append(out, feltThing{name: "card " + tb.cardName(x.card), r: r})
		default:
			for k, tx := range tb.texts {
				if tx == o {
					out = append(out, feltThing{name: fmt.Sprintf("text %s %q", k, tx.Text), r: r, text: true})
				}
			}
		}
	}
	return out
}

// textsCovered lists the felt texts whose keys start with prefix that
// overlap a card or another text, or reach past the board.
func textsCovered(tb *Table, prefix string) []string {
	var out []string
	things := feltThings(tb)
	board := layoutcheck.Of(fyne.NewPos(0, 0), tb.board.Size())
	for _, a := range things {
		if !a.text || !strings.HasPrefix(a.name, "text "+prefix) {
			continue
		}
		if a.r.And(board).Area() < a.r.Area()-1 {
			out = append(out, a.name+" reaches past the felt")
		}
		for _, b := range things {
			if b.name == a.name {
				continue
			}
			if ar := a.r.And(b.r).Area(); ar > 1 {
				out = append(out, fmt.Sprintf("%s overlaps %s by %.0f px²", a.name, b.name, ar))
			}
		}
	}
	return out
}

// TestGoStop_LegendIsReadable: the legend of the corner marks is written in
// the body text's size at least, whole (its title and all five marks), on
// the felt and clear of every card and text, in every language at 800×600 —
// and on the felt the app gives the table at 800×600 under its top bar.
// (Before: 9 px text at 800×600.)
func TestGoStop_LegendIsReadable(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		for _, sz := range []fyne.Size{{Width: 800, Height: 600}, {Width: 800, Height: 550}, {Width: 1024, Height: 700}, {Width: 1920, Height: 1080}} {
			t.Run(fmt.Sprintf("%s/%vx%v", lang.Code, sz.Width, sz.Height), func(t *testing.T) {
				h := newHarnessOpt(t, "gostop", cards.Hwatu48, 7, sz, func(o *options) { o.art = Art{} })
				h.l.SetLanguage(lang)
				check := func() {
					if !h.tb.overlay.Hidden {
						return
					}
					var legend []string
					for k, tx := range h.tb.texts {
						if strings.HasPrefix(k, "mark") {
							legend = append(legend, tx.Text)
							require.GreaterOrEqual(t, tx.TextSize, theme.TextSize(), "legend line %q", tx.Text)
						}
					}
					all := strings.Join(legend, " · ")
					for _, id := range []string{"marks", "markBright", "markAnimal", "markRibbon", "markJunk", "markDouble"} {
						want := h.l.T("table.gostop."+id, "")
						require.Contains(t, all, want, "the legend lacks %s", id)
					}
					for _, p := range textsCovered(h.tb, "mark") {
						t.Error(p)
					}
					for _, k := range []string{"myscore", "opscore", "stock", "turn#"} {
						for _, p := range textsCovered(h.tb, k) {
							t.Error(p)
						}
					}
				}
				h.playDealChecking(layoutPlayer, check)
			})
		}
	}
}

// TestGoStop_ComputerNamedOnce: the felt names the computer once — its
// name and hand size — and its score line under it does not repeat the
// name (before: "Computer · 9 cards" over "Computer: 0 points").
func TestGoStop_ComputerNamedOnce(t *testing.T) {
	h := newHarnessOpt(t, "gostop", cards.Hwatu48, 2, fyne.NewSize(1024, 700), func(o *options) { o.art = Art{} })
	name := h.tb.seatName(1)
	check := func() {
		var with []string
		for _, tx := range h.tb.texts {
			if strings.Contains(tx.Text, name) {
				with = append(with, tx.Text)
			}
		}
		require.Len(t, with, 1, "texts naming %q: %q", name, with)
		require.Contains(t, h.tb.texts["opscore"].Text, "points")
	}
	h.playDealChecking(layoutPlayer, func() {
		if h.tb.overlay.Hidden {
			check()
		}
	})
}
