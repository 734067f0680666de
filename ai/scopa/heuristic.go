package scopa

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
)

// pos is what the heuristic looks at, from the mover's side.
type pos struct {
	hand, table, unseen cards.Set
	oppN                int
	lastPlay            bool        // this play is the deal's 36th: no scopa
	rules               scopa.Rules // the house rules: what the cards are worth and what an Ace does
}

func posOfView(v *scopa.View) pos {
	return pos{hand: v.Hand, table: v.Table, unseen: v.Unseen(), oppN: v.OpponentHand, lastPlay: v.Plays == 35, rules: v.Options}
}

func posOfState(s *scopa.State) pos {
	p := s.Player()
	pos := pos{hand: s.Hand(p), table: s.Table(), oppN: s.Hand(1 - p).Len(), lastPlay: s.Plays() == 35, rules: s.Rules()}
	pos.unseen = cards.Italian().Full() &^ (pos.hand | pos.table | s.Pile(0) | s.Pile(1))
	return pos
}

// heuristicOf is the heuristic on the deciding seat's view.
func heuristicOf(sv *scopa.View, legal []games.Action) games.Action {
	return choose(posOfView(sv), legal)
}

func policy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*scopa.State)
	if !ok || rng.IntN(10) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return choose(posOfState(s), legal)
}

// cardValue is what one captured card is worth towards the deal's prizes
// under the house rules r: Re Bello makes the King of Coins a prize like
// the settebello (a point, without the settebello's primiera), and Napola
// makes the low Coins a run of three points or more.
func (r rulesValue) cardValue(c cards.Card) float64 {
	v := plainValue(c)
	if r.ReBello && c == scopa.ReBello {
		v += 3
	}
	if r.Napola && c < 10 {
		switch {
		case c <= 2: // Ace, 2, 3: the run's three points need all of them
			v += 1.5
		case c <= 6: // 4 to 7: a point each on a run
			v += 0.5
		}
	}
	return v
}

// rulesValue is scopa.Rules with the heuristic's values.
type rulesValue scopa.Rules

// plainValue is what a captured card is worth in the seed's game.
func plainValue(c cards.Card) float64 {
	v := 1.0
	if c < 10 { // Coins
		v += 0.6
	}
	switch int(c) % 10 {
	case 6:
		v += 1.2 // a seven: primiera
	case 5:
		v += 0.6
	case 0:
		v += 0.4
	}
	if c == scopa.Settebello {
		v += 4
	}
	return v
}

func (r rulesValue) setValue(s cards.Set) float64 {
	t := 0.0
	for ; s != 0; s = s.Remove(s.First()) {
		t += r.cardValue(s.First())
	}
	return t
}

// aces is the four Aces: with Scopa d'Assi one of them takes a table that
// holds no Ace.
const aces cards.Set = 1 | 1<<10 | 1<<20 | 1<<30

func sum(s cards.Set) int {
	t := 0
	for ; s != 0; s = s.Remove(s.First()) {
		t += scopa.Value(s.First())
	}
	return t
}

// holdsProb is the chance that a hand of n cards drawn from u unseen cards
// holds at least one of k given cards.
func holdsProb(u, k, n int) float64 {
	if k <= 0 || n <= 0 || u <= 0 {
		return 0
	}
	if n > u {
		n = u
	}
	miss := 1.0
	for i := 0; i < n; i++ {
		if u-k-i <= 0 {
			return 1
		}
		miss *= float64(u-k-i) / float64(u-i)
	}
	return 1 - miss
}

const scopaValue = 5.0

// sweepRisk is the expected loss from the opponent sweeping table t: by a
// card of t's sum (a scopa), or, with Scopa d'Assi, by an Ace on a table
// without one (the cards, no scopa).
func (p *pos) sweepRisk(t cards.Set) float64 {
	if t == 0 {
		return 0
	}
	r := rulesValue(p.rules)
	ace := 0.0
	if p.rules.ScopaDAssi && t&aces == 0 {
		n := p.oppN
		if n == 0 {
			n = 3
		}
		ace = holdsProb(p.unseen.Len(), (p.unseen&aces).Len(), n) * r.setValue(t)
	}
	s := sum(t)
	if s > 10 {
		return ace
	}
	k := 0
	for x := p.unseen; x != 0; x = x.Remove(x.First()) {
		if scopa.Value(x.First()) == s {
			k++
		}
	}
	n := p.oppN
	if n == 0 {
		n = 3 // new hands come before the opponent plays again
	}
	return max(ace, holdsProb(p.unseen.Len(), k, n)*(scopaValue+r.setValue(t)))
}

func (p *pos) score(a games.Action) float64 {
	m, _ := scopa.Decode(a)
	c, capt := m.Card, m.Capture
	r := rulesValue(p.rules)
	if capt != 0 {
		g := r.setValue(capt) + r.cardValue(c)
		rest := p.table &^ capt
		// An Ace's sweep under Scopa d'Assi takes the table without a scopa.
		aceSweep := p.rules.ScopaDAssi && aces.Has(c) && capt == p.table && p.table&aces == 0
		if rest == 0 && !p.lastPlay && !aceSweep {
			g += scopaValue
		}
		return g - p.sweepRisk(rest) - 0.15*r.setValue(rest)
	}
	t := p.table.Add(c)
	return -0.7*r.cardValue(c) - p.sweepRisk(t) - 0.15*r.setValue(p.table)
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
