package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/ui/env"
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
	case theme.ColorNameDisabled, theme.ColorNameDisabledButton:
		return p.disabled
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

func (t *tableTheme) Font(s fyne.TextStyle) fyne.Resource { return theme.DefaultTheme().Font(s) }

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
