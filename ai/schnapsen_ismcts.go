package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// snISMCTS is single-observer information-set Monte Carlo tree search
// (SO-ISMCTS) for the open-stock phase of Schnapsen, an experiment against
// the determinized search (snSearch), which scores each candidate by the
// heuristic's play after it: a one-step improvement of the rules. The tree
// search improves the following plies too, its own and the opponent's.
//
// Every iteration deals the hidden cards anew from the root player's view
// (a determinization), descends the one tree of action sequences, choosing
// among the actions legal in that deal by UCB1 with availability counts
// (a child is a candidate only in the deals where its action is legal),
// adds one node, and values it like snSearch does: one rollout with the
// heuristic's rules until strict play begins, solved exactly from there
// (or solved at once when strict play has begun). The tree stops at strict
// play: below it every deal is a solved perfect-information ending.
//
// Its work is a fixed number of iterations, never a time; every decision is
// a function of the view, the legal actions and the rng. Strict-play
// positions (and the last two stock cards) go to snSearch unchanged.
type snISMCTS struct {
	*snSearch
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
	// closeSeen deals with snInfoSets (the search's seen decisions after
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
	// so sometimes plays something else (docs/ai.md, eleventh and twelfth
	// rounds).
	exchangeFirst bool
}

// isNode is a node of the tree: the action that leads to it, the visits and
// summed values (for the root player) of the iterations through it, and
// how often it was available (legal in the iteration's deal) when its
// parent chose.
type isNode struct {
	act   games.Action
	kids  []*isNode
	n     int
	avail int
	w     float64
	// wn and ww are, for the root's children, n and w with each deal
	// weighted: by 0 for the warm-up deals (snISMCTS.warm), by the
	// world's likelihood with inference (snSearch.infer), else by 1.
	// The root's means are ww/wn.
	wn, ww float64
}

func (n *isNode) child(a games.Action) *isNode {
	for _, k := range n.kids {
		if k.act == a {
			return k
		}
	}
	return nil
}

// Choose implements Player.
func (s *snISMCTS) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	if s.exchangeFirst && slices.Contains(legal, schnapsen.Exchange) {
		return schnapsen.Exchange, nil
	}
	sv, ok := asView[*schnapsen.View](v)
	if !ok || sv.StrictPlay || sv.StockCount <= s.solveStock {
		return s.snSearch.Choose(ctx, v, legal, rng)
	}
	a, _, err := s.tree(ctx, sv, legal, rng)
	if ctx.Err() != nil {
		return s.braked(v, legal)
	}
	if err != nil {
		return s.fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// treeWork is what one tree search did: the iterations run and the nodes
// its exact solves visited.
type treeWork struct{ iters, nodes int }

// tree runs the iterations and returns the root's most visited action
// (with crn, the best mean); among equal counts the better mean, then the
// rules' choice.
func (s *snISMCTS) tree(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand) (games.Action, treeWork, error) {
	cand := snFilter(v, legal)
	root, work, err := s.grow(ctx, v, cand, rng)
	if err != nil {
		return 0, work, err
	}
	p := snPosOfView(v)
	rule := snChoose(&p, cand)
	best := s.best(root, cand, rule, games.NoAction)
	if s.crn > 0 {
		best = s.bestMean(root, cand, rule, games.NoAction)
	}
	if best == schnapsen.Close && s.closeGuard && !snCloseWins(v, &p, rand.New(rand.NewPCG(rng.Uint64(), 0x636c6f7365))) {
		best = s.best(root, cand, rule, schnapsen.Close)
		if s.crn > 0 {
			best = s.bestMean(root, cand, rule, schnapsen.Close)
		}
	}
	return best, work, nil
}

// grow runs the iterations with the root candidates cand and returns the
// root.
func (s *snISMCTS) grow(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand) (*isNode, treeWork, error) {
	me := v.Seat
	root := &isNode{}
	sol := newSnSolver(snFastUtility, snNodeLimit)
	pl := &playout{}
	var pcg rand.PCG
	rr := rand.New(&pcg)
	var buf []games.Action
	path := make([]*isNode, 0, 32)
	one := &snSearch{Search: &Search{Rollouts: 1, Policy: s.Policy}, solveStock: s.solveStock}
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
				return nil, treeWork{}, err
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
				wt = snWorldWeight(v, world.Hand(1-me), s.infer)
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
				buf = snFilterInto(c.Legal(buf[:0]))
				acts = buf
			}
			var next *isNode
			var added bool
			if depth == 0 && s.crn > 0 {
				a := cand[it%len(cand)]
				if next = root.child(a); next == nil {
					next, added = &isNode{act: a}, true
					root.kids = append(root.kids, next)
				}
			} else {
				next, added = s.pick(node, &c, acts, me)
			}
			if pl.ev, err = c.Apply(next.act, pl.ev[:0]); err != nil {
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
	work := treeWork{iters: root.n, nodes: sol.spent}
	if root.n == 0 {
		return nil, work, errNoWorld
	}
	if k := root.child(schnapsen.Close); k != nil && k.n > 0 && len(closed) > 0 {
		// The closer leads next in every one of these worlds: its
		// lead is one decision for all of them.
		e := &snInfoSets{sol: newSnSolver(snFastUtility, snNodeLimit), me: me}
		m := e.best(closed, s.seen) / float64(len(closed))
		k.w, k.ww = m*float64(k.n), m*k.wn
	}
	return root, work, nil
}

// hint scores every legal action (no filter) for Hint: in the open-stock
// phase with the common-deal tree, so that the review's "the Expert would
// have played" is Expert's own move, else with the search below it.
func (s *snISMCTS) hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]Scored, error) {
	out, err := s.hintValues(ctx, v, legal, rng)
	if err == nil && s.exchangeFirst {
		snExchangeOnTop(out)
	}
	return out, err
}

// snExchangeOnTop moves the exchange, if it is among the sorted hints, to
// the top with the best value: the exchange followed by any other play is
// worth at least that play (exchangeFirst), so the review never counts it
// a mistake, and it ranks first as Choose plays it.
func snExchangeOnTop(out []Scored) {
	i := slices.IndexFunc(out, func(h Scored) bool { return h.Action == schnapsen.Exchange })
	if i <= 0 {
		return
	}
	h := out[i]
	h.Value = max(h.Value, out[0].Value)
	copy(out[1:i+1], out[:i])
	out[0] = h
}

// hintValues is hint as the search values the candidates.
func (s *snISMCTS) hintValues(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]Scored, error) {
	sv, ok := asView[*schnapsen.View](v)
	if !ok || s.crn == 0 || sv.StrictPlay || sv.StockCount <= s.solveStock {
		return s.snSearch.hint(ctx, v, legal, rng)
	}
	h := *s
	if s.hintDeals > 0 {
		h.crn = s.hintDeals
	}
	root, _, err := h.grow(ctx, sv, legal, rng)
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	out := make([]Scored, len(legal))
	for i, a := range legal {
		// Every candidate is played on every deal; an action never
		// played (an Apply error) scores as a sure loss.
		out[i] = Scored{Action: a, Text: v.FormatAction(a), Value: -1}
		if k := root.child(a); k != nil && k.n > 0 {
			out[i].Value, out[i].N = k.w/float64(k.n), k.n
			if k.wn > 0 {
				out[i].Value = k.ww / k.wn
			}
		}
	}
	snSortHints(out)
	return out, nil
}

// pick chooses the child to descend to among acts: an action not tried yet
// (the rules' choice first, then in order), reported as added, or else the
// child of the highest UCB1 score for the mover, counting availability.
func (s *snISMCTS) pick(node *isNode, st *schnapsen.State, acts []games.Action, me int) (*isNode, bool) {
	if s.oppRules && st.Player() != me {
		a := snRules(st, acts)
		if k := node.child(a); k != nil {
			return k, false
		}
		k := &isNode{act: a, avail: 1}
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
			if r := snRules(st, acts); node.child(r) == nil {
				a = r
			}
		}
		k := &isNode{act: a, avail: 1}
		node.kids = append(node.kids, k)
		return k, true
	}
	sign := 1.0
	if st.Player() != me {
		sign = -1
	}
	var best *isNode
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
func (s *snISMCTS) best(root *isNode, cand []games.Action, rule, skip games.Action) games.Action {
	var bk *isNode
	better := func(k *isNode) bool {
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
// value, by snBest's tie rules (the rules' choice, then a declaration).
func (s *snISMCTS) bestMean(root *isNode, cand []games.Action, rule, skip games.Action) games.Action {
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
	return snBest(cand, vals, rule)
}

// snFilterInto is snFilter in place (for the tree's inner nodes, which
// have no View): it drops the plain lead of a card whose marriage can be
// declared with it.
func snFilterInto(legal []games.Action) []games.Action {
	var decl [schnapsen.NumCards]bool
	n := 0
	for _, a := range legal {
		if a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards {
			decl[a-snDeclareBase] = true
			n++
		}
	}
	if n == 0 {
		return legal
	}
	out := legal[:0]
	for _, a := range legal {
		if a < schnapsen.NumCards && decl[a] {
			continue
		}
		out = append(out, a)
	}
	return out
}

// The tree search's size: about as many rollouts as Expert's 96 worlds × 2
// rollouts × five candidates, and an exploration constant for values
// between −1 and 1 whose differences between moves are a few tenths.
// Expert plays snExpertDeals common deals and stops beginning new ones
// past snNodeBudget solver nodes: about half a second on one core of the
// development machine (the solver visits about ten million nodes a
// second), inside the 1 s worst case, while its median decision stays
// far below the 250 ms allowed. 768 deals chose better than 192 in the
// duel of single decisions (docs/ai.md, sixth round); 192 deals, the
// fifth round's Expert, took 0.25 s at worst. Hints play snHintDeals
// deals, a quarter of the time, because the review asks for one at each
// of the person's moves.
const (
	snISMCTSIters   = 1000
	snISMCTSExplore = 0.5
	snExpertDeals   = 768
	snNodeBudget    = 5_000_000
	snHintDeals     = 192
	// snSeenLevels is how many of Expert's decisions after the first
	// are made across the worlds it cannot tell apart under a closed
	// stock: one did as well as five in the duel of closed-stock
	// decisions (docs/ai.md, seventh round), at a third of the cost.
	snSeenLevels = 1
)

// snCRNTree is the tree search on deals common deals (snISMCTS.crn) over
// the search base, which also plays the strict positions.
func snCRNTree(base *snSearch, deals int, explore float64) *snISMCTS {
	return &snISMCTS{snSearch: base, explore: explore, crn: deals}
}

// snISMCTSPlayer is the tree search in the open-stock phase over
// expert-v3's search, without a node budget (the baselines: frozen, so
// built from expert-v3's own sizes rather than Expert's).
func snISMCTSPlayer(iters int, explore float64) *snISMCTS {
	return &snISMCTS{snSearch: snV2Search(96, 2, false), iters: iters, explore: explore}
}
