package skat

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// playPosition plays a Skat deal with the heuristic (random card play
// after the announcement) until at most cardsLeft cards remain in the
// declarer's hand, at a random point of a trick. nil when nobody declared.
func playPosition(t testing.TB, seed uint64, cardsLeft int) *skat.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 11))
	st, err := skat.New(games.Config{Seed: seed, Dealer: -1})
	require.NoError(t, err)
	st.Apply(games.Deal, nil)
	stopAt := rng.IntN(3)
	var legal []games.Action
	for st.Player() >= 0 {
		if st.Phase() == skat.PhasePlay {
			_, n := st.Trick()
			if st.Hand(st.Declarer()).Len() <= cardsLeft && n == stopAt {
				return st
			}
		}
		legal = st.Legal(legal[:0])
		var a games.Action
		switch {
		case st.Phase() == skat.PhasePlay && st.GameType().IsNull() && st.Player() == st.Declarer():
			// A random Null declarer soon takes a trick and ends the game.
			a = decide(infoOfState(st), legal)
		case st.Phase() == skat.PhasePlay:
			a = legal[rng.IntN(len(legal))]
		case st.Phase() == skat.PhaseAnnounce && seed%4 < 2:
			// Cover Null and Grand too, whatever the cards.
			a = legal[0]
			for _, x := range legal {
				if m, _ := skat.Decode(x); m.Kind == skat.MoveAnnounce && (seed%4 == 0 && m.Game == skat.Null || seed%4 == 1 && m.Game == skat.Grand) {
					a = x
				}
			}
		default:
			a = decide(infoOfState(st), legal)
		}
		_, err := st.Apply(a, nil)
		require.NoError(t, err)
	}
	return nil
}

// minimax is plain minimax over the engine itself: the declarer's trick
// points at the end (Null: 1 when the declarer took no trick).
func minimax(st *skat.State) int {
	if st.Player() < 0 {
		d := st.Declarer()
		if st.GameType().IsNull() {
			if st.TricksWon(d) == 0 {
				return 1
			}
			return 0
		}
		return st.CardPoints(d)
	}
	maxing := st.Player() == st.Declarer()
	best := -1 << 20
	if !maxing {
		best = 1 << 20
	}
	for _, a := range st.Legal(nil) {
		c := st.Clone().(*skat.State)
		if _, err := c.Apply(a, nil); err != nil {
			panic(err)
		}
		v := minimax(c)
		if maxing == (v > best) && v != best {
			best = v
		}
	}
	return best
}

func solverInput(st *skat.State) (h [3]cards.Set, trick [3]cards.Card, n int) {
	for q := 0; q < 3; q++ {
		h[q] = st.Hand(q)
	}
	trick, n = st.Trick()
	return
}

// TestSolver_MatchesMinimax compares the solver with plain minimax over
// the engine on endings of up to four tricks, every game type included.
func TestSolver_MatchesMinimax(t *testing.T) {
	checked := map[bool]int{}
	quota := map[bool]int{false: 60, true: 15}
	for seed := uint64(1); seed < 3000 && (checked[false] < quota[false] || checked[true] < quota[true]); seed++ {
		if checked[seed%4 == 0] >= quota[seed%4 == 0] && seed%4 == 0 {
			continue
		}
		st := playPosition(t, seed, 3+int(seed/4%2))
		if st == nil || checked[st.GameType().IsNull()] >= quota[st.GameType().IsNull()] {
			continue
		}
		want := minimax(st)
		s := newSolver(st.GameType(), st.Declarer())
		h, trick, n := solverInput(st)
		got := s.Value(h, trick, n, st.Player(), -1000, 1000)
		if !st.GameType().IsNull() {
			got += st.CardPoints(st.Declarer())
		} else if st.TricksWon(st.Declarer()) > 0 {
			got = 0
		}
		assert.Equal(t, want, got, "seed %d (%s, %d cards): minimax (expected) against the solver", seed, st.GameType(), st.Hand(st.Declarer()).Len())
		// A null window around any threshold must give the same verdict.
		if !st.GameType().IsNull() {
			need := want - st.CardPoints(st.Declarer())
			assert.GreaterOrEqual(t, s.Value(h, trick, n, st.Player(), need-1, need), need, "seed %d: window (%d,%d)", seed, need-1, need)
			assert.LessOrEqual(t, s.Value(h, trick, n, st.Player(), need, need+1), need, "seed %d: window (%d,%d)", seed, need, need+1)
		}
		checked[st.GameType().IsNull()]++
	}
	assert.GreaterOrEqual(t, checked[false], quota[false], "suit/grand endings checked")
	assert.GreaterOrEqual(t, checked[true], quota[true], "null endings checked")
	t.Logf("checked %d suit/grand and %d null endings", checked[false], checked[true])
}

// BenchmarkSolver solves deals with open hands from the first lead of
// trick 1 (ten cards each) and of trick 4 (seven cards each), with the null
// window of a win (61 card points), and reports the median solve.
func BenchmarkSolver(b *testing.B) {
	for _, left := range []int{10, 7} {
		b.Run(fmt.Sprintf("cards=%d", left), func(b *testing.B) {
			var pos []*skat.State
			for seed := uint64(1); len(pos) < 40; seed++ {
				if st := playPosition(b, seed, left); st != nil {
					if _, n := st.Trick(); n == 0 && st.Hand(st.Declarer()).Len() == left {
						pos = append(pos, st)
					}
				}
			}
			s := newSolver(skat.Grand, 0)
			var times []time.Duration
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				st := pos[i%len(pos)]
				s.reset(st.GameType(), st.Declarer())
				h, trick, n := solverInput(st)
				_, now := st.Skat()
				need := 61 - skat.SetPoints(now) - st.CardPoints(st.Declarer())
				t0 := time.Now()
				s.Value(h, trick, n, st.Player(), need-1, need)
				times = append(times, time.Since(t0))
			}
			slices.Sort(times)
			b.ReportMetric(float64(times[len(times)/2])/1e6, "median-ms")
		})
	}
}
