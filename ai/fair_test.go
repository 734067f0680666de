package ai

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
			_, err := st.Apply(moves[len(moves)-1], nil)
			require.NoError(t, err, "apply")
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
			_, err := st.Apply(m, nil)
			require.NoError(t, err, "replay")
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
		require.NoError(t, err1, "position %d: sample 1", pos)
		require.NoError(t, err2, "position %d: sample 2", pos)
		views := []games.View{v0, w1.View(p), w2.View(p)}
		j0 := mustJSON(t, views[0])
		for i, v := range views[1:] {
			require.Equal(t, j0, mustJSON(t, v), "position %d: world %d shows p%d a different view", pos, i+1, p)
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
				require.NoError(t, err, name)
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

// tLogger is the part of testing.T the check uses (Errorf and FailNow for
// testify's require), so that a test expecting mismatches can silence the
// logs.
type tLogger interface {
	Helper()
	Errorf(string, ...any)
	FailNow()
	Logf(string, ...any)
}

func mustJSON(t tLogger, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err, "json")
	return string(b)
}

// fairGame runs the fairness check for a registered engine.
func fairGame(t *testing.T, g *games.Info, positions int) {
	t.Helper()
	newState := func(seed uint64) games.State {
		st, err := g.New(games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0]})
		require.NoError(t, err, "new")
		return st
	}
	mis, diff := fairnessCheck(t, g, newState, positions, fairPlayers(g.ID), nil)
	assert.Zero(t, mis, "decisions that depended on hidden cards")
	assert.GreaterOrEqual(t, diff, positions/2, "positions of %d with differing hidden cards: fewer than half prove little", positions)
	t.Logf("%s: %d positions, %d with differing hidden cards", g.ID, positions, diff)
}
