package schnapsen

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// search is the Schnapsen search (Normal, and Expert's strict positions).
// Like the generic search it samples Worlds deals of the hidden cards (the
// opponent's hand and the stock order) and scores every candidate action on
// the same worlds, but it values a position of a world more exactly:
//
//   - once the stock is closed or exhausted, or holds at most solveStock
//     cards, the world is solved by alpha-beta to the end of the deal;
//   - otherwise it plays Rollouts playouts with the rules only until strict
//     play begins (a close or the last draw), and solves the rest of the
//     deal exactly.
//
// Rollouts played to the end by the rules would compare a Close (solved
// exactly) with a non-close (played out by the rules) on unequal terms, and
// play the last open trick and every ending of a rollout by rule. Effort is
// counted in worlds, rollouts and solver nodes, never time; a cancelled
// context answers with the heuristic at the brake's fixed seed
// (ai.Search.Cut).
type search struct {
	*ai.Search
	// closeGuard plays a close only when the heuristic's check (CloseWins)
	// agrees: an exact solve of a sampled world values a close as if the
	// closer saw the opponent's cards (strategy fusion).
	closeGuard bool
	// nodeBudget, when above 0, bounds a decision's solving: once the
	// exact solves have visited this many nodes, no further world (or,
	// in the tree, deal) is begun. Solving is nearly all of the time of a
	// slow decision, so this bounds the worst case by a count.
	nodeBudget int
	// seen, when above 0, values the candidates of a closed-stock
	// position with the mover's next seen decisions each made once for
	// the worlds it cannot tell apart (InfoSets).
	seen int
}

// solveStock is the open stock from which the search solves each world at
// once: its last two cards, after which one more trick closes it anyway.
const solveStock = 2

// plain is s without InfoSets: the determinized search.
func (s *search) plain() *search {
	if s.seen == 0 {
		return s
	}
	c := *s
	c.seen = 0
	return &c
}

// overBudget reports whether sol has spent the decision's node budget.
func (s *search) overBudget(sol *Solver) bool {
	return s.nodeBudget > 0 && sol.Spent() > s.nodeBudget
}

// NodeLimit bounds one exact solve of the search; a world past it is played
// out by the rules instead (deterministically: the count does not depend on
// time).
const NodeLimit = 60000

var errNoWorld = errors.New("ai: no sampled world")

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
	a, err := s.decide(ctx, sv, legal, rng, sv.SampleState)
	if ctx.Err() != nil {
		return s.Cut(v, legal)
	}
	if err != nil {
		return s.Fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// chooseOpen is the cheat's move: every world is the true deal.
func (s *search) chooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	ss, ok := st.(*schnapsen.State)
	if !ok || len(legal) == 1 {
		return legal[0], nil
	}
	v := ss.ViewOf(ss.Player())
	s = s.plain() // one world, the true one: nothing to tell apart
	a, err := s.decide(ctx, v, legal, rng, func(*rand.Rand) (*schnapsen.State, error) {
		c := *ss
		return &c, nil
	})
	if err != nil {
		return legal[0], nil
	}
	return a, nil
}

// decide scores the candidates on the sampled worlds and returns the best;
// among equal values the rules' choice.
func (s *search) decide(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) (games.Action, error) {
	cand := Filter(v, legal)
	vals, _, err := s.values(ctx, v, cand, rng, worlds)
	if err != nil {
		return 0, err
	}
	p := posOfView(v)
	best := Best(cand, vals, choose(&p, cand))
	if best == schnapsen.Close && s.closeGuard && !closeWins(v, &p, rand.New(rand.NewPCG(rng.Uint64(), closeGuardSeed))) {
		vals = slices.Clone(vals)
		for i, a := range cand {
			if a == schnapsen.Close {
				vals[i] = math.Inf(-1)
			}
		}
		best = Best(cand, vals, choose(&p, cand))
	}
	return best, nil
}

// closeGuardSeed seeds the close guard's deals, with a number of the
// decision's rng.
const closeGuardSeed = 0x636c6f7365

// values scores the candidates of v as this search does: with InfoSets
// under a closed stock that still hides cards (seen), else by evaluate.
func (s *search) values(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) ([]float64, int, error) {
	if s.seen > 0 && v.StrictPlay && v.StockCount > 0 {
		return s.evaluateSeen(ctx, v.Seat, cand, rng, worlds)
	}
	return s.evaluate(ctx, v.Seat, cand, rng, worlds)
}

// evaluate returns the mean value of each candidate over the worlds. It
// evaluates all Worlds (fewer once the node budget is spent) or, when ctx
// ends first, returns ctx's error.
func (s *search) evaluate(ctx context.Context, me int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error)) ([]float64, int, error) {
	sum := make([]float64, len(cand))
	vals := make([]float64, len(cand))
	sol := NewSolver(BummerlPayoff, NodeLimit)
	var pcg rand.PCG
	rr := rand.New(&pcg)
	pl := &ai.Playout{}
	count := 0
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
		ok := true
		for i, a := range cand {
			c := *world
			if pl.Events, err = c.Apply(a, pl.Events[:0]); err != nil {
				ok = false
				break
			}
			vals[i] = s.value(&c, me, sol, pl, &pcg, rr, s1, s2)
		}
		if !ok {
			continue
		}
		for i := range cand {
			sum[i] += vals[i]
		}
		count++
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	if count == 0 {
		return nil, 0, errNoWorld
	}
	for i := range sum {
		sum[i] /= float64(count)
	}
	return sum, count, nil
}

// Hint implements ai.Hinter: it scores every legal action (no filter: a
// hint shows every alternative), best first, as the player values them,
// so that the review's "the Expert would have played" is Expert's move.
func (s *search) Hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]ai.Scored, error) {
	sv, ok := v.(*schnapsen.View)
	if !ok {
		return nil, fmt.Errorf("ai: the Schnapsen search cannot read a %T view", v)
	}
	vals, n, err := s.values(ctx, sv, legal, rng, sv.SampleState)
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	out := make([]ai.Scored, len(legal))
	for i, a := range legal {
		out[i] = ai.Scored{Action: a, Text: v.FormatAction(a), Value: vals[i], N: n}
	}
	SortHints(out)
	return out, nil
}

// value is the value of st for me: exact when the ending is small enough,
// else the mean of playouts that are solved once strict play begins.
func (s *search) value(st *schnapsen.State, me int, sol *Solver, pl *ai.Playout, pcg *rand.PCG, rr *rand.Rand, s1, s2 uint64) float64 {
	if st.Player() < 0 {
		return FastUtility(st, me)
	}
	if _, n := st.Stock(); st.Strict() || n <= solveStock {
		if v, ok := sol.Value(st, me); ok {
			return v
		}
	}
	nr := max(s.Rollouts, 1)
	total := 0.0
	for r := 0; r < nr; r++ {
		pcg.Seed(s1+uint64(r), s2)
		c := *st
		PlayToStrict(&c, s.Policy, pl, rr)
		if c.Player() >= 0 {
			if v, ok := sol.Value(&c, me); ok {
				total += v
				continue
			}
			pl.Run(&c, s.Policy, rr)
		}
		total += FastUtility(&c, me)
	}
	return total / float64(nr)
}

// PlayToStrict plays st with the rollout policy until the deal ends or
// strict play begins, where the exact solve takes over.
func PlayToStrict(st *schnapsen.State, policy ai.RolloutPolicy, pl *ai.Playout, rng *rand.Rand) {
	for step := 0; step < ai.MaxPlayoutSteps && st.Player() >= 0 && !st.Strict(); step++ {
		pl.Legal = st.Legal(pl.Legal[:0])
		a := pl.Legal[0]
		if len(pl.Legal) > 1 {
			a = policy(st, pl.Legal, rng)
		}
		var err error
		if pl.Events, err = st.Apply(a, pl.Events[:0]); err != nil {
			if pl.Events, err = st.Apply(pl.Legal[0], pl.Events[:0]); err != nil {
				return
			}
		}
	}
}

// SortHints orders scored actions best first; among equal values a
// marriage's declaration comes first (its points are sure now: with 66 in
// sight it ends the deal at once, where a close that wins the same ties
// with it), then the legal order.
func SortHints(out []ai.Scored) {
	sort.SliceStable(out, func(i, j int) bool {
		if d := out[i].Value - out[j].Value; d > 1e-9 || d < -1e-9 {
			return d > 0
		}
		return declares(out[i].Action) && !declares(out[j].Action)
	})
}
