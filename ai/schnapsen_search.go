package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// snSearch is the Schnapsen search (Normal, expert-v2, expert-v3, and
// Expert's strict positions). Like the generic Search it
// samples Worlds deals of the hidden cards (the opponent's hand and the
// stock order) and scores every candidate action on the same worlds, but it
// values a position of a world more exactly:
//
//   - once the stock is closed or exhausted, or holds at most solveStock
//     cards, the world is solved by alpha-beta to the end of the deal;
//   - otherwise it plays Rollouts playouts with the heuristic's rules only
//     until strict play begins (a close or the last draw), and solves the
//     rest of the deal exactly.
//
// The generic search played its rollouts to the end with the rules, so it
// compared a Close (solved exactly) with a non-close (played out by the
// rules) on unequal terms, and played the last open trick and every ending
// of a rollout by rule. Effort is counted in worlds, rollouts and solver
// nodes, never time; a cancelled context answers with the heuristic at the
// brake's fixed seed (Search.braked).
type snSearch struct {
	*Search
	solveStock int
	closeGuard bool
	// infer weights each sampled world by how well it explains the
	// opponent's past plays (snWorldWeight), when not nil.
	infer *snInference
	// nodeBudget, when above 0, bounds a decision's solving: once the
	// exact solves have visited this many nodes, no further world (or,
	// in the tree search, deal) is begun. Solving is nearly all of the
	// time of a slow decision, so this bounds the worst case by a count.
	nodeBudget int
	// seen, when above 0, values the candidates of a closed-stock
	// position with the mover's next seen decisions each made once for
	// the worlds it cannot tell apart (snInfoSets).
	seen int
	// seenClose, with seen, values a close of an open stock with
	// snInfoSets on the same worlds, where an exact solve of each world
	// would credit the closer with sight of the opponent's hand for the
	// whole closed ending. (Below Expert's tree the search sees a close
	// only with at most solveStock cards left.)
	seenClose bool
}

// plain is s without snInfoSets: the determinized search as it was.
func (s *snSearch) plain() *snSearch {
	if s.seen == 0 {
		return s
	}
	c := *s
	c.seen = 0
	return &c
}

// overBudget reports whether sol has spent the decision's node budget.
func (s *snSearch) overBudget(sol *snSolver) bool {
	return s.nodeBudget > 0 && sol.spent > s.nodeBudget
}

// snNodeLimit bounds one exact solve; a world past it is played out by the
// rules instead (deterministically: the count does not depend on time).
const snNodeLimit = 60000

var errNoWorld = errors.New("ai: no sampled world")

// Choose implements Player.
func (s *snSearch) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	sv, ok := asView[*schnapsen.View](v)
	if !ok {
		return s.Search.Choose(ctx, v, legal, rng)
	}
	a, err := s.decide(ctx, sv, legal, rng, sv.SampleState, s.weigher(sv))
	if ctx.Err() != nil {
		return s.braked(v, legal)
	}
	if err != nil {
		return s.fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// weigher returns the world weights for the viewer of v, or nil (every
// world weighs the same) without inference.
func (s *snSearch) weigher(v *schnapsen.View) func(*schnapsen.State) float64 {
	if s.infer == nil {
		return nil
	}
	return func(w *schnapsen.State) float64 { return snWorldWeight(v, w.Hand(1-v.Seat), s.infer) }
}

// chooseOpen is the cheat's move: every world is the true deal.
func (s *snSearch) chooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
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
	}, nil)
	if err != nil {
		return legal[0], nil
	}
	return a, nil
}

// decide scores the candidates on the sampled worlds and returns the best;
// among equal values the rules' choice.
func (s *snSearch) decide(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) (games.Action, error) {
	cand := snFilter(v, legal)
	vals, _, err := s.values(ctx, v, cand, rng, worlds, weigh)
	if err != nil {
		return 0, err
	}
	p := snPosOfView(v)
	best := snBest(cand, vals, snChoose(&p, cand))
	if best == schnapsen.Close && s.closeGuard && !snCloseWins(v, &p, rand.New(rand.NewPCG(rng.Uint64(), 0x636c6f7365))) {
		// The sampled worlds value a close as if the closer saw the
		// opponent's cards (strategy fusion); close only when the closed
		// ending is won in every one of the guard's deals.
		vals = slices.Clone(vals)
		for i, a := range cand {
			if a == schnapsen.Close {
				vals[i] = math.Inf(-1)
			}
		}
		best = snBest(cand, vals, snChoose(&p, cand))
	}
	return best, nil
}

// values scores the candidates of v as this search does: with snInfoSets
// under a closed stock that still hides cards (seen), else by evaluate.
func (s *snSearch) values(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) ([]float64, int, error) {
	if s.seen > 0 && v.StrictPlay && v.StockCount > 0 {
		return s.evaluateSeen(ctx, v.Seat, cand, rng, worlds)
	}
	return s.evaluate(ctx, v.Seat, cand, rng, worlds, weigh)
}

// evaluate returns the mean value of each candidate over the worlds,
// weighted by weigh when it is set. It evaluates all Worlds or, when ctx
// ends first, returns ctx's error.
func (s *snSearch) evaluate(ctx context.Context, me int, cand []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (*schnapsen.State, error), weigh func(*schnapsen.State) float64) ([]float64, int, error) {
	sum := make([]float64, len(cand))
	vals := make([]float64, len(cand))
	sol := newSnSolver(snFastUtility, snNodeLimit)
	var pcg rand.PCG
	rr := rand.New(&pcg)
	pl := &playout{}
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
			if pl.ev, err = c.Apply(a, pl.ev[:0]); err != nil {
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
		e := &snInfoSets{sol: newSnSolver(snFastUtility, snNodeLimit), me: me}
		sum[slices.Index(cand, schnapsen.Close)] = e.best(closed, s.seen) / float64(len(closed))
	}
	return sum, count, nil
}

// snHinter is a search that scores every legal action for Hint with its
// own evaluation (the Schnapsen search: exact endings, weighted worlds).
type snHinter interface {
	hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]Scored, error)
}

// hint scores every legal action (no filter: a hint shows every
// alternative), best first; equal values keep the legal order.
func (s *snSearch) hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]Scored, error) {
	sv, ok := asView[*schnapsen.View](v)
	if !ok {
		return nil, fmt.Errorf("ai: the Schnapsen search cannot read a %T view", v)
	}
	// Valued as the player values them, so that the review's "the
	// Expert would have played" is Expert's move.
	vals, n, err := s.values(ctx, sv, legal, rng, sv.SampleState, s.weigher(sv))
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	out := make([]Scored, len(legal))
	for i, a := range legal {
		out[i] = Scored{Action: a, Text: v.FormatAction(a), Value: vals[i], N: n}
	}
	snSortHints(out)
	return out, nil
}

// value is the value of st for me: exact when the ending is small enough,
// else the mean of playouts that are solved once strict play begins.
func (s *snSearch) value(st *schnapsen.State, me int, sol *snSolver, pl *playout, pcg *rand.PCG, rr *rand.Rand, s1, s2 uint64) float64 {
	if st.Player() < 0 {
		return snFastUtility(st, me)
	}
	if _, n := st.Stock(); st.Strict() || n <= s.solveStock {
		if v, ok := sol.value(st, me); ok {
			return v
		}
	}
	nr := max(s.Rollouts, 1)
	total := 0.0
	for r := 0; r < nr; r++ {
		pcg.Seed(s1+uint64(r), s2)
		c := *st
		s.playToStrict(&c, pl, rr)
		if c.Player() >= 0 {
			if v, ok := sol.value(&c, me); ok {
				total += v
				continue
			}
			pl.run(&c, s.Policy, rr)
		}
		total += snFastUtility(&c, me)
	}
	return total / float64(nr)
}

// playToStrict plays st with the rollout policy until the deal ends or
// strict play begins.
func (s *snSearch) playToStrict(st *schnapsen.State, pl *playout, rng *rand.Rand) {
	for step := 0; step < maxPlayoutSteps && st.Player() >= 0 && !st.Strict(); step++ {
		pl.legal = st.Legal(pl.legal[:0])
		a := pl.legal[0]
		if len(pl.legal) > 1 {
			a = s.Policy(st, pl.legal, rng)
		}
		var err error
		if pl.ev, err = st.Apply(a, pl.ev[:0]); err != nil {
			if pl.ev, err = st.Apply(pl.legal[0], pl.ev[:0]); err != nil {
				return
			}
		}
	}
}

// snSolver is alpha-beta over a perfect-information Schnapsen world, on
// value copies of the State (no allocation per node), declarations tried
// first and high cards before low ones. It gives up (ok=false) past limit
// nodes; that count, not time, bounds it.
type snSolver struct {
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

func newSnSolver(util func(*schnapsen.State, int) float64, limit int) *snSolver {
	return &snSolver{util: util, limit: limit}
}

// value solves st for me.
func (s *snSolver) value(st *schnapsen.State, me int) (float64, bool) {
	s.nodes = 0
	v := s.search(st, me, -1e9, 1e9, 0)
	s.spent += s.nodes
	return v, s.nodes <= s.limit
}

func (s *snSolver) search(st *schnapsen.State, me int, alpha, beta float64, depth int) float64 {
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
			if a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards && !yield(a) {
				return
			}
		}
		for i := len(legal) - 1; i >= 0; i-- {
			if a := legal[i]; !(a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards) && !yield(a) {
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

// snFastUtility is snUtility without building the Result (which formats
// notes): the chance of winning the Bummerl after the deal, −1 … 1.
func snFastUtility(st *schnapsen.State, me int) float64 {
	a, b := st.Score(me), st.Score(1-me)
	switch {
	case a <= 0:
		return 1
	case b <= 0:
		return -1
	}
	return 2*snMatchWin(a, b) - 1
}

// snDealUtility is the deal's game points for me, negative when lost.
func snDealUtility(st *schnapsen.State, me int) float64 {
	w, gp, _ := st.LastDeal()
	if w == me {
		return float64(gp)
	}
	return -float64(gp)
}

// snSortHints orders scored actions best first; among equal values a
// marriage's declaration comes first (its points are sure now: with 66 in
// sight it ends the deal at once, where a close that wins the same ties
// with it), then the legal order.
func snSortHints(out []Scored) {
	declares := func(a games.Action) bool { return a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards }
	sort.SliceStable(out, func(i, j int) bool {
		if d := out[i].Value - out[j].Value; d > 1e-9 || d < -1e-9 {
			return d > 0
		}
		return declares(out[i].Action) && !declares(out[j].Action)
	})
}
