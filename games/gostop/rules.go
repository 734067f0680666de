package gostop

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Action encoding: the kind in bits 16–23, a hand card in bits 0–7, a layout
// card in bits 8–15 (255: none).
const (
	kindPlay games.Action = 1 << 16
	kindFlip games.Action = 2 << 16
	kindGo   games.Action = 3 << 16
	kindStop games.Action = 4 << 16
	// The house rules' actions (Rules): a hand card played with a shake,
	// a bomb named by one of its three hand cards, a dummy turn.
	kindShake games.Action = 5 << 16
	kindBomb  games.Action = 6 << 16
	kindDummy games.Action = 7 << 16
	kindMask  games.Action = 0xFF << 16
)

// Go and StopAction are the go/stop decisions; DummyAction is a dummy
// turn after a bomb (the stock card only).
const (
	Go          = kindGo
	StopAction  = kindStop
	DummyAction = kindDummy | games.Action(cards.None)<<8 | games.Action(cards.None)
)

// ShakeAction plays hand card h showing the other two cards of its month
// (Rules.Shaking).
func ShakeAction(h cards.Card) games.Action {
	return kindShake | games.Action(cards.None)<<8 | games.Action(h)
}

// BombAction plays the three hand cards of h's month onto the fourth on the
// layout (Rules.Bombs); any of the three names it.
func BombAction(h cards.Card) games.Action {
	return kindBomb | games.Action(cards.None)<<8 | games.Action(h)
}

// PlayAction plays hand card h; with is the layout card it pairs with when
// two loose cards of its month lie on the layout (cards.None otherwise).
func PlayAction(h, with cards.Card) games.Action {
	return kindPlay | games.Action(with)<<8 | games.Action(h)
}

// FlipAction picks the layout card the turned stock card pairs with.
func FlipAction(with cards.Card) games.Action { return kindFlip | games.Action(with)<<8 }

func decode(a games.Action) (kind games.Action, h, with cards.Card) {
	return a & kindMask, cards.Card(a), cards.Card(a >> 8)
}

// MoveKind says what an action does.
type MoveKind uint8

// The kinds of Go-Stop actions.
const (
	MoveNone  MoveKind = iota // no action of Go-Stop's
	MoveDeal                  // games.Deal: the deal
	MovePlay                  // hand Card played, pairing With when two loose cards of its month lie out
	MoveFlip                  // the turned stock card takes the layout card With
	MoveGo                    // go
	MoveStop                  // stop
	MoveShake                 // hand Card played with a shake (its month's three cards shown)
	MoveBomb                  // a bomb: the three hand cards of Card's month onto the fourth
	MoveDummy                 // a dummy turn: the stock card only
)

// Move is an action taken apart: Decode's result, and Action's input.
type Move struct {
	Kind MoveKind
	Card cards.Card // the hand card (MovePlay), else cards.None
	With cards.Card // the layout card chosen (MovePlay with a choice, MoveFlip), else cards.None
}

// Decode takes a apart; ok is false for a value that is no Go-Stop action
// (Move.Action would not give it back). Whether the move is legal is the
// state's business.
func Decode(a games.Action) (m Move, ok bool) {
	m = Move{Card: cards.None, With: cards.None}
	kind, h, with := decode(a)
	switch {
	case a == games.Deal:
		m.Kind = MoveDeal
	case a == Go:
		m.Kind = MoveGo
	case a == StopAction:
		m.Kind = MoveStop
	case a == DummyAction:
		m.Kind = MoveDummy
	case kind == kindShake && h < 48:
		m.Kind, m.Card = MoveShake, h
	case kind == kindBomb && h < 48:
		m.Kind, m.Card = MoveBomb, h
	case kind == kindPlay && h < 48 && (with < 48 || with == cards.None) && with != h:
		m.Kind, m.Card, m.With = MovePlay, h, with
	case kind == kindFlip && with < 48:
		m.Kind, m.With = MoveFlip, with
	default:
		return Move{Card: cards.None, With: cards.None}, false
	}
	if m.Action() != a {
		return Move{Card: cards.None, With: cards.None}, false
	}
	return m, true
}

// Action encodes m: Decode's inverse (games.NoAction for MoveNone).
func (m Move) Action() games.Action {
	switch m.Kind {
	case MoveDeal:
		return games.Deal
	case MovePlay:
		return PlayAction(m.Card, m.With)
	case MoveFlip:
		return FlipAction(m.With)
	case MoveGo:
		return Go
	case MoveStop:
		return StopAction
	case MoveShake:
		return ShakeAction(m.Card)
	case MoveBomb:
		return BombAction(m.Card)
	case MoveDummy:
		return DummyAction
	}
	return games.NoAction
}

// legal appends the legal actions of a position given the mover's hand.
func legal(pub *Public, hand cards.Set, buf []games.Action) []games.Action {
	switch pub.Phase {
	case PhaseChance:
		return append(buf, games.Deal)
	case PhasePlay:
		r := pub.Options
		p := pub.ToMove & 1
		for h := hand; h != 0; {
			c := h.First()
			h = h.Remove(c)
			lm := pub.Layout.Intersect(monthOf(c))
			if lm.Len() == 2 {
				buf = append(buf, PlayAction(c, lm.First()), PlayAction(c, lm.Last()))
			} else {
				buf = append(buf, PlayAction(c, cards.None))
			}
			if hand.Intersect(monthOf(c)).Len() == 3 {
				switch {
				case r.Shaking && lm.Len() == 0 && pub.Shaken[p].Intersect(monthOf(c)) == 0:
					buf = append(buf, ShakeAction(c))
				case r.Bombs && lm.Len() == 1:
					buf = append(buf, BombAction(c))
				}
			}
		}
		if pub.Dummies[p] > 0 {
			buf = append(buf, DummyAction)
		}
	case PhaseFlipChoice:
		ln := pub.Layout.Intersect(monthOf(pub.Pending.Flip)).Remove(pub.Pending.Flip)
		buf = append(buf, FlipAction(ln.First()), FlipAction(ln.Last()))
	case PhaseDecide:
		buf = append(buf, Go, StopAction)
	}
	return buf
}

// Legal appends the legal actions in a deterministic order: hand cards by
// id (a card with a pair choice once per choice, lower id first, then its
// shake or bomb when the house rules allow one) and a dummy turn last, the
// two pair choices, or go before stop.
func (s *State) Legal(buf []games.Action) []games.Action {
	if s.pub.Phase == PhaseOver {
		return buf
	}
	return legal(&s.pub, s.hand[s.pub.ToMove&1], buf)
}

// Apply plays a. An illegal action leaves the state untouched.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.pub.Phase {
	case PhaseChance:
		if a != games.Deal {
			return ev, games.Illegal("the deal is due: the only legal action is deal")
		}
		return s.deal(ev), nil
	case PhaseOver:
		return ev, games.Illegal("the deal is over")
	}
	if a == games.Deal {
		return ev, games.Illegal("no deal is due")
	}
	p := s.pub.ToMove
	kind, h, with := decode(a)
	switch s.pub.Phase {
	case PhasePlay:
		if s.pub.StockLeft <= 0 {
			return ev, games.Illegal("the stock is empty")
		}
		switch {
		case a == DummyAction:
			if s.pub.Dummies[p] <= 0 {
				return ev, games.Illegal("p%d has no dummy turn (only a bomb gives two)", p)
			}
			return s.dummy(ev), nil
		case kind == kindShake || kind == kindBomb:
			return s.applyHouse(a, ev)
		}
		if kind != kindPlay || a>>24 != 0 {
			return ev, games.Illegal("p%d must play a hand card, not %s", p, FormatAction(a))
		}
		if !s.hand[p].Has(h) {
			return ev, games.Illegal("p%d does not hold %s", p, cards.Hwatu().Code(h))
		}
		lm := s.pub.Layout.Intersect(monthOf(h))
		if lm.Len() == 2 {
			if with == cards.None || !lm.Has(with) {
				return ev, games.Illegal("%s meets %s and %s on the layout: say which it pairs with, e.g. %s:%s",
					cards.Hwatu().Code(h), cards.Hwatu().Code(lm.First()), cards.Hwatu().Code(lm.Last()),
					cards.Hwatu().Code(h), cards.Hwatu().Code(lm.First()))
			}
		} else if with != cards.None {
			return ev, games.Illegal("%s has no pair to choose", cards.Hwatu().Code(h))
		}
		return s.play(h, with, ev), nil
	case PhaseFlipChoice:
		ln := s.pub.Layout.Intersect(monthOf(s.pub.Pending.Flip)).Remove(s.pub.Pending.Flip)
		if kind != kindFlip || a&0xFF != 0 || a>>24 != 0 || with == cards.None || !ln.Has(with) {
			return ev, games.Illegal("the turned %s pairs with %s or %s: play flip:%s or flip:%s",
				cards.Hwatu().Code(s.pub.Pending.Flip), cards.Hwatu().Code(ln.First()), cards.Hwatu().Code(ln.Last()),
				cards.Hwatu().Code(ln.First()), cards.Hwatu().Code(ln.Last()))
		}
		return s.resolve(with, ev), nil
	case PhaseDecide:
		switch a {
		case Go:
			sc := Points(s.pub.Piles[p])
			s.pub.Gos[p]++
			s.pub.LastGo[p] = int16(sc)
			ev = append(ev, games.Event{Kind: KGo, Player: p, Target: -1, Card: cards.None, Value: int32(s.pub.Gos[p]), Private: games.Everyone})
			return s.nextTurn(ev), nil
		case StopAction:
			return s.stop(ev), nil
		}
		return ev, games.Illegal("p%d must say go or stop", p)
	}
	return ev, games.Illegal("no move is possible now")
}

// deal deals the next deal (explicit or shuffled) and makes the opening
// checks: a layout quad, then hand quads (§3).
func (s *State) deal(ev []games.Event) []games.Event {
	var buf [48 + 3]cards.Card
	order := buf[:48+int(s.pub.Options.Bonus)]
	if s.next < len(s.deals) {
		copy(order, s.deals[s.next])
		s.next++
	} else {
		for i := range order {
			order[i] = cards.Card(i)
		}
		cards.Shuffle(order, &s.rng)
	}
	s.clearDeal()
	s.pub.End = EndNone // a nagari carried (NagariDoubles) left it set
	f, sec := s.pub.First, 1-s.pub.First
	ev = append(ev, event(games.KDealStart, f, cards.None, 0))
	for i, c := range order {
		e := games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, Card: c, Private: games.Everyone}
		switch {
		case i < 10:
			s.hand[f] = s.hand[f].Add(c)
			e.Player, e.To, e.Private = f, games.Hand, f
		case i < 20:
			s.hand[sec] = s.hand[sec].Add(c)
			e.Player, e.To, e.Private = sec, games.Hand, sec
		case i < 28:
			s.pub.Layout = s.pub.Layout.Add(c)
			e.To = games.Table
		default:
			s.stock[i-28] = c
			continue
		}
		ev = append(ev, e)
	}
	ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, To: games.Stock, Card: cards.None, Value: int32(stockSize(s.pub.Options)), Private: games.Everyone})
	s.pub.StockLeft = int8(stockSize(s.pub.Options))
	if s.pub.Options.Bonus != 0 {
		ev = s.dealBonus(ev)
	}
	redeal := false
	for m := 0; m < 12; m++ {
		if s.pub.Layout.Contains(monthMask[m]) {
			redeal = true
		}
	}
	q0, q1 := quads(s.hand[0]), quads(s.hand[1])
	if redeal || (q0 != 0 && q1 != 0) {
		s.pub.Redeals++
		s.clearDeal()
		return append(ev, event(games.KRedeal, f, cards.None, 0))
	}
	if q0 != 0 || q1 != 0 {
		w, q := int8(0), q0
		if q1 != 0 {
			w, q = 1, q1
		}
		s.pub.Quad = q
		ev = append(ev, games.Event{Kind: KInstantWin, Player: w, Target: -1, Card: cards.None, Cards: q, Value: 5, Private: games.Everyone})
		return s.finish(EndQuad, w, 5<<carried(&s.pub), ev)
	}
	for m := 0; m < 12; m++ {
		if lm := s.pub.Layout.Intersect(monthMask[m]); lm.Len() == 3 {
			s.pub.StackMaker[m] = OpeningDeal
			ev = append(ev, event(KPpuk, -1, cards.None, lm))
		}
	}
	s.pub.Phase, s.pub.ToMove, s.pub.Turn = PhasePlay, f, 1
	return ev
}

// dealBonus gives the bonus cards dealt to the layout to the first player
// and those dealt to a hand to its holder, each replaced from the top of
// the stock (a bonus card drawn as a replacement is replaced in turn):
// docs/games/gostop.md, "Bonus cards".
func (s *State) dealBonus(ev []games.Event) []games.Event {
	f := s.pub.First
	for x := s.pub.Layout & bonusOf(s.pub.Options.Bonus); x != 0; x = s.pub.Layout & bonusOf(s.pub.Options.Bonus) {
		b := x.First()
		s.pub.Layout = s.pub.Layout.Remove(b)
		ev = s.takeBonus(f, b, games.Table, ev)
		c := s.draw()
		s.pub.Layout = s.pub.Layout.Add(c)
		ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Stock, To: games.Table, Card: c, Private: games.Everyone})
	}
	for _, p := range [2]int8{f, 1 - f} {
		for x := s.hand[p] & bonusOf(s.pub.Options.Bonus); x != 0; x = s.hand[p] & bonusOf(s.pub.Options.Bonus) {
			b := x.First()
			s.hand[p] = s.hand[p].Remove(b)
			ev = s.takeBonus(p, b, games.Hand, ev)
			c := s.draw()
			s.hand[p] = s.hand[p].Add(c)
			ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Stock, To: games.Hand, Card: c, Private: p})
		}
	}
	return ev
}

// draw takes the top card of the stock. The stock always holds one: it
// starts with the 20 cards the turns turn and every bonus card, and each
// bonus card taken from a hand or the layout draws one card only.
func (s *State) draw() cards.Card {
	c := s.stock[stockSize(s.pub.Options)-int(s.pub.StockLeft)]
	s.pub.StockLeft--
	return c
}

// takeBonus puts bonus card b, shown from where, into p's pile.
func (s *State) takeBonus(p int8, b cards.Card, from games.Zone, ev []games.Event) []games.Event {
	s.pub.Piles[p] = s.pub.Piles[p].Add(b)
	return append(ev, games.Event{Kind: KBonus, Player: p, Target: -1, From: from, To: games.Pile, Card: b, Private: games.Everyone})
}

// applyHouse applies a shake or a bomb, or refuses it saying which rule
// forbids it.
func (s *State) applyHouse(a games.Action, ev []games.Event) ([]games.Event, error) {
	p := s.pub.ToMove
	kind, h, with := decode(a)
	d := cards.Hwatu()
	if a>>24 != 0 || with != cards.None || h >= 48 {
		return ev, games.Illegal("p%d must play a hand card, not %s", p, FormatAction(a))
	}
	if !s.hand[p].Has(h) {
		return ev, games.Illegal("p%d does not hold %s", p, d.Code(h))
	}
	mine := s.hand[p].Intersect(monthOf(h))
	lm := s.pub.Layout.Intersect(monthOf(h))
	if kind == kindShake {
		switch {
		case !s.pub.Options.Shaking:
			return ev, games.Illegal("shaking is not a rule of this match (option shaking=on)")
		case mine.Len() != 3:
			return ev, games.Illegal("shaking shows three cards of a month: p%d holds %d of %s's", p, mine.Len(), d.Code(h))
		case lm.Len() != 0:
			return ev, games.Illegal("%s's month lies on the layout: shaking needs none of it there", d.Code(h))
		case s.pub.Shaken[p].Intersect(monthOf(h)) != 0:
			return ev, games.Illegal("p%d has shaken %s's month already", p, d.Code(h))
		}
		s.pub.Shakes[p]++
		s.pub.Shaken[p] |= mine
		ev = append(ev, games.Event{Kind: KShake, Player: p, Target: -1, Card: h, Cards: mine, Value: int32(s.pub.Shakes[p]), Private: games.Everyone})
		return s.play(h, cards.None, ev), nil
	}
	switch {
	case !s.pub.Options.Bombs:
		return ev, games.Illegal("bombs are not a rule of this match (option bombs=on)")
	case mine.Len() != 3 || lm.Len() != 1:
		return ev, games.Illegal("a bomb plays three cards of a month onto the fourth on the layout: p%d holds %d of %s's and the layout %d", p, mine.Len(), d.Code(h), lm.Len())
	}
	return s.bomb(h, ev), nil
}

// quads returns the months of which hand holds all four cards.
func quads(hand cards.Set) cards.Set {
	var q cards.Set
	for m := 0; m < 12; m++ {
		if hand.Contains(monthMask[m]) {
			q |= monthMask[m]
		}
	}
	return q
}

// play is step 1 (the hand card) and the turn of the stock card (§4).
func (s *State) play(h, with cards.Card, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	P := noPending
	P.Card, P.Start = h, s.pub.Layout
	lm := s.pub.Layout.Intersect(monthOf(h))
	switch lm.Len() {
	case 0:
		P.Step = Laid
	case 1:
		P.Step, P.Pair = Pair, lm.First()
	case 2:
		P.Step, P.Pair, P.Other = Pair2, with, lm.Remove(with).First()
	default:
		P.Step, P.Maker = Stack, s.pub.StackMaker[int(h)/4]
	}
	s.hand[p] = s.hand[p].Remove(h)
	s.pub.Played[p] = s.pub.Played[p].Add(h)
	s.pub.Layout = s.pub.Layout.Add(h)
	ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Hand, To: games.Table, Card: h, Private: games.Everyone})
	switch P.Step {
	case Pair:
		ev = append(ev, event(KPaired, p, h, cards.SetOf(P.Pair)))
	case Pair2:
		ev = append(ev, event(KPairChoice, p, h, cards.SetOf(P.Pair)))
	}
	return s.turnStock(P, ev)
}

// turnStock turns the stock card of the turn P and resolves the turn, or
// waits for the choice of the layout card it takes.
func (s *State) turnStock(P Pending, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	f := s.draw()
	for IsBonus(f) {
		// A turned bonus card goes to the turner, who turns the next card.
		ev = s.takeBonus(p, f, games.Stock, ev)
		f = s.draw()
	}
	s.pub.Layout = s.pub.Layout.Add(f)
	P.Flip = f
	s.pub.Pending = P
	ev = append(ev, games.Event{Kind: KFlip, Player: p, Target: -1, From: games.Stock, To: games.Table, Card: f, Private: games.Everyone})
	if (P.Step == Dummy || int(f)/4 != int(P.Card)/4) && s.pub.Layout.Intersect(monthOf(f)).Remove(f).Len() == 2 {
		s.pub.Phase = PhaseFlipChoice
		return ev
	}
	return s.resolve(cards.None, ev)
}

// bomb plays the three hand cards of h's month onto the fourth on the
// layout, then turns the stock card (Rules.Bombs): the four are taken when
// the turn is resolved, with a junk card from the opponent.
func (s *State) bomb(h cards.Card, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	three := s.hand[p].Intersect(monthOf(h))
	P := noPending
	P.Card, P.Start, P.Step, P.Pair = h, s.pub.Layout, Bomb, s.pub.Layout.Intersect(monthOf(h)).First()
	s.pub.Bombs[p]++
	s.pub.Dummies[p] += 2
	ev = append(ev, games.Event{Kind: KBomb, Player: p, Target: -1, Card: h, Cards: three, Value: int32(s.pub.Bombs[p]), Private: games.Everyone})
	for x := three; x != 0; x = x.Remove(x.First()) {
		c := x.First()
		s.hand[p] = s.hand[p].Remove(c)
		s.pub.Played[p] = s.pub.Played[p].Add(c)
		s.pub.Layout = s.pub.Layout.Add(c)
		ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Hand, To: games.Table, Card: c, Private: games.Everyone})
	}
	return s.turnStock(P, ev)
}

// dummy is a dummy turn: the stock card only.
func (s *State) dummy(ev []games.Event) []games.Event {
	p := s.pub.ToMove
	s.pub.Dummies[p]--
	P := noPending
	P.Start, P.Step = s.pub.Layout, Dummy
	ev = append(ev, games.Event{Kind: KDummy, Player: p, Target: -1, Card: cards.None, Value: int32(s.pub.Dummies[p]), Private: games.Everyone})
	return s.turnStock(P, ev)
}

// resolve settles the turn once the stock card's pair is known (§4.2–5.2).
func (s *State) resolve(pick cards.Card, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	P := s.pub.Pending
	h, f := P.Card, P.Flip
	m, n := int(h)/4, int(f)/4
	if P.Step == Dummy {
		m = -1 // no hand card: the stock card's month is never the turn's own
	}
	var capt, stack1, stack2 cards.Set
	maker2 := NoStack
	var ttadak, chok bool
	if n == m {
		switch P.Step {
		case Laid:
			chok = true
			capt = cards.SetOf(h, f)
		case Pair:
			stack := cards.SetOf(h, P.Pair, f)
			s.pub.StackMaker[m] = p
			s.pub.Ppuk[p]++
			s.pub.Pending = noPending
			ev = append(ev, games.Event{Kind: KPpuk, Player: p, Target: -1, Card: f, Cards: stack, Value: int32(s.pub.Ppuk[p]), Private: games.Everyone})
			if s.pub.Ppuk[p] == 3 {
				ev = append(ev, games.Event{Kind: KInstantWin, Player: p, Target: -1, Card: cards.None, Value: 5, Private: games.Everyone})
				return s.finish(EndPpuk, p, 5<<carried(&s.pub), ev)
			}
			return s.endTurn(ev)
		case Pair2:
			ttadak = true
			capt = cards.SetOf(h, P.Pair, P.Other, f)
		}
	} else {
		ln := s.pub.Layout.Intersect(monthMask[n]).Remove(f)
		switch ln.Len() {
		case 1:
			capt = ln.Add(f)
			ev = append(ev, event(KPaired, p, f, ln))
		case 2:
			capt = cards.SetOf(pick, f)
			ev = append(ev, event(KPairChoice, p, f, cards.SetOf(pick)))
		case 3:
			capt, stack2 = ln.Add(f), ln
			maker2 = s.pub.StackMaker[n]
			s.pub.StackMaker[n] = NoStack
		}
		switch P.Step {
		case Pair, Pair2:
			capt = capt.Add(h).Add(P.Pair)
		case Stack:
			stack1 = s.pub.Layout.Intersect(monthMask[m]).Remove(h)
			capt |= stack1.Add(h)
			s.pub.StackMaker[m] = NoStack
		case Bomb:
			capt |= monthMask[m]
		}
	}
	s.pub.Pending = noPending
	if capt != 0 {
		s.pub.Layout = s.pub.Layout.Minus(capt)
		s.pub.Piles[p] = s.pub.Piles[p].Union(capt)
		ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Table, To: games.Pile, Card: cards.None, Cards: capt, Private: games.Everyone})
	}
	final := s.pub.Turn == 20
	if P.Step == Bomb {
		// A bomb takes a junk card like a stack does, on the final turn too.
		ev = s.steal(0, ev)
	}
	if stack1 != 0 {
		ev = s.takeStack(P.Maker, stack1, ev)
	}
	if stack2 != 0 {
		ev = s.takeStack(maker2, stack2, ev)
	}
	if ttadak || chok {
		k := KTtadak
		if chok {
			k = KChok
		}
		ev = append(ev, games.Event{Kind: k, Player: p, Target: 1 - p, Card: cards.None, Private: games.Everyone})
		if !final {
			ev = s.steal(0, ev)
		}
	}
	if st := P.Start; st.Len() == 2 && st.First()/4 != st.Last()/4 && s.pub.Layout == 0 {
		ev = append(ev, games.Event{Kind: KSseul, Player: p, Target: 1 - p, Card: cards.None, Private: games.Everyone})
		if !final {
			ev = s.steal(0, ev)
		}
	}
	return s.endTurn(ev)
}

// takeStack announces the capture of a stack and collects its payment: 1
// junk card, or 2 units for the taker's own ppuk (also on the final turn).
func (s *State) takeStack(maker int8, stack cards.Set, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	t := maker
	if t == OpeningDeal {
		t = -1
	}
	ev = append(ev, games.Event{Kind: KStackTaken, Player: p, Target: t, Card: cards.None, Cards: stack, Private: games.Everyone})
	units := 0
	if maker == p {
		units = 2
	}
	return s.steal(units, ev)
}

// steal moves a junk payment from the opponent's pile to the mover's.
func (s *State) steal(units int, ev []games.Event) []games.Event {
	p, q := s.pub.ToMove, 1-s.pub.ToMove
	paid, moved := TakeJunk(s.pub.Piles[q], units)
	if paid == 0 {
		return ev
	}
	s.pub.Piles[q] = s.pub.Piles[q].Minus(paid)
	s.pub.Piles[p] = s.pub.Piles[p].Union(paid)
	return append(ev, games.Event{Kind: KStealJunk, Player: p, Target: q, From: games.Pile, To: games.Pile,
		Card: cards.None, Cards: paid, Value: int32(moved), Private: games.Everyone})
}

// DecisionDue reports whether a seat with score S, gos gos and lastGo as
// the score at its latest go must decide go or stop at the end of its turn
// (§7): first reaching 7, or a rise above the latest go's score.
func DecisionDue(score, gos, lastGo int) bool {
	if gos == 0 {
		return score >= 7
	}
	return score > lastGo
}

// endTurn makes the go/stop check of the mover (§7).
func (s *State) endTurn(ev []games.Event) []games.Event {
	p := s.pub.ToMove
	if DecisionDue(Points(s.pub.Piles[p]), int(s.pub.Gos[p]), int(s.pub.LastGo[p])) {
		if s.pub.Turn == 20 || s.hand[p] == 0 && s.pub.Dummies[p] == 0 {
			return s.stop(ev)
		}
		s.pub.Phase = PhaseDecide
		return ev
	}
	return s.nextTurn(ev)
}

func (s *State) nextTurn(ev []games.Event) []games.Event {
	if s.pub.Turn >= 20 {
		if s.pub.Options.NagariDoubles {
			return s.carryNagari(ev)
		}
		ev = append(ev, event(KNagari, -1, cards.None, 0))
		return s.finish(EndNagari, -1, 0, ev)
	}
	s.pub.Turn++
	s.pub.ToMove = 1 - s.pub.ToMove
	s.pub.Phase = PhasePlay
	return ev
}

// carryNagari ends a drawn deal under NagariDoubles: the deal is over, the
// match is not; the next deal is due and pays double (the finished deal
// stays on view until it is dealt).
func (s *State) carryNagari(ev []games.Event) []games.Event {
	if s.pub.Carry < 100 { // the count saturates; the doubling is capped far below
		s.pub.Carry++
		s.pub.Deals++
	}
	ev = append(ev, games.Event{Kind: KNagari, Player: -1, Target: -1, Card: cards.None, Value: int32(carried(&s.pub)), Private: games.Everyone})
	s.pub.Phase, s.pub.End, s.pub.ToMove = PhaseChance, EndNagari, s.pub.First
	s.pub.Pending = noPending
	return append(ev, games.Event{Kind: games.KDealOver, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone})
}

func (s *State) stop(ev []games.Event) []games.Event {
	p := s.pub.ToMove
	pay := SettleDeal(&s.pub, int(p))
	ev = append(ev, games.Event{Kind: KStop, Player: p, Target: -1, Card: cards.None, Value: int32(pay.Score.Total), Private: games.Everyone})
	return s.finish(EndStop, p, pay.Total, ev)
}

func (s *State) finish(end End, winner int8, payment int, ev []games.Event) []games.Event {
	s.pub.Phase, s.pub.End, s.pub.Winner, s.pub.Payment = PhaseOver, end, winner, int32(payment)
	s.pub.Pending = noPending
	s.pub.Deals++
	ev = append(ev, games.Event{Kind: games.KDealOver, Player: winner, Target: -1, Card: cards.None, Value: int32(payment), Private: games.Everyone})
	return append(ev, games.Event{Kind: games.KMatchOver, Player: winner, Target: -1, Card: cards.None, Private: games.Everyone})
}
