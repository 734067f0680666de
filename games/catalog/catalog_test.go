package catalog

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
)

func TestCatalog(t *testing.T) {
	want := []struct {
		id       string
		players  int
		cards    int
		decks    []cards.DeckID
		declarer bool
	}{
		{"scopa", 2, 40, []cards.DeckID{cards.Italian40}, false},
		{"skat", 3, 32, []cards.DeckID{cards.German32}, true},
		{"gostop", 2, 48, []cards.DeckID{cards.Hwatu48}, false},
		{"schnapsen", 2, 20, []cards.DeckID{cards.German20, cards.French20}, false},
	}
	require.Len(t, All(), len(want))
	for i, w := range want {
		g := All()[i]
		assert.Equal(t, w.id, g.ID, "home-screen order")
		assert.Equal(t, w.players, g.Players)
		assert.Equal(t, w.cards, g.Cards)
		assert.Equal(t, w.decks, g.Decks)
		assert.Equal(t, w.declarer, g.Declarer, "a game with a declarer")
		assert.NotEmpty(t, g.Name.English)
		assert.NotEmpty(t, g.Country.English)
		assert.Regexp(t, `^https://en\.wikipedia\.org/wiki/`, g.Wikipedia)
		for _, d := range g.Decks {
			assert.Equal(t, g.Cards, cards.ByID(d).Size())
			st, err := g.New(games.Config{Deck: d, Seed: 5, Dealer: -1})
			require.NoError(t, err)
			assert.Equal(t, games.Chance, st.Player(), "a match starts at its first deal")
			assert.Equal(t, g.ID, st.Game().ID)
		}
		found, err := Lookup(w.id)
		require.NoError(t, err)
		assert.Equal(t, g.ID, found.ID)
	}
	_, err := Lookup("poker")
	assert.ErrorContains(t, err, "unknown game \"poker\" (known: scopa, skat, gostop, schnapsen)")
}

// The catalog hands out copies: what one caller changes, the next does not see.
func TestAllReturnsCopies(t *testing.T) {
	first := All()
	first[0].Name.English = "changed"
	first[0].Decks[0] = cards.Hwatu48
	first[1] = first[0]
	again := All()
	assert.Equal(t, "Scopa", again[0].Name.English)
	assert.Equal(t, []cards.DeckID{cards.Italian40}, again[0].Decks)
	assert.Equal(t, "skat", again[1].ID)
	g, err := Lookup("scopa")
	require.NoError(t, err)
	assert.Equal(t, "Scopa", g.Name.English)
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

// Every game names each of its own event kinds, once, and none of them
// takes a generic kind's name: transcripts stay unambiguous.
func TestKindNames(t *testing.T) {
	generic := map[string]bool{}
	for k := games.KNone; k < games.KGame; k++ {
		if n := k.String(); n != fmt.Sprint("kind", int(k)) {
			generic[n] = true
		}
	}
	require.NotEmpty(t, generic)
	for _, g := range All() {
		require.NotNil(t, g.Kinds, g.ID)
		names := map[string]bool{}
		k := games.KGame
		for ; g.Kinds(k) != ""; k++ {
			n := g.Kinds(k)
			assert.False(t, generic[n], "%s: %q is a generic kind's name", g.ID, n)
			assert.False(t, names[n], "%s: %q twice", g.ID, n)
			names[n] = true
			assert.Equal(t, n, g.KindName(k))
		}
		assert.NotEmpty(t, names, "%s names no kind of its own", g.ID)
		assert.Empty(t, g.Kinds(games.KMove), "%s names a generic kind", g.ID)
	}
}

// scoringSeats plays seeded random matches of g and returns, for every
// finished deal, how many seats scored in it.
func scoringSeats(t *testing.T, g *games.Info, matches int) []int {
	t.Helper()
	var counts []int
	for seed := range uint64(matches) {
		seen := 0 // the deals of this match counted so far
		rng := rand.New(rand.NewPCG(seed, 35))
		_, end, err := record.Play(g, &record.Record{Game: g.ID, Seed: seed, Dealer: -1}, func(st games.State, legal []games.Action) games.Action {
			if r := st.Result(); r.Deals > seen {
				seen = r.Deals
				counts = append(counts, nonZero(r.Deal))
			}
			return legal[rng.IntN(len(legal))]
		})
		require.NoError(t, err)
		if r := end.Result(); r.Deals > seen {
			counts = append(counts, nonZero(r.Deal))
		}
	}
	return counts
}

func nonZero(xs []int) int {
	n := 0
	for _, x := range xs {
		if x != 0 {
			n++
		}
	}
	return n
}

// TestInfo_DeclarerScoresAlone holds Info.Declarer to what it claims: in
// every deal of a game with a declarer at most one seat scores, and some
// deal is scored (else the check saw nothing). The guard plays Go-Stop, a
// game without one, to prove the check finds a deal that two seats score.
func TestInfo_DeclarerScoresAlone(t *testing.T) {
	for _, g := range All() {
		if !g.Declarer {
			continue
		}
		t.Run(g.ID, func(t *testing.T) {
			counts := scoringSeats(t, g, 20)
			require.NotEmpty(t, counts)
			assert.Less(t, slices.Max(counts), 2, "a deal scored at more than the declarer's seat")
			assert.Contains(t, counts, 1, "no deal was scored: the check saw nothing")
		})
	}
	t.Run("guard", func(t *testing.T) {
		g, err := Lookup("gostop")
		require.NoError(t, err)
		require.False(t, g.Declarer)
		assert.Greater(t, slices.Max(scoringSeats(t, g, 2)), 1, "the check cannot tell a game without a declarer")
	})
}
