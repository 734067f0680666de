package ai

import (
	"context"
	"math"

	"github.com/cardavia/cardavia/games"
)

// AlphaBeta is a perfect-information alpha-beta over the engine contract,
// for small endings (the Schnapsen endgame after the stock is closed or
// gone). Seat me maximises the utility and every other seat minimises it,
// which is exact for two-player zero-sum deals. It gives up past a limit of
// nodes, so that a caller can fall back to rollouts: the count, not the
// time, bounds it.
type AlphaBeta struct {
	util  Utility
	limit int
	nodes int
	bufs  [][]games.Action
	ev    []games.Event
}

// NewAlphaBeta returns a solver of util (nil: DealUtility) that gives up
// past limit nodes a solve.
func NewAlphaBeta(util Utility, limit int) *AlphaBeta {
	if util == nil {
		util = DealUtility
	}
	return &AlphaBeta{util: util, limit: limit}
}

// Value solves st for me; ok is false when the solve passed the limit or
// ctx ended.
func (s *AlphaBeta) Value(ctx context.Context, st games.State, me int) (value float64, ok bool) {
	s.nodes = 0
	v := s.search(st, me, math.Inf(-1), math.Inf(1), 0)
	if s.nodes > s.limit || ctx.Err() != nil {
		return 0, false
	}
	return v, true
}

func (s *AlphaBeta) search(st games.State, me int, alpha, beta float64, depth int) float64 {
	s.nodes++
	p := st.Player()
	if p < 0 {
		return s.util(st, me)
	}
	if s.nodes > s.limit {
		return 0
	}
	for len(s.bufs) <= depth {
		s.bufs = append(s.bufs, make([]games.Action, 0, 16))
	}
	legal := st.Legal(s.bufs[depth][:0])
	s.bufs[depth] = legal
	maxing := p == me
	best := math.Inf(1)
	if maxing {
		best = math.Inf(-1)
	}
	for i := 0; i < len(legal); i++ {
		a := s.bufs[depth][i]
		c := st.Clone()
		var err error
		if s.ev, err = c.Apply(a, s.ev[:0]); err != nil {
			continue
		}
		v := s.search(c, me, alpha, beta, depth+1)
		best, alpha, beta = Narrow(maxing, v, best, alpha, beta)
		if alpha >= beta || s.nodes > s.limit {
			break
		}
	}
	return best
}

// Narrow folds a child's value v into a minimax node: the node's best value
// so far and its alpha–beta window, for the maximising or the minimising
// side. It is the one step every alpha-beta search here shares (the
// generic one above and the Schnapsen solver's on its compact state).
func Narrow(maxing bool, v, best, alpha, beta float64) (float64, float64, float64) {
	if maxing {
		best = max(best, v)
		alpha = max(alpha, best)
	} else {
		best = min(best, v)
		beta = min(beta, best)
	}
	return best, alpha, beta
}
