// Package schnapsen holds the computer players' knowledge of Schnapsen: the
// card-counting heuristic, the Easy level's simpler rules, the search of
// Normal and Expert (exact endings, and for Expert a tree while the stock is
// open) and the solver they stand on.
package schnapsen

import (
	"context"
	"slices"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// AI returns what the players know of Schnapsen. The heuristic counts cards
// (heuristic.go). The search samples the opponent's hand and the stock
// order, plays rollouts with the heuristic's rules while the stock is open,
// and solves the deal exactly by alpha-beta once the stock is closed or
// exhausted (then it is a perfect-information ending of at most ten cards
// in each sampled world). Its utility is the chance of winning the Bummerl
// after the deal, not the deal's game points, so that it plays for the
// match: a player one point from the end does not take risks for a third
// game point. It never considers leading a marriage card without declaring
// the marriage (see Filter), and among equally good moves it plays the
// heuristic's. Expert adds a tree below each candidate while the stock is
// open (tree.go), its rollouts playing ExpertRules, exchanges the trump
// Jack whenever it may, and uses the search for the rest, which under a
// closed stock makes Expert's next decision once for the worlds it cannot
// tell apart (infosets.go).
func AI() *ai.GameAI {
	return &ai.GameAI{
		ID:      schnapsen.Info().ID,
		Measure: ai.Measure{Unit: "Bummerl", Points: "game points"},
		// Easy plays simpler rules than the heuristic: the card-counting
		// heuristic with the same slips is too strong for a level a
		// beginner should beat (docs/ai.md).
		NewEasy:      func() ai.Player { return ai.Careless(EasyHeuristic(), ai.EasySlips, nil) },
		NewHeuristic: func() ai.Player { return NewHeuristic(HeuristicRules) },
		Policy:       Policy,
		Utility:      Utility,
		Exact:        Exact,
		Filter:       Filter,
		Wrap:         wrap,
		NormalSize:   ai.Size{Worlds: 16, Rollouts: 2},
		// Expert's search runs once the stock is closed, exhausted or down
		// to two cards. Twice these worlds won no more (docs/ai.md).
		ExpertSize: ai.Size{Worlds: 96, Rollouts: 2},
		NewCheat:   func(s *ai.Search) ai.OpenPlayer { return cheat{newTree(s)} },
		// The utility is 2·P(win the Bummerl) − 1: ½ per unit.
		HintKind:  ai.GainWinChance,
		HintScale: 0.5,
	}
}

// Expert's settings. The tree plays ExpertDeals common deals, and begins no
// further deal once its solves have visited NodeBudget nodes: about a tenth
// of a second on one core (the solver visits a node in about 20 ns,
// BenchmarkSolver), so that 99% of Expert's decisions stay within the 250
// ms allowed (BenchmarkExpert in ai/players). The budget counts nodes, not
// time, so a faster solver changes no move. Hints play HintDeals deals, a
// quarter of the time, because the review asks for one at each of the
// person's moves. Under a closed stock, SeenLevels of Expert's decisions
// after the first are made across the worlds it cannot tell apart: more did
// no better, at three times the cost (docs/ai.md).
const (
	ExpertDeals = 768
	NodeBudget  = 5_000_000
	HintDeals   = 192
	SeenLevels  = 1
)

// exactLimit bounds one solve of Exact.
const exactLimit = 50000

// wrap is AI's Wrap: Normal is the search with the close guard; Expert the
// tree over the search with Expert's rollouts, node budget and sight of
// what it cannot tell apart, and without the guard, which vetoed closes
// that were worth more than the moves played instead.
func wrap(s *ai.Search, l ai.Level) ai.Player {
	if l != ai.Expert {
		return &search{Search: s, closeGuard: true}
	}
	return newTree(s)
}

// newTree is Expert on the search s.
func newTree(s *ai.Search) *tree {
	s.Policy = ExpertPolicy
	return &tree{
		search:    &search{Search: s, nodeBudget: NodeBudget, seen: SeenLevels},
		deals:     ExpertDeals,
		hintDeals: HintDeals,
	}
}

// Filter drops the plain lead of a King or Queen whose marriage can be
// declared with it: declaring scores 20 or 40 for sure and otherwise plays
// the same card, so the plain lead is never better, and when the values tie
// (an exact ending where both win) the declaration must not lose the tie to
// the plain play listed first. (Playing a marriage half plainly also ends
// the marriage; holding a marriage back means leading another card.)
func Filter(_ games.View, legal []games.Action) []games.Action {
	return FilterInto(slices.Clone(legal))
}

// Utility values a finished deal by the chance of winning the Bummerl
// afterwards (scaled to −1 … 1), from the match scores left to play for.
func Utility(st games.State, me int) float64 {
	r := st.Result()
	switch {
	case r.Winner == me:
		return 1
	case r.Winner >= 0:
		return -1
	}
	if len(r.Match) < 2 {
		return ai.DealUtility(st, me)
	}
	return 2*matchWin(r.Match[me], r.Match[1-me]) - 1
}

// winChance[a][b] is the chance of winning a Bummerl needing a more game
// points against an opponent needing b, with even deals whose winner scores
// 1, 2 or 3 game points 45, 33 and 22% of the time: a guess, kept because a
// table from the split measured in the players' own deals forecasts
// Bummerls no better (lab/notes.md).
var winChance = func() (w [8][8]float64) {
	q := [4]float64{0, 0.45, 0.33, 0.22}
	var f func(a, b int) float64
	memo := map[[2]int]float64{}
	f = func(a, b int) float64 {
		if a <= 0 {
			return 1
		}
		if b <= 0 {
			return 0
		}
		if v, ok := memo[[2]int{a, b}]; ok {
			return v
		}
		v := 0.0
		for k := 1; k <= 3; k++ {
			v += 0.5 * q[k] * (f(a-k, b) + f(a, b-k))
		}
		memo[[2]int{a, b}] = v
		return v
	}
	for a := 0; a <= 7; a++ {
		for b := 0; b <= 7; b++ {
			w[a][b] = f(a, b)
		}
	}
	return w
}()

func matchWin(a, b int) float64 {
	a, b = min(max(a, 0), 7), min(max(b, 0), 7)
	return winChance[a][b]
}

// Exact solves a Schnapsen world by alpha-beta once strict play applies
// (closed or exhausted stock): at most five cards each are left, and the
// world is perfect-information. It is the generic search's solver (the
// cheat's; Normal and Expert solve with Solver); it gives up past
// exactLimit nodes.
func Exact(ctx context.Context, st games.State, me int) (float64, bool) {
	s, ok := st.(*schnapsen.State)
	if !ok {
		return 0, false
	}
	if s.Player() < 0 {
		return Utility(st, me), true
	}
	if !s.Strict() {
		return 0, false
	}
	return ai.NewAlphaBeta(Utility, exactLimit).Value(ctx, st, me)
}
