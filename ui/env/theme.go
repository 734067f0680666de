package env

import (
	"image/color"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/ui/filter"
)

// Colour and size names the Cardavia theme adds for the table. Read the colours
// with TableColor: a theme that is not the app's is not asked for them.
const (
	ColorNameFelt       fyne.ThemeColorName = "cardavia.felt"       // table cloth
	ColorNameFeltEdge   fyne.ThemeColorName = "cardavia.feltEdge"   // darker rim / zones
	ColorNameCardShadow fyne.ThemeColorName = "cardavia.cardShadow" // drop shadow under cards
	ColorNameHighlight  fyne.ThemeColorName = "cardavia.highlight"  // legal-card glow
	ColorNameScore      fyne.ThemeColorName = "cardavia.score"      // score figures on the felt
	ColorNameOnFelt     fyne.ThemeColorName = "cardavia.onFelt"     // text drawn on the felt

	SizeNameScore fyne.ThemeSizeName = "cardavia.score" // score figures
	SizeNameTitle fyne.ThemeSizeName = "cardavia.title" // screen and tile titles
)

// Filtered is implemented by the shell's theme, which shows another theme through the
// display filters (Contrast, Color temperature and the grain's compensation): every
// colour it returns is already filtered.
type Filtered interface {
	fyne.Theme
	// Unfiltered is the theme before the filters. Draw rasters (the felt, pictures)
	// from its colours: they are filtered with the pictures, and would otherwise be
	// filtered twice.
	Unfiltered() fyne.Theme
	// DisplaySettings are the slider values the theme is filtered for. They follow a
	// slider while it moves, before the preferences are written at the end of the
	// move, so a screen that follows the sliders live reads them here.
	DisplaySettings() filter.Settings
}

// UnfilteredTheme returns th without the display filters (th itself when it has none).
func UnfilteredTheme(th fyne.Theme) fyne.Theme {
	if f, ok := th.(Filtered); ok {
		return f.Unfiltered()
	}
	return th
}

// LiveDisplaySettings returns the slider values the current app theme is filtered for,
// and false when the theme does not know them (no app, a foreign theme): read the
// preferences then (display.Load).
func LiveDisplaySettings() (filter.Settings, bool) {
	a := fyne.CurrentApp()
	if a == nil {
		return filter.Default(), false
	}
	if f, ok := a.Settings().Theme().(Filtered); ok {
		return f.DisplaySettings(), true
	}
	return filter.Default(), false
}

// TableColors is implemented by the app's themes, which define the table's
// colour names above. A theme without it is never asked for them: Fyne's
// test theme logs every name it lacks, with a stack lookup, and a table draw
// asks for a shadow colour per card.
type TableColors interface {
	fyne.Theme
	DefinesTableColors()
}

// TableColor returns th's colour n for variant v when th is one of the app's
// themes, and otherwise (a foreign theme, the headless test theme, no theme)
// the app's light palette for the table's names, or th's own colour for any
// other name.
func TableColor(th fyne.Theme, n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if tc, ok := th.(TableColors); ok {
		if c := tc.Color(n, v); c != nil {
			if _, _, _, a := c.RGBA(); a != 0 {
				return c
			}
		}
	}
	if c, ok := tableFallback(n); ok {
		return c
	}
	if th == nil {
		return color.Transparent
	}
	return th.Color(n, v)
}

// tableFallback is the Cardavia light palette of the table's colours.
func tableFallback(n fyne.ThemeColorName) (color.Color, bool) {
	switch n {
	case ColorNameFelt:
		return color.NRGBA{0x2e, 0x7d, 0x4f, 0xff}, true
	case ColorNameFeltEdge:
		return color.NRGBA{0x1f, 0x5c, 0x39, 0xff}, true
	case ColorNameCardShadow:
		return color.NRGBA{0x06, 0x1a, 0x0e, 0x66}, true
	case ColorNameHighlight:
		return color.NRGBA{0xf2, 0xc1, 0x4e, 0xff}, true
	case ColorNameScore:
		return color.NRGBA{0xff, 0xf4, 0xd6, 0xff}, true
	case ColorNameOnFelt:
		return color.NRGBA{0xf7, 0xf3, 0xe8, 0xff}, true
	}
	return nil, false
}
