package schnapsen

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestHouseRules_NotAtTwo are docs/games/schnapsen.md's worked examples X1
// and X2 of no-exchange-close-at-two, each with the option off and on: what
// is legal, and that Apply refuses what the rule forbids without changing
// anything.
func TestHouseRules_NotAtTwo(t *testing.T) {
	cards5 := []string{"HJ", "ST", "DT", "CT", "CA"}
	all := append([]string{"exchange", "close"}, cards5...)
	tests := []struct {
		name  string
		stock string
		rules Rules
		legal []string
	}{
		{"X1 seed's rules", "SQ HA", Rules{}, all},
		{"X1 option on", "SQ HA", Rules{NotAtTwo: true}, cards5},
		{"X2 seed's rules", "DJ DQ SQ HA", Rules{}, all},
		{"X2 option on", "DJ DQ SQ HA", Rules{NotAtTwo: true}, all},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newPosition(t, position{trump: H, leader: 0, stock: tt.stock,
				hands: [2]string{"HJ ST DT CT CA", "HT HQ HK DA SA"}})
			s.rules = tt.rules
			assert.ElementsMatch(t, tt.legal, legalText(s))
			for _, a := range []games.Action{Exchange, Close} {
				if len(tt.legal) == len(all) {
					continue
				}
				before := *s
				_, err := s.Apply(a, nil)
				require.ErrorIs(t, err, games.ErrIllegal)
				assert.Contains(t, err.Error(), "no-exchange-close-at-two", "the refusal names the rule")
				assert.Equal(t, before, *s)
			}
		})
	}
}

// TestHouseRules_ViewAndCheck: the view names the option when it is on and
// leaves the field out otherwise; a view from outside whose stock was
// closed with two cards under the rule is refused.
func TestHouseRules_ViewAndCheck(t *testing.T) {
	plain, err := New(games.Config{Seed: 1, Dealer: 0})
	require.NoError(t, err)
	raw, err := json.Marshal(plain.View(0))
	require.NoError(t, err)
	assert.NotContains(t, string(raw), `"options"`)

	on, err := New(games.Config{Seed: 1, Dealer: 0, Options: map[string]string{"no-exchange-close-at-two": "on"}})
	require.NoError(t, err)
	raw, err = json.Marshal(on.View(0))
	require.NoError(t, err)
	assert.Contains(t, string(raw), `"options":{"noExchangeCloseAtTwo":true}`)
	var back View
	require.NoError(t, json.Unmarshal(raw, &back))
	assert.Equal(t, Rules{NotAtTwo: true}, back.Options)

	// Closed with two cards left: legal by the seed's rules, not under the
	// option. Play the first moves until a lead finds two cards in the stock.
	s, err := New(games.Config{Seed: 2, Dealer: 0})
	require.NoError(t, err)
	for !(s.phase == phasePlay && s.lead == cards.None && s.stockState == StockOpen && s.stockN == 2) {
		legal := s.Legal(nil)
		a := legal[len(legal)-1] // the highest card: never exchange or close
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
	}
	play(t, s, "close")
	v := s.ViewOf(0)
	require.NoError(t, v.Check())
	v.Options = Rules{NotAtTwo: true}
	require.ErrorContains(t, v.Check(), "no-exchange-close-at-two")
}

// TestNew_RefusesUnknownOptions: an option Schnapsen does not declare, or
// a value its option does not take, is refused by name.
func TestNew_RefusesUnknownOptions(t *testing.T) {
	_, err := New(games.Config{Options: map[string]string{"speed": "fast"}})
	require.ErrorContains(t, err, `unknown schnapsen option "speed"`)
	_, err = New(games.Config{Options: map[string]string{"no-exchange-close-at-two": "yes"}})
	require.ErrorContains(t, err, `value "yes" is not one of off, on`)
}
