package translations

import (
	"errors"
	"io/fs"
	"path"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

func TestParseCardBlock(t *testing.T) {
	for _, tc := range []struct {
		name, info, body string
		want             string // Shape, or the error's text
	}{
		{"cards only", "cards", "D1 C1 S1 B1\n", "cards\nD1 C1 S1 B1"},
		{"label and captions", "cards", "Valore | D7=7 d10=8\n\n", "cards\nlabel | D7=7 D10=8"},
		{"option", "cards kinds", "Gennaio (pino) | 01-B 01-R\n", "cards kinds\nlabel | 01-B 01-R"},
		{"another kind of block", "go", "x := 1", "not a cards block"},
		{"no info", "", "D1", "not a cards block"},
		{"unknown option", "cards big", "D1", `unknown option "big"`},
		{"empty", "cards", "\n\n", "no rows"},
		{"label without cards", "cards", "Valore |", "no cards"},
		{"empty label", "cards", " | D1", "empty label"},
		{"caption without card", "cards", "=7", "not a card"},
		{"empty caption", "cards", "D7=", "not a card"},
		{"two captions", "cards", "D7=7=8", "not a card"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := ParseCardBlock(tc.info, tc.body)
			got := ""
			if err != nil {
				got = err.Error()
			} else {
				got = b.Shape()
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
	if _, err := ParseCardBlock("go", ""); !errors.Is(err, ErrNotCards) {
		t.Errorf("a code sample: %v, want ErrNotCards", err)
	}
}

func TestCardBlock_Check(t *testing.T) {
	b, err := ParseCardBlock("cards", "HA=11 HT HJ")
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Check(cards.SchnapsenGerman(), cards.SchnapsenFrench()); err != nil {
		t.Errorf("codes both Schnapsen packs share: %v", err)
	}
	if err := b.Check(cards.German()); err == nil {
		t.Error("HJ is no card of the 32-card German pack (its jack is U), yet it passed")
	}
	if err := b.Check(); err == nil {
		t.Error("no deck: passed")
	}
}

// TestRulesPages_CardBlocksNameRealCards parses every language's every
// rules page: each ```cards block must parse, and name cards of every pack
// its game is played with.
func TestRulesPages_CardBlocksNameRealCards(t *testing.T) {
	for _, lg := range mustBundle(t).Languages() {
		for _, g := range catalog.All() {
			md, err := fs.ReadFile(rulesFiles, path.Join("rules", lg.Code, g.ID+".md"))
			if err != nil {
				t.Errorf("%s/%s: %v", lg.Code, g.ID, err)
				continue
			}
			bs, err := CardBlocks(string(md))
			if err != nil {
				t.Errorf("%s/%s: %v", lg.Code, g.ID, err)
				continue
			}
			if len(bs) == 0 {
				t.Errorf("%s/%s: no cards block", lg.Code, g.ID)
			}
			var decks []*cards.Deck
			for _, d := range g.Decks {
				decks = append(decks, cards.ByID(d))
			}
			for i, b := range bs {
				if err := b.Check(decks...); err != nil {
					t.Errorf("%s/%s block %d: %v", lg.Code, g.ID, i+1, err)
				}
				for _, r := range b.Rows {
					if len(bs) > 0 && strings.ContainsAny(r.Label, "|`") {
						t.Errorf("%s/%s block %d: label %q", lg.Code, g.ID, i+1, r.Label)
					}
				}
			}
		}
	}
}

// TestRulesPages_ShowTheCardsTheyTeach: the English pages (and so every
// language's, TestRulesPagesComplete) draw the cards where a newcomer
// needs them: the hwatu months with their kinds, Scopa's values and
// primiera, Skat's Unters atop the trump order, Schnapsen's card values.
func TestRulesPages_ShowTheCardsTheyTeach(t *testing.T) {
	var months []string
	for c := range cards.Hwatu().All() {
		months = append(months, cards.Hwatu().Code(cards.Card(c)))
	}
	want := map[string][]string{
		"gostop": {"cards kinds\n"},
		"scopa": {
			"D1=1 D2=2 D3=3 D4=4 D5=5 D6=6 D7=7 D10=8 D11=9 D12=10",
			"7=21 C6=18 C1=16 C5=15 C4=14 C3=13 C2=12 C10=10 C11=10 C12=10",
		},
		"skat":      {"CU SU HU DU HA HT HK HO H9 H8 H7", "CU SU HU DU\n"},
		"schnapsen": {"HA=11 HT=10 HK=4 HQ=3 HJ=2"},
	}
	en, _ := mustBundle(t).Lookup("en")
	for id, parts := range want {
		md, err := Rules(en, id)
		if err != nil {
			t.Fatal(err)
		}
		bs, err := CardBlocks(md)
		if err != nil {
			t.Fatal(err)
		}
		var all strings.Builder
		for _, b := range bs {
			all.WriteString(b.Shape() + "\n")
		}
		for _, p := range parts {
			if !strings.Contains(all.String(), p) {
				t.Errorf("%s: no cards block shows %q; the blocks:\n%s", id, p, all.String())
			}
		}
		if id == "gostop" {
			var got []string
			for _, b := range bs {
				if b.Has(CardOptionKinds) {
					for _, r := range b.Rows {
						for _, c := range r.Cards {
							got = append(got, strings.ToUpper(c.Code))
						}
					}
				}
			}
			if strings.Join(got, " ") != strings.Join(months, " ") {
				t.Errorf("gostop: the months table shows %v, want every card month by month %v", got, months)
			}
		}
	}
}
