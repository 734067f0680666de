package schnapsen

import (
	"errors"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNotation(t *testing.T) {
	s, err := New(games.Config{Dealer: 0})
	require.NoError(t, err)
	for _, tc := range []struct {
		text string
		want games.Action
		err  string
	}{
		{"HA", Play(4), ""},
		{"ha", Play(4), ""},
		{"SK+", Declare(12), ""},
		{"sq+", Declare(11), ""},
		{"exchange", Exchange, ""},
		{"CLOSE", Close, ""},
		{"deal", games.Deal, ""},
		{"HJ+", 0, "only a King or Queen"},
		{"HT+", 0, "only a King or Queen"},
		{"H9", 0, "not a Schnapsen action"},
		{"", 0, "empty"},
		{"+", 0, "not a Schnapsen action"},
	} {
		a, err := s.ParseAction(tc.text)
		if tc.err != "" {
			require.Error(t, err, tc.text)
			assert.Contains(t, err.Error(), tc.err)
			continue
		}
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.want, a, tc.text)
		assert.True(t, strings.EqualFold(tc.text, s.FormatAction(a)), tc.text)
	}
	assert.Equal(t, "?99", s.FormatAction(99))
}

func TestNewValidates(t *testing.T) {
	good := cards.SchnapsenGerman().All()
	for name, cfg := range map[string]games.Config{
		"deck":   {Deck: cards.Italian40},
		"option": {Options: map[string]string{"speed": "fast"}},
		"dealer": {Dealer: 2},
		"short":  {Deals: [][]cards.Card{good[:19]}},
		"twice":  {Deals: [][]cards.Card{append(append([]cards.Card{}, good[:19]...), good[0])}},
	} {
		_, err := New(cfg)
		assert.Error(t, err, name)
	}
	s, err := New(games.Config{Deck: cards.French20, Dealer: -1, Seed: 4})
	require.NoError(t, err)
	assert.Equal(t, cards.SchnapsenFrench(), s.Deck())
	assert.Equal(t, games.Chance, s.Player())
	assert.Equal(t, []games.Action{games.Deal}, s.Legal(nil))
	assert.False(t, s.Result().DealOver)
	assert.Equal(t, []int{7, 7}, s.Result().Match)
}

// FuzzApply feeds arbitrary action numbers and texts to a match: nothing
// panics, and every refusal is an ErrIllegal or a parse error.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), "HA", uint64(64))
	f.Add(uint64(2), "SK+", uint64(1<<63))
	f.Fuzz(func(t *testing.T, seed uint64, text string, raw uint64) {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 30 && !s.Done(); i++ {
			if a, err := s.ParseAction(text); err == nil {
				if _, err := s.Apply(a, nil); err != nil && !errors.Is(err, games.ErrIllegal) {
					t.Fatal(err)
				}
			}
			if _, err := s.Apply(games.Action(raw+uint64(i)), nil); err != nil && !errors.Is(err, games.ErrIllegal) {
				t.Fatal(err)
			}
			legal := s.Legal(nil)
			if _, err := s.Apply(legal[int(seed+uint64(i))%len(legal)], nil); err != nil {
				t.Fatal(err)
			}
		}
	})
}
