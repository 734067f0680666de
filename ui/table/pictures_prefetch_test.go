package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
)

// TestTable_FacesAreReadyBeforeTheyAreShown: with background art (the
// app's), every face of the deck is drawn ahead of need at the board's card
// size, so a computer's card turned face up shows its picture at once, not
// the blank paper placeholder. (Mutation tried: render without
// prefetchFaces — every unseen face came back as the 1×1 placeholder.)
func TestTable_FacesAreReadyBeforeTheyAreShown(t *testing.T) {
	for _, g := range []struct {
		id   string
		deck cards.DeckID
	}{{"skat", cards.German32}, {"schnapsen", cards.German20}, {"scopa", cards.Italian40}, {"gostop", cards.Hwatu48}} {
		t.Run(g.id, func(t *testing.T) {
			h := newHarnessOpt(t, g.id, g.deck, 3, fyne.NewSize(1024, 700), func(o *Options) {
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
