package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/translations"
)

// BenchmarkStartToFirstFrame is the shell's part of the start, as the app
// does it (Deps.BackgroundPictures): the messages, the home screen and its
// first paint at 1100×760 (the software painter of Fyne's test driver, not
// OpenGL). The pictures drawn in the background are waited for outside the
// timing. "inplace" is the same with the pictures drawn on the first paint
// (as before they moved to the background).
func BenchmarkStartToFirstFrame(b *testing.B) {
	for _, c := range []struct {
		name       string
		background bool
	}{{"background", true}, {"inplace", false}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				a := test.NewTempApp(b)
				a.Preferences().SetString("ui.language", "en")
				bundle, err := translations.NewBundle()
				if err != nil {
					b.Fatal(err)
				}
				s := newShell(a, catalog.All(), bundle, Deps{Picture: AssetPicture, BackgroundPictures: c.background})
				s.w.Resize(fyne.NewSize(1100, 760))
				s.w.Canvas().Capture()
				b.StopTimer()
				s.disp.cache.Wait()
				s.w.Close()
				b.StartTimer()
			}
		})
	}
}
