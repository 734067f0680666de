package translations

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"golang.org/x/text/language"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

func mustBundle(t *testing.T) *Bundle {
	t.Helper()
	b, err := NewBundle()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var update = flag.Bool("update", false, "append message ids the code uses but active.en.toml lacks")

// TestEveryMessageIDHasEnglish parses every Go file of the module and checks
// each T("id", "English", …) call: the id must be in active.en.toml and the
// file's English must equal the code's default, so the two never drift.
// With -update the missing ids are appended to active.en.toml (review them:
// plurals need their one = … form added by hand).
func TestEveryMessageIDHasEnglish(t *testing.T) {
	b := mustBundle(t)
	root := filepath.Join("..")
	calls := 0
	missing := map[string]string{} // id → English, absent from the file
	changed := map[string]string{} // id → English, the file says otherwise
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// Like the go tool, skip testdata and directories starting with . or _.
		if d.IsDir() && (d.Name() == "testdata" || d.Name() == "vendor" || strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, src, 0)
		if err != nil {
			return nil // a file another engineer is halfway through writing
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) < 2 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "T" {
				return true
			}
			idLit, ok1 := call.Args[0].(*ast.BasicLit)
			enLit, ok2 := call.Args[1].(*ast.BasicLit)
			if !ok1 || !ok2 || idLit.Kind != token.STRING || enLit.Kind != token.STRING {
				return true
			}
			id, _ := strconv.Unquote(idLit.Value)
			en, _ := strconv.Unquote(enLit.Value)
			calls++
			other, ok := b.EnglishOther(id)
			switch {
			case !ok && *update:
				if prev, dup := missing[id]; dup && prev != en {
					t.Errorf("%s: %q has two English texts: %q and %q", fset.Position(call.Pos()), id, prev, en)
				}
				missing[id] = en
			case !ok:
				t.Errorf("%s: message id %q has no entry in active.en.toml (English: %q); run go test ./translations -run EveryMessage -update", fset.Position(call.Pos()), id, en)
			case other != en && *update:
				changed[id] = en
			case other != en:
				t.Errorf("%s: %q: code says %q, active.en.toml says %q", fset.Position(call.Pos()), id, en, other)
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if calls < 20 {
		t.Fatalf("found only %d T calls: is the scan looking at the right tree?", calls)
	}
	if *update && len(changed) > 0 {
		rewriteOther(t, changed)
	}
	if *update && len(missing) > 0 {
		ids := make([]string, 0, len(missing))
		for id := range missing {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		var buf strings.Builder
		buf.WriteString("\n# Added by `go test ./translations -run EveryMessage -update`: review.\n")
		for _, id := range ids {
			fmt.Fprintf(&buf, "\n[%s]\nother = %s\n", strconv.Quote(id), strconv.Quote(missing[id]))
		}
		f, err := os.OpenFile("active.en.toml", os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if _, err := f.WriteString(buf.String()); err != nil {
			t.Fatal(err)
		}
		t.Logf("appended %d ids to active.en.toml", len(ids))
	}
}

// rewriteOther sets the "other" text of existing entries of active.en.toml.
func rewriteOther(t *testing.T, texts map[string]string) {
	data, err := os.ReadFile("active.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	for id, en := range texts {
		// The entry's header, any fields before "other", then its other line.
		re := regexp.MustCompile(`(?m)(^\[` + regexp.QuoteMeta(strconv.Quote(id)) + `\]\n(?:[a-z]+ = .*\n)*?)other = .*$`)
		if !re.MatchString(src) {
			t.Errorf("cannot find the entry of %q to update", id)
			continue
		}
		src = re.ReplaceAllStringFunc(src, func(m string) string {
			return re.FindStringSubmatch(m)[1] + "other = " + strconv.Quote(en)
		})
	}
	if err := os.WriteFile("active.en.toml", []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("updated the English of %d ids", len(texts))
}

func TestLocalizerFallsBackAndReportsMissing(t *testing.T) {
	b := mustBundle(t)
	l := NewLocalizer(b, b.Match("en"))
	tests := []struct {
		name, id, english string
		args              []any
		want              string
	}{
		{"known id", "nav.back", "Back", nil, "Back"},
		{"unknown id shows the English default", "no.such.id", "Fallback text", nil, "Fallback text"},
		{"template data", "home.players", "{{.Count}} players", []any{"Count", 3}, "3 players"},
		{"odd args are ignored", "no.such.id2", "Plain", []any{"Count"}, "Plain"},
		{"non-string key is ignored", "no.such.id3", "Key {{.X}}", []any{7, "x"}, "Key <no value>"},
		{"bad plural count shows the source", "home.deckLine", "{{.Country}} · {{.Count}} cards ·", []any{"Count", "many"}, "{{.Country}} · {{.Count}} cards ·"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := l.T(tc.id, tc.english, tc.args...); got != tc.want {
				t.Errorf("T(%q) = %q, want %q", tc.id, got, tc.want)
			}
		})
	}
	missing := l.Missing()
	want := []string{"home.players", "no.such.id", "no.such.id2", "no.such.id3"}
	if strings.Join(missing, ",") != strings.Join(want, ",") {
		t.Errorf("Missing() = %v, want %v", missing, want)
	}
}

func TestPluralForms(t *testing.T) {
	b := mustBundle(t)
	l := NewLocalizer(b, b.Match("en"))
	for _, tc := range []struct {
		n    int
		want string
	}{
		{1, "Italy · 1 card ·"},
		{40, "Italy · 40 cards ·"},
	} {
		if got := l.T("home.deckLine", "{{.Country}} · {{.Count}} cards ·", "Country", "Italy", "Count", tc.n); got != tc.want {
			t.Errorf("n=%d: got %q, want %q", tc.n, got, tc.want)
		}
	}
}

// testFS is the embedded English file plus a small German one, to check that
// a dropped-in file is offered, matched, used and falls back to English.
func testFS(t *testing.T) fstest.MapFS {
	en, err := fs.ReadFile(messageFiles, "active.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	return fstest.MapFS{
		"active.en.toml": {Data: en},
		"active.de.toml": {Data: []byte(`["language.self"]
other = "Deutsch"

["nav.back"]
other = "Zurück"

["home.deckLine"]
one = "{{.Country}} · {{.Count}} Karte ·"
other = "{{.Country}} · {{.Count}} Karten ·"
`)},
	}
}

func TestDroppedInLanguage(t *testing.T) {
	b, err := loadBundle(testFS(t))
	if err != nil {
		t.Fatal(err)
	}
	langs := b.Languages()
	if len(langs) != 2 || langs[0].Code != "en" || langs[1].Code != "de" || langs[1].Name != "Deutsch" || langs[0].Name != "English" {
		t.Fatalf("Languages() = %+v", langs)
	}
	de, _ := b.Lookup("de")
	l := NewLocalizer(b, de)
	l.report = t.Logf
	if got := l.T("nav.back", "Back"); got != "Zurück" {
		t.Errorf("German nav.back = %q", got)
	}
	if got := l.T("nav.home", "Home"); got != "Home" {
		t.Errorf("untranslated nav.home = %q, want the English file's text", got)
	}
	if got := l.T("home.deckLine", "x", "Country", "Italien", "Count", 40); got != "Italien · 40 Karten ·" {
		t.Errorf("German plural = %q", got)
	}
	changed := 0
	cancel := l.OnChange(func() { changed++ })
	en, _ := b.Lookup("en")
	l.SetLanguage(en)
	if got := l.T("nav.back", "Back"); got != "Back" || changed != 1 {
		t.Errorf("after switch: %q, listeners called %d times", got, changed)
	}
	cancel()
	l.SetLanguage(de)
	if changed != 1 {
		t.Errorf("cancelled listener still called")
	}
	if len(l.Missing()) != 0 {
		t.Errorf("Missing() = %v", l.Missing())
	}
}

func TestMatchOSLocale(t *testing.T) {
	b, err := loadBundle(testFS(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		locales []string
		want    string
	}{
		{[]string{"de_AT.UTF-8"}, "de"},
		{[]string{"de-CH"}, "de"},
		{[]string{"en-GB"}, "en"},
		{[]string{"ko-KR"}, "en"}, // not offered: English
		{[]string{"C"}, "en"},
		{[]string{""}, "en"},
		{[]string{"not a locale!"}, "en"},
		{[]string{"fr-FR", "de-DE"}, "de"},
		{nil, "en"},
	} {
		if got := b.Match(tc.locales...); got.Code != tc.want {
			t.Errorf("Match(%q) = %s, want %s", tc.locales, got.Code, tc.want)
		}
	}
	// The shipped bundle: each language is chosen for its own locale, and
	// one Cardavia does not ship falls back to English.
	shipped := mustBundle(t)
	for _, lg := range shipped.Languages() {
		if got := shipped.Match(lg.Tag.String() + "_XX.UTF-8"); got.Code != lg.Code {
			t.Errorf("Match(%s_XX) = %s", lg.Tag, got.Code)
		}
	}
	if got := shipped.Match("fr-FR"); got.Tag != language.English {
		t.Errorf("French is not shipped: Match = %v, want English", got.Tag)
	}
}

// TestRulesPages checks each game's page has the sections the rules screen
// promises and lists the keys the tables implement.
func TestRulesPages(t *testing.T) {
	want := map[string][]string{
		"scopa":     {"**1 – 9**", "**Enter**"},
		"skat":      {"**P**", "**H**", "**S**", "**D**", "**Enter**"},
		"gostop":    {"**G**", "**S**", "**Enter**"},
		"schnapsen": {"**1 – 5**", "**1 – 6**", "**X**", "**C**", "**M**", "**Enter**"}, // 1 – 6: Sechsundsechzig's hand of six
	}
	ids := RulesGames()
	if len(ids) != len(want) {
		t.Errorf("rules pages for %v, want the four games", ids)
	}
	for _, g := range catalog.All() {
		if _, ok := want[g.ID]; !ok {
			t.Errorf("registered game %q has no rules page", g.ID)
		}
	}
	en, _ := mustBundle(t).Lookup("en")
	for id, keys := range want {
		md, err := Rules(en, id)
		if err != nil {
			t.Errorf("%s: %v", id, err)
			continue
		}
		for _, h := range []string{"## Objective", "## Set-up", "## A turn", "## Scoring", "## Keys"} {
			if !strings.Contains(md, "\n"+h) {
				t.Errorf("%s: no %q section", id, h)
			}
		}
		if !strings.Contains(md, "## Special moves") && !strings.Contains(md, "## Bidding") {
			t.Errorf("%s: no special moves section", id)
		}
		keysSection := md[strings.Index(md, "## Keys"):]
		for _, k := range append(keys, "**Esc**", "**F1**") {
			if !strings.Contains(keysSection, k) {
				t.Errorf("%s: Keys section does not list %s", id, k)
			}
		}
	}
	if _, err := Rules(en, "nosuchgame"); err == nil {
		t.Error("Rules of an unknown game: no error")
	}
	de := Language{Tag: language.German, Code: "de"}
	if md, err := Rules(de, "scopa"); err != nil || !strings.HasPrefix(md, "# Scopa") {
		t.Errorf("German rules fall back to English: %v", err)
	}
}

// TestCatalogNamesHaveEntries keeps the registry's game, country, pitch and
// match-format names in the English file (for translators), with the same
// English; every game names its match format (the home tile's players line).
func TestCatalogNamesHaveEntries(t *testing.T) {
	b := mustBundle(t)
	if len(catalog.All()) == 0 {
		t.Fatal("no registered games")
	}
	for _, g := range catalog.All() {
		if g.Format.ID == "" {
			t.Errorf("%s: no match format for the players line", g.ID)
		}
		names := []cards.Name{g.Name, g.Country, g.Pitch, g.Format}
		for _, o := range g.Options {
			// The house-rules screen shows each option's label and help.
			names = append(names, o.Label, o.Help)
		}
		for _, n := range names {
			if got, ok := b.EnglishOther(n.ID); !ok || got != n.English {
				t.Errorf("%s: %q has %q (present %v) in active.en.toml, engine says %q", g.ID, n.ID, got, ok, n.English)
			}
		}
	}
}

// TestConcurrentUse switches languages while other goroutines translate, as
// a table's computer player may format a message while the person switches
// the language (run with -race).
func TestConcurrentUse(t *testing.T) {
	b, err := loadBundle(testFS(t))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := b.Lookup("en")
	de, _ := b.Lookup("de")
	l := NewLocalizer(b, en)
	done := make(chan struct{})
	for range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for range 200 {
				if got := l.T("nav.back", "Back"); got != "Back" && got != "Zurück" {
					t.Errorf("got %q", got)
					return
				}
			}
		}()
	}
	for i := range 200 {
		if i%2 == 0 {
			l.SetLanguage(de)
		} else {
			l.SetLanguage(en)
		}
	}
	for range 4 {
		<-done
	}
}
