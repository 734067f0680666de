package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
)

// TestSkatCheatWinsWhatItPlans checks that the Skat cheat really plays its
// open hands: forehand is left to declare (the others pass), and whenever
// the open-hand solver finds a game that forehand wins against any defence
// the cheat must declare and win it, against heuristic and against random
// defenders alike; when it finds none, the cheat must pass.
func TestSkatCheatWinsWhatItPlans(t *testing.T) {
	g := lookup("skat")
	s := g.search(normalEffort)
	s.Worlds, s.Rollouts = 4, 1
	cheat := g.wrap(s, normalEffort).(*skSearch)
	defenders := []Player{g.heuristic(), Random{}}
	ctx := context.Background()
	planned := 0
	for seed := uint64(1); seed <= 16; seed++ {
		for _, def := range defenders[seed%2 : seed%2+1] { // each kind on every other deal
			st0, err := skat.Info().New(games.Config{Seed: seed, Dealer: 0})
			if err != nil {
				t.Fatal(err)
			}
			st := st0.(*skat.State)
			st.Apply(games.Deal, nil)
			me := st.Forehand()
			plan, ok := cheat.cheat.best(ctx, st, me)
			rng := rand.New(rand.NewPCG(seed, 5))
			var legal []games.Action
			for st.Player() >= 0 {
				p := st.Player()
				legal = st.Legal(legal[:0])
				var a games.Action
				switch {
				case p == me:
					a, err = cheat.chooseOpen(ctx, st, legal, rng)
				case st.Phase() == skat.PhaseAuction:
					a = skat.Pass
				default:
					a, err = def.Choose(ctx, st.View(p), legal, rng)
				}
				if err != nil {
					t.Fatal(err)
				}
				if _, err := st.Apply(a, nil); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
			set, _ := st.Settlement()
			if !ok {
				if set.Declarer == me {
					t.Errorf("seed %d: the cheat declared %v without a game that wins for sure", seed, set.Game)
				}
				continue
			}
			planned++
			if set.Declarer != me || !set.Won || set.Game != plan.game {
				t.Errorf("seed %d, defenders %T: planned %v (value %d), got declarer %d, %v, won %v", seed, def, plan.game, plan.value, set.Declarer, set.Game, set.Won)
			}
		}
	}
	if planned < 3 {
		t.Errorf("only %d deals had a game that wins for sure: the check tested little", planned)
	}
	t.Logf("%d deals played with a sure game", planned)
}
