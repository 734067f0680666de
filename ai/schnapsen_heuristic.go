package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// The Schnapsen heuristic (heuristic-v2). It counts every card seen and
// reasons about the unseen ones from the View: the cards the opponent may
// hold are the unseen ones it is not known to lack (strict-play voids and
// ceilings), plus the ones it is known to hold (a shown marriage partner,
// an exchanged or last-drawn indicator). From them it knows, for each card
// in hand, the chance that it wins the trick it leads. On top of that:
//
//   - it exchanges the trump Unter at once;
//   - it declares a marriage that reaches 66 at once, holds one back while a
//     sure winner would bring it to 66 with the marriage, and otherwise
//     declares (trumps first) rather than lose it;
//   - it closes when, in every one of a few sampled deals of the hidden
//     cards, the closed ending is a won deal (the "sure winners plus points
//     in hand reach 66" rule, computed instead of guessed);
//   - once the stock is closed or exhausted it plays exactly: with an
//     exhausted stock the opponent's hand is known and the ending is solved
//     by alpha-beta (last trick included); with a closed stock it solves a
//     few sampled deals and plays the best on average;
//   - following with the stock open it takes a led Ten or Ace with the Ace
//     of the suit or else its cheapest trump, banks its own Ten or Ace on a
//     low lead of their suit, and otherwise discards in priority buckets:
//     low side cards first, never half of a live marriage, never the Ace
//     guarding its Ten, trumps last;
//   - among equally good moves it prefers the sure one (declare, take the
//     points now).
//
// The search's rollout policy plays the same rules on a sampled State
// without the sampling and solving (snPolicy), which keeps rollouts cheap;
// Expert's rollouts play them with the eleventh round's two changes
// (snPolicyV3, snPos.v3), which the heuristic does not use yet.
type snHeuristic struct {
	v3 bool // the eleventh round's rules (snPos.v3); off in the heuristic
}

// snStrictWorlds is how many deals of the hidden cards the heuristic solves
// under a closed stock, and snCloseWorlds how many it checks before closing.
const (
	snStrictWorlds = 8
	snCloseWorlds  = 8
	snSolveLimit   = 40000
)

// snCloseRisk is how many of the snCloseWorlds sampled deals may be lost
// for the heuristic to close (allowing one measured no better: +0.580 ±
// 0.069 against +0.574 ± 0.064 game points per deal over heuristic-v1, 300
// seeds); snSolveStock is the open stock (its last two cards) from which
// it already solves sampled deals (four cards: no better over 100 seeds, six
// times slower); snLoseExtra is the points a lost lead gives away beyond
// the card's (what the winning card is worth, on average).
const (
	snCloseRisk  = 0
	snSolveStock = 2
	snLoseExtra  = 8.0
)

// Choose implements Player.
func (h snHeuristic) Choose(_ context.Context, gv games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	v, ok := asView[*schnapsen.View](gv)
	if !ok {
		return 0, fmt.Errorf("ai: the Schnapsen heuristic cannot read a %T view", gv)
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	// Its work is bounded by counts (worlds, solver nodes); it never looks
	// at the context: the heuristic is the answer of a braked search, so it
	// must answer the same however late it is asked.
	if rng == nil {
		rng = rand.New(rand.NewPCG(brakeSeed, uint64(v.Seat)))
	}
	p := snPosOfView(v)
	p.v3 = h.v3
	rule := snChoose(&p, legal)
	if v.StrictPlay || v.StockCount <= snSolveStock {
		if a, ok := snSolveView(v, legal, rule, rng); ok {
			return a, nil
		}
		return rule, nil
	}
	// Open stock: the rules, except that closing is checked by solving.
	if p.lead == cards.None && rule != schnapsen.Exchange && slicesHas(legal, schnapsen.Close) {
		if snCloseWins(v, &p, rng) {
			return schnapsen.Close, nil
		}
		if rule == schnapsen.Close {
			p.noClose = true
			return snChoose(&p, legal), nil
		}
	}
	return rule, nil
}

func slicesHas(xs []games.Action, a games.Action) bool {
	for _, x := range xs {
		if x == a {
			return true
		}
	}
	return false
}

// snSolveView plays a strict-play position exactly: it solves each of a few
// sampled deals (one when the stock is exhausted: then the opponent's hand
// is all the unseen cards) and picks the best mean, breaking ties towards
// the sure move (a declaration) and then the rules' choice.
func snSolveView(v *schnapsen.View, legal []games.Action, rule games.Action, rng *rand.Rand) (games.Action, bool) {
	n := snStrictWorlds
	if v.StockCount == 0 {
		n = 1
	}
	sum := make([]float64, len(legal))
	sv := newSnSolver(snFastUtility, snSolveLimit)
	var ev []games.Event
	for w := 0; w < n; w++ {
		world, err := v.SampleState(rng)
		if err != nil {
			return 0, false
		}
		for i, a := range legal {
			c := *world
			if ev, err = c.Apply(a, ev[:0]); err != nil {
				return 0, false
			}
			val, ok := sv.value(&c, v.Seat)
			if !ok {
				return 0, false
			}
			sum[i] += val
		}
	}
	return snBest(legal, sum, rule), true
}

// snBest returns the action of the highest value; among ties a declaration
// beats playing the same card plainly, and then the rules' choice wins.
func snBest(legal []games.Action, vals []float64, rule games.Action) games.Action {
	best := 0
	for i := range legal {
		if vals[i] > vals[best]+1e-9 {
			best = i
		}
	}
	top := vals[best] - 1e-9
	for i, a := range legal {
		if vals[i] >= top && a == rule {
			return a
		}
	}
	for i, a := range legal {
		if vals[i] >= top && a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards {
			return a
		}
	}
	return legal[best]
}

// snCloseWins reports whether closing now wins the deal in every sampled
// deal of the hidden cards, solved exactly.
func snCloseWins(v *schnapsen.View, p *snPos, rng *rand.Rand) bool {
	// Cheap bound first: without points enough in hand, marriages and a
	// share of the opponent's cards no deal is won.
	pts := p.myPts + p.myPending + schnapsen.SetPoints(p.hand) + 25
	for h := p.hand; h != 0; h = h.Remove(h.First()) {
		if c := h.First(); schnapsen.Rank(c) == schnapsen.Queen && p.liveHalf(c) {
			pts += p.marriageValue(c)
		}
	}
	if pts < schnapsen.Target {
		return false
	}
	sv := newSnSolver(snDealUtility, snSolveLimit)
	var ev []games.Event
	lost := 0
	for w := 0; w < snCloseWorlds; w++ {
		world, err := v.SampleState(rng)
		if err != nil {
			return false
		}
		if ev, err = world.Apply(schnapsen.Close, ev[:0]); err != nil {
			return false
		}
		val, ok := sv.value(world, v.Seat)
		if !ok {
			return false
		}
		if val <= 0 {
			if lost++; lost > snCloseRisk {
				return false
			}
		}
	}
	return true
}

const snFull = cards.Set(1)<<schnapsen.NumCards - 1

var snDeclareBase = schnapsen.Declare(0)

// snPos is what the Schnapsen rules look at, from the mover's side.
type snPos struct {
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
	v3         bool      // the eleventh round's rules: see leadCard and followCard
}

func snPosOfView(v *schnapsen.View) snPos {
	me, o := v.Seat, 1-v.Seat
	p := snPos{hand: v.Hand, trump: v.Trump, lead: v.Lead, strict: v.StrictPlay, stockN: v.StockCount,
		myPts: v.Points[me], oppPts: v.Points[o], myPending: v.Pending[me], myTricks: v.TricksWon[me], oppPending: v.Pending[o],
		declared: v.Declared[me], oppN: v.HandCount[o]}
	p.unseen = snFull &^ (v.Hand | v.Piles[0] | v.Piles[1])
	if v.Lead != cards.None {
		p.unseen = p.unseen.Remove(v.Lead)
	}
	if v.StockCount > 0 && v.Indicator != cards.None {
		p.unseen = p.unseen.Remove(v.Indicator)
	}
	p.oppKnown = v.Known[o] & p.unseen
	p.oppCan = p.unseen&^v.Excluded[o] | p.oppKnown
	return p
}

func snPosOfState(s *schnapsen.State) snPos {
	me := s.Player()
	st, n := s.Stock()
	p := snPos{hand: s.Hand(me), trump: s.Trump(), lead: s.Lead(), strict: st != schnapsen.StockOpen, stockN: n,
		myPts: s.CardPoints(me), oppPts: s.CardPoints(1 - me), myPending: s.Pending(me), myTricks: s.TricksWon(me), oppPending: s.Pending(1 - me),
		oppN: s.Hand(1 - me).Len()}
	p.unseen = snFull &^ (p.hand | s.Pile(0) | s.Pile(1))
	if p.lead != cards.None {
		p.unseen = p.unseen.Remove(p.lead)
	}
	if n > 0 {
		if ind := s.Indicator(); ind != cards.None {
			p.unseen = p.unseen.Remove(ind)
		}
	}
	p.oppCan = p.unseen
	return p
}

// snPosSeen is snPosOfState with the public knowledge a View carries as
// well: the mover's declared suits, the cards the opponent is known to
// hold (a shown marriage partner, the exchanged indicator) and those it is
// known to lack under strict play. Without them the rollouts' rules count
// a card the opponent is known to hold as one it may lack; with them they
// read a sampled State as the heuristic reads the View.
func snPosSeen(s *schnapsen.State) snPos {
	p := snPosOfState(s)
	o := 1 - s.Player()
	p.declared = s.Declared(s.Player())
	p.oppKnown = s.Known(o) & p.unseen
	p.oppCan = p.unseen&^s.Excluded(o) | p.oppKnown
	return p
}

// snPolicy is the rollout policy: the rules on snPosOfState, with one
// random move in sixteen.
func snPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return snPolicyOf(snPosOfState, st, legal, rng)
}

// snPolicySeen is snPolicy with the rules played on snPosSeen.
func snPolicySeen(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return snPolicyOf(snPosSeen, st, legal, rng)
}

func snPolicyOf(pos func(*schnapsen.State) snPos, st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*schnapsen.State)
	if !ok || rng.IntN(16) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	p := pos(s)
	return snChoose(&p, legal)
}

// snPolicyV3 is snPolicy with the eleventh round's rules.
func snPolicyV3(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return snPolicyOf(func(s *schnapsen.State) snPos { p := snPosOfState(s); p.v3 = true; return p }, st, legal, rng)
}

// snRules is the heuristic's rules' move for the player to move in s.
func snRules(s *schnapsen.State, legal []games.Action) games.Action {
	p := snPosOfState(s)
	return snChoose(&p, legal)
}

// snHigher returns the cards of s above c in c's suit.
func snHigher(s cards.Set, c cards.Card) cards.Set {
	return s & schnapsen.SuitCards(schnapsen.Suit(c)) &^ (cards.Set(2)<<c - 1)
}

func (p *snPos) trumps() cards.Set { return schnapsen.SuitCards(p.trump) }

// liveHalf reports whether c is half of a marriage the mover can still
// declare.
func (p *snPos) liveHalf(c cards.Card) bool {
	pc := schnapsen.Partner(c)
	return pc != cards.None && p.hand.Has(pc) && p.declared&(1<<schnapsen.Suit(c)) == 0
}

// keep is what holding on to c is worth beyond its card points.
func (p *snPos) keep(c cards.Card) int {
	k := 0
	suit, rank := schnapsen.Suit(c), schnapsen.Rank(c)
	if suit == p.trump {
		k += 8 + 2*rank
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
func (p *snPos) pWin(c cards.Card) float64 {
	beat := snHigher(p.oppCan, c)
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
func (p *snPos) sure(c cards.Card) bool { return p.pWin(c) >= 1 }

// minOpp is the fewest points the opponent's card can add to a trick.
func (p *snPos) minOpp() int {
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
func (p *snPos) credit() int { return p.myPending }

func snChoose(p *snPos, legal []games.Action) games.Action {
	var plays, declares cards.Set
	canExchange, canClose := false, false
	for _, a := range legal {
		switch {
		case a == schnapsen.Exchange:
			canExchange = true
		case a == schnapsen.Close:
			canClose = true
		case a >= snDeclareBase && a < snDeclareBase+schnapsen.NumCards:
			declares = declares.Add(cards.Card(a - snDeclareBase))
		case a < schnapsen.NumCards:
			plays = plays.Add(cards.Card(a))
		}
	}
	if canExchange {
		return schnapsen.Exchange
	}
	if p.lead != cards.None {
		return schnapsen.Play(p.followCard(plays))
	}
	return p.leadAction(plays, declares, canClose && !p.noClose)
}

// marriageValue is what declaring with c is worth.
func (p *snPos) marriageValue(c cards.Card) int {
	if schnapsen.Suit(c) == p.trump {
		return 40
	}
	return 20
}

func (p *snPos) leadAction(plays, declares cards.Set, canClose bool) games.Action {
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
func (p *snPos) shouldClose(declares cards.Set) bool {
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

func (p *snPos) leadCard(plays cards.Set) cards.Card {
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
		s := pw*(pts+2) - (1-pw)*(pts+snLoseExtra) - float64(p.keep(c))
		if p.v3 && !p.strict && schnapsen.Suit(c) == p.trump && schnapsen.Rank(c) >= schnapsen.Ten {
			// v3: the trump Ace or Ten is never led while the stock is
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
func (p *snPos) cheapest(s cards.Set) cards.Card {
	best, bc := cards.None, 1<<30
	for ; s != 0; s = s.Remove(s.First()) {
		c := s.First()
		if k := schnapsen.Points(c) + p.keep(c); k < bc {
			best, bc = c, k
		}
	}
	return best
}

func (p *snPos) followCard(plays cards.Set) cards.Card {
	lead := p.lead
	lp := schnapsen.Points(lead)
	var sameWin, trumpWin cards.Set
	for h := plays; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if schnapsen.Beats(lead, c, p.trump) {
			if schnapsen.Suit(c) == schnapsen.Suit(lead) {
				sameWin = sameWin.Add(c)
			} else {
				trumpWin = trumpWin.Add(c)
			}
		}
	}
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
	// (v3: the Ace on any side lead of its suit, a Jack included).
	if sameWin != 0 {
		if t := sameWin & cards.SetOf(cards.Card(5*schnapsen.Suit(lead)+schnapsen.Ten)); t != 0 && !leadTrump {
			return t.First()
		}
		if a := sameWin & cards.SetOf(cards.Card(5*schnapsen.Suit(lead)+schnapsen.Ace)); a != 0 && (lp >= 10 || !leadTrump && (lp >= 3 || p.v3)) {
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
