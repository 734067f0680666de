package env

import "fyne.io/fyne/v2"

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
