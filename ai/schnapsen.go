package ai

import (
	"context"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Schnapsen: the heuristic plays the textbook baseline (exchange at once,
// declare marriages, lead low side cards, take tens with aces, trump a led
// ace or ten cheaply, close with enough sure points). The search samples the
// opponent's hand and the stock order, plays rollouts with that heuristic
// while the stock is open, and solves the deal exactly by alpha-beta once
// the stock is closed or exhausted (then it is a perfect-information ending
// of at most ten cards in each sampled world). Its utility is the chance of
// winning the Bummerl after the deal, not the deal's game points, so that
// it plays for the match: a player one point from the end does not take
// risks for a third game point.
func init() {
	register("schnapsen", &gameAI{
		newHeuristic: func() Player { return heuristic[*schnapsen.View](snHeuristicOf) },
		policy:       snPolicy,
		utility:      snUtility,
		exact:        snExact,
		// Expert: four times the worlds (192) gained nothing measurable
		// against 48 (+0.06 ± 0.09 game points per deal, 51.7% ± 4.7% of
		// Bummerls, arena, 150 seeds) at four times the time, with
		// decisions reaching the time cap; 48 stays.
		sizes: [2]size{
			normalEffort: {worlds: 16, rollouts: 2},
			expertEffort: {worlds: 48, rollouts: 4},
		},
	})
}

const snFull = cards.Set(1)<<schnapsen.NumCards - 1

var snDeclareBase = schnapsen.Declare(0)

// snPos is what the Schnapsen heuristic looks at, from the mover's side.
type snPos struct {
	hand      cards.Set
	trump     int
	lead      cards.Card
	strict    bool
	stockN    int
	myPts     int
	oppPts    int
	myPending int
	myTricks  int
	unseen    cards.Set // cards in the opponent's hand or the face-down stock
}

func snPosOfView(v *schnapsen.View) snPos {
	me := v.Seat
	p := snPos{hand: v.Hand, trump: v.Trump, lead: v.Lead, strict: v.StrictPlay, stockN: v.StockCount,
		myPts: v.Points[me], oppPts: v.Points[1-me], myPending: v.Pending[me], myTricks: v.Tricks[me]}
	p.unseen = snFull &^ (v.Hand | v.Won[0] | v.Won[1])
	if v.Lead != cards.None {
		p.unseen = p.unseen.Remove(v.Lead)
	}
	if v.StockCount > 0 && v.Indicator != cards.None {
		p.unseen = p.unseen.Remove(v.Indicator)
	}
	return p
}

func snPosOfState(s *schnapsen.State) snPos {
	me := s.Player()
	st, n := s.Stock()
	p := snPos{hand: s.Hand(me), trump: s.Trump(), lead: s.Lead(), strict: st != schnapsen.StockOpen, stockN: n,
		myPts: s.CardPoints(me), oppPts: s.CardPoints(1 - me), myPending: s.Pending(me), myTricks: s.Tricks(me)}
	p.unseen = snFull &^ (p.hand | s.Won(0) | s.Won(1))
	if p.lead != cards.None {
		p.unseen = p.unseen.Remove(p.lead)
	}
	if n > 0 {
		if ind := s.Indicator(); ind != cards.None {
			p.unseen = p.unseen.Remove(ind)
		}
	}
	return p
}

// snHeuristicOf is the Schnapsen heuristic on the deciding seat's view.
func snHeuristicOf(sv *schnapsen.View, legal []games.Action) games.Action {
	return snChoose(snPosOfView(sv), legal)
}

func snPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*schnapsen.State)
	if !ok || rng.IntN(16) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return snChoose(snPosOfState(s), legal)
}

// higher returns the cards of s above c in c's suit.
func snHigher(s cards.Set, c cards.Card) cards.Set {
	return s & schnapsen.SuitCards(schnapsen.Suit(c)) &^ (cards.Set(2)<<c - 1)
}

// snCost is how much the mover dislikes giving up card c: its points, more
// for trumps, for half a marriage and for a ten whose ace is still out.
func (p *snPos) cost(c cards.Card) int {
	k := schnapsen.Points(c)
	if schnapsen.Suit(c) == p.trump {
		k += 8
	}
	if pc := schnapsen.Partner(c); pc != cards.None && p.hand.Has(pc) {
		k += 10
	}
	if schnapsen.Rank(c) == schnapsen.Ten && p.unseen.Has(c+1) {
		k += 4
	}
	return k
}

// sure reports whether c wins any trick it leads under strict play: no
// higher card of its suit is out, and (for a side card) no trump is out.
func (p *snPos) sure(c cards.Card) bool {
	if snHigher(p.unseen, c) != 0 {
		return false
	}
	return schnapsen.Suit(c) == p.trump || p.unseen&schnapsen.SuitCards(p.trump) == 0
}

func snChoose(p snPos, legal []games.Action) games.Action {
	var plays cards.Set
	var declares cards.Set
	canExchange, canClose := false, false
	for _, a := range legal {
		switch {
		case a == schnapsen.Exchange:
			canExchange = true
		case a == schnapsen.Close:
			canClose = true
		case a >= snDeclareBase && a < snDeclareBase+32:
			declares = declares.Add(cards.Card(a - snDeclareBase))
		case a < 32:
			plays = plays.Add(cards.Card(a))
		}
	}
	if canExchange {
		return schnapsen.Exchange
	}
	if p.lead == cards.None {
		if declares != 0 {
			// The trump marriage first; lead the Queen (fewer points).
			best := declares.First()
			for d := declares; d != 0; d = d.Remove(d.First()) {
				c := d.First()
				if schnapsen.Suit(c) == p.trump && (schnapsen.Suit(best) != p.trump || schnapsen.Rank(c) == schnapsen.Queen) {
					best = c
				}
			}
			return schnapsen.Declare(best)
		}
		if canClose && p.shouldClose() {
			return schnapsen.Close
		}
		return schnapsen.Play(p.leadCard(plays))
	}
	return schnapsen.Play(p.followCard(plays))
}

// shouldClose estimates the points the mover can make under strict play
// with its sure winners and closes when they reach 66.
func (p *snPos) shouldClose() bool {
	pts := p.myPts
	if p.myTricks > 0 {
		pts += p.myPending
	}
	sure := 0
	for h := p.hand; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if p.sure(c) {
			sure++
			pts += schnapsen.Points(c) + 4 // plus a modest card from the opponent
		}
	}
	return sure >= 2 && pts >= 66
}

func (p *snPos) leadCard(plays cards.Set) cards.Card {
	if p.strict {
		// Cash sure winners, trumps first to draw the opponent's.
		var best cards.Card = cards.None
		for h := plays; h != 0; h = h.Remove(h.First()) {
			c := h.First()
			if p.sure(c) && (best == cards.None || schnapsen.Suit(c) == p.trump && schnapsen.Suit(best) != p.trump) {
				best = c
			}
		}
		if best != cards.None {
			return best
		}
	}
	best, bc := cards.None, 1<<30
	for h := plays; h != 0; h = h.Remove(h.First()) {
		c := h.First()
		if k := p.cost(c); k < bc {
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
	cheapest := func(s cards.Set) cards.Card {
		best, bc := cards.None, 1<<30
		for ; s != 0; s = s.Remove(s.First()) {
			c := s.First()
			if k := p.cost(c); k < bc {
				best, bc = c, k
			}
		}
		return best
	}
	if p.strict {
		if w := sameWin | trumpWin; w != 0 {
			return cheapest(w)
		}
		return cheapest(plays)
	}
	// Open stock: take with a higher card of the suit when the trick is
	// worth it (a led ten or ace, or our ten or ace safely home).
	if sameWin != 0 {
		hi := sameWin.Last()
		if lp >= 10 || schnapsen.Points(hi) >= 10 {
			if schnapsen.Suit(lead) != p.trump || lp >= 10 {
				return hi
			}
		}
	}
	if lp >= 10 && trumpWin != 0 {
		return cheapest(trumpWin)
	}
	// Otherwise throw the cheapest non-winning card.
	if rest := plays &^ (sameWin | trumpWin); rest != 0 {
		return cheapest(rest)
	}
	return cheapest(plays)
}

// snUtility values a finished deal by the chance of winning the Bummerl
// afterwards (scaled to −1 … 1), from the match scores left to play for.
func snUtility(st games.State, me int) float64 {
	r := st.Result()
	switch {
	case r.Winner == me:
		return 1
	case r.Winner >= 0:
		return -1
	}
	if len(r.Match) < 2 {
		return DealUtility(st, me)
	}
	return 2*snMatchWin(r.Match[me], r.Match[1-me]) - 1
}

// snWin[a][b] is the chance of winning a Bummerl needing a more game points
// against an opponent needing b, with even deals whose winner scores 1, 2
// or 3 game points 45, 33 and 22% of the time (typical of strong play).
var snWin = func() (w [8][8]float64) {
	q := [4]float64{0, 0.45, 0.33, 0.22}
	var f func(a, b int) float64
	memo := map[[2]int]float64{}
	f = func(a, b int) float64 {
		if a <= 0 {
			return 1
		}
		if b <= 0 {
			return 0
		}
		if v, ok := memo[[2]int{a, b}]; ok {
			return v
		}
		v := 0.0
		for k := 1; k <= 3; k++ {
			v += 0.5 * q[k] * (f(a-k, b) + f(a, b-k))
		}
		memo[[2]int{a, b}] = v
		return v
	}
	for a := 0; a <= 7; a++ {
		for b := 0; b <= 7; b++ {
			w[a][b] = f(a, b)
		}
	}
	return w
}()

func snMatchWin(a, b int) float64 {
	a, b = min(max(a, 0), 7), min(max(b, 0), 7)
	return snWin[a][b]
}

// snExact solves a Schnapsen world by alpha-beta once strict play applies
// (closed or exhausted stock): at most five cards each are left, and the
// world is perfect-information.
func snExact(ctx context.Context, st games.State, me int) (float64, bool) {
	s, ok := st.(*schnapsen.State)
	if !ok {
		return 0, false
	}
	if s.Player() < 0 {
		return snUtility(st, me), true
	}
	if !s.Strict() {
		return 0, false
	}
	return newSolver(snUtility, 50000).value(ctx, st, me)
}
