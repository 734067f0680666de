package schnapsen

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
)

// TestSchnapsenScene_TextsClearOfCards plays deals at 800×600 and 1024×768
// with the move log closed and open and checks the felt's texts at each of
// the person's turns and at the summary (as skatTextProblems does): inside
// the felt, clear of the move log, of each other and of every card. Every
// language plays at 800×600; English and the language with the widest
// texts there at 1024×768 (layoutcheck.Walked; all of them under -tags
// exhaustive).
func TestSchnapsenScene_TextsClearOfCards(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	var widths layoutcheck.Widths // 800×600 first: it measures
	for _, sz := range []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1024, 768)} {
		for _, logOpen := range []bool{false, true} {
			scene := fmt.Sprintf("log=%v", logOpen)
			for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest(scene)) {
				t.Run(fmt.Sprintf("%s/%vx%v/%s", lang.Code, sz.Width, sz.Height, scene), func(t *testing.T) {
					h := newHarness(t, 7, sz, func(o *table.Options) { o.Art = table.Art{} })
					h.L.SetLanguage(lang)
					if logOpen {
						h.Key("L")
						require.True(t, h.LogPanel().Visible())
					}
					measure := func() {
						if layoutcheck.Small(sz) {
							widths.Add(scene, lang.Code, layoutcheck.Texts(h.W.Content()))
						}
					}
					playDealCheckingTexts(t, h, measure)
				})
			}
		}
	}
}
