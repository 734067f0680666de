package translations

import (
	"bufio"
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"
	"text/template"
	"unicode"

	"github.com/BurntSushi/toml"
	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

// The audit below checks every language file against active.en.toml and
// every rules page against the English page. Its checks are functions that
// return the problems they find, so that the same code runs on the shipped
// files (TestLanguageFilesComplete, TestRulesPagesComplete) and on the
// deliberately broken samples in testdata/audit (TestAuditCatchesDefects),
// which prove that each check can fail.

// catalogue is one language file: message id → plural form ("one",
// "other", …) → text. The description field is not a form and is dropped.
type catalogue map[string]map[string]string

// forms are go-i18n's plural form names, the only fields that hold text.
var forms = []string{"zero", "one", "two", "few", "many", "other"}

// parseCatalogue reads a go-i18n TOML file as written by hand: a table per
// id (["home.play"] other = "…") or a bare id = "text".
func parseCatalogue(data []byte) (catalogue, error) {
	var raw map[string]any
	if err := toml.Unmarshal(data, &raw); err != nil {
		return nil, err
	}
	out := catalogue{}
	for id, v := range raw {
		switch x := v.(type) {
		case string:
			out[id] = map[string]string{"other": x}
		case map[string]any:
			m := map[string]string{}
			for k, val := range x {
				s, ok := val.(string)
				if !ok {
					return nil, fmt.Errorf("%s.%s: not a string", id, k)
				}
				if slices.Contains(forms, k) {
					m[k] = s
				}
			}
			out[id] = m
		default:
			return nil, fmt.Errorf("%s: neither a text nor a table", id)
		}
	}
	return out, nil
}

// placeholderRE finds a template's data fields: {{.Count}}, {{ .Player }}.
var placeholderRE = regexp.MustCompile(`\{\{-?\s*\.(\w+)`)

// placeholders returns the sorted set of fields used by texts.
func placeholders(texts ...string) []string {
	set := map[string]bool{}
	for _, t := range texts {
		for _, m := range placeholderRE.FindAllStringSubmatch(t, -1) {
			set[m[1]] = true
		}
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// pluralForms returns the plural forms go-i18n selects for tag: need, over
// the whole numbers the app passes as Count (cards, tricks, points, games:
// all below a million), and allowed, which adds the forms only larger
// numbers reach (CLDR's Italian "many" for a million). A plural message must
// have every needed form and no form outside allowed (English: one, other;
// Korean: other; Russian: one, few, many, other). It asks go-i18n itself,
// so the check follows the rules the localizer uses, not a copy of them.
func pluralForms(tag language.Tag) (need, allowed []string) {
	b := i18n.NewBundle(tag)
	b.MustAddMessages(tag, &i18n.Message{ID: "p", Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"})
	l := i18n.NewLocalizer(b, tag.String())
	reach := func(counts []int) map[string]bool {
		// other is always needed: go-i18n falls back to it, and a
		// message without it does not load.
		set := map[string]bool{"other": true}
		for _, n := range counts {
			if s, err := l.Localize(&i18n.LocalizeConfig{MessageID: "p", PluralCount: n}); err == nil {
				set[s] = true
			}
		}
		return set
	}
	// The rules look at n, n mod 10, 100 and 1000 (and n mod a million):
	// 0–1199 meets every case below a million, the rest are spot checks.
	small := []int{10_000, 100_000, 123_456, 999_999}
	for n := range 1200 {
		small = append(small, n)
	}
	large := append(slices.Clone(small), 1_000_000, 2_000_000, 10_000_000, 1_000_001)
	pick := func(set map[string]bool) []string {
		var out []string
		for _, f := range forms {
			if set[f] {
				out = append(out, f)
			}
		}
		return out
	}
	return pick(reach(small)), pick(reach(large))
}

// allowlist is testdata/identical.txt: texts that may be the same as the
// English in every language (names, traditional terms), or, as "code: text",
// in one language only. Their words may appear in other texts too ("Schneider
// {{.N}}"); a line "= text" allows that whole text only, not its words.
type allowlist struct {
	all, exact map[string]bool
	lang       map[string]map[string]bool
}

func loadAllowlist(t *testing.T) allowlist {
	t.Helper()
	data, err := os.ReadFile("testdata/identical.txt")
	if err != nil {
		t.Fatal(err)
	}
	return parseAllowlist(data)
}

func parseAllowlist(data []byte) allowlist {
	a := allowlist{all: map[string]bool{}, exact: map[string]bool{}, lang: map[string]map[string]bool{}}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if text, ok := strings.CutPrefix(line, "= "); ok {
			a.exact[text] = true
			continue
		}
		if code, text, ok := strings.Cut(line, ": "); ok && len(code) <= 3 && code == strings.ToLower(code) && !strings.ContainsAny(code, " {") {
			if a.lang[code] == nil {
				a.lang[code] = map[string]bool{}
			}
			a.lang[code][text] = true
			continue
		}
		a.all[line] = true
	}
	return a
}

// allows reports whether text may stay English in language code: it is
// listed whole, or each of its words outside the placeholders is a listed
// word or a single letter (a key: "Go (G)", "Schneider {{.N}}",
// "{{.Screen}} — Cardavia").
func (a allowlist) allows(code, text string) bool {
	if a.all[text] || a.exact[text] || a.lang[code][text] {
		return true
	}
	bare := regexp.MustCompile(`\{\{[^}]*\}\}`).ReplaceAllString(text, " ")
	for _, w := range strings.FieldsFunc(bare, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if len([]rune(w)) > 1 && !a.words(code)[w] {
			return false
		}
	}
	return true
}

// words returns the single words of the entries that apply to code.
func (a allowlist) words(code string) map[string]bool {
	out := map[string]bool{}
	for _, set := range []map[string]bool{a.all, a.lang[code]} {
		for e := range set {
			for _, w := range strings.FieldsFunc(e, func(r rune) bool { return !unicode.IsLetter(r) }) {
				out[w] = true
			}
		}
	}
	return out
}

// maxIdentical is "a handful": more texts than this left as the English,
// beyond the allowlist, means a file was copied rather than translated.
const maxIdentical = 5

// auditMessages returns what is wrong with language file tr (code, tag)
// measured against the English file en, one line per problem.
func auditMessages(en, tr catalogue, code string, tag language.Tag, allow allowlist) []string {
	var probs []string
	need, allowed := pluralForms(tag)
	ids := make([]string, 0, len(en))
	for id := range en {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var identical []string
	for _, id := range ids {
		e, t := en[id], tr[id]
		if t == nil {
			probs = append(probs, fmt.Sprintf("missing %q", id))
			continue
		}
		if len(t) == 0 {
			probs = append(probs, fmt.Sprintf("%q has no text", id))
			continue
		}
		enTexts := maps(e)
		want := placeholders(enTexts...)
		got := placeholders(maps(t)...)
		if !slices.Equal(got, want) {
			probs = append(probs, fmt.Sprintf("%q uses placeholders %v, English %v", id, got, want))
		}
		for _, f := range forms {
			txt, ok := t[f]
			if !ok {
				continue
			}
			if extra := without(placeholders(txt), want); len(extra) > 0 {
				probs = append(probs, fmt.Sprintf("%q %s form uses %v, which English lacks", id, f, extra))
			}
			if _, err := template.New(id).Parse(txt); err != nil {
				probs = append(probs, fmt.Sprintf("%q %s form: broken template: %v", id, f, err))
			}
		}
		// A plural message (English has a one form, or the translation
		// pluralises on its own) needs exactly the forms its language uses.
		if len(e) > 1 || len(t) > 1 {
			have := present(t)
			if lack := without(need, have); len(lack) > 0 {
				probs = append(probs, fmt.Sprintf("%q has plural forms %v, %s needs %v", id, have, code, need))
			}
			if extra := without(have, allowed); len(extra) > 0 {
				probs = append(probs, fmt.Sprintf("%q has plural forms %v, %s has no %v", id, have, code, extra))
			}
		} else if _, ok := t["other"]; !ok {
			probs = append(probs, fmt.Sprintf("%q has no other form", id))
		}
		if t["other"] == e["other"] && !allow.allows(code, e["other"]) {
			identical = append(identical, id)
		}
	}
	for id := range tr {
		if en[id] == nil {
			probs = append(probs, fmt.Sprintf("%q is not in active.en.toml (unused or misspelt id)", id))
		}
	}
	if len(identical) > maxIdentical {
		probs = append(probs, fmt.Sprintf("%d texts are the same as the English (at most %d besides testdata/identical.txt): %v", len(identical), maxIdentical, identical))
	}
	return probs
}

// maps returns the texts of a message's forms.
func maps(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for _, f := range forms {
		if s, ok := m[f]; ok {
			out = append(out, s)
		}
	}
	return out
}

// present lists the forms m has, in go-i18n's order.
func present(m map[string]string) []string {
	var out []string
	for _, f := range forms {
		if _, ok := m[f]; ok {
			out = append(out, f)
		}
	}
	return out
}

// without returns the elements of a not in b.
func without(a, b []string) []string {
	var out []string
	for _, x := range a {
		if !slices.Contains(b, x) {
			out = append(out, x)
		}
	}
	return out
}

// headingRE finds Markdown ATX headings.
var headingRE = regexp.MustCompile(`(?m)^(#{1,6})\s+\S`)

// boldRE finds **bold** spans, which the Keys section uses for key names.
var boldRE = regexp.MustCompile(`\*\*([^*]+)\*\*`)

// keyNames returns the bold key names of a page's last section (Keys) that
// are keys rather than words: "1 – 9", "← →", "P", "F1", "Esc", but not
// "Enter", which a language may spell its own way. A translated page must
// still name every such key, or a player cannot learn the controls from it.
func keyNames(md string) []string {
	locs := headingRE.FindAllStringIndex(md, -1)
	if len(locs) == 0 {
		return nil
	}
	var out []string
	for _, m := range boldRE.FindAllStringSubmatch(md[locs[len(locs)-1][0]:], -1) {
		if !regexp.MustCompile(`\pL{4,}`).MatchString(m[1]) && !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	return out
}

// headingLevels returns the level of each heading, in order.
func headingLevels(md string) []int {
	var out []int
	for _, m := range headingRE.FindAllStringSubmatch(md, -1) {
		out = append(out, len(m[1]))
	}
	return out
}

// auditRulesPage returns what is wrong with a translated rules page tr of
// a game, measured against the English page en.
func auditRulesPage(game, en, tr string) []string {
	var probs []string
	if strings.TrimSpace(tr) == "" {
		return []string{game + ": empty page"}
	}
	if tr == en {
		return []string{game + ": the English page, untranslated"}
	}
	if got, want := headingLevels(tr), headingLevels(en); !slices.Equal(got, want) {
		probs = append(probs, fmt.Sprintf("%s: headings at levels %v, the English page %v (same sections, same order)", game, got, want))
	}
	if !strings.HasPrefix(tr, "# ") {
		probs = append(probs, game+": does not open with its # title")
	}
	have := keyNames(tr)
	for _, k := range keyNames(en) {
		if !slices.Contains(have, k) {
			probs = append(probs, fmt.Sprintf("%s: the last section (Keys) does not name the key **%s**", game, k))
		}
	}
	return append(probs, auditCardBlocks(game, en, tr)...)
}

// auditCardBlocks holds a page's ```cards blocks to the English page's:
// the same blocks in the same sections, with the same options, cards and
// captions row by row (only the labels are the language's).
func auditCardBlocks(game, en, tr string) []string {
	shapes := func(md string) ([]string, error) {
		var out []string
		for _, sec := range sections(md) {
			bs, err := CardBlocks(sec)
			if err != nil {
				return nil, err
			}
			for _, b := range bs {
				out = append(out, fmt.Sprintf("section %d: %s", len(out), b.Shape()))
			}
			out = append(out, "end of section")
		}
		return out, nil
	}
	want, err := shapes(en)
	if err != nil {
		return []string{fmt.Sprintf("%s: the English page: %v", game, err)}
	}
	got, err := shapes(tr)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", game, err)}
	}
	if !slices.Equal(got, want) {
		return []string{fmt.Sprintf("%s: cards blocks\n%s\nthe English page's (same sections, same cards and captions)\n%s",
			game, strings.Join(got, "\n"), strings.Join(want, "\n"))}
	}
	return nil
}

// sections cuts a page at its "## " headings.
func sections(md string) []string {
	var out []string
	cur := ""
	for _, line := range strings.SplitAfter(md, "\n") {
		if strings.HasPrefix(line, "## ") {
			out = append(out, cur)
			cur = ""
		}
		cur += line
	}
	return append(out, cur)
}

// shipped returns the embedded catalogues by code.
func shipped(t *testing.T) map[string]catalogue {
	t.Helper()
	names, err := fs.Glob(messageFiles, "active.*.toml")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]catalogue{}
	for _, n := range names {
		data, err := fs.ReadFile(messageFiles, n)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parseCatalogue(data)
		if err != nil {
			t.Fatalf("%s: %v", n, err)
		}
		out[strings.TrimSuffix(strings.TrimPrefix(n, "active."), ".toml")] = c
	}
	return out
}

// TestLanguageFilesComplete holds every shipped language file to the English
// one: the same ids (none missing, none extra), the same placeholders, the
// plural forms its language needs, parseable templates, and at most a
// handful of texts left in English. It passes with any number of
// languages and names every gap of an incomplete one.
func TestLanguageFilesComplete(t *testing.T) {
	cats := shipped(t)
	en := cats["en"]
	if en == nil {
		t.Fatal("no active.en.toml")
	}
	// English itself: its plural messages need English's forms.
	for id, m := range en {
		if len(m) > 1 && !slices.Equal(present(m), []string{"one", "other"}) {
			t.Errorf("en: %q has forms %v, want one and other", id, present(m))
		}
	}
	allow := loadAllowlist(t)
	b := mustBundle(t)
	for code, tr := range cats {
		if code == "en" {
			continue
		}
		t.Run(code, func(t *testing.T) {
			lg, ok := b.Lookup(code)
			if !ok {
				t.Fatalf("active.%s.toml is not offered", code)
			}
			probs := auditMessages(en, tr, code, lg.Tag, allow)
			for _, p := range probs {
				t.Errorf("active.%s.toml: %s", code, p)
			}
		})
	}
}

// TestRulesPagesComplete requires every offered language to have a rules
// page for every game, with the English page's sections and key names.
func TestRulesPagesComplete(t *testing.T) {
	for _, lg := range mustBundle(t).Languages() {
		if lg.Code == "en" {
			continue
		}
		t.Run(lg.Code, func(t *testing.T) {
			for _, g := range RulesGames() {
				en, err := fs.ReadFile(rulesFiles, path.Join("rules", "en", g+".md"))
				if err != nil {
					t.Fatal(err)
				}
				tr, err := fs.ReadFile(rulesFiles, path.Join("rules", lg.Code, g+".md"))
				if err != nil {
					t.Errorf("no rules/%s/%s.md", lg.Code, g)
					continue
				}
				for _, p := range auditRulesPage(g, string(en), string(tr)) {
					t.Errorf("rules/%s: %s", lg.Code, p)
				}
			}
		})
	}
}

// TestLanguageSelectorNames checks that each offered language is named in
// itself (its language.self entry, never its bare code), English first and
// the rest by code, and that no two share a name (the selector finds the
// language by its label).
func TestLanguageSelectorNames(t *testing.T) {
	langs := mustBundle(t).Languages()
	if langs[0].Code != "en" || langs[0].Name != "English" {
		t.Fatalf("first language %+v, want English", langs[0])
	}
	names := map[string]string{}
	for i, lg := range langs {
		if lg.Name == "" || lg.Name == lg.Code {
			t.Errorf("%s: no language.self name", lg.Code)
		}
		if prev, dup := names[lg.Name]; dup {
			t.Errorf("%s and %s are both called %q", prev, lg.Code, lg.Name)
		}
		names[lg.Name] = lg.Code
		if i > 1 && langs[i-1].Code > lg.Code {
			t.Errorf("%s before %s: not in code order", langs[i-1].Code, lg.Code)
		}
	}
	// The names the issue asks for, for the languages present.
	want := map[string]string{"en": "English", "de": "Deutsch", "it": "Italiano", "ko": "한국어", "hi": "हिन्दी", "ms": "Bahasa Melayu"}
	for _, lg := range langs {
		if w, ok := want[lg.Code]; ok && lg.Name != w {
			t.Errorf("%s calls itself %q, want %q", lg.Code, lg.Name, w)
		}
	}
}

// TestEveryLanguageShowsTextNotIDs renders every English message in every
// language: nothing may come out as the bare id or empty.
func TestEveryLanguageShowsTextNotIDs(t *testing.T) {
	b := mustBundle(t)
	args := []any{"Count", 2}
	for _, id := range b.EnglishIDs() {
		for _, p := range placeholders(b.english[id].Other, b.english[id].One) {
			if p != "Count" {
				args = append(args, p, "x")
			}
		}
	}
	for _, lg := range b.Languages() {
		l := NewLocalizer(b, lg)
		l.report = nil
		for _, id := range b.EnglishIDs() {
			en, _ := b.EnglishOther(id)
			got := l.T(id, en, args...)
			if strings.TrimSpace(got) == "" || (got == id && en != id) {
				t.Errorf("%s: %q shows %q", lg.Code, id, got)
			}
		}
	}
}

// TestAuditCatchesDefects runs the audit on testdata/audit: a small English
// file, a German file with one defect of each kind and a correct Korean one,
// and rules pages likewise (the German page's cards block has a caption the
// English one has not), so every check is seen to fail when it should.
func TestAuditCatchesDefects(t *testing.T) {
	read := func(name string) []byte {
		data, err := os.ReadFile(path.Join("testdata", "audit", name))
		if err != nil {
			t.Fatal(err)
		}
		return data
	}
	cat := func(name string) catalogue {
		c, err := parseCatalogue(read(name))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return c
	}
	en := cat("active.en.toml")
	allow := parseAllowlist(read("identical.txt"))

	if probs := auditMessages(en, cat("active.ko.toml"), "ko", language.Korean, allow); len(probs) > 0 {
		t.Errorf("the correct Korean sample is refused: %q", probs)
	}
	probs := strings.Join(auditMessages(en, cat("active.de.toml"), "de", language.German, allow), "\n")
	for _, want := range []string{
		`missing "home.rules"`,
		`"extra.id" is not in active.en.toml`,
		`"table.turn" uses placeholders [], English [Player]`,
		`"table.score" uses placeholders [Player Points Score], English [Player Points]`,
		`"home.cards" has plural forms [other], de needs [one other]`,
		`"table.tricks" has plural forms [one few other], de has no [few]`,
		`"table.broken" other form: broken template`,
		`texts are the same as the English`,
	} {
		if !strings.Contains(probs, want) {
			t.Errorf("the German sample's defect %q is not reported; got:\n%s", want, probs)
		}
	}
	// Names and traditional terms on the allowlist are not counted, nor a
	// listed word beside a placeholder; an "= " entry allows only itself.
	for _, id := range []string{"game.scopa", "term.settebello", "label.g", "label.i"} {
		if strings.Contains(probs, id) {
			t.Errorf("allowlisted %s counted as untranslated:\n%s", id, probs)
		}
	}
	if !strings.Contains(probs, "label.h") {
		t.Errorf("a word of an exact-only entry was allowed:\n%s", probs)
	}

	enPage, good, bad := string(read("en.md")), string(read("ko.md")), string(read("de.md"))
	if p := auditRulesPage("scopa", enPage, good); len(p) > 0 {
		t.Errorf("the correct Korean page is refused: %q", p)
	}
	pageProbs := strings.Join(auditRulesPage("scopa", enPage, bad), "\n")
	for _, want := range []string{"headings at levels", "does not name the key **F1**", "does not name the key **1 – 9**", "cards blocks"} {
		if !strings.Contains(pageProbs, want) {
			t.Errorf("the German page's defect %q is not reported; got:\n%s", want, pageProbs)
		}
	}
	if p := auditRulesPage("scopa", enPage, enPage); len(p) != 1 || !strings.Contains(p[0], "untranslated") {
		t.Errorf("an English copy as a translation: %q", p)
	}
}

func TestPluralFormsOfLanguages(t *testing.T) {
	for _, tc := range []struct {
		tag           language.Tag
		need, allowed []string
	}{
		{language.English, []string{"one", "other"}, []string{"one", "other"}},
		{language.German, []string{"one", "other"}, []string{"one", "other"}},
		{language.Korean, []string{"other"}, []string{"other"}},
		{language.Malay, []string{"other"}, []string{"other"}},
		{language.Hindi, []string{"one", "other"}, []string{"one", "other"}},
		{language.Italian, []string{"one", "other"}, []string{"one", "many", "other"}},
		{language.Russian, []string{"one", "few", "many", "other"}, []string{"one", "few", "many", "other"}},
	} {
		need, allowed := pluralForms(tc.tag)
		if !slices.Equal(need, tc.need) || !slices.Equal(allowed, tc.allowed) {
			t.Errorf("%v: need %v allowed %v, want %v and %v", tc.tag, need, allowed, tc.need, tc.allowed)
		}
	}
}
