package players

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/internal/testsize"
)

// fairPlayers are the players whose decisions the fairness test compares,
// with fewer worlds than the levels use so that the test stays quick.
func fairPlayers(id string) map[string]ai.Player {
	g := Of(id)
	sized := func(l ai.Level, div, least int) ai.Player {
		s := g.Search(l)
		s.Worlds = max(s.Worlds/div, least)
		return g.SearchPlayer(s, l)
	}
	return map[string]ai.Player{"heuristic": g.Heuristic(), "easy": New(id, ai.Easy),
		"normal": sized(ai.Normal, 4, 3), "expert": sized(ai.Expert, 8, 4)}
}

// fairnessCheck plays random games of g and, at random decision points,
// builds worlds that the deciding seat cannot tell apart: the true State and
// two States sampled from its View, each of which deals the hidden cards
// differently. Every player must then choose the same action (same seed)
// from the View of each world. It returns the number of positions where a
// player's choice differed, and how many positions had hidden cards that
// really differed between the worlds.
func fairnessCheck(t tLogger, g *games.Info, newState func(seed uint64) games.State, positions int, players map[string]ai.Player, sample func(games.View, *rand.Rand) (games.State, error)) (mismatches, differing int) {
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

// TestFairness_Toy runs the fairness check on the toy game, which the list
// lacks: the generic players are fair too.
func TestFairness_Toy(t *testing.T) {
	players := fairPlayers("toy")
	honest := func(seed uint64) games.State { return toy.New(seed, false) }
	mis, diff := fairnessCheck(t, toy.Info(), honest, 200, players, nil)
	assert.Zero(t, mis, "honest toy: decisions that depended on hidden cards")
	assert.GreaterOrEqual(t, diff, 100, "positions with differing hidden cards")
}

// TestFairness_CatchesALeak shows that the fairness check can fail: a view
// that smuggles the true state into Sample makes the search's decisions
// depend on the hidden cards.
func TestFairness_CatchesALeak(t *testing.T) {
	players := map[string]ai.Player{"search": &ai.Search{Worlds: 8, Rollouts: 2}}
	leaky := func(seed uint64) games.State { return toy.New(seed, true) }
	mis, _ := fairnessCheck(&silentT{T: t}, toy.Info(), leaky, 200, players, func(v games.View, r *rand.Rand) (games.State, error) { return v.(*toy.View).Deal(r) })
	assert.NotZero(t, mis, "a leaking view went unnoticed")
}

// silentT discards the per-position logs of an expected failure.
type silentT struct{ *testing.T }

func (s *silentT) Logf(string, ...any) {}

// TestFairness runs the fairness check on every engine: at random decision
// points of each game, the heuristic, Easy, Normal and Expert players choose
// the same action from the true deal and from two other deals that look
// identical to the deciding seat.
//
// Under -tags exhaustive every game gets 60 decision points. By default
// each game gets the first 30 of the same 60 (a shorter run plays a prefix
// of the longer one: the same positions in the same order), and Schnapsen
// the first 6: its Expert tree takes a tenth of a second or more per view,
// and the fourth position alone a second. The assertions are unchanged: not
// one decision that depends on the hidden cards, and the hidden cards
// really differing at half the positions or more (4 of Schnapsen's 6).
func TestFairness(t *testing.T) {
	for _, tc := range []struct {
		g     *games.Info
		quick int
	}{
		{schnapsen.Info(), 6},
		{scopa.Info(), 30},
		{gostop.Info(), 30},
		{skat.Info(), 30},
	} {
		t.Run(tc.g.ID, func(t *testing.T) { fairGame(t, tc.g, testsize.Pick(tc.quick, 60)) })
	}
}
