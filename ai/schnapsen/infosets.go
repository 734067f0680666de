package schnapsen

import (
	"context"
	"math"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// seenPlays is what the mover sees between one of its decisions and the next
// under a closed stock: the opponent's plays, at most two (a follow, then
// a lead; a declaration is one action with its card). With no draws left,
// worlds that agree on them cannot be told apart.
type seenPlays [2]games.Action

// InfoSets values closed-stock positions with each of the mover's
// decisions made once for all the worlds it cannot tell apart, rather than
// in each world with the opponent's cards in sight: the determinized
// search's strategy fusion, which credits the mover with knowing, at every
// later trick, where the cards lie. The opponent still replies in each
// world as the exact solve says (it is credited with sight of our hand, as
// in the plain search). The search's seen is how many of the mover's
// decisions after the first are made across worlds; below them each world
// is solved exactly.
type InfoSets struct {
	sol *Solver
	me  int
	ev  []games.Event
}

// NewInfoSets returns the valuation for seat me whose exact solves use sol.
func NewInfoSets(sol *Solver, me int) *InfoSets { return &InfoSets{sol: sol, me: me} }

// evaluateSeen is the search's evaluation of a closed-stock position with
// InfoSets (ValuesSeen with its worlds and seen levels).
func (s *search) evaluateSeen(ctx context.Context, me int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) ([]float64, int, error) {
	return ValuesSeen(ctx, me, max(s.Worlds, 1), s.seen, cand, rng, worlds)
}

// ValuesSeen values the candidates of a closed-stock position for seat me
// with InfoSets: the mean value of each over n worlds drawn from worlds,
// the mover's next levels decisions each made once for the worlds it
// cannot tell apart, and how many worlds there were. When ctx ends first
// it returns ctx's error.
func ValuesSeen(ctx context.Context, me, n, levels int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) ([]float64, int, error) {
	var ws []schnapsen.State
	for w := 0; w < n; w++ {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		if world, err := worlds(rng); err == nil {
			ws = append(ws, *world)
		}
	}
	if len(ws) == 0 {
		return nil, 0, errNoWorld
	}
	e := NewInfoSets(NewSolver(BummerlPayoff, NodeLimit), me)
	vals := make([]float64, len(cand))
	for i, a := range cand {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		vals[i] = e.After(ws, a, levels) / float64(len(ws))
	}
	return vals, len(ws), nil
}

// After plays a in every world of ws (all at the mover's turn, alike but
// for the hidden cards), lets the opponent reply in each until the mover's
// next turn, and returns the summed value: the ended worlds' utilities
// plus, for each group of worlds the opponent's plays leave alike, the
// group's best next move (levels > 0) or its worlds' exact values.
func (e *InfoSets) After(ws []schnapsen.State, a games.Action, levels int) float64 {
	total := 0.0
	var keys []seenPlays
	groups := map[seenPlays][]schnapsen.State{}
	for _, w := range ws {
		c := w
		var err error
		if e.ev, err = c.Apply(a, e.ev[:0]); err != nil {
			total-- // not playable here: counted as lost, never chosen
			continue
		}
		var seen seenPlays
		for k := 0; c.Player() >= 0 && c.Player() != e.me && k < len(seen); k++ {
			r, ok := e.reply(&c)
			if !ok {
				break
			}
			seen[k] = r
			if e.ev, err = c.Apply(r, e.ev[:0]); err != nil {
				break
			}
		}
		switch {
		case c.Player() < 0:
			total += FastUtility(&c, e.me)
		case c.Player() != e.me || levels == 0:
			// A closed ending stays far inside NodeLimit (1,766
			// nodes at most from 1,000 closed positions' roots), so
			// the solve is always complete.
			v, _ := e.sol.Value(&c, e.me)
			total += v
		default:
			if _, ok := groups[seen]; !ok {
				keys = append(keys, seen) // in order of first sight: the sums do not depend on map order
			}
			groups[seen] = append(groups[seen], c)
		}
	}
	for _, k := range keys {
		total += e.Best(groups[k], levels-1)
	}
	return total
}

// Best is the summed value over ws of the mover's best single move, with
// its next levels decisions each made once for the worlds alike.
func (e *InfoSets) Best(ws []schnapsen.State, levels int) float64 {
	legal := ws[0].Legal(nil) // the same in every world: the mover's hand and the trick
	best := math.Inf(-1)
	for _, b := range legal {
		best = max(best, e.After(ws, b, levels))
	}
	return best
}

// reply is the opponent's move in the perfect-information world c: the
// one the exact solve values lowest for the mover (the first of equals).
func (e *InfoSets) reply(c *schnapsen.State) (games.Action, bool) {
	legal := c.Legal(nil)
	best, bestV := games.NoAction, math.Inf(1)
	for _, r := range legal {
		n := *c
		var err error
		if e.ev, err = n.Apply(r, e.ev[:0]); err != nil {
			continue
		}
		v, _ := e.sol.Value(&n, e.me)
		if v < bestV {
			best, bestV = r, v
		}
	}
	return best, best != games.NoAction
}
