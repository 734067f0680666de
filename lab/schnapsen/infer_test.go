package schnapsen

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	sn "github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

func cardSet(t *testing.T, s string) cards.Set {
	t.Helper()
	cs, err := cards.SchnapsenGerman().ParseList(s)
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

// TestWorldWeight checks the likelihood weights of the opponent's hand
// against its past plays: a world in which it could have taken a led Ace,
// thrown something cheaper than a Ten or declared the marriage it broke
// weighs less, the more so the surer it held the telling cards then.
func TestWorldWeight(t *testing.T) {
	one := func(t *testing.T, s string) cards.Card { return cardSet(t, s).First() }
	tests := []struct {
		name    string
		trump   string // a card of the trump suit
		history [][2]string
		leader  []int // who led each trick (0 is the viewer)
		hand    string
		want    float64
	}{
		{"let the Ace go, no winner", "SJ", [][2]string{{"HA", "DJ"}}, []int{0}, "DQ DK CJ CQ CK", 1},
		// One trump: it held it then unless it is the one card drawn since
		// (1 of 5): 0.2 + 0.8·0.3.
		{"let the Ace go, one trump", "SJ", [][2]string{{"HA", "DJ"}}, []int{0}, "SJ DK CJ CQ CK", 0.2 + 0.8*inferEps},
		{"let the Ace go, two trumps", "SJ", [][2]string{{"HA", "DJ"}}, []int{0}, "SJ SQ CJ CQ CK", inferEps},
		{"took the Ace", "SJ", [][2]string{{"HA", "SQ"}}, []int{0}, "SJ SK CJ CQ CK", 1},
		{"low lead, low follow", "SJ", [][2]string{{"HJ", "DJ"}}, []int{0}, "SJ SK CJ CQ CK", 1},
		// Threw a Ten holding two cheaper side cards that lose.
		{"threw a Ten", "SJ", [][2]string{{"HQ", "DT"}}, []int{0}, "DJ CJ SQ SK SA", inferEps},
		{"threw a Ten, nothing cheaper", "SJ", [][2]string{{"HQ", "DT"}}, []int{0}, "SQ SK SA HA HT", 1},
		// Led the Queen of a live marriage plainly, holding the King.
		{"broke a marriage", "SJ", [][2]string{{"CQ", "CJ"}}, []int{1}, "CK DJ DQ HJ HQ", 0.2 + 0.8*inferEps},
		{"led a Queen, no King", "SJ", [][2]string{{"CQ", "CJ"}}, []int{1}, "DK DJ DQ HJ HQ", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &schnapsen.View{Seat: 0, Trump: schnapsen.Suit(one(t, tc.trump)), Lead: cards.None,
				StockState: schnapsen.StockOpen, StockCount: 8}
			for i, tr := range tc.history {
				l, f := one(t, tr[0]), one(t, tr[1])
				w := tc.leader[i]
				if schnapsen.Beats(l, f, v.Trump) {
					w = 1 - w
				}
				v.History = append(v.History, schnapsen.Trick{Leader: int8(tc.leader[i]), Lead: l, Follow: f, Winner: int8(w)})
			}
			assert.InDelta(t, tc.want, worldWeight(v, cardSet(t, tc.hand), &inferUniform), 1e-9)
		})
	}
}

// TestBaselines_V2IsV3CutToSize keeps the expert-v2 baseline honest: it must play
// the moves of expert-v3 (the search Expert's tree stands on) cut to 48
// worlds × 4 rollouts, or measurements against it measure something else;
// and expert-infer's values must differ somewhere, or the weights do
// nothing.
func TestBaselines_V2IsV3CutToSize(t *testing.T) {
	pos := positions(t, 30, func(st *schnapsen.State, legal []games.Action) bool {
		return len(legal) > 1 && len(st.View(st.Player()).(*schnapsen.View).History) >= 2
	})
	require.NotEmpty(t, pos)
	cur, ok := mustBaseline("expert-v3").(*search)
	require.True(t, ok, "expert-v3 is the Schnapsen search")
	cut := *cur
	srch := *cur.Search
	srch.Worlds, srch.Rollouts = 48, 4
	cut.Search = &srch
	expert := &cut
	v2 := mustBaseline("expert-v2")
	inf := mustBaseline("expert-infer").(*search)
	differ := 0
	for i, st := range pos {
		v := st.View(st.Player())
		legal := st.Legal(nil)
		choose := func(p ai.Player) games.Action {
			a, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 7)))
			require.NoError(t, err)
			return a
		}
		assert.Equal(t, choose(expert), choose(v2), "position %d", i)
		sv := v.(*schnapsen.View)
		eval := func(weigh func(*schnapsen.State) float64) []float64 {
			vals, n, err := inf.evaluate(context.Background(), sv.Seat, legal, rand.New(rand.NewPCG(uint64(i), 7)), sv.SampleState, weigh)
			require.NoError(t, err)
			require.Equal(t, inf.Worlds, n)
			return vals
		}
		if !assert.ObjectsAreEqual(eval(nil), eval(inf.weigher(sv))) {
			differ++
		}
	}
	assert.Positive(t, differ, "the weights never changed a value in %d positions", len(pos))
}

// TestTree_WeighsTheRootsDeals checks inference in the tree: it
// changes only the root's means, not the tree (the same deals, visits and
// values), each root candidate's weight is the sum of its deals' weights
// (the deals drawn again from the same seed), and somewhere a deal weighs
// less than 1.
func TestTree_WeighsTheRootsDeals(t *testing.T) {
	pos := positions(t, 20, func(st *schnapsen.State, legal []games.Action) bool {
		_, n := st.Stock()
		return !st.Strict() && n > 2 && len(legal) > 1 && len(st.View(st.Player()).(*schnapsen.View).History) >= 2
	})
	require.Len(t, pos, 20)
	const deals = 32
	lighter := 0
	for i, st := range pos {
		v := st.ViewOf(st.Player())
		cand := sn.Filter(v, st.Legal(nil))
		plain := testRoot(t, v, cand, deals, uint64(i), nil)
		weighed := testRoot(t, v, cand, deals, uint64(i), func(tr *tree) { tr.infer = &inferMeasured })
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		sum := 0.0
		for d := 0; d < deals; d++ {
			world, err := v.SampleState(rng)
			require.NoError(t, err)
			rng.Uint64()
			rng.Uint64()
			sum += worldWeight(v, world.Hand(1-v.Seat), &inferMeasured)
		}
		if sum < deals-1e-9 {
			lighter++
		}
		for _, a := range cand {
			kp, kw := plain.child(a), weighed.child(a)
			require.NotNil(t, kw)
			assert.Equal(t, kp.n, kw.n, "position %d, %s", i, v.FormatAction(a))
			assert.InDelta(t, kp.w, kw.w, 1e-9, "position %d, %s", i, v.FormatAction(a))
			assert.InDelta(t, float64(kp.n), kp.wn, 1e-9, "position %d, %s: unweighted", i, v.FormatAction(a))
			assert.InDelta(t, sum, kw.wn, 1e-9, "position %d, %s: weighted", i, v.FormatAction(a))
		}
	}
	assert.Positive(t, lighter, "no deal weighed less than 1 in %d positions", len(pos))
}
