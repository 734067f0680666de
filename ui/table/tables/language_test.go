package tables

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/BurntSushi/toml"
	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
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
	data, err := os.ReadFile("../../../translations/active.en.toml")
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
func newLanguageHarness(t *testing.T, gameID string, deck cards.DeckID, seed uint64) (*tabletest.Harness, translations.Language, translations.Language) {
	t.Helper()
	b, err := translations.NewBundleWith(pseudoLanguage(t))
	if err != nil {
		t.Fatal(err)
	}
	en, _ := b.Lookup("en")
	xa, ok := b.Lookup("en-XA")
	if !ok {
		t.Fatalf("the pseudo language is not offered: %v", b.Languages())
	}
	g, err := catalog.Lookup(gameID)
	if err != nil {
		t.Fatalf("no game %q", gameID)
	}
	h := tabletest.New(t, tabletest.Config{Info: g, NewGame: func() table.Game { return GameFor(gameID) }, Deck: deck, Seed: seed,
		Size: fyne.NewSize(1280, 800), Options: func(o *table.Options) { o.Art = table.Art{} }, L: translations.NewLocalizer(b, en)})
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

// TestTable_LanguageSwitchRelabelsItMidDeal plays into a deal, switches the
// language, and requires every word on the table — bar, prompt, controls,
// scores, move log — to come from the new language at once; switching back
// brings the English back.
func TestTable_LanguageSwitchRelabelsItMidDeal(t *testing.T) {
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
				personMoves(h)
			}
			before := visibleTexts(h.W)
			if len(unmarked(before)) == 0 {
				t.Fatalf("nothing English on the table before the switch: %q", before)
			}
			h.L.SetLanguage(xa)
			after := visibleTexts(h.W)
			if left := unmarked(after); len(left) > 0 {
				t.Errorf("after the switch these texts are not in the new language: %q", left)
			}
			if h.Status() == "" || !strings.Contains(h.Status(), pseudoOpen) {
				t.Errorf("the prompt did not follow: %q", h.Status())
			}
			h.L.SetLanguage(en)
			for _, s := range visibleTexts(h.W) {
				if strings.Contains(s, pseudoOpen) {
					t.Errorf("after switching back, %q is still in the pseudo language", s)
				}
			}
			if got := h.L.Missing(); len(got) > 0 {
				t.Errorf("ids without English: %v", got)
			}
		})
	}
}

// personMoves makes one move of the person's: the first offered choice, or
// the first legal hand card, or the last decision button.
func personMoves(h *tabletest.Harness) {
	h.T.Helper()
	if len(h.Choices()) > 0 {
		test.Tap(h.ControlButtons()[0])
		return
	}
	for _, v := range h.HandViews() {
		if v.Legal() {
			test.Tap(v)
			return
		}
	}
	bs := h.ControlButtons()
	if len(bs) == 0 {
		h.T.Fatalf("no move to make; status %q", h.Status())
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

// TestTable_CountsSayOneAndMany: the felt's counts say "1 scopa" and "1 point",
// not "1 scope" and "1 points". (Mutation tried: the old single message with
// the count outside the plural — "0 cards · 1 scope".)
func TestTable_CountsSayOneAndMany(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	tests := []struct {
		id, english string
		n           int
		want        string
	}{
		{"table.scopa.pileScope", "{{.Count}} scope", 1, "1 scopa"},
		{"table.scopa.pileScope", "{{.Count}} scope", 2, "2 scope"},
		{"table.scopa.pileCards", "{{.Count}} cards", 1, "1 card"},
		{"table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", 1, "You: 1 point"},
		{"table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", 0, "You: 0 points"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, h.L.T(tc.id, tc.english, "Player", "You", "Count", tc.n))
	}
}

// TestTable_EveryStringLocalized plays a deal of each game and checks that every
// message id the table used is in the English file.
func TestTable_EveryStringLocalized(t *testing.T) {
	for _, tc := range []struct {
		game   string
		deck   cards.DeckID
		prefer func(*tabletest.Harness) bool
	}{
		{"schnapsen", cards.French20, nil}, {"scopa", cards.Italian40, nil},
		{"skat", cards.German32, skatBidder}, {"gostop", cards.Hwatu48, nil},
	} {
		h := newHarness(t, tc.game, tc.deck, 4, fyne.NewSize(1024, 700))
		if tc.game == "gostop" {
			tc.prefer = func(h *tabletest.Harness) bool {
				if h.View().(*gostop.View).Phase == gostop.PhaseDecide {
					h.Key("G")
					return true
				}
				return false
			}
		}
		h.PlayDeal(tc.prefer)
		h.ShowLastTrick()
		for _, id := range h.L.Missing() {
			if strings.HasPrefix(id, "table.") {
				t.Errorf("%s: message %q is not in the English file", tc.game, id)
			}
		}
	}
}

func TestTable_NewsAboutYouIsGrammatical(t *testing.T) {
	tests := []struct {
		game string
		deck cards.DeckID
		e    games.Event
		want string
	}{
		{"skat", cards.German32, games.Event{Kind: skat.KBid, Player: table.Human, Value: 18}, "You bid 18."},
		{"skat", cards.German32, games.Event{Kind: skat.KBid, Player: 1, Value: 18}, "Computer 1 bids 18."},
		{"skat", cards.German32, games.Event{Kind: skat.KPass, Player: table.Human}, "You pass."},
		{"skat", cards.German32, games.Event{Kind: games.KDealStart, Player: table.Human}, "You deal."},
		{"scopa", cards.Italian40, games.Event{Kind: games.KDealStart, Player: 1}, "Computer deals."},
		{"gostop", cards.Hwatu48, games.Event{Kind: games.KDealStart, Player: table.Human}, "You play first."},
		{"schnapsen", cards.German20, games.Event{Kind: games.KDealStart, Player: table.Human, Value: 2}, "Deal 2: you deal."},
	}
	for _, tc := range tests {
		t.Run(tc.want, func(t *testing.T) {
			h := newHarness(t, tc.game, tc.deck, 1, fyne.NewSize(1024, 700))
			if got, _ := h.Game().Describe(h.Host(), h.View(), tc.e); got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTable_SeatNameByPlayerCount: one opponent is "Computer", two are
// numbered by seat, and the person is "You".
func TestTable_SeatNameByPlayerCount(t *testing.T) {
	for _, tc := range []struct {
		game string
		deck cards.DeckID
		seat int
		want string
	}{
		{"scopa", cards.Italian40, table.Human, "You"},
		{"scopa", cards.Italian40, 1, "Computer"},
		{"skat", cards.German32, 2, "Computer 2"},
	} {
		h := newHarness(t, tc.game, tc.deck, 1, fyne.NewSize(1024, 700))
		if got := h.SeatName(tc.seat); got != tc.want {
			t.Errorf("%s seat %d: %q, want %q", tc.game, tc.seat, got, tc.want)
		}
	}
}
