package schnapsen

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// heuristic is the card-counting heuristic. It counts every card seen and
// reasons about the unseen ones from the View: the cards the opponent may
// hold are the unseen ones it is not known to lack (strict-play voids and
// ceilings), plus the ones it is known to hold (a shown marriage partner,
// an exchanged or last-drawn indicator). From them it knows, for each card
// in hand, the chance that it wins the trick it leads. On top of that:
//
//   - it exchanges the trump Unter at once;
//   - it declares a marriage that reaches 66 at once, holds one back while a
//     sure winner would bring it to 66 with the marriage, and otherwise
//     declares (trumps first) rather than lose it;
//   - it closes when, in every one of a few sampled deals of the hidden
//     cards, the closed ending is a won deal (the "sure winners plus points
//     in hand reach 66" rule, computed instead of guessed);
//   - once the stock is closed or exhausted it plays exactly: with an
//     exhausted stock the opponent's hand is known and the ending is solved
//     by alpha-beta (last trick included); with a closed stock it solves a
//     few sampled deals and plays the best on average;
//   - following with the stock open it takes a led Ten or Ace with the Ace
//     of the suit or else its cheapest trump, banks its own Ten or Ace on a
//     low lead of their suit, and otherwise discards in priority buckets:
//     low side cards first, never half of a live marriage, never the Ace
//     guarding its Ten, trumps last;
//   - among equally good moves it prefers the sure one (declare, take the
//     points now).
//
// The search's rollout policy plays the same rules on a sampled State
// without the sampling and solving (Policy), which keeps rollouts cheap;
// Expert's rollouts play ExpertRules (ExpertPolicy).
type heuristic struct {
	rules RuleSet // HeuristicRules; the lab tries others
}

// NewHeuristic returns the card-counting heuristic playing the rule set r:
// the game's heuristic plays HeuristicRules.
func NewHeuristic(r RuleSet) ai.Player { return heuristic{rules: r} }

// strictWorlds is how many deals of the hidden cards the heuristic solves
// under a closed stock, and closeWorlds how many it checks before closing.
const (
	strictWorlds = 8
	closeWorlds  = 8
	solveLimit   = 40000
)

// closeRisk is how many of the closeWorlds sampled deals may be lost for
// the heuristic to close (allowing one measured no better);
// heuristicSolveStock is the open stock (its last two cards) from which it
// already solves sampled deals (four cards: no better, six times slower);
// loseExtra is the points a lost lead gives away beyond the card's (what the
// winning card is worth, on average).
const (
	closeRisk           = 0
	heuristicSolveStock = 2
	loseExtra           = 8.0
)

// Choose implements ai.Player.
func (h heuristic) Choose(_ context.Context, gv games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	v, ok := gv.(*schnapsen.View)
	if !ok {
		return 0, fmt.Errorf("ai: the Schnapsen heuristic cannot read a %T view", gv)
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	// Its work is bounded by counts (worlds, solver nodes); it never looks
	// at the context: the heuristic is the answer of a braked search, so it
	// must answer the same however late it is asked.
	if rng == nil {
		rng = rand.New(rand.NewPCG(ai.BrakeSeed, uint64(v.Seat)))
	}
	p := posOfView(v)
	p.rules = h.rules
	rule := choose(&p, legal)
	if v.StrictPlay || v.StockCount <= heuristicSolveStock {
		if a, ok := solveView(v, legal, rule, rng); ok {
			return a, nil
		}
		return rule, nil
	}
	// Open stock: the rules, except that closing is checked by solving.
	if p.lead == cards.None && rule != schnapsen.Exchange && slices.Contains(legal, schnapsen.Close) {
		if closeWins(v, &p, rng) {
			return schnapsen.Close, nil
		}
		if rule == schnapsen.Close {
			p.noClose = true
			return choose(&p, legal), nil
		}
	}
	return rule, nil
}

// solveView plays a strict-play position exactly: it solves each of a few
// sampled deals (one when the stock is exhausted: then the opponent's hand
// is all the unseen cards) and picks the best mean, breaking ties towards
// the sure move (a declaration) and then the rules' choice.
func solveView(v *schnapsen.View, legal []games.Action, rule games.Action, rng *rand.Rand) (games.Action, bool) {
	n := strictWorlds
	if v.StockCount == 0 {
		n = 1
	}
	sum := make([]float64, len(legal))
	sv := NewSolver(BummerlPayoff, solveLimit)
	var ev []games.Event
	for w := 0; w < n; w++ {
		world, err := v.SampleState(rng)
		if err != nil {
			return 0, false
		}
		for i, a := range legal {
			c := *world
			if ev, err = c.Apply(a, ev[:0]); err != nil {
				return 0, false
			}
			val, ok := sv.Value(&c, v.Seat)
			if !ok {
				return 0, false
			}
			sum[i] += val
		}
	}
	return Best(legal, sum, rule), true
}

// Best returns the action of legal with the highest of vals; among ties
// the rules' choice rule wins, then a declaration (which beats playing the
// same card plainly).
func Best(legal []games.Action, vals []float64, rule games.Action) games.Action {
	best := 0
	for i := range legal {
		if vals[i] > vals[best]+1e-9 {
			best = i
		}
	}
	top := vals[best] - 1e-9
	for i, a := range legal {
		if vals[i] >= top && a == rule {
			return a
		}
	}
	for i, a := range legal {
		if vals[i] >= top && declares(a) {
			return a
		}
	}
	return legal[best]
}

// CloseWins reports whether closing now wins the deal in every one of a few
// sampled deals of the hidden cards, solved exactly: the heuristic's check
// before it closes, and Normal's guard on the search's closes.
func CloseWins(v *schnapsen.View, rng *rand.Rand) bool {
	p := posOfView(v)
	return closeWins(v, &p, rng)
}

// closeWins reports whether closing now wins the deal in every sampled
// deal of the hidden cards, solved exactly.
func closeWins(v *schnapsen.View, p *pos, rng *rand.Rand) bool {
	// Cheap bound first: without points enough in hand, marriages and a
	// share of the opponent's cards no deal is won.
	pts := p.myPts + p.myPending + schnapsen.SetPoints(p.hand) + 25
	for h := p.hand; h != 0; h = h.Remove(h.First()) {
		if c := h.First(); schnapsen.Rank(c) == schnapsen.Queen && p.liveHalf(c) {
			pts += p.marriageValue(c)
		}
	}
	if pts < schnapsen.Target {
		return false
	}
	sv := NewSolver(DealPayoff, solveLimit)
	var ev []games.Event
	lost := 0
	for w := 0; w < closeWorlds; w++ {
		world, err := v.SampleState(rng)
		if err != nil {
			return false
		}
		if ev, err = world.Apply(schnapsen.Close, ev[:0]); err != nil {
			return false
		}
		val, ok := sv.Value(world, v.Seat)
		if !ok {
			return false
		}
		if val <= 0 {
			if lost++; lost > closeRisk {
				return false
			}
		}
	}
	return true
}
