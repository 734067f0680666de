package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table/tables"
)

// TestLayout_EveryScreenFits opens every shell screen at 800×600, 1024×700
// and 1920×1080, and checks that no control lies past the window's edge,
// none lies on another and every button's label is shown whole. Every
// language is checked at 800×600, where the longest text runs out of room
// first; at the larger sizes, English and the language whose texts on that
// screen measured widest at 800×600 (layoutcheck.Walked); every language at
// every size under -tags exhaustive. The statistics screen is opened empty
// and with results of every game (its last results unfolded), and each
// game's table screen is opened for its top bar: the title may not run
// into the buttons.
// (The tables' phases are checked in ui/table/tables.)
// (Mutations tried: the home screen's two fixed columns — at 800×600 the
// deck choice and the Wikipedia links lay past the right edge; the
// statistics' four equal columns — in German the window grew to 887 px;
// the top bar without its icons-only mode — German Schnapsen's title ran
// into "Anzeige".)
func TestLayout_EveryScreenFits(t *testing.T) {
	b, err := translations.NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	gs := fixtureGames()
	played, _ := keeperWith(t, playedStats(gs))
	screens := []struct {
		name string
		open func(s *Shell)
	}{
		{"home", func(s *Shell) { s.nav.home() }},
		{"settings", func(s *Shell) { s.openSettings() }},
		{"statistics", func(s *Shell) { s.openStats() }},
		{"statistics:played", func(s *Shell) {
			s.deps.Keeper = played
			defer func() { s.deps.Keeper = nil }()
			s.openStats()
			for _, a := range find(s.nav.top().obj, func(*widget.Accordion) bool { return true }) {
				a.OpenAll() // the last results, which a person unfolds
			}
			// The test canvas does not re-lay what grew, as a window does.
			for _, sc := range find(s.nav.top().obj, func(*container.Scroll) bool { return true }) {
				sc.Refresh()
			}
		}},
		{"about", func(s *Shell) { s.openAbout() }},
	}
	for _, g := range gs {
		screens = append(screens, struct {
			name string
			open func(s *Shell)
		}{"table:" + g.ID, func(s *Shell) { s.openTable(g, g.Decks[0], nil) }})
	}
	for _, g := range gs {
		id := g.ID
		screens = append(screens, struct {
			name string
			open func(s *Shell)
		}{"rules:" + id, func(s *Shell) { s.openRules(id) }}, struct {
			name string
			open func(s *Shell)
		}{"houserules:" + id, func(s *Shell) { s.openHouseRules(id) }})
		if c := course.Of(id); c != nil {
			g := g
			screens = append(screens, struct {
				name string
				open func(s *Shell)
			}{"course:" + id, func(s *Shell) { s.openCourse(id) }}, struct {
				name string
				open func(s *Shell)
			}{"lesson:" + id, func(s *Shell) { s.openLesson(g, c, c.Lessons[0]) }})
		}
	}
	langs := b.Languages()
	var widths layoutcheck.Widths
	// The small sizes first, in every language: they measure the texts
	// that choose the languages of the larger sizes.
	for _, small := range []bool{true, false} {
		for _, lang := range langs {
			var s *Shell // opened for the first screen this language checks
			for _, sz := range layoutcheck.Sizes() {
				if layoutcheck.Small(sz) != small {
					continue
				}
				for _, sc := range screens {
					if !layoutcheck.Walked(lang, sz, widths.Widest(sc.name)) {
						continue
					}
					if s == nil {
						a := test.NewTempApp(t)
						a.Preferences().SetString(env.PrefLanguage, lang.Code)
						s = newShell(a, gs, b, Deps{Picture: AssetPicture, NewTable: tables.InPlace(7)})
					}
					t.Run(fmt.Sprintf("%s/%s/%vx%v", lang.Code, sc.name, sz.Width, sz.Height), func(t *testing.T) {
						s.nav.home()
						sc.open(s)
						s.w.Resize(sz)
						if got := s.w.Canvas().Size(); got.Width > sz.Width+1 || got.Height > sz.Height+1 {
							t.Errorf("the window grew to %v for its content", got)
						}
						if strings.HasPrefix(sc.name, "table:") {
							// The table's own phases are ui/table's; here its top bar.
							for _, p := range layoutcheck.Problems(s.nav.head, s.w.Canvas().Size()) {
								t.Error(p)
							}
						} else {
							for _, p := range layoutcheck.Problems(s.w.Content(), s.w.Canvas().Size()) {
								t.Error(p)
							}
						}
						for _, p := range barProblems(s.nav) {
							t.Error(p)
						}
						if small {
							widths.Add(sc.name, lang.Code, screenTexts(s, sc.name))
						}
					})
				}
			}
			if s != nil {
				s.nav.closeAll()
				s.w.Close()
			}
		}
		if small {
			t.Logf("the widest language of each screen: %v", &widths)
		}
	}
}

// screenTexts are the texts the check of the screen named name reads in
// s, for layoutcheck.Widths: the top bar's title and its shown buttons'
// texts (whole, even where a narrow window shows a button's icon alone),
// and but for a table (whose own texts are ui/table's) the screen's own.
func screenTexts(s *Shell, name string) []string {
	out := []string{s.nav.title.Text}
	bs, texts := s.nav.barTexts()
	for i, b := range bs {
		if b.Visible() {
			out = append(out, texts[i])
		}
	}
	if !strings.HasPrefix(name, "table:") {
		out = append(out, layoutcheck.Texts(s.nav.top().obj)...)
	}
	return out
}

// barProblems is what is wrong with the top bar's title: cut (the label
// puts "…" where it has too little room), past the window or run into a
// button beside it.
func barProblems(n *navigator) []string {
	if n.title.Text == "" || !n.title.Visible() {
		return nil
	}
	at := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	title := layoutcheck.Of(at(n.title), n.title.Size())
	win := n.s.w.Canvas().Size()
	var out []string
	need := fyne.MeasureText(n.title.Text, theme.Size(env.SizeNameTitle), n.title.TextStyle).Width + 2*theme.InnerPadding()
	if n.title.Size().Width+0.5 < need {
		out = append(out, fmt.Sprintf("the title %q is cut: %v wide, needs %v", n.title.Text, n.title.Size().Width, need))
	}
	if title.Max.X > win.Width+0.5 {
		out = append(out, fmt.Sprintf("the title %q ends at %v, past the window's %v", n.title.Text, title.Max.X, win.Width))
	}
	for _, b := range []*keyButton{n.back, n.dispBtn, n.homeBtn, n.rulesBtn, n.statsBtn, n.settingsBtn, n.aboutBtn} {
		if r := layoutcheck.Of(at(b), b.Size()); r.And(title).Area() > 1 {
			out = append(out, fmt.Sprintf("the title %q (%v–%v) runs into the %q button at %v", n.title.Text, title.Min.X, title.Max.X, b.Text, r.Min.X))
		}
	}
	return out
}

// playedStats are results of every game with every deck, every kind of
// outcome and long numbers, and a history of each: the widest the
// statistics screen gets.
func playedStats(gs []*games.Info) *storage.Stats {
	st := storage.NewStats()
	when := time.Date(2026, 12, 31, 23, 59, 0, 0, time.UTC)
	for _, g := range gs {
		for _, d := range g.Decks {
			key := cards.ByID(d).Key()
			for i, r := range []storage.DealResult{
				{Outcome: storage.Won, Points: 12345, Role: storage.Declarer},
				{Outcome: storage.Lost, Points: -2345, Role: storage.Declarer},
				{Outcome: storage.Won, Role: storage.Defender},
				{Outcome: storage.Lost, Role: storage.Defender},
				{Outcome: storage.Drawn}, {Outcome: storage.Passed},
			} {
				if r.Role != storage.None && g.ID != "skat" {
					r.Role = storage.None
				}
				st.AddDeal(g.ID, key, r)
				e := storage.Entry{When: when.Add(-time.Duration(i) * time.Hour), Outcome: r.Outcome, Points: r.Points, Role: r.Role, Deals: 3}
				st.AddMatch(g.ID, key, e)
				st.AddUndo(g.ID, key)
			}
			st.AddMatch(g.ID, key, storage.Entry{When: when, Outcome: storage.Abandoned, Points: -12345})
			// And a set of every house rule the game has, counted apart
			// under its heading, the history naming it.
			if len(g.Options) > 0 {
				var all []record.Option
				for _, o := range g.Options {
					all = append(all, record.Option{Name: o.Name, Value: o.Values[len(o.Values)-1]})
				}
				set := storage.RuleSetKey(key, all)
				st.AddDeal(g.ID, set, storage.DealResult{Outcome: storage.Won, Points: 12345})
				st.AddMatch(g.ID, set, storage.Entry{When: when, Outcome: storage.Won, Points: 12345, Deals: 3})
			}
		}
	}
	return st
}

// TestTopBar_IconsOnlyWhenNarrow: the top bar's buttons drop their texts
// when the window is too narrow for them and get them back when it widens
// again; the back button keeps its text while the others make room.
// (Mutation tried: fitBar never dropping texts — the German Schnapsen
// title ran into "Anzeige" at 800 px.)
func TestTopBar_IconsOnlyWhenNarrow(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefLanguage, "de")
	s := newShell(a, fixtureGames(), b, Deps{NewTable: func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		return widget.NewLabel(""), nil
	}})
	defer s.w.Close()
	g, _ := catalog.Lookup("schnapsen")
	s.openTable(g, g.Decks[0], nil)
	for _, tc := range []struct {
		width         float32
		display, back string
	}{
		{1920, "Anzeige", "Zurück"},
		{800, "", "Zurück"},
		{1920, "Anzeige", "Zurück"},
	} {
		s.w.Resize(fyne.NewSize(tc.width, 600))
		assert.Equal(t, tc.display, s.nav.dispBtn.Text, "at %v px", tc.width)
		assert.Equal(t, tc.back, s.nav.back.Text, "at %v px", tc.width)
		assert.Empty(t, barProblems(s.nav), "at %v px", tc.width)
		assert.LessOrEqual(t, s.w.Canvas().Size().Width, tc.width+1, "the bar does not widen the window")
	}
}
