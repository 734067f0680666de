package players

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
)

// TestHeuristic_RefusesAnotherGamesView: a heuristic handed another game's
// view says so instead of guessing.
func TestHeuristic_RefusesAnotherGamesView(t *testing.T) {
	views := map[string]games.View{}
	for _, g := range catalog.All() {
		st, err := g.New(games.Config{Seed: 3, Dealer: -1})
		require.NoError(t, err)
		_, err = st.Apply(games.Deal, nil)
		require.NoError(t, err)
		views[g.ID] = st.View(0)
	}
	for _, g := range catalog.All() {
		p, err := Named(g.ID, "heuristic")
		require.NoError(t, err)
		for id, v := range views {
			_, err := p.Choose(context.Background(), v, []games.Action{1}, nil)
			if id == g.ID {
				assert.NoError(t, err, "%s heuristic on its own view", g.ID)
			} else {
				assert.Error(t, err, "%s heuristic on a %s view", g.ID, id)
			}
		}
	}
}
