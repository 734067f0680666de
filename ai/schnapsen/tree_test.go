package schnapsen

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// TestTree_PickPlaysForTheMover checks the tree's selection: a fully
// expanded node sends the root player to the child best for it and the
// opponent to the child worst for the root player; an unexpanded node
// adds the rules' choice before anything else.
func TestTree_PickPlaysForTheMover(t *testing.T) {
	pos := positions(t, 1, func(st *schnapsen.State, legal []games.Action) bool {
		return len(legal) >= 2 && !st.Strict()
	})
	require.Len(t, pos, 1)
	st := pos[0]
	acts := st.Legal(nil)
	newNode := func() *node {
		n := &node{}
		for i, a := range acts {
			// The last action is the best for the root player.
			n.kids = append(n.kids, &node{act: a, n: 10, avail: 10, w: float64(i) - float64(len(acts))/2})
		}
		return n
	}
	tests := []struct {
		name string
		me   int
		want games.Action
	}{
		{"root player to move", st.Player(), acts[len(acts)-1]},
		{"opponent to move", 1 - st.Player(), acts[0]},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			k, added := pick(newNode(), st, acts, tc.me)
			assert.False(t, added)
			assert.Equal(t, tc.want, k.act)
		})
	}
	p := posOfState(st)
	k, added := pick(&node{}, st, acts, st.Player())
	assert.True(t, added)
	assert.Equal(t, choose(&p, acts), k.act, "the rules' choice is expanded first")
}

// TestTree_IsAFunctionOfTheView checks that the tree answers the same in
// deals its seat cannot tell apart (the same view, other hidden cards),
// with the same seed, and that it answers a legal action.
func TestTree_IsAFunctionOfTheView(t *testing.T) {
	pos := positions(t, 12, func(st *schnapsen.State, legal []games.Action) bool {
		_, n := st.Stock()
		return len(legal) > 1 && !st.Strict() && n > 2
	})
	require.NotEmpty(t, pos)
	p := testTree(30)
	for i, st := range pos {
		me := st.Player()
		v := st.ViewOf(me)
		other, err := v.SampleState(rand.New(rand.NewPCG(uint64(i), 99)))
		require.NoError(t, err)
		require.Equal(t, v, other.ViewOf(me), "position %d: the sampled deal looks the same", i)
		legal := st.Legal(nil)
		choose := func(v games.View) games.Action {
			a, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 7)))
			require.NoError(t, err)
			return a
		}
		a := choose(v)
		assert.Contains(t, legal, a, "position %d", i)
		assert.Equal(t, a, choose(other.ViewOf(me)), "position %d", i)
	}
}

// testTree is the tree on deals deals over Normal's search with Expert's
// size (96 worlds × 2 rollouts, the close guard, the heuristic's rules in
// the rollouts) and no node budget.
func testTree(deals int) *tree {
	s := AI().Search(ai.Expert)
	return &tree{search: &search{Search: s, closeGuard: true}, deals: deals}
}

// TestFilterInto agrees with Filter, which the root uses.
func TestFilterInto(t *testing.T) {
	pos := positions(t, 40, func(st *schnapsen.State, legal []games.Action) bool { return len(legal) > 1 })
	require.NotEmpty(t, pos)
	declares := 0
	for i, st := range pos {
		legal := st.Legal(nil)
		// Built here from the rule, not from Filter (which calls
		// FilterInto): a plain lead goes when its declaration is legal.
		var want []games.Action
		for _, a := range legal {
			if a < schnapsen.NumCards && slices.Contains(legal, schnapsen.Declare(cards.Card(a))) {
				continue
			}
			want = append(want, a)
		}
		if len(want) < len(legal) {
			declares++
		}
		assert.Equal(t, want, FilterInto(st.Legal(nil)), "position %d", i)
		assert.Equal(t, want, Filter(nil, legal), "position %d", i)
	}
	assert.Positive(t, declares, "no position with a marriage to declare")
}

// TestExpert_IsTheBoundedTree pins what Expert is: the tree on ExpertDeals
// common deals over the search, with a node budget, without the close
// guard, with InfoSets under a closed stock, hints on HintDeals deals, and
// Expert's rollout rules. (The lab checks that these are the settings its
// measurements were made with.)
func TestExpert_IsTheBoundedTree(t *testing.T) {
	ex, ok := AI().Player(ai.Expert).(*tree)
	require.True(t, ok, "Expert is the tree")
	assert.Equal(t, ExpertDeals, ex.deals)
	assert.Equal(t, NodeBudget, ex.nodeBudget)
	assert.False(t, ex.closeGuard)
	assert.Equal(t, HintDeals, ex.hintDeals)
	assert.Equal(t, SeenLevels, ex.seen)
	assert.Equal(t, ai.Size{Worlds: 96, Rollouts: 2}, ai.Size{Worlds: ex.Worlds, Rollouts: ex.Rollouts})
	n, ok := AI().Player(ai.Normal).(*search)
	require.True(t, ok, "Normal is the search")
	assert.True(t, n.closeGuard)
	assert.Zero(t, n.nodeBudget)
	assert.Zero(t, n.seen)
}

// TestTree_NodeBudget checks the bound on a decision's solving: the tree stops
// beginning deals once its solves have visited the budget's nodes, always
// at a whole deal (every candidate on as many deals), and at least one
// deal is played however small the budget. The positions are the slow
// kind: four cards in the stock, so every line below the root is solved
// with the last two stock cards.
func TestTree_NodeBudget(t *testing.T) {
	pos := positions(t, 6, func(st *schnapsen.State, legal []games.Action) bool {
		_, n := st.Stock()
		return len(legal) > 2 && !st.Strict() && n == 4
	})
	require.NotEmpty(t, pos)
	const deals = 40
	for i, st := range pos {
		v := st.ViewOf(st.Player())
		legal := st.Legal(nil)
		cand := len(Filter(v, legal))
		work := func(budget int) work {
			p := testTree(deals)
			p.closeGuard, p.nodeBudget = false, budget
			_, w, err := p.decide(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 3)))
			require.NoError(t, err)
			require.Zero(t, w.iters%cand, "position %d: budget %d stopped inside a deal", i, budget)
			return w
		}
		full := work(0)
		assert.Equal(t, deals*cand, full.iters, "position %d: no budget plays every deal", i)
		one := work(1)
		assert.Equal(t, cand, one.iters, "position %d: a spent budget still plays one deal", i)
		half := full.nodes / 2
		w := work(half)
		assert.Less(t, w.iters, full.iters, "position %d: half the nodes, as many deals", i)
		// A deal begun under budget may finish: each candidate's value
		// costs at most two solves (the position, then a rollout's end).
		assert.LessOrEqual(t, w.nodes, half+cand*2*NodeLimit, "position %d", i)
	}
}
