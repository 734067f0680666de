package tables

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
	"github.com/cardavia/cardavia/ui/table"
)

// benchTable is a Go-Stop table (the game with the most cards on the felt)
// with the real card art in a 1920x1080 test window, at the person's first
// turn.
func benchTable(b *testing.B) (*table.Table, fyne.Window) {
	b.Helper()
	a := test.NewTempApp(b)
	a.Preferences().SetString(env.PrefAILevel, env.AIEasy)
	bundle, err := translations.NewBundle()
	if err != nil {
		b.Fatal(err)
	}
	lang, _ := bundle.Lookup("en")
	w := test.NewTempWindow(b, nil)
	e := env.Env{L: translations.NewLocalizer(bundle, lang), Prefs: a.Preferences(), Changes: env.NewChanges(a), Window: w}
	tb, err := table.New(e, gostop.Info(), cards.Hwatu48, GameFor(gostop.Info().ID), table.Options{Seed: 3, Art: table.DefaultArt(), NewPlayer: players.New, RunAI: func(f func()) { f() }, PlainSeatNames: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(tb.Close)
	w.SetContent(tb)
	w.Resize(fyne.NewSize(1920, 1080))
	tb.Start()
	w.Canvas().Capture() // rasterise every card once: a slider step never re-reads the SVGs
	return tb, w
}

// stepSettings is the i-th position of a contrast drag: never the same
// settings twice in a row, so every step misses the filtered cache.
func stepSettings(i int) filter.Settings {
	return filter.Settings{Contrast: 0.2 + float64(i%600)/1000, Grain: 0.8, Temperature: 0.7}
}

// BenchmarkSliderStepFilter is the display-filter work of one slider step on
// a full 1920x1080 table: the settings change, then every raster on the felt
// (the felt itself and each card) is regenerated at its size, which is what
// the painter asks of them on the next frame. Run with -cpu 1.
func BenchmarkSliderStepFilter(b *testing.B) {
	tb, _ := benchTable(b)
	rs := tb.Probe().Rasters()
	b.ReportMetric(float64(len(rs)), "rasters")
	for i := 0; b.Loop(); i++ {
		tb.Probe().ApplySettings(stepSettings(i))
		for _, r := range rs {
			sz := r.Size()
			r.Generator(int(sz.Width), int(sz.Height))
		}
		tb.Probe().Grain(1920, 1080)
	}
}

// BenchmarkSliderStepFrame is one slider step including a whole frame drawn
// by Fyne's software renderer (text, shadows, glows and all): an upper bound,
// since the app draws with OpenGL.
func BenchmarkSliderStepFrame(b *testing.B) {
	tb, w := benchTable(b)
	for i := 0; b.Loop(); i++ {
		tb.Probe().ApplySettings(stepSettings(i))
		w.Canvas().Capture()
	}
}
