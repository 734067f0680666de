package schnapsen

import (
	"math/bits"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Solver is alpha-beta over a perfect-information Schnapsen world,
// declarations tried first and high cards before low ones. It gives up
// (ok=false) past limit nodes; that count, not time, bounds it. Every level
// above Easy values its endings with it.
//
// Nearly all of Expert's time is spent here, so the endings it meets (the
// stock closed or exhausted, or open with its last two cards) are searched
// on a copy of their own (ending: two hands, the trick, the points, a few
// flags; 32 bytes, no events) rather than on the engine's State: about 20
// ns a node on an idle core, a third to a sixth of the State's time
// (BenchmarkSolver). The ending is a second implementation of the rules of
// the deal's end, so it must search exactly as the engine would:
// the same values, the same nodes in the same order and the same count
// (the node budget and the limit read it, so a different count would
// change Expert's moves). TestSolver_MatchesTheEngine checks both against
// the search on the engine's State (searchState, still used for any other
// position) on thousands of positions and limits.
type Solver struct {
	pay   Payoff
	limit int
	nodes int
	// spent counts the nodes of every solve since the solver was made:
	// a decision's solving work, which the tree search bounds.
	spent int
	// terminal is pay at the ends of the ending being solved, by winner
	// and game points.
	terminal [2][4]float64
	trump    int
	me       int
	// low is the trump card that exchanges for the indicator (the Jack,
	// or Sechsundsechzig's Nine); atTwo whether the leader may exchange
	// and close with two cards in the stock (not under
	// no-exchange-close-at-two); sechs the Sechsundsechzig rules (the
	// exchange after a trick, the last trick's 10).
	low   int
	atTwo bool
	sechs bool
	// engine searches on the engine's State only (the reference of the
	// tests).
	engine bool
	bufs   [][]games.Action
	ev     []games.Event
	// states holds the child position of each depth of searchState: a
	// local copy would escape to the heap, and an allocation per node
	// cost half of Expert's time.
	states []schnapsen.State
}

// A Payoff values the end of a deal for seat me: its winner won gp game
// points and the match scores are then score (counting down from 7).
type Payoff func(me, winner, gp int, score [2]int) float64

// BummerlPayoff is FastUtility as a Payoff: the chance of winning the
// Bummerl after the deal, −1 … 1.
func BummerlPayoff(me, _, _ int, score [2]int) float64 {
	a, b := score[me], score[1-me]
	switch {
	case a <= 0:
		return 1
	case b <= 0:
		return -1
	}
	return 2*matchWin(a, b) - 1
}

// DealPayoff is DealUtility as a Payoff: the deal's game points for me,
// negative when lost.
func DealPayoff(me, winner, gp int, _ [2]int) float64 {
	if winner == me {
		return float64(gp)
	}
	return -float64(gp)
}

// NewSolver returns a solver valuing the ends of deals by pay
// (BummerlPayoff, DealPayoff) that gives up past limit nodes a solve.
func NewSolver(pay Payoff, limit int) *Solver {
	return &Solver{pay: pay, limit: limit}
}

// Value solves st for me; ok is false past the limit.
func (s *Solver) Value(st *schnapsen.State, me int) (value float64, ok bool) {
	s.nodes = 0
	var v float64
	if e, fits := s.load(st, me); fits && !s.engine {
		v = s.search(&e, -1e9, 1e9)
		// The engine's search stops at the first node past the limit;
		// this one may count the last trick's two at once.
		s.nodes = min(s.nodes, s.limit+1)
	} else {
		v = s.searchState(st, me, -1e9, 1e9, 0)
	}
	s.spent += s.nodes
	return v, s.nodes <= s.limit
}

// Spent is the count of nodes of every solve since the solver was made: a
// decision's solving work, which the tree bounds.
func (s *Solver) Spent() int { return s.spent }

// stateValue is pay at the finished deal of st.
func (s *Solver) stateValue(st *schnapsen.State, me int) float64 {
	w, gp, _ := st.LastDeal()
	return s.pay(me, w, gp, [2]int{st.Score(0), st.Score(1)})
}

// searchState is the search on the engine's State: for a position that is
// no ending (the stock open with more than two cards), and the reference
// the ending is tested against.
func (s *Solver) searchState(st *schnapsen.State, me int, alpha, beta float64, depth int) float64 {
	s.nodes++
	p := st.Player()
	if p < 0 {
		return s.stateValue(st, me)
	}
	if s.nodes > s.limit {
		return 0
	}
	for len(s.bufs) <= depth {
		s.bufs = append(s.bufs, make([]games.Action, 0, 16))
		// A grown slice leaves the shallower positions in the old array,
		// where their searches still read them: nothing is lost.
		s.states = append(s.states, schnapsen.State{})
	}
	legal := st.Legal(s.bufs[depth][:0])
	s.bufs[depth] = legal
	maxing := p == me
	best := 1e9
	if maxing {
		best = -1e9
	}
	// Declarations first, then the cards from the highest.
	order := func(yield func(games.Action) bool) {
		for _, a := range legal {
			if declares(a) && !yield(a) {
				return
			}
		}
		for i := len(legal) - 1; i >= 0; i-- {
			if a := legal[i]; !declares(a) && !yield(a) {
				return
			}
		}
	}
	for a := range order {
		c := &s.states[depth]
		*c = *st
		var err error
		if s.ev, err = c.Apply(a, s.ev[:0]); err != nil {
			continue
		}
		v := s.searchState(c, me, alpha, beta, depth+1)
		best, alpha, beta = ai.Narrow(maxing, v, best, alpha, beta)
		if alpha >= beta || s.nodes > s.limit {
			break
		}
	}
	return best
}

// FastUtility is Utility without building the Result (which formats
// notes): the chance of winning the Bummerl after the deal, −1 … 1.
func FastUtility(st *schnapsen.State, me int) float64 {
	return BummerlPayoff(me, 0, 0, [2]int{st.Score(0), st.Score(1)})
}

// ending is a deal's end as the solver searches it: the stock closed,
// exhausted, or open with its last two cards (an even count: two are drawn
// a trick). Cards are bits of a uint32 (card c: 1<<c, as in cards.Set).
// The trump suit and the seat solved for are the solver's.
type ending struct {
	hand     [2]uint32
	points   [2]int16 // credited card and marriage points
	pending  [2]int16 // declared marriages waiting for a first trick
	lead     int8     // the card led to the trick, or noCard
	toMove   int8
	stock    schnapsen.StockState
	top, ind int8 // the open stock's two cards: the next drawn, the indicator
	trick    [2]bool
	declared [2]uint8 // suits declared, a bit per suit
	closer   int8
	// gp is the game points of a winner, once the stock is closed, by
	// whether the winner is the closer (closed: the points its
	// opponent had at closing; else 2 or 3).
	closerGP, otherGP int8
	// over: the deal is over, won by winner with gp game points.
	over   bool
	winner int8
	gp     int8
}

const noCard = -1

// Masks of the ending's card bits, for the 24 cards of Sechsundsechzig
// (the 20-card game never holds the nines, cards 20–23).
var (
	suitBits  [4]uint32
	suitOf    [schnapsen.MaxCards]int8
	aboveBits [schnapsen.MaxCards]uint32 // cards of the same suit above c
	cardValue [schnapsen.MaxCards]int16
	kingBits  uint32 // the four Kings
	queenBits uint32 // the four Queens
)

func init() {
	for s := range suitBits {
		suitBits[s] = uint32(schnapsen.SuitCards(s))
	}
	for c := range aboveBits {
		suitOf[c] = int8(schnapsen.Suit(cards.Card(c)))
		aboveBits[c] = uint32(schnapsen.Above(cards.Card(c)))
		cardValue[c] = int16(schnapsen.Points(cards.Card(c)))
		switch schnapsen.Rank(cards.Card(c)) {
		case schnapsen.King:
			kingBits |= 1 << c
		case schnapsen.Queen:
			queenBits |= 1 << c
		}
	}
}

// load builds the ending of st for me and the table of its outcomes'
// values; fits is false for a position that is no ending (the stock open
// with more than two cards) or the end of a deal.
func (s *Solver) load(st *schnapsen.State, me int) (e ending, fits bool) {
	state, n := st.Stock()
	p := st.Player()
	if p < 0 || (state == schnapsen.StockOpen && n != 2) {
		return e, false
	}
	s.me, s.trump = me, st.Trump()
	r := st.Rules()
	s.low, s.atTwo, s.sechs = int(r.LowTrump(st.Trump())), r.MinStock() <= 2, r.Sechs
	var score [2]int
	for q := range 2 {
		score[q] = st.Score(q)
		e.hand[q] = uint32(st.Hand(q))
		e.points[q] = int16(st.CardPoints(q))
		e.pending[q] = int16(st.Pending(q))
		e.trick[q] = st.TricksWon(q) > 0
		e.declared[q] = st.Declared(q)
	}
	for w := range 2 {
		for gp := 1; gp <= 3; gp++ {
			after := score
			after[w] -= gp
			s.terminal[w][gp] = s.pay(me, w, gp, after)
		}
	}
	e.toMove, e.stock, e.lead = int8(p), state, noCard
	if l := st.Lead(); l != cards.None {
		e.lead = int8(l)
	}
	e.closer = int8(st.Closer())
	if state == schnapsen.StockClosed {
		e.closerGP = int8(st.DealValue(st.Closer()))
		e.otherGP = int8(st.DealValue(1 - st.Closer()))
	}
	e.top, e.ind = noCard, noCard
	if state == schnapsen.StockOpen {
		// The two stock cards: the indicator, and the one card that is
		// in no hand, no pile and not on the trick.
		e.ind = int8(st.Indicator())
		rest := uint32(r.Full())
		rest &^= e.hand[0] | e.hand[1] | uint32(st.Pile(0)|st.Pile(1)) | 1<<uint(e.ind)
		if e.lead != noCard {
			rest &^= 1 << uint(e.lead)
		}
		if bits.OnesCount32(rest) != 1 {
			return e, false
		}
		e.top = int8(bits.TrailingZeros32(rest))
	}
	return e, true
}

// An ending's moves, in the order the engine's Legal lists them and the
// search tries them: a move is a card played (or led declaring), exchange
// or close.
const (
	mvDeclare  = 32 // + card: lead it and declare the marriage
	mvExchange = 64
	mvClose    = 65
)

// search is searchState on the ending e: the same nodes, in the same order
// (a finished child and the last trick are counted without a call).
func (s *Solver) search(e *ending, alpha, beta float64) float64 {
	s.nodes++
	if e.over {
		return s.terminal[e.winner][e.gp]
	}
	if s.nodes > s.limit {
		return 0
	}
	p := int(e.toMove)
	h := e.hand[p]
	if e.lead == noCard && h&(h-1) == 0 && e.hand[1-p]&(e.hand[1-p]-1) == 0 {
		// The last trick, both cards forced (no declaration with one
		// card, no stock): the follow and the end, two nodes more.
		c := *e
		s.apply(&c, p, bits.TrailingZeros32(h))
		s.apply(&c, 1-p, bits.TrailingZeros32(c.hand[1-p]))
		s.nodes += 2
		if s.nodes > s.limit {
			return 0
		}
		return s.terminal[c.winner][c.gp]
	}
	maxing := p == s.me
	best := 1e9
	if maxing {
		best = -1e9
	}
	// The moves: the engine's Legal lists exchange, close, then each
	// card ascending, a declarable King or Queen followed by its
	// declaration; the search tries the declarations first (ascending),
	// then the rest from the last: the cards descending, close, exchange.
	var moves [16]int8
	n := 0
	if e.lead == noCard {
		for x := declarable(h, e.declared[p]); x != 0; x &= x - 1 {
			moves[n] = int8(mvDeclare + bits.TrailingZeros32(x))
			n++
		}
		for x := h; x != 0; x &^= 1 << (31 - bits.LeadingZeros32(x)) {
			moves[n] = int8(31 - bits.LeadingZeros32(x))
			n++
		}
		if e.stock == schnapsen.StockOpen && s.atTwo {
			moves[n] = mvClose
			n++
			if h&(1<<s.low) != 0 && (!s.sechs || e.trick[p]) {
				moves[n] = mvExchange
				n++
			}
		}
	} else {
		for x := followBits(h, int(e.lead), s.trump, e.stock != schnapsen.StockOpen); x != 0; x &^= 1 << (31 - bits.LeadingZeros32(x)) {
			moves[n] = int8(31 - bits.LeadingZeros32(x))
			n++
		}
	}
	var c ending
	for _, m := range moves[:n] {
		c = *e
		s.apply(&c, p, int(m))
		var v float64
		if c.over {
			s.nodes++
			v = s.terminal[c.winner][c.gp]
		} else {
			v = s.search(&c, alpha, beta)
		}
		best, alpha, beta = ai.Narrow(maxing, v, best, alpha, beta)
		if alpha >= beta || s.nodes > s.limit {
			break
		}
	}
	return best
}

// declarable returns the Kings and Queens of hand that may be led
// declaring their marriage: those with their partner in hand, of a suit
// not declared yet (the engine's canDeclare).
func declarable(hand uint32, declared uint8) uint32 {
	kings := hand & kingBits & (hand & queenBits << 1) // a King with its Queen
	m := kings | kings>>1
	for x := declared; x != 0; x &= x - 1 {
		m &^= suitBits[bits.TrailingZeros8(x)&3]
	}
	return m
}

// followBits is schnapsen.FollowSet on the ending's bits.
func followBits(hand uint32, led, trump int, strict bool) uint32 {
	if !strict {
		return hand
	}
	if same := hand & suitBits[suitOf[led]]; same != 0 {
		if hi := same & aboveBits[led]; hi != 0 {
			return hi
		}
		return same
	}
	if int(suitOf[led]) != trump {
		if tr := hand & suitBits[trump]; tr != 0 {
			return tr
		}
	}
	return hand
}

// apply plays move m of seat p on e, as the engine's Apply does (the
// follower's revealed voids aside, which no search reads).
func (s *Solver) apply(e *ending, p, m int) {
	switch {
	case m == mvExchange:
		j := s.low
		e.hand[p] = e.hand[p]&^(1<<j) | 1<<uint(e.ind)
		e.ind = int8(j)
	case m == mvClose:
		o := 1 - p
		e.stock = schnapsen.StockClosed
		e.closer = int8(p)
		e.closerGP = int8(schnapsen.GamePoints(int(e.points[o]), e.trick[o]))
		e.otherGP = 3
		if e.trick[o] {
			e.otherGP = 2
		}
	case m >= mvDeclare:
		c := m - mvDeclare
		v := int16(20)
		if int(suitOf[c]) == s.trump {
			v = 40
		}
		e.declared[p] |= 1 << suitOf[c]
		if e.trick[p] {
			e.points[p] += v
			if e.points[p] >= schnapsen.Target {
				s.reached(e, p)
				return
			}
		} else {
			e.pending[p] += v
		}
		e.hand[p] &^= 1 << c
		e.lead = int8(c)
		e.toMove = int8(1 - p)
	case e.lead == noCard:
		e.hand[p] &^= 1 << m
		e.lead = int8(m)
		e.toMove = int8(1 - p)
	default:
		s.follow(e, p, m)
	}
}

// follow plays card c of seat q on the trick (the engine's follow).
func (s *Solver) follow(e *ending, q, c int) {
	l := int(e.lead)
	e.hand[q] &^= 1 << c
	w := 1 - q
	if beats(l, c, s.trump) {
		w = q
	}
	e.points[w] += cardValue[l] + cardValue[c]
	e.trick[w] = true
	e.lead = noCard
	if s.sechs && e.stock == schnapsen.StockExhausted && e.hand[0]|e.hand[1] == 0 {
		e.points[w] += schnapsen.LastTrickBonus
	}
	if e.pending[w] > 0 {
		e.points[w] += e.pending[w]
		e.pending[w] = 0
	}
	if e.points[w] >= schnapsen.Target {
		s.reached(e, w)
		return
	}
	if e.stock == schnapsen.StockOpen {
		e.hand[w] |= 1 << uint(e.top)
		e.hand[1-w] |= 1 << uint(e.ind)
		e.top, e.ind = noCard, noCard
		e.stock = schnapsen.StockExhausted
	}
	if e.hand[0] == 0 && e.hand[1] == 0 {
		if e.stock == schnapsen.StockClosed {
			e.finish(1-int(e.closer), int(e.otherGP))
			return
		}
		e.finish(w, 1)
		return
	}
	e.toMove = int8(w)
}

// beats is schnapsen.Beats on card numbers.
func beats(led, follow, trump int) bool {
	if suitOf[follow] == suitOf[led] {
		return aboveBits[led]&(1<<follow) != 0
	}
	return int(suitOf[follow]) == trump
}

// reached ends the deal with seat p at 66 or more (the engine's reached).
func (s *Solver) reached(e *ending, p int) {
	switch {
	case e.stock == schnapsen.StockClosed && int(e.closer) == p:
		e.finish(p, int(e.closerGP))
	case e.stock == schnapsen.StockClosed:
		e.finish(p, int(e.otherGP))
	default:
		o := 1 - p
		e.finish(p, schnapsen.GamePoints(int(e.points[o]), e.trick[o]))
	}
}

func (e *ending) finish(w, gp int) { e.over, e.winner, e.gp = true, int8(w), int8(gp) }
