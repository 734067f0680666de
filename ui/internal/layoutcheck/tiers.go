package layoutcheck

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/internal/testsize"
	"github.com/cardavia/cardavia/translations"
)

// Smallest is the smallest window the app supports. Every language is
// checked at it on every run: the longest text runs out of room here first.
var Smallest = fyne.NewSize(800, 600)

// Sizes are the window sizes every screen must work at, smallest first
// (a fresh slice each call: tests append sizes of their own).
func Sizes() []fyne.Size {
	return []fyne.Size{Smallest, fyne.NewSize(1024, 700), fyne.NewSize(1920, 1080)}
}

// Small reports whether sz is no larger than Smallest either way (800×600
// itself, or the table's share of it under the top bar, 800×550): a size at
// which every language is checked on every run.
func Small(sz fyne.Size) bool {
	return sz.Width <= Smallest.Width && sz.Height <= Smallest.Height
}

// Walked reports whether a layout test checks a screen in lang at window
// size sz. A layout fault comes from the longest text at the smallest size
// or from the scene a size lays out, so by default every language is
// checked at the Small sizes and, at each larger one, English (the source
// language) and widest, the code of the language whose texts on that
// screen are widest (Widths.Widest, measured at the Small sizes). Under
// -tags exhaustive (scripts/test.sh --all) every language is checked at
// every size. Nothing measured (widest "": the Small sizes were not run
// first, or filtered out by -run) walks every language too: a mistake in
// a test's order costs time, never a check.
func Walked(lang translations.Language, sz fyne.Size, widest string) bool {
	return testsize.Exhaustive() || Small(sz) || widest == "" ||
		lang.Tag == translations.English || lang.Code == widest
}

// Langs are the languages of all that Walked at sz, in all's order.
func Langs(all []translations.Language, sz fyne.Size, widest string) []translations.Language {
	var out []translations.Language
	for _, l := range all {
		if Walked(l, sz, widest) {
			out = append(out, l)
		}
	}
	return out
}

// Width is the room texts ask for: the width of each of their lines drawn
// in the current theme's text size, summed. It is measured as Fyne lays
// text out (fyne.MeasureText), so the language that is widest by this
// count is the widest for the layout under test, whatever font draws it.
func Width(texts []string) float32 {
	size := theme.TextSize()
	var sum float32
	for _, t := range texts {
		for _, line := range strings.Split(t, "\n") {
			sum += fyne.MeasureText(line, size, fyne.TextStyle{}).Width
		}
	}
	return sum
}

// Widths names, for each screen of a layout test, the language with the
// longest texts on it. A test adds the texts it sees (Texts) each time it
// checks a screen at a Small size, where every language is checked, and
// asks Widest at the larger sizes. Because it is measured, the choice
// follows the translations as they change. The zero value is ready; keep
// one per test.
type Widths struct {
	by map[string]map[string]float32 // screen → language code → width
}

// Add counts texts, seen on screen in the language code, towards that
// language's width on the screen.
func (w *Widths) Add(screen, code string, texts []string) {
	if w.by == nil {
		w.by = map[string]map[string]float32{}
	}
	if w.by[screen] == nil {
		w.by[screen] = map[string]float32{}
	}
	w.by[screen][code] += Width(texts)
}

// Widest is the code of the language whose texts on screen were widest,
// the first by code among equals; "" when screen was never measured.
func (w *Widths) Widest(screen string) string {
	best, bestW := "", float32(-1)
	codes := make([]string, 0, len(w.by[screen]))
	for c := range w.by[screen] {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	for _, c := range codes {
		if w.by[screen][c] > bestW {
			best, bestW = c, w.by[screen][c]
		}
	}
	return best
}

// String lists each measured screen with its widest language, for a
// test's log.
func (w *Widths) String() string {
	screens := make([]string, 0, len(w.by))
	for s := range w.by {
		screens = append(screens, s)
	}
	slices.Sort(screens)
	parts := make([]string, len(screens))
	for i, s := range screens {
		parts[i] = fmt.Sprintf("%s=%s", s, w.Widest(s))
	}
	return strings.Join(parts, " ")
}
