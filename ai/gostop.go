package ai

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

// Go-Stop: the heuristic takes the most valuable pair it can (brights,
// the godori birds, ribbon sets it is building, double junk), lays its least
// useful card when it cannot pair, and always stops at 7 (the casual
// player's rule). The search samples the opponent's hand and the stock,
// plays uniformly random rollouts (they measured better than heuristic
// ones), and so decides go or stop by what going on is worth in the sampled
// deals.
func gostopAI() *gameAI {
	return &gameAI{
		id:           gostop.Info().ID,
		measure:      Measure{Unit: "hand", Points: "points won", ZeroSum: true},
		newHeuristic: func() Player { return heuristic[*gostop.View](gsHeuristicOf) },
		// Measured (arena, 300 seeds against the heuristic): uniform
		// rollouts beat heuristic ones, +14.5 ± 4.0 against +6.1 ± 3.8
		// points per hand with 100 and 40 worlds; the heuristic policy
		// always stops, which makes going look safer than it is.
		policy:     RandomPolicy,
		heurPolicy: gsPolicy,
		// Expert: four times the worlds (480) gained nothing measurable
		// against 120 (+1.2 ± 2.4 points per hand, arena, 300 seeds) at
		// four times the time; 120 stays.
		sizes: [2]size{
			normalEffort: {worlds: 24, rollouts: 3},
			expertEffort: {worlds: 120, rollouts: 4},
		},
	}
}

// Lookup tables of the hwatu deck, computed once from games/cards and only
// read after that.
var (
	gsBirds                    = cards.SetOf(4, 12, 29)
	gsCup                      = cards.Card(32) // 09-A, the September cup
	gsMonth, gsRibbons, gsKind = gsTables()
)

// gsTables returns the cards of each month, of each ribbon kind (by
// cards.RibbonKind) and the kind of each card.
func gsTables() (month [12]cards.Set, ribbons [5]cards.Set, kind [48]cards.HwatuKind) {
	for i := 0; i < 48; i++ {
		c := cards.Card(i)
		month[cards.Month(c)-1] = month[cards.Month(c)-1].Add(c)
		kind[i] = cards.KindOf(c)
		if kind[i] == cards.Ribbon {
			r := cards.RibbonOf(c)
			ribbons[r] = ribbons[r].Add(c)
		}
	}
	return month, ribbons, kind
}

func gsMonthOf(c cards.Card) cards.Set { return gsMonth[int(c)/4%12] }

// gsValue is what card c is worth to the holder of pile.
func gsValue(c cards.Card, pile cards.Set) float64 {
	if c == gsCup {
		return 1.2
	}
	switch gsKind[c] {
	case cards.Bright:
		n := 0
		for x := pile; x != 0; x = x.Remove(x.First()) {
			if gsKind[x.First()] == cards.Bright {
				n++
			}
		}
		if n >= 2 {
			return 4
		}
		return 2.5
	case cards.Animal:
		if gsBirds.Has(c) {
			return 1.2 + 0.8*float64((pile&gsBirds).Len())
		}
		return 1
	case cards.Ribbon:
		r := cards.RibbonOf(c)
		v := 0.8
		if r != cards.NoSet {
			v += 0.3 + 0.6*float64((pile&gsRibbons[r]).Len())
		}
		return v
	case cards.DoubleJunk:
		return 1.1
	}
	return 0.55
}

// gsPos is what the Go-Stop heuristic looks at, from the mover's side.
type gsPos struct {
	phase   gostop.Phase
	layout  cards.Set
	mine    cards.Set // my pile
	theirs  cards.Set // the opponent's pile
	flip    cards.Card
	pending cards.Set // cards of the turn in progress already on the layout
}

// worth is the value of taking c: for me, plus denying it to the opponent.
func (p *gsPos) worth(c cards.Card) float64 {
	return gsValue(c, p.mine) + 0.5*gsValue(c, p.theirs)
}

func (p *gsPos) score(a games.Action) float64 {
	switch a {
	case gostop.Go:
		return -1
	case gostop.StopAction:
		return 1
	}
	m, ok := gostop.Decode(a)
	if !ok {
		return -1e9 // not a Go-Stop action: never preferred
	}
	h, with := m.Card, m.With
	if m.Kind == gostop.MoveFlip {
		return p.worth(with)
	}
	lm := p.layout & gsMonthOf(h)
	switch lm.Len() {
	case 0:
		return -0.4 * p.worth(h)
	case 1:
		return p.worth(h) + p.worth(lm.First())
	case 2:
		if with == cards.None {
			with = lm.First()
		}
		return p.worth(h) + p.worth(with) - 0.2*p.worth(lm.Remove(with).First())
	}
	t := p.worth(h) + 1
	for x := lm; x != 0; x = x.Remove(x.First()) {
		t += p.worth(x.First())
	}
	return t
}

func gsChoose(p gsPos, legal []games.Action) games.Action {
	best, bv := legal[0], -1e9
	for _, a := range legal {
		if v := p.score(a); v > bv {
			best, bv = a, v
		}
	}
	return best
}

// gsHeuristicOf is the Go-Stop heuristic on the deciding seat's view.
func gsHeuristicOf(gv *gostop.View, legal []games.Action) games.Action {
	me := gv.Seat
	return gsChoose(gsPos{phase: gv.Phase, layout: gv.Layout, mine: gv.Piles[me], theirs: gv.Piles[1-me]}, legal)
}

func gsPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*gostop.State)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	pub := s.Public()
	if pub.Phase != gostop.PhaseDecide && rng.IntN(10) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	me := s.Player()
	return gsChoose(gsPos{phase: pub.Phase, layout: pub.Layout, mine: pub.Piles[me], theirs: pub.Piles[1-me]}, legal)
}
