package schnapsen

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/aitest"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/ai/schnapsen/schnapsentest"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// positions are the positions every round's tests and duels drew from:
// games of heuristic-v1 (schnapsentest.Positions).
func positions(t testing.TB, n int, keep func(st *schnapsen.State, legal []games.Action) bool) []*schnapsen.State {
	t.Helper()
	return schnapsentest.Positions(t, mustBaseline("heuristic-v1"), n, keep)
}

// closedPositions are closed-stock positions from games of the heuristic
// (schnapsentest.ClosedPositions).
func closedPositions(t testing.TB, n int, seed uint64) []*schnapsen.State {
	t.Helper()
	return schnapsentest.ClosedPositions(t, players.Heuristic(schnapsen.Info().ID), n, seed)
}

// decisionPoints are the positions of the product's BenchmarkExpert
// (aitest.DecisionPoints with the heuristic).
func decisionPoints(tb testing.TB, n int) []games.State {
	tb.Helper()
	return aitest.DecisionPoints(tb, schnapsen.Info(), players.Heuristic(schnapsen.Info().ID), n)
}

// testRoot grows the root of the tree on deals common deals over
// expert-v3's search with sn.InfoSets for one decision (changed by mod if
// not nil), for the rng seeded (seed, 3).
func testRoot(t *testing.T, v *schnapsen.View, cand []games.Action, deals int, seed uint64, mod func(*tree)) *treeNode {
	t.Helper()
	base := v2Search(96, 2, false)
	base.seen = 1
	tr := crnTree(base, deals, ismctsExplore)
	if mod != nil {
		mod(tr)
	}
	r, _, err := tr.grow(context.Background(), v, cand, rand.New(rand.NewPCG(seed, 3)))
	require.NoError(t, err)
	return r
}

func stockLen(st *schnapsen.State) int { _, n := st.Stock(); return n }
