package schnapsen

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestCheat_BeatsTheFairSearch plays Schnapsen deals between the open-hand search and
// the same search given only the view, seats swapped on each deal: the
// cheat must come out clearly ahead, which shows that the fair search's
// decisions come from the view and not from the real cards.
//
// The full run (-tags exhaustive) plays seeds 1–40 and wants the cheat 0.4
// game points per deal ahead: about two standard errors of the mean above
// an even match (a seat-swapped pair of deals scores with a spread of about
// 2.5 game points, so the mean per deal over n pairs has a standard error
// of about 1.25/√n, 0.2 at 40). The default plays the first 30 of those
// seeds, and the bar scales with the standard error, 0.4·√(40/30) ≈ 0.46,
// so that a fair search as strong as the cheat (one that sees the cards)
// passes no more easily than it did at 40 deals. The seeds are fixed, so
// the outcome is too: the cheat gains 0.62 per deal at 30 deals (0.64 at
// 40), and the same player at both seats, cheat or fair, scores exactly 0
// on these seeds (each seat-swapped pair cancels).
func TestCheat_BeatsTheFairSearch(t *testing.T) {
	size := func() *ai.Search { return AI().Search(ai.Normal) }
	cheat, fair := &ai.Cheat{Search: size()}, size()
	const fullDeals = 40
	deals := testsize.Pick(30, fullDeals)
	minGain := 0.4 * math.Sqrt(float64(fullDeals)/float64(deals))
	total := 0.0
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(deals); seed++ {
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
	mean := total / float64(2*deals)
	t.Logf("cheat minus fair over %d deals: %+.2f game points per deal (bar %.2f)", deals, mean, minGain)
	if mean < minGain {
		t.Errorf("the open-hand search gained only %+.2f game points per deal over the fair one in %d deals, want %.2f",
			mean, deals, minGain)
	}
}
