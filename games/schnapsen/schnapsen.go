// Package schnapsen is the rules engine of Schnapsen, the Austrian two-player
// trick-taking game with 20 cards, as specified in rules/schnapsen.md: a
// 7-point match (Bummerl) of deals with alternating dealer; each deal is won
// by the first player to reach 66 card points, by closing, or by the last
// trick.
//
// The State is a whole match. It is a plain value (arrays, bitsets, small
// integers), so copying the struct is a complete, independent clone; the only
// reference it holds is the read-only list of explicit deals from the Config.
package schnapsen

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info is Schnapsen's registry entry. The German-suited pack is the default;
// the French-suited one only changes the card names.
var Info = &games.Info{
	ID:        "schnapsen",
	Name:      cards.Name{ID: "game.schnapsen", English: "Schnapsen"},
	Players:   2,
	Decks:     []cards.DeckID{cards.German20, cards.French20},
	Country:   cards.Name{ID: "country.austria", English: "Austria"},
	Cards:     NumCards,
	Wikipedia: "https://en.wikipedia.org/wiki/Schnapsen",
	New:       func(cfg games.Config) (games.State, error) { return New(cfg) },
}

// Deck geometry and targets.
const (
	NumCards   = 20 // cards in the pack
	HandSize   = 5  // cards in a hand while the stock is open
	StockSize  = 10 // the stock after the deal, indicator included
	Target     = 66 // card points that win a deal
	MatchStart = 7  // each match score counts down from here
)

// Ranks in ascending order; a card is 5·suit + rank.
const (
	Jack  = 0 // Unter / Bube
	Queen = 1 // Ober / Dame
	King  = 2 // König
	Ten   = 3 // Zehner / Zehn
	Ace   = 4 // Daus / Ass
)

// Actions. A card c on its own plays it (lead or follow); Declare(c) leads a
// King or Queen and declares the marriage with its partner.
const (
	actDeclare games.Action = 32
	// Exchange swaps the leader's trump Jack for the face-up indicator.
	Exchange games.Action = 64
	// Close closes the stock before leading.
	Close games.Action = 65
)

// Play returns the action that plays card c.
func Play(c cards.Card) games.Action { return games.Action(c) }

// Declare returns the action that leads c (a King or Queen) and declares the
// marriage with its partner.
func Declare(c cards.Card) games.Action { return actDeclare + games.Action(c) }

// StockState is the stock's phase in a deal.
type StockState uint8

// The stock phases: open (free play, drawing), closed by a player, or
// exhausted by drawing. Both of the last two bring strict play.
const (
	StockOpen StockState = iota
	StockClosed
	StockExhausted
)

func (s StockState) String() string {
	switch s {
	case StockOpen:
		return "open"
	case StockClosed:
		return "closed"
	case StockExhausted:
		return "exhausted"
	}
	return "?"
}

// EndReason says how the last deal was decided.
type EndReason uint8

// The ways a deal ends (spec §7).
const (
	EndNone        EndReason = iota
	EndReached66             // 66 reached, stock never closed
	EndCloser66              // the closer reached 66
	EndCloseBeaten           // the closer's opponent reached 66 first
	EndCloseFailed           // stock closed, all tricks played, nobody at 66
	EndLastTrick             // stock exhausted, nobody at 66: last trick wins
)

var endLabels = [...]cards.Name{
	EndNone:        {ID: "score.schnapsen.none", English: "Not decided"},
	EndReached66:   {ID: "score.schnapsen.reached66", English: "Reached 66"},
	EndCloser66:    {ID: "score.schnapsen.closer66", English: "Closed and reached 66"},
	EndCloseBeaten: {ID: "score.schnapsen.closeBeaten", English: "Opponent closed, you reached 66 first"},
	EndCloseFailed: {ID: "score.schnapsen.closeFailed", English: "Opponent closed and missed 66"},
	EndLastTrick:   {ID: "score.schnapsen.lastTrick", English: "Last trick"},
}

// Label returns the reason's visible name.
func (r EndReason) Label() cards.Name {
	if int(r) < len(endLabels) {
		return endLabels[r]
	}
	return endLabels[EndNone]
}

// Trick is one finished trick of the current deal.
type Trick struct {
	Leader int8       `json:"leader"`
	Lead   cards.Card `json:"lead"`
	Follow cards.Card `json:"follow"`
	Winner int8       `json:"winner"`
}

type phase uint8

const (
	phaseChance phase = iota
	phasePlay
	phaseOver
)

// State is a Schnapsen match. Copying the struct clones it.
type State struct {
	deck      *cards.Deck
	rng       rand.PCG
	deals     [][]cards.Card // explicit deals; shared, never written
	dealsUsed int

	phase  phase
	dealer int8
	leader int8
	toMove int8
	trump  int8 // suit index, -1 before the first deal

	hand       [2]cards.Set
	stock      [StockSize]cards.Card // stock[0] is the bottom card (indicator)
	stockN     int8
	stockState StockState
	closer     int8
	closePts   int16 // the closer's opponent's points at closing
	closeTrick bool  // whether the closer's opponent had a trick at closing
	lead       cards.Card

	points   [2]int16 // card points plus credited marriages
	pending  [2]int16 // declared marriages waiting for a first trick
	tricks   [2]int8
	declared [2]uint8 // suits declared, bit per suit
	won      [2]cards.Set
	// Public knowledge about hands: cards a seat is known to hold
	// (marriage partner, exchanged indicator, last-drawn indicator) and
	// cards it is known not to hold (strict-play voids and ceilings).
	known    [2]cards.Set
	excluded [2]cards.Set
	history  [NumCards / 2]Trick
	nTricks  int8

	score      [2]int8
	dealsDone  int16 // finished deals
	lastWinner int8
	lastGP     int8
	lastReason EndReason
	lastPoints [2]int16
	lastTricks [2]int8
	lastClose  int8 // the closer of the last deal, -1 if none
	winner     int8
}

var (
	suitMask  [4]cards.Set
	aboveMask [NumCards]cards.Set // cards of the same suit ranking above c
	cardPts   = [5]int16{2, 3, 4, 10, 11}
)

func init() {
	for s := 0; s < 4; s++ {
		suitMask[s] = cards.Set(0x1F) << (5 * s)
	}
	for c := 0; c < NumCards; c++ {
		aboveMask[c] = suitMask[c/5] &^ (cards.Set(2)<<c - 1)
	}
}

// Suit returns the suit index of c (H, D, S, C = 0..3).
func Suit(c cards.Card) int { return int(c) / 5 }

// Rank returns the rank index of c (J, Q, K, T, A = 0..4).
func Rank(c cards.Card) int { return int(c) % 5 }

// Partner returns the other card of a marriage: the King for a Queen and
// the Queen for a King (cards.None for other ranks).
func Partner(c cards.Card) cards.Card {
	switch Rank(c) {
	case Queen:
		return c + 1
	case King:
		return c - 1
	}
	return cards.None
}

// SuitCards returns the set of the five cards of suit s.
func SuitCards(s int) cards.Set { return suitMask[s&3] }

// Points returns the card points of c: 11, 10, 4, 3, 2 for A, T, K, Q, J.
func Points(c cards.Card) int { return int(cardPts[Rank(c)]) }

// SetPoints returns the card points of a set of cards.
func SetPoints(s cards.Set) int {
	n := 0
	for r := 0; r < 5; r++ {
		n += int(cardPts[r]) * bits.OnesCount64(uint64(s)&(0x08421<<r))
	}
	return n
}

// Beats reports whether follow wins the trick against led with trump suit
// trump: a higher card of the led suit, or a trump on a non-trump lead.
func Beats(led, follow cards.Card, trump int) bool {
	ls, fs := Suit(led), Suit(follow)
	if fs == ls {
		return follow > led
	}
	return fs == trump
}

// FollowSet returns the cards of hand that may follow led. Under strict play
// (closed or exhausted stock) the follower must head the trick in the led
// suit, else follow suit, else trump, else play anything; otherwise any card.
func FollowSet(hand cards.Set, led cards.Card, trump int, strict bool) cards.Set {
	if !strict {
		return hand
	}
	same := hand & suitMask[Suit(led)]
	if same != 0 {
		if hi := same & aboveMask[led]; hi != 0 {
			return hi
		}
		return same
	}
	if Suit(led) != trump {
		if tr := hand & suitMask[trump&3]; tr != 0 {
			return tr
		}
	}
	return hand
}

// GamePoints returns the game points a deal winner scores against an
// opponent with the given credited points and trick record: 3 with no
// trick, 2 below 33, else 1.
func GamePoints(oppPoints int, oppHasTrick bool) int {
	switch {
	case !oppHasTrick:
		return 3
	case oppPoints < 33:
		return 2
	}
	return 1
}

// New starts a match at the first deal (games.Chance).
func New(cfg games.Config) (*State, error) {
	id := cfg.Deck
	if id == 0 {
		id = cards.German20
	}
	if id != cards.German20 && id != cards.French20 {
		return nil, fmt.Errorf("schnapsen is played with the german20 or french20 deck, not deck %d", id)
	}
	deck := cards.ByID(id)
	if err := games.ValidateDeals(cfg.Deals, deck); err != nil {
		return nil, err
	}
	for k := range cfg.Options {
		return nil, fmt.Errorf("schnapsen has no rule option %q", k)
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("dealer p%d: schnapsen has seats p0 and p1", cfg.Dealer)
	}
	s := &State{deck: deck, rng: cards.NewPCG(cfg.Seed), deals: cfg.Deals, trump: -1,
		lead: cards.None, closer: -1, lastWinner: -1, lastClose: -1, winner: -1,
		score: [2]int8{MatchStart, MatchStart}}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 2))
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	return s, nil
}

// Game returns the registry entry.
func (s *State) Game() *games.Info { return Info }

// Deck returns the deck the match is played with.
func (s *State) Deck() *cards.Deck { return s.deck }

// Player returns the seat to move, games.Chance or games.Nobody.
func (s *State) Player() int {
	switch s.phase {
	case phaseChance:
		return games.Chance
	case phaseOver:
		return games.Nobody
	}
	return int(s.toMove)
}

// Done reports whether the match is over.
func (s *State) Done() bool { return s.phase == phaseOver }

// Clone returns an independent copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Accessors for the computer players and the app. They expose the whole
// state (hidden cards included): only code that holds a State, never a
// View, can call them.

// isSeat reports whether p is one of the two seats. The accessors below
// answer 0 (nothing) for any other p.
func isSeat(p int) bool { return p == 0 || p == 1 }

// Hand returns seat p's hand.
func (s *State) Hand(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.hand[p]
}

// Trump returns the trump suit, or -1 before the first deal.
func (s *State) Trump() int { return int(s.trump) }

// Lead returns the card led to the current trick, or cards.None.
func (s *State) Lead() cards.Card { return s.lead }

// Leader returns the seat leading the current trick.
func (s *State) Leader() int { return int(s.leader) }

// Dealer returns the current (or, between deals, the next) dealer.
func (s *State) Dealer() int { return int(s.dealer) }

// CardPoints returns seat p's credited points in this deal.
func (s *State) CardPoints(p int) int {
	if !isSeat(p) {
		return 0
	}
	return int(s.points[p])
}

// Pending returns seat p's declared but not yet credited marriage points.
func (s *State) Pending(p int) int {
	if !isSeat(p) {
		return 0
	}
	return int(s.pending[p])
}

// Tricks returns how many tricks seat p has won in this deal.
func (s *State) Tricks(p int) int {
	if !isSeat(p) {
		return 0
	}
	return int(s.tricks[p])
}

// Won returns the cards in seat p's tricks.
func (s *State) Won(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.won[p]
}

// Stock returns the stock phase and its size (the indicator included).
func (s *State) Stock() (StockState, int) { return s.stockState, int(s.stockN) }

// Indicator returns the bottom card of the stock, or cards.None when empty.
func (s *State) Indicator() cards.Card {
	if s.stockN == 0 {
		return cards.None
	}
	return s.stock[0]
}

// Score returns seat p's match score (counting down from 7).
func (s *State) Score(p int) int {
	if !isSeat(p) {
		return 0
	}
	return int(s.score[p])
}

// Closer returns the seat that closed the stock, or -1.
func (s *State) Closer() int { return int(s.closer) }

// Strict reports whether strict play applies (stock closed or exhausted).
func (s *State) Strict() bool { return s.stockState != StockOpen }

// DealValue returns the game points seat p would score if the deal ended now
// with p reaching 66 (the stake of the deal from p's side).
func (s *State) DealValue(p int) int {
	if !isSeat(p) {
		return 0
	}
	if s.stockState == StockClosed {
		if int(s.closer) == p {
			return GamePoints(int(s.closePts), s.closeTrick)
		}
		if s.closeTrick {
			return 2
		}
		return 3
	}
	return GamePoints(int(s.points[1-p]), s.tricks[1-p] > 0)
}

func (s *State) trumpJack() cards.Card { return cards.Card(5 * int(s.trump)) }

func (s *State) canDeclare(p int, c cards.Card) bool {
	r := Rank(c)
	if r != King && r != Queen {
		return false
	}
	return s.hand[p].Has(Partner(c)) && s.declared[p]&(1<<Suit(c)) == 0
}

// Legal appends the legal actions: at a lead exchange, close, then each card
// in ascending order, each King or Queen that can declare followed by its
// declaring form; when following, the cards that may follow.
func (s *State) Legal(buf []games.Action) []games.Action {
	switch s.phase {
	case phaseChance:
		return append(buf, games.Deal)
	case phaseOver:
		return buf
	}
	p := int(s.toMove)
	h := s.hand[p]
	if s.lead != cards.None {
		for x := FollowSet(h, s.lead, int(s.trump), s.stockState != StockOpen); x != 0; x &= x - 1 {
			buf = append(buf, games.Action(bits.TrailingZeros64(uint64(x))))
		}
		return buf
	}
	if s.stockState == StockOpen && s.stockN >= 2 {
		if h.Has(s.trumpJack()) {
			buf = append(buf, Exchange)
		}
		buf = append(buf, Close)
	}
	for x := h; x != 0; x &= x - 1 {
		c := cards.Card(bits.TrailingZeros64(uint64(x)))
		buf = append(buf, games.Action(c))
		if s.canDeclare(p, c) {
			buf = append(buf, Declare(c))
		}
	}
	return buf
}

func ev0(k games.Kind, p int8) games.Event {
	return games.Event{Kind: k, Player: p, Target: -1, Card: cards.None, Private: games.Everyone}
}

func move(p int8, from, to games.Zone, c cards.Card, private int8) games.Event {
	return games.Event{Kind: games.KMove, Player: p, Target: -1, From: from, To: to, Card: c, Private: private}
}

// Apply plays a, appending its events to ev. An illegal action returns an
// error wrapping games.ErrIllegal and changes nothing.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.phase {
	case phaseChance:
		if a != games.Deal {
			return ev, games.Illegal("the next deal is due; only %q is legal", "deal")
		}
		return s.deal(ev), nil
	case phaseOver:
		return ev, games.Illegal("the match is over")
	}
	p := int(s.toMove)
	leading := s.lead == cards.None
	switch {
	case a == Exchange:
		switch {
		case !leading:
			return ev, games.Illegal("only the leader may exchange, before leading")
		case s.stockState != StockOpen:
			return ev, games.Illegal("the stock is %s: no exchange", s.stockState)
		case !s.hand[p].Has(s.trumpJack()):
			return ev, games.Illegal("exchanging needs the trump %s in hand", s.deck.Code(s.trumpJack()))
		}
		return s.exchange(p, ev), nil
	case a == Close:
		switch {
		case !leading:
			return ev, games.Illegal("only the leader may close, before leading")
		case s.stockState != StockOpen:
			return ev, games.Illegal("the stock is already %s", s.stockState)
		}
		return s.close(p, ev), nil
	case a < NumCards:
		c := cards.Card(a)
		if !s.hand[p].Has(c) {
			return ev, games.Illegal("p%d does not hold %s", p, s.deck.Code(c))
		}
		if leading {
			return s.leadCard(p, c, false, ev), nil
		}
		if !FollowSet(s.hand[p], s.lead, int(s.trump), s.stockState != StockOpen).Has(c) {
			return ev, games.Illegal("%s may not follow %s: with the stock %s the follower must head the trick in suit, else follow suit, else trump", s.deck.Code(c), s.deck.Code(s.lead), s.stockState)
		}
		return s.follow(p, c, ev), nil
	case a >= actDeclare && a < actDeclare+NumCards:
		c := cards.Card(a - actDeclare)
		switch {
		case !leading:
			return ev, games.Illegal("a marriage is declared when leading, not when following")
		case !s.hand[p].Has(c):
			return ev, games.Illegal("p%d does not hold %s", p, s.deck.Code(c))
		case Rank(c) != King && Rank(c) != Queen:
			return ev, games.Illegal("%s is not a King or Queen", s.deck.Code(c))
		case !s.hand[p].Has(Partner(c)):
			return ev, games.Illegal("a marriage with %s needs %s in hand", s.deck.Code(c), s.deck.Code(Partner(c)))
		case s.declared[p]&(1<<Suit(c)) != 0:
			return ev, games.Illegal("p%d already declared the %s marriage", p, s.deck.Suits[Suit(c)].Name.English)
		}
		return s.leadCard(p, c, true, ev), nil
	}
	return ev, games.Illegal("action %d is not a Schnapsen action", uint64(a))
}

// deal deals the next deal: 3 to each (non-dealer first), the indicator, 2 to
// each, and the remaining 9 cards face down on top of the indicator.
func (s *State) deal(ev []games.Event) []games.Event {
	var d [NumCards]cards.Card
	if s.dealsUsed < len(s.deals) {
		copy(d[:], s.deals[s.dealsUsed])
		s.dealsUsed++
	} else {
		for i := range d {
			d[i] = cards.Card(i)
		}
		cards.Shuffle(d[:], &s.rng)
	}
	s.hand = [2]cards.Set{}
	s.won = [2]cards.Set{}
	s.known = [2]cards.Set{}
	s.excluded = [2]cards.Set{}
	s.points = [2]int16{}
	s.pending = [2]int16{}
	s.tricks = [2]int8{}
	s.declared = [2]uint8{}
	s.nTricks = 0
	s.stockState = StockOpen
	s.closer = -1
	s.closePts, s.closeTrick = 0, false
	s.lead = cards.None

	dl := s.dealer
	nd := 1 - dl
	e := ev0(games.KDealStart, dl)
	e.Value = int32(s.dealsDone) + 1
	ev = append(ev, e)
	give := func(p int8, c cards.Card) {
		s.hand[p] = s.hand[p].Add(c)
		ev = append(ev, move(p, games.Deck, games.Hand, c, p))
	}
	for i := 0; i < 3; i++ {
		give(nd, d[i])
	}
	for i := 3; i < 6; i++ {
		give(dl, d[i])
	}
	ind := d[6]
	s.trump = int8(Suit(ind))
	ev = append(ev, move(-1, games.Deck, games.Indicator, ind, games.Everyone))
	give(nd, d[7])
	give(nd, d[8])
	give(dl, d[9])
	give(dl, d[10])
	s.stock[0] = ind
	for k := 0; k < 9; k++ {
		s.stock[9-k] = d[11+k]
	}
	s.stockN = StockSize
	e = move(-1, games.Deck, games.Stock, cards.None, games.Everyone)
	e.Value = 9
	ev = append(ev, e)
	s.leader, s.toMove = nd, nd
	s.phase = phasePlay
	return ev
}

func (s *State) exchange(p int, ev []games.Event) []games.Event {
	j := s.trumpJack()
	old := s.stock[0]
	s.stock[0] = j
	s.hand[p] = s.hand[p].Remove(j).Add(old)
	s.known[p] = s.known[p].Add(old)
	e := ev0(games.KExchange, int8(p))
	e.Card = j
	e.Cards = cards.SetOf(old)
	ev = append(ev, e,
		move(int8(p), games.Hand, games.Indicator, j, games.Everyone),
		move(int8(p), games.Indicator, games.Hand, old, games.Everyone))
	return ev
}

func (s *State) close(p int, ev []games.Event) []games.Event {
	o := 1 - p
	s.stockState = StockClosed
	s.closer = int8(p)
	s.closePts = s.points[o]
	s.closeTrick = s.tricks[o] > 0
	e := ev0(games.KClose, int8(p))
	e.Value = int32(s.stockN)
	return append(ev, e)
}

func (s *State) leadCard(p int, c cards.Card, declare bool, ev []games.Event) []games.Event {
	if declare {
		v := int16(20)
		if Suit(c) == int(s.trump) {
			v = 40
		}
		partner := Partner(c)
		s.declared[p] |= 1 << Suit(c)
		s.known[p] = s.known[p].Add(partner)
		e := ev0(games.KMarriage, int8(p))
		e.Card = c
		e.Cards = cards.SetOf(partner)
		e.Value = int32(v)
		if s.tricks[p] > 0 {
			s.points[p] += v
			ev = append(ev, e)
			if s.points[p] >= Target {
				e = ev0(games.KReached66, int8(p))
				e.Value = int32(s.points[p])
				ev = append(ev, e)
				return s.reached(p, ev)
			}
		} else {
			s.pending[p] += v
			e.Target = 1
			ev = append(ev, e)
		}
	}
	s.hand[p] = s.hand[p].Remove(c)
	s.known[p] = s.known[p].Remove(c)
	s.lead = c
	s.toMove = int8(1 - p)
	return append(ev, move(int8(p), games.Hand, games.Trick, c, games.Everyone))
}

func (s *State) follow(q int, c cards.Card, ev []games.Event) []games.Event {
	l := s.lead
	ls, fs := Suit(l), Suit(c)
	trump := int(s.trump)
	if s.stockState != StockOpen {
		// What strict play reveals about the follower's remaining hand.
		switch {
		case fs != ls:
			s.excluded[q] |= suitMask[ls]
			if ls != trump && fs != trump {
				s.excluded[q] |= suitMask[trump]
			}
		case c < l:
			s.excluded[q] |= aboveMask[l]
		}
	}
	s.hand[q] = s.hand[q].Remove(c)
	s.known[q] = s.known[q].Remove(c)
	ev = append(ev, move(int8(q), games.Hand, games.Trick, c, games.Everyone))

	w := 1 - q
	if Beats(l, c, trump) {
		w = q
	}
	pts := cardPts[Rank(l)] + cardPts[Rank(c)]
	s.points[w] += pts
	s.tricks[w]++
	both := cards.SetOf(l, c)
	s.won[w] |= both
	s.history[s.nTricks] = Trick{Leader: int8(1 - q), Lead: l, Follow: c, Winner: int8(w)}
	s.nTricks++
	s.lead = cards.None
	e := ev0(games.KTrickWon, int8(w))
	e.Cards = both
	e.Value = int32(pts)
	ev = append(ev, e)
	e = ev0(games.KMove, int8(w))
	e.From, e.To, e.Cards = games.Trick, games.Pile, both
	ev = append(ev, e)
	if s.pending[w] > 0 {
		e = ev0(games.KMarriageCredited, int8(w))
		e.Value = int32(s.pending[w])
		ev = append(ev, e)
		s.points[w] += s.pending[w]
		s.pending[w] = 0
	}
	if s.points[w] >= Target {
		e = ev0(games.KReached66, int8(w))
		e.Value = int32(s.points[w])
		ev = append(ev, e)
		return s.reached(w, ev)
	}
	if s.stockState == StockOpen {
		lo := 1 - w
		if s.stockN == 2 {
			top, ind := s.stock[1], s.stock[0]
			s.hand[w] = s.hand[w].Add(top)
			s.hand[lo] = s.hand[lo].Add(ind)
			s.known[lo] = s.known[lo].Add(ind)
			s.stockN = 0
			s.stockState = StockExhausted
			ev = append(ev, move(int8(w), games.Stock, games.Hand, top, int8(w)),
				move(int8(lo), games.Indicator, games.Hand, ind, games.Everyone),
				ev0(games.KStockExhausted, -1))
		} else {
			a, b := s.stock[s.stockN-1], s.stock[s.stockN-2]
			s.hand[w] = s.hand[w].Add(a)
			s.hand[lo] = s.hand[lo].Add(b)
			s.stockN -= 2
			ev = append(ev, move(int8(w), games.Stock, games.Hand, a, int8(w)),
				move(int8(lo), games.Stock, games.Hand, b, int8(lo)))
		}
	}
	if s.hand[0] == 0 && s.hand[1] == 0 {
		if s.stockState == StockClosed {
			o := 1 - s.closer
			gp := 3
			if s.closeTrick {
				gp = 2
			}
			return s.finish(int(o), gp, EndCloseFailed, ev)
		}
		return s.finish(w, 1, EndLastTrick, ev)
	}
	s.leader, s.toMove = int8(w), int8(w)
	return append(ev, ev0(games.KLeadChange, int8(w)))
}

// reached ends the deal with seat p at 66 or more.
func (s *State) reached(p int, ev []games.Event) []games.Event {
	if s.stockState == StockClosed {
		if int(s.closer) == p {
			return s.finish(p, GamePoints(int(s.closePts), s.closeTrick), EndCloser66, ev)
		}
		gp := 3
		if s.closeTrick {
			gp = 2
		}
		return s.finish(p, gp, EndCloseBeaten, ev)
	}
	o := 1 - p
	return s.finish(p, GamePoints(int(s.points[o]), s.tricks[o] > 0), EndReached66, ev)
}

// finish scores the deal for w and moves on to the next deal or the end.
func (s *State) finish(w, gp int, why EndReason, ev []games.Event) []games.Event {
	s.lastWinner, s.lastGP, s.lastReason = int8(w), int8(gp), why
	s.lastPoints, s.lastTricks, s.lastClose = s.points, s.tricks, s.closer
	s.score[w] -= int8(gp)
	s.dealsDone++
	e := ev0(games.KDealOver, int8(w))
	e.Value = int32(gp)
	ev = append(ev, e)
	if s.score[w] <= 0 {
		s.phase = phaseOver
		s.winner = int8(w)
		return append(ev, ev0(games.KMatchOver, int8(w)))
	}
	s.phase = phaseChance
	s.dealer = 1 - s.dealer
	return ev
}

// Result returns the last finished deal's score and the match.
func (s *State) Result() games.Result {
	r := games.Result{
		DealOver: s.dealsDone > 0 && s.phase != phasePlay,
		Deal:     []int{0, 0},
		Match:    []int{int(s.score[0]), int(s.score[1])},
		Winner:   int(s.winner),
		Deals:    int(s.dealsDone),
	}
	if s.dealsDone == 0 {
		return r
	}
	w := int(s.lastWinner)
	r.Deal[w] = int(s.lastGP)
	note := ""
	switch s.lastReason {
	case EndReached66:
		note = fmt.Sprintf("p%d reached %d; p%d had %d points and %d tricks", w, s.lastPoints[w], 1-w, s.lastPoints[1-w], s.lastTricks[1-w])
	case EndCloser66:
		note = fmt.Sprintf("p%d closed and reached %d", w, s.lastPoints[w])
	case EndCloseBeaten:
		note = fmt.Sprintf("p%d closed; p%d reached %d first", 1-w, w, s.lastPoints[w])
	case EndCloseFailed:
		note = fmt.Sprintf("p%d closed and ended with %d", 1-w, s.lastPoints[1-w])
	case EndLastTrick:
		note = fmt.Sprintf("nobody reached 66; p%d took the last trick", w)
	}
	r.Lines = append(r.Lines, games.Line{Seat: w, Label: s.lastReason.Label(), Value: int(s.lastGP), Note: note})
	for p := 0; p < 2; p++ {
		r.Lines = append(r.Lines, games.Line{Seat: p,
			Label: cards.Name{ID: "score.schnapsen.cardPoints", English: "Card points"},
			Value: int(s.lastPoints[p]), Note: fmt.Sprintf("%d tricks", s.lastTricks[p])})
	}
	return r
}

// LastDeal returns how the last finished deal ended: its winner (-1 if
// none yet), the game points and the reason.
func (s *State) LastDeal() (winner, gamePoints int, why EndReason) {
	return int(s.lastWinner), int(s.lastGP), s.lastReason
}
