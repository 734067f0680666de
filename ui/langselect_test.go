package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games/catalog"
)

// TestLanguageSelect_ShowsEveryNameWhole: the selector must be wide enough
// for the longest language name whichever is chosen ("Bahasa Melayu" was
// cut to "Bahasa Me…" because a Select sizes itself by its placeholder).
func TestLanguageSelect_ShowsEveryNameWhole(t *testing.T) {
	s, _ := newTestShell(t, catalog.All())
	sel := s.languageSelect()
	if len(sel.Options) < 2 {
		t.Fatalf("only %d languages offered", len(sel.Options))
	}
	for _, name := range sel.Options {
		one := widget.NewSelect([]string{name}, nil)
		one.PlaceHolder = name // a select sized for exactly this name
		if need, got := one.MinSize().Width, sel.MinSize().Width; got < need {
			t.Errorf("selector %.0f wide, %q needs %.0f", got, name, need)
		}
	}
}

// TestWidest_MeasuresOtherScriptsOnlyWhenTheyCouldWin: the language names
// in Hangul and Devanagari are not measured when an em per rune cannot
// beat the widest Latin name (measuring them loads the system fonts that
// have them, Noto Sans CJK's 15 MB among them, before the first frame),
// and are measured, and win, when it could.
func TestWidest_MeasuresOtherScriptsOnlyWhenTheyCouldWin(t *testing.T) {
	names := []string{"English", "Deutsch", "हिन्दी", "Italiano", "한국어", "Bahasa Melayu"}
	for _, tc := range []struct {
		name     string
		widths   map[string]float32 // measured widths; the rest: 7 per rune
		want     string
		measured []string
	}{
		{name: "Latin widest", want: "Bahasa Melayu",
			measured: []string{"English", "Deutsch", "Italiano", "Bahasa Melayu"}},
		{name: "Hangul could win and does", widths: map[string]float32{"English": 30, "Deutsch": 30, "Italiano": 30, "Bahasa Melayu": 40, "हिन्दी": 35, "한국어": 42}, want: "한국어",
			measured: []string{"English", "Deutsch", "Italiano", "Bahasa Melayu", "हिन्दी", "한국어"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var measured []string
			got := widest(names, 14, func(s string) float32 {
				measured = append(measured, s)
				if w, ok := tc.widths[s]; ok {
					return w
				}
				return 7 * float32(len([]rune(s)))
			})
			if got != tc.want {
				t.Errorf("widest = %q, want %q", got, tc.want)
			}
			if !slices.Equal(measured, tc.measured) {
				t.Errorf("measured %q, want %q", measured, tc.measured)
			}
		})
	}
}
