package ai

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/catalog"
)

// TestGameList_MatchesTheCatalog: the package's one list of games holds
// exactly the catalog's games, in its order, each with an arena measure, so
// that a game added to the catalog without players (or the reverse) fails
// here rather than silently playing the generic search.
func TestGameList_MatchesTheCatalog(t *testing.T) {
	var want, got []string
	for _, g := range catalog.All() {
		want = append(want, g.ID)
	}
	for _, g := range gameList() {
		got = append(got, g.id)
		assert.NotEmpty(t, g.measure.Unit, "%s has no arena unit", g.id)
		assert.NotNil(t, g.newHeuristic, "%s has no heuristic", g.id)
		assert.True(t, Supports(g.id))
	}
	require.Equal(t, want, got)
	assert.False(t, Supports("toy"), "a game without an entry gets the generic search")
	assert.Equal(t, "match", MeasureOf("toy").Unit)
}

// TestGameList_FreshValues: every call builds new values, so nothing a
// caller does to one game's entry reaches the next caller.
func TestGameList_FreshValues(t *testing.T) {
	a, b := gameList(), gameList()
	for i := range a {
		require.NotSame(t, a[i], b[i])
	}
	lookup("skat").sizes[expertEffort].worlds = 1
	assert.NotEqual(t, 1, lookup("skat").sizes[expertEffort].worlds)
}
