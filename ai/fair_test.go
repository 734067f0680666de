package ai

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/cardavia/cardavia/games"
)

// fairPlayers are the players whose decisions the fairness test compares,
// with fewer worlds than the levels use so that the test stays quick.
func fairPlayers(id string) map[string]Player {
	g := lookup(id)
	sized := func(e effort, div, least int) Player {
		s := g.search(e)
		s.Worlds = max(s.Worlds/div, least)
		if g.wrap != nil {
			return g.wrap(s, e)
		}
		return s
	}
	return map[string]Player{"heuristic": g.heuristic(), "easy": New(id, Easy),
		"normal": sized(normalEffort, 4, 3), "expert": sized(expertEffort, 8, 4)}
}

// fairnessCheck plays random games of g and, at random decision points,
// builds worlds that the deciding seat cannot tell apart: the true State and
// two States sampled from its View, each of which deals the hidden cards
// differently. Every player must then choose the same action (same seed)
// from the View of each world. It returns the number of positions where a
// player's choice differed, and how many positions had hidden cards that
// really differed between the worlds.
func fairnessCheck(t tLogger, g *games.Info, newState func(seed uint64) games.State, positions int, players map[string]Player, sample func(games.View, *rand.Rand) (games.State, error)) (mismatches, differing int) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 7))
	var legal []games.Action
	for pos := 0; pos < positions; pos++ {
		// A random game, then back to a random one of its decision points.
		seed := uint64(pos) + 1
		var moves []games.Action
		var points []int
		st := newState(seed)
		for st.Player() != games.Nobody {
			if st.Player() == games.Chance {
				moves = append(moves, games.Deal)
			} else {
				legal = st.Legal(legal[:0])
				if len(legal) > 1 {
					points = append(points, len(moves))
				}
				moves = append(moves, legal[rng.IntN(len(legal))])
			}
			if _, err := st.Apply(moves[len(moves)-1], nil); err != nil {
				t.Fatalf("apply: %v", err)
			}
			if len(moves) > 5000 {
				break
			}
		}
		if len(points) == 0 {
			continue
		}
		k := points[rng.IntN(len(points))]
		st = newState(seed)
		for _, m := range moves[:k] {
			if _, err := st.Apply(m, nil); err != nil {
				t.Fatalf("replay: %v", err)
			}
		}
		p := st.Player()
		if p < 0 {
			continue
		}
		v0 := st.View(p)
		if sample == nil {
			sample = func(v games.View, r *rand.Rand) (games.State, error) { return v.Sample(r) }
		}
		w1, err1 := sample(v0, rand.New(rand.NewPCG(uint64(pos), 1)))
		w2, err2 := sample(v0, rand.New(rand.NewPCG(uint64(pos), 2)))
		if err1 != nil || err2 != nil {
			t.Fatalf("position %d: sample: %v %v", pos, err1, err2)
		}
		views := []games.View{v0, w1.View(p), w2.View(p)}
		j0 := mustJSON(t, views[0])
		for i, v := range views[1:] {
			if j := mustJSON(t, v); j != j0 {
				t.Fatalf("position %d: world %d shows p%d a different view:\n%s\n%s", pos, i+1, p, j0, j)
			}
		}
		// The hidden cards really differ (otherwise the check is void).
		hidden := map[string]bool{}
		for _, w := range []games.State{st, w1, w2} {
			var s string
			for q := 0; q < g.Players; q++ {
				if q != p {
					s += mustJSON(t, w.View(q))
				}
			}
			hidden[s] = true
		}
		if len(hidden) > 1 {
			differing++
		}
		for name, pl := range players {
			var first games.Action
			for i, v := range views {
				a, err := pl.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(uint64(pos), 99)))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if i == 0 {
					first = a
				} else if a != first {
					mismatches++
					t.Logf("position %d: %s chose %s in the true world, %s in world %d", pos, name, v0.FormatAction(first), v0.FormatAction(a), i)
				}
			}
		}
	}
	return mismatches, differing
}

// tLogger is the part of testing.T the check uses, so that a test expecting
// mismatches can silence the logs.
type tLogger interface {
	Helper()
	Fatalf(string, ...any)
	Logf(string, ...any)
}

func mustJSON(t tLogger, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json: %v", err)
	}
	return string(b)
}

// fairGame runs the fairness check for a registered engine.
func fairGame(t *testing.T, g *games.Info, positions int) {
	t.Helper()
	newState := func(seed uint64) games.State {
		st, err := g.New(games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0]})
		if err != nil {
			t.Fatalf("new: %v", err)
		}
		return st
	}
	mis, diff := fairnessCheck(t, g, newState, positions, fairPlayers(g.ID), nil)
	if mis != 0 {
		t.Errorf("%d decisions depended on hidden cards", mis)
	}
	if diff < positions/2 {
		t.Errorf("only %d of %d positions had differing hidden cards: the check proves little", diff, positions)
	}
	t.Logf("%s: %d positions, %d with differing hidden cards", g.ID, positions, diff)
}
