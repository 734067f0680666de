package schnapsen

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestLevels_PlaySechsundsechzig: every level, and the heuristic, plays
// Sechsundsechzig (alone and with no-exchange-close-at-two) from its View
// through the end of a deal, every choice legal: six-card hands, the
// nines, the Nine's exchange and the twelve-card stock reach the rules,
// the sampling of the unseen cards and the solver. The full run plays
// whole matches.
func TestLevels_PlaySechsundsechzig(t *testing.T) {
	players := map[string]ai.Player{"heuristic": NewHeuristic(HeuristicRules)}
	for _, l := range ai.Levels() {
		players[l.String()] = AI().Player(l)
	}
	deals := testsize.Pick(1, 1000)
	for name, pl := range players {
		for _, opts := range []map[string]string{
			{"sechsundsechzig": "on"},
			{"sechsundsechzig": "on", "no-exchange-close-at-two": "on"},
		} {
			st, err := schnapsen.New(games.Config{Seed: 11, Dealer: -1, Options: opts})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(11, 1))
			exchanges := 0
			for !st.Done() && st.Result().Deals < deals {
				if st.Player() == games.Chance {
					_, err = st.Apply(games.Deal, nil)
					require.NoError(t, err)
					continue
				}
				v := st.View(st.Player())
				legal := v.Legal(nil)
				a, err := pl.Choose(context.Background(), v, legal, rng)
				require.NoError(t, err, "%s %v", name, opts)
				if a == schnapsen.Exchange {
					exchanges++
				}
				_, err = st.Apply(a, nil)
				require.NoError(t, err, "%s %v: %s", name, opts, st.FormatAction(a))
			}
			t.Logf("%s %v: %d deals, %d exchanges of the Nine", name, opts, st.Result().Deals, exchanges)
		}
	}
}
