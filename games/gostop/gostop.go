// Package gostop is the two-player Go-Stop (Matgo) engine of the CARDAVIA
// table, exactly as ../shared/rules/gostop.md specifies it, including the
// table rules that deliberately differ from common Korean practice (the
// narrow sseul, no go-bak, S·2^(g−2) from the third go, pi-bak below 5 units,
// the cup never transferred).
//
// A match is a single deal. A turn is one Apply of a hand card (with the pair
// choice when two loose layout cards match it); the stock card is then turned
// by the engine, which stops only when the turned card meets two loose layout
// cards (the player picks one) and when a go/stop decision is due.
package gostop

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info is Go-Stop's registry entry.
var Info = &games.Info{
	ID:        "gostop",
	Name:      cards.Name{ID: "game.gostop", English: "Go-Stop"},
	Players:   2,
	Decks:     []cards.DeckID{cards.Hwatu48},
	Country:   cards.Name{ID: "country.korea", English: "Korea"},
	Cards:     48,
	Wikipedia: "https://en.wikipedia.org/wiki/Go-Stop",
	New:       newState,
}

// Phase is where a deal stands.
type Phase uint8

// The phases.
const (
	PhaseChance     Phase = iota // the deal (or a redeal) is due
	PhasePlay                    // ToMove plays a hand card
	PhaseFlipChoice              // the turned stock card meets two loose layout cards: ToMove picks one
	PhaseDecide                  // ToMove says go or stop
	PhaseOver                    // the deal, and so the match, is over
)

// Step1 is the provisional outcome of the hand card (spec §4.1).
type Step1 uint8

// The step-1 states.
const (
	Laid  Step1 = iota // no layout card of its month: it is laid
	Pair               // one: a pending pair
	Pair2              // two: a pending pair with the chosen one, the other stays
	Stack              // a stack of three: all four are taken
)

// End says how the deal ended.
type End uint8

// The ways a deal ends.
const (
	EndNone   End = iota
	EndStop       // a Stop: the stopper wins the payout
	EndQuad       // four of a month in one hand: 5 points
	EndPpuk       // a third ppuk: 5 points
	EndNagari     // the stock ran out without a Stop: a draw
)

// Stack makers in Public.StackMaker (besides the seats 0 and 1).
const (
	NoStack     int8 = -1 // the month has no stack on the layout
	OpeningDeal int8 = 2  // a triple dealt to the layout: it has no maker
)

// Pending is the turn in progress between the hand card and the resolution:
// everything in it is face up.
type Pending struct {
	Card  cards.Card `json:"card"`  // the hand card played (255: none)
	Step  Step1      `json:"step"`  // what it did (§4.1)
	Pair  cards.Card `json:"pair"`  // the layout card it pairs with (Pair, Pair2)
	Other cards.Card `json:"other"` // the other loose card of its month (Pair2)
	Flip  cards.Card `json:"flip"`  // the turned stock card
	Maker int8       `json:"maker"` // the maker of the stack the hand card takes (Stack)
	Start cards.Set  `json:"start"` // the layout at the start of the turn (for sseul)
}

// Public is everything about a deal that both seats see. The View embeds
// it; the State adds the hands and the stock.
type Public struct {
	Phase  Phase `json:"phase"`
	ToMove int8  `json:"toMove"` // the seat to move (meaningful in PhasePlay, PhaseFlipChoice, PhaseDecide)
	First  int8  `json:"first"`  // the seat that plays turns 1, 3, …
	Turn   int8  `json:"turn"`   // 1 to 20; turn 20 is the final turn
	// StockLeft counts the face-down stock cards.
	StockLeft int8 `json:"stockCount"`
	// Layout holds the face-up cards between the players, pending cards included.
	Layout cards.Set    `json:"layout"`
	Piles  [2]cards.Set `json:"piles"`  // captured cards per seat
	Played [2]cards.Set `json:"played"` // the cards each seat has played from its hand
	// StackMaker per month (index month−1): NoStack, a seat, or OpeningDeal.
	StackMaker [12]int8 `json:"stackMaker"`
	Ppuk       [2]int8  `json:"ppuk"`   // ppuk stacks each seat has made
	Gos        [2]int8  `json:"gos"`    // gos called
	LastGo     [2]int16 `json:"lastGo"` // the score at each seat's most recent go
	Pending    Pending  `json:"pending"`
	// The outcome, once Phase is PhaseOver.
	End     End       `json:"end"`
	Winner  int8      `json:"matchWinner"` // -1 for a draw (a match is one deal)
	Payment int32     `json:"payment"`     // what the loser pays the winner
	Quad    cards.Set `json:"quad"`        // the quad shown for EndQuad
	Deals   int8      `json:"deals"`       // finished deals (0 or 1)
	Redeals int8      `json:"redeals"`     // deals voided by a quad
}

// State is a Go-Stop match (one deal). It is a plain value: Clone copies it.
type State struct {
	Public
	hand  [2]cards.Set
	stock [20]cards.Card // stock[20−StockLeft] is the next card turned
	rng   rand.PCG
	deals [][]cards.Card // explicit deals, read only (shared by clones)
	next  int            // the next explicit deal to use
}

func newState(cfg games.Config) (games.State, error) { return New(cfg) }

// New starts a match. cfg.Dealer, when not negative, is the seat that plays
// first (Go-Stop has no dealer of its own); otherwise the first player is
// drawn from the seed.
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.Hwatu48 {
		return nil, fmt.Errorf("gostop is played with the hwatu48 deck")
	}
	for name := range cfg.Options {
		return nil, fmt.Errorf("gostop has no rule option %q", name)
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("first player p%d: gostop has seats p0 and p1", cfg.Dealer)
	}
	if err := games.ValidateDeals(cfg.Deals, cards.Hwatu); err != nil {
		return nil, err
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), deals: cfg.Deals}
	if cfg.Dealer >= 0 {
		s.First = int8(cfg.Dealer)
	} else {
		s.First = int8(cards.Intn(&s.rng, 2))
	}
	s.Winner = -1
	s.clearDeal()
	return s, nil
}

func (s *State) clearDeal() {
	s.Phase = PhaseChance
	s.ToMove = s.First
	s.Turn = 0
	s.StockLeft = 0
	s.Layout = 0
	s.Piles = [2]cards.Set{}
	s.Played = [2]cards.Set{}
	for i := range s.StackMaker {
		s.StackMaker[i] = NoStack
	}
	s.Ppuk = [2]int8{}
	s.Gos = [2]int8{}
	s.LastGo = [2]int16{}
	s.Pending = noPending
	s.hand = [2]cards.Set{}
	s.stock = [20]cards.Card{}
}

var noPending = Pending{Card: cards.None, Pair: cards.None, Other: cards.None, Flip: cards.None, Maker: NoStack}

// Game returns Info.
func (s *State) Game() *games.Info { return Info }

// Player returns the seat to move, games.Chance before the deal, or
// games.Nobody once it is over.
func (s *State) Player() int {
	switch s.Phase {
	case PhaseChance:
		return games.Chance
	case PhaseOver:
		return games.Nobody
	}
	return int(s.ToMove)
}

// Done reports whether the deal (the whole match) is over.
func (s *State) Done() bool { return s.Phase == PhaseOver }

// Clone returns an independent copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Hand returns a seat's hand (none for a seat other than 0 and 1).
func (s *State) Hand(seat int) cards.Set {
	if !isSeat(seat) {
		return 0
	}
	return s.hand[seat]
}

// isSeat reports whether p is one of the two seats.
func isSeat(p int) bool { return p == 0 || p == 1 }

// Stock returns the face-down stock, the next card first.
func (s *State) Stock() []cards.Card { return s.stock[20-s.StockLeft:] }

// Scores returns both seats' current combination scores S.
func (s *State) Scores() [2]int { return [2]int{Points(s.Piles[0]), Points(s.Piles[1])} }

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
	if s.Phase == PhaseOver {
		return buf
	}
	return legal(&s.Public, s.hand[s.ToMove&1], buf)
}

// Apply plays a. An illegal action leaves the state untouched.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.Phase {
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
	p := s.ToMove
	kind, h, with := decode(a)
	switch s.Phase {
	case PhasePlay:
		if kind != kindPlay || a>>24 != 0 {
			return ev, games.Illegal("p%d must play a hand card, not %s", p, FormatAction(a))
		}
		if s.StockLeft <= 0 {
			return ev, games.Illegal("the stock is empty")
		}
		if !s.hand[p].Has(h) {
			return ev, games.Illegal("p%d does not hold %s", p, cards.Hwatu.Code(h))
		}
		lm := s.Layout.Intersect(monthOf(h))
		if lm.Len() == 2 {
			if with == cards.None || !lm.Has(with) {
				return ev, games.Illegal("%s meets %s and %s on the layout: say which it pairs with, e.g. %s:%s",
					cards.Hwatu.Code(h), cards.Hwatu.Code(lm.First()), cards.Hwatu.Code(lm.Last()),
					cards.Hwatu.Code(h), cards.Hwatu.Code(lm.First()))
			}
		} else if with != cards.None {
			return ev, games.Illegal("%s has no pair to choose", cards.Hwatu.Code(h))
		}
		return s.play(h, with, ev), nil
	case PhaseFlipChoice:
		ln := s.Layout.Intersect(monthOf(s.Pending.Flip)).Remove(s.Pending.Flip)
		if kind != kindFlip || a&0xFF != 0 || a>>24 != 0 || with == cards.None || !ln.Has(with) {
			return ev, games.Illegal("the turned %s pairs with %s or %s: play flip:%s or flip:%s",
				cards.Hwatu.Code(s.Pending.Flip), cards.Hwatu.Code(ln.First()), cards.Hwatu.Code(ln.Last()),
				cards.Hwatu.Code(ln.First()), cards.Hwatu.Code(ln.Last()))
		}
		return s.resolve(with, ev), nil
	case PhaseDecide:
		switch a {
		case Go:
			sc := Points(s.Piles[p])
			s.Gos[p]++
			s.LastGo[p] = int16(sc)
			ev = append(ev, games.Event{Kind: games.KGo, Player: p, Target: -1, Card: cards.None, Value: int32(s.Gos[p]), Private: games.Everyone})
			return s.nextTurn(ev), nil
		case StopAction:
			return s.stop(ev), nil
		}
		return ev, games.Illegal("p%d must say go or stop", p)
	}
	return ev, games.Illegal("no move is possible now")
}

func event(k games.Kind, p int8, c cards.Card, cs cards.Set) games.Event {
	return games.Event{Kind: k, Player: p, Target: -1, Card: c, Cards: cs, Private: games.Everyone}
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
	f, sec := s.First, 1-s.First
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
			s.Layout = s.Layout.Add(c)
			e.To = games.Table
		default:
			s.stock[i-28] = c
			continue
		}
		ev = append(ev, e)
	}
	ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, To: games.Stock, Card: cards.None, Value: 20, Private: games.Everyone})
	s.StockLeft = 20
	redeal := false
	for m := 0; m < 12; m++ {
		if s.Layout.Contains(monthMask[m]) {
			redeal = true
		}
	}
	q0, q1 := quads(s.hand[0]), quads(s.hand[1])
	if redeal || (q0 != 0 && q1 != 0) {
		s.Redeals++
		s.clearDeal()
		return append(ev, event(games.KRedeal, f, cards.None, 0))
	}
	if q0 != 0 || q1 != 0 {
		w, q := int8(0), q0
		if q1 != 0 {
			w, q = 1, q1
		}
		s.Quad = q
		ev = append(ev, games.Event{Kind: games.KInstantWin, Player: w, Target: -1, Card: cards.None, Cards: q, Value: 5, Private: games.Everyone})
		return s.finish(EndQuad, w, 5, ev)
	}
	for m := 0; m < 12; m++ {
		if lm := s.Layout.Intersect(monthMask[m]); lm.Len() == 3 {
			s.StackMaker[m] = OpeningDeal
			ev = append(ev, event(games.KPpuk, -1, cards.None, lm))
		}
	}
	s.Phase, s.ToMove, s.Turn = PhasePlay, f, 1
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
	p := s.ToMove
	P := noPending
	P.Card, P.Start = h, s.Layout
	lm := s.Layout.Intersect(monthOf(h))
	switch lm.Len() {
	case 0:
		P.Step = Laid
	case 1:
		P.Step, P.Pair = Pair, lm.First()
	case 2:
		P.Step, P.Pair, P.Other = Pair2, with, lm.Remove(with).First()
	default:
		P.Step, P.Maker = Stack, s.StackMaker[int(h)/4]
	}
	s.hand[p] = s.hand[p].Remove(h)
	s.Played[p] = s.Played[p].Add(h)
	s.Layout = s.Layout.Add(h)
	ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Hand, To: games.Table, Card: h, Private: games.Everyone})
	switch P.Step {
	case Pair:
		ev = append(ev, event(games.KPaired, p, h, cards.SetOf(P.Pair)))
	case Pair2:
		ev = append(ev, event(games.KPairChoice, p, h, cards.SetOf(P.Pair)))
	}
	f := s.stock[20-s.StockLeft]
	s.StockLeft--
	s.Layout = s.Layout.Add(f)
	P.Flip = f
	s.Pending = P
	ev = append(ev, games.Event{Kind: games.KFlip, Player: p, Target: -1, From: games.Stock, To: games.Table, Card: f, Private: games.Everyone})
	if int(f)/4 != int(h)/4 && s.Layout.Intersect(monthOf(f)).Remove(f).Len() == 2 {
		s.Phase = PhaseFlipChoice
		return ev
	}
	return s.resolve(cards.None, ev)
}

// resolve settles the turn once the stock card's pair is known (§4.2–5.2).
func (s *State) resolve(pick cards.Card, ev []games.Event) []games.Event {
	p := s.ToMove
	P := s.Pending
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
			s.StackMaker[m] = p
			s.Ppuk[p]++
			s.Pending = noPending
			ev = append(ev, games.Event{Kind: games.KPpuk, Player: p, Target: -1, Card: f, Cards: stack, Value: int32(s.Ppuk[p]), Private: games.Everyone})
			if s.Ppuk[p] == 3 {
				ev = append(ev, games.Event{Kind: games.KInstantWin, Player: p, Target: -1, Card: cards.None, Value: 5, Private: games.Everyone})
				return s.finish(EndPpuk, p, 5, ev)
			}
			return s.endTurn(ev)
		case Pair2:
			ttadak = true
			capt = cards.SetOf(h, P.Pair, P.Other, f)
		}
	} else {
		ln := s.Layout.Intersect(monthMask[n]).Remove(f)
		switch ln.Len() {
		case 1:
			capt = ln.Add(f)
			ev = append(ev, event(games.KPaired, p, f, ln))
		case 2:
			capt = cards.SetOf(pick, f)
			ev = append(ev, event(games.KPairChoice, p, f, cards.SetOf(pick)))
		case 3:
			capt, stack2 = ln.Add(f), ln
			maker2 = s.StackMaker[n]
			s.StackMaker[n] = NoStack
		}
		switch P.Step {
		case Pair, Pair2:
			capt = capt.Add(h).Add(P.Pair)
		case Stack:
			stack1 = s.Layout.Intersect(monthMask[m]).Remove(h)
			capt |= stack1.Add(h)
			s.StackMaker[m] = NoStack
		}
	}
	s.Pending = noPending
	if capt != 0 {
		s.Layout = s.Layout.Minus(capt)
		s.Piles[p] = s.Piles[p].Union(capt)
		ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Table, To: games.Pile, Card: cards.None, Cards: capt, Private: games.Everyone})
	}
	final := s.Turn == 20
	if stack1 != 0 {
		ev = s.takeStack(P.Maker, stack1, ev)
	}
	if stack2 != 0 {
		ev = s.takeStack(maker2, stack2, ev)
	}
	if ttadak || chok {
		k := games.KTtadak
		if chok {
			k = games.KChok
		}
		ev = append(ev, games.Event{Kind: k, Player: p, Target: 1 - p, Card: cards.None, Private: games.Everyone})
		if !final {
			ev = s.steal(0, ev)
		}
	}
	if st := P.Start; st.Len() == 2 && st.First()/4 != st.Last()/4 && s.Layout == 0 {
		ev = append(ev, games.Event{Kind: games.KSseul, Player: p, Target: 1 - p, Card: cards.None, Private: games.Everyone})
		if !final {
			ev = s.steal(0, ev)
		}
	}
	return s.endTurn(ev)
}

// takeStack announces the capture of a stack and collects its payment: 1
// junk card, or 2 units for the taker's own ppuk (also on the final turn).
func (s *State) takeStack(maker int8, stack cards.Set, ev []games.Event) []games.Event {
	p := s.ToMove
	t := maker
	if t == OpeningDeal {
		t = -1
	}
	ev = append(ev, games.Event{Kind: games.KStackTaken, Player: p, Target: t, Card: cards.None, Cards: stack, Private: games.Everyone})
	units := 0
	if maker == p {
		units = 2
	}
	return s.steal(units, ev)
}

// steal moves a junk payment from the opponent's pile to the mover's.
func (s *State) steal(units int, ev []games.Event) []games.Event {
	p, q := s.ToMove, 1-s.ToMove
	paid, moved := TakeJunk(s.Piles[q], units)
	if paid == 0 {
		return ev
	}
	s.Piles[q] = s.Piles[q].Minus(paid)
	s.Piles[p] = s.Piles[p].Union(paid)
	return append(ev, games.Event{Kind: games.KStealJunk, Player: p, Target: q, From: games.Pile, To: games.Pile,
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
	p := s.ToMove
	if DecisionDue(Points(s.Piles[p]), int(s.Gos[p]), int(s.LastGo[p])) {
		if s.Turn == 20 || s.hand[p] == 0 {
			return s.stop(ev)
		}
		s.Phase = PhaseDecide
		return ev
	}
	return s.nextTurn(ev)
}

func (s *State) nextTurn(ev []games.Event) []games.Event {
	if s.Turn >= 20 {
		ev = append(ev, event(games.KNagari, -1, cards.None, 0))
		return s.finish(EndNagari, -1, 0, ev)
	}
	s.Turn++
	s.ToMove = 1 - s.ToMove
	s.Phase = PhasePlay
	return ev
}

func (s *State) stop(ev []games.Event) []games.Event {
	p := s.ToMove
	pay := Settle(s.Piles[p], int(s.Gos[p]), s.Piles[1-p])
	ev = append(ev, games.Event{Kind: games.KStop, Player: p, Target: -1, Card: cards.None, Value: int32(pay.Score.Total), Private: games.Everyone})
	return s.finish(EndStop, p, pay.Total, ev)
}

func (s *State) finish(end End, winner int8, payment int, ev []games.Event) []games.Event {
	s.Phase, s.End, s.Winner, s.Payment = PhaseOver, end, winner, int32(payment)
	s.Pending = noPending
	s.Deals++
	ev = append(ev, games.Event{Kind: games.KDealOver, Player: winner, Target: -1, Card: cards.None, Value: int32(payment), Private: games.Everyone})
	return append(ev, games.Event{Kind: games.KMatchOver, Player: winner, Target: -1, Card: cards.None, Private: games.Everyone})
}

// Value returns what the deal is worth to seat: once it is over, the
// settled payout (negative for the loser); before, what a Stop by seat would
// pay right now (Settle of its pile and gos), a cheap evaluation for the
// computer players that ignores whether a decision is due. A seat other
// than 0 and 1 has no stake: 0.
func (s *State) Value(seat int) int {
	if !isSeat(seat) {
		return 0
	}
	if s.Phase == PhaseOver {
		switch int(s.Winner) {
		case seat:
			return int(s.Payment)
		case 1 - seat:
			return -int(s.Payment)
		}
		return 0
	}
	return Settle(s.Piles[seat], int(s.Gos[seat]), s.Piles[1-seat]).Total
}
