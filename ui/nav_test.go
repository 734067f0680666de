package ui

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// TestTopBar_ButtonsStayPut: every top-bar button sits at the same place,
// with the same text, on every screen, in every language and at every
// window size; the current screen's own button is disabled, not removed.
// (Before: buttons were hidden on the screens they lead to, so Display,
// Home and Statistics moved from screen to screen and drew misclicks,
// issue 40 item 4.)
func TestTopBar_ButtonsStayPut(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	gs := fixtureGames()
	table := func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) { return widget.NewLabel(""), nil }
	screens := []struct {
		name    string
		open    func(s *Shell)
		current func(n *navigator) *keyButton // the screen's own button
	}{
		{"home", func(s *Shell) {}, func(n *navigator) *keyButton { return n.homeBtn }},
		{"table", func(s *Shell) { s.openTable(gs[0], gs[0].Decks[0], nil) }, nil},
		{"rules", func(s *Shell) { s.openTable(gs[0], gs[0].Decks[0], nil); s.openRules(gs[0].ID) }, func(n *navigator) *keyButton { return n.rulesBtn }},
		{"settings", func(s *Shell) { s.openSettings() }, func(n *navigator) *keyButton { return n.settingsBtn }},
		{"statistics", func(s *Shell) { s.openStats() }, func(n *navigator) *keyButton { return n.statsBtn }},
		{"about", func(s *Shell) { s.openAbout() }, func(n *navigator) *keyButton { return n.aboutBtn }},
	}
	for _, lang := range b.Languages() {
		a := test.NewTempApp(t)
		a.Preferences().SetString(env.PrefLanguage, lang.Code)
		s := newShell(a, gs, b, Deps{Picture: AssetPicture, NewTable: table})
		n := s.nav
		bar := []*keyButton{n.back, n.dispBtn, n.homeBtn, n.rulesBtn, n.statsBtn, n.settingsBtn, n.aboutBtn}
		want := map[fyne.Size][]string{} // where they sit on the home screen
		for _, sc := range screens {
			n.home()
			sc.open(s)
			for _, sz := range layoutcheck.Sizes() {
				if !layoutcheck.Walked(lang, sz, "de") { // German's bar is the widest
					continue
				}
				t.Run(fmt.Sprintf("%s/%vx%v/%s", lang.Code, sz.Width, sz.Height, sc.name), func(t *testing.T) {
					s.w.Resize(sz)
					var got []string
					for _, btn := range bar {
						require.True(t, btn.Visible(), "every button is shown")
						p := fyne.CurrentApp().Driver().AbsolutePositionForObject(btn)
						got = append(got, fmt.Sprintf("%q at %v+%v", btn.Text, p.X, btn.Size().Width))
					}
					if want[sz] == nil {
						want[sz] = got
					}
					assert.Equal(t, want[sz], got, "the buttons sit where they sat on the home screen")
					if sc.current != nil {
						assert.True(t, sc.current(n).Disabled(), "the current screen's button is disabled")
					}
					assert.Equal(t, sc.name != "home", !n.back.Disabled(), "Back goes somewhere but from home")
					assert.Empty(t, barProblems(n))
				})
			}
		}
		s.nav.closeAll()
		s.w.Close()
	}
}
