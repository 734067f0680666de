package schnapsen

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// tree is Expert: information-set Monte Carlo tree search (single observer)
// while the stock is open and holds more than solveStock cards, over the
// search, which plays the other positions. The search scores each candidate
// by the rules' play after it, a one-step improvement of the rules; the tree
// improves the following plies too, its own and the opponent's.
//
// It samples deals deals of the hidden cards from the root player's view.
// On each deal it plays every candidate once, with the same playout seeds
// (common random numbers, as the search), and below each candidate descends
// one tree of action sequences shared by all deals: UCB1 with availability
// counts (a child is a candidate only in the deals where its action is
// legal), the opponent's nodes minimising. It adds one node and values it
// as the search values a world: one rollout by the rules until strict play
// begins, solved exactly from there (or at once when strict play has
// begun). The tree stops at strict play: below it every deal is a solved
// perfect-information ending. It plays the candidate of the best mean, and
// begins no further deal once the search's node budget is spent, so that
// every candidate is still compared on as many deals.
//
// It exchanges the trump Jack whenever the exchange is legal, without a
// search. The exchange is weakly dominant: the leader keeps the lead and
// may still close or lead any card, the hand holds the higher trump, and
// whoever draws the last stock card gets the Jack instead of the
// indicator. The tree values it by its subtree's mean instead, exploration
// included, and so sometimes plays something else.
//
// Its work is a fixed number of deals and solver nodes, never a time; every
// decision is a function of the view, the legal actions and the rng.
type tree struct {
	*search
	deals int
	// hintDeals, when above 0, is deals for Hint: the review asks for a
	// hint at each of the person's moves, every legal action a candidate.
	hintDeals int
}

// explore is the UCB1 exploration constant, for values between −1 and 1
// whose differences between moves are a few tenths.
const explore = 0.5

// node is a node of the tree: the action that leads to it, the visits and
// summed values (for the root player) of the iterations through it, and
// how often it was available (legal in the iteration's deal) when its
// parent chose.
type node struct {
	act   games.Action
	kids  []*node
	n     int
	avail int
	w     float64
}

func (n *node) child(a games.Action) *node {
	for _, k := range n.kids {
		if k.act == a {
			return k
		}
	}
	return nil
}

// mean is the node's mean value for the root player.
func (n *node) mean() float64 { return n.w / float64(n.n) }

// Choose implements ai.Player.
func (t *tree) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	if slices.Contains(legal, schnapsen.Exchange) {
		return schnapsen.Exchange, nil
	}
	return t.choose(ctx, v, legal, rng)
}

// choose is the tree's own choice, for a position without the exchange.
func (t *tree) choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	sv, ok := v.(*schnapsen.View)
	if !ok || sv.StrictPlay || sv.StockCount <= solveStock {
		return t.search.Choose(ctx, v, legal, rng)
	}
	a, _, err := t.decide(ctx, sv, legal, rng)
	if ctx.Err() != nil {
		return t.Cut(v, legal)
	}
	if err != nil {
		return t.Fallback(ctx, v, legal, rng)
	}
	return a, nil
}

// work is what one tree search did: the iterations run and the nodes its
// exact solves visited.
type work struct{ iters, nodes int }

// decide grows the tree and returns the root candidate of the best mean
// (by Best's tie rules).
func (t *tree) decide(ctx context.Context, v *schnapsen.View, legal []games.Action, rng *rand.Rand) (games.Action, work, error) {
	cand := Filter(v, legal)
	root, w, err := t.grow(ctx, v, cand, rng)
	if err != nil {
		return 0, w, err
	}
	vals := make([]float64, len(cand))
	for i, a := range cand {
		vals[i] = math.Inf(-1)
		if k := root.child(a); k != nil && k.n > 0 {
			vals[i] = k.mean()
		}
	}
	return Best(cand, vals, ViewRules(v, cand)), w, nil
}

// grow runs the iterations with the root candidates cand, each deal below
// every candidate, and returns the root.
func (t *tree) grow(ctx context.Context, v *schnapsen.View, cand []games.Action, rng *rand.Rand) (*node, work, error) {
	me := v.Seat
	root := &node{}
	sol := NewSolver(BummerlPayoff, NodeLimit)
	pl := &ai.Playout{}
	var pcg rand.PCG
	rr := rand.New(&pcg)
	var buf []games.Action
	path := make([]*node, 0, 32)
	one := &search{Search: &ai.Search{Rollouts: 1, Policy: t.Policy}}
	var world *schnapsen.State
	var s1, s2 uint64
	var err error
	for it := 0; it < t.deals*len(cand); it++ {
		if it%32 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, work{}, err
			}
		}
		if it%len(cand) == 0 {
			if root.n > 0 && t.overBudget(sol) {
				break // at a whole deal: every candidate has as many
			}
			if world, err = v.SampleState(rng); err != nil {
				world = nil
			}
			s1, s2 = rng.Uint64(), rng.Uint64()
		}
		if world == nil {
			continue
		}
		c := *world
		nd := root
		path = append(path[:0], root)
		for depth := 0; c.Player() >= 0 && !c.Strict(); depth++ {
			if _, n := c.Stock(); depth > 0 && n <= solveStock {
				break
			}
			var next *node
			var added bool
			if depth == 0 {
				a := cand[it%len(cand)]
				if next = root.child(a); next == nil {
					next, added = &node{act: a}, true
					root.kids = append(root.kids, next)
				}
			} else {
				buf = FilterInto(c.Legal(buf[:0]))
				next, added = pick(nd, &c, buf, me)
			}
			if pl.Events, err = c.Apply(next.act, pl.Events[:0]); err != nil {
				break
			}
			path = append(path, next)
			nd = next
			if added {
				break
			}
		}
		val := one.value(&c, me, sol, pl, &pcg, rr, s1, s2)
		for _, k := range path {
			k.n++
			k.w += val
		}
	}
	w := work{iters: root.n, nodes: sol.Spent()}
	if root.n == 0 {
		return nil, w, errNoWorld
	}
	return root, w, nil
}

// Hint implements ai.Hinter: it scores every legal action (no filter), in
// the open-stock phase with the tree on hintDeals deals, so that the
// review's "the Expert would have played" is Expert's own move, else with
// the search below it. The exchange goes on top (ExchangeOnTop), as Choose
// plays it.
func (t *tree) Hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]ai.Scored, error) {
	out, err := t.hint(ctx, v, legal, rng)
	if err == nil {
		ExchangeOnTop(out)
	}
	return out, err
}

func (t *tree) hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]ai.Scored, error) {
	sv, ok := v.(*schnapsen.View)
	if !ok || sv.StrictPlay || sv.StockCount <= solveStock {
		return t.search.Hint(ctx, v, legal, rng)
	}
	h := *t
	if t.hintDeals > 0 {
		h.deals = t.hintDeals
	}
	root, _, err := h.grow(ctx, sv, legal, rng)
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	out := make([]ai.Scored, len(legal))
	for i, a := range legal {
		// Every candidate is played on every deal; an action never
		// played (an Apply error) scores as a sure loss.
		out[i] = ai.Scored{Action: a, Text: v.FormatAction(a), Value: -1}
		if k := root.child(a); k != nil && k.n > 0 {
			out[i].Value, out[i].N = k.mean(), k.n
		}
	}
	SortHints(out)
	return out, nil
}

// ExchangeOnTop moves the exchange, if it is among the sorted hints, to the
// top with the best value: the exchange followed by any other play is worth
// at least that play, so the review never counts it a mistake, and it ranks
// first as Expert plays it.
func ExchangeOnTop(out []ai.Scored) {
	i := slices.IndexFunc(out, func(h ai.Scored) bool { return h.Action == schnapsen.Exchange })
	if i <= 0 {
		return
	}
	h := out[i]
	h.Value = max(h.Value, out[0].Value)
	copy(out[1:i+1], out[:i])
	out[0] = h
}

// pick chooses the child of nd to descend to among acts: an action not
// tried yet (the rules' choice first, then in order), reported as added, or
// else the child of the highest UCB1 score for the mover, counting
// availability.
func pick(nd *node, st *schnapsen.State, acts []games.Action, me int) (*node, bool) {
	var untried []games.Action
	for _, a := range acts {
		if nd.child(a) == nil {
			untried = append(untried, a)
		}
	}
	if len(untried) > 0 {
		a := untried[0]
		if len(untried) > 1 {
			if r := Rules(st, acts); nd.child(r) == nil {
				a = r
			}
		}
		k := &node{act: a, avail: 1}
		nd.kids = append(nd.kids, k)
		return k, true
	}
	sign := 1.0
	if st.Player() != me {
		sign = -1
	}
	var best *node
	bestScore := math.Inf(-1)
	for _, a := range acts {
		k := nd.child(a)
		k.avail++
		score := sign*k.mean() + explore*math.Sqrt(math.Log(float64(k.avail))/float64(k.n))
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best, false
}

// FilterInto is Filter in place (for the tree's inner nodes, which have no
// View): it drops the plain lead of a card whose marriage can be declared
// with it.
func FilterInto(legal []games.Action) []games.Action {
	var decl [schnapsen.MaxCards]bool
	n := 0
	for _, a := range legal {
		if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MoveDeclare {
			decl[m.Card] = true
			n++
		}
	}
	if n == 0 {
		return legal
	}
	out := legal[:0]
	for _, a := range legal {
		if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MovePlay && decl[m.Card] {
			continue
		}
		out = append(out, a)
	}
	return out
}

// cheat is Schnapsen's open-hand player: Expert, whose ChooseOpen plays
// the search on the one true deal (nothing to tell apart, no tree).
type cheat struct{ *tree }

// ChooseOpen implements ai.OpenPlayer.
func (c cheat) ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	return c.search.chooseOpen(ctx, st, legal, rng)
}
