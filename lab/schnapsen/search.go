package schnapsen

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	sn "github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// search is the research copy of the product's Schnapsen search (Normal,
// and Expert's strict positions), with the switches the baselines and the
// experiments need: where the exact solve starts (solveStock), inference
// about the opponent's hand (infer) and a close valued without sight of the
// cards (seenClose). With solveStock 2 and the others off it plays as the
// product's search with the same settings.
type search struct {
	*ai.Search
	solveStock int
	closeGuard bool
	// infer weights each sampled world by how well it explains the
	// opponent's past plays (worldWeight), when not nil.
	infer *inference
	// nodeBudget, when above 0, bounds a decision's solving: once the
	// exact solves have visited this many nodes, no further world (or,
	// in the tree, deal) is begun.
	nodeBudget int
	// seen, when above 0, values the candidates of a closed-stock
	// position with the mover's next seen decisions each made once for
	// the worlds it cannot tell apart (sn.InfoSets).
	seen int
	// seenClose, with seen, values a close of an open stock with
	// sn.InfoSets on the same worlds, where an exact solve of each world
	// would credit the closer with sight of the opponent's hand for the
	// whole closed ending. (Below the tree the search sees a close only
	// with at most solveStock cards left.)
	seenClose bool
}

// plain is s without sn.InfoSets: the determinized search.
func (s *search) plain() *search {
	if s.seen == 0 {
		return s
	}
	c := *s
	c.seen = 0
	return &c
}

// overBudget reports whether sol has spent the decision's node budget.
func (s *search) overBudget(sol *sn.Solver) bool {
	return s.nodeBudget > 0 && sol.Spent() > s.nodeBudget
}

var errNoWorld = errors.New("lab: no sampled world")

// Choose implements ai.Player.
func (s *search) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	sv, ok := v.(*schnapsen.View)
	if !ok {
		return s.Search.Choose(ctx, v, legal, rng)
	}
	a, err := s.decide(ctx, sv, legal, rng, sv.SampleState, s.weigher(sv))
	if ctx.Err() != nil {
		return s.Cut(v, legal)
	}
	if err != nil {
		return s.Fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// weigher returns the world weights for the viewer of v, or nil (every
// world weighs the same) without inference.
func (s *search) weigher(v *schnapsen.View) func(*schnapsen.State) float64 {
	if s.infer == nil {
		return nil
	}
	return func(w *schnapsen.State) float64 { return worldWeight(v, w.Hand(1-v.Seat), s.infer) }
}

// decide scores the candidates on the sampled worlds and returns the best;
// among equal values the rules' choice.
func (s *search) decide(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) (games.Action, error) {
	cand := sn.Filter(v, legal)
	vals, _, err := s.values(ctx, v, cand, rng, worlds, weigh)
	if err != nil {
		return 0, err
	}
	best := sn.Best(cand, vals, sn.ViewRules(v, cand))
	if best == schnapsen.Close && s.closeGuard && !sn.CloseWins(v, rand.New(rand.NewPCG(rng.Uint64(), closeGuardSeed))) {
		vals = slices.Clone(vals)
		for i, a := range cand {
			if a == schnapsen.Close {
				vals[i] = math.Inf(-1)
			}
		}
		best = sn.Best(cand, vals, sn.ViewRules(v, cand))
	}
	return best, nil
}

// closeGuardSeed seeds the close guard's deals, as the product's search.
const closeGuardSeed = 0x636c6f7365

// values scores the candidates of v as this search does: with
// sn.InfoSets under a closed stock that still hides cards (seen), else by
// evaluate.
func (s *search) values(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) ([]float64, int, error) {
	if s.seen > 0 && v.StrictPlay && v.StockCount > 0 {
		return s.evaluateSeen(ctx, v.Seat, cand, rng, worlds)
	}
	return s.evaluate(ctx, v.Seat, cand, rng, worlds, weigh)
}

// evaluate returns the mean value of each candidate over the worlds,
// weighted by weigh when it is set. It evaluates all Worlds or, when ctx
// ends first, returns ctx's error.
func (s *search) evaluate(ctx context.Context, me int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) ([]float64, int, error) {
	sum := make([]float64, len(cand))
	vals := make([]float64, len(cand))
	sol := sn.NewSolver(sn.BummerlPayoff, sn.NodeLimit)
	var pcg rand.PCG
	rr := rand.New(&pcg)
	pl := &ai.Playout{}
	n, count := 0.0, 0
	// The worlds after a close, for seenClose (not with weighted worlds:
	// the grouped value has no weights).
	var closed []schnapsen.State
	collect := s.seenClose && s.seen > 0 && weigh == nil
	for w := 0; w < max(s.Worlds, 1); w++ {
		if err := ctx.Err(); err != nil {
			return nil, 0, err
		}
		if count > 0 && s.overBudget(sol) {
			break
		}
		world, err := worlds(rng)
		if err != nil {
			continue
		}
		s1, s2 := rng.Uint64(), rng.Uint64()
		wt := 1.0
		if weigh != nil {
			wt = weigh(world)
		}
		ok := true
		for i, a := range cand {
			c := *world
			if pl.Events, err = c.Apply(a, pl.Events[:0]); err != nil {
				ok = false
				break
			}
			if collect && a == schnapsen.Close {
				closed = append(closed, c)
			}
			vals[i] = s.value(&c, me, sol, pl, &pcg, rr, s1, s2)
		}
		if !ok {
			if len(closed) > count {
				closed = closed[:count]
			}
			continue
		}
		for i := range cand {
			sum[i] += wt * vals[i]
		}
		n += wt
		count++
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	if count == 0 {
		return nil, 0, errNoWorld
	}
	for i := range sum {
		sum[i] /= n
	}
	if len(closed) > 0 {
		// The closer leads next in every world: that lead, and the
		// decisions seen after it, are made once for the worlds alike.
		e := sn.NewInfoSets(sn.NewSolver(sn.BummerlPayoff, sn.NodeLimit), me)
		sum[slices.Index(cand, schnapsen.Close)] = e.Best(closed, s.seen) / float64(len(closed))
	}
	return sum, count, nil
}

// evaluateSeen is the evaluation of a closed-stock position with
// sn.InfoSets (sn.ValuesSeen with the search's worlds and seen levels).
func (s *search) evaluateSeen(ctx context.Context, me int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) ([]float64, int, error) {
	return sn.ValuesSeen(ctx, me, max(s.Worlds, 1), s.seen, cand, rng, worlds)
}

// value is the value of st for me: exact when the ending is small enough,
// else the mean of playouts that are solved once strict play begins.
func (s *search) value(st *schnapsen.State, me int, sol *sn.Solver, pl *ai.Playout, pcg *rand.PCG, rr *rand.Rand, s1, s2 uint64) float64 {
	if st.Player() < 0 {
		return sn.FastUtility(st, me)
	}
	if _, n := st.Stock(); st.Strict() || n <= s.solveStock {
		if v, ok := sol.Value(st, me); ok {
			return v
		}
	}
	nr := max(s.Rollouts, 1)
	total := 0.0
	for r := 0; r < nr; r++ {
		pcg.Seed(s1+uint64(r), s2)
		c := *st
		sn.PlayToStrict(&c, s.Policy, pl, rr)
		if c.Player() >= 0 {
			if v, ok := sol.Value(&c, me); ok {
				total += v
				continue
			}
			pl.Run(&c, s.Policy, rr)
		}
		total += sn.FastUtility(&c, me)
	}
	return total / float64(nr)
}
