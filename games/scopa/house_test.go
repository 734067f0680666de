package scopa

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestHouseRules_CaptureExamples are docs/games/scopa.md's worked examples
// H1–H3 of Scopa d'Assi: what is legal, what the table holds after, and
// whether a scopa is scored; H1 also without the option.
func TestHouseRules_CaptureExamples(t *testing.T) {
	assi := Rules{ScopaDAssi: true}
	tests := []struct {
		name    string
		rules   Rules
		hand    string
		table   string
		legal   []string // canonical spellings, in Legal's order
		illegal []string // long-form plays Apply must refuse
		play    string
		after   string
		scopa   bool
	}{
		{name: "H1", rules: assi, hand: "S1 C5", table: "D3 C4 B12", legal: []string{"C5", "S1"},
			illegal: []string{"S1", "S1xD3", "S1xD3+C4"}, play: "S1", after: ""},
		{name: "H1 without the option", hand: "S1 C5", table: "D3 C4 B12", legal: []string{"C5", "S1"},
			illegal: []string{"S1xD3+C4+B12"}, play: "S1", after: "D3 C4 B12 S1"},
		{name: "H2", rules: assi, hand: "S1", table: "D1 C4", legal: []string{"S1"},
			illegal: []string{"S1xD1+C4", "S1xC4", "S1"}, play: "S1", after: "C4"},
		{name: "H3", rules: assi, hand: "S1 C2", table: "", legal: []string{"C2", "S1"},
			play: "S1", after: "S1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position{turn: 0, dealer: 1, hand: tt.hand, other: "B1", table: tt.table, plays: 4, stock: 6, last: 1}.build(t)
			s.rules = tt.rules
			assert.Equal(t, tt.legal, legalNames(s))
			for _, bad := range tt.illegal {
				a, err := longForm(s, bad)
				require.NoError(t, err)
				if a == mustParse(t, s, tt.play) {
					continue // the short form written out is the legal play itself
				}
				before := *s
				_, err = s.Apply(a, nil)
				assert.ErrorIs(t, err, games.ErrIllegal, bad)
				assert.Equal(t, before, *s, "an illegal %s leaves the state untouched", bad)
			}
			ev, err := s.Apply(mustParse(t, s, tt.play), nil)
			require.NoError(t, err)
			assert.Equal(t, set(t, tt.after), s.Table())
			assert.Equal(t, tt.scopa, hasKind(ev, KScopa), "scopa")
			assert.Equal(t, 0, s.Scope(0))
		})
	}
}

func mustParse(t *testing.T, s *State, play string) games.Action {
	t.Helper()
	a, err := s.ParseAction(play)
	require.NoError(t, err)
	return a
}

// TestHouseRules_ScoringExamples are H4–H7: Re Bello and Napola on the
// deal summary, each line adding up to the points.
func TestHouseRules_ScoringExamples(t *testing.T) {
	e10 := piles(t, "D4 D5 D7 D10 D11 D12 C4 C5 C6 C7 C10 C11 C12 S1 S6 S7 S10 S11 S12 B4 B5 B12", "rest")
	broken := piles(t, "D1 D2 D4 D5", "D3")
	allCoins := piles(t, "D1 D2 D3 D4 D5 D6 D7 D10 D11 D12", "C1")
	tests := []struct {
		name    string
		rules   Rules
		pile    [2]cards.Set
		scope   [2]int
		points  [2]int
		reBello [2]int
		napola  [2]int
	}{
		{name: "H4 plain", pile: e10, scope: [2]int{1, 2}, points: [2]int{5, 2}},
		{name: "H4 Re Bello", rules: Rules{ReBello: true}, pile: e10, scope: [2]int{1, 2}, points: [2]int{6, 2}, reBello: [2]int{1, 0}},
		{name: "H5 Napola", rules: Rules{Napola: true}, pile: e10, scope: [2]int{1, 2}, points: [2]int{5, 5}, napola: [2]int{0, 3}},
		{name: "H5 both", rules: Rules{ReBello: true, Napola: true}, pile: e10, scope: [2]int{1, 2}, points: [2]int{6, 5}, reBello: [2]int{1, 0}, napola: [2]int{0, 3}},
		{name: "H6 plain", pile: broken, points: [2]int{2, 0}},
		{name: "H6 Napola", rules: Rules{Napola: true}, pile: broken, points: [2]int{2, 0}},
		{name: "H7 plain", pile: allCoins, points: [2]int{3, 0}},
		{name: "H7 Napola", rules: Rules{Napola: true}, pile: allCoins, points: [2]int{13, 0}, napola: [2]int{10, 0}},
		{name: "H7 both", rules: Rules{ReBello: true, Napola: true}, pile: allCoins, points: [2]int{14, 0}, reBello: [2]int{1, 0}, napola: [2]int{10, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := tt.rules.Score(tt.pile, tt.scope)
			assert.Equal(t, tt.points, d.Points)
			assert.Equal(t, tt.reBello, d.ReBello)
			assert.Equal(t, tt.napola, d.Napola)
			var sum [2]int
			ids := map[string]bool{}
			for _, l := range d.LinesUnder(tt.rules) {
				sum[l.Seat] += l.Value
				ids[l.Label.ID] = true
			}
			assert.Equal(t, tt.points, sum, "the lines add up to the points")
			assert.Equal(t, tt.rules.ReBello, ids["score.scopa.rebello"], "a Re Bello line exactly when it is on")
			assert.Equal(t, tt.rules.Napola, ids["score.scopa.napola"], "a Napola line exactly when it is on")
		})
	}
}

// TestHouseRules_DealSummary plays the last card of a deal with Re Bello
// and Napola on: the prizes are events of the deal's end and count in the
// match, and the plain game emits neither.
func TestHouseRules_DealSummary(t *testing.T) {
	for _, r := range []Rules{{}, {ReBello: true, Napola: true}} {
		// p1 (the dealer) lays S4 at play 36; p0 captured last and gets the
		// table. The piles are dealt out by position: p0 holds D1 D2 D3 D12.
		s := position{turn: 1, dealer: 1, hand: "S4", table: "B11", plays: 35, last: 0,
			pile0: "D1 D2 D3 D12 C1 C2", pile1: "D4 D5 D6 D7 D10 D11 C3 C4 C5 C6 C7 C10 C11 C12 S1 S2 S3 S5 S6 S7 S10 S11 S12 B1 B2 B3 B4 B5 B6 B7 B10 B12"}.build(t)
		s.rules = r
		ev, err := s.Apply(Play(set(t, "S4").First(), 0), nil)
		require.NoError(t, err)
		var rb, np []games.Event
		for _, e := range ev {
			switch e.Kind {
			case KPrizeReBello:
				rb = append(rb, e)
			case KNapola:
				np = append(np, e)
			}
		}
		if !r.ReBello {
			assert.Empty(t, rb)
			assert.Empty(t, np)
			assert.Equal(t, []int{0, 4}, s.Result().Deal)
			continue
		}
		require.Len(t, rb, 1)
		assert.Equal(t, int8(0), rb[0].Player)
		assert.Equal(t, ReBello, rb[0].Card)
		require.Len(t, np, 1)
		assert.Equal(t, int8(0), np[0].Player)
		assert.Equal(t, int32(3), np[0].Value)
		assert.Equal(t, []int{4, 4}, s.Result().Deal, "Re Bello 1 and Napola 3 for p0")
		assert.Equal(t, [2]int{4, 4}, s.MatchPoints())
	}
}

// TestHouseRules_ViewJSON: the view names the options that are on, and a
// view of the plain game has no "options" field at all.
func TestHouseRules_ViewJSON(t *testing.T) {
	plain, err := New(games.Config{Seed: 1, Dealer: 0})
	require.NoError(t, err)
	raw, err := json.Marshal(plain.View(0))
	require.NoError(t, err)
	assert.NotContains(t, string(raw), `"options"`)
	assert.NotContains(t, string(raw), `reBello`)

	on, err := New(games.Config{Seed: 1, Dealer: 0, Options: map[string]string{"re-bello": "on", "scopa-d-assi": "on"}})
	require.NoError(t, err)
	raw, err = json.Marshal(on.View(0))
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"options":{"scopaDAssi":true,"reBello":true}`)
	var back View
	require.NoError(t, json.Unmarshal(raw, &back))
	assert.Equal(t, Rules{ScopaDAssi: true, ReBello: true}, back.Options)
	assert.Equal(t, on.Options(), back.Options.Options())
}

// TestHouseRules_CheckRefusesPointsOfRulesOff: a view from outside whose
// last deal counts Re Bello or Napola points with the option off is
// refused, naming the field.
func TestHouseRules_CheckRefusesPointsOfRulesOff(t *testing.T) {
	s, err := New(games.Config{Seed: 3, Dealer: 0})
	require.NoError(t, err)
	var legal []games.Action
	for s.Player() != games.Chance || s.deals == 0 {
		legal = s.Legal(legal[:0])
		_, err := s.Apply(legal[0], nil)
		require.NoError(t, err)
	}
	v := s.ViewOf(0)
	v.LastDeal.ReBello = [2]int{1, 0}
	require.ErrorContains(t, v.Check(), "lastDeal.reBello[0]")
	v = s.ViewOf(0)
	v.LastDeal.Napola = [2]int{0, 4}
	require.ErrorContains(t, v.Check(), "lastDeal.napola[1]")
	v = s.ViewOf(0)
	v.Options = Rules{ReBello: true}
	require.ErrorContains(t, v.Check(), "lastDeal.reBello", "Re Bello on but nobody scored the King of Coins")
}
