package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

// focusTable stands in for the real table's keyboard: it is focusable,
// keeps Tab, and hands the keys it does not take (all of them, once
// closed) to the window's handler, as ui/table's Table does.
type focusTable struct {
	widget.Label
	w      fyne.Window
	closed bool
}

func newFocusTable(w fyne.Window) *focusTable {
	t := &focusTable{w: w}
	t.ExtendBaseWidget(t)
	return t
}

func (t *focusTable) Close()           { t.closed = true }
func (t *focusTable) FocusGained()     {}
func (t *focusTable) FocusLost()       {}
func (t *focusTable) AcceptsTab() bool { return true }
func (t *focusTable) TypedRune(rune)   {}
func (t *focusTable) TypedKey(ev *fyne.KeyEvent) {
	if h := t.w.Canvas().OnTypedKey(); h != nil {
		h(ev)
	}
}

// tabTo presses Tab until a button with the text has the focus.
func tabTo(t *testing.T, w fyne.Window, text string) *widget.Button {
	t.Helper()
	for range 60 {
		wintest.Press(w, fyne.KeyTab)
		if b, ok := w.Canvas().Focused().(*widget.Button); ok && b.Text == text {
			return b
		}
	}
	t.Fatalf("Tab never reached %q (focused %T)", text, w.Canvas().Focused())
	return nil
}

// TestKeysWorkAfterATableClosed: after a table closed — by Esc, by the
// toolbar's Home or Back — Tab moves the focus on the screen shown and Space
// presses the focused button, as before any table opened (issue 40).
func TestKeysWorkAfterATableClosed(t *testing.T) {
	leave := map[string]func(s *Shell){
		"esc": func(s *Shell) { wintest.Press(s.w, fyne.KeyEscape) },
		// A click on a button leaves the focus where it was (the GLFW
		// driver unfocuses only beside focusable objects); test.Tap would
		// unfocus.
		"home": func(s *Shell) { s.nav.homeBtn.OnTapped() },
		"back": func(s *Shell) { s.nav.back.OnTapped() },
	}
	for name, out := range leave {
		t.Run(name, func(t *testing.T) {
			s, _ := newTestShellDeps(t, catalog.All(), Deps{Picture: AssetPicture})
			var tables []*focusTable
			s.deps.NewTable = func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
				tb := newFocusTable(s.w)
				tables = append(tables, tb)
				return tb, nil
			}
			for round := range 2 {
				wintest.Press(s.w, fyne.KeySpace) // nothing focused yet: no harm
				b := tabTo(t, s.w, "Play")
				b.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // as the driver delivers Space
				if len(tables) != round+1 || s.nav.top().id[:6] != "table:" {
					t.Fatalf("round %d: Space on Play opened %q (%d tables)", round, s.nav.top().id, len(tables))
				}
				if s.w.Canvas().Focused() != fyne.Focusable(tables[round]) {
					t.Fatalf("round %d: the table has not the focus", round)
				}
				out(s)
				if s.nav.top().id != "home" || !tables[round].closed {
					t.Fatalf("round %d: after leaving, top %q", round, s.nav.top().id)
				}
				if f := s.w.Canvas().Focused(); f == fyne.Focusable(tables[round]) {
					t.Fatalf("round %d: the closed table keeps the focus", round)
				}
			}
			// Statistics by keyboard too: Tab to the bar's button, Space.
			tabTo(t, s.w, "Statistics").TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
			if s.nav.top().id != "stats" {
				t.Fatalf("Space on Statistics: top %q", s.nav.top().id)
			}
		})
	}
}
