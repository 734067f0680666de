package ui

import (
	"image"
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
)

// The display filters over the whole window. The shell owns the one live copy of the
// three sliders' values: every Display control (the top bar's, the settings screen's)
// reports each step of a slider here, and applyDisplay
//
//   - sets a filteredTheme for the new values as the app's theme, so every widget
//     redraws in filtered colours, and the table (which asks the theme for the live
//     values, env.LiveDisplaySettings) re-filters its pictures;
//   - re-colours the plain canvas shapes and texts of the shell's screens, which read
//     their colours once when built (retint, below), and redraws their rasters (the
//     home tiles' cards, drawn through the shell's display.Cache);
//   - shows the grain overlay, one display.Grain stacked above the whole window.
//
// The preferences are written when a move ends (display.Panel), as before.

// grainSeed is the overlay's noise seed: the same grain on every screen and every run.
const grainSeed = 0xCA4DA71A

// displayState is the shell's part of the display filters.
type displayState struct {
	mu       sync.Mutex      // settings is read by the painter, through the rasters
	settings filter.Settings // live: follows a slider while it moves
	stored   filter.Settings // as last read from the preferences
	theme    *filteredTheme  // the app's theme now
	grain    *display.Grain
	cache    *display.Cache // the shell's pictures
	tints    map[fyne.CanvasObject]*tint

	btn   *keyButton
	panel *display.Panel
	popup *floatPanel
	close *display.EscButton
}

// initDisplay reads the stored settings and sets the app's filtered theme; call it
// before the window is built.
func (s *Shell) initDisplay() {
	st, _ := display.Load(s.prefs) // a corrupt value reads as 50%; the settings screen says so
	s.disp = &displayState{
		settings: st,
		stored:   st,
		grain:    display.NewGrain(grainSeed, st.Grain),
		cache:    display.NewCache(32 << 20),
		tints:    map[fyne.CanvasObject]*tint{},
	}
	s.disp.theme = newFilteredTheme(newTheme(env.ThemeChoice(s.prefs)), st)
	s.app.Settings().SetTheme(s.disp.theme)
	// The language's bold faces before any text is measured: Fyne caches its faces, and
	// clears that cache on a theme change only once the window runs (fontnotice.go).
	s.useLanguageFonts(s.l.Language().Code)
	// Settings stored elsewhere (the settings screen, another table) reach every screen.
	s.changes.OnChange(s.displayPrefsChanged)
}

// windowContent is the window's content: the navigator under the grain overlay, which
// takes no input (a canvas.Raster is neither tappable nor focusable), so taps and keys
// reach what lies beneath.
func (s *Shell) windowContent() fyne.CanvasObject {
	return container.NewStack(s.nav.root, s.disp.grain.Object())
}

// displaySettings returns the live settings (the rasters' current()).
func (s *Shell) displaySettings() filter.Settings {
	s.disp.mu.Lock()
	defer s.disp.mu.Unlock()
	return s.disp.settings
}

// displayPrefsChanged follows settings stored by someone else. It compares with what
// it read last rather than with the live settings: during a drag the preferences still
// hold the values from before it, and must not pull the sliders back.
func (s *Shell) displayPrefsChanged() {
	st, _ := display.Load(s.prefs)
	if st == s.disp.stored {
		return
	}
	s.disp.stored = st
	s.applyDisplay(st)
}

// applyDisplay shows the whole window with settings st (see the top of this file).
func (s *Shell) applyDisplay(st filter.Settings) {
	d := s.disp
	st = st.Clamped()
	d.mu.Lock()
	same := st == d.settings
	d.settings = st
	d.mu.Unlock()
	if same {
		return
	}
	old := d.theme
	d.theme = newFilteredTheme(old.base, st)
	s.app.Settings().SetTheme(d.theme)
	s.retint(old, d.theme)
	d.grain.SetGrain(st.Grain)
	if d.panel != nil {
		d.panel.Follow(st) // moved from the settings screen
	}
	if s.nav != nil {
		s.nav.retextBar() // the title's colour
	}
}

// setBaseTheme applies a light/dark/system choice under the current filters.
func (s *Shell) setBaseTheme(choice string) {
	s.disp.theme = newFilteredTheme(newTheme(choice).withFontsOf(s.disp.theme), s.displaySettings()) // keeps the language's bold faces (fontnotice.go)
	s.app.Settings().SetTheme(s.disp.theme)
}

// tint is what retint knows of one shape or text: the theme colour name each of its
// colours came from ("" for a colour of its own), that colour before the filters, and
// the colour it last set, to notice when the screen has changed it since.
type tint struct {
	name [2]fyne.ThemeColorName
	base [2]color.Color
	set  [2]color.Color
}

// retint re-colours the plain canvas objects of the shell's screens (not the table's,
// which colours its own) for the theme now, from what they were under old. A colour is
// recognised as the theme colour old gave for some name; any other colour is the
// screen's own and goes through the filter as it is. Objects no longer on a screen are
// forgotten.
func (s *Shell) retint(old, now *filteredTheme) {
	if s.nav == nil {
		return
	}
	v := s.app.Settings().ThemeVariant()
	names := map[color.NRGBA]fyne.ThemeColorName{}
	for _, n := range themeColorNames() {
		if c := old.Color(n, v); c != nil {
			if _, dup := names[toNRGBA(c)]; !dup {
				names[toNRGBA(c)] = n
			}
		}
	}
	unmap := func(c color.Color) (fyne.ThemeColorName, color.Color) {
		if c == nil {
			return "", nil
		}
		if n, ok := names[toNRGBA(c)]; ok {
			return n, old.base.Color(n, v)
		}
		return "", c
	}
	remap := func(n fyne.ThemeColorName, base color.Color) color.Color {
		switch {
		case base == nil:
			return nil
		case n != "":
			return now.Color(n, v)
		case now.f.Identity():
			return base
		}
		return now.mapColor(base)
	}
	seen := map[fyne.CanvasObject]*tint{}
	visit := func(o fyne.CanvasObject, get func() [2]color.Color, put func([2]color.Color)) {
		cur := get()
		t, ok := s.disp.tints[o]
		if !ok || !sameColors(cur, t.set) {
			t = &tint{}
			for i, c := range cur {
				t.name[i], t.base[i] = unmap(c)
			}
		}
		for i := range t.set {
			t.set[i] = remap(t.name[i], t.base[i])
		}
		seen[o] = t
		if !sameColors(cur, t.set) {
			put(t.set)
			o.Refresh()
		}
	}
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch x := o.(type) {
		case nil:
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(x.Content)
		case *canvas.Rectangle:
			visit(x, func() [2]color.Color { return [2]color.Color{x.FillColor, x.StrokeColor} },
				func(c [2]color.Color) { x.FillColor, x.StrokeColor = c[0], c[1] })
		case *canvas.Circle:
			visit(x, func() [2]color.Color { return [2]color.Color{x.FillColor, x.StrokeColor} },
				func(c [2]color.Color) { x.FillColor, x.StrokeColor = c[0], c[1] })
		case *canvas.Text:
			visit(x, func() [2]color.Color { return [2]color.Color{x.Color, nil} },
				func(c [2]color.Color) { x.Color = c[0] })
		case *canvas.Line:
			visit(x, func() [2]color.Color { return [2]color.Color{x.StrokeColor, nil} },
				func(c [2]color.Color) { x.StrokeColor = c[0] })
		case *canvas.Raster:
			x.Refresh() // a picture through the cache: filtered again for the new settings
		case *display.Panel:
			x.Follow(now.settings) // the settings screen's sliders, moved from the top bar
		}
		// Other widgets draw themselves from the theme.
	}
	for _, sc := range s.nav.stack {
		if !sc.keep {
			walk(sc.obj)
		}
	}
	s.disp.tints = seen
}

func sameColors(a, b [2]color.Color) bool {
	for i := range a {
		if (a[i] == nil) != (b[i] == nil) {
			return false
		}
		if a[i] != nil && toNRGBA(a[i]) != toNRGBA(b[i]) {
			return false
		}
	}
	return true
}

// filteredPicture is a picture on a shell screen (a home tile's card, a rules
// page's card) drawn through the shell's display cache, so that it is filtered
// like the table's cards. res is an SVG document, drawn at the pixel size the
// raster is laid out at.
//
// With Deps.BackgroundPictures (the app) the SVG is rasterised on the cache's
// worker, as the tables' cards are: the home screen's four cards took about
// 190 of the start's 810 ms of CPU when the painter drew them on the first
// frame. Until a picture is ready the raster shows the paper colour of a card
// at the card's size (the layout does not depend on the picture, so nothing
// moves when it arrives). Tests keep drawing in place, so their goldens show
// the pictures.
func (s *Shell) filteredPicture(res fyne.Resource) *canvas.Raster {
	data := res.Content()
	render := func(w, h int) (image.Image, error) {
		if s.rasterSVG != nil {
			return s.rasterSVG(data, w, h)
		}
		return display.RasterSVG(data, w, h)
	}
	key := "shell/" + res.Name()
	if s.deps.BackgroundPictures {
		return s.disp.cache.NewBackgroundRaster(key, render, s.displaySettings, nil, cardPaper)
	}
	return s.disp.cache.NewRaster(key, render, s.displaySettings, nil)
}

// cardPaper is the placeholder of a picture drawn in the background: the paper
// of a card face (the tables' facePlaceholder).
var cardPaper = color.NRGBA{0xfb, 0xf8, 0xf1, 0xff}

// newDisplayButton is the top bar's Display control.
func (s *Shell) newDisplayButton() *keyButton {
	b := newKeyButton(s.w, "", theme.ColorPaletteIcon(), s.toggleDisplayPanel)
	b.Importance = widget.LowImportance
	s.disp.btn = b
	return b
}

// toggleDisplayPanel opens the three sliders under the Display button (or closes
// them). The panel is the same widget as on the settings screen, with the same
// preferences; its first slider takes the keyboard focus, Tab reaches Reset and
// Close, Esc closes it whichever of them has the focus, and a tap outside closes
// it and reaches what was tapped (floatpanel.go).
func (s *Shell) toggleDisplayPanel() {
	d := s.disp
	if s.hideDisplayPanel() {
		return
	}
	l := s.l
	tr := func(id, english string) string { return l.T(id, english) }
	if d.panel == nil {
		d.panel, _ = display.NewPanel(s.prefs, s.applyDisplay, tr)
		d.panel.SetOnEscape(func() { s.hideDisplayPanel() })
		d.close = display.NewEscButton("", nil, func() { s.hideDisplayPanel() }, func() { s.hideDisplayPanel() })
		box := container.NewVBox(d.panel, container.NewHBox(layout.NewSpacer(), d.close))
		d.popup = newFloatPanel(container.NewPadded(box), s.w.Canvas(), s.w.Content,
			func(o fyne.CanvasObject) bool { return o == d.btn }) // the tap that closes it must not open it again
	} else {
		_ = d.panel.Reload() // the settings screen may have moved them
	}
	d.panel.SetTranslator(tr)
	d.close.SetText(l.T("nav.display.close", "Close"))
	width := max(d.popup.Content.MinSize().Width, 420)
	size := fyne.NewSize(width, d.popup.Content.MinSize().Height)
	pos := fyne.NewPos(0, 0)
	if d.btn != nil {
		if drv := fyne.CurrentApp().Driver(); drv != nil {
			pos = drv.AbsolutePositionForObject(d.btn).AddXY(0, d.btn.Size().Height)
		}
		// Keep the panel inside the window.
		if over := pos.X + width - s.w.Canvas().Size().Width; over > 0 {
			pos.X = max(0, pos.X-over)
		}
	}
	d.popup.ShowAt(pos, size)
	s.w.Canvas().Focus(d.panel.First())
}

// hideDisplayPanel closes the sliders if they are open and reports whether they were.
func (s *Shell) hideDisplayPanel() bool {
	if s.disp.popup != nil && s.disp.popup.Visible() {
		s.disp.popup.Hide()
		return true
	}
	return false
}
