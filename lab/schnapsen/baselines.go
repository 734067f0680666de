// Package schnapsen is the lab's Schnapsen: the frozen baselines the
// product's players are measured against (heuristic-v1 … expert-v1 …
// expert-exchange), the research copies of the product's search and tree
// with every experiment's switch, the inference about the opponent's hand,
// and the duel and audit benchmarks (lab/notes.md tells what each round
// measured with them). The product never imports it.
//
// A baseline is frozen: do not improve it, add a new one. It is built from
// the research copies here and from building blocks of ai/schnapsen (the
// rules, the solver, the filter, the utilities). Before changing such a
// block in the product, copy the old one here for the baselines that use
// it: TestBaselines_PlayTheirPinnedMoves fails when a baseline's moves
// change.
package schnapsen

import (
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	sn "github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// baseline is a named player of the lab.
type baseline struct {
	name string
	make func() ai.Player
}

// baselines lists the baselines in the order they were made.
func baselines() []baseline {
	return []baseline{
		// The players as they were before the card-counting heuristic. The
		// product's Easy level is easy-v1 (ai/schnapsen's Easy rules).
		{"heuristic-v1", sn.EasyHeuristic},
		{"easy-v1", func() ai.Player { return ai.Careless(sn.EasyHeuristic(), ai.EasySlips, nil) }},
		{"normal-v1", func() ai.Player { return v1Search(16, 2) }},
		{"expert-v1", func() ai.Player { return v1Search(48, 4) }},
		// expert-v2 is the second Expert, and expert-infer the same search
		// weighing its worlds by the opponent's past plays (worldWeight).
		{"expert-v2", func() ai.Player { return v2Search(48, 4, false) }},
		{"expert-infer", func() ai.Player { return v2Search(48, 4, true) }},
		// expert-v3 is the search without the tree, as Expert was before
		// expert-ismcts-crn (with a node budget) took its place.
		{"expert-v3", func() ai.Player { return v2Search(96, 2, false) }},
		// expert-ismcts is information-set MCTS in the open-stock phase,
		// expert-v3 otherwise.
		{"expert-ismcts", func() ai.Player { return ismctsPlayer(ismctsIters, ismctsExplore) }},
		{"expert-ismcts-2000", func() ai.Player { return ismctsPlayer(2*ismctsIters, ismctsExplore) }},
		// expert-ismcts-crn: 192 deals, each below every root candidate
		// (the same rollouts as expert-v3's 96 × 2); expert-v4 is this
		// with a node budget, and expert-v5 expert-v4 without the close
		// guard. The fifth round's variants of expert-v4: twice and four
		// times the deals, and half the exploration.
		{"expert-ismcts-crn", func() ai.Player { return crnTree(v2Search(96, 2, false), 192, ismctsExplore) }},
		{"expert-ismcts-crn384", func() ai.Player { return crnTree(v2Search(96, 2, false), 384, ismctsExplore) }},
		{"expert-v4", func() ai.Player { return crnTree(budgeted(2_500_000), 192, 0.5) }},
		{"expert-deals-768", func() ai.Player { return crnTree(budgeted(2_500_000), 768, 0.5) }},
		{"expert-explore-0.25", func() ai.Player { return crnTree(budgeted(2_500_000), 192, 0.25) }},
		// expert-v5 and the sixth round's variants of it, measured decision
		// by decision (BenchmarkDuel): the opponent's moves below the root
		// by the rules, the first 64 deals left out of the root's means,
		// rollouts without their random moves, and four times the deals
		// with four times the budget.
		{"expert-v5", func() ai.Player { return v5(nil) }},
		{"expert-opp-rules", func() ai.Player { return v5(func(t *tree) { t.oppRules = true }) }},
		{"expert-warm-64", func() ai.Player { return v5(func(t *tree) { t.warm = 64 }) }},
		{"expert-rollouts-exact", func() ai.Player { return v5(func(t *tree) { t.Policy = noSlipsPolicy }) }},
		{"expert-deals-768-10m", func() ai.Player {
			t := crnTree(budgeted(10_000_000), 768, 0.5)
			t.closeGuard = false
			return t
		}},
		// expert-v6: 768 deals, 5 million nodes, the plain determinized
		// search under a closed stock.
		{"expert-v6", func() ai.Player {
			t := crnTree(budgeted(5_000_000), 768, 0.5)
			t.closeGuard = false
			t.hintDeals = 192
			return t
		}},
		// expert-v7: expert-v6 with sn.InfoSets for its next decision under
		// a closed stock. The eighth round's variants of it: the root's
		// close valued with sn.InfoSets on 96 deals, and that with
		// inference about the opponent's hand, the third round's or one
		// read off expert-v1's play.
		{"expert-v7", func() ai.Player { return v7(nil) }},
		{"expert-close-seen", func() ai.Player { return v7(func(t *tree) { t.closeSeen = 96 }) }},
		{"expert-infer-uniform", func() ai.Player {
			return v7(func(t *tree) { t.closeSeen, t.infer = 96, &inferUniform })
		}},
		{"expert-infer-measured", func() ai.Player {
			return v7(func(t *tree) { t.closeSeen, t.infer = 96, &inferMeasured })
		}},
		// expert-rollout-seen (ninth round): expert-v7 whose rollouts play
		// the rules with the public knowledge of a View (sn.SeenPolicy).
		{"expert-rollout-seen", func() ai.Player { return v7(func(t *tree) { t.Policy = sn.SeenPolicy }) }},
		// expert-rollout-no-close: rollouts that never close (the tree
		// still weighs closing, and a rollout's deal is solved once its
		// stock is down to two cards); expert-solve-4 and -0: every deal
		// solved exactly from four stock cards (the tree stops there), or
		// only once the stock is closed or exhausted.
		{"expert-rollout-no-close", func() ai.Player { return v7(func(t *tree) { t.Policy = noClosePolicy }) }},
		{"expert-solve-4", func() ai.Player { return v7(func(t *tree) { t.solveStock = 4 }) }},
		{"expert-solve-0", func() ai.Player { return v7(func(t *tree) { t.solveStock = 0 }) }},
		// expert-close-seen-2 (tenth round): a close with two cards in the
		// stock valued with sn.InfoSets (the closer's next two decisions
		// made once for the worlds alike); expert-deals-1536: twice the
		// deals in the tree, the same node budget; expert-explore-1 and
		// -0.25: twice and half the exploration below the root;
		// expert-depth-1 and -2: the tree cut one and two actions below
		// the root (1: no tree at all).
		{"expert-close-seen-2", func() ai.Player { return v7(func(t *tree) { t.seenClose = true }) }},
		{"expert-deals-1536", func() ai.Player { return v7(func(t *tree) { t.crn = 1536 }) }},
		{"expert-explore-1", func() ai.Player { return v7(func(t *tree) { t.explore = 1 }) }},
		{"expert-explore-0.25-v7", func() ai.Player { return v7(func(t *tree) { t.explore = 0.25 }) }},
		{"expert-depth-1", func() ai.Player { return v7(func(t *tree) { t.maxDepth = 1 }) }},
		{"expert-depth-2", func() ai.Player { return v7(func(t *tree) { t.maxDepth = 2 }) }},
		// heuristic-rules-v3 and expert-rollout-v3 (eleventh round): the
		// rules moved towards Expert's open-stock choices (sn.ExpertRules),
		// as the heuristic and as expert-v7's rollout policy.
		{"heuristic-rules-v3", func() ai.Player { return sn.NewHeuristic(sn.ExpertRules) }},
		{"expert-rollout-v3", func() ai.Player { return v7(func(t *tree) { t.Policy = sn.ExpertPolicy }) }},
		// expert-exchange (twelfth round): expert-rollout-v3 that
		// exchanges the trump Jack whenever it may. It is the product's
		// Expert of 3 Dec 2026, frozen here for the measurements of a
		// later Expert against it.
		{"expert-exchange", func() ai.Player {
			return v7(func(t *tree) { t.Policy = sn.ExpertPolicy; t.exchangeFirst = true })
		}},
	}
}

// Baseline returns the baseline player of that name.
func Baseline(name string) (ai.Player, bool) {
	for _, b := range baselines() {
		if b.name == name {
			return b.make(), true
		}
	}
	return nil, false
}

// Names lists the baselines' names in the order they were made.
func Names() []string {
	var out []string
	for _, b := range baselines() {
		out = append(out, b.name)
	}
	return out
}

// mustBaseline is Baseline for the lab's own tests and benchmarks, whose
// names are spelled in the code.
func mustBaseline(name string) ai.Player {
	p, ok := Baseline(name)
	if !ok {
		panic("lab: no baseline " + name)
	}
	return p
}

// v7 is expert-v7 (768 deals, 5 million nodes, no close guard, sn.InfoSets
// for one decision under a closed stock), changed by mod if not nil.
func v7(mod func(*tree)) *tree {
	s := budgeted(5_000_000)
	s.seen = 1
	t := crnTree(s, 768, 0.5)
	t.closeGuard = false
	t.hintDeals = 192
	if mod != nil {
		mod(t)
	}
	return t
}

// v5 is expert-v5 (192 deals, a budget of 2.5 million nodes, no close
// guard), changed by mod if not nil.
func v5(mod func(*tree)) *tree {
	t := crnTree(budgeted(2_500_000), 192, 0.5)
	t.closeGuard = false
	if mod != nil {
		mod(t)
	}
	return t
}

// noClosePolicy is sn.Policy that never closes the stock.
func noClosePolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	if i := slices.Index(legal, schnapsen.Close); i >= 0 && len(legal) > 1 {
		legal = append(slices.Clone(legal[:i]), legal[i+1:]...)
	}
	return sn.Policy(st, legal, rng)
}

// noSlipsPolicy is sn.Policy without its one random move in sixteen.
func noSlipsPolicy(st games.State, legal []games.Action, _ *rand.Rand) games.Action {
	if s, ok := st.(*schnapsen.State); ok {
		return sn.Rules(s, legal)
	}
	return legal[0]
}

// budgeted is expert-v3's search with a node budget a decision.
func budgeted(nodes int) *search {
	s := v2Search(96, 2, false)
	s.nodeBudget = nodes
	return s
}

// v2Search is the second and third Experts' search: worlds × rollouts, the
// heuristic's rules in the rollouts, the close guard, with or without
// inference.
func v2Search(worlds, rollouts int, infer bool) *search {
	var in *inference
	if infer {
		in = &inferUniform
	}
	return &search{Search: &ai.Search{Worlds: worlds, Rollouts: rollouts, Policy: sn.Policy, Exact: sn.Exact,
		Utility: sn.Utility, Prior: sn.NewHeuristic(sn.HeuristicRules), Filter: sn.Filter}, solveStock: 2, closeGuard: true, infer: in}
}

// v1Search is the first players' search: the generic search with the Easy
// rules in its rollouts and as its prior.
func v1Search(worlds, rollouts int) *ai.Search {
	return &ai.Search{Worlds: worlds, Rollouts: rollouts, Policy: sn.EasyPolicy, Exact: sn.Exact,
		Utility: sn.Utility, Prior: sn.EasyHeuristic()}
}
