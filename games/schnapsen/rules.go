package schnapsen

import (
	"math/bits"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Actions. A card c on its own plays it (lead or follow); Declare(c) leads a
// King or Queen and declares the marriage with its partner.
const (
	actDeclare games.Action = 32
	// Exchange swaps the leader's trump Jack for the face-up indicator.
	Exchange games.Action = 64
	// Close closes the stock before leading.
	Close games.Action = 65
)

// Play returns the action that plays card c.
func Play(c cards.Card) games.Action { return games.Action(c) }

// Declare returns the action that leads c (a King or Queen) and declares the
// marriage with its partner.
func Declare(c cards.Card) games.Action { return actDeclare + games.Action(c) }

// MoveKind says what an action does.
type MoveKind uint8

// The kinds of Schnapsen actions.
const (
	MoveNone     MoveKind = iota // no action of Schnapsen's
	MoveDeal                     // games.Deal: the next deal
	MovePlay                     // Card led or followed
	MoveDeclare                  // Card (a King or Queen) led, declaring the marriage with its partner
	MoveExchange                 // the trump Jack swapped for the indicator
	MoveClose                    // the stock closed
)

// Move is an action taken apart: Decode's result, and Action's input.
type Move struct {
	Kind MoveKind
	Card cards.Card // the card played (MovePlay, MoveDeclare), else cards.None
}

// Decode takes a apart; ok is false for a value that is no Schnapsen action
// (Move.Action would not give it back). Whether the move is legal is the
// state's business.
func Decode(a games.Action) (m Move, ok bool) {
	switch {
	case a == games.Deal:
		return Move{Kind: MoveDeal, Card: cards.None}, true
	case a == Exchange:
		return Move{Kind: MoveExchange, Card: cards.None}, true
	case a == Close:
		return Move{Kind: MoveClose, Card: cards.None}, true
	case a < MaxCards:
		return Move{Kind: MovePlay, Card: cards.Card(a)}, true
	case a >= actDeclare && a < actDeclare+MaxCards:
		c := cards.Card(a - actDeclare)
		if r := Rank(c); r == King || r == Queen {
			return Move{Kind: MoveDeclare, Card: c}, true
		}
	}
	return Move{Card: cards.None}, false
}

// Action encodes m: Decode's inverse (games.NoAction for MoveNone).
func (m Move) Action() games.Action {
	switch m.Kind {
	case MoveDeal:
		return games.Deal
	case MovePlay:
		return Play(m.Card)
	case MoveDeclare:
		return Declare(m.Card)
	case MoveExchange:
		return Exchange
	case MoveClose:
		return Close
	}
	return games.NoAction
}

// Suit returns the suit index of c (H, D, S, C = 0..3).
func Suit(c cards.Card) int {
	if c >= cards.Nines24 {
		return (int(c) - cards.Nines24) & 3
	}
	return int(c) / 5
}

// Rank returns the rank index of c (J, Q, K, T, A = 0..4; Nine = 5, the
// Sechsundsechzig card below the Jack).
func Rank(c cards.Card) int {
	if c >= cards.Nines24 {
		return Nine
	}
	return int(c) % 5
}

// Partner returns the other card of a marriage: the King for a Queen and
// the Queen for a King (cards.None for other ranks).
func Partner(c cards.Card) cards.Card {
	switch Rank(c) {
	case Queen:
		return c + 1
	case King:
		return c - 1
	}
	return cards.None
}

// Above returns the cards of c's suit that rank above c (the whole rest
// of the suit for a Nine, which ranks lowest though numbered last).
func Above(c cards.Card) cards.Set {
	if int(c) >= MaxCards {
		return 0
	}
	return aboveMask[c]
}

// SuitCards returns the set of the cards of suit s (five, and the Nine,
// card 20+s, in Sechsundsechzig).
func SuitCards(s int) cards.Set { return suitMask[s&3] }

// Points returns the card points of c: 11, 10, 4, 3, 2, 0 for A, T, K, Q,
// J, and the Nine.
func Points(c cards.Card) int { return int(cardPts[Rank(c)]) }

// SetPoints returns the card points of a set of cards.
func SetPoints(s cards.Set) int {
	n := 0
	for r := 0; r < 5; r++ {
		n += int(cardPts[r]) * bits.OnesCount64(uint64(s)&(0x08421<<r))
	}
	return n
}

// Beats reports whether follow wins the trick against led with trump suit
// trump: a higher card of the led suit, or a trump on a non-trump lead.
func Beats(led, follow cards.Card, trump int) bool {
	ls, fs := Suit(led), Suit(follow)
	if fs == ls {
		return aboveMask[led].Has(follow) // the nines are numbered last but rank lowest
	}
	return fs == trump
}

// FollowSet returns the cards of hand that may follow led. Under strict play
// (closed or exhausted stock) the follower must head the trick in the led
// suit, else follow suit, else trump, else play anything; otherwise any card.
func FollowSet(hand cards.Set, led cards.Card, trump int, strict bool) cards.Set {
	if !strict {
		return hand
	}
	same := hand & suitMask[Suit(led)]
	if same != 0 {
		if hi := same & aboveMask[led]; hi != 0 {
			return hi
		}
		return same
	}
	if Suit(led) != trump {
		if tr := hand & suitMask[trump&3]; tr != 0 {
			return tr
		}
	}
	return hand
}

// trumpJack is the card that exchanges for the indicator: the trump Jack,
// or the trump Nine in Sechsundsechzig.
func (s *State) trumpJack() cards.Card { return s.rules.LowTrump(int(s.trump)) }

// canExchange reports whether p, leading, may exchange: the stock open and
// long enough, the card in hand, and in Sechsundsechzig a trick won first.
func (s *State) canExchange(p int) bool {
	return s.stockState == StockOpen && int(s.stockN) >= s.rules.MinStock() &&
		s.hand[p].Has(s.trumpJack()) && (!s.rules.Sechs || s.tricks[p] > 0)
}

func (s *State) canDeclare(p int, c cards.Card) bool {
	r := Rank(c)
	if r != King && r != Queen {
		return false
	}
	return s.hand[p].Has(Partner(c)) && s.declared[p]&(1<<Suit(c)) == 0
}

// Legal appends the legal actions: at a lead exchange, close, then each card
// in ascending order, each King or Queen that can declare followed by its
// declaring form; when following, the cards that may follow.
func (s *State) Legal(buf []games.Action) []games.Action {
	switch s.phase {
	case phaseChance:
		return append(buf, games.Deal)
	case phaseOver:
		return buf
	}
	p := int(s.toMove)
	h := s.hand[p]
	if s.lead != cards.None {
		for x := FollowSet(h, s.lead, int(s.trump), s.stockState != StockOpen); x != 0; x &= x - 1 {
			buf = append(buf, games.Action(bits.TrailingZeros64(uint64(x))))
		}
		return buf
	}
	if s.stockState == StockOpen && int(s.stockN) >= s.rules.MinStock() {
		if s.canExchange(p) {
			buf = append(buf, Exchange)
		}
		buf = append(buf, Close)
	}
	for x := h; x != 0; x &= x - 1 {
		c := cards.Card(bits.TrailingZeros64(uint64(x)))
		buf = append(buf, games.Action(c))
		if s.canDeclare(p, c) {
			buf = append(buf, Declare(c))
		}
	}
	return buf
}

// Apply plays a, appending its events to ev. An illegal action returns an
// error wrapping games.ErrIllegal and changes nothing.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.phase {
	case phaseChance:
		if a != games.Deal {
			return ev, games.Illegal("the next deal is due; only %q is legal", "deal")
		}
		return s.deal(ev), nil
	case phaseOver:
		return ev, games.Illegal("the match is over")
	}
	p := int(s.toMove)
	leading := s.lead == cards.None
	switch {
	case a == Exchange:
		switch {
		case !leading:
			return ev, games.Illegal("only the leader may exchange, before leading")
		case s.stockState != StockOpen:
			return ev, games.Illegal("the stock is %s: no exchange", s.stockState)
		case int(s.stockN) < s.rules.MinStock():
			return ev, games.Illegal("the stock holds %d cards: no exchange (house rule no-exchange-close-at-two)", s.stockN)
		case !s.hand[p].Has(s.trumpJack()):
			return ev, games.Illegal("exchanging needs the trump %s in hand", s.deck.Code(s.trumpJack()))
		case !s.canExchange(p):
			return ev, games.Illegal("in sechsundsechzig the trump Nine is exchanged only after winning a trick")
		}
		return s.exchange(p, ev), nil
	case a == Close:
		switch {
		case !leading:
			return ev, games.Illegal("only the leader may close, before leading")
		case s.stockState != StockOpen:
			return ev, games.Illegal("the stock is already %s", s.stockState)
		case int(s.stockN) < s.rules.MinStock():
			return ev, games.Illegal("the stock holds %d cards: no closing (house rule no-exchange-close-at-two)", s.stockN)
		}
		return s.close(p, ev), nil
	case a < MaxCards:
		c := cards.Card(a)
		if !s.hand[p].Has(c) {
			return ev, games.Illegal("p%d does not hold %s", p, s.deck.Code(c))
		}
		if leading {
			return s.leadCard(p, c, false, ev), nil
		}
		if !FollowSet(s.hand[p], s.lead, int(s.trump), s.stockState != StockOpen).Has(c) {
			return ev, games.Illegal("%s may not follow %s: with the stock %s the follower must head the trick in suit, else follow suit, else trump", s.deck.Code(c), s.deck.Code(s.lead), s.stockState)
		}
		return s.follow(p, c, ev), nil
	case a >= actDeclare && a < actDeclare+MaxCards:
		c := cards.Card(a - actDeclare)
		switch {
		case !leading:
			return ev, games.Illegal("a marriage is declared when leading, not when following")
		case !s.hand[p].Has(c):
			return ev, games.Illegal("p%d does not hold %s", p, s.deck.Code(c))
		case Rank(c) != King && Rank(c) != Queen:
			return ev, games.Illegal("%s is not a King or Queen", s.deck.Code(c))
		case !s.hand[p].Has(Partner(c)):
			return ev, games.Illegal("a marriage with %s needs %s in hand", s.deck.Code(c), s.deck.Code(Partner(c)))
		case s.declared[p]&(1<<Suit(c)) != 0:
			return ev, games.Illegal("p%d already declared the %s marriage", p, s.deck.SuitName(Suit(c)).English)
		}
		return s.leadCard(p, c, true, ev), nil
	}
	return ev, games.Illegal("action %d is not a Schnapsen action", uint64(a))
}

// deal deals the next deal: 3 to each (non-dealer first), the indicator, 2 to
// each (3 in Sechsundsechzig), and the remaining 9 (11) cards face down on
// top of the indicator.
func (s *State) deal(ev []games.Event) []games.Event {
	var all [MaxCards]cards.Card
	d := all[:s.rules.NumCards()]
	if s.dealsUsed < len(s.deals) {
		copy(d, s.deals[s.dealsUsed])
		s.dealsUsed++
	} else {
		for i := range d {
			d[i] = cards.Card(i)
		}
		cards.Shuffle(d, &s.rng)
	}
	s.hand = [2]cards.Set{}
	s.won = [2]cards.Set{}
	s.known = [2]cards.Set{}
	s.excluded = [2]cards.Set{}
	s.points = [2]int16{}
	s.pending = [2]int16{}
	s.tricks = [2]int8{}
	s.declared = [2]uint8{}
	s.nTricks = 0
	s.stockState = StockOpen
	s.closer = -1
	s.closePts, s.closeTrick = 0, false
	s.lead = cards.None

	dl := s.dealer
	nd := 1 - dl
	e := ev0(games.KDealStart, dl)
	e.Value = int32(s.dealsDone) + 1
	ev = append(ev, e)
	give := func(p int8, c cards.Card) {
		s.hand[p] = s.hand[p].Add(c)
		ev = append(ev, move(p, games.Deck, games.Hand, c, p))
	}
	for i := 0; i < 3; i++ {
		give(nd, d[i])
	}
	for i := 3; i < 6; i++ {
		give(dl, d[i])
	}
	ind := d[6]
	s.trump = int8(Suit(ind))
	ev = append(ev, move(-1, games.Deck, games.Indicator, ind, games.Everyone))
	second := s.rules.HandSize() - 3
	for i := 0; i < second; i++ {
		give(nd, d[7+i])
	}
	for i := 0; i < second; i++ {
		give(dl, d[7+second+i])
	}
	first := 7 + 2*second // the first face-down stock card
	n := s.rules.StockSize()
	s.stock[0] = ind
	for k := 0; k < n-1; k++ {
		s.stock[n-1-k] = d[first+k]
	}
	s.stockN = int8(n)
	e = move(-1, games.Deck, games.Stock, cards.None, games.Everyone)
	e.Value = int32(n - 1)
	ev = append(ev, e)
	s.leader, s.toMove = nd, nd
	s.phase = phasePlay
	return ev
}

func (s *State) exchange(p int, ev []games.Event) []games.Event {
	j := s.trumpJack()
	old := s.stock[0]
	s.stock[0] = j
	s.hand[p] = s.hand[p].Remove(j).Add(old)
	s.known[p] = s.known[p].Add(old)
	e := ev0(KExchange, int8(p))
	e.Card = j
	e.Cards = cards.SetOf(old)
	ev = append(ev, e,
		move(int8(p), games.Hand, games.Indicator, j, games.Everyone),
		move(int8(p), games.Indicator, games.Hand, old, games.Everyone))
	return ev
}

func (s *State) close(p int, ev []games.Event) []games.Event {
	o := 1 - p
	s.stockState = StockClosed
	s.closer = int8(p)
	s.closePts = s.points[o]
	s.closeTrick = s.tricks[o] > 0
	e := ev0(KClose, int8(p))
	e.Value = int32(s.stockN)
	return append(ev, e)
}

func (s *State) leadCard(p int, c cards.Card, declare bool, ev []games.Event) []games.Event {
	if declare {
		v := int16(20)
		if Suit(c) == int(s.trump) {
			v = 40
		}
		partner := Partner(c)
		s.declared[p] |= 1 << Suit(c)
		s.known[p] = s.known[p].Add(partner)
		e := ev0(KMarriage, int8(p))
		e.Card = c
		e.Cards = cards.SetOf(partner)
		e.Value = int32(v)
		if s.tricks[p] > 0 {
			s.points[p] += v
			ev = append(ev, e)
			if s.points[p] >= Target {
				e = ev0(KReached66, int8(p))
				e.Value = int32(s.points[p])
				ev = append(ev, e)
				return s.reached(p, ev)
			}
		} else {
			s.pending[p] += v
			e.Target = 1
			ev = append(ev, e)
		}
	}
	s.hand[p] = s.hand[p].Remove(c)
	s.known[p] = s.known[p].Remove(c)
	s.lead = c
	s.toMove = int8(1 - p)
	return append(ev, move(int8(p), games.Hand, games.Trick, c, games.Everyone))
}

func (s *State) follow(q int, c cards.Card, ev []games.Event) []games.Event {
	l := s.lead
	ls, fs := Suit(l), Suit(c)
	trump := int(s.trump)
	if s.stockState != StockOpen {
		// What strict play reveals about the follower's remaining hand.
		switch {
		case fs != ls:
			s.excluded[q] |= suitMask[ls]
			if ls != trump && fs != trump {
				s.excluded[q] |= suitMask[trump]
			}
		case !aboveMask[l].Has(c):
			s.excluded[q] |= aboveMask[l]
		}
		s.excluded[q] &= s.rules.Full() // the masks hold the nines of the 24-card pack
	}
	s.hand[q] = s.hand[q].Remove(c)
	s.known[q] = s.known[q].Remove(c)
	ev = append(ev, move(int8(q), games.Hand, games.Trick, c, games.Everyone))

	w := 1 - q
	if Beats(l, c, trump) {
		w = q
	}
	pts := cardPts[Rank(l)] + cardPts[Rank(c)]
	s.points[w] += pts
	s.tricks[w]++
	both := cards.SetOf(l, c)
	s.won[w] |= both
	s.history[s.nTricks] = Trick{Leader: int8(1 - q), Lead: l, Follow: c, Winner: int8(w)}
	s.nTricks++
	s.lead = cards.None
	e := ev0(games.KTrickWon, int8(w))
	e.Cards = both
	e.Value = int32(pts)
	ev = append(ev, e)
	e = ev0(games.KMove, int8(w))
	e.From, e.To, e.Cards = games.Trick, games.Pile, both
	ev = append(ev, e)
	if s.rules.Sechs && s.stockState == StockExhausted && s.hand[0]|s.hand[1] == 0 {
		// Sechsundsechzig: the last trick of an exhausted stock counts 10
		// more (not after closing: the closer meant to reach 66 before).
		s.points[w] += LastTrickBonus
		e = ev0(KLastTrickBonus, int8(w))
		e.Value = LastTrickBonus
		ev = append(ev, e)
	}
	if s.pending[w] > 0 {
		e = ev0(KMarriageCredited, int8(w))
		e.Value = int32(s.pending[w])
		ev = append(ev, e)
		s.points[w] += s.pending[w]
		s.pending[w] = 0
	}
	if s.points[w] >= Target {
		e = ev0(KReached66, int8(w))
		e.Value = int32(s.points[w])
		ev = append(ev, e)
		return s.reached(w, ev)
	}
	if s.stockState == StockOpen {
		lo := 1 - w
		if s.stockN == 2 {
			top, ind := s.stock[1], s.stock[0]
			s.hand[w] = s.hand[w].Add(top)
			s.hand[lo] = s.hand[lo].Add(ind)
			s.known[lo] = s.known[lo].Add(ind)
			s.stockN = 0
			s.stockState = StockExhausted
			ev = append(ev, move(int8(w), games.Stock, games.Hand, top, int8(w)),
				move(int8(lo), games.Indicator, games.Hand, ind, games.Everyone),
				ev0(KStockExhausted, -1))
		} else {
			a, b := s.stock[s.stockN-1], s.stock[s.stockN-2]
			s.hand[w] = s.hand[w].Add(a)
			s.hand[lo] = s.hand[lo].Add(b)
			s.stockN -= 2
			ev = append(ev, move(int8(w), games.Stock, games.Hand, a, int8(w)),
				move(int8(lo), games.Stock, games.Hand, b, int8(lo)))
		}
	}
	if s.hand[0] == 0 && s.hand[1] == 0 {
		if s.stockState == StockClosed {
			o := 1 - s.closer
			gp := 3
			if s.closeTrick {
				gp = 2
			}
			return s.finish(int(o), gp, EndCloseFailed, ev)
		}
		return s.finish(w, 1, EndLastTrick, ev)
	}
	s.leader, s.toMove = int8(w), int8(w)
	return append(ev, ev0(games.KLeadChange, int8(w)))
}
