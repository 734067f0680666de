package schnapsen

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	sn "github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// tree is the research copy of Expert's tree (ai/schnapsen), with the
// switches of the baselines and experiments: single-observer
// information-set Monte Carlo tree search (SO-ISMCTS) for the open-stock
// phase of Schnapsen, on iterations or on common deals (crn), over the
// research search.
//
// Every iteration deals the hidden cards anew from the root player's view
// (a determinization), descends the one tree of action sequences, choosing
// among the actions legal in that deal by UCB1 with availability counts
// (a child is a candidate only in the deals where its action is legal),
// adds one node, and values it like search does: one rollout with the
// heuristic's rules until strict play begins, solved exactly from there
// (or solved at once when strict play has begun). The tree stops at strict
// play: below it every deal is a solved perfect-information ending.
//
// Its work is a fixed number of iterations, never a time; every decision is
// a function of the view, the legal actions and the rng. Strict-play
// positions (and the last two stock cards) go to search unchanged.
type tree struct {
	*search
	iters   int
	explore float64 // the UCB1 exploration constant, in utility units (−1 … 1)
	// crn, when above 0, keeps the common random numbers at the root:
	// crn deals (fewer when the node budget is spent first), each played
	// once below every root candidate with the same playout seeds, and the
	// best mean is played (the tree only below the root); iters is then
	// unused.
	crn int
	// oppRules, if set, plays the opponent's moves below the root by the
	// heuristic's rules on the iteration's deal instead of choosing them
	// by UCB1 over all deals.
	oppRules bool
	// warm, when above 0, leaves the first warm deals out of the root
	// candidates' means (the trees below them still learn from them).
	warm int
	// hintDeals, when above 0, is crn for hint: the review asks for a
	// hint at each of the person's moves, every legal action a candidate.
	hintDeals int
	// closeSeen, when above 0, values the root's close on its first
	// closeSeen deals with InfoSets (the search's seen decisions after
	// the first lead, each made once for the worlds alike) instead of
	// solving each deal with the opponent's cards in sight: that credits
	// the closer with knowing the opponent's hand for the rest of the
	// deal, and so rates closing above the card plays, whose open-stock
	// tricks are played by the rules.
	closeSeen int
	// maxDepth, when above 0, stops the descent that many actions below
	// the root (1: the root's candidates alone, each valued by one
	// rollout a deal; 2: and the action after each, mostly the
	// opponent's reply).
	maxDepth int
	// exchangeFirst, if set, exchanges the trump Jack whenever the
	// exchange is legal, without a search. The exchange is weakly
	// dominant: the leader keeps the lead and may still close or lead
	// any card, the hand holds the higher trump, and whoever draws the
	// last stock card gets the Jack instead of the indicator. The tree
	// values it by its subtree's mean instead, exploration included, and
	// so sometimes plays something else (lab/notes.md, eleventh and
	// twelfth rounds).
	exchangeFirst bool
}

// treeNode is a node of the tree: the action that leads to it, the visits and
// summed values (for the root player) of the iterations through it, and
// how often it was available (legal in the iteration's deal) when its
// parent chose.
type treeNode struct {
	act   games.Action
	kids  []*treeNode
	n     int
	avail int
	w     float64
	// wn and ww are, for the root's children, n and w with each deal
	// weighted: by 0 for the warm-up deals (tree.warm), by the
	// world's likelihood with inference (search.infer), else by 1.
	// The root's means are ww/wn.
	wn, ww float64
}

func (n *treeNode) child(a games.Action) *treeNode {
	for _, k := range n.kids {
		if k.act == a {
			return k
		}
	}
	return nil
}

// Choose implements ai.Player.
func (s *tree) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	if s.exchangeFirst && slices.Contains(legal, schnapsen.Exchange) {
		return schnapsen.Exchange, nil
	}
	sv, ok := v.(*schnapsen.View)
	if !ok || sv.StrictPlay || sv.StockCount <= s.solveStock {
		return s.search.Choose(ctx, v, legal, rng)
	}
	a, _, err := s.tree(ctx, sv, legal, rng)
	if ctx.Err() != nil {
		return s.Cut(v, legal)
	}
	if err != nil {
		return s.Fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// work is what one tree search did: the iterations run and the nodes
// its exact solves visited.
type work struct{ iters, nodes int }

// tree runs the iterations and returns the root's most visited action
// (with crn, the best mean); among equal counts the better mean, then the
// rules' choice.
func (s *tree) tree(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand) (games.Action, work, error) {
	cand := sn.Filter(v, legal)
	root, work, err := s.grow(ctx, v, cand, rng)
	if err != nil {
		return 0, work, err
	}
	rule := sn.ViewRules(v, cand)
	best := s.best(root, cand, rule, games.NoAction)
	if s.crn > 0 {
		best = s.bestMean(root, cand, rule, games.NoAction)
	}
	if best == schnapsen.Close && s.closeGuard && !sn.CloseWins(v, rand.New(rand.NewPCG(rng.Uint64(), closeGuardSeed))) {
		best = s.best(root, cand, rule, schnapsen.Close)
		if s.crn > 0 {
			best = s.bestMean(root, cand, rule, schnapsen.Close)
		}
	}
	return best, work, nil
}

// grow runs the iterations with the root candidates cand and returns the
// root.
func (s *tree) grow(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand) (*treeNode, work, error) {
	me := v.Seat
	root := &treeNode{}
	sol := sn.NewSolver(sn.BummerlPayoff, sn.NodeLimit)
	pl := &ai.Playout{}
	var pcg rand.PCG
	rr := rand.New(&pcg)
	var buf []games.Action
	path := make([]*treeNode, 0, 32)
	one := &search{Search: &ai.Search{Rollouts: 1, Policy: s.Policy}, solveStock: s.solveStock}
	iters := s.iters
	if s.crn > 0 {
		iters = s.crn * len(cand)
	}
	var world *schnapsen.State
	var s1, s2 uint64
	wt := 1.0
	deal := 0
	var err error
	var closed []schnapsen.State // the first closeSeen deals after the root's close
	for it := 0; it < iters; it++ {
		if it%32 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, work{}, err
			}
		}
		if s.crn == 0 || it%len(cand) == 0 {
			if root.n > 0 && s.overBudget(sol) {
				break // at a whole deal: every candidate has as many
			}
			if world, err = v.SampleState(rng); err != nil {
				world = nil
			}
			s1, s2 = rng.Uint64(), rng.Uint64()
			deal++
			if wt = 1; s.infer != nil && world != nil {
				wt = worldWeight(v, world.Hand(1-me), s.infer)
			}
		}
		if world == nil {
			continue
		}
		c := *world
		node := root
		path = append(path[:0], root)
		for depth := 0; ; depth++ {
			if c.Player() < 0 || c.Strict() || s.maxDepth > 0 && depth >= s.maxDepth {
				break
			}
			if _, n := c.Stock(); depth > 0 && n <= s.solveStock {
				break
			}
			var acts []games.Action
			if depth == 0 {
				acts = cand
			} else {
				buf = sn.FilterInto(c.Legal(buf[:0]))
				acts = buf
			}
			var next *treeNode
			var added bool
			if depth == 0 && s.crn > 0 {
				a := cand[it%len(cand)]
				if next = root.child(a); next == nil {
					next, added = &treeNode{act: a}, true
					root.kids = append(root.kids, next)
				}
			} else {
				next, added = s.pick(node, &c, acts, me)
			}
			if pl.Events, err = c.Apply(next.act, pl.Events[:0]); err != nil {
				break
			}
			if depth == 0 && next.act == schnapsen.Close && len(closed) < s.closeSeen {
				closed = append(closed, c)
			}
			path = append(path, next)
			node = next
			if added {
				break
			}
		}
		val := one.value(&c, me, sol, pl, &pcg, rr, s1, s2)
		for _, nd := range path {
			nd.n++
			nd.w += val
		}
		if len(path) > 1 && deal > s.warm {
			path[1].wn += wt
			path[1].ww += wt * val
		}
	}
	work := work{iters: root.n, nodes: sol.Spent()}
	if root.n == 0 {
		return nil, work, errNoWorld
	}
	if k := root.child(schnapsen.Close); k != nil && k.n > 0 && len(closed) > 0 {
		// The closer leads next in every one of these worlds: its
		// lead is one decision for all of them.
		e := sn.NewInfoSets(sn.NewSolver(sn.BummerlPayoff, sn.NodeLimit), me)
		m := e.Best(closed, s.seen) / float64(len(closed))
		k.w, k.ww = m*float64(k.n), m*k.wn
	}
	return root, work, nil
}

// pick chooses the child to descend to among acts: an action not tried yet
// (the rules' choice first, then in order), reported as added, or else the
// child of the highest UCB1 score for the mover, counting availability.
func (s *tree) pick(node *treeNode, st *schnapsen.State, acts []games.Action, me int) (*treeNode, bool) {
	if s.oppRules && st.Player() != me {
		a := sn.Rules(st, acts)
		if k := node.child(a); k != nil {
			return k, false
		}
		k := &treeNode{act: a, avail: 1}
		node.kids = append(node.kids, k)
		return k, true
	}
	var untried []games.Action
	for _, a := range acts {
		if node.child(a) == nil {
			untried = append(untried, a)
		}
	}
	if len(untried) > 0 {
		a := untried[0]
		if len(untried) > 1 {
			if r := sn.Rules(st, acts); node.child(r) == nil {
				a = r
			}
		}
		k := &treeNode{act: a, avail: 1}
		node.kids = append(node.kids, k)
		return k, true
	}
	sign := 1.0
	if st.Player() != me {
		sign = -1
	}
	var best *treeNode
	bestScore := math.Inf(-1)
	for _, a := range acts {
		k := node.child(a)
		k.avail++
		score := sign*k.w/float64(k.n) + s.explore*math.Sqrt(math.Log(float64(k.avail))/float64(k.n))
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best, false
}

// best returns the root's most visited candidate other than skip; equal
// counts go to the higher mean, then to the rules' choice.
func (s *tree) best(root *treeNode, cand []games.Action, rule, skip games.Action) games.Action {
	var bk *treeNode
	better := func(k *treeNode) bool {
		if bk == nil || k.n > bk.n {
			return true
		}
		if k.n < bk.n {
			return false
		}
		d := k.w/float64(k.n) - bk.w/float64(bk.n)
		return d > 1e-9 || (d > -1e-9 && k.act == rule)
	}
	for _, a := range cand {
		if a == skip {
			continue
		}
		if k := root.child(a); k != nil && k.n > 0 && better(k) {
			bk = k
		}
	}
	if bk == nil {
		for _, a := range cand {
			if a != skip {
				return a
			}
		}
		return cand[0]
	}
	return bk.act
}

// bestMean returns the root candidate (other than skip) of the best mean
// value, by sn.Best's tie rules (the rules' choice, then a declaration).
func (s *tree) bestMean(root *treeNode, cand []games.Action, rule, skip games.Action) games.Action {
	vals := make([]float64, len(cand))
	for i, a := range cand {
		vals[i] = math.Inf(-1)
		if k := root.child(a); k != nil && k.n > 0 && a != skip {
			vals[i] = k.w / float64(k.n)
			if k.wn > 0 {
				vals[i] = k.ww / k.wn
			}
		}
	}
	return sn.Best(cand, vals, rule)
}

// The tree on iterations (the fourth round's): about as many rollouts as
// the third Expert's 96 worlds × 2 rollouts × five candidates, and an
// exploration constant for values between −1 and 1 whose differences
// between moves are a few tenths.
const (
	ismctsIters   = 1000
	ismctsExplore = 0.5
)

// crnTree is the tree search on deals common deals (tree.crn) over
// the search base, which also plays the strict positions.
func crnTree(base *search, deals int, explore float64) *tree {
	return &tree{search: base, explore: explore, crn: deals}
}

// ismctsPlayer is the tree search on iterations in the open-stock phase
// over expert-v3's search, without a node budget.
func ismctsPlayer(iters int, explore float64) *tree {
	return &tree{search: v2Search(96, 2, false), iters: iters, explore: explore}
}
