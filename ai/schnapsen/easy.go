package schnapsen

import (
	"math/rand/v2"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// The Easy level's rules: the first heuristic, kept as it was because the
// card-counting one with the same slips is too strong for a beginner. They
// count only the cards seen (no voids, no known cards), exchange the trump
// Jack, declare trump marriages first, close when sure winners and points
// reach 66, cash sure winners under strict play and otherwise give up the
// card they value least.

// EasyHeuristic returns the Easy level's rules without its slips.
func EasyHeuristic() ai.Player { return ai.HeuristicFunc[*schnapsen.View](easyRules) }

// easyPos is what the Easy rules look at, from the mover's side.
type easyPos struct {
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

func easyPosOfView(v *schnapsen.View) easyPos {
	me := v.Seat
	p := easyPos{hand: v.Hand, trump: v.Trump, lead: v.Lead, strict: v.StrictPlay, stockN: v.StockCount,
		myPts: v.Points[me], oppPts: v.Points[1-me], myPending: v.Pending[me], myTricks: v.TricksWon[me]}
	p.unseen = unseenOfView(v)
	return p
}

func easyPosOfState(s *schnapsen.State) easyPos {
	me := s.Player()
	st, n := s.Stock()
	p := easyPos{hand: s.Hand(me), trump: s.Trump(), lead: s.Lead(), strict: st != schnapsen.StockOpen, stockN: n,
		myPts: s.CardPoints(me), oppPts: s.CardPoints(1 - me), myPending: s.Pending(me), myTricks: s.TricksWon(me)}
	p.unseen = unseenOfState(s)
	return p
}

// easyRules is the Easy rules' move on the deciding seat's view.
func easyRules(sv *schnapsen.View, legal []games.Action) games.Action {
	return easyChoose(easyPosOfView(sv), legal)
}

// EasyPolicy is the Easy rules as a rollout policy, with one random move
// in sixteen: no level plays it; the lab's first searches did.
func EasyPolicy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*schnapsen.State)
	if !ok || rng.IntN(16) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return easyChoose(easyPosOfState(s), legal)
}

// cost is how much the mover dislikes giving up card c: its points, more
// for trumps, for half a marriage and for a ten whose ace is still out.
func (p *easyPos) cost(c cards.Card) int {
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
func (p *easyPos) sure(c cards.Card) bool {
	if higher(p.unseen, c) != 0 {
		return false
	}
	return schnapsen.Suit(c) == p.trump || p.unseen&schnapsen.SuitCards(p.trump) == 0
}

func easyChoose(p easyPos, legal []games.Action) games.Action {
	plays, declares, canExchange, canClose := options(legal)
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
func (p *easyPos) shouldClose() bool {
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

func (p *easyPos) leadCard(plays cards.Set) cards.Card {
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
	return cheapestBy(plays, p.cost)
}

func (p *easyPos) followCard(plays cards.Set) cards.Card {
	lead := p.lead
	lp := schnapsen.Points(lead)
	sameWin, trumpWin := winners(plays, lead, p.trump)
	cheapest := func(s cards.Set) cards.Card { return cheapestBy(s, p.cost) }
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
