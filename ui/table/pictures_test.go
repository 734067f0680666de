package table

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

// backColours gives each back choice a flat colour of its own, so that a
// picture tells which back it was drawn from.
func backColours() map[string]color.NRGBA {
	return map[string]color.NRGBA{
		env.BackClassic: {0xc0, 0x10, 0x10, 0xff},
		env.BackBlue:    {0x10, 0x10, 0xc0, 0xff},
		env.BackLattice: {0x10, 0xa0, 0x10, 0xff},
		env.BackTartan:  {0x80, 0x80, 0x10, 0xff},
	}
}

// flatBackArt is the placeholder faces with one flat back per choice; a
// choice it does not know is an error, as in the assets.
func flatBackArt() Art {
	return Art{Back: func(_ cards.DeckID, choice string) ([]byte, error) {
		c, ok := backColours()[choice]
		if !ok {
			return nil, fmt.Errorf("no back %q", choice)
		}
		return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">`+
			`<rect x="0" y="0" width="240" height="360" fill="#%02x%02x%02x"/></svg>`, c.R, c.G, c.B), nil
	}}
}

// backViews are the table's face-down cards on the felt.
func backViews(tb *Table) []*CardView {
	var out []*CardView
	for _, v := range tb.pool {
		if v.card == cards.None {
			out = append(out, v)
		}
	}
	return out
}

// centreColour is the middle pixel of a card view's picture.
func centreColour(t *testing.T, v *CardView) color.NRGBA {
	t.Helper()
	img := v.pic.Generator(60, 90)
	r, g, b, a := img.At(img.Bounds().Dx()/2, img.Bounds().Dy()/2).RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// TestTable_BackFollowsTheSetting: every face-down card of an open table
// shows the chosen back, and a change in the settings turns them all at
// once, with every deck; an unknown stored value shows the deck's own back.
// (Mutation tried: followBack not called from prefsChanged — the backs kept
// the classic colour after the change.)
func TestTable_BackFollowsTheSetting(t *testing.T) {
	for _, deck := range []cards.DeckID{cards.Italian40, cards.French20, cards.German32, cards.Hwatu48} {
		t.Run(cards.ByID(deck).Key(), func(t *testing.T) {
			h := newHarnessGame(t, toyWithDeck(deck), deck, 5, fyne.NewSize(1024, 700), func(o *Options) { o.Art = flatBackArt() })
			tb := h.tb
			require.NotEmpty(t, backViews(tb), "no face-down card on the table")
			for _, v := range backViews(tb) {
				require.Equal(t, backColours()[env.BackClassic], centreColour(t, v), "before any choice")
			}
			for _, choice := range []string{env.BackTartan, env.BackBlue, "no-such-back", env.BackLattice} {
				h.app.Preferences().SetString(env.PrefCardBack, choice)
				want, ok := backColours()[choice]
				if !ok {
					want = backColours()[env.BackClassic]
				}
				for _, v := range backViews(tb) {
					assert.Equal(t, want, centreColour(t, v), "after choosing %q", choice)
				}
			}
			// A new card view (a card dealt later) draws the current back too.
			assert.Equal(t, backColours()[env.BackLattice], centreColour(t, newCardView(tb, cards.None)))
		})
	}
}

// TestTable_FacesAreReadyBeforeTheyAreShown: with background art (the
// app's), every face of the deck is drawn ahead of need at the board's card
// size, so a computer's card turned face up shows its picture at once, not
// the blank paper placeholder. (Mutation tried: render without
// prefetchFaces — every unseen face came back as the 1×1 placeholder.)
func TestTable_FacesAreReadyBeforeTheyAreShown(t *testing.T) {
	for _, deck := range []cards.DeckID{cards.German32, cards.German20, cards.Italian40, cards.Hwatu48} {
		t.Run(cards.ByID(deck).Key(), func(t *testing.T) {
			h := newHarnessGame(t, toyWithDeck(deck), deck, 3, fyne.NewSize(1024, 700), func(o *Options) {
				o.Art = Art{} // the placeholder art: fast, and this is not about the artwork
				o.BackgroundArt = true
				o.Prefetch = func(f func()) { f() }
			})
			tb := h.tb
			tb.cache.Wait()
			w, hh := int(tb.scene.CW+0.5), int(tb.scene.CH+0.5)
			for _, c := range tb.deck.All() {
				img := tb.picture(c).Generator(w, hh)
				require.Greater(t, img.Bounds().Dx(), 1, "%s is still the placeholder", tb.cardName(c))
			}
		})
	}
}

// TestDisplayFiltersReachCards checks that the cards are drawn through the
// filtered cache: a contrast change changes a card's pixels, and the grain
// overlay lies on top of the felt.
func TestDisplayFiltersReachCards(t *testing.T) {
	h := newToyHarness(t, 7, fyne.NewSize(1024, 700), nil)
	cv := h.handViews()[0]
	before := cv.pic.Generator(90, 135)
	h.tb.applySettings(filter.Settings{Contrast: 0.9, Grain: 0.8, Temperature: 0.2})
	after := cv.pic.Generator(90, 135)
	if wintest.ImageDiff(before, after) < 0.2 {
		t.Fatal("a contrast and temperature change did not reach the card")
	}
	felt := h.tb.felt.Generator(64, 64)
	if felt == nil || h.tb.cache.Used() == 0 {
		t.Fatal("the felt is not drawn through the cache")
	}
	stack := h.tb.grain.Object()
	if stack.Visible() == false {
		t.Fatal("grain at 80% is hidden")
	}
	// Stored settings (the settings screen) reach an open table too.
	display.Save(h.app.Preferences(), filter.Default())
	if h.tb.filterSettings() != filter.Default() {
		t.Fatal("the table did not follow the stored display settings")
	}
}
