package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// TestSnISMCTS_PickPlaysForTheMover checks the tree's selection: a fully
// expanded node sends the root player to the child best for it and the
// opponent to the child worst for the root player; an unexpanded node
// adds the rules' choice before anything else.
func TestSnISMCTS_PickPlaysForTheMover(t *testing.T) {
	pos := snPositions(t, 1, func(st *schnapsen.State, legal []games.Action) bool {
		return len(legal) >= 2 && !st.Strict()
	})
	require.Len(t, pos, 1)
	st := pos[0]
	acts := st.Legal(nil)
	s := &snISMCTS{explore: 0.1}
	node := func() *isNode {
		n := &isNode{}
		for i, a := range acts {
			// The last action is the best for the root player.
			n.kids = append(n.kids, &isNode{act: a, n: 10, avail: 10, w: float64(i) - float64(len(acts))/2})
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
			k, added := s.pick(node(), st, acts, tc.me)
			assert.False(t, added)
			assert.Equal(t, tc.want, k.act)
		})
	}
	p := snPosOfState(st)
	k, added := s.pick(&isNode{}, st, acts, st.Player())
	assert.True(t, added)
	assert.Equal(t, snChoose(&p, acts), k.act, "the rules' choice is expanded first")
}

// TestSnISMCTS_IsAFunctionOfTheView checks that the tree search answers the
// same in deals its seat cannot tell apart (the same view, other hidden
// cards), with the same seed, and that it answers a legal action.
func TestSnISMCTS_IsAFunctionOfTheView(t *testing.T) {
	pos := snPositions(t, 12, func(st *schnapsen.State, legal []games.Action) bool {
		_, n := st.Stock()
		return len(legal) > 1 && !st.Strict() && n > 2
	})
	require.NotEmpty(t, pos)
	crn := snISMCTSPlayer(0, snISMCTSExplore)
	crn.crn = 30
	for _, p := range []*snISMCTS{snISMCTSPlayer(200, snISMCTSExplore), crn} {
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
}

// TestSnFilterInto agrees with snFilter, which the root uses.
func TestSnFilterInto(t *testing.T) {
	pos := snPositions(t, 40, func(st *schnapsen.State, legal []games.Action) bool { return len(legal) > 1 })
	require.NotEmpty(t, pos)
	declares := 0
	for i, st := range pos {
		legal := st.Legal(nil)
		// Built here from the rule, not from snFilter (which calls
		// snFilterInto): a plain lead goes when its declaration is legal.
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
		assert.Equal(t, want, snFilterInto(st.Legal(nil)), "position %d", i)
		assert.Equal(t, want, snFilter(nil, legal), "position %d", i)
	}
	assert.Positive(t, declares, "no position with a marriage to declare")
}

// BenchmarkSnISMCTS times the tree search (expert-ismcts) on Expert's
// benchmark positions, median and slowest decision reported; run with -cpu 1.
func BenchmarkSnISMCTS(b *testing.B) {
	for _, name := range []string{"expert-ismcts", "expert-ismcts-crn"} {
		b.Run(name, func(b *testing.B) {
			benchDecisions(b, snBaselines()[name](), decisionPoints(b, schnapsen.Info(), 50))
		})
	}
}
