package schnapsen

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// RuleSet is a set of the rules the heuristic and the rollouts play. The
// search's rollouts are the rules' own play on a sampled State, so a rule
// set that plays more like the search makes better rollouts without making
// a better heuristic.
type RuleSet uint8

const (
	// HeuristicRules are the heuristic's rules, and Normal's rollouts'.
	HeuristicRules RuleSet = iota
	// ExpertRules are Expert's rollouts': HeuristicRules, but a trump Ace
	// or Ten is never led while the stock is open (unless it ends the
	// deal) and a side lead is taken with the suit's Ace.
	ExpertRules
)

// unseenOfView is what the viewer of v has not seen: the cards in the
// opponent's hand or the face-down stock (of the 20 cards, or the 24 of
// Sechsundsechzig).
func unseenOfView(v *schnapsen.View) cards.Set {
	u := v.Options.Full() &^ (v.Hand | v.Piles[0] | v.Piles[1])
	if v.Lead != cards.None {
		u = u.Remove(v.Lead)
	}
	if v.StockCount > 0 && v.Indicator != cards.None {
		u = u.Remove(v.Indicator)
	}
	return u
}

// unseenOfState is unseenOfView for the player to move in s.
func unseenOfState(s *schnapsen.State) cards.Set {
	u := s.Rules().Full() &^ (s.Hand(s.Player()) | s.Pile(0) | s.Pile(1))
	if lead := s.Lead(); lead != cards.None {
		u = u.Remove(lead)
	}
	if _, n := s.Stock(); n > 0 {
		if ind := s.Indicator(); ind != cards.None {
			u = u.Remove(ind)
		}
	}
	return u
}

// declares reports whether a declares a marriage.
func declares(a games.Action) bool {
	m, _ := schnapsen.Decode(a)
	return m.Kind == schnapsen.MoveDeclare
}

// pos is what the rules look at, from the mover's side.
type pos struct {
	hand       cards.Set
	trump      int
	lead       cards.Card
	strict     bool
	stockN     int
	myPts      int
	oppPts     int
	myPending  int
	myTricks   int
	oppPending int
	declared   uint8     // the mover's declared suits
	unseen     cards.Set // cards in the opponent's hand or the face-down stock
	oppKnown   cards.Set // cards the opponent is known to hold
	oppCan     cards.Set // cards the opponent may hold (known ones included)
	oppN       int       // cards in the opponent's hand
	noClose    bool      // closing was checked and refused
	rules      RuleSet
}

func posOfView(v *schnapsen.View) pos {
	me, o := v.Seat, 1-v.Seat
	p := pos{hand: v.Hand, trump: v.Trump, lead: v.Lead, strict: v.StrictPlay, stockN: v.StockCount,
		myPts: v.Points[me], oppPts: v.Points[o], myPending: v.Pending[me], myTricks: v.TricksWon[me], oppPending: v.Pending[o],
		declared: v.Declared[me], oppN: v.HandCount[o]}
	p.unseen = unseenOfView(v)
	p.oppKnown = v.Known[o] & p.unseen
	p.oppCan = p.unseen&^v.Excluded[o] | p.oppKnown
	return p
}

func posOfState(s *schnapsen.State) pos {
	me := s.Player()
	st, n := s.Stock()
	p := pos{hand: s.Hand(me), trump: s.Trump(), lead: s.Lead(), strict: st != schnapsen.StockOpen, stockN: n,
		myPts: s.CardPoints(me), oppPts: s.CardPoints(1 - me), myPending: s.Pending(me), myTricks: s.TricksWon(me), oppPending: s.Pending(1 - me),
		oppN: s.Hand(1 - me).Len()}
	p.unseen = unseenOfState(s)
	p.oppCan = p.unseen
	return p
}

// posSeen is posOfState with the public knowledge a View carries as
// well: the mover's declared suits, the cards the opponent is known to
// hold (a shown marriage partner, the exchanged indicator) and those it is
// known to lack under strict play. Without them the rollouts' rules count
// a card the opponent is known to hold as one it may lack; with them they
// read a sampled State as the heuristic reads the View.
func posSeen(s *schnapsen.State) pos {
	p := posOfState(s)
	o := 1 - s.Player()
	p.declared = s.Declared(s.Player())
	p.oppKnown = s.Known(o) & p.unseen
	p.oppCan = p.unseen&^s.Excluded(o) | p.oppKnown
	return p
}

// Policy is the rollout policy of Normal (and of the generic search): the
// heuristic's rules on the sampled State, with one random move in sixteen.
func Policy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return policyOf(posOfState, st, legal, rng)
}

// SeenPolicy is Policy with the rules played on posSeen, as the heuristic
// reads a View. No level plays it; the lab measures it.
func SeenPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return policyOf(posSeen, st, legal, rng)
}

func policyOf(pos func(*schnapsen.State) pos, st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*schnapsen.State)
	if !ok || rng.IntN(16) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	p := pos(s)
	return choose(&p, legal)
}

// ExpertPolicy is Expert's rollout policy: Policy with ExpertRules.
func ExpertPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return policyOf(func(s *schnapsen.State) pos { p := posOfState(s); p.rules = ExpertRules; return p }, st, legal, rng)
}

// Rules is the heuristic's rules' move for the player to move in s,
// without slips.
func Rules(s *schnapsen.State, legal []games.Action) games.Action {
	p := posOfState(s)
	return choose(&p, legal)
}

// options is what legal offers the mover: the cards it may play, the cards
// it may lead declaring their marriage, and whether it may exchange the
// trump Jack and close the stock.
func options(legal []games.Action) (plays, declares cards.Set, mayExchange, mayClose bool) {
	for _, a := range legal {
		m, _ := schnapsen.Decode(a)
		switch m.Kind {
		case schnapsen.MoveExchange:
			mayExchange = true
		case schnapsen.MoveClose:
			mayClose = true
		case schnapsen.MoveDeclare:
			declares = declares.Add(m.Card)
		case schnapsen.MovePlay:
			plays = plays.Add(m.Card)
		}
	}
	return plays, declares, mayExchange, mayClose
}

// winners splits the cards of plays that beat lead into those of lead's
// suit and the trumps.
func winners(plays cards.Set, lead cards.Card, trump int) (same, trumps cards.Set) {
	for h := plays; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if schnapsen.Beats(lead, c, trump) {
			if schnapsen.Suit(c) == schnapsen.Suit(lead) {
				same = same.Add(c)
			} else {
				trumps = trumps.Add(c)
			}
		}
	}
	return same, trumps
}

// higher returns the cards of s above c in c's suit.
func higher(s cards.Set, c cards.Card) cards.Set {
	return s & schnapsen.Above(c)
}

func (p *pos) trumps() cards.Set { return schnapsen.SuitCards(p.trump) }

// liveHalf reports whether c is half of a marriage the mover can still
// declare.
func (p *pos) liveHalf(c cards.Card) bool {
	pc := schnapsen.Partner(c)
	return pc != cards.None && p.hand.Has(pc) && p.declared&(1<<schnapsen.Suit(c)) == 0
}

// keep is what holding on to c is worth beyond its card points.
func (p *pos) keep(c cards.Card) int {
	k := 0
	suit, rank := schnapsen.Suit(c), schnapsen.Rank(c)
	if suit == p.trump {
		if rank == schnapsen.Nine {
			k += 6 // the lowest trump, which may exchange for the indicator
		} else {
			k += 8 + 2*rank
		}
	}
	if p.liveHalf(c) {
		k += 25
		if suit == p.trump {
			k += 15
		}
	} else if pc := schnapsen.Partner(c); pc != cards.None && !p.strict && p.unseen.Has(pc) && p.declared&(1<<suit) == 0 {
		k += 2 // the partner may still be drawn
	}
	switch rank {
	case schnapsen.Ace:
		if suit != p.trump && p.hand.Has(c-1) {
			k += 6 // the Ace guards its Ten
		}
	case schnapsen.Ten:
		if p.unseen.Has(c + 1) {
			k -= 2 // an unguarded Ten is a liability, not an asset
		}
	}
	return k
}

// pWin is the chance that c, led now, wins the trick against the hands the
// opponent may hold (uniform over them, as View.Sample deals).
func (p *pos) pWin(c cards.Card) float64 {
	beat := higher(p.oppCan, c)
	if schnapsen.Suit(c) != p.trump {
		tr := p.oppCan & p.trumps()
		if p.strict {
			// Under strict play a trump only beats c when the opponent
			// holds none of c's suit; count it as a beater only then.
			if p.oppCan&schnapsen.SuitCards(schnapsen.Suit(c)) == 0 {
				beat |= tr
			}
		} else {
			beat |= tr
		}
	}
	if beat&p.oppKnown != 0 {
		return 0
	}
	pool := p.oppCan &^ p.oppKnown
	k := p.oppN - p.oppKnown.Len()
	nPool, nBeat := pool.Len(), (beat & pool).Len()
	if k <= 0 {
		return 1
	}
	if nPool-nBeat < k {
		return 0
	}
	// C(nPool-nBeat, k) / C(nPool, k).
	pr := 1.0
	for i := 0; i < k; i++ {
		pr *= float64(nPool-nBeat-i) / float64(nPool-i)
	}
	return pr
}

// sure reports whether c wins any trick it leads.
func (p *pos) sure(c cards.Card) bool { return p.pWin(c) >= 1 }

// minOpp is the fewest points the opponent's card can add to a trick.
func (p *pos) minOpp() int {
	if p.oppCan == 0 {
		return 0
	}
	m := 11
	for s := p.oppCan; s != 0; s = s.Remove(s.First()) {
		m = min(m, schnapsen.Points(s.First()))
	}
	return m
}

// credit is what winning the next trick adds besides its cards: the
// pending marriage, credited with a first trick.
func (p *pos) credit() int { return p.myPending }

// ViewRules is the heuristic's rules' move for the viewer of v, without
// the heuristic's sampling and solving: the searches' tie-break.
func ViewRules(v *schnapsen.View, legal []games.Action) games.Action {
	p := posOfView(v)
	return choose(&p, legal)
}

func choose(p *pos, legal []games.Action) games.Action {
	plays, declares, canExchange, canClose := options(legal)
	if canExchange {
		return schnapsen.Exchange
	}
	if p.lead != cards.None {
		return schnapsen.Play(p.followCard(plays))
	}
	return p.leadAction(plays, declares, canClose && !p.noClose)
}

// marriageValue is what declaring with c is worth.
func (p *pos) marriageValue(c cards.Card) int {
	if schnapsen.Suit(c) == p.trump {
		return 40
	}
	return 20
}

func (p *pos) leadAction(plays, declares cards.Set, canClose bool) games.Action {
	// The best declaration: the trump marriage first, leading its Queen.
	best, bv := cards.None, 0
	for d := declares; d != 0; d = d.Remove(d.First()) {
		c := d.First()
		v := 2*p.marriageValue(c) + 1 - schnapsen.Rank(c) // Queen before King
		if v > bv {
			best, bv = c, v
		}
	}
	minOpp := p.minOpp()
	if best != cards.None {
		mv := p.marriageValue(best)
		if p.myTricks > 0 && p.myPts+mv >= schnapsen.Target {
			return schnapsen.Declare(best) // ends the deal now
		}
		// Hold the marriage back while a sure winner brings it to 66.
		if p.myPts+p.myPending+mv < schnapsen.Target {
			for h := plays; h != 0; h = h.Remove(h.First()) {
				c := h.First()
				if !p.liveHalf(c) && p.sure(c) && p.myPts+p.credit()+schnapsen.Points(c)+minOpp+mv >= schnapsen.Target {
					return schnapsen.Play(c)
				}
			}
		}
	}
	if canClose && p.shouldClose(declares) {
		return schnapsen.Close
	}
	if best != cards.None {
		return schnapsen.Declare(best)
	}
	return schnapsen.Play(p.leadCard(plays))
}

// shouldClose estimates the points the mover makes under strict play with
// its sure winners and marriages and closes when they reach 66. (The View
// heuristic checks its closes by solving sampled deals; this is the rule
// the rollout policy uses.)
func (p *pos) shouldClose(declares cards.Set) bool {
	pts := p.myPts + p.myPending
	sure := 0
	for h := p.hand; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if p.sure(c) {
			sure++
			pts += schnapsen.Points(c) + 3
		}
	}
	var suits uint8
	for d := declares; d != 0; d = d.Remove(d.First()) {
		c := d.First()
		if bit := uint8(1) << schnapsen.Suit(c); suits&bit == 0 {
			suits |= bit
			pts += p.marriageValue(c)
		}
	}
	return sure >= 2 && pts >= schnapsen.Target
}

func (p *pos) leadCard(plays cards.Set) cards.Card {
	minOpp := p.minOpp()
	// A sure winner that reaches 66 ends the deal.
	for h := plays; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if p.sure(c) && p.myPts+p.credit()+schnapsen.Points(c)+minOpp >= schnapsen.Target {
			return c
		}
	}
	if p.strict {
		// Cash sure winners, trumps first to draw the opponent's.
		best := cards.None
		for h := plays; h != 0; h = h.Remove(h.First()) {
			c := h.First()
			if p.sure(c) && !p.liveHalf(c) && (best == cards.None || schnapsen.Suit(c) == p.trump && schnapsen.Suit(best) != p.trump) {
				best = c
			}
		}
		if best != cards.None {
			return best
		}
	}
	// Otherwise the lead of the best expected trick: win pts+2 with the
	// chance pWin, lose them plus a beater's worth otherwise, less what
	// keeping the card is worth.
	best, bs := cards.None, -1e9
	for h := plays; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		pw := p.pWin(c)
		pts := float64(schnapsen.Points(c))
		s := pw*(pts+2) - (1-pw)*(pts+loseExtra) - float64(p.keep(c))
		if p.rules == ExpertRules && !p.strict && schnapsen.Suit(c) == p.trump && schnapsen.Rank(c) >= schnapsen.Ten {
			// The trump Ace or Ten is never led while the stock is
			// open (unless it ends the deal, above); it only draws a
			// low card, and it is worth more as the answer to a led
			// Ten or Ace.
			s -= 100
		}
		if p.oppPts+p.oppPending+int(pts)+10 >= schnapsen.Target {
			s -= 40 * (1 - pw) // a lost trick would likely end the deal
		}
		if s > bs {
			best, bs = c, s
		}
	}
	return best
}

// cheapest returns the card of s it costs least to give up.
func (p *pos) cheapest(s cards.Set) cards.Card {
	return cheapestBy(s, func(c cards.Card) int { return schnapsen.Points(c) + p.keep(c) })
}

// cheapestBy returns the card of s of the lowest cost (the first of
// equals), or cards.None for no card.
func cheapestBy(s cards.Set, cost func(cards.Card) int) cards.Card {
	best, bc := cards.None, 1<<30
	for ; s != 0; s = s.Remove(s.First()) {
		c := s.First()
		if k := cost(c); k < bc {
			best, bc = c, k
		}
	}
	return best
}

func (p *pos) followCard(plays cards.Set) cards.Card {
	lead := p.lead
	lp := schnapsen.Points(lead)
	sameWin, trumpWin := winners(plays, lead, p.trump)
	win := sameWin | trumpWin
	// A winner that reaches 66 ends the deal: take it with the cheapest.
	var ending cards.Set
	for h := win; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if p.myPts+p.credit()+lp+schnapsen.Points(c) >= schnapsen.Target {
			ending = ending.Add(c)
		}
	}
	if ending != 0 {
		return p.cheapest(ending)
	}
	// Losing this trick would take the opponent to 66: win it at any cost.
	if rest := plays &^ win; win != 0 && (rest == 0 || p.oppPts+p.oppPending+lp+schnapsen.Points(p.cheapest(rest)) >= schnapsen.Target) {
		return p.cheapest(win)
	}
	if p.strict {
		if win != 0 {
			// Win with the card least worth keeping, but a high card
			// that would fall anyway is better used now.
			return p.cheapest(win)
		}
		return p.cheapest(plays)
	}
	leadTrump := schnapsen.Suit(lead) == p.trump
	// Open stock. Our own Ten, or the Ace, banked on a lead of their suit
	// (ExpertRules: the Ace on any side lead of its suit, a Jack included).
	if sameWin != 0 {
		if t := sameWin & cards.SetOf(cards.Card(5*schnapsen.Suit(lead)+schnapsen.Ten)); t != 0 && !leadTrump {
			return t.First()
		}
		if a := sameWin & cards.SetOf(cards.Card(5*schnapsen.Suit(lead)+schnapsen.Ace)); a != 0 && (lp >= 10 || !leadTrump && (lp >= 3 || p.rules == ExpertRules)) {
			return a.First()
		}
		// A cheap win in suit (a Queen over a Jack) that costs nothing.
		if c := p.cheapest(sameWin); !leadTrump && !p.liveHalf(c) && schnapsen.Points(c) <= 4 {
			return c
		}
	}
	if lp >= 10 && trumpWin != 0 {
		c := p.cheapest(trumpWin)
		if !p.liveHalf(c) || trumpWin.Len() == 1 && lp >= 11 {
			return c
		}
	}
	// Otherwise throw the cheapest card that does not win.
	if rest := plays &^ win; rest != 0 {
		return p.cheapest(rest)
	}
	return p.cheapest(plays)
}
