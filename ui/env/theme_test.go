package env

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// askedTheme records the colour names it is asked for.
type askedTheme struct {
	fyne.Theme
	asked []fyne.ThemeColorName
	give  color.Color
}

func (a *askedTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	a.asked = append(a.asked, n)
	if a.give != nil {
		return a.give
	}
	return a.Theme.Color(n, v)
}

// appTheme is askedTheme marked as one of the app's themes.
type appTheme struct{ *askedTheme }

func (appTheme) DefinesTableColors() {}

func TestTableColor_AsksOnlyTheAppsThemes(t *testing.T) {
	pink := color.NRGBA{0xff, 0x00, 0x80, 0xff}
	felt, _ := tableFallback(ColorNameFelt)
	tests := []struct {
		name      string
		th        func() (fyne.Theme, *askedTheme)
		n         fyne.ThemeColorName
		want      color.Color
		wantAsked int
	}{
		{"a foreign theme is not asked for a table colour", func() (fyne.Theme, *askedTheme) {
			a := &askedTheme{Theme: theme.DefaultTheme(), give: pink}
			return a, a
		}, ColorNameFelt, felt, 0},
		{"the app's theme is asked", func() (fyne.Theme, *askedTheme) {
			a := &askedTheme{Theme: theme.DefaultTheme(), give: pink}
			return appTheme{a}, a
		}, ColorNameFelt, pink, 1},
		{"the app's theme without the colour gets the palette", func() (fyne.Theme, *askedTheme) {
			a := &askedTheme{Theme: theme.DefaultTheme(), give: color.Transparent}
			return appTheme{a}, a
		}, ColorNameFelt, felt, 1},
		{"any theme is asked for its own names", func() (fyne.Theme, *askedTheme) {
			a := &askedTheme{Theme: theme.DefaultTheme(), give: pink}
			return a, a
		}, theme.ColorNameForeground, pink, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			th, rec := tc.th()
			got := TableColor(th, tc.n, theme.VariantLight)
			if got != tc.want {
				t.Errorf("TableColor(%s) = %v, want %v", tc.n, got, tc.want)
			}
			if len(rec.asked) != tc.wantAsked {
				t.Errorf("the theme was asked %d times (%v), want %d", len(rec.asked), rec.asked, tc.wantAsked)
			}
		})
	}
	if c := TableColor(nil, ColorNameScore, theme.VariantLight); c == nil {
		t.Error("TableColor with no theme gave no colour")
	}
}
