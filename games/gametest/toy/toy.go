// Package toy is a tiny two-player trick game on the engine contract, used to
// test what must work for a game no list names: the computer players, the
// arena and the bot (ai), and the generic table (ui/table). It lives beside
// games/gametest, outside any internal/ folder, so that every layer's tests
// can import it; no catalog or list names it.
//
// Eight cards 0–7; each player gets three, two stay face down unseen. The
// leader plays a card, the follower any card; the higher card wins the trick
// and leads next. A trick is worth the two cards' values plus one. The match is
// one deal; Deal scores each seat's trick points. A card played is reported as
// a KMove from the hand to the trick, a trick won as KTrickWon with its value.
//
// Leaky, when set, makes View carry the true State and Sample return it: a
// deliberately cheating view that the fairness tests must catch.
package toy

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info returns the toy game's registry entry, a fresh copy each time (as the
// engines' Info does).
func Info() *games.Info {
	return &games.Info{ID: "toy", Name: cards.Name{English: "Toy"}, Players: 2, Decks: []cards.DeckID{cards.Italian40}, Cards: 8,
		New: func(cfg games.Config) (games.State, error) { return New(cfg.Seed, false), nil }}
}

// State is a toy match.
type State struct {
	pcg    rand.PCG
	dealt  bool
	hand   [2]cards.Set
	rest   cards.Set
	played cards.Set
	lead   cards.Card // card led to the current trick, or None
	turn   int
	leader int
	points [2]int
	leaky  bool
}

// New returns a match at the deal.
func New(seed uint64, leaky bool) *State {
	return &State{pcg: cards.NewPCG(seed), lead: cards.None, leaky: leaky}
}

// Game implements games.State.
func (s *State) Game() *games.Info { return Info() }

// Player implements games.State.
func (s *State) Player() int {
	switch {
	case !s.dealt:
		return games.Chance
	case s.hand[0]|s.hand[1] == 0:
		return games.Nobody
	}
	return s.turn
}

// Legal implements games.State.
func (s *State) Legal(buf []games.Action) []games.Action {
	switch p := s.Player(); {
	case p == games.Chance:
		return append(buf, games.Deal)
	case p >= 0:
		for _, c := range s.hand[p].Cards() {
			buf = append(buf, games.Action(c))
		}
	}
	return buf
}

// Apply implements games.State.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	p := s.Player()
	if p == games.Chance {
		if a != games.Deal {
			return ev, games.Illegal("deal first")
		}
		cs := make([]cards.Card, 8)
		for i := range cs {
			cs[i] = cards.Card(i)
		}
		cards.Shuffle(cs, &s.pcg)
		s.hand[0] = cards.SetOf(cs[:3]...)
		s.hand[1] = cards.SetOf(cs[3:6]...)
		s.rest = cards.SetOf(cs[6:]...)
		s.dealt = true
		s.turn = int(s.pcg.Uint64() % 2)
		s.leader = s.turn
		return append(ev, games.Event{Kind: games.KDealStart, Card: cards.None}), nil
	}
	if p < 0 || a >= 8 || !s.hand[p].Has(cards.Card(a)) {
		return ev, games.Illegal("%d is not in p%d's hand", a, p)
	}
	c := cards.Card(a)
	s.hand[p] = s.hand[p].Remove(c)
	s.played = s.played.Add(c)
	ev = append(ev, games.Event{Kind: games.KMove, Player: int8(p), Card: c, From: games.Hand, To: games.Trick})
	if s.lead == cards.None {
		s.lead = c
		s.turn = 1 - p
		return ev, nil
	}
	w := s.leader
	if c > s.lead {
		w = p
	}
	value := int(c) + int(s.lead) + 1
	trick := cards.SetOf(s.lead, c)
	s.points[w] += value
	s.lead = cards.None
	s.leader, s.turn = w, w
	return append(ev, games.Event{Kind: games.KTrickWon, Player: int8(w), Card: cards.None, Cards: trick, Value: int32(value)}), nil
}

// Clone implements games.State.
func (s *State) Clone() games.State { c := *s; return &c }

// View implements games.State.
func (s *State) View(p int) games.View {
	v := &View{Seat: p, ToMove: s.Player(), Hand: s.hand[p], Played: s.played, Lead: int(s.lead),
		OppCount: s.hand[1-p].Len(), Points: s.points, Leader: s.leader}
	if s.lead == cards.None {
		v.Lead = -1
	}
	if s.leaky {
		v.leak = s
	}
	return v
}

// Done implements games.State.
func (s *State) Done() bool { return s.Player() == games.Nobody }

// Result implements games.State.
func (s *State) Result() games.Result {
	r := games.Result{DealOver: s.Done(), Deal: s.points[:], Match: s.points[:], Winner: -1}
	if s.Done() {
		r.Deals = 1
		if s.points[0] != s.points[1] {
			r.Winner = 0
			if s.points[1] > s.points[0] {
				r.Winner = 1
			}
		}
	}
	return r
}

// FormatAction implements games.State.
func (s *State) FormatAction(a games.Action) string { return formatAction(a) }

func formatAction(a games.Action) string {
	if a == games.Deal {
		return "deal"
	}
	return strconv.Itoa(int(a))
}

// ParseAction implements games.State.
func (s *State) ParseAction(t string) (games.Action, error) {
	n, err := strconv.Atoi(t)
	if err != nil || n < 0 || n > 7 {
		return 0, fmt.Errorf("%q is not a card 0-7", t)
	}
	return games.Action(n), nil
}

// View is one seat's knowledge.
type View struct {
	Seat     int       `json:"seat"`
	ToMove   int       `json:"to_move"`
	Hand     cards.Set `json:"hand"`
	Played   cards.Set `json:"played"`
	Lead     int       `json:"lead"`
	Leader   int       `json:"leader"`
	OppCount int       `json:"opp_count"`
	Points   [2]int    `json:"points"`
	leak     *State
}

// Viewer implements games.View.
func (v *View) Viewer() int { return v.Seat }

// Player implements games.View.
func (v *View) Player() int { return v.ToMove }

// Legal implements games.View.
func (v *View) Legal(buf []games.Action) []games.Action {
	if v.ToMove != v.Seat {
		return buf
	}
	for _, c := range v.Hand.Cards() {
		buf = append(buf, games.Action(c))
	}
	return buf
}

// HeldCards implements games.HandView.
func (v *View) HeldCards() cards.Set { return v.Hand }

// HandSize implements games.HandView.
func (v *View) HandSize(seat int) int {
	switch seat {
	case v.Seat:
		return v.Hand.Len()
	case 1 - v.Seat:
		return v.OppCount
	}
	return -1
}

// ActionCard implements games.HandView: every toy action but the deal plays
// the card of its number.
func (v *View) ActionCard(a games.Action) (cards.Card, bool) {
	if a >= 8 {
		return cards.None, false
	}
	return cards.Card(a), true
}

var (
	_ games.State    = (*State)(nil)
	_ games.HandView = (*View)(nil)
)

// FormatAction implements games.View.
func (v *View) FormatAction(a games.Action) string { return formatAction(a) }

// Sample implements games.View.
func (v *View) Sample(rng *rand.Rand) (games.State, error) {
	if v.leak != nil {
		return v.leak.Clone(), nil
	}
	return v.Deal(rng)
}

// Deal deals the hidden cards honestly (Sample without the leak), keeping
// the leak in the returned State, so that a test can build other worlds a
// leaking view would also carry.
func (v *View) Deal(rng *rand.Rand) (games.State, error) {
	unseen := (cards.Set(0xFF)).Minus(v.Hand).Minus(v.Played)
	if unseen.Len() < v.OppCount || v.Hand.Intersect(v.Played) != 0 {
		return nil, fmt.Errorf("toy: inconsistent view")
	}
	cs := unseen.Cards()
	cards.ShuffleRand(cs, rng)
	s := &State{dealt: true, lead: cards.None, turn: v.ToMove, leader: v.Leader, points: v.Points, played: v.Played,
		pcg: cards.NewPCG(rng.Uint64()), leaky: v.leak != nil}
	s.hand[v.Seat] = v.Hand
	s.hand[1-v.Seat] = cards.SetOf(cs[:v.OppCount]...)
	s.rest = cards.SetOf(cs[v.OppCount:]...)
	if v.Lead >= 0 {
		s.lead = cards.Card(v.Lead)
	}
	return s, nil
}
