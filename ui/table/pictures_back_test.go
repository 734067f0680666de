package table

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// backColours gives each back choice a flat colour of its own, so that a
// picture tells which back it was drawn from.
var backColours = map[string]color.NRGBA{
	env.BackClassic: {0xc0, 0x10, 0x10, 0xff},
	env.BackBlue:    {0x10, 0x10, 0xc0, 0xff},
	env.BackLattice: {0x10, 0xa0, 0x10, 0xff},
	env.BackTartan:  {0x80, 0x80, 0x10, 0xff},
}

// flatBackArt is the placeholder faces with one flat back per choice; a
// choice it does not know is an error, as in the assets.
func flatBackArt() Art {
	return Art{Back: func(_ cards.DeckID, choice string) ([]byte, error) {
		c, ok := backColours[choice]
		if !ok {
			return nil, fmt.Errorf("no back %q", choice)
		}
		return fmt.Appendf(nil, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 360" width="240" height="360">`+
			`<rect x="0" y="0" width="240" height="360" fill="#%02x%02x%02x"/></svg>`, c.R, c.G, c.B), nil
	}}
}

// backViews are the table's face-down cards on the felt.
func backViews(tb *Table) []*cardView {
	var out []*cardView
	for _, v := range tb.pool {
		if v.card == cards.None {
			out = append(out, v)
		}
	}
	return out
}

// centreColour is the middle pixel of a card view's picture.
func centreColour(t *testing.T, v *cardView) color.NRGBA {
	t.Helper()
	img := v.pic.Generator(60, 90)
	r, g, b, a := img.At(img.Bounds().Dx()/2, img.Bounds().Dy()/2).RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

// TestTable_BackFollowsTheSetting: every face-down card of an open table
// shows the chosen back, and a change in the settings turns them all at
// once, in every game; an unknown stored value shows the deck's own back.
// (Mutation tried: followBack not called from prefsChanged — the backs kept
// the classic colour after the change.)
func TestTable_BackFollowsTheSetting(t *testing.T) {
	for _, g := range []struct {
		id   string
		deck cards.DeckID
	}{{"scopa", cards.Italian40}, {"schnapsen", cards.French20}, {"skat", cards.German32}, {"gostop", cards.Hwatu48}} {
		t.Run(g.id, func(t *testing.T) {
			h := newHarnessOpt(t, g.id, g.deck, 5, fyne.NewSize(1024, 700), func(o *Options) { o.Art = flatBackArt() })
			tb := h.tb
			require.NotEmpty(t, backViews(tb), "no face-down card on the table")
			for _, v := range backViews(tb) {
				require.Equal(t, backColours[env.BackClassic], centreColour(t, v), "before any choice")
			}
			for _, choice := range []string{env.BackTartan, env.BackBlue, "no-such-back", env.BackLattice} {
				h.app.Preferences().SetString(env.PrefCardBack, choice)
				want, ok := backColours[choice]
				if !ok {
					want = backColours[env.BackClassic]
				}
				for _, v := range backViews(tb) {
					assert.Equal(t, want, centreColour(t, v), "after choosing %q", choice)
				}
			}
			// A new card view (a card dealt later) draws the current back too.
			assert.Equal(t, backColours[env.BackLattice], centreColour(t, newCardView(tb, cards.None)))
		})
	}
}
