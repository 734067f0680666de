package table

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cardavia/cardavia/ui/internal/layoutcheck"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/BurntSushi/toml"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// pseudoOpen and pseudoClose mark every text of the pseudo language: a label
// without them after a switch is one that did not follow the language.
const pseudoOpen, pseudoClose = "«", "»"

// pseudoLanguage is active.en-XA.toml, English's pseudo-locale: every form of
// every English message wrapped in the markers, placeholders untouched. It
// is made from active.en.toml at test time, so it always has every id and
// does not wait for the real translations.
func pseudoLanguage(t *testing.T) fstest.MapFS {
	t.Helper()
	data, err := os.ReadFile("../../translations/active.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	var raw map[string]map[string]any
	if err := toml.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	ids := make([]string, 0, len(raw))
	for id := range raw {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	var b strings.Builder
	for _, id := range ids {
		fmt.Fprintf(&b, "[%s]\n", strconv.Quote(id))
		for _, form := range []string{"one", "other"} {
			if s, ok := raw[id][form].(string); ok {
				fmt.Fprintf(&b, "%s = %s\n", form, strconv.Quote(pseudoOpen+s+pseudoClose))
			}
		}
	}
	return fstest.MapFS{"active.en-XA.toml": {Data: []byte(b.String())}}
}

// newLanguageHarness is a table like newHarness's, on a localizer whose
// bundle also offers the pseudo language.
func newLanguageHarness(t *testing.T, gameID string, deck cards.DeckID, seed uint64) (*harness, translations.Language, translations.Language) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(env.PrefAILevel, env.AIEasy)
	b, err := translations.NewBundleWith(pseudoLanguage(t))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := b.Lookup("en")
	xa, ok := b.Lookup("en-XA")
	if !ok {
		t.Fatalf("the pseudo language is not offered: %v", b.Languages())
	}
	h := &harness{t: t, l: translations.NewLocalizer(b, en), app: a, changes: env.NewChanges(a), kept: &keptMoves{}}
	h.w = test.NewTempWindow(t, nil)
	e := env.Env{L: h.l, Prefs: a.Preferences(), Changes: h.changes, Window: h.w,
		Home: func() {}, Back: func() {}, Rules: func(string) {}, Settings: func() {}, Statistics: func() {},
		OnKey: func(f func(*fyne.KeyEvent) bool) { h.keyH = f }, Keeper: h.kept}
	g, lerr := catalog.Lookup(gameID)
	if lerr != nil {
		t.Fatalf("no game %q", gameID)
	}
	tb, err := newTable(e, g, deck, Options{Seed: seed, Art: Art{}, NewPlayer: ai.New, RunAI: func(f func()) { f() }})
	if err != nil {
		t.Fatal(err)
	}
	h.tb = tb
	h.w.SetContent(tb)
	h.w.Resize(fyne.NewSize(1280, 800))
	tb.Start()
	t.Cleanup(tb.Close)
	return h, en, xa
}

// visibleTexts returns every text drawn in the window: each label, button
// and rich text whole (not line by line as it wraps), and the canvas texts
// the table paints itself.
func visibleTexts(w fyne.Window) []string {
	return layoutcheck.Texts(w.Content())
}

// wordRE finds a run of two or more letters: a word a person reads. Single
// letters and digits (a card's corner "7", a key "G") are the same in every
// language.
var wordRE = regexp.MustCompile(`\pL{2,}`)

// unmarked returns the texts with a word outside every pseudo marker pair:
// text that did not come from the current (pseudo) language.
func unmarked(texts []string) []string {
	var out []string
	for _, s := range texts {
		rest := s
		// Drop the marked parts, nested or side by side.
		for {
			i := strings.LastIndex(rest, pseudoOpen)
			if i < 0 {
				break
			}
			j := strings.Index(rest[i:], pseudoClose)
			if j < 0 {
				break
			}
			rest = rest[:i] + " " + rest[i+j+len(pseudoClose):]
		}
		if wordRE.MatchString(rest) {
			out = append(out, s)
		}
	}
	return out
}

// TestLanguageSwitchRelabelsATableMidDeal plays into a deal, switches the
// language, and requires every word on the table — bar, prompt, controls,
// scores, move log — to come from the new language at once; switching back
// brings the English back.
func TestLanguageSwitchRelabelsATableMidDeal(t *testing.T) {
	for _, tc := range []struct {
		game  string
		deck  cards.DeckID
		seed  uint64
		moves int // the person's moves before the switch
	}{
		{"scopa", cards.Italian40, 5, 2},
		{"skat", cards.German32, 2, 1}, // in the auction: bid buttons shown
		{"schnapsen", cards.German20, 7, 2},
		{"gostop", cards.Hwatu48, 2, 2},
	} {
		t.Run(tc.game, func(t *testing.T) {
			h, en, xa := newLanguageHarness(t, tc.game, tc.deck, tc.seed)
			for range tc.moves {
				h.personMoves()
			}
			before := visibleTexts(h.w)
			if len(unmarked(before)) == 0 {
				t.Fatalf("nothing English on the table before the switch: %q", before)
			}
			h.l.SetLanguage(xa)
			after := visibleTexts(h.w)
			if left := unmarked(after); len(left) > 0 {
				t.Errorf("after the switch these texts are not in the new language: %q", left)
			}
			if h.tb.status.Text == "" || !strings.Contains(h.tb.status.Text, pseudoOpen) {
				t.Errorf("the prompt did not follow: %q", h.tb.status.Text)
			}
			h.l.SetLanguage(en)
			for _, s := range visibleTexts(h.w) {
				if strings.Contains(s, pseudoOpen) {
					t.Errorf("after switching back, %q is still in the pseudo language", s)
				}
			}
			if got := h.l.Missing(); len(got) > 0 {
				t.Errorf("ids without English: %v", got)
			}
		})
	}
}

// personMoves makes one move of the person's: the first offered choice, or
// the first legal hand card, or the last decision button.
func (h *harness) personMoves() {
	h.t.Helper()
	if len(h.tb.choices) > 0 {
		test.Tap(h.controlButtons()[0])
		return
	}
	for _, v := range h.handViews() {
		if v.legal {
			test.Tap(v)
			return
		}
	}
	bs := h.controlButtons()
	if len(bs) == 0 {
		h.t.Fatalf("no move to make; status %q", h.tb.status.Text)
	}
	test.Tap(bs[len(bs)-1])
}

func TestUnmarked(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"«Last trick»", false},
		{"«Hold» 18", false},
		{"7", false},
		{"K", false},
		{"«You»: «12 points»", false},
		{"«{«You»} won»", false},
		{"Last trick", true},
		{"«You» won", true},
		{"", false},
	} {
		if got := len(unmarked([]string{tc.in})) == 1; got != tc.want {
			t.Errorf("unmarked(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
