package ui

import (
	"image"
	"image/draw"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
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
func tabTo(t *testing.T, w fyne.Window, text string) fyne.Focusable {
	t.Helper()
	for range 60 {
		wintest.Press(w, fyne.KeyTab)
		switch b := w.Canvas().Focused().(type) {
		case *widget.Button:
			if b.Text == text {
				return b
			}
		case *keyButton:
			if b.Text == text {
				return b
			}
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
			// Enter presses the bar's buttons as well.
			tabTo(t, s.w, "Settings")
			wintest.Press(s.w, fyne.KeyReturn)
			if s.nav.top().id != "settings" {
				t.Fatalf("Enter on Settings: top %q", s.nav.top().id)
			}
		})
	}
}

// TestQuestionsAnswerTheKeyboard: the resume question, the give-up
// question and the deal-code question answer Enter with their highlighted
// button and Esc by closing and doing nothing — with no button focused (as
// they open), and with a button Tabbed to, where Enter presses that
// button. Esc never starts a new game ("New game" is the resume
// question's cancel button). On Home, Enter presses a focused Play.
func TestQuestionsAnswerTheKeyboard(t *testing.T) {
	g, _ := catalog.Lookup("scopa")
	type answer struct {
		tab  string       // the button Tabbed to first ("": none)
		key  fyne.KeyName // then pressed
		want int          // tables opened
	}
	cases := []struct {
		name string
		ask  func(s *Shell)
	}{
		{"resume on Play", func(s *Shell) { s.play(g, cards.Italian40) }},
		{"resume on start", func(s *Shell) { s.offerResume() }},
		{"give up the saved match", func(s *Shell) { s.openRecord(g, savedScopa(t).Record) }},
	}
	answers := map[string]answer{
		"Enter":              {"", fyne.KeyReturn, 1},
		"keypad Enter":       {"", fyne.KeyEnter, 1},
		"Esc":                {"", fyne.KeyEscape, 0},
		"Enter on Continue":  {"highlighted", fyne.KeyReturn, 1},
		"Enter on cancel":    {"cancel", fyne.KeyReturn, -1},
		"Esc on a button":    {"highlighted", fyne.KeyEscape, 0},
		"Space on highlight": {"highlighted", fyne.KeySpace, 1},
	}
	for _, c := range cases {
		for name, a := range answers {
			t.Run(c.name+"/"+name, func(t *testing.T) {
				k, _ := keeperWith(t, nil, savedScopa(t))
				tables := &openedTables{}
				s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: tables.factory})
				c.ask(s)
				require.Len(t, s.questions, 1, "no question open")
				q := s.questions[0]
				require.Equal(t, q.ov, topDialog(s))
				switch a.tab {
				case "highlighted":
					tabTo(t, s.w, q.ok.Text)
				case "cancel":
					tabTo(t, s.w, q.no.Text)
				}
				wintest.Press(s.w, a.key)
				want := a.want
				if want < 0 { // the cancel button: a new game on Play, else nothing
					want = 0
					if c.name == "resume on Play" {
						want = 1
					}
				}
				assert.Len(t, tables.res, want, "tables opened")
				if len(tables.res) == 1 && a.want == 1 {
					assert.NotNil(t, tables.res[0], "the highlighted button continues the saved match or plays the record")
				}
				assert.Nil(t, topDialog(s), "the question stays open")
				assert.Empty(t, s.questions)
				assert.Equal(t, want == 1, strings.HasPrefix(s.nav.top().id, "table:"), "screen %q", s.nav.top().id)
			})
		}
	}

	t.Run("deal code", func(t *testing.T) {
		rec := record.Record{Game: "schnapsen", Deck: "french20", Seed: 4242, Dealer: 1}
		code, err := record.DealCode(&rec)
		require.NoError(t, err)
		tables := &openedTables{}
		s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory})
		tabTo(t, s.w, "Enter a deal code").TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		require.Len(t, s.questions, 1, "Enter on the button did not ask for the code")
		wintest.Press(s.w, fyne.KeyEscape) // the entry has the focus
		assert.Nil(t, topDialog(s), "Esc in the entry left the question open")
		assert.Equal(t, "home", s.nav.top().id)

		tabTo(t, s.w, "Enter a deal code").TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		entries := find(topDialog(s), func(*widget.Entry) bool { return true })
		require.Len(t, entries, 1)
		s.w.Canvas().Unfocus() // a click beside the entry
		wintest.Press(s.w, fyne.KeyReturn)
		assert.NotNil(t, topDialog(s), "Enter played an empty code")
		test.Type(entries[0], code)
		wintest.Press(s.w, fyne.KeyReturn)
		require.Len(t, tables.res, 1, "Enter did not play the code")
		assert.Nil(t, topDialog(s))
	})

	for _, key := range []fyne.KeyName{fyne.KeyEscape, fyne.KeyReturn} {
		t.Run("message/"+string(key), func(t *testing.T) {
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
			closed := false
			s.message("Title", "Text").SetOnClosed(func() { closed = true })
			wintest.Press(s.w, key)
			assert.True(t, closed, "the message stays open")
			assert.Nil(t, topDialog(s))
			assert.Equal(t, "home", s.nav.top().id)
		})
		t.Run("reset statistics/"+string(key), func(t *testing.T) {
			st := storage.NewStats()
			st.AddMatch("skat", "german32", storage.Entry{Outcome: storage.Won, Points: 12})
			k, _ := keeperWith(t, st)
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k})
			s.openStats()
			tabTo(t, s.w, "Reset statistics")
			wintest.Press(s.w, fyne.KeyReturn) // Enter on the focused button asks
			require.NotNil(t, topDialog(s), "Enter on Reset statistics asked nothing")
			wintest.Press(s.w, key)
			assert.Nil(t, topDialog(s))
			assert.Equal(t, key == fyne.KeyReturn, len(k.Stats().History("skat")) == 0, "Esc keeps, Enter resets")
			assert.Equal(t, "stats", s.nav.top().id, "the key left the statistics")
		})
	}

	t.Run("Enter on Play", func(t *testing.T) {
		tables := &openedTables{}
		s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory})
		tabTo(t, s.w, "Play")
		wintest.Press(s.w, fyne.KeyReturn)
		assert.Len(t, tables.res, 1)
	})
}

// TestRulesScrollByKeyboard: on a rules page (opened by F1 from a table, so
// nothing has the focus), Down, Page Down, End, Up, Page Up and Home move
// the page as in any viewer, and never past its ends.
func TestRulesScrollByKeyboard(t *testing.T) {
	s, _ := newTestShellDeps(t, catalog.All(), Deps{Picture: AssetPicture})
	s.w.Resize(fyne.NewSize(900, 600))
	s.deps.NewTable = func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		return newFocusTable(s.w), nil
	}
	g, _ := catalog.Lookup("skat")
	s.play(g, cards.German32)
	wintest.Press(s.w, fyne.KeyF1)
	require.Equal(t, "rules:skat", s.nav.top().id)
	sc, ok := s.nav.top().obj.(*container.Scroll)
	require.True(t, ok, "the rules page is a %T", s.nav.top().obj)
	bottom := sc.Content.MinSize().Height - sc.Size().Height
	require.Greater(t, bottom, 2*sc.Size().Height, "the rules fit in the window: nothing to scroll")
	y := func() float32 { return sc.Offset.Y }
	steps := []struct {
		key  fyne.KeyName
		want func(before float32) bool
	}{
		{fyne.KeyDown, func(b float32) bool { return y() > b && y() < b+sc.Size().Height/2 }},
		{fyne.KeyPageDown, func(b float32) bool { return y() > b+sc.Size().Height/2 && y() < b+sc.Size().Height }},
		{fyne.KeyUp, func(b float32) bool { return y() < b }},
		{fyne.KeyPageUp, func(b float32) bool { return y() == 0 }},
		{fyne.KeyEnd, func(float32) bool { return y() == bottom }},
		{fyne.KeyDown, func(float32) bool { return y() == bottom }},
		{fyne.KeyPageUp, func(b float32) bool { return y() < b-sc.Size().Height/2 }},
		{fyne.KeyHome, func(float32) bool { return y() == 0 }},
		{fyne.KeyUp, func(float32) bool { return y() == 0 }},
	}
	for i, st := range steps {
		before := y()
		wintest.Press(s.w, st.key)
		if !st.want(before) {
			t.Fatalf("step %d, %s: offset %v → %v (bottom %v, page %v)", i, st.key, before, y(), bottom, sc.Size().Height)
		}
	}
	require.Equal(t, "rules:skat", s.nav.top().id, "a scroll key left the page")
}

// TestFocusShowsOnHighlightedButtons: Tabbing to the highlighted Play
// button changes how it looks in both palettes — in the dark one Fyne's
// own mark, the focus colour blended in, is the button's own brass and
// changed nothing. The change must be a clear mark: a good share of the
// button's edge (the ring), not a shade.
func TestFocusShowsOnHighlightedButtons(t *testing.T) {
	for _, variant := range []string{env.ThemeLight, env.ThemeDark} {
		t.Run(variant, func(t *testing.T) {
			s, _ := newTestShellDeps(t, catalog.All(), Deps{Picture: AssetPicture})
			s.setTheme(variant)
			play := find(s.nav.top().obj, func(b *keyButton) bool { return b.Text == "Play" })[0]
			require.Equal(t, widget.HighImportance, play.Importance)
			pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(play)
			scale := s.w.Canvas().Scale()
			rect := image.Rect(int(pos.X*scale), int(pos.Y*scale), int((pos.X+play.Size().Width)*scale), int((pos.Y+play.Size().Height)*scale))
			crop := func() image.Image {
				img := s.w.Canvas().Capture()
				out := image.NewNRGBA(image.Rect(0, 0, rect.Dx(), rect.Dy()))
				draw.Draw(out, out.Bounds(), img, rect.Min, draw.Src)
				return out
			}
			before := crop()
			s.w.Canvas().Focus(play)
			focused := crop()
			s.w.Canvas().Unfocus()
			diff := wintest.ImageDiff(before, focused)
			// The ring changes about a tenth of the button (0.11 in the
			// dark palette, where Fyne's own mark changed nothing: 0.000).
			assert.Greater(t, diff, 0.05, "focus changed %.3f of the button", diff)
			assert.Less(t, wintest.ImageDiff(before, crop()), 0.01, "the mark stays after the focus left")
		})
	}
}
