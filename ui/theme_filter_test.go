package ui

import (
	"fmt"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/filter"
)

func baseThemes() map[string]fyne.Theme {
	return map[string]fyne.Theme{"light": newTheme(env.ThemeLight), "dark": newTheme(env.ThemeDark)}
}

func TestFilteredTheme_NeutralIsTheBaseTheme(t *testing.T) {
	test.NewTempApp(t) // the default theme's colours for names Cardavia leaves to it
	for name, base := range baseThemes() {
		for _, s := range []filter.Settings{filter.Default(), {Contrast: 0.5, Grain: 0.2, Temperature: 0.5}} {
			ft := newFilteredTheme(base, s)
			for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
				for _, n := range themeColorNames() {
					assert.Equal(t, base.Color(n, v), ft.Color(n, v), "%s %v %s", name, s, n)
				}
			}
		}
	}
}

func TestFilteredTheme_MapsEveryColourLikeThePictures(t *testing.T) {
	test.NewTempApp(t) // the default theme's colours for names Cardavia leaves to it
	texts := textBackgrounds()
	for name, base := range baseThemes() {
		for _, s := range []filter.Settings{{Contrast: 0.9, Grain: 0.5, Temperature: 0.5}, {Contrast: 0.5, Grain: 0.8, Temperature: 0.05}} {
			ft, f := newFilteredTheme(base, s), filter.New(s)
			for _, n := range themeColorNames() {
				if _, isText := texts[n]; isText {
					continue // limited: see TestFilteredTheme_TextKeepsAA
				}
				want := toNRGBA(base.Color(n, theme.VariantLight))
				if want.A != 0 {
					want = f.Map(want)
				}
				assert.Equal(t, want, ft.Color(n, theme.VariantLight), "%s %v %s", name, s, n)
			}
		}
	}
}

// settingsGrid is every tenth of contrast and temperature, with grain off, halfway and
// full.
func settingsGrid() []filter.Settings {
	var out []filter.Settings
	for c := 0; c <= 10; c++ {
		for tp := 0; tp <= 10; tp++ {
			for _, g := range []float64{0.5, 0.75, 1} {
				out = append(out, filter.Settings{Contrast: float64(c) / 10, Grain: g, Temperature: float64(tp) / 10})
			}
		}
	}
	return out
}

func TestFilteredTheme_TextKeepsAA(t *testing.T) {
	test.NewTempApp(t) // the default theme's colours for names Cardavia leaves to it
	for name, base := range baseThemes() {
		for _, s := range settingsGrid() {
			ft := newFilteredTheme(base, s)
			for text, bgs := range textBackgrounds() {
				for _, bg := range bgs {
					v := theme.VariantLight
					ob, ot := toNRGBA(base.Color(bg, v)), toNRGBA(base.Color(text, v))
					need := min(MinTextContrast, contrastRatio(ot, ob))
					got := contrastRatio(toNRGBA(ft.Color(text, v)), toNRGBA(ft.Color(bg, v)))
					if got < need {
						t.Errorf("%s %v: %s on %s is %.2f:1, want at least %.2f:1", name, s, text, bg, got, need)
					}
				}
			}
		}
	}
}

// TestFilteredTheme_LimitIsNeeded proves TestFilteredTheme_TextKeepsAA can fail: without
// the limit, flattened contrast would take the body text below AA on both variants.
func TestFilteredTheme_LimitIsNeeded(t *testing.T) {
	test.NewTempApp(t) // the default theme's colours for names Cardavia leaves to it
	s := filter.Settings{Contrast: 0, Grain: 0.5, Temperature: 0.5}
	f := filter.New(s)
	for name, base := range baseThemes() {
		fg := toNRGBA(base.Color(theme.ColorNameForeground, theme.VariantLight))
		bg := toNRGBA(base.Color(theme.ColorNameBackground, theme.VariantLight))
		raw := contrastRatio(f.Map(fg), f.Map(bg))
		require.Less(t, raw, MinTextContrast, "%s: the unlimited text already meets AA; the test proves nothing", name)
		ft := newFilteredTheme(base, s)
		got := toNRGBA(ft.Color(theme.ColorNameForeground, theme.VariantLight))
		assert.NotEqual(t, f.Map(fg), got, name)
		assert.GreaterOrEqual(t, contrastRatio(got, toNRGBA(ft.Color(theme.ColorNameBackground, theme.VariantLight))), MinTextContrast, name)
	}
}

func TestContrastRatio(t *testing.T) {
	for _, tc := range []struct {
		a, b color.NRGBA
		want float64
	}{
		{color.NRGBA{0, 0, 0, 255}, color.NRGBA{255, 255, 255, 255}, 21},
		{color.NRGBA{255, 255, 255, 255}, color.NRGBA{255, 255, 255, 255}, 1},
		{color.NRGBA{0x77, 0x77, 0x77, 255}, color.NRGBA{255, 255, 255, 255}, 4.48}, // the classic just-fails grey
	} {
		t.Run(fmt.Sprint(tc.a, tc.b), func(t *testing.T) {
			assert.InDelta(t, tc.want, contrastRatio(tc.a, tc.b), 0.01)
		})
	}
}

// TestTheme_DisabledButtonLabelShows: a disabled button's label (Disabled)
// must stand out from its face (DisabledButton) at every filter setting, or
// the button reads as an empty box. WCAG exempts disabled controls, so the
// bar is lower than for text: 1.5:1, and 1.2:1 at the lowest contrast
// setting, which flattens every colour but the text held at AA on purpose.
func TestTheme_DisabledButtonLabelShows(t *testing.T) {
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		for _, c := range []float64{0, 0.5, 1} {
			for _, k := range []float64{0, 0.5, 1} {
				th := newFilteredTheme(newTheme(env.ThemeSystem), filter.Settings{Contrast: c, Grain: 0.5, Temperature: k})
				label := toNRGBA(th.Color(theme.ColorNameDisabled, v))
				face := toNRGBA(th.Color(theme.ColorNameDisabledButton, v))
				want := 1.5
				if c == 0 {
					want = 1.2
				}
				if r := contrastRatio(label, face); r < want {
					t.Errorf("variant %d, contrast %.1f, temperature %.1f: disabled label on its button %.2f:1", v, c, k, r)
				}
			}
		}
	}
}
