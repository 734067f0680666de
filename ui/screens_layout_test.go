package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// TestLayout_EveryScreenFits opens every shell screen in every language the
// app has, at 800×600, 1024×700 and 1920×1080, and checks that no control
// lies past the window's edge, none lies on another and every button's
// label is shown whole. (The tables' phases are checked in ui/table.)
// (Mutation tried: the home screen's two fixed columns — at 800×600 the
// deck choice and the Wikipedia links lay past the right edge.)
func TestLayout_EveryScreenFits(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	gs := fixtureGames()
	screens := []struct {
		name string
		open func(s *Shell)
	}{
		{"home", func(s *Shell) { s.nav.home() }},
		{"settings", func(s *Shell) { s.openSettings() }},
		{"statistics", func(s *Shell) { s.openStats() }},
		{"about", func(s *Shell) { s.openAbout() }},
	}
	for _, g := range gs {
		id := g.ID
		screens = append(screens, struct {
			name string
			open func(s *Shell)
		}{"rules:" + id, func(s *Shell) { s.openRules(id) }})
	}
	for _, lang := range b.Languages() {
		a := test.NewTempApp(t)
		a.Preferences().SetString(env.PrefLanguage, lang.Code)
		s := newShell(a, gs, b, Deps{Picture: AssetPicture})
		for _, sz := range []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1024, 700), fyne.NewSize(1920, 1080)} {
			for _, sc := range screens {
				t.Run(fmt.Sprintf("%s/%s/%vx%v", lang.Code, sc.name, sz.Width, sz.Height), func(t *testing.T) {
					s.nav.home()
					sc.open(s)
					s.w.Resize(sz)
					if got := s.w.Canvas().Size(); got.Width > sz.Width+1 || got.Height > sz.Height+1 {
						t.Errorf("the window grew to %v for its content", got)
					}
					for _, p := range layoutcheck.Problems(s.w.Content(), s.w.Canvas().Size()) {
						t.Error(p)
					}
				})
			}
		}
		s.w.Close()
	}
}
