package schnapsen

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Solver is alpha-beta over a perfect-information Schnapsen world, on
// value copies of the State (no allocation per node), declarations tried
// first and high cards before low ones. It gives up (ok=false) past limit
// nodes; that count, not time, bounds it. Every level above Easy values its
// endings with it.
type Solver struct {
	util  func(st *schnapsen.State, me int) float64
	limit int
	nodes int
	// spent counts the nodes of every solve since the solver was made:
	// a decision's solving work, which the tree search bounds.
	spent int
	bufs  [][]games.Action
	ev    []games.Event
	// states holds the child position of each depth: a local copy would
	// escape to the heap (util is called through a func value), and an
	// allocation per node cost half of Expert's time.
	states []schnapsen.State
}

// NewSolver returns a solver of util (FastUtility, DealUtility …) that
// gives up past limit nodes a solve.
func NewSolver(util func(*schnapsen.State, int) float64, limit int) *Solver {
	return &Solver{util: util, limit: limit}
}

// Value solves st for me; ok is false past the limit.
func (s *Solver) Value(st *schnapsen.State, me int) (value float64, ok bool) {
	s.nodes = 0
	v := s.search(st, me, -1e9, 1e9, 0)
	s.spent += s.nodes
	return v, s.nodes <= s.limit
}

func (s *Solver) search(st *schnapsen.State, me int, alpha, beta float64, depth int) float64 {
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
		// A grown slice leaves the shallower positions in the old array,
		// where their searches still read them: nothing is lost.
		s.states = append(s.states, schnapsen.State{})
	}
	legal := st.Legal(s.bufs[depth][:0])
	s.bufs[depth] = legal
	maxing := p == me
	best := 1e9
	if maxing {
		best = -1e9
	}
	// Declarations first, then the cards from the highest.
	order := func(yield func(games.Action) bool) {
		for _, a := range legal {
			if declares(a) && !yield(a) {
				return
			}
		}
		for i := len(legal) - 1; i >= 0; i-- {
			if a := legal[i]; !declares(a) && !yield(a) {
				return
			}
		}
	}
	for a := range order {
		c := &s.states[depth]
		*c = *st
		var err error
		if s.ev, err = c.Apply(a, s.ev[:0]); err != nil {
			continue
		}
		v := s.search(c, me, alpha, beta, depth+1)
		if maxing {
			best = max(best, v)
			alpha = max(alpha, best)
		} else {
			best = min(best, v)
			beta = min(beta, best)
		}
		if alpha >= beta || s.nodes > s.limit {
			break
		}
	}
	return best
}

// Spent is the count of nodes of every solve since the solver was made: a
// decision's solving work, which the tree bounds.
func (s *Solver) Spent() int { return s.spent }

// FastUtility is Utility without building the Result (which formats
// notes): the chance of winning the Bummerl after the deal, −1 … 1.
func FastUtility(st *schnapsen.State, me int) float64 {
	a, b := st.Score(me), st.Score(1-me)
	switch {
	case a <= 0:
		return 1
	case b <= 0:
		return -1
	}
	return 2*matchWin(a, b) - 1
}

// DealUtility is the deal's game points for me, negative when lost.
func DealUtility(st *schnapsen.State, me int) float64 {
	w, gp, _ := st.LastDeal()
	if w == me {
		return float64(gp)
	}
	return -float64(gp)
}
