package tables

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
)

// TestTable_HouseRules: the house rules chosen in the settings are what a
// new match is played with: its record carries them as "option" headers
// (in the game's order, whatever the settings' order), its State plays
// them, the keeper is handed them, the table's line names them, and a
// match resumed from the record keeps them once the settings say
// otherwise. A match already under way keeps the rules it started with
// when the settings change; New game takes the new ones. (Mutations
// tried: the table starting its match with no rules — no headers, no
// line; replaceMatch not setting the line — a new or resumed match with
// house rules showed none.)
func TestTable_HouseRules(t *testing.T) {
	for _, c := range []struct {
		game  string
		deck  cards.DeckID
		rules string // as the settings store it
		want  []record.Option
		line  string
	}{
		{"scopa", cards.Italian40, "napola=on,re-bello=on", []record.Option{{Name: "re-bello", Value: "on"}, {Name: "napola", Value: "on"}}, "House rules: Re Bello, Napola"},
		{"scopa", cards.Italian40, "scopa-d-assi=on", []record.Option{{Name: "scopa-d-assi", Value: "on"}}, "House rules: Scopa d'Assi"},
		{"schnapsen", cards.French20, "no-exchange-close-at-two=on", []record.Option{{Name: "no-exchange-close-at-two", Value: "on"}}, "House rules: No exchange or closing at two"},
		{"gostop", cards.Hwatu48, "go-bak=on,bombs=on,shaking=on", []record.Option{{Name: "shaking", Value: "on"}, {Name: "bombs", Value: "on"}, {Name: "go-bak", Value: "on"}}, "House rules: Shaking, Bombs, Go-bak"},
		{"schnapsen", cards.German20, "sechsundsechzig=on", []record.Option{{Name: "sechsundsechzig", Value: "on"}}, "House rules: Sechsundsechzig (24 cards)"},
		{"skat", cards.German32, "ramsch=on", []record.Option{{Name: "ramsch", Value: "on"}}, "House rules: Ramsch when all pass"},
		{"skat", cards.German32, "bock=on,list=24,seeger-fabian=off", []record.Option{{Name: "list", Value: "24"}, {Name: "bock", Value: "on"}}, "House rules: List: 24 deals, Bock rounds"},
		{"skat", cards.German32, "kontra-re=on,list=12,ramsch=on,seeger-fabian=on", []record.Option{{Name: "ramsch", Value: "on"}, {Name: "kontra-re", Value: "on"}, {Name: "list", Value: "12"}, {Name: "seeger-fabian", Value: "on"}}, "House rules: Ramsch when all pass, Kontra and Re, List: 12 deals, Seeger–Fabian scoring"},
		{"scopa", cards.Italian40, "", nil, ""},
	} {
		t.Run(c.game+"/"+c.rules, func(t *testing.T) {
			h := newHarness(t, c.game, c.deck, 5, fyne.NewSize(1024, 700))
			assert.Empty(t, h.Record().Options, "no house rules chosen: the seed's rules")
			assert.Empty(t, h.RulesLine(), "no line without house rules")

			// Chosen now: the match under way keeps its rules.
			h.App.Preferences().SetString(env.PrefHouseRules(c.game), c.rules)
			assert.Empty(t, h.Record().Options, "the match under way keeps the rules it started with")
			assert.Empty(t, h.RulesLine())

			// The next match, at a new table, is played with them.
			tb, err := h.NewTable(h.TableEnv(), c.deck, h.Options())
			require.NoError(t, err)
			t.Cleanup(tb.Close)
			h.Table.Close()
			p := tb.Probe()
			assert.Equal(t, c.want, p.Record().Options, "the record's option headers")
			assert.Equal(t, c.line, p.RulesLine())
			if o, ok := p.State().(games.Optioner); ok {
				assert.Equal(t, len(c.want) == 0, o.Options().IsDefault(), "the engine plays them")
			} else {
				t.Fatalf("%s's State names no options", c.game)
			}
			tb.Start()
			require.NotEmpty(t, h.Kept.Recs)
			last := h.Kept.Recs[len(h.Kept.Recs)-1]
			assert.Equal(t, c.want, last.Options, "the keeper saves the match with its rules")

			// Resumed after the settings went back to the seed's rules.
			h.App.Preferences().SetString(env.PrefHouseRules(c.game), "")
			e := h.TableEnv()
			e.Resume = &env.Resume{Record: last, Level: "easy"}
			resumed, err := h.NewTable(e, c.deck, h.Options())
			require.NoError(t, err)
			t.Cleanup(resumed.Close)
			assert.Equal(t, c.want, resumed.Probe().Record().Options, "a resumed match keeps its rules")
			assert.Equal(t, c.line, resumed.Probe().RulesLine())

			// New game takes the rules chosen now: none.
			resumed.Probe().NewGame()
			assert.Empty(t, resumed.Probe().Record().Options)
			assert.Empty(t, resumed.Probe().RulesLine())
		})
	}
}

// TestLayout_HouseRulesLineFits plays a deal of each game that has house
// rules with every one of them on, in every language at 800×600 (where
// the line has the least room), checking the window at every decision
// and at the summary: the line of what is on must neither push the
// controls off the window nor be cut.
func TestLayout_HouseRulesLineFits(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	sz := fyne.NewSize(800, 600)
	for _, g := range []struct {
		id   string
		deck cards.DeckID
	}{{"scopa", cards.Italian40}, {"schnapsen", cards.French20}, {"skat", cards.German32}} {
		info, err := catalog.Lookup(g.id)
		require.NoError(t, err)
		all := map[string]string{}
		for _, o := range info.Options {
			all[o.Name] = o.Values[len(o.Values)-1]
		}
		for _, lang := range b.Languages() {
			t.Run(g.id+"/"+lang.Code, func(t *testing.T) {
				h := newHarnessOpt(t, g.id, g.deck, 3, sz, func(o *table.Options) { o.Art = table.Art{} })
				h.AppSized()
				h.L.SetLanguage(lang)
				env.SetHouseRules(h.App.Preferences(), info, all)
				h.NewGame()
				require.NotEmpty(t, h.RulesLine(), "the line is shown")
				h.PlayDealChecking(layoutPlayer, func() {
					if ps := h.LayoutProblems(); len(ps) > 0 {
						t.Errorf("%s: %d problems, first: %v", phaseOf(h), len(ps), ps[:min(len(ps), 4)])
					}
				})
			})
		}
	}
}
