package env

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/ui/filter"
)

// Colour and size names the Cardavia theme adds for the table. Read them with
// fyne.CurrentApp().Settings().Theme().Color(env.ColorNameFelt, variant) or
// theme.Color(env.ColorNameFelt); other themes return their fallback.
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
