package assets

import (
	"fmt"
	"testing"

	"github.com/cardavia/cardavia/assets/internal/render"
	"github.com/cardavia/cardavia/games/cards"
)

// BenchmarkRenderFace measures what a player waits for the first time a card
// appears at a size: Fyne rasterises the SVG once per size and caches it.
func BenchmarkRenderFace(b *testing.B) {
	for _, tc := range []struct {
		name string
		deck cards.DeckID
		c    cards.Card
	}{{"it-D7", cards.Italian40, 6}, {"it-B12", cards.Italian40, 39}, {"de-HO", cards.German32, 21}, {"hw-01B", cards.Hwatu48, 0}, {"hw-10A", cards.Hwatu48, 36}} {
		r, _ := Face(tc.deck, tc.c)
		for _, w := range []int{120, 400} {
			b.Run(fmt.Sprintf("%s@%dpx", tc.name, w), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := render.SVG(r.Name(), r.Content(), w, w*3/2); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
