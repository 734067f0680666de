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
	kindMask games.Action = 0xFF << 16
)

// Go and StopAction are the go/stop decisions.
const (
	Go         = kindGo
	StopAction = kindStop
)

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
	MoveNone MoveKind = iota // no action of Go-Stop's
	MoveDeal                 // games.Deal: the deal
	MovePlay                 // hand Card played, pairing With when two loose cards of its month lie out
	MoveFlip                 // the turned stock card takes the layout card With
	MoveGo                   // go
	MoveStop                 // stop
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
	}
	return games.NoAction
}

// legal appends the legal actions of a position given the mover's hand.
func legal(pub *Public, hand cards.Set, buf []games.Action) []games.Action {
	switch pub.Phase {
	case PhaseChance:
		return append(buf, games.Deal)
	case PhasePlay:
		for h := hand; h != 0; {
			c := h.First()
			h = h.Remove(c)
			if lm := pub.Layout.Intersect(monthOf(c)); lm.Len() == 2 {
				buf = append(buf, PlayAction(c, lm.First()), PlayAction(c, lm.Last()))
			} else {
				buf = append(buf, PlayAction(c, cards.None))
			}
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
// id (a card with a pair choice once per choice, lower id first), the two
// pair choices, or go before stop.
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
		if kind != kindPlay || a>>24 != 0 {
			return ev, games.Illegal("p%d must play a hand card, not %s", p, FormatAction(a))
		}
		if s.pub.StockLeft <= 0 {
			return ev, games.Illegal("the stock is empty")
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
	var order [48]cards.Card
	if s.next < len(s.deals) {
		copy(order[:], s.deals[s.next])
		s.next++
	} else {
		for i := range order {
			order[i] = cards.Card(i)
		}
		cards.Shuffle(order[:], &s.rng)
	}
	s.clearDeal()
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
	ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, To: games.Stock, Card: cards.None, Value: 20, Private: games.Everyone})
	s.pub.StockLeft = 20
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
		return s.finish(EndQuad, w, 5, ev)
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
	f := s.stock[20-s.pub.StockLeft]
	s.pub.StockLeft--
	s.pub.Layout = s.pub.Layout.Add(f)
	P.Flip = f
	s.pub.Pending = P
	ev = append(ev, games.Event{Kind: KFlip, Player: p, Target: -1, From: games.Stock, To: games.Table, Card: f, Private: games.Everyone})
	if int(f)/4 != int(h)/4 && s.pub.Layout.Intersect(monthOf(f)).Remove(f).Len() == 2 {
		s.pub.Phase = PhaseFlipChoice
		return ev
	}
	return s.resolve(cards.None, ev)
}

// resolve settles the turn once the stock card's pair is known (§4.2–5.2).
func (s *State) resolve(pick cards.Card, ev []games.Event) []games.Event {
	p := s.pub.ToMove
	P := s.pub.Pending
	h, f := P.Card, P.Flip
	m, n := int(h)/4, int(f)/4
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
				return s.finish(EndPpuk, p, 5, ev)
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
		}
	}
	s.pub.Pending = noPending
	if capt != 0 {
		s.pub.Layout = s.pub.Layout.Minus(capt)
		s.pub.Piles[p] = s.pub.Piles[p].Union(capt)
		ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Table, To: games.Pile, Card: cards.None, Cards: capt, Private: games.Everyone})
	}
	final := s.pub.Turn == 20
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
		if s.pub.Turn == 20 || s.hand[p] == 0 {
			return s.stop(ev)
		}
		s.pub.Phase = PhaseDecide
		return ev
	}
	return s.nextTurn(ev)
}

func (s *State) nextTurn(ev []games.Event) []games.Event {
	if s.pub.Turn >= 20 {
		ev = append(ev, event(KNagari, -1, cards.None, 0))
		return s.finish(EndNagari, -1, 0, ev)
	}
	s.pub.Turn++
	s.pub.ToMove = 1 - s.pub.ToMove
	s.pub.Phase = PhasePlay
	return ev
}

func (s *State) stop(ev []games.Event) []games.Event {
	p := s.pub.ToMove
	pay := Settle(s.pub.Piles[p], int(s.pub.Gos[p]), s.pub.Piles[1-p])
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
