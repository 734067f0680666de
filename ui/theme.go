package ui

import (
	"image/color"
	"math"
	"sort"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
)

// tableTheme is Cardavia's look: a card-room palette built around green
// felt, warm ivory for cards and panels, brass for the primary colour, and
// larger bold figures for scores. Light and dark share the felt family so
// the table reads the same at a glance; the dark variant is for dim rooms.
//
// force pins a variant ("light"/"dark"); with "" the OS variant is used.
type tableTheme struct {
	force fyne.ThemeVariant
	fixed bool
	fonts langFonts
}

// langFonts are the system faces the language in use needs for bold text,
// nil where Fyne's bundled bold is right. Fyne draws a character its theme
// font lacks with a system font looked up in the regular weight, so without
// these bold Hindi and Korean came out regular (see ui/fontcheck/face.go).
// The shell sets them when the language changes (fontnotice.go).
type langFonts struct {
	bold, boldItalic fyne.Resource
}

// withFonts returns a copy of t that draws bold text with f.
func (t *tableTheme) withFonts(f langFonts) *tableTheme {
	c := *t
	c.fonts = f
	return &c
}

// withFontsOf returns t with the language fonts of another theme (a
// *tableTheme, or a *filteredTheme over one), so that a light/dark switch
// keeps them.
func (t *tableTheme) withFontsOf(old fyne.Theme) *tableTheme {
	if ft, ok := old.(*filteredTheme); ok && ft != nil {
		old = ft.base
	}
	if tt, ok := old.(*tableTheme); ok && tt != nil {
		return t.withFonts(tt.fonts)
	}
	return t
}

// newTheme returns the theme for a ThemeChoice preference value.
func newTheme(choice string) *tableTheme {
	switch choice {
	case env.ThemeLight:
		return &tableTheme{force: theme.VariantLight, fixed: true}
	case env.ThemeDark:
		return &tableTheme{force: theme.VariantDark, fixed: true}
	}
	return &tableTheme{}
}

func rgb(r, g, b uint8) color.NRGBA     { return color.NRGBA{R: r, G: g, B: b, A: 0xff} }
func rgba(r, g, b, a uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: a} }

// palette holds one variant's colours.
type palette struct {
	background, surface, input, fg, fgMuted, disabled, primary, onPrimary, hover,
	separator, inputBorder, shadow, felt, feltEdge, cardShadow, highlight, score, onFelt, focus,
	selection, hyperlink, err, success, warning color.Color
}

var light = palette{
	background: rgb(0xf3, 0xee, 0xe2), // ivory card-room wall
	surface:    rgb(0xfb, 0xf8, 0xf1),
	input:      rgb(0xff, 0xfd, 0xf8),
	fg:         rgb(0x1d, 0x24, 0x1f),
	fgMuted:    rgb(0x4f, 0x5a, 0x52),
	disabled:   rgb(0x9a, 0xa0, 0x98),
	primary:    rgb(0x1f, 0x6b, 0x45), // felt green as the accent
	onPrimary:  rgb(0xff, 0xff, 0xff),
	hover:      rgba(0x1f, 0x6b, 0x45, 0x1f),
	separator:  rgb(0xd9, 0xd1, 0xbf),
	// Unchecked radios and checkboxes are drawn in the input border colour:
	// it must stand out from the panels, unlike the separator.
	inputBorder: rgb(0x8c, 0x84, 0x70),
	shadow:      rgba(0x00, 0x00, 0x00, 0x40),
	felt:        rgb(0x2e, 0x7d, 0x4f),
	feltEdge:    rgb(0x1f, 0x5c, 0x39),
	cardShadow:  rgba(0x06, 0x1a, 0x0e, 0x66),
	highlight:   rgb(0xf2, 0xc1, 0x4e), // brass
	score:       rgb(0xff, 0xf4, 0xd6),
	onFelt:      rgb(0xf7, 0xf3, 0xe8),
	focus:       rgba(0xc8, 0x8a, 0x12, 0x99),
	selection:   rgba(0x1f, 0x6b, 0x45, 0x40),
	hyperlink:   rgb(0x14, 0x5a, 0x8c),
	err:         rgb(0xb3, 0x26, 0x1e),
	success:     rgb(0x1f, 0x7a, 0x3a),
	warning:     rgb(0xb8, 0x6e, 0x00),
}

var dark = palette{
	background:  rgb(0x12, 0x1a, 0x15),
	surface:     rgb(0x1b, 0x26, 0x1f),
	input:       rgb(0x22, 0x2e, 0x26),
	fg:          rgb(0xee, 0xea, 0xdf),
	fgMuted:     rgb(0xb5, 0xbd, 0xb2),
	disabled:    rgb(0x6a, 0x73, 0x6b),
	primary:     rgb(0xe0, 0xb0, 0x45), // brass on dark
	onPrimary:   rgb(0x14, 0x1a, 0x14),
	hover:       rgba(0xe0, 0xb0, 0x45, 0x26),
	separator:   rgb(0x33, 0x40, 0x37),
	inputBorder: rgb(0x8a, 0x96, 0x8c),
	shadow:      rgba(0x00, 0x00, 0x00, 0x80),
	felt:        rgb(0x17, 0x4d, 0x30),
	feltEdge:    rgb(0x0e, 0x33, 0x1f),
	cardShadow:  rgba(0x00, 0x00, 0x00, 0x8c),
	highlight:   rgb(0xf5, 0xc8, 0x5a),
	score:       rgb(0xff, 0xf1, 0xc9),
	onFelt:      rgb(0xee, 0xea, 0xdf),
	focus:       rgba(0xe0, 0xb0, 0x45, 0x99),
	selection:   rgba(0xe0, 0xb0, 0x45, 0x40),
	hyperlink:   rgb(0x8c, 0xc8, 0xf0),
	err:         rgb(0xf0, 0x6a, 0x5a),
	success:     rgb(0x6c, 0xd0, 0x8a),
	warning:     rgb(0xf0, 0xb0, 0x4a),
}

// Variant returns the variant the theme draws, after the light/dark choice.
func (t *tableTheme) variant(v fyne.ThemeVariant) fyne.ThemeVariant {
	if t.fixed {
		return t.force
	}
	return v
}

// The app's themes define the table's colours: the table asks only them.
var (
	_ env.TableColors = (*tableTheme)(nil)
	_ env.TableColors = (*filteredTheme)(nil)
)

// DefinesTableColors marks the theme as one that knows the table's colour
// names (env.TableColors).
func (t *tableTheme) DefinesTableColors() {}

// Color implements fyne.Theme: the palette of the variant in use, the
// table's colours included.
func (t *tableTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	p := &light
	if t.variant(v) == theme.VariantDark {
		p = &dark
	}
	switch n {
	case theme.ColorNameBackground:
		return p.background
	case theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground:
		return p.surface
	case theme.ColorNameInputBackground:
		return p.input
	case theme.ColorNameButton:
		return p.surface
	case theme.ColorNameForeground:
		return p.fg
	case theme.ColorNamePlaceHolder:
		return p.fgMuted
	case theme.ColorNameDisabled:
		return p.disabled
	case theme.ColorNameDisabledButton:
		// Not the disabled text colour: a disabled button draws its label
		// in that colour on this one, and the two were equal, so "Play" in
		// the deal-code dialog was an empty grey box.
		return p.separator
	case theme.ColorNamePrimary:
		return p.primary
	case theme.ColorNameForegroundOnPrimary:
		return p.onPrimary
	case theme.ColorNameHover, theme.ColorNamePressed:
		return p.hover
	case theme.ColorNameSeparator:
		return p.separator
	case theme.ColorNameInputBorder:
		return p.inputBorder
	case theme.ColorNameShadow:
		return p.shadow
	case theme.ColorNameFocus:
		return p.focus
	case theme.ColorNameSelection:
		return p.selection
	case theme.ColorNameHyperlink:
		return p.hyperlink
	case theme.ColorNameError:
		return p.err
	case theme.ColorNameSuccess:
		return p.success
	case theme.ColorNameWarning:
		return p.warning
	case env.ColorNameFelt:
		return p.felt
	case env.ColorNameFeltEdge:
		return p.feltEdge
	case env.ColorNameCardShadow:
		return p.cardShadow
	case env.ColorNameHighlight:
		return p.highlight
	case env.ColorNameScore:
		return p.score
	case env.ColorNameOnFelt:
		return p.onFelt
	}
	return theme.DefaultTheme().Color(n, t.variant(v))
}

// Font implements fyne.Theme: the language's own bold face for bold text
// when it has one (Fyne's painter still falls back to its bundled bold for
// the Latin letters such a face lacks), Fyne's fonts otherwise.
func (t *tableTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Bold && !s.Monospace && !s.Symbol {
		r := t.fonts.bold
		if s.Italic && t.fonts.boldItalic != nil {
			r = t.fonts.boldItalic
		}
		if r != nil {
			return r
		}
	}
	return theme.DefaultTheme().Font(s)
}

func (t *tableTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }

func (t *tableTheme) Size(n fyne.ThemeSizeName) float32 {
	switch n {
	case env.SizeNameScore:
		return 22
	case env.SizeNameTitle:
		return 20
	case theme.SizeNameText:
		return 15 // a notch above Fyne's 14: read across a table
	case theme.SizeNameHeadingText:
		return 26
	case theme.SizeNameSubHeadingText:
		return 19
	case theme.SizeNameInputRadius, theme.SizeNameSelectionRadius:
		return 6
	}
	return theme.DefaultTheme().Size(n)
}

// filteredTheme shows a theme through the display filters, so that the whole window —
// backgrounds, text, buttons, inputs, separators, focus and selection — changes with
// the sliders as the table's pictures do, by the same maths (ui/filter). The shell
// builds a new one whenever a slider moves and sets it as the app's theme; Fyne then
// redraws every widget with it. At 50/50/50 it returns the base theme's colours
// themselves.
//
// Text is kept readable at every setting: flattening the contrast pulls dark text and
// light backgrounds towards mid-grey together, so each text colour is checked against
// the backgrounds it is drawn on and, where the filtered pair falls below WCAG AA
// (4.5:1, or the unfiltered pair's own ratio if that was lower), moved towards black or
// white just far enough to meet it. Only where even black or white would not do (light
// text on the felt, flattened to a middle green) does the background give way too, by
// as little as it takes.
type filteredTheme struct {
	base     fyne.Theme
	settings filter.Settings
	f        *filter.Filter

	mu       sync.Mutex
	palettes map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color
}

var _ env.Filtered = (*filteredTheme)(nil)

// newFilteredTheme returns base seen through the filters for s (clamped).
func newFilteredTheme(base fyne.Theme, s filter.Settings) *filteredTheme {
	f := filter.New(s)
	return &filteredTheme{base: base, settings: f.Settings(), f: f, palettes: map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{}}
}

// MinTextContrast is the WCAG AA ratio for body text that the filtered theme keeps.
const MinTextContrast = 4.5

// textBackgrounds lists, for each colour the theme uses for text, the backgrounds that
// text is drawn on.
func textBackgrounds() map[fyne.ThemeColorName][]fyne.ThemeColorName {
	panels := []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameButton, theme.ColorNameInputBackground,
		theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground, theme.ColorNameHeaderBackground}
	onFelt := []fyne.ThemeColorName{env.ColorNameFelt, env.ColorNameFeltEdge}
	return map[fyne.ThemeColorName][]fyne.ThemeColorName{
		theme.ColorNameForeground:          panels,
		theme.ColorNamePlaceHolder:         {theme.ColorNameInputBackground, theme.ColorNameBackground},
		theme.ColorNameForegroundOnPrimary: {theme.ColorNamePrimary},
		theme.ColorNameHyperlink:           {theme.ColorNameBackground, theme.ColorNameOverlayBackground},
		theme.ColorNameError:               {theme.ColorNameBackground, theme.ColorNameInputBackground},
		theme.ColorNameSuccess:             {theme.ColorNameBackground},
		theme.ColorNameWarning:             {theme.ColorNameBackground},
		env.ColorNameOnFelt:                onFelt,
		env.ColorNameScore:                 onFelt,
		env.ColorNameHighlight:             onFelt,
	}
}

// themeColorNames is every colour name the Cardavia theme answers, Fyne's and its own.
func themeColorNames() []fyne.ThemeColorName {
	return []fyne.ThemeColorName{
		theme.ColorNameBackground, theme.ColorNameButton, theme.ColorNameDisabled, theme.ColorNameDisabledButton,
		theme.ColorNameError, theme.ColorNameFocus, theme.ColorNameForeground, theme.ColorNameForegroundOnError,
		theme.ColorNameForegroundOnPrimary, theme.ColorNameForegroundOnSuccess, theme.ColorNameForegroundOnWarning,
		theme.ColorNameHeaderBackground, theme.ColorNameHover, theme.ColorNameHyperlink, theme.ColorNameInputBackground,
		theme.ColorNameInputBorder, theme.ColorNameMenuBackground, theme.ColorNameOverlayBackground,
		theme.ColorNamePlaceHolder, theme.ColorNamePressed, theme.ColorNamePrimary, theme.ColorNameScrollBar,
		theme.ColorNameScrollBarBackground, theme.ColorNameSelection, theme.ColorNameSeparator, theme.ColorNameShadow,
		theme.ColorNameSuccess, theme.ColorNameWarning,
		env.ColorNameFelt, env.ColorNameFeltEdge, env.ColorNameCardShadow, env.ColorNameHighlight,
		env.ColorNameScore, env.ColorNameOnFelt,
	}
}

// Unfiltered implements env.Filtered.
func (t *filteredTheme) Unfiltered() fyne.Theme { return t.base }

// DisplaySettings implements env.Filtered.
func (t *filteredTheme) DisplaySettings() filter.Settings { return t.settings }

// DefinesTableColors marks the theme as one that knows the table's colour
// names (env.TableColors).
func (t *filteredTheme) DefinesTableColors() {}

// Color implements fyne.Theme: the base colour, filtered, with text (and, where it
// must, its background) limited as above.
func (t *filteredTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.f.Identity() {
		return t.base.Color(n, v)
	}
	t.mu.Lock()
	p, ok := t.palettes[v]
	if !ok {
		p = t.limitedPalette(v)
		t.palettes[v] = p
	}
	t.mu.Unlock()
	if c, ok := p[n]; ok {
		return c
	}
	orig := t.base.Color(n, v)
	if orig == nil {
		return nil
	}
	return t.mapColor(orig)
}

// textPair is one text colour on one background, and the contrast it must keep.
type textPair struct {
	text, bg fyne.ThemeColorName
	need     float64
	lighter  bool // the text is lighter than the background: it gives way towards white
}

// limitedPalette filters the text colours and their backgrounds for variant v and
// applies the contrast limits.
func (t *filteredTheme) limitedPalette(v fyne.ThemeVariant) map[fyne.ThemeColorName]color.Color {
	p := map[fyne.ThemeColorName]color.Color{}
	var pairs []textPair
	for text, bgs := range textBackgrounds() {
		ot := t.base.Color(text, v)
		if ot == nil {
			continue
		}
		p[text] = t.mapColor(ot)
		for _, bg := range bgs {
			ob := t.base.Color(bg, v)
			if ob == nil || toNRGBA(ob).A != 0xff { // a translucent background has no fixed contrast
				continue
			}
			p[bg] = t.mapColor(ob)
			a, b := toNRGBA(ot), toNRGBA(ob)
			pairs = append(pairs, textPair{text, bg, min(MinTextContrast, contrastRatio(a, b)), luminance(a) > luminance(b)})
		}
	}
	// A deterministic order, so that the same settings always give the same colours.
	sort.Slice(pairs, func(i, j int) bool {
		if pairs[i].bg != pairs[j].bg {
			return pairs[i].bg < pairs[j].bg
		}
		return pairs[i].text < pairs[j].text
	})
	// First the backgrounds that even black or white text could not meet.
	for _, pr := range pairs {
		bg := p[pr.bg].(color.NRGBA)
		pole, away := poles(pr.lighter, bg.A)
		if contrastRatio(pole, bg) < pr.need {
			p[pr.bg] = towards(bg, away, func(c color.NRGBA) bool { return contrastRatio(pole, c) >= pr.need })
		}
	}
	// Then each text colour, against all its backgrounds at once.
	byText := map[fyne.ThemeColorName][]textPair{}
	for _, pr := range pairs {
		byText[pr.text] = append(byText[pr.text], pr)
	}
	for text, prs := range byText {
		c := p[text].(color.NRGBA)
		meets := func(c color.NRGBA) bool {
			for _, pr := range prs {
				if contrastRatio(c, p[pr.bg].(color.NRGBA)) < pr.need {
					return false
				}
			}
			return true
		}
		if !meets(c) {
			// Most backgrounds decide the direction (they agree in both palettes).
			votes := 0
			for _, pr := range prs {
				if pr.lighter {
					votes++
				} else {
					votes--
				}
			}
			pole, _ := poles(votes > 0, c.A)
			p[text] = towards(c, pole, meets)
		}
	}
	return p
}

// poles returns the extreme a text colour moves to (white for text lighter than its
// background, black otherwise) and the opposite one, with alpha a.
func poles(lighter bool, a uint8) (pole, away color.NRGBA) {
	black, white := color.NRGBA{A: a}, color.NRGBA{0xff, 0xff, 0xff, a}
	if lighter {
		return white, black
	}
	return black, white
}

// towards returns the colour nearest to c on the way to pole that meets ok, or pole
// itself if none does. Luminance changes steadily along the way, so it bisects.
func towards(c, pole color.NRGBA, ok func(color.NRGBA) bool) color.NRGBA {
	if ok(c) {
		return c
	}
	lo, hi := 0.0, 1.0
	for range 24 {
		mid := (lo + hi) / 2
		if ok(mixNRGBA(c, pole, mid)) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return mixNRGBA(c, pole, hi)
}

// mapColor filters one colour, straight alpha kept.
func (t *filteredTheme) mapColor(c color.Color) color.NRGBA {
	n := toNRGBA(c)
	if n.A == 0 {
		return n
	}
	return t.f.Map(n)
}

func (t *filteredTheme) Font(s fyne.TextStyle) fyne.Resource     { return t.base.Font(s) }
func (t *filteredTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return t.base.Icon(n) }
func (t *filteredTheme) Size(n fyne.ThemeSizeName) float32       { return t.base.Size(n) }

func toNRGBA(c color.Color) color.NRGBA {
	if n, ok := c.(color.NRGBA); ok {
		return n
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// mixNRGBA moves a towards b by k (0..1) in 8-bit sRGB, rounding up so that k = 1
// reaches b exactly; alpha is a's.
func mixNRGBA(a, b color.NRGBA, k float64) color.NRGBA {
	m := func(x, y uint8) uint8 {
		return uint8(math.Round(float64(x) + (float64(y)-float64(x))*k))
	}
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), a.A}
}

// luminance is the WCAG relative luminance of an sRGB colour (alpha ignored).
func luminance(c color.NRGBA) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.R) + 0.7152*lin(c.G) + 0.0722*lin(c.B)
}

// contrastRatio is the WCAG contrast ratio of two colours, 1 to 21.
func contrastRatio(a, b color.NRGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}
