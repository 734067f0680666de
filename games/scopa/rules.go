package scopa

import (
	"math/bits"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

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
	return s.rules.AppendLegal(buf, s.hand[s.turn], s.table)
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
	c, capt, ok := decode(a)
	if !ok {
		return ev, games.Illegal("action %#x is not a Scopa move", uint64(a))
	}
	if !s.hand[p].Has(c) {
		return ev, games.Illegal("%s is not in p%d's hand", code(c), p)
	}
	if err := s.rules.CheckCapture(c, capt, s.table); err != nil {
		return ev, err
	}
	return s.play(p, c, capt, ev), nil
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
		if s.table == 0 && s.plays != lastPlay && !s.rules.aceSweep(c, s.table.Union(capt)) {
			s.scope[p]++
			ev, e = emit(ev, KScopa, p, cards.None, games.NoZone, games.NoZone, games.Everyone)
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
	sc := s.rules.Score(s.pile, s.scope)
	s.lastDeal, s.scored, s.dealOver = sc, true, true
	s.deals++
	kinds := [4]games.Kind{KPrizeCards, KPrizeCoins, KPrizeSettebello, KPrizePrimiera}
	for i, k := range kinds {
		var e *games.Event
		ev, e = emit(ev, k, sc.Prize[i], cards.None, games.NoZone, games.NoZone, games.Everyone)
		if sc.Prize[i] >= 0 {
			e.Value = 1
		}
		if k == KPrizeSettebello {
			e.Card = Settebello
		}
	}
	// The house rules' prizes, only when on: a match without options emits
	// exactly the events it always did.
	for p := 0; p < 2; p++ {
		if sc.ReBello[p] > 0 {
			var e *games.Event
			ev, e = emit(ev, KPrizeReBello, p, ReBello, games.NoZone, games.NoZone, games.Everyone)
			e.Value = int32(sc.ReBello[p])
		}
	}
	for p := 0; p < 2; p++ {
		if sc.Napola[p] > 0 {
			var e *games.Event
			ev, e = emit(ev, KNapola, p, cards.None, games.NoZone, games.NoZone, games.Everyone)
			e.Value = int32(sc.Napola[p])
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

// An Action packs the played card in its low byte and the captured table
// cards as a bitset above it: Play(c, capt) = c | capt<<8. Laying a card on
// the table is Play(c, 0). Every value fits in 48 bits, so no Scopa move can
// be mistaken for games.Deal.
const captShift = 8

// Play returns the action that plays c and captures capt.
func Play(c cards.Card, capt cards.Set) games.Action {
	return games.Action(c) | games.Action(capt)<<captShift
}

// MoveKind says what an action does.
type MoveKind uint8

// The kinds of Scopa actions.
const (
	MoveNone MoveKind = iota // no action of Scopa's
	MoveDeal                 // games.Deal: the next deal
	MovePlay                 // a hand card played, taking Capture (none: laid on the table)
)

// Move is an action taken apart: Decode's result, and Action's input.
type Move struct {
	Kind    MoveKind
	Card    cards.Card // the card played (MovePlay)
	Capture cards.Set  // the table cards it takes (MovePlay)
}

// Decode takes a apart; ok is false for a value that is no Scopa action
// (Move.Action would not give it back). Whether the move is legal is the
// state's business.
func Decode(a games.Action) (m Move, ok bool) {
	if a == games.Deal {
		return Move{Kind: MoveDeal, Card: cards.None}, true
	}
	c, capt, ok := decode(a)
	if !ok {
		return Move{Card: cards.None}, false
	}
	return Move{Kind: MovePlay, Card: c, Capture: capt}, true
}

// Action encodes m: Decode's inverse (games.NoAction for MoveNone).
func (m Move) Action() games.Action {
	switch m.Kind {
	case MoveDeal:
		return games.Deal
	case MovePlay:
		return Play(m.Card, m.Capture)
	}
	return games.NoAction
}

// decode splits a into the played card and the captured cards; ok is false
// for a value no Play call can give.
func decode(a games.Action) (c cards.Card, capt cards.Set, ok bool) {
	c = cards.Card(a & 0xFF)
	capt = cards.Set(a >> captShift)
	return c, capt, c < 40 && capt < 1<<40 && !capt.Has(c)
}

// CheckCapture checks that playing c and taking capt obeys spec §5.2 on the
// given table: a single equal-value card when one exists; otherwise a set of
// two or more cards with the right sum when one exists; otherwise nothing.
// The hand is not checked. The error wraps games.ErrIllegal. It is the
// seed's rule: Rules.CheckCapture is the same under the house rules.
func CheckCapture(c cards.Card, capt, table cards.Set) error {
	return Rules{}.CheckCapture(c, capt, table)
}

// aces is the set of the four Aces.
var aces = valueMask[1]

// aceSweep reports whether playing c on table is Scopa d'Assi's sweep: the
// option is on, c is an Ace, and the table holds cards but no Ace (an Ace
// on the table is taken by the Ace played, as in the plain game).
func (r Rules) aceSweep(c cards.Card, table cards.Set) bool {
	return r.ScopaDAssi && Value(c) == 1 && table != 0 && table&aces == 0
}

// CheckCapture is CheckCapture under r: with Scopa d'Assi an Ace played on
// a table without an Ace must take the whole table.
func (r Rules) CheckCapture(c cards.Card, capt, table cards.Set) error {
	if r.aceSweep(c, table) {
		if capt != table {
			return games.Illegal("%s takes the whole table (Scopa d'Assi): %s", code(c), table.Format(cards.Italian()))
		}
		return nil
	}
	v := Value(c)
	equal := table & valueMask[v]
	switch n := capt.Len(); {
	case !table.Contains(capt):
		return games.Illegal("%s is not all on the table", capt.Format(cards.Italian()))
	case n == 0 && equal != 0:
		return games.Illegal("%s must capture a card of value %d from the table", code(c), v)
	case n == 0 && sumReachable(table, v):
		return games.Illegal("%s must capture table cards adding up to %d", code(c), v)
	case n == 1 && Value(capt.First()) != v:
		return games.Illegal("%s (value %d) cannot capture %s (value %d)", code(c), v, code(capt.First()), Value(capt.First()))
	case n >= 2 && equal != 0:
		return games.Illegal("%s must capture a single card of value %d, not a sum", code(c), v)
	case n >= 2 && sumOf(capt) != v:
		return games.Illegal("%s adds up to %d, not %d", capt.Format(cards.Italian()), sumOf(capt), v)
	}
	return nil
}

// sumOf adds up the capture values of s.
func sumOf(s cards.Set) int {
	t := 0
	for s != 0 {
		c := s.First()
		t += Value(c)
		s = s.Remove(c)
	}
	return t
}

// sumReachable reports whether some cards of table add up to v. It is only
// asked when no single card has value v, so any such set has two or more
// cards.
func sumReachable(table cards.Set, v int) bool {
	return sums(table&upTo[v-1])&(1<<v) != 0
}

// sums returns the set of totals up to 10 that some cards of t add up to,
// as a bitmask (bit n: n is such a total; bit 0 always, for no card).
func sums(t cards.Set) uint32 {
	reach := uint32(1)
	for x := uint64(t); x != 0; x &= x - 1 {
		reach |= reach << values[bits.TrailingZeros64(x)]
	}
	return reach & 0x7FF
}

// AppendLegal appends the legal plays of a hand on a table: for each hand
// card in ascending order, each equal-value card (ascending), or else every
// set adding up to its value (in lexicographic order of the ascending card
// lists), or else laying it.
func AppendLegal(buf []games.Action, hand, table cards.Set) []games.Action {
	return Rules{}.AppendLegal(buf, hand, table)
}

// AppendLegal is AppendLegal under r: with Scopa d'Assi an Ace on a table
// without an Ace has the one play that takes the whole table.
func (r Rules) AppendLegal(buf []games.Action, hand, table cards.Set) []games.Action {
	// One subset-sum pass over the table tells which hand cards can take a
	// sum at all, so the enumeration runs only where it finds something.
	reach := sums(table)
	for h := uint64(hand); h != 0; h &= h - 1 {
		c := cards.Card(bits.TrailingZeros64(h))
		if r.aceSweep(c, table) {
			buf = append(buf, Play(c, table))
			continue
		}
		buf = appendCardReach(buf, c, table, reach)
	}
	return buf
}

func (r Rules) appendCard(buf []games.Action, c cards.Card, table cards.Set) []games.Action {
	if r.aceSweep(c, table) {
		return append(buf, Play(c, table))
	}
	return appendCardReach(buf, c, table, sums(table))
}

// appendCardReach appends the plays of c; reach is sums(table).
func appendCardReach(buf []games.Action, c cards.Card, table cards.Set, reach uint32) []games.Action {
	v := Value(c)
	if eq := uint64(table & valueMask[v]); eq != 0 {
		for ; eq != 0; eq &= eq - 1 {
			buf = append(buf, Play(c, cards.Set(eq&-eq)))
		}
		return buf
	}
	if reach&(1<<v) == 0 {
		return append(buf, Play(c, 0))
	}
	return appendSums(buf, c, table&upTo[v-1], 0, v)
}

// upTo[v] holds the cards of capture value at most v.
var upTo = func() (m [11]cards.Set) {
	for v := 1; v <= 10; v++ {
		m[v] = m[v-1] | valueMask[v]
	}
	return m
}()

// appendSums appends Play(c, acc ∪ G) for every G ⊆ cand adding up to rest,
// taking the cards in ascending order so that each set comes once. Only
// cards no greater than what remains are tried.
func appendSums(buf []games.Action, c cards.Card, cand, acc cards.Set, rest int) []games.Action {
	for cand &= upTo[rest]; cand != 0; {
		x := cards.Card(bits.TrailingZeros64(uint64(cand)))
		cand &= cand - 1
		if w := Value(x); w == rest {
			buf = append(buf, Play(c, acc.Add(x)))
		} else if more := cand & upTo[rest-w]; more != 0 {
			buf = appendSums(buf, c, more, acc.Add(x), rest-w)
		}
	}
	return buf
}

// countOptions returns how many legal plays card c has on table (at least 1:
// laying it when it captures nothing).
func (r Rules) countOptions(c cards.Card, table cards.Set) int {
	var buf [64]games.Action
	if n := len(r.appendCard(buf[:0], c, table)); n <= len(buf) {
		return n
	}
	return len(buf) + 1 // more than fit: certainly more than one
}
