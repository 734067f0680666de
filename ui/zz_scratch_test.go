package ui

import (
	"image/png"
	"os"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/cardavia/cardavia/ui/env"
)

func TestScratchShots(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	a.Settings().SetTheme(newTheme(env.ThemeLight))
	s.nav.retext()
	s.w.Resize(fyne.NewSize(1100, 760))
	shot := func(name string) {
		f, _ := os.Create("/tmp/shot-" + name + ".png")
		png.Encode(f, s.w.Canvas().Capture())
		f.Close()
	}
	s.openRules("skat")
	shot("rules")
	s.openSettings()
	shot("settings")
	env.RecordMatch(a.Preferences(), "skat", true)
	s.openStats()
	shot("stats")
	s.nav.home()
	s.setTheme(env.ThemeDark)
	s.nav.retext()
	shot("homedark")
}
