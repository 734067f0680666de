package table

import (
	"image"
	"image/color"
	"sync"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
)

// The table's pictures: every card and the felt come from the table's one
// display.Cache, filtered for the display settings, which follow the
// preferences (the settings screen) and the light/dark choice.

// pictureState is the table's pictures: the cache every card and the felt
// are drawn through, the display settings they are filtered for, the grain.
type pictureState struct {
	cache    *display.Cache
	setMu    sync.Mutex // settings is read by the background renderers
	settings filter.Settings
	grain    *display.Grain
	felt     *canvas.Raster
	feltKey  string
	feltBox  *fyne.Container
	// back is the card back the person chose (env.CardBack), read on first
	// use and followed through prefsChanged; "" until then.
	back    string
	errOnce sync.Once // a failed picture is reported once
	// prefetched is the pixel size of the faces prefetchFaces last drew;
	// prefetchLive is its pass, read by the pass's goroutine.
	prefetched   image.Point
	prefetchGen  int
	prefetchLive atomic.Int64
}

func (t *Table) filterSettings() filter.Settings {
	t.setMu.Lock()
	defer t.setMu.Unlock()
	return t.settings
}

func (t *Table) renderError(err error) {
	// A card that cannot be drawn leaves a gap; say so once, not per frame.
	t.errOnce.Do(func() {
		fyne.Do(func() {
			t.say(t.T("table.artError", "A card picture could not be drawn: {{.Error}}", "Error", err.Error()))
		})
	})
}

// Placeholder colours drawn until a card's picture arrives from the background
// renderer: the paper of a face, the cloth of a back.
func facePlaceholder() color.NRGBA { return color.NRGBA{0xfb, 0xf8, 0xf1, 0xff} }
func backPlaceholder() color.NRGBA { return color.NRGBA{0x7a, 0x1f, 0x2b, 0xff} }

// backPlaceholderOf is the cloth colour of a chosen back, so that a card
// whose picture is still on its way does not flash red on a blue table.
func backPlaceholderOf(choice string) color.NRGBA {
	switch choice {
	case env.BackBlue:
		return color.NRGBA{0x1f, 0x4a, 0x93, 0xff}
	case env.BackLattice:
		return color.NRGBA{0x1d, 0x5e, 0x3f, 0xff}
	case env.BackTartan:
		return color.NRGBA{0x1a, 0x27, 0x47, 0xff}
	}
	return backPlaceholder()
}

// backChoice is the card back stored in the preferences; an unknown or
// damaged value reads as the deck's own (env.CardBack), a table without
// preferences shows that too.
func (t *Table) backChoice() string {
	if t.env.Prefs == nil {
		return env.BackClassic
	}
	return env.CardBack(t.env.Prefs)
}

// currentBack is the back the table draws now.
func (t *Table) currentBack() string {
	if t.back == "" {
		t.back = t.backChoice()
	}
	return t.back
}

// followBack redraws every face-down card when the chosen back changed: each
// back's card view gets a raster of the new picture (its cache key names the
// back, so the old pictures are not shown again), on the open table at once.
func (t *Table) followBack() {
	b := t.backChoice()
	if b == t.currentBack() {
		return
	}
	t.back = b
	reback := func(v *CardView) {
		if v.card == cards.None {
			v.pic = t.picture(cards.None)
			v.Refresh()
		}
	}
	for _, v := range t.pool {
		reback(v)
	}
	for _, o := range t.temps {
		if v, ok := o.(*CardView); ok {
			reback(v)
		}
	}
}

// picture returns the raster of a card face, or of the back for cards.None.
func (t *Table) picture(c cards.Card) *canvas.Raster {
	key, render, ph := t.pictureSource(c)
	if t.opt.BackgroundArt {
		return t.cache.NewBackgroundRaster(key, render, t.filterSettings, t.renderError, ph)
	}
	return t.cache.NewRaster(key, render, t.filterSettings, t.renderError)
}

// pictureSource is how card c (cards.None: the back) is drawn: its cache
// key, its renderer and the colour shown until the picture arrives.
func (t *Table) pictureSource(c cards.Card) (string, display.RenderFunc, color.Color) {
	d := t.deck.ID()
	back := t.currentBack()
	key, ph := "back/"+t.deck.Key()+"/"+back, color.Color(backPlaceholderOf(back))
	render := func(w, h int) (image.Image, error) {
		svg, err := t.opt.Art.back(d, back)
		if err != nil {
			return nil, err
		}
		return rasterSVG(svg, w, h)
	}
	if c != cards.None {
		key, ph = "face/"+t.deck.Key()+"/"+t.deck.Code(c), facePlaceholder()
		render = func(w, h int) (image.Image, error) {
			svg, err := t.opt.Art.face(d, c)
			if err != nil {
				return nil, err
			}
			return rasterSVG(svg, w, h)
		}
	}
	return key, render, ph
}

// prefetchFaces draws every face of the deck at the board's card size into
// the cache, in the background. A card the person has not seen yet (a
// computer's card as it is played, a card turned from the stock) would
// otherwise show the blank paper placeholder for the ~100–300 ms its SVG
// takes, right as it lands: with the faces cached, the background raster
// finds its picture (or a near size of it) at once. One pass per card size;
// a newer size abandons an older pass, and closing the table stops it.
func (t *Table) prefetchFaces(cw, ch float32) {
	if !t.opt.BackgroundArt || t.closed || cw <= 0 || ch <= 0 {
		return
	}
	scale := float32(1)
	if t.env.Window != nil {
		scale = t.env.Window.Canvas().Scale()
	}
	w, h := display.Quantise(int(cw*scale+0.5), int(ch*scale+0.5))
	sz := image.Pt(w, h)
	if sz == t.prefetched {
		return
	}
	t.prefetched = sz
	t.prefetchGen++
	gen := t.prefetchGen
	ctx := t.ctx
	settings := t.filterSettings()
	type src struct {
		key    string
		render display.RenderFunc
	}
	var all []src
	for _, c := range t.deck.All() {
		key, render, _ := t.pictureSource(c)
		all = append(all, src{key, render})
	}
	gens := &t.prefetchLive
	gens.Store(int64(gen))
	run := t.opt.Prefetch
	if run == nil {
		run = func(f func()) { go f() }
	}
	cache := t.cache
	run(func() {
		for _, s := range all {
			if ctx.Err() != nil || gens.Load() != int64(gen) {
				return
			}
			// An error is the raster's to report when it is drawn.
			_, _ = cache.Filtered(s.key, w, h, settings, s.render)
		}
	})
}

func (t *Table) currentFeltKey() string {
	r, g, b, _ := feltColor().RGBA()
	return "felt/" + itoa(int(r>>8)) + "." + itoa(int(g>>8)) + "." + itoa(int(b>>8))
}

// renderFelt draws the cloth: the theme's felt colour, lighter in the middle
// as under a lamp, with a faint weave so the filters have texture to act on.
func (t *Table) renderFelt(w, h int) (image.Image, error) {
	base := feltColor()
	r0, g0, b0, _ := base.RGBA()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	cx, cy := float32(w)/2, float32(h)/2
	norm := cx*cx + cy*cy
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			dx, dy := float32(x)-cx, float32(y)-cy
			k := 1.12 - 0.32*(dx*dx+dy*dy)/norm
			if (x+y)%3 == 0 {
				k -= 0.025
			}
			i := img.PixOffset(x, y)
			img.Pix[i] = clamp8(float32(r0>>8) * k)
			img.Pix[i+1] = clamp8(float32(g0>>8) * k)
			img.Pix[i+2] = clamp8(float32(b0>>8) * k)
			img.Pix[i+3] = 0xff
		}
	}
	return img, nil
}

// feltColor is the theme's felt before the display filters (env.Filtered): the felt
// raster is filtered with the cards, and would otherwise be filtered twice.
func feltColor() color.Color {
	if a := fyne.CurrentApp(); a != nil {
		return env.TableColor(env.UnfilteredTheme(a.Settings().Theme()), env.ColorNameFelt, a.Settings().ThemeVariant())
	}
	return tcolor(env.ColorNameFelt)
}

func clamp8(v float32) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// prefsChanged follows the display settings when they change elsewhere (the
// settings screen), the theme's felt colour and the chosen card back.
func (t *Table) prefsChanged() {
	if t.closed {
		return
	}
	t.followBack()
	// The live values while a slider moves (the shell's theme carries them), the
	// stored ones otherwise.
	s, live := env.LiveDisplaySettings()
	if !live {
		s, _ = display.Load(t.env.Prefs)
	}
	t.applySettings(s)
	if k := t.currentFeltKey(); k != t.feltKey {
		// The light/dark choice changed the cloth's colour.
		t.feltKey = k
		t.felt = t.cache.NewRaster(k, t.renderFelt, t.filterSettings, t.renderError)
		t.feltBox.Objects = []fyne.CanvasObject{t.felt}
		t.feltBox.Refresh()
	}
}

// applySettings re-filters every picture for new display settings.
func (t *Table) applySettings(s filter.Settings) {
	t.setMu.Lock()
	changed := s != t.settings
	t.settings = s
	t.setMu.Unlock()
	if !changed {
		return
	}
	t.grain.SetGrain(s.Grain)
	t.felt.Refresh()
	for _, v := range t.pool {
		v.pic.Refresh()
	}
	for _, o := range t.temps {
		if v, ok := o.(*CardView); ok {
			v.pic.Refresh()
		}
	}
}

func (t *Table) showDisplayPanel() {
	if t.env.Window == nil {
		return
	}
	p, err := display.NewPanel(t.env.Prefs, t.applySettings, func(id, en string) string { return t.T(id, en) })
	body := fyne.CanvasObject(p)
	if err != nil {
		warn := widget.NewLabel(t.T("table.displayWarning", "A stored display setting was damaged and reads as 50%."))
		warn.Wrapping = fyne.TextWrapWord
		body = container.NewVBox(warn, p)
	}
	d := dialog.NewCustom(t.T("table.display", "Display"), t.T("dialog.ok", "OK"), body, t.env.Window)
	d.Resize(fyne.NewSize(480, 280))
	d.Show()
}

func (t *Table) showLastTrick() {
	cs, caption := t.g.LastTrick(t.hst, t.view)
	if len(cs) == 0 {
		t.say(t.T("table.noLastTrick", "No trick has been played in this deal yet."))
		return
	}
	if t.env.Window == nil {
		return
	}
	row := container.NewHBox()
	for _, c := range cs {
		v := newCardView(t, c)
		holder := container.NewGridWrap(fyne.NewSize(96, 144), v)
		row.Add(holder)
	}
	body := container.NewVBox(widget.NewLabel(caption), row)
	d := dialog.NewCustom(t.T("table.lastTrick", "Last trick"), t.T("dialog.ok", "OK"), body, t.env.Window)
	d.Show()
}
