package ai

import (
	"context"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
)

// A heuristic handed another game's view says so instead of guessing.
func TestHeuristicRefusesAnotherGamesView(t *testing.T) {
	views := map[string]games.View{}
	for _, g := range catalog.All() {
		st, err := g.New(games.Config{Seed: 3, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(games.Deal, nil); err != nil {
			t.Fatal(err)
		}
		views[g.ID] = st.View(0)
	}
	for _, g := range catalog.All() {
		p, err := NamedPlayer(g.ID, "heuristic")
		if err != nil {
			t.Fatal(err)
		}
		for id, v := range views {
			_, err := p.Choose(context.Background(), v, []games.Action{1}, nil)
			if (err == nil) != (id == g.ID) {
				t.Errorf("%s heuristic on a %s view: error %v", g.ID, id, err)
			}
		}
	}
}
