package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// TestCheatBeatsFair plays Schnapsen deals between the open-hand search and
// the same search given only the view, seats swapped on each deal: the
// cheat must come out clearly ahead, which shows that the fair search's
// decisions come from the view and not from the real cards.
func TestCheatBeatsFair(t *testing.T) {
	size := func() *Search {
		s := lookup("schnapsen").search(normalEffort)
		return s
	}
	cheat, fair := &Cheat{Search: size()}, size()
	const deals = 40
	total := 0.0
	var legal []games.Action
	for seed := uint64(1); seed <= deals; seed++ {
		for cheatSeat := 0; cheatSeat < 2; cheatSeat++ {
			st, err := schnapsen.Info().New(games.Config{Seed: seed, Dealer: 0})
			if err != nil {
				t.Fatal(err)
			}
			st.Apply(games.Deal, nil)
			rng := rand.New(rand.NewPCG(seed, 17))
			for st.Player() >= 0 { // one deal
				p := st.Player()
				legal = st.Legal(legal[:0])
				var a games.Action
				if p == cheatSeat {
					a, err = cheat.ChooseOpen(context.Background(), st, legal, rng)
				} else {
					a, err = fair.Choose(context.Background(), st.View(p), legal, rng)
				}
				if err != nil {
					t.Fatal(err)
				}
				if _, err := st.Apply(a, nil); err != nil {
					t.Fatal(err)
				}
			}
			r := st.Result()
			total += float64(r.Deal[cheatSeat] - r.Deal[1-cheatSeat])
		}
	}
	mean := total / (2 * deals)
	t.Logf("cheat minus fair: %+.2f game points per deal", mean)
	if mean < 0.4 {
		t.Errorf("the open-hand search gained only %+.2f game points per deal over the fair one", mean)
	}
}
