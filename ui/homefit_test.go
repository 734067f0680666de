package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// TestHome_FitsTheWindow: in every language the four tiles fit the default
// window side by side in two columns with nothing to scroll, and in a
// large window they fill the height under the header instead of leaving
// it empty. (Before: English needed a scroll for 11 px, German fell to one
// column with two games in view, and at 1920x1080 40 % of the screen stayed
// empty, issue 40 item 11.) Both the marks of matches in progress and
// every house rule on (the tile's facts line longest) are measured too.
func TestHome_FitsTheWindow(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		a := test.NewTempApp(t)
		a.Preferences().SetString(env.PrefLanguage, lang.Code)
		s := newShell(a, fixtureGames(), b, Deps{Picture: AssetPicture})
		// With every game's match in progress too, each tile marked: the
		// mark beside the name made the tiles too wide for two columns, and
		// the Play buttons of the lower row left the window.
		// And with every house rule on, each tile's line naming the match
		// format they make ("list of 36 deals") and how many are on.
		for _, marked := range []bool{false, true} {
			ruled := marked
			for _, sz := range []fyne.Size{env.DefaultWindowSize(), fyne.NewSize(1920, 1080)} {
				t.Run(fmt.Sprintf("%s/%vx%v/marked=%v/ruled=%v", lang.Code, sz.Width, sz.Height, marked, ruled), func(t *testing.T) {
					for _, m := range s.waitingMarks {
						if marked {
							m.Show()
						} else {
							m.Hide()
						}
					}
					for _, g := range s.games {
						every := map[string]string{}
						for _, o := range g.Options {
							if ruled {
								every[o.Name] = o.Values[len(o.Values)-1]
							}
						}
						env.SetHouseRules(s.prefs, g, every)
						s.tileFacts[g.ID]()
					}
					s.w.Resize(sz.AddWidthHeight(1, 1))
					s.w.Resize(sz)
					scrolls := find(s.nav.top().obj, func(*container.Scroll) bool { return true })
					require.Len(t, scrolls, 1)
					view := scrolls[0]
					assert.LessOrEqual(t, view.Content.MinSize().Height, view.Size().Height, "nothing to scroll")
					var top, bottom float32 = 1e9, 0
					cols := map[float32]bool{}
					for _, g := range s.games {
						tile := s.tileOf(g.ID)
						p := fyne.CurrentApp().Driver().AbsolutePositionForObject(tile)
						cols[p.X] = true
						top, bottom = min(top, p.Y), max(bottom, p.Y+tile.Size().Height)
						assert.LessOrEqual(t, p.Y+tile.Size().Height, s.w.Canvas().Size().Height+0.5, "%s's tile is in the window", g.ID)
					}
					assert.Len(t, cols, 2, "two columns")
					below := s.w.Canvas().Size().Height - top
					assert.GreaterOrEqual(t, (bottom-top)/below, float32(0.9), "the tiles fill the height under the header")
				})
			}
		}
		s.w.Close()
	}
}

// TestHome_WikipediaMarkIsDrawn: the mark that the Wikipedia link leaves
// the app is an image after the link, not a character in its text, in
// every language. (Before: "Wikipedia ↗", whose arrow no font of the
// Windows build under Wine had: a replacement box, issue 40 item 12.)
func TestHome_WikipediaMarkIsDrawn(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		t.Run(lang.Code, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Preferences().SetString(env.PrefLanguage, lang.Code)
			s := newShell(a, fixtureGames(), b, Deps{Picture: AssetPicture})
			defer s.w.Close()
			for _, g := range s.games {
				tile := s.tileOf(g.ID)
				for _, text := range texts(tile) {
					assert.NotContains(t, text, "↗", "%s: an arrow in a text", g.ID)
				}
				links := find(tile, func(*widget.Hyperlink) bool { return true })
				require.Len(t, links, 1, g.ID)
				marks := find(tile, func(i *canvas.Image) bool {
					return i.Resource != nil && strings.HasSuffix(i.Resource.Name(), externalIcon.Name())
				})
				assert.Len(t, marks, 1, "%s: the link's mark is drawn", g.ID)
				assert.Equal(t, links[0].URL.String(), g.Wikipedia)
			}
		})
	}
}
