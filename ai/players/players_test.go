package players

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games/catalog"
)

// TestList_MatchesTheCatalog: the one list of games holds exactly the
// catalog's games, in its order, each with an arena measure, a heuristic
// and a hint scale, so that a game added to the catalog without players (or
// the reverse) fails here rather than silently playing the generic search.
func TestList_MatchesTheCatalog(t *testing.T) {
	var want, got []string
	for _, g := range catalog.All() {
		want = append(want, g.ID)
	}
	for _, g := range list() {
		got = append(got, g.ID)
		assert.NotEmpty(t, g.Measure.Unit, "%s has no arena unit", g.ID)
		assert.NotNil(t, g.NewHeuristic, "%s has no heuristic", g.ID)
		assert.NotZero(t, g.HintScale, "%s has no hint scale", g.ID)
		assert.True(t, Supports(g.ID))
	}
	require.Equal(t, want, got)
	assert.False(t, Supports("toy"), "a game without an entry gets the generic search")
	assert.Equal(t, "match", MeasureOf("toy").Unit)
}

// TestList_FreshValues: every call builds new values, so nothing a caller
// does to one game's entry reaches the next caller.
func TestList_FreshValues(t *testing.T) {
	a, b := list(), list()
	for i := range a {
		require.NotSame(t, a[i], b[i])
	}
	Of("skat").ExpertSize.Worlds = 1
	assert.NotEqual(t, 1, Of("skat").ExpertSize.Worlds)
}

// TestNamed_KnowsTheProductsNames: the names the arena and the bot take,
// and the search's options; the research baselines and experiment options
// are the lab's.
func TestNamed_KnowsTheProductsNames(t *testing.T) {
	cases := []struct {
		game, name string
		ok         bool
	}{
		{"skat", "random", true}, {"skat", "heuristic", true}, {"skat", "Easy", true}, {"skat", "normal", true},
		{"skat", "expert", true}, {"skat", "cheat", true},
		{"skat", "search:worlds=5,rollouts=2,policy=random", true}, {"skat", "search:policy=heuristic", true},
		{"schnapsen", "search:exact=on", true}, {"skat", "search:exact=off", true},
		{"skat", "search:worlds=x", false}, {"skat", "search:policy=smart", false}, {"skat", "search:colour=red", false},
		{"skat", "search:exact=maybe", false}, {"skat", "genius", false},
		// Experiments of the lab: Skat's solver in the fair search, its
		// bidding threshold, Go-Stop's heuristic rollouts, the baselines.
		{"skat", "search:exact=on", false}, {"skat", "search:defend=-20", false},
		{"gostop", "search:policy=heuristic", false}, {"schnapsen", "expert-v1", false},
	}
	for _, c := range cases {
		_, err := Named(c.game, c.name)
		if c.ok {
			assert.NoError(t, err, "%s %q", c.game, c.name)
		} else {
			assert.Error(t, err, "%s %q", c.game, c.name)
		}
	}
}

// TestNamed_FairPlayersGetNoState guards fairness at its root: the arena
// and the app hand the State only to an ai.OpenPlayer, and no fair player
// is one.
func TestNamed_FairPlayersGetNoState(t *testing.T) {
	for _, id := range []string{"schnapsen", "scopa", "gostop", "skat", "toy"} {
		for _, name := range []string{"random", "heuristic", "easy", "normal", "expert", "search:worlds=3"} {
			p, err := Named(id, name)
			require.NoError(t, err)
			_, open := p.(ai.OpenPlayer)
			assert.False(t, open, "%s %s is an OpenPlayer: it would be handed the true State", id, name)
		}
		p, err := Named(id, "cheat")
		require.NoError(t, err)
		_, open := p.(ai.OpenPlayer)
		assert.True(t, open, "%s cheat is no OpenPlayer", id)
	}
}
