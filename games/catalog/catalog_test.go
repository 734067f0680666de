package catalog

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

func TestCatalog(t *testing.T) {
	want := []struct {
		id      string
		players int
		cards   int
		decks   []cards.DeckID
	}{
		{"scopa", 2, 40, []cards.DeckID{cards.Italian40}},
		{"skat", 3, 32, []cards.DeckID{cards.German32}},
		{"gostop", 2, 48, []cards.DeckID{cards.Hwatu48}},
		{"schnapsen", 2, 20, []cards.DeckID{cards.German20, cards.French20}},
	}
	require.Len(t, All(), len(want))
	for i, w := range want {
		g := All()[i]
		assert.Equal(t, w.id, g.ID, "home-screen order")
		assert.Equal(t, w.players, g.Players)
		assert.Equal(t, w.cards, g.Cards)
		assert.Equal(t, w.decks, g.Decks)
		assert.NotEmpty(t, g.Name.English)
		assert.NotEmpty(t, g.Country.English)
		assert.Regexp(t, `^https://en\.wikipedia\.org/wiki/`, g.Wikipedia)
		for _, d := range g.Decks {
			assert.Equal(t, g.Cards, cards.ByID(d).Size())
			st, err := g.New(games.Config{Deck: d, Seed: 5, Dealer: -1})
			require.NoError(t, err)
			assert.Equal(t, games.Chance, st.Player(), "a match starts at its first deal")
			assert.Same(t, g, st.Game())
		}
		found, err := Lookup(w.id)
		require.NoError(t, err)
		assert.Same(t, g, found)
	}
	_, err := Lookup("poker")
	assert.ErrorContains(t, err, "unknown game \"poker\" (known: scopa, skat, gostop, schnapsen)")
}

// A deck the game is not played with, or an unknown option, is refused.
func TestNewRefusesBadConfig(t *testing.T) {
	for _, g := range All() {
		_, err := g.New(games.Config{Deck: cards.Hwatu48 + 10, Dealer: -1})
		assert.Error(t, err, g.ID)
		_, err = g.New(games.Config{Dealer: -1, Options: map[string]string{"no-such-option": "1"}})
		assert.Error(t, err, g.ID)
		_, err = g.New(games.Config{Dealer: g.Players})
		assert.Error(t, err, "%s: dealer seat out of range", g.ID)
	}
}
