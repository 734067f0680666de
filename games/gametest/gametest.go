// Package gametest holds what the engines' tests share: playing seeded
// random matches and looking at every legal action on the way.
package gametest

import (
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
)

// maxSteps bounds one match: no match of any game is nearly this long, so
// reaching it means the engine loops.
const maxSteps = 5000

// EveryLegal plays one random match per seed 1..seeds, started by newMatch,
// and calls check for every legal action of every position on the way,
// before one of them is played at random. It fails the test on a position
// with no legal action, on an Apply error and on a match that does not end.
func EveryLegal[S games.State](t testing.TB, seeds int, newMatch func(games.Config) (S, error), check func(seed uint64, s S, a games.Action)) {
	t.Helper()
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		s, err := newMatch(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		steps := 0
		for ; !s.Done() && steps < maxSteps; steps++ {
			legal = s.Legal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seed %d, step %d: the match is not over but nothing is legal", seed, steps)
			}
			for _, a := range legal {
				check(seed, s, a)
			}
			a := legal[rng.IntN(len(legal))]
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatalf("seed %d, step %d: %s: %v", seed, steps, s.FormatAction(a), err)
			}
		}
		if !s.Done() {
			t.Fatalf("seed %d: the match did not end in %d moves", seed, maxSteps)
		}
	}
}
