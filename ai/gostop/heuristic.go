package gostop

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

// ribbons holds the cards of each ribbon set (by cards.RibbonKind), read
// off the deck once and only read after that.
var ribbons = func() (r [5]cards.Set) {
	for c := cards.Card(0); c < 48; c++ {
		if cards.KindOf(c) == cards.Ribbon {
			r[cards.RibbonOf(c)] = r[cards.RibbonOf(c)].Add(c)
		}
	}
	return r
}()

// value is what card c is worth to the holder of pile.
func value(c cards.Card, pile cards.Set) float64 {
	if c == gostop.Cup {
		return 1.2
	}
	switch cards.KindOf(c) {
	case cards.Bright:
		n := 0
		for x := pile; x != 0; x = x.Remove(x.First()) {
			if cards.KindOf(x.First()) == cards.Bright {
				n++
			}
		}
		if n >= 2 {
			return 4
		}
		return 2.5
	case cards.Animal:
		if gostop.Birds().Has(c) {
			return 1.2 + 0.8*float64((pile&gostop.Birds()).Len())
		}
		return 1
	case cards.Ribbon:
		r := cards.RibbonOf(c)
		v := 0.8
		if r != cards.NoSet {
			v += 0.3 + 0.6*float64((pile&ribbons[r]).Len())
		}
		return v
	case cards.DoubleJunk:
		return 1.1
	}
	return 0.55
}

// pos is what the heuristic looks at, from the mover's side.
type pos struct {
	phase   gostop.Phase
	layout  cards.Set
	mine    cards.Set // my pile
	theirs  cards.Set // the opponent's pile
	flip    cards.Card
	pending cards.Set // cards of the turn in progress already on the layout
}

// worth is the value of taking c: for me, plus denying it to the opponent.
func (p *pos) worth(c cards.Card) float64 {
	return value(c, p.mine) + 0.5*value(c, p.theirs)
}

func (p *pos) score(a games.Action) float64 {
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
	switch m.Kind {
	case gostop.MoveFlip:
		return p.worth(with)
	case gostop.MoveDummy:
		// A dummy turn keeps a hand card for later: better than laying
		// one for the opponent, worse than any capture.
		return -0.1
	case gostop.MoveShake:
		// Shaking doubles what a win pays and costs only what it shows:
		// always worth it over the same card played plainly.
		return -0.4*p.worth(h) + 1.5
	case gostop.MoveBomb:
		// All four cards of the month, a junk card and a doubling: better
		// than any single capture.
		t := 3.0
		for x := gostop.MonthCards(cards.Month(h)); x != 0; x = x.Remove(x.First()) {
			t += p.worth(x.First())
		}
		return t
	}
	lm := p.layout & gostop.MonthCards(cards.Month(h))
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

func choose(p pos, legal []games.Action) games.Action {
	best, bv := legal[0], -1e9
	for _, a := range legal {
		if v := p.score(a); v > bv {
			best, bv = a, v
		}
	}
	return best
}

// heuristicOf is the heuristic on the deciding seat's view.
func heuristicOf(gv *gostop.View, legal []games.Action) games.Action {
	me := gv.Seat
	return choose(pos{phase: gv.Phase, layout: gv.Layout, mine: gv.Piles[me], theirs: gv.Piles[1-me]}, legal)
}

// HeuristicPolicy is the heuristic as a rollout policy, with one random
// move in ten outside the go-or-stop decision. The search does not use it:
// uniformly random rollouts decide go or stop better, because this policy
// always stops, which makes going on look safer than it is (docs/ai.md).
// The lab keeps it for experiments (search:policy=heuristic).
func HeuristicPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*gostop.State)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	pub := s.Public()
	if pub.Phase != gostop.PhaseDecide && rng.IntN(10) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	me := s.Player()
	return choose(pos{phase: pub.Phase, layout: pub.Layout, mine: pub.Piles[me], theirs: pub.Piles[1-me]}, legal)
}
