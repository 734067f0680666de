package skat

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/aitest"
	"github.com/cardavia/cardavia/games/skat"
)

// TestEasy_BidsSanely checks that the Easy level's slips never reach the
// auction: over many auctions it bids exactly like the heuristic.
func TestEasy_BidsSanely(t *testing.T) {
	g := AI()
	easy, h := g.Player(ai.Easy), g.Heuristic()
	n := 0
	for _, st := range aitest.DecisionPoints(t, skat.Info(), h, 200) {
		v := st.View(st.Player())
		if v.(*skat.View).Phase != skat.PhaseAuction {
			continue
		}
		n++
		legal := v.Legal(nil)
		for seed := uint64(0); seed < 10; seed++ {
			a, _ := easy.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(seed, 1)))
			b, _ := h.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(seed, 1)))
			require.Equal(t, b, a, "easy bid %s, the heuristic %s", v.FormatAction(a), v.FormatAction(b))
		}
	}
	require.GreaterOrEqual(t, n, 10, "auction positions")
}
