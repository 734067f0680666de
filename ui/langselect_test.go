package ui

import (
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
