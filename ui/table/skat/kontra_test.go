package skat

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestSkatTable_KontraByKey: with the house rule on, the person defending
// sees a Kontra button before the first card, K says it, the news and the
// game line say so, the button is gone, and the summary shows the score
// before and after the doubling. (Mutation tried: the summary's lines of
// the game's own rules with the doubled score — "Won: +60." over
// "Kontra doubles it: +60.")
func TestSkatTable_KontraByKey(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := passingTable(t, seed, fyne.NewSize(1280, 800), map[string]string{skat.OptionKontraRe: games.On})
		v := h.View().(*skat.View)
		if v.Phase != skat.PhasePlay || v.Declarer == table.Human || h.ToMove() != table.Human {
			h.Table.Close()
			continue
		}
		require.NotNil(t, tabletest.ButtonIn(h.Controls(), "Kontra (K)"), "the Kontra button before the first card")
		h.Key("K")
		assert.Contains(t, strings.Join(h.Log(), "\n"), "You say Kontra: the game counts double.")
		assert.Contains(t, skatGameLine(h.Host(), h.View().(*skat.View)), "· Kontra")
		assert.Nil(t, tabletest.ButtonIn(h.Controls(), "Kontra (K)"), "said once")
		h.PlayDeal(nil)
		st := h.View().(*skat.View).Settlement
		require.NotNil(t, st)
		require.GreaterOrEqual(t, st.Kontra, 1)
		sum := tabletest.Labels(h.Overlay())
		assert.Contains(t, sum, "Kontra")
		return
	}
	t.Fatal("the person never defended at a first card in 40 seeds")
}

// TestSkatTable_KontraSummary: the lines of the game's own rules keep the
// score before the doubling; Kontra's line gives the doubled one.
func TestSkatTable_KontraSummary(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	st := &skat.Settlement{Declarer: 1, Game: skat.Hearts, Bid: 30, Matadors: 2, With: true, Base: 10, Multiplier: 3,
		Value: 30, Won: true, Score: 120, CardPoints: 75, Tricks: 6, Kontra: 2}
	lines := strings.Join((&game{}).Summary(h.Host(), &skat.View{Settlement: st}, games.Result{}), "\n")
	assert.Contains(t, lines, "Won: +30.")
	assert.Contains(t, lines, "Kontra and Re double it twice: +120.")
	st.Won, st.Score, st.Kontra = false, -120, 1
	lines = strings.Join((&game{}).Summary(h.Host(), &skat.View{Settlement: st}, games.Result{}), "\n")
	assert.Contains(t, lines, "Lost: -60 (twice the value).")
	assert.Contains(t, lines, "Kontra doubles it: -120.")
}
