package ui

import (
	"image"
	"image/color"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
	"github.com/cardavia/cardavia/ui/table/tables"
)

// extreme is a setting that moves every colour (grain off, so pixels are predictable).
var extreme = filter.Settings{Contrast: 0.9, Grain: 0.5, Temperature: 0.1}

func nrgbaAt(img image.Image, x, y int) color.NRGBA {
	return color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
}

// interior reports whether the pixel at x, y and its eight neighbours all have colour
// c: a pixel inside a surface, not the faint edge of a glyph that happens to match.
func interior(img image.Image, x, y int, c color.NRGBA) bool {
	b := img.Bounds()
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			p := image.Pt(x+dx, y+dy)
			if !p.In(b) || nrgbaAt(img, p.X, p.Y) != c {
				return false
			}
		}
	}
	return true
}

// TestHomeCapture_FilteredAsPredicted renders the home screen at 50/50/50 and at an
// extreme setting, and checks the pixels inside two surfaces of known colour — the felt
// and the tiles' panels — against what the filtered theme predicts for them.
func TestHomeCapture_FilteredAsPredicted(t *testing.T) {
	s, a := newTestShellDeps(t, fixtureGames(), Deps{})
	v := a.Settings().ThemeVariant()
	base := s.disp.theme.base
	before := s.w.Canvas().Capture()
	s.applyDisplay(extreme)
	after := s.w.Canvas().Capture()
	require.Equal(t, before.Bounds(), after.Bounds())

	ft := newFilteredTheme(base, extreme)
	for _, n := range []fyne.ThemeColorName{env.ColorNameFelt, "menuBackground"} {
		was := toNRGBA(base.Color(n, v))
		want := toNRGBA(ft.Color(n, v))
		require.NotEqual(t, was, want, "%s: the setting must change the colour, or the test proves nothing", n)
		found := 0
		b := before.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y += 3 {
			for x := b.Min.X; x < b.Max.X; x += 3 {
				if !interior(before, x, y, was) {
					continue
				}
				found++
				if got := nrgbaAt(after, x, y); got != want {
					t.Fatalf("%s pixel %d,%d: %v at the extreme, want %v (was %v)", n, x, y, got, want, was)
				}
			}
		}
		assert.Greater(t, found, 100, "%s: too few pixels of the colour on the home screen", n)
	}

	// And back: 50/50/50 is the unfiltered picture again, bit for bit.
	s.applyDisplay(filter.Default())
	again := s.w.Canvas().Capture()
	assert.Equal(t, before, again)
}

// TestGrainOverlay_DoesNotInterceptATap taps the Statistics button through the grain
// overlay that lies over the whole window; a tappable overlay in its place must catch
// the same tap (the guard: the test can fail).
func TestGrainOverlay_DoesNotInterceptATap(t *testing.T) {
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
	s.applyDisplay(filter.Settings{Contrast: 0.5, Grain: 1, Temperature: 0.5})
	grain := s.disp.grain.Object()
	require.True(t, grain.Visible(), "full grain shows the overlay")
	content := s.w.Content().(*fyne.Container)
	require.Same(t, grain, content.Objects[len(content.Objects)-1], "the grain lies above everything")
	require.Equal(t, s.w.Canvas().Size(), grain.Size(), "the grain covers the window")

	btn := s.nav.statsBtn
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(btn).Add(fyne.NewPos(btn.Size().Width/2, btn.Size().Height/2))
	test.TapCanvas(s.w.Canvas(), pos)
	assert.Equal(t, "stats", s.nav.top().id, "the tap reached the button under the grain")

	// The guard: a tappable layer in the grain's place takes the tap.
	s.nav.home()
	caught := false
	catcher := widget.NewButton("", func() { caught = true })
	content.Objects[len(content.Objects)-1] = catcher
	content.Refresh()
	s.w.Resize(s.w.Canvas().Size()) // lay the catcher over the window
	catcher.Resize(s.w.Canvas().Size())
	test.TapCanvas(s.w.Canvas(), pos)
	assert.True(t, caught, "a tappable overlay should have caught the tap")
	assert.Equal(t, "home", s.nav.top().id)
}

// TestDisplayControl_OnEveryScreen opens the top bar's sliders from every screen and
// moves one with the keyboard: the whole window follows at once, the preferences when
// the move ends, and Reset returns to 50/50/50.
func TestDisplayControl_OnEveryScreen(t *testing.T) {
	s, a := newTestShellDeps(t, fixtureGames(), Deps{})
	for _, open := range []struct {
		name string
		do   func()
	}{
		{"home", s.nav.home},
		{"rules", func() { s.openRules("scopa") }},
		{"settings", s.openSettings},
		{"statistics", s.openStats},
	} {
		t.Run(open.name, func(t *testing.T) {
			open.do()
			require.True(t, s.nav.dispBtn.Visible())
			assert.Equal(t, "Display", s.nav.dispBtn.Text)
			test.Tap(s.nav.dispBtn)
			require.True(t, s.disp.popup.Visible(), "the sliders open")
			require.Equal(t, s.disp.panel.First(), s.w.Canvas().Focused(), "the first slider has the keyboard focus")
			focused := s.w.Canvas().Focused().(fyne.Focusable)
			before := s.displaySettings().Contrast
			focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			assert.InDelta(t, before+0.01, s.displaySettings().Contrast, 1e-9, "one step right is one percent")
			live, ok := env.LiveDisplaySettings()
			assert.True(t, ok)
			assert.Equal(t, s.displaySettings(), live, "the app's theme carries the live values")
			stored, _ := display.Load(a.Preferences())
			assert.Equal(t, s.displaySettings(), stored, "a key press ends the move: stored")
			resets := find(s.disp.popup.Content, func(b *display.EscButton) bool { return b.Text == "Reset" })
			require.Len(t, resets, 1)
			test.Tap(resets[0])
			assert.Equal(t, filter.Default(), s.displaySettings())
			live, _ = env.LiveDisplaySettings()
			assert.Equal(t, filter.Default(), live, "Reset re-filters the window at once, not on Close")
			assert.Contains(t, texts(s.disp.panel), "50%", "Reset moves the open sliders back")
			assert.Contains(t, texts(s.disp.popup.Content), "50%", "Reset shows the values it set")
			test.Tap(s.disp.close)
			assert.False(t, s.disp.popup.Visible())
		})
	}
}

// pressKey delivers a key as Fyne's desktop driver does: to the focused
// widget if there is one (which may drop it), else to the window's key
// handler.
func pressKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// TestDisplayControl_EscapeCloses: Esc closes the sliders whichever of
// their controls has the focus (the first slider when they open, Reset or
// Close after Tab), and only the next Esc goes back. Keys go where the
// desktop driver sends them, to the focused widget. (Before: the focused
// slider dropped Esc and the panel stayed open, issue 40.)
func TestDisplayControl_EscapeCloses(t *testing.T) {
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
	for _, focus := range []string{"first slider", "Reset", "Close"} {
		t.Run(focus, func(t *testing.T) {
			s.nav.home()
			s.openStats()
			test.Tap(s.nav.dispBtn)
			require.True(t, s.disp.popup.Visible())
			c := s.w.Canvas()
			for c.Focused() != nil && !strings.Contains(focusedText(c), focus) && focus != "first slider" {
				c.FocusNext()
			}
			require.NotNil(t, c.Focused(), "a control of the panel has the focus")
			pressKey(c, fyne.KeyEscape)
			assert.False(t, s.disp.popup.Visible(), "Esc closes the sliders")
			assert.Equal(t, "stats", s.nav.top().id, "the first Esc only closes the sliders")
			pressKey(c, fyne.KeyEscape)
			assert.Equal(t, "home", s.nav.top().id, "the next goes back")
		})
	}
}

// focusedText is the text of the focused button ("" for another widget).
func focusedText(c fyne.Canvas) string {
	if b, ok := c.Focused().(*display.EscButton); ok {
		return b.Text
	}
	return ""
}

// TestDisplayControl_ClickOutsideActs: with the sliders open, one click on
// a control outside them closes them and does what the control does —
// Play opens the table, a top-bar button its screen, a deck choice
// chooses, a tool of the table acts — while a click on the Display button
// only closes them. (Before: the click only closed the panel; Play needed
// two clicks, issue 40.)
func TestDisplayControl_ClickOutsideActs(t *testing.T) {
	opened := ""
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Picture: AssetPicture, NewTable: func(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
		opened = g.ID
		return tables.InPlace(7)(e, g, d)
	}})
	c := s.w.Canvas()
	at := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o).Add(fyne.NewPos(o.Size().Width/2, o.Size().Height/2))
	}
	clickWithPanelOpen := func(t *testing.T, o fyne.CanvasObject) {
		t.Helper()
		test.Tap(s.nav.dispBtn)
		require.True(t, s.disp.popup.Visible())
		test.TapCanvas(c, at(o))
		assert.False(t, s.disp.popup.Visible(), "the click closes the sliders")
	}
	t.Run("Play", func(t *testing.T) {
		s.nav.home()
		plays := find(s.nav.top().obj, func(b *keyButton) bool { return b.Text == "Play" })
		require.Len(t, plays, 4)
		clickWithPanelOpen(t, plays[3])
		assert.Equal(t, "schnapsen", opened, "one click played")
		assert.Equal(t, "table:schnapsen", s.nav.top().id)
	})
	t.Run("a tool of the table", func(t *testing.T) {
		log := find(s.nav.top().obj, func(b *widget.Button) bool { return strings.HasPrefix(b.Text, "Log") || b.Icon == theme.ListIcon() })
		require.NotEmpty(t, log)
		before := len(texts(s.nav.top().obj))
		clickWithPanelOpen(t, log[len(log)-1])
		assert.Greater(t, len(texts(s.nav.top().obj)), before, "the move log opened")
	})
	t.Run("top bar", func(t *testing.T) {
		clickWithPanelOpen(t, s.nav.statsBtn)
		assert.Equal(t, "stats", s.nav.top().id)
	})
	t.Run("deck choice", func(t *testing.T) {
		s.nav.home()
		french := find(s.nav.top().obj, func(r *widget.RadioGroup) bool { return slices.Contains(r.Options, "French suits") })
		require.Len(t, french, 1)
		clickWithPanelOpen(t, french[0])
		assert.Equal(t, cards.French20, s.chosenDeck(s.game("schnapsen")))
	})
	t.Run("the Display button only closes", func(t *testing.T) {
		clickWithPanelOpen(t, s.nav.dispBtn)
		assert.False(t, s.disp.popup.Visible(), "not opened again")
	})
	t.Run("inside the panel", func(t *testing.T) {
		test.Tap(s.nav.dispBtn)
		test.TapCanvas(c, at(s.disp.panel))
		assert.True(t, s.disp.popup.Visible(), "a tap on the panel keeps it open")
		s.hideDisplayPanel()
	})
}

// TestTilePictures_Filtered checks that the home tiles' card pictures are drawn
// through the display cache: at the extreme setting each pixel is the filtered one.
func TestTilePictures_Filtered(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	rasters := find(s.nav.top().obj, func(*canvas.Raster) bool { return true })
	require.NotEmpty(t, rasters, "the tiles' pictures are rasters through the cache")
	r := rasters[0]
	neutral := r.Generator(96, 150)
	s.applyDisplay(extreme)
	filtered := r.Generator(96, 150)
	f := filter.New(extreme)
	changed := 0
	for y := 0; y < 150; y += 5 {
		for x := 0; x < 96; x += 5 {
			n := nrgbaAt(neutral, x, y)
			if n.A != 0xff {
				continue // edges round through premultiplied alpha
			}
			want := f.Map(n)
			require.Equal(t, want, nrgbaAt(filtered, x, y), "pixel %d,%d", x, y)
			if want != n {
				changed++
			}
		}
	}
	assert.Greater(t, changed, 50, "the picture changed")
}

// TestRetint_FollowsTheSlidersBackAndForth moves the sliders several times: a shape
// built at 50/50/50 ends at its filtered colour each time and back at its own at the end.
func TestRetint_FollowsTheSlidersBackAndForth(t *testing.T) {
	s, a := newTestShellDeps(t, fixtureGames(), Deps{})
	v := a.Settings().ThemeVariant()
	felt := find(s.nav.top().obj, func(r *canvas.Rectangle) bool {
		return toNRGBA(r.FillColor) == toNRGBA(s.disp.theme.base.Color(env.ColorNameFelt, v))
	})
	require.NotEmpty(t, felt)
	own := canvas.NewRectangle(color.NRGBA{0x40, 0x80, 0xc0, 0xff}) // a colour of the screen's own
	s.nav.top().obj.(*fyne.Container).Add(container.NewWithoutLayout(own))
	for _, st := range []filter.Settings{extreme, {Contrast: 0.1, Grain: 0.9, Temperature: 0.8}, extreme, filter.Default()} {
		s.applyDisplay(st)
		ft := newFilteredTheme(s.disp.theme.base, st)
		assert.Equal(t, toNRGBA(ft.Color(env.ColorNameFelt, v)), toNRGBA(felt[0].FillColor), "%v", st)
		assert.Equal(t, filter.New(st).Map(color.NRGBA{0x40, 0x80, 0xc0, 0xff}), toNRGBA(own.FillColor), "%v", st)
	}
}

// TestDisplayControl_ReachesTheTable moves a slider of the top bar's panel on a real
// table: the felt is re-filtered at once (from the live values, before anything is
// stored), and filtered once, from the unfiltered felt colour.
func TestDisplayControl_ReachesTheTable(t *testing.T) {
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.InPlace(7)})
	require.NoError(t, s.Open("play:scopa"))
	rasters := find(s.nav.top().obj, func(r *canvas.Raster) bool { return true })
	require.NotEmpty(t, rasters)
	felt := rasters[0] // the felt lies under everything
	neutral := felt.Generator(64, 48)
	s.applyDisplay(extreme)
	live, ok := env.LiveDisplaySettings()
	require.True(t, ok)
	require.Equal(t, extreme, live)
	f := filter.New(extreme)
	same := felt.Generator(64, 48) // the cached raster, filtered again
	assert.Equal(t, f.Map(nrgbaAt(neutral, 32, 24)), nrgbaAt(same, 32, 24))
	// A size not drawn yet is rendered now, under the filtered theme: from the
	// unfiltered felt colour all the same. (The centre pixel is the same shade at both
	// sizes: the lamp is brightest there and both centres fall on the same weave row.)
	fresh := felt.Generator(70, 48)
	assert.Equal(t, f.Map(nrgbaAt(neutral, 32, 24)), nrgbaAt(fresh, 35, 24), "the felt is filtered once")
}

// TestDisplayControl_PanelsAgree moves the top bar's sliders over the settings screen:
// the settings screen's panel shows the same values, and the other way round.
func TestDisplayControl_PanelsAgree(t *testing.T) {
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
	s.openSettings()
	panels := find(s.nav.top().obj, func(*display.Panel) bool { return true })
	require.Len(t, panels, 1)
	onScreen := panels[0]
	test.Tap(s.nav.dispBtn)
	s.w.Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	assert.Equal(t, s.displaySettings(), onScreen.Settings(), "the settings screen follows the top bar")
	onScreen.SetSettings(extreme)
	assert.Equal(t, extreme, s.displaySettings(), "the settings screen's panel changes the window")
	assert.Equal(t, extreme, s.disp.panel.Settings(), "and the top bar's panel follows")
}
