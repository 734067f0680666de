// Package skattest holds a careless random Skat player for tests and random
// records: it lives outside the engine, which knows no players, and the
// engine's own property tests, the computer players and the command-line
// tool's random records all use it.
package skattest

import (
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// RandomBidder returns a seeded random player for random records (the
// CLI's random command) and the engine's property tests. Uniform bids would
// overbid almost every deal (about 97 % of them); this player bids like a
// careless human instead, so that random deals give a realistic mix of won
// and lost suit games, Grands, Nulls, hand games, passed-out deals and the
// odd overbid:
//
//   - It rates its ten cards for each game with a point count (Unters,
//     trumps, aces, voids; for skat.Null the suits its low cards do not cover),
//     shifted by a chance that stays the same for the same hand, and bids
//     up to the value of the game that rates best, if one rates high
//     enough. One hand in ten gambles on half as much again; a very strong
//     hand is played hand, and some Nulls ouvert.
//   - It discards the two cards that leave the best-rated game worth the
//     bid, and announces the best-rated game worth the bid.
//   - It plays cards at random, except that a skat.Null declarer stays under the
//     trick when it can.
//
// It looks only at what the player to move knows: its own cards, the skat
// once it has taken it, and the public play. The returned function has the
// shape of record.Chooser; for a state of another game, and at the deal, it
// picks uniformly.
func RandomBidder(rng *rand.Rand) func(st games.State, legal []games.Action) games.Action {
	p := &randomPlayer{rng: rng, salt: rng.Uint64()}
	return p.choose
}

type randomPlayer struct {
	rng  *rand.Rand
	salt uint64 // mixed with a hand to give that hand its chance
}

// The ratings (see rate) a hand needs for a game, and to play it hand.
const (
	rateGame = 7.5
	rateHand = 12
)

// The suits and ranks the ratings name, by their index in cards.German():
// suits C S H D, ranks 7 8 9 T U O K A.
const (
	suitC, suitS        = 0, 1
	rankT, rankU, rankA = 3, 4, 7
)

func (p *randomPlayer) choose(st games.State, legal []games.Action) games.Action {
	s, ok := st.(*skat.State)
	if !ok || len(legal) == 1 {
		return legal[p.rng.IntN(len(legal))]
	}
	me := s.Player()
	h := s.Hand(me)
	switch s.Phase() {
	case skat.PhaseAuction:
		return p.bid(h, s.Bid(), legal)
	case skat.PhaseSkat:
		if p.plan(h).hand && slices.Contains(legal, skat.PlayHand) {
			return skat.PlayHand
		}
		return skat.TakeSkat
	case skat.PhaseDiscard:
		return p.discard(h, s.Bid(), legal)
	case skat.PhaseAnnounce:
		known := h
		if !s.HandGame() {
			_, now := s.Skat()
			known |= now // the declarer's own discards
		}
		return p.announce(h, known|s.Played(me), s.HandGame(), s.Bid(), legal)
	case skat.PhasePlay:
		if s.GameType().IsNull() && me == s.Declarer() {
			return duck(s, legal)
		}
	}
	return legal[p.rng.IntN(len(legal))]
}

// plan is what a ten-card hand is worth in the auction: the highest bid and
// whether to play hand.
type plan struct {
	limit int
	hand  bool
}

// chance returns a number in [0, 1) fixed for the hand (and the policy's
// seed), so that a player judges its hand the same way all through the
// auction.
func (p *randomPlayer) chance(h cards.Set) float64 {
	x := p.salt ^ uint64(h)
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return float64(x>>11) / (1 << 53)
}

// plan picks the game the hand rates best, if any rates high enough, and
// bids up to its value; a very strong hand plays it hand.
func (p *randomPlayer) plan(h cards.Set) plan {
	u := p.chance(h)
	shift := 3*u - 1.5 // the hand's luck: −1.5 to +1.5 points
	var best plan
	bestRate := float64(rateGame)
	for g := skat.Diamonds; g <= skat.Null; g++ {
		r := rate(g, h) + shift
		if r < bestRate {
			continue
		}
		hand, game := r >= rateHand && u > 0.3, g
		if g == skat.Null && u > 0.75 {
			game = skat.NullOuvert
		}
		best, bestRate = plan{limit: skat.GameValue(game, h, hand, false, false), hand: hand}, r
	}
	if u > 0.9 {
		best.limit += best.limit / 2 // the gambler
	}
	return best
}

// bid says the lowest bid within the plan's limit, holds the value named
// (current) while it is within it, and passes otherwise.
func (p *randomPlayer) bid(h cards.Set, current int, legal []games.Action) games.Action {
	limit := p.plan(h).limit
	for _, a := range legal { // pass first, then hold or the bids ascending
		if m, _ := skat.Decode(a); m.Kind == skat.MoveBid && m.Bid <= limit || a == skat.Hold && current <= limit {
			return a
		}
	}
	return skat.Pass
}

// discard puts away the two cards that leave the best-rated game worth the
// bid, counting the card points laid into the skat for the declarer.
func (p *randomPlayer) discard(twelve cards.Set, bid int, legal []games.Action) games.Action {
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		m, _ := skat.Decode(a)
		d := m.Discard
		rest := twelve &^ d
		for g := skat.Diamonds; g <= skat.NullOuvert; g++ {
			if !worth(g, twelve, false, bid) {
				continue
			}
			score := rate(g, rest)
			if !g.IsNull() {
				score += float64(skat.SetPoints(d)) / 10
			}
			score += p.rng.Float64() * 0.5
			if score > bestScore {
				best, bestScore = a, score
			}
		}
	}
	return best
}

// announce names the best-rated game worth the bid, or, overbid already,
// the best-rated game at all.
func (p *randomPlayer) announce(hand, known cards.Set, handGame bool, bid int, legal []games.Action) games.Action {
	best, bestScore := legal[0], -1e9
	for _, a := range legal {
		m, _ := skat.Decode(a)
		g := m.Game
		score := rate(g, hand)
		if g == skat.NullOuvert && p.chance(hand) < 0.75 {
			score -= 2 // the open hand helps the defenders
		}
		if worth(g, known, handGame, bid) {
			score += 100
		}
		score += p.rng.Float64() * 0.5
		if score > bestScore {
			best, bestScore = a, score
		}
	}
	return best
}

// worth reports whether game g with these cards is worth the bid.
func worth(g skat.GameType, known cards.Set, hand bool, bid int) bool {
	return skat.CanAnnounce(g, hand, bid) && skat.GameValue(g, known, hand, false, false) >= bid
}

// rate is the point count of hand h for game g; from rateGame on, the game
// is worth a bid. Suit games: 2 per Unter (2.5 for the two black ones), 1
// per other trump, 1 per side ace and 0.5 more for its ten, 0.5 per void
// side suit. skat.Grand: 2.5 per Unter, 1.5 per ace, 1 per ten beside its ace,
// 0.5 per card past three in a suit headed by its ace, and 3 less short of
// two Unters. skat.Null: 11 less 4 per suit its low cards do not cover.
func rate(g skat.GameType, h cards.Set) float64 {
	var r float64
	unters := 0
	for s := 0; s < 4; s++ {
		if h.Has(cards.Card(8*s + rankU)) {
			unters++
			r += 2
			if s == suitC || s == suitS || g == skat.Grand {
				r += 0.5
			}
		}
	}
	switch {
	case g.IsNull():
		return 11 - 4*float64(nullDanger(h))
	case g == skat.Grand:
		for s := 0; s < 4; s++ {
			suit := h & suitCards(s)
			if suit.Has(cards.Card(8*s + rankA)) {
				r += 1.5
				if suit.Has(cards.Card(8*s + rankT)) {
					r++
				}
				if n := suit.Len(); n > 3 {
					r += 0.5 * float64(n-3)
				}
			}
		}
		if unters < 2 {
			r -= 3
		}
		return r
	}
	trump := g.TrumpSuit()
	for s := 0; s < 4; s++ {
		suit := h & suitCards(s)
		switch {
		case s == trump:
			r += float64(suit.Len())
		case suit == 0:
			r += 0.5
		case suit.Has(cards.Card(8*s + rankA)):
			r++
			if suit.Has(cards.Card(8*s + rankT)) {
				r += 0.5
			}
		}
	}
	return r
}

// suitCards returns the cards of printed suit s other than its Unter.
func suitCards(s int) cards.Set {
	return (cards.Set(0xFF) << (8 * s)).Remove(cards.Card(8*s + rankU))
}

// nullDanger counts the suits of h that a skat.Null declarer may be forced to
// win a trick in: a suit is safe when its i-th lowest card (from 0) is at
// most the (2i+2)-th of the suit in skat.Null order (7 8 9 T U O K A), as in
// 8, T, O.
func nullDanger(h cards.Set) int {
	d := 0
	for s := 0; s < 4; s++ {
		i := 0
		for r := 0; r < 8; r++ {
			if !h.Has(cards.Card(8*s + r)) {
				continue
			}
			if r > 2*i+1 { // the rank ids run in skat.Null order
				d++
				break
			}
			i++
		}
	}
	return d
}

// duck plays for a skat.Null declarer: the highest card that stays under the
// trick, else the lowest card (leading, the lowest of all).
func duck(s *skat.State, legal []games.Action) games.Action {
	t, n := s.Trick()
	low, high := legal[0], games.Action(255)
	for _, a := range legal {
		c := cards.Card(a)
		if skat.Power(skat.Null, c) < skat.Power(skat.Null, cards.Card(low)) {
			low = a
		}
		if n == 0 || winsNull(t[:n], c) {
			continue
		}
		if high == 255 || skat.Power(skat.Null, c) > skat.Power(skat.Null, cards.Card(high)) {
			high = a
		}
	}
	if high != 255 {
		return high
	}
	return low
}

// winsNull reports whether c would win a skat.Null trick of the cards so far.
func winsNull(trick []cards.Card, c cards.Card) bool {
	led := skat.EffectiveSuit(skat.Null, trick[0])
	if skat.EffectiveSuit(skat.Null, c) != led {
		return false
	}
	for _, x := range trick {
		if skat.EffectiveSuit(skat.Null, x) == led && skat.Power(skat.Null, x) > skat.Power(skat.Null, c) {
			return false
		}
	}
	return true
}
