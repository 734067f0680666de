package skat

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestCheat_WinsWhatItPlans checks that the Skat cheat really plays its
// open hands: forehand is left to declare (the others pass), and whenever
// the open-hand solver finds a game that forehand wins against any defence
// the cheat must declare and win it, against heuristic and against random
// defenders alike; when it finds none, the cheat must pass.
//
// The full run (-tags exhaustive) plays seeds 1–16 and 23–28. The default
// plays 23–28 alone: four deals with a sure game (grand against both kinds
// of defenders, null against random ones) and two without. A suit game
// takes its solver one to two seconds to find and play, so the suit games
// of seeds 4, 9 and 13 are checked in the full run only.
func TestCheat_WinsWhatItPlans(t *testing.T) {
	g := AI()
	s := g.Search(ai.Normal)
	s.Worlds, s.Rollouts = 4, 1
	cheat := &cheat{searcher: newSearcher(s, ai.Normal), plans: newPlanCache()}
	defenders := []ai.Player{g.Heuristic(), ai.Random{}}
	ctx := context.Background()
	planned := 0
	var seeds []uint64
	if testsize.Exhaustive() {
		seeds = seedRange(1, 16)
	}
	seeds = append(seeds, seedRange(23, 28)...)
	for _, seed := range seeds {
		for _, def := range defenders[seed%2 : seed%2+1] { // each kind on every other deal
			st0, err := skat.Info().New(games.Config{Seed: seed, Dealer: 0})
			require.NoError(t, err)
			st := st0.(*skat.State)
			st.Apply(games.Deal, nil)
			me := st.Forehand()
			plan, ok := cheat.plans.best(ctx, st, me)
			rng := rand.New(rand.NewPCG(seed, 5))
			var legal []games.Action
			for st.Player() >= 0 {
				p := st.Player()
				legal = st.Legal(legal[:0])
				var a games.Action
				switch {
				case p == me:
					a, err = cheat.ChooseOpen(ctx, st, legal, rng)
				case st.Phase() == skat.PhaseAuction:
					a = skat.Pass
				default:
					a, err = def.Choose(ctx, st.View(p), legal, rng)
				}
				require.NoError(t, err, "seed %d", seed)
				_, err = st.Apply(a, nil)
				require.NoError(t, err, "seed %d", seed)
			}
			set, _ := st.Settlement()
			if !ok {
				assert.NotEqual(t, me, set.Declarer, "seed %d: the cheat declared %v without a game that wins for sure", seed, set.Game)
				continue
			}
			planned++
			assert.Equal(t, me, set.Declarer, "seed %d, defenders %T: planned %v (value %d): the declarer", seed, def, plan.game, plan.value)
			assert.Equal(t, plan.game, set.Game, "seed %d, defenders %T: planned %v (value %d): the game", seed, def, plan.game, plan.value)
			assert.True(t, set.Won, "seed %d, defenders %T: planned %v (value %d), got %v lost", seed, def, plan.game, plan.value, set.Game)
		}
	}
	assert.GreaterOrEqual(t, planned, 3, "deals with a game that wins for sure: fewer test little")
	t.Logf("%d deals played with a sure game", planned)
}

// seedRange lists the seeds from first to last.
func seedRange(first, last uint64) []uint64 {
	var out []uint64
	for s := first; s <= last; s++ {
		out = append(out, s)
	}
	return out
}
