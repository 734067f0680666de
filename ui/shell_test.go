package ui

import (
	"errors"
	"flag"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/cardavia/cardavia/ui/internal/layoutcheck"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/display"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/prose"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// fixtureGames is the catalog's list: the shell is tested on the real
// games, not on a copy of their entries that could drift.
func fixtureGames() []*games.Info { return catalog.All() }

// german is a small sample language: enough to see a switch re-text screens.
var german = fstest.MapFS{"active.de.toml": {Data: []byte(`
["language.self"]
other = "Deutsch"
["home.play"]
other = "Spielen"
["nav.settings"]
other = "Einstellungen"
["settings.title"]
other = "Einstellungen"
["home.players3"]
other = "3 Spieler · du und zwei KIs"
`)}}

// newTestShell starts a shell on an in-memory app, in English, with the
// app's tile pictures and no tables.
func newTestShell(t *testing.T, gs []*games.Info) (*Shell, fyne.App) {
	t.Helper()
	return newTestShellDeps(t, gs, Deps{Picture: AssetPicture})
}

// newTestShellDeps is newTestShell with the given dependencies.
func newTestShellDeps(t *testing.T, gs []*games.Info, d Deps) (*Shell, fyne.App) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefLanguage, "en")
	b, err := translations.NewBundleWith(german)
	if err != nil {
		t.Fatal(err)
	}
	s := newShell(a, gs, b, d)
	s.w.Resize(fyne.NewSize(1100, 760))
	t.Cleanup(func() {
		if m := s.l.Missing(); len(m) > 0 {
			t.Errorf("message ids without an English entry: %v", m)
		}
	})
	return s, a
}

// texts returns the visible texts under o (labels, buttons, links, rich
// text), each once, in tree order.
func texts(o fyne.CanvasObject) []string {
	return layoutcheck.Texts(o)
}

// find returns the objects of type T under o that satisfy ok. The shell's
// keyboard-aware button and entry (keydialog.go) count as Fyne's.
func find[T fyne.CanvasObject](o fyne.CanvasObject, ok func(T) bool) []T {
	var out []T
	for _, obj := range test.LaidOutObjects(o) {
		x, is := obj.(T)
		switch k := obj.(type) {
		case *keyButton:
			if !is {
				x, is = any(&k.Button).(T)
			}
		case *keyEntry:
			if !is {
				x, is = any(&k.Entry).(T)
			}
		}
		if is && obj.Visible() && (ok == nil || ok(x)) {
			out = append(out, x)
		}
	}
	return out
}

func button(t *testing.T, o fyne.CanvasObject, text string) *widget.Button {
	t.Helper()
	bs := find(o, func(b *widget.Button) bool { return b.Text == text })
	if len(bs) == 0 {
		t.Fatalf("no %q button among %q", text, texts(o))
	}
	return bs[0]
}

func TestHomeHasOneTilePerGame(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	home := s.nav.top().obj
	if n := len(find(home, func(b *widget.Button) bool { return b.Text == "Play" })); n != 4 {
		t.Errorf("%d Play buttons, want 4", n)
	}
	want := map[string][]string{
		"scopa":     {"Scopa", "Italy · 40 cards · 2 players · you vs AI · match to 11"},
		"skat":      {"Skat", "Germany · 32 cards · 3 players · you and two AIs · one deal"},
		"gostop":    {"Go-Stop", "Korea · 48 cards · 2 players · you vs AI · single deal"},
		"schnapsen": {"Schnapsen", "Austria · 20 cards · 2 players · you vs AI · seven-point match"},
	}
	for _, g := range fixtureGames() {
		tile := s.tile(g)
		got := texts(tile)
		for _, w := range append(want[g.ID], s.l.Name(g.Pitch), "Wikipedia", "Play", "Rules") {
			if !slices.Contains(got, w) {
				t.Errorf("%s tile: no %q in %q", g.ID, w, got)
			}
		}
		links := find(tile, func(h *widget.Hyperlink) bool { return true })
		if len(links) != 1 || links[0].URL.String() != g.Wikipedia {
			t.Errorf("%s tile: links %v, want %s", g.ID, links, g.Wikipedia)
		}
		radios := find(tile, func(*widget.RadioGroup) bool { return true })
		if want := len(g.Decks); want > 1 && len(radios) != want || want == 1 && len(radios) != 0 {
			t.Errorf("%s tile: %d deck options for %d decks", g.ID, len(radios), len(g.Decks))
		}
	}
	// The tiles keep catalog order.
	all := strings.Join(texts(home), "|")
	last := -1
	for _, name := range []string{"Scopa", "Skat", "Go-Stop", "Schnapsen"} {
		i := strings.Index(all, "|"+name+"|")
		if i <= last {
			t.Errorf("%s out of order in %q", name, all)
		}
		last = i
	}
}

func TestHomeWithTheRealCatalog(t *testing.T) {
	s, _ := newTestShell(t, catalog.All())
	home := s.nav.top().obj
	plays := len(find(home, func(b *widget.Button) bool { return b.Text == "Play" }))
	if plays != len(catalog.All()) {
		t.Errorf("%d Play buttons for %d registered games", plays, len(catalog.All()))
	}
	if len(catalog.All()) == 0 && !slices.Contains(texts(home), "No games are installed in this build.") {
		t.Errorf("empty catalog without an explanation: %q", texts(home))
	}
}

func TestSchnapsenDeckChoice(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	g := fixtureGames()[3]
	tile := s.tile(g)
	options, sel := radioChoice(tile)
	if sel != "German suits" || !slices.Equal(options, []string{"German suits", "French suits"}) {
		t.Fatalf("deck choice %q of %q", sel, options)
	}
	radioOption(t, tile, "French suits").SetSelected("French suits")
	if _, sel := radioChoice(tile); sel != "French suits" {
		t.Errorf("after choosing French suits the row shows %q", sel)
	}
	if got := a.Preferences().String(prefDeck("schnapsen")); got != "french20" {
		t.Errorf("saved deck %q", got)
	}
	if d := s.chosenDeck(g); d != cards.French20 {
		t.Errorf("chosen deck %v", d)
	}
	a.Preferences().SetString(prefDeck("schnapsen"), "italian40") // not a Schnapsen deck
	if d := s.chosenDeck(g); d != cards.German20 {
		t.Errorf("a foreign deck must fall back to the default, got %v", d)
	}
}

func TestLanguageSwitchRetexts(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openSettings()
	s.nav.home()
	home := s.nav.top().obj
	sel := find(home, func(*widget.Select) bool { return true })
	// English first, then every shipped language by its own name.
	if len(sel) != 1 || len(sel[0].Options) < 2 || sel[0].Options[0] != "English" || !slices.Contains(sel[0].Options, "Deutsch") {
		t.Fatalf("language select %v", sel)
	}
	sel[0].SetSelected("Deutsch")
	if got := a.Preferences().String(env.PrefLanguage); got != "de" {
		t.Errorf("saved language %q", got)
	}
	home = s.nav.top().obj
	got := texts(home)
	if !slices.Contains(got, "Spielen") || slices.Contains(got, "Play") {
		t.Errorf("home not re-texted: %q", got)
	}
	// The sample's players line (the format after it comes from the
	// shipped German file once there is one, from English before).
	if !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, " · 3 Spieler · du und zwei KIs · ") }) {
		t.Errorf("players line not re-texted: %q", got)
	}
	// A message the sample lacks shows the shipped German or the English,
	// never its id.
	if !slices.ContainsFunc(got, func(s string) bool {
		return strings.HasPrefix(s, "Italy · 40 cards · ") || strings.HasPrefix(s, "Italien · 40 Karten · ")
	}) {
		t.Errorf("the deck line is neither German nor English: %q", got)
	}
	if s.nav.settingsBtn.Text != "Einstellungen" {
		t.Errorf("toolbar not re-texted: %q", s.nav.settingsBtn.Text)
	}
	// A new shell on the same preferences starts in German.
	b, _ := translations.NewBundleWith(german)
	s2 := newShell(a, fixtureGames(), b, Deps{})
	if s2.l.Language().Code != "de" {
		t.Errorf("language not restored: %s", s2.l.Language().Code)
	}
}

func TestSettingsPersist(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openSettings()
	radio := func(sel string) *widget.RadioGroup {
		rs := find(s.nav.top().obj, func(r *widget.RadioGroup) bool { return slices.Contains(r.Options, sel) })
		if len(rs) == 0 {
			t.Fatalf("no radio group with %q", sel)
		}
		return rs[0]
	}
	radio("Expert").SetSelected("Expert")
	radio("Slow").SetSelected("Slow")
	radio("Dark").SetSelected("Dark")
	p := a.Preferences()
	if env.AILevel(p) != env.AIExpert || env.AnimSpeed(p) != env.AnimSlow || env.ThemeChoice(p) != env.ThemeDark {
		t.Errorf("saved %q %q %q", p.String(env.PrefAILevel), p.String(env.PrefAnimSpeed), p.String(env.PrefTheme))
	}
	if th, ok := env.UnfilteredTheme(a.Settings().Theme()).(*tableTheme); !ok || !th.fixed || th.force != theme.VariantDark {
		t.Errorf("dark theme not applied: %#v", a.Settings().Theme())
	}
	// Reopened, the screen shows the saved values.
	s.nav.home()
	s.openSettings()
	if radio("Expert").Selected != "Expert" || radio("Slow").Selected != "Slow" || radio("Dark").Selected != "Dark" {
		t.Error("settings screen does not show the saved values")
	}
}

func TestCorruptSettingsFallBack(t *testing.T) {
	tests := []struct {
		name string
		set  func(fyne.Preferences)
	}{
		{"unknown strings", func(p fyne.Preferences) {
			p.SetString(env.PrefAILevel, "grandmaster")
			p.SetString(env.PrefAnimSpeed, "warp")
			p.SetString(env.PrefTheme, "purple")
			p.SetString(env.PrefLanguage, "xx")
		}},
		{"wrong types", func(p fyne.Preferences) {
			p.SetInt(env.PrefAILevel, 3)
			p.SetFloat(env.PrefAnimSpeed, 0.5)
			p.SetBool(env.PrefTheme, true)
			p.SetInt(env.PrefLanguage, 1)
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			tc.set(a.Preferences())
			s, err := NewShell(a, fixtureGames(), Deps{})
			if err != nil {
				t.Fatal(err)
			}
			p := a.Preferences()
			if env.AILevel(p) != env.AINormal || env.AnimSpeed(p) != env.AnimNormal || env.ThemeChoice(p) != env.ThemeSystem {
				t.Errorf("defaults not used: %q %q %q", env.AILevel(p), env.AnimSpeed(p), env.ThemeChoice(p))
			}
			if want := s.l.Bundle().Match(string(lang.SystemLocale())); s.l.Language() != want {
				t.Errorf("language %q, want the OS match %q", s.l.Language().Code, want.Code)
			}
			s.openSettings()
			sel := map[string]bool{}
			for _, r := range find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true }) {
				sel[r.Selected] = true
			}
			for _, w := range []string{"Normal", "Like the system"} {
				if !sel[w] {
					t.Errorf("settings do not show the default %q: %v", w, sel)
				}
			}
		})
	}
	// Durations follow the speed.
	a := test.NewTempApp(t)
	p := a.Preferences()
	for _, tc := range []struct {
		speed string
		want  int
	}{{env.AnimInstant, 0}, {env.AnimFast, 50}, {env.AnimNormal, 100}, {env.AnimSlow, 200}, {"bogus", 100}} {
		p.SetString(env.PrefAnimSpeed, tc.speed)
		if got := env.AnimDuration(p, 100); int(got) != tc.want {
			t.Errorf("%s: %d, want %d", tc.speed, got, tc.want)
		}
	}
}

func TestRulesOpenForEveryGame(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	for _, g := range fixtureGames() {
		tile := s.tile(g)
		test.Tap(button(t, tile, "Rules"))
		top := s.nav.top()
		if top.id != "rules:"+g.ID {
			t.Fatalf("%s: top screen %q", g.ID, top.id)
		}
		if want := g.Name.English + " — rules"; s.nav.title.Text != want {
			t.Errorf("title %q, want %q", s.nav.title.Text, want)
		}
		pages := find(top.obj, func(*prose.Page) bool { return true })
		if len(pages) != 1 || !strings.Contains(pages[0].String(), "Objective") || !strings.Contains(pages[0].String(), "Keys") {
			t.Errorf("%s: rules pages %v", g.ID, pages)
		}
		s.nav.home()
	}
}

// closingTable records that the shell closed it.
type closingTable struct {
	widget.Label
	closed *bool
}

func (c *closingTable) Close() { *c.closed = true }

func TestPlayOpensTheTableAndKeysNavigate(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	g := fixtureGames()[0]

	// No table yet: a clear message.
	test.Tap(button(t, s.tile(g), "Play"))
	if ov := s.w.Canvas().Overlays().Top(); ov == nil || !slices.Contains(texts(ov), "Table not available yet") {
		t.Fatalf("no 'not available' dialog")
	}
	s.w.Canvas().Overlays().Remove(s.w.Canvas().Overlays().Top())

	// A failing table: the error is shown and the home screen stays.
	s.deps.NewTable = func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		return nil, errors.New("no deal")
	}
	s.play(g, cards.Italian40)
	if ov := s.w.Canvas().Overlays().Top(); ov == nil || !strings.Contains(strings.Join(texts(ov), "|"), "Scopa could not start: no deal") {
		t.Fatalf("no error dialog")
	}
	s.w.Canvas().Overlays().Remove(s.w.Canvas().Overlays().Top())
	if s.nav.top().id != "home" {
		t.Fatalf("top %q", s.nav.top().id)
	}

	closed := false
	var gotDeck cards.DeckID
	var keys []fyne.KeyName
	s.deps.NewTable = func(e env.Env, gi *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
		gotDeck = d
		e.OnKey(func(ev *fyne.KeyEvent) bool {
			keys = append(keys, ev.Name)
			return ev.Name == fyne.KeyReturn
		})
		tb := &closingTable{closed: &closed}
		tb.SetText(e.L.T("home.play", "Play") + " " + gi.ID)
		return tb, nil
	}
	s.play(g, cards.Italian40)
	if s.nav.top().id != "table:scopa" || gotDeck != cards.Italian40 {
		t.Fatalf("top %q deck %v", s.nav.top().id, gotDeck)
	}
	typeKey := func(k fyne.KeyName) { s.w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	typeKey(fyne.KeyReturn) // the table's
	if s.nav.top().id != "table:scopa" {
		t.Fatal("Enter left the table")
	}
	typeKey(fyne.KeyF1)
	if s.nav.top().id != "rules:scopa" {
		t.Fatalf("F1 opened %q", s.nav.top().id)
	}
	typeKey(fyne.KeyEscape)
	if s.nav.top().id != "table:scopa" || closed {
		t.Fatalf("Esc from the rules: top %q closed %v", s.nav.top().id, closed)
	}
	typeKey(fyne.KeyEscape)
	if s.nav.top().id != "home" || !closed {
		t.Fatalf("Esc from the table: top %q closed %v", s.nav.top().id, closed)
	}
	if !slices.Equal(keys, []fyne.KeyName{fyne.KeyReturn, fyne.KeyF1, fyne.KeyEscape}) {
		t.Errorf("table saw keys %v", keys)
	}
}

func TestToolbarOnEveryScreen(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	check := func(where string, wantStats, wantSettings bool) {
		t.Helper()
		if s.nav.statsBtn.Disabled() == wantStats || s.nav.settingsBtn.Disabled() == wantSettings {
			t.Errorf("%s: statistics disabled %v settings disabled %v", where, s.nav.statsBtn.Disabled(), s.nav.settingsBtn.Disabled())
		}
	}
	check("home", true, true)
	test.Tap(s.nav.statsBtn)
	check("statistics", false, true)
	test.Tap(s.nav.settingsBtn)
	check("settings", true, false)
	s.openRules("scopa")
	check("rules", true, true)
	if s.nav.back.Disabled() {
		t.Error("the back button is disabled on the rules page")
	}
	test.Tap(s.nav.settingsBtn) // back to the settings already open
	if len(s.nav.stack) != 3 {
		t.Errorf("stack depth %d after reopening settings", len(s.nav.stack))
	}
	test.Tap(s.nav.homeBtn)
	if len(s.nav.stack) != 1 || !s.nav.back.Disabled() {
		t.Errorf("home: depth %d", len(s.nav.stack))
	}
}

func TestThemeDefinesEveryColour(t *testing.T) {
	for _, choice := range env.Themes() {
		test.AssertAllColorNamesDefined(t, newTheme(choice), "cardavia-"+choice)
	}
	light, dark := newTheme(env.ThemeLight), newTheme(env.ThemeDark)
	if light.Color(env.ColorNameFelt, theme.VariantDark) == dark.Color(env.ColorNameFelt, theme.VariantDark) {
		t.Error("light and dark felt are the same")
	}
	sys := newTheme(env.ThemeSystem)
	if sys.Color(theme.ColorNameBackground, theme.VariantDark) != dark.Color(theme.ColorNameBackground, theme.VariantLight) {
		t.Error("system theme does not follow the OS variant")
	}
}

// TestHomeGolden pins the home screen. The card art is left out (Deps.Picture nil,
// the shell's own plain card) so that art changes do not churn this golden.
func TestHomeGolden(t *testing.T) {
	s, a := newTestShellDeps(t, fixtureGames(), Deps{})
	a.Settings().SetTheme(newTheme(env.ThemeLight))
	s.nav.retext()
	s.w.Resize(fyne.NewSize(1100, 760))
	if *update {
		if err := os.WriteFile("testdata/home.xml", []byte(test.RenderToMarkup(s.w.Canvas())), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create("testdata/home.png")
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, s.w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	test.AssertRendersToMarkup(t, "home.xml", s.w.Canvas())
	test.AssertImageMatches(t, "home.png", s.w.Canvas().Capture())
}

func TestCorruptDisplaySettingIsReported(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	a.Preferences().SetString(display.KeyContrast, "loud")
	s.openSettings()
	got := texts(s.nav.top().obj)
	if !slices.Contains(got, "A stored display setting was damaged; it is shown at 50 % until you move its slider.") {
		t.Errorf("no warning: %q", got)
	}
	for _, w := range []string{"Contrast", "Grain", "Color temperature", "50%"} {
		if !slices.Contains(got, w) {
			t.Errorf("display panel: no %q in %q", w, got)
		}
	}
	if a.Preferences().String(display.KeyContrast) != "loud" {
		t.Error("the damaged value was overwritten before the person moved the slider")
	}
}

// startingTable records when and at what size the shell started it.
type startingTable struct {
	widget.Label
	starts []fyne.Size
}

func (s *startingTable) Start() { s.starts = append(s.starts, s.Size()) }

// TestTableStartsOnceOnScreen: the shell starts a table (its first deal)
// once the table is laid out in the window, and only once, however often the
// person steps away to the rules and back.
func TestTableStartsOnceOnScreen(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	tb := &startingTable{}
	s.deps.NewTable = func(e env.Env, gi *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
		if e.Changes == nil {
			t.Error("the table's environment has no change feed")
		}
		if len(tb.starts) != 0 {
			t.Error("started before it was shown")
		}
		return tb, nil
	}
	s.play(fixtureGames()[0], cards.Italian40)
	if len(tb.starts) != 1 || tb.starts[0].Width < 1000 || tb.starts[0].Height < 600 {
		t.Fatalf("starts at sizes %v, want one at about the 1100x760 window's size", tb.starts)
	}
	s.openRules("scopa")
	s.nav.pop()
	if s.nav.top().obj != tb || len(tb.starts) != 1 {
		t.Fatalf("back from the rules: started %d times", len(tb.starts))
	}
}

func TestOpenByName(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	closed := false
	s.deps.NewTable = func(e env.Env, gi *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
		return &closingTable{closed: &closed}, nil
	}
	for _, tc := range []struct{ name, top string }{
		{"", "home"}, {"home", "home"}, {"settings", "settings"}, {"stats", "stats"},
		{"rules:gostop", "rules:gostop"}, {"houserules:scopa", "houserules:scopa"}, {"play:skat", "table:skat"},
	} {
		s.nav.home()
		if err := s.Open(tc.name); err != nil {
			t.Errorf("%q: %v", tc.name, err)
		} else if s.nav.top().id != tc.top {
			t.Errorf("%q opened %q", tc.name, s.nav.top().id)
		}
	}
	for _, bad := range []string{"rules:chess", "lobby"} {
		if err := s.Open(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	s.w.Close() // the table must be closed with the window
	if !closed {
		t.Error("closing the window did not close the table")
	}
}

func TestEveryTileHasCardArt(t *testing.T) {
	for _, g := range fixtureGames() {
		for _, d := range g.Decks {
			res := assetPicture(g, d)
			if res == nil || len(res.Content()) == 0 {
				t.Errorf("%s/%v: no card art", g.ID, d)
			}
		}
	}
	if assetPicture(nil, cards.DeckID(99)) != nil {
		t.Error("an unknown deck should fall back to the plain card")
	}
}

func TestSetAsideCorruptPrefs(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 11, 29, 16, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name, content string
		aside         bool
	}{
		{"valid", `{"ai.level":"easy"}`, false},
		{"empty", ``, false},
		{"truncated", `{"ai.level":"ea`, true},
		{"not an object", `[1,2]`, true},
		{"garbage", "\x00\x01binary", true},
		// Valid JSON, but larger than any honest preferences file: set
		// aside unread (Fyne would read it whole).
		{"too large", `{"ai.level":"easy"}` + strings.Repeat(" ", MaxPrefsSize), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".json")
			if err := os.WriteFile(path, []byte(tc.content), 0o644); err != nil {
				t.Fatal(err)
			}
			aside, err := SetAsideCorruptPrefs(path, now)
			if err != nil {
				t.Fatal(err)
			}
			if (aside != "") != tc.aside {
				t.Fatalf("aside = %q", aside)
			}
			if tc.content == "" {
				// Removed: Fyne reads an empty file as a broken store and
				// logs an EOF error; a missing one is a quiet first start.
				if _, err := os.Stat(path); !os.IsNotExist(err) {
					t.Error("the empty file is still in place")
				}
			}
			if tc.aside {
				if _, err := os.Stat(path); !os.IsNotExist(err) {
					t.Error("the damaged file is still in place")
				}
				if got, _ := os.ReadFile(aside); string(got) != tc.content {
					t.Error("the damaged file's content was not kept")
				}
				if !strings.HasSuffix(aside, ".corrupt-20261129-160000") {
					t.Errorf("aside name %q", aside)
				}
			}
		})
	}
	if aside, err := SetAsideCorruptPrefs(filepath.Join(dir, "absent.json"), now); aside != "" || err != nil {
		t.Errorf("absent file: %q %v", aside, err)
	}

	s, _ := newTestShell(t, fixtureGames())
	s.deps.PrefsSetAside = "/x/preferences.json.corrupt-1"
	s.noticeSetAside()
	ov := s.w.Canvas().Overlays().Top()
	if ov == nil || !strings.Contains(strings.Join(texts(ov), "|"), "kept as preferences.json.corrupt-1.") {
		t.Error("no notice about the reset settings, or one with the file's folder")
	}
}
