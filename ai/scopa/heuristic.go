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
	lastPlay            bool // this play is the deal's 36th: no scopa
}

func posOfView(v *scopa.View) pos {
	return pos{hand: v.Hand, table: v.Table, unseen: v.Unseen(), oppN: v.OpponentHand, lastPlay: v.Plays == 35}
}

func posOfState(s *scopa.State) pos {
	p := s.Player()
	pos := pos{hand: s.Hand(p), table: s.Table(), oppN: s.Hand(1 - p).Len(), lastPlay: s.Plays() == 35}
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

// cardValue is what one captured card is worth towards the deal's prizes.
func cardValue(c cards.Card) float64 {
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

func setValue(s cards.Set) float64 {
	t := 0.0
	for ; s != 0; s = s.Remove(s.First()) {
		t += cardValue(s.First())
	}
	return t
}

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

// sweepRisk is the expected loss from the opponent sweeping table t.
func (p *pos) sweepRisk(t cards.Set) float64 {
	if t == 0 {
		return 0
	}
	s := sum(t)
	if s > 10 {
		return 0
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
	return holdsProb(p.unseen.Len(), k, n) * (scopaValue + setValue(t))
}

func (p *pos) score(a games.Action) float64 {
	m, _ := scopa.Decode(a)
	c, capt := m.Card, m.Capture
	if capt != 0 {
		g := setValue(capt) + cardValue(c)
		rest := p.table &^ capt
		if rest == 0 && !p.lastPlay {
			g += scopaValue
		}
		return g - p.sweepRisk(rest) - 0.15*setValue(rest)
	}
	t := p.table.Add(c)
	return -0.7*cardValue(c) - p.sweepRisk(t) - 0.15*setValue(p.table)
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
