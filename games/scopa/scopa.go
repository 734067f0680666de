// Package scopa is the rules engine of two-player Scopa played to 11, as
// specified in ../shared/rules/scopa.md (CARDAVIA table, seed 000).
//
// A State is a whole match. Cards are the 40 cards of cards.Italian, numbered
// 10·suit+rank with suits D C S B and ranks 1–7, 10, 11, 12, so that a card's
// capture value is simply its rank index plus one.
//
// An Action is a played card together with the exact set of table cards it
// captures (see Play), because when several captures are possible the choice
// is the player's and belongs to the move. The record notation is in
// notation.go and docs/games/scopa.md.
package scopa

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Deal shape (spec §3): three cards each, four on the table, thirty in the
// stock, refilled five times; 36 plays per deal.
const (
	handSize  = 3
	tableSize = 4
	stockSize = 40 - 2*handSize - tableSize
	lastPlay  = 36
	// Target is the score that ends the match (spec §7).
	Target = 11
)

// Info is Scopa's registry entry.
var Info = &games.Info{
	ID:        "scopa",
	Name:      cards.Name{ID: "game.scopa", English: "Scopa"},
	Players:   2,
	Decks:     []cards.DeckID{cards.Italian40},
	Country:   cards.Name{ID: "country.italy", English: "Italy"},
	Cards:     40,
	Wikipedia: "https://en.wikipedia.org/wiki/Scopa",
	New:       newState,
}

// Value returns a card's capture value: 1–7 as printed, Fante 8, Cavallo 9,
// Re 10. With the spec's numbering that is the rank index plus one.
func Value(c cards.Card) int { return int(values[c%64]) }

// values is Value as a table: the rank index plus one.
var values = func() (v [64]uint8) {
	for c := range v {
		v[c] = uint8(c%10 + 1)
	}
	return v
}()

// Settebello is the seven of Coins.
const Settebello cards.Card = 6

// valueMask[v] holds the four cards of capture value v (1–10).
var valueMask = func() (m [11]cards.Set) {
	for c := cards.Card(0); c < 40; c++ {
		m[Value(c)] = m[Value(c)].Add(c)
	}
	return m
}()

// kings is the set of the four Re, which void a deal when three or four of
// them open on the table (spec §3.3).
var kings = valueMask[10]

// script is the explicit deals of a match. It is never written after New,
// so clones share it.
type script struct {
	deals [][]cards.Card
}

// State is a Scopa match in progress. It is a comparable value: Clone copies
// it, and tests compare states with ==.
type State struct {
	rng    rand.PCG
	script *script
	next   int // index of the next explicit deal

	dealer int8
	turn   int8 // seat to move, games.Chance or games.Nobody
	winner int8
	last   int8 // last capturer this deal, -1 before the first capture
	plays  int8 // plays made this deal (0–36)
	sp     int8 // index of the next stock card

	hand  [2]cards.Set
	table cards.Set
	pile  [2]cards.Set
	scope [2]int
	stock [stockSize]cards.Card

	total    [2]int
	deals    int  // completed (scored) deals
	dealOver bool // the last Apply finished and scored a deal
	lastDeal DealScore
	scored   bool // lastDeal holds a real deal
}

var _ games.State = (*State)(nil)

func newState(cfg games.Config) (games.State, error) { return New(cfg) }

// New starts a match at games.Chance. It accepts only the Italian deck, no
// rule options, and explicit deals that are permutations of the 40 cards.
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.Italian40 {
		return nil, fmt.Errorf("scopa is played with the italian40 deck, not deck %d", cfg.Deck)
	}
	if err := games.ValidateDeals(cfg.Deals, cards.Italian); err != nil {
		return nil, err
	}
	for name := range cfg.Options {
		return nil, fmt.Errorf("unknown scopa option %q (scopa has no rule options)", name)
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("dealer p%d: scopa has seats p0 and p1", cfg.Dealer)
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), turn: games.Chance, winner: -1, last: -1, sp: stockSize}
	if len(cfg.Deals) > 0 {
		s.script = &script{deals: cfg.Deals}
	}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 2)) // SC-D1: uniformly random
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	return s, nil
}

// Game returns Info.
func (s *State) Game() *games.Info { return Info }

// Player returns the seat to move, games.Chance or games.Nobody.
func (s *State) Player() int { return int(s.turn) }

// Done reports whether the match is over.
func (s *State) Done() bool { return s.turn == games.Nobody }

// Clone returns an independent copy.
func (s *State) Clone() games.State { c := *s; return &c }

// Dealer returns the current deal's dealer (the next deal's, at Chance).
func (s *State) Dealer() int { return int(s.dealer) }

// isSeat reports whether p is one of the two seats. The accessors below
// answer 0 (nothing) for any other p.
func isSeat(p int) bool { return p == 0 || p == 1 }

// Hand returns seat p's hand.
func (s *State) Hand(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.hand[p]
}

// Table returns the face-up table cards.
func (s *State) Table() cards.Set { return s.table }

// Pile returns the cards seat p captured this deal.
func (s *State) Pile(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.pile[p]
}

// Scope returns seat p's scopa count this deal.
func (s *State) Scope(p int) int {
	if !isSeat(p) {
		return 0
	}
	return s.scope[p]
}

// StockLen returns the number of cards left in the stock.
func (s *State) StockLen() int { return stockSize - int(s.sp) }

// Plays returns the number of plays made in the current deal (0–36); play
// number 36 is the last play, on which a sweep scores nothing.
func (s *State) Plays() int { return int(s.plays) }

// LastCapturer returns the seat that captured last this deal, or -1.
func (s *State) LastCapturer() int { return int(s.last) }

// Totals returns the match totals.
func (s *State) Totals() [2]int { return s.total }

// Score returns the current deal's score as if it ended now with the piles
// as they are (the table not yet given to anyone): what the computer players
// use to value a position cheaply.
func (s *State) Score() DealScore { return ScoreDeal(s.pile, s.scope) }

// Legal appends the legal actions: games.Deal at Chance, nothing when the
// match is over, else for each hand card in ascending order every capture it
// may make (or its laying on the table).
func (s *State) Legal(buf []games.Action) []games.Action {
	switch s.turn {
	case games.Chance:
		return append(buf, games.Deal)
	case games.Nobody:
		return buf
	}
	return AppendLegal(buf, s.hand[s.turn], s.table)
}

// Apply plays a. An illegal action leaves s untouched.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch {
	case s.turn == games.Nobody:
		return ev, games.Illegal("the match is over")
	case a == games.Deal:
		if s.turn != games.Chance {
			return ev, games.Illegal("it is p%d's turn, not time to deal", s.turn)
		}
		return s.deal(ev), nil
	case s.turn == games.Chance:
		return ev, games.Illegal("the next deal is due; the only legal action is to deal")
	}
	p := int(s.turn)
	c, capt, ok := Decode(a)
	if !ok {
		return ev, games.Illegal("action %#x is not a Scopa move", uint64(a))
	}
	if !s.hand[p].Has(c) {
		return ev, games.Illegal("%s is not in p%d's hand", code(c), p)
	}
	if err := CheckCapture(c, capt, s.table); err != nil {
		return ev, err
	}
	return s.play(p, c, capt, ev), nil
}

// emit appends an event about seat p (no target) and returns the buffer
// and the new event, which the caller may complete. The event is written in
// place: building it elsewhere and copying it in costs a store-forwarding
// stall per event, a third of a playout's time.
func emit(ev []games.Event, k games.Kind, p int, c cards.Card, from, to games.Zone, private int) ([]games.Event, *games.Event) {
	ev = append(ev, games.Event{})
	e := &ev[len(ev)-1]
	e.Kind, e.Player, e.Target, e.From, e.To, e.Card, e.Private = k, int8(p), -1, from, to, c, int8(private)
	return ev, e
}

// deal deals the next deal, or voids it when three or four kings open on the
// table (the same dealer deals again at the next Chance).
func (s *State) deal(ev []games.Event) []games.Event {
	var pack [40]cards.Card
	if s.script != nil && s.next < len(s.script.deals) {
		copy(pack[:], s.script.deals[s.next])
		s.next++
	} else {
		for i := range pack {
			pack[i] = cards.Card(i)
		}
		cards.Shuffle(pack[:], &s.rng)
	}
	d := int(s.dealer)
	nd := 1 - d
	s.hand = [2]cards.Set{}
	s.pile = [2]cards.Set{}
	s.table = 0
	s.scope = [2]int{}
	s.plays, s.last, s.dealOver = 0, -1, false
	ev, _ = emit(ev, games.KDealStart, d, cards.None, games.NoZone, games.NoZone, games.Everyone)
	for i := 0; i < 2*handSize; i++ {
		p := nd ^ (i & 1)
		s.hand[p] = s.hand[p].Add(pack[i])
		ev, _ = emit(ev, games.KMove, p, pack[i], games.Deck, games.Hand, p)
	}
	for _, c := range pack[2*handSize : 2*handSize+tableSize] {
		s.table = s.table.Add(c)
		ev, _ = emit(ev, games.KMove, -1, c, games.Deck, games.Table, games.Everyone)
	}
	copy(s.stock[:], pack[2*handSize+tableSize:])
	s.sp = 0
	ev, e := emit(ev, games.KMove, -1, cards.None, games.Deck, games.Stock, games.Everyone)
	e.Value = stockSize
	if (s.table & kings).Len() >= 3 {
		s.hand = [2]cards.Set{}
		s.table = 0
		s.sp = stockSize
		ev, _ = emit(ev, games.KRedeal, d, cards.None, games.NoZone, games.NoZone, games.Everyone)
		return ev // still Chance, same dealer
	}
	s.turn = int8(nd)
	return ev
}

// play resolves a legal play (spec §5.3) and what follows it: the next turn,
// a refill of the hands, or the end of the deal.
func (s *State) play(p int, c cards.Card, capt cards.Set, ev []games.Event) []games.Event {
	s.hand[p] = s.hand[p].Remove(c)
	s.plays++
	ev, _ = emit(ev, games.KMove, p, c, games.Hand, games.Table, games.Everyone)
	if capt == 0 {
		s.table = s.table.Add(c)
	} else {
		s.table = s.table.Minus(capt)
		s.pile[p] = s.pile[p].Union(capt).Add(c)
		s.last = int8(p)
		var e *games.Event
		ev, e = emit(ev, games.KCapture, p, c, games.Table, games.Pile, games.Everyone)
		e.Cards, e.Value = capt, int32(capt.Len()+1)
		if s.table == 0 && s.plays != lastPlay {
			s.scope[p]++
			ev, e = emit(ev, games.KScopa, p, cards.None, games.NoZone, games.NoZone, games.Everyone)
			e.Value = int32(s.scope[p])
		}
	}
	switch {
	case s.hand[1-p] != 0:
		s.turn = int8(1 - p)
	case s.sp < stockSize:
		nd := 1 - int(s.dealer)
		for i := 0; i < 2*handSize; i++ {
			q := nd ^ (i & 1)
			c := s.stock[s.sp]
			s.sp++
			s.hand[q] = s.hand[q].Add(c)
			ev, _ = emit(ev, games.KMove, q, c, games.Stock, games.Hand, q)
		}
		s.turn = int8(nd)
	default:
		ev = s.endDeal(ev)
	}
	return ev
}

// endDeal gives the table to the last capturer, scores the deal and checks
// the match (spec §5.4, §6, §7).
func (s *State) endDeal(ev []games.Event) []games.Event {
	if s.table != 0 && s.last >= 0 {
		l := int(s.last)
		var e *games.Event
		ev, e = emit(ev, games.KSweepToLast, l, cards.None, games.Table, games.Pile, games.Everyone)
		e.Cards, e.Value = s.table, int32(s.table.Len())
		s.pile[l] = s.pile[l].Union(s.table)
		s.table = 0
	}
	sc := ScoreDeal(s.pile, s.scope)
	s.lastDeal, s.scored, s.dealOver = sc, true, true
	s.deals++
	kinds := [4]games.Kind{games.KPrizeCards, games.KPrizeCoins, games.KPrizeSettebello, games.KPrizePrimiera}
	for i, k := range kinds {
		var e *games.Event
		ev, e = emit(ev, k, sc.Prize[i], cards.None, games.NoZone, games.NoZone, games.Everyone)
		if sc.Prize[i] >= 0 {
			e.Value = 1
		}
		if k == games.KPrizeSettebello {
			e.Card = Settebello
		}
	}
	for p := 0; p < 2; p++ {
		s.total[p] += sc.Points[p]
		var e *games.Event
		ev, e = emit(ev, games.KDealOver, p, cards.None, games.NoZone, games.NoZone, games.Everyone)
		e.Value = int32(sc.Points[p])
	}
	if w := MatchWinner(s.total); w >= 0 {
		s.winner = int8(w)
		s.turn = games.Nobody
		ev, e := emit(ev, games.KMatchOver, w, cards.None, games.NoZone, games.NoZone, games.Everyone)
		e.Value = int32(s.total[w])
		return ev
	}
	s.dealer = 1 - s.dealer
	s.turn = games.Chance
	return ev
}

// MatchWinner returns the seat that has won with these totals, or -1 when
// the match goes on: at least 11 and strictly more than the other (spec §7).
func MatchWinner(total [2]int) int {
	switch {
	case max(total[0], total[1]) < Target || total[0] == total[1]:
		return -1
	case total[0] > total[1]:
		return 0
	default:
		return 1
	}
}

// Result returns the last scored deal's breakdown and the match totals.
func (s *State) Result() games.Result {
	r := games.Result{
		DealOver: s.dealOver || s.turn == games.Nobody,
		Deal:     []int{0, 0},
		Match:    []int{s.total[0], s.total[1]},
		Winner:   int(s.winner),
		Deals:    s.deals,
	}
	if s.scored {
		r.Deal = []int{s.lastDeal.Points[0], s.lastDeal.Points[1]}
		r.Lines = s.lastDeal.Lines()
	}
	return r
}
