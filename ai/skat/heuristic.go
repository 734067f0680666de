package skat

import (
	"math/rand/v2"
	"slices"
	"sort"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

const (
	r7, r8, r9, rT, rU, rO, rK, rA = 0, 1, 2, 3, 4, 5, 6, 7
)

// jacks (the four Unters) and suitCards (the cards of each suit): computed
// once, only read after that.
var jacks, suitCards = tables()

func tables() (jacks cards.Set, suit [4]cards.Set) {
	for s := 0; s < 4; s++ {
		for r := 0; r < 8; r++ {
			suit[s] = suit[s].Add(card(s, r))
		}
		jacks = jacks.Add(card(s, rU))
	}
	return jacks, suit
}

func card(suit, rank int) cards.Card { return cards.Card(8*suit + rank) }
func rank(c cards.Card) int          { return int(c) % 8 }
func suitOf(c cards.Card) int        { return int(c) / 8 }

// ---- hand evaluation (bidding and game choice) ----

// suitStrength rates hand for a suit game with deck suit s as trump.
func suitStrength(hand cards.Set, s int) (strength float64, trumps int) {
	tr := hand&jacks | hand&suitCards[s]
	trumps = tr.Len()
	st := float64(trumps)
	for i, b := range [4]float64{1, 0.7, 0.4, 0.2} {
		if hand.Has(card(i, rU)) {
			st += b
		}
	}
	if hand.Has(card(s, rA)) {
		st += 0.5
	}
	if hand.Has(card(s, rT)) {
		st += 0.3
	}
	for o := 0; o < 4; o++ {
		if o == s {
			continue
		}
		cs := hand & suitCards[o] &^ jacks
		hasA, hasT := cs.Has(card(o, rA)), cs.Has(card(o, rT))
		switch {
		case cs == 0:
			st += 0.6
		case hasA:
			st += 1
			if hasT {
				st += 0.8
			}
		case hasT && cs.Len() >= 2:
			st += 0.3
		case hasT:
			st -= 0.3
		}
	}
	return st, trumps
}

func grandStrength(hand cards.Set) float64 {
	j := (hand & jacks).Len()
	st := 1.5 * float64(j)
	if hand.Has(card(0, rU)) {
		st += 0.5
	}
	for o := 0; o < 4; o++ {
		cs := hand & suitCards[o] &^ jacks
		hasA, hasT := cs.Has(card(o, rA)), cs.Has(card(o, rT))
		if hasA {
			st += 1.5
			if hasT {
				st += 1
			}
			if cs.Len() >= 4 {
				st += 0.5
			}
		} else if hasT && cs.Len() == 1 {
			st -= 0.5
		}
	}
	return st
}

// nullSafe reports whether every suit of hand is low enough for Null:
// the i-th lowest card of a suit (counting from 0) ranks at most 2i.
func nullSafe(hand cards.Set) bool {
	for s := 0; s < 4; s++ {
		i := 0
		for cs := hand & suitCards[s]; cs != 0; cs = cs.Remove(cs.First()) {
			if rank(cs.First()) > 2*i {
				return false
			}
			i++
		}
	}
	return true
}

var suitGames = [4]skat.GameType{skat.Clubs, skat.Spades, skat.Hearts, skat.Diamonds} // by deck suit C S H D

// playable lists the games hand (ten cards) can expect to win, with how
// sure the point count is (above 0: playable).
func playable(hand cards.Set) (best skat.GameType, margin float64) {
	best, margin = skat.NoGame, -1e9
	for s := 0; s < 4; s++ {
		st, nt := suitStrength(hand, s)
		m := st - 8.5
		if nt >= 6 {
			m = st - 8
		}
		if nt < 5 {
			m = min(m, -0.5)
		}
		if m > margin {
			best, margin = suitGames[s], m
		}
	}
	j := (hand & jacks).Len()
	if j >= 2 && (hand.Has(card(0, rU)) || j >= 3) {
		if m := grandStrength(hand) - 8; m >= 0 && m+1 > margin {
			best, margin = skat.Grand, m+1
		}
	}
	if margin < 0 && nullSafe(hand) {
		best, margin = skat.Null, 0.5
	}
	return best, margin
}

// bidLimit is the highest bid the heuristic makes with a ten-card hand.
func bidLimit(hand cards.Set) int {
	g, m := playable(hand)
	if m < 0 || g == skat.NoGame {
		return 0
	}
	return skat.GameValue(g, hand, false, false, false)
}

// chooseGame picks the game to announce with the final hand (ten cards)
// given the twelve cards for the matadors, preferring a game that covers
// the bid.
func chooseGame(hand, twelve cards.Set, handGame bool, bid int, legal []skat.GameType) skat.GameType {
	type cand struct {
		g     skat.GameType
		score float64
	}
	var cs []cand
	for _, g := range legal {
		var st float64
		switch {
		case g == skat.NullOuvert:
			continue
		case g == skat.Null:
			if !nullSafe(hand) {
				st = -5
			} else {
				st = 0.5
			}
		case g == skat.Grand:
			st = grandStrength(hand) - 8
			if (hand & jacks).Len() < 2 {
				st -= 3
			}
		default:
			s := g.TrumpSuit()
			if s < 0 {
				continue
			}
			var nt int
			st, nt = suitStrength(hand, s)
			st -= 8.5
			if nt < 5 {
				st -= 2
			}
		}
		if skat.GameValue(g, twelve, handGame, false, false) < bid && !g.IsNull() {
			st -= 10 // an overbid loses whatever the cards
		}
		cs = append(cs, cand{g, st})
	}
	if len(cs) == 0 {
		if len(legal) > 0 {
			return legal[0]
		}
		return skat.NoGame
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
	return cs[0].g
}

// discardScore rates keeping hand (ten cards) for game g after putting
// away d (whose points count for the declarer).
func discardScore(hand, d cards.Set, g skat.GameType) float64 {
	pts := float64(skat.SetPoints(d)) * 0.08
	switch {
	case g == skat.Grand:
		return grandStrength(hand) + pts
	case g.IsNull():
		// Keep low cards: penalise the highest ranks still held.
		bad := 0.0
		for s := 0; s < 4; s++ {
			i := 0
			for cs := hand & suitCards[s]; cs != 0; cs = cs.Remove(cs.First()) {
				if r := rank(cs.First()); r > 2*i {
					bad += float64(r - 2*i)
				}
				i++
			}
		}
		return -bad
	default:
		st, _ := suitStrength(hand, g.TrumpSuit())
		if d&(jacks|suitCards[g.TrumpSuit()]) != 0 {
			st -= 2 // never bury trumps
		}
		return st + pts
	}
}

// bestDiscard picks the discard pair for the best game with twelve cards.
func bestDiscard(twelve cards.Set, bid int, legal []games.Action) games.Action {
	best, bv := legal[0], -1e9
	for _, a := range legal {
		m, _ := skat.Decode(a)
		if m.Kind != skat.MoveDiscard {
			continue
		}
		d := m.Discard
		h := twelve &^ d
		for _, g := range []skat.GameType{skat.Clubs, skat.Spades, skat.Hearts, skat.Diamonds, skat.Grand, skat.Null} {
			v := discardScore(h, d, g)
			if !g.IsNull() && skat.GameValue(g, twelve, false, false, false) < bid {
				v -= 10
			}
			if g.IsNull() && skat.NullValue(g, false) < bid {
				continue
			}
			if g.IsNull() {
				v += 9 // on par with a playable suit game when safe
			}
			if v > bv {
				best, bv = a, v
			}
		}
	}
	return best
}

// ---- card play ----

// pos is what the card-play heuristic looks at, from the mover's side.
type pos struct {
	me, decl int
	g        skat.GameType
	hand     cards.Set
	trick    [3]cards.Card
	n        int       // cards in the current trick
	out      cards.Set // cards the others may still hold
}

func (p *pos) team(a, b int) bool { return a == b || (a != p.decl && b != p.decl) }

// seatOf returns the seat that played trick card i.
func (p *pos) seatOf(i int) int { return ((p.me-p.n+i)%3 + 3) % 3 }

// winnerIdx is the index of the card winning the partial trick.
func (p *pos) winnerIdx() int {
	switch p.n {
	case 2:
		return skat.TrickWinner(p.g, [3]cards.Card{p.trick[0], p.trick[1], p.trick[0]})
	}
	return 0
}

// beats reports whether c would win against the current winner w.
func (p *pos) beats(c cards.Card, w cards.Card) bool {
	return skat.TrickWinner(p.g, [3]cards.Card{p.trick[0], w, c}) == 2
}

// cost is how much giving up c hurts: points, and trumps are precious.
func (p *pos) cost(c cards.Card) int {
	k := skat.Points(c) * 2
	if skat.EffectiveSuit(p.g, c) == 4 {
		k += 12
		if rank(c) == rU {
			k += 6 + (3 - suitOf(c))
		}
	}
	return k
}

func (p *pos) cheapest(s cards.Set) cards.Card {
	best, bc := cards.None, 1<<30
	for ; s != 0; s = s.Remove(s.First()) {
		c := s.First()
		if k := p.cost(c); k < bc {
			best, bc = c, k
		}
	}
	return best
}

func (p *pos) dearest(s cards.Set, noTrump bool) cards.Card {
	best, bc := cards.None, -1
	for x := s; x != 0; x = x.Remove(x.First()) {
		c := x.First()
		if noTrump && skat.EffectiveSuit(p.g, c) == 4 && s&^skat.Trumps(p.g) != 0 {
			continue
		}
		if k := skat.Points(c); k > bc {
			best, bc = c, k
		}
	}
	return best
}

// top reports whether c beats every card still out in its class when led.
func (p *pos) top(c cards.Card) bool {
	cls := skat.EffectiveSuit(p.g, c)
	for x := p.out & skat.ClassCards(p.g, cls); x != 0; x = x.Remove(x.First()) {
		if skat.TrickWinner(p.g, [3]cards.Card{c, x.First(), c}) == 1 {
			return false
		}
	}
	return true
}

func (p *pos) play(legal cards.Set) cards.Card {
	if legal.Len() == 1 {
		return legal.First()
	}
	if p.g.IsNull() {
		return p.playNull(legal)
	}
	if p.g == skat.Ramsch {
		return p.playRamsch(legal)
	}
	trumps := skat.Trumps(p.g)
	if p.n == 0 {
		if p.me == p.decl {
			myT := legal & trumps
			if myT != 0 && p.out&trumps != 0 {
				for x := myT; x != 0; x = x.Remove(x.First()) {
					if p.top(x.First()) {
						return x.First()
					}
				}
				if myT.Len() >= (p.out & trumps).Len() {
					return p.cheapest(myT)
				}
			}
		}
		// Cash a top side card (an ace, or a ten whose ace is gone).
		for x := legal &^ trumps; x != 0; x = x.Remove(x.First()) {
			c := x.First()
			if skat.Points(c) >= 10 && p.top(c) {
				return c
			}
		}
		if side := legal &^ trumps; side != 0 {
			// Lead low from a side suit, preferring cards without points.
			return p.cheapest(side)
		}
		return p.cheapest(legal)
	}
	wi := p.winnerIdx()
	w := p.trick[wi]
	ws := p.seatOf(wi)
	var winners cards.Set
	for x := legal; x != 0; x = x.Remove(x.First()) {
		if p.beats(x.First(), w) {
			winners = winners.Add(x.First())
		}
	}
	last := p.n == 2
	if p.team(ws, p.me) {
		// Partner winning: smear points when last or when the partner's
		// card is the best still out.
		if last || p.top(w) {
			if c := p.dearest(legal&^winners, true); c != cards.None {
				return c
			}
			return p.dearest(legal, true)
		}
		if nw := legal &^ winners; nw != 0 {
			return p.cheapest(nw)
		}
		return p.cheapest(legal)
	}
	if winners != 0 {
		trickPts := skat.Points(p.trick[0]) + skat.Points(p.trick[1])
		if last || p.me == p.decl || trickPts >= 3 {
			if last {
				return p.cheapest(winners)
			}
			// Second hand: win with a card the third hand likely cannot beat.
			for x := winners; x != 0; x = x.Remove(x.First()) {
				if p.top(x.First()) && skat.Points(x.First()) >= 10 {
					return x.First()
				}
			}
			return p.cheapest(winners)
		}
	}
	if nw := legal &^ winners; nw != 0 {
		return p.cheapest(nw)
	}
	return p.cheapest(legal)
}

// ramschTakeLimit is the most ramschDanger with which the heuristic takes
// the skat in Schieberamsch: a push doubles the loss, so only a hand that
// expects to lose little raises the stakes (and sheds two more cards).
const ramschTakeLimit = 6

// ramschDanger counts how many card points a hand is likely to take in a
// Ramsch: Unters (they win tricks and cannot be pushed), Aces and Tens
// most, a King a little, each a point more when its suit is short (it
// cannot be kept under others' cards for long).
func ramschDanger(hand cards.Set) int {
	d := 2 * (hand & jacks).Len()
	for s := 0; s < 4; s++ {
		cs := hand & suitCards[s] &^ jacks
		short := 0
		if cs.Len() <= 2 {
			short = 1
		}
		for x := cs; x != 0; x = x.Remove(x.First()) {
			switch rank(x.First()) {
			case rA:
				d += 3 + short
			case rT:
				d += 2 + short
			case rK:
				d++
			}
		}
	}
	return d
}

// pushScore rates pushing the two cards d on in Schieberamsch: the card
// points they take away and how likely each was to win a trick.
func pushScore(hand, d cards.Set) int {
	return 2*(ramschDanger(hand)-ramschDanger(hand&^d)) + skat.SetPoints(d)
}

// bestPush pushes the pair that lowers the hand's danger most.
func bestPush(hand cards.Set, legal []games.Action) games.Action {
	best, bs := legal[0], -1<<30
	for _, a := range legal {
		m, _ := skat.Decode(a)
		if m.Kind != skat.MoveDiscard {
			continue
		}
		if v := pushScore(hand, m.Discard); v > bs {
			best, bs = a, v
		}
	}
	return best
}

// playRamsch plays a Ramsch, where everyone plays alone and the most card
// points lose: lead the card most likely to be beaten, and when following,
// shed the dearest card that does not win the trick (an Ace or a Ten on
// somebody else's trick is the best move there is); a trick that must be
// won is won with the fewest points, by the highest card (it would only
// win a later trick).
func (p *pos) playRamsch(legal cards.Set) cards.Card {
	if p.n == 0 {
		best, bk := cards.None, 1<<30
		for x := legal; x != 0; x = x.Remove(x.First()) {
			c := x.First()
			higher := 0 // cards still out that beat c when it is led
			for y := p.out & skat.ClassCards(p.g, skat.EffectiveSuit(p.g, c)); y != 0; y = y.Remove(y.First()) {
				if skat.TrickWinner(p.g, [3]cards.Card{c, y.First(), c}) == 1 {
					higher++
				}
			}
			k := 2*skat.Points(c) - 3*higher
			if higher == 0 {
				k += 100 // a sure winner: the trick and its points are ours
			}
			if k < bk {
				best, bk = c, k
			}
		}
		return best
	}
	w := p.trick[p.winnerIdx()]
	var losers cards.Set
	for x := legal; x != 0; x = x.Remove(x.First()) {
		if !p.beats(x.First(), w) {
			losers = losers.Add(x.First())
		}
	}
	pick := legal
	if losers != 0 {
		pick = losers
	}
	best := pick.First()
	for x := pick; x != 0; x = x.Remove(x.First()) {
		c := x.First()
		pc, pb := skat.Points(c), skat.Points(best)
		dearer := pc > pb
		if losers == 0 {
			dearer = pc < pb // winning anyway: with the fewest points
		}
		if dearer || (pc == pb && skat.Power(p.g, c) > skat.Power(p.g, best)) {
			best = c
		}
	}
	return best
}

func (p *pos) playNull(legal cards.Set) cards.Card {
	lowest := func(s cards.Set) cards.Card {
		best := cards.None
		for x := s; x != 0; x = x.Remove(x.First()) {
			if best == cards.None || rank(x.First()) < rank(best) {
				best = x.First()
			}
		}
		return best
	}
	if p.n == 0 {
		return lowest(legal)
	}
	wi := p.winnerIdx()
	w := p.trick[wi]
	var under cards.Set
	for x := legal; x != 0; x = x.Remove(x.First()) {
		if !p.beats(x.First(), w) {
			under = under.Add(x.First())
		}
	}
	if p.me == p.decl {
		// Play the highest card that still loses, else the lowest.
		if under != 0 {
			best := under.First()
			for x := under; x != 0; x = x.Remove(x.First()) {
				if rank(x.First()) > rank(best) {
					best = x.First()
				}
			}
			return best
		}
		return lowest(legal)
	}
	if p.seatOf(wi) == p.decl && under != 0 {
		return lowest(under) // keep the declarer on top
	}
	// Get rid of high cards when the trick is not ours to lose.
	best := legal.First()
	for x := legal; x != 0; x = x.Remove(x.First()) {
		if rank(x.First()) > rank(best) {
			best = x.First()
		}
	}
	return best
}

// ---- the players ----

// info is what the heuristic knows when it decides: its hand (and the
// twelve cards as declarer), the bid and the trick.
type info struct {
	phase    skat.Phase
	hand     cards.Set
	twelve   cards.Set
	bid      int
	handGame bool
	pos      pos
	// ten is the seat's cards of the play: its hand and what it played.
	ten cards.Set
	// leads: the seat is forehand and leads the first trick.
	leads bool
}

// doubleMargin is how far above a playable hand (playable's margin 0)
// the cards must stand before the heuristic doubles: Kontra and Re are
// said only with real strength.
const doubleMargin = 2.5

// strongAgainst reports whether ten cards are strong enough in game g to
// double it: as the declarer's own (Re) or against it (Kontra), the same
// point count as for bidding, with doubleMargin to spare. Null is never
// doubled: a count of high cards says nothing there.
func strongAgainst(ten cards.Set, g skat.GameType) bool {
	switch {
	case g.IsSuit():
		st, _ := suitStrength(ten, g.TrumpSuit())
		return st-8.5 >= doubleMargin
	case g == skat.Grand:
		return grandStrength(ten)-8 >= doubleMargin
	}
	return false
}

// decide is the heuristic's choice in every phase.
func decide(in info, legal []games.Action) games.Action {
	switch in.phase {
	case skat.PhaseAuction:
		limit := bidLimit(in.hand)
		for _, a := range legal {
			if a == skat.Hold {
				if in.bid <= limit {
					return skat.Hold
				}
				continue
			}
			if m, _ := skat.Decode(a); m.Kind == skat.MoveBid && m.Bid <= limit {
				return a // the lowest bid still in reach
			}
		}
		return skat.Pass
	case skat.PhaseSkat:
		if in.pos.g == skat.Ramsch && ramschDanger(in.hand) > ramschTakeLimit {
			return skat.PlayHand // Schieberamsch: pass it on unseen
		}
		return skat.TakeSkat
	case skat.PhaseDiscard:
		if in.pos.g == skat.Ramsch {
			return bestPush(in.hand, legal)
		}
		return bestDiscard(in.twelve, in.bid, legal)
	case skat.PhaseAnnounce:
		if a := sureOuvert(in.hand, in.leads, legal); a != games.NoAction {
			return a
		}
		var gs []skat.GameType
		for _, a := range legal {
			if m, _ := skat.Decode(a); m.Kind == skat.MoveAnnounce {
				gs = append(gs, m.Game)
			}
		}
		return skat.Announce(chooseGame(in.hand, in.twelve, in.handGame, in.bid, gs))
	case skat.PhasePlay:
		var ls cards.Set
		for _, a := range legal {
			switch m, _ := skat.Decode(a); m.Kind {
			case skat.MovePlay:
				ls = ls.Add(m.Card)
			case skat.MoveKontra, skat.MoveRe:
				if strongAgainst(in.ten, in.pos.g) {
					return a
				}
			}
		}
		if ls == 0 {
			return legal[0]
		}
		return skat.Play(in.pos.play(ls))
	}
	return legal[0]
}

func infoOfView(v *skat.View) info {
	in := info{phase: v.Phase, hand: v.Hand, twelve: v.Hand, bid: v.Bid, handGame: v.HandGame,
		leads: v.Seat == (v.Dealer+1)%3}
	if v.Seat >= 0 && v.Seat < 3 {
		in.ten = v.Hand | v.Played[v.Seat]
	}
	if v.Phase == skat.PhaseAuction {
		in.bid = v.Current
	}
	if v.Seat == v.Declarer {
		in.twelve = v.Hand | v.Played[v.Seat] | v.Discards
	}
	in.pos = pos{me: v.Seat, decl: v.Declarer, g: v.Game, hand: v.Hand, n: v.TrickLen}
	copy(in.pos.trick[:], v.Trick[:])
	known := v.Hand | v.Played[0] | v.Played[1] | v.Played[2] | v.Discards
	for i := 0; i < v.TrickLen; i++ {
		known = known.Add(v.Trick[i])
	}
	in.pos.out = cards.German().Full() &^ known
	return in
}

func infoOfState(s *skat.State) info {
	p := s.Player()
	in := info{phase: s.Phase(), hand: s.Hand(p), twelve: s.Hand(p), bid: s.Bid(), handGame: s.HandGame(),
		ten: s.Hand(p) | s.Played(p), leads: p == s.Forehand()}
	if p == s.Declarer() {
		_, now := s.Skat()
		in.twelve = s.Hand(p) | now
	}
	t, n := s.Trick()
	in.pos = pos{me: p, decl: s.Declarer(), g: s.GameType(), hand: s.Hand(p), n: n, trick: t}
	for q := 0; q < 3; q++ {
		if q != p {
			in.pos.out |= s.Hand(q)
		}
	}
	return in
}

// heuristicOf is the Skat heuristic on the deciding seat's view.
func heuristicOf(sv *skat.View, legal []games.Action) games.Action {
	return decide(infoOfView(sv), legal)
}

func policy(st games.State, legal []games.Action, rng *rand.Rand) games.Action {
	s, ok := st.(*skat.State)
	if !ok {
		return legal[rng.IntN(len(legal))]
	}
	if s.Phase() == skat.PhasePlay && rng.IntN(12) == 0 {
		return legal[rng.IntN(len(legal))]
	}
	return decide(infoOfState(s), legal)
}

// filter narrows what the search considers: in the auction only the
// heuristic's own answer (bidding is decided by the hand count), at the
// discard the ten best pairs by the heuristic.
func filter(v games.View, legal []games.Action) []games.Action {
	sv, ok := v.(*skat.View)
	if !ok {
		return legal
	}
	in := infoOfView(sv)
	switch sv.Phase {
	case skat.PhaseAuction:
		return []games.Action{decide(in, legal)}
	case skat.PhaseAnnounce:
		// Announced levels only when sure (announce.go).
		return withoutUnsafeLevels(in.hand, in.leads, legal)
	case skat.PhasePlay:
		// Kontra and Re only when the heuristic has the cards for one;
		// the search then weighs it against playing on.
		if strongAgainst(in.ten, sv.Game) {
			return legal
		}
		return slices.DeleteFunc(slices.Clone(legal), func(a games.Action) bool { return a == skat.Kontra || a == skat.Re })
	case skat.PhaseDiscard:
		type sc struct {
			a games.Action
			v float64
		}
		var ss []sc
		for _, a := range legal {
			m, _ := skat.Decode(a)
			if m.Kind != skat.MoveDiscard {
				continue
			}
			d := m.Discard
			if sv.Game == skat.Ramsch {
				ss = append(ss, sc{a, float64(pushScore(in.hand, d))})
				continue
			}
			best := -1e9
			for _, g := range []skat.GameType{skat.Clubs, skat.Spades, skat.Hearts, skat.Diamonds, skat.Grand, skat.Null} {
				x := discardScore(in.twelve&^d, d, g)
				if g.IsNull() {
					x += 9
				}
				best = max(best, x)
			}
			ss = append(ss, sc{a, best})
		}
		sort.SliceStable(ss, func(i, j int) bool { return ss[i].v > ss[j].v })
		out := make([]games.Action, 0, 10)
		for i := 0; i < len(ss) && i < 10; i++ {
			out = append(out, ss[i].a)
		}
		return out
	}
	return legal
}
