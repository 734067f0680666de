// Package skat is the Skat engine: one deal for three players with the full
// auction, skat pick-up or hand, suit, Grand and Null games, and the exact
// game values of the CARDAVIA table (../shared/rules/skat.md).
//
// The State is value-typed (bitsets and small arrays), so Clone is a copy
// and a random playout with reused buffers allocates nothing. Seats are
// numbered clockwise; forehand is the seat after the dealer, rearhand is the
// dealer. The action notation, the events and the View's fields are
// documented in docs/games/skat.md.
package skat

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info is Skat's registry entry.
var Info = &games.Info{
	ID:        "skat",
	Name:      cards.Name{ID: "game.skat", English: "Skat"},
	Players:   3,
	Decks:     []cards.DeckID{cards.German32},
	Country:   cards.Name{ID: "country.de", English: "Germany"},
	Cards:     32,
	Wikipedia: "https://en.wikipedia.org/wiki/Skat_(card_game)",
	New:       func(cfg games.Config) (games.State, error) { return New(cfg) },
}

// Phase is the stage of the deal.
type Phase uint8

// The phases in order.
const (
	PhaseDeal     Phase = iota // waiting for the deal (games.Chance)
	PhaseAuction               // bidding
	PhaseSkat                  // the declarer picks up the skat or plays hand
	PhaseDiscard               // the declarer, holding 12 cards, discards two
	PhaseAnnounce              // the declarer announces the game
	PhasePlay                  // trick play
	PhaseOver                  // settled (or abandoned): the match is over
)

var phaseNames = [...]string{"deal", "auction", "skat", "discard", "announce", "play", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprint("phase", int(p))
}

// Trick is one finished trick of the history.
type Trick struct {
	Leader int8          `json:"leader"`
	Cards  [3]cards.Card `json:"cards"` // in playing order, the lead first
	Winner int8          `json:"winner"`
}

// State is a Skat match: a single deal.
type State struct {
	rng      rand.PCG
	deal     [32]cards.Card // the explicit deal, when hasDeal
	hasDeal  bool
	dealer   int8
	phase    Phase
	hands    [3]cards.Set
	skat     cards.Set // the skat as dealt
	skatNow  cards.Set // what lies in the skat now: the skat, nothing (picked up) or the discards
	declarer int8

	// Auction (spec §4.2).
	stage   uint8 // 1: MH bids to FH, 2: RH bids to the survivor, 3: FH alone may play at 18
	bidder  int8  // the seat that must name a higher value
	holder  int8  // the seat that says yes or passes
	toSpeak int8
	current int16    // highest value named or held, 0 = none
	passed  uint8    // bit per seat
	said    [3]int16 // the last value each seat named or held
	bid     int16    // the declarer's bid

	// Declaration.
	handGame  bool
	skatTaken bool
	game      GameType

	// Play.
	turn    int8
	leader  int8
	trick   [3]cards.Card
	nTrick  uint8
	tricks  uint8 // finished tricks
	history [10]Trick
	played  [3]cards.Set
	points  [3]int16
	won     [3]uint8
	voids   [3]uint8 // bit per effective class a seat showed it lacks
}

// New starts a Skat match (one deal) from cfg. Skat has no rule options.
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.German32 {
		return nil, fmt.Errorf("skat is played with the german32 deck, not deck %d", cfg.Deck)
	}
	for name := range cfg.Options {
		return nil, fmt.Errorf("skat has no rule options, got %q", name)
	}
	if err := games.ValidateDeals(cfg.Deals, cards.German); err != nil {
		return nil, err
	}
	if len(cfg.Deals) > 1 {
		return nil, fmt.Errorf("skat is one deal, got %d explicit deals", len(cfg.Deals))
	}
	if cfg.Dealer >= 3 {
		return nil, fmt.Errorf("dealer p%d: skat has seats p0 to p2", cfg.Dealer)
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), declarer: -1}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 3))
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	if len(cfg.Deals) == 1 {
		copy(s.deal[:], cfg.Deals[0])
		s.hasDeal = true
	}
	return s, nil
}

// Game returns Skat's registry entry.
func (s *State) Game() *games.Info { return Info }

// Clone returns an independent copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Forehand returns the seat that leads the first trick (left of the dealer).
func (s *State) Forehand() int { return int(s.dealer+1) % 3 }

// Middlehand returns the seat after forehand.
func (s *State) Middlehand() int { return int(s.dealer+2) % 3 }

// Rearhand returns the dealer's seat.
func (s *State) Rearhand() int { return int(s.dealer) }

// Dealer returns the dealer's seat.
func (s *State) Dealer() int { return int(s.dealer) }

// Phase returns the stage of the deal.
func (s *State) Phase() Phase { return s.phase }

// Declarer returns the declarer's seat, or -1 before the auction ends.
func (s *State) Declarer() int { return int(s.declarer) }

// Bid returns the declarer's bid, or the highest value so far in the auction.
func (s *State) Bid() int {
	if s.declarer >= 0 {
		return int(s.bid)
	}
	return int(s.current)
}

// GameType returns the announced game (NoGame before the announcement).
func (s *State) GameType() GameType { return s.game }

// HandGame reports whether the declarer plays hand.
func (s *State) HandGame() bool { return s.handGame }

// Hand returns a seat's cards.
func (s *State) Hand(seat int) cards.Set {
	if seat < 0 || seat > 2 {
		return 0
	}
	return s.hands[seat]
}

// Skat returns the skat as dealt and what lies in it now (the discards
// after a pick-up).
func (s *State) Skat() (dealt, now cards.Set) { return s.skat, s.skatNow }

// Trick returns the cards of the trick in progress in playing order (the
// lead first) and how many there are.
func (s *State) Trick() (t [3]cards.Card, n int) { return s.trick, int(s.nTrick) }

// Leader returns the seat that led (or leads) the current trick.
func (s *State) Leader() int { return int(s.leader) }

// Played returns the cards a seat has played to tricks.
func (s *State) Played(seat int) cards.Set {
	if seat < 0 || seat > 2 {
		return 0
	}
	return s.played[seat]
}

// TricksWon returns how many tricks a seat has taken.
func (s *State) TricksWon(seat int) int {
	if seat < 0 || seat > 2 {
		return 0
	}
	return int(s.won[seat])
}

// Value returns the announced game's value without schneider or schwarz
// (the fixed value for Null), over the declarer's real twelve cards; 0
// before the announcement. A search can weigh outcomes with it.
func (s *State) Value() int {
	if s.game == NoGame || s.declarer < 0 {
		return 0
	}
	return GameValue(s.game, s.twelve(), s.handGame, false, false)
}

// CardPoints returns the card points a seat has taken in tricks.
func (s *State) CardPoints(seat int) int {
	if seat < 0 || seat > 2 {
		return 0
	}
	return int(s.points[seat])
}

// Settlement returns the deal's settlement once it is over.
// It is computed from the final position rather than stored, which keeps
// the state small for cloning.
func (s *State) Settlement() (Settlement, bool) {
	if s.phase != PhaseOver {
		return Settlement{}, false
	}
	if s.declarer < 0 {
		return Settlement{Abandoned: true, Declarer: -1, Skat: s.skat, Discards: s.skat}, true
	}
	d := s.declarer
	skatPts := SetPoints(s.skatNow)
	dp := int(s.points[d])
	if !s.game.IsNull() {
		dp += skatPts
	} else {
		skatPts = 0
	}
	st := settle(s.game, s.handGame, s.twelve(), int(s.bid), dp, int(s.won[d]))
	st.Declarer = int(d)
	st.SkatPoints = skatPts
	st.Skat, st.Discards = s.skat, s.skatNow
	return st, true
}

// Player returns the seat to move, games.Chance before the deal, or
// games.Nobody once the deal is settled.
func (s *State) Player() int {
	switch s.phase {
	case PhaseDeal:
		return games.Chance
	case PhaseAuction:
		return int(s.toSpeak)
	case PhaseSkat, PhaseDiscard, PhaseAnnounce:
		return int(s.declarer)
	case PhasePlay:
		return int(s.turn)
	}
	return games.Nobody
}

// Done reports whether the match (the one deal) is over.
func (s *State) Done() bool { return s.phase == PhaseOver }

// Legal appends the legal actions in a fixed order: pass before bids in
// ascending order; "skat" before "hand"; discards by ascending card pairs;
// announcements from Bells to Null ouvert; cards by ascending id.
func (s *State) Legal(buf []games.Action) []games.Action {
	switch s.phase {
	case PhaseDeal:
		return append(buf, games.Deal)
	case PhaseAuction:
		if s.stage == 3 {
			return append(buf, Bid(18), Pass)
		}
		if s.toSpeak == s.holder {
			return append(buf, Hold, Pass)
		}
		buf = append(buf, Pass)
		for _, v := range Ladder {
			if v > int(s.current) {
				buf = append(buf, Bid(v))
			}
		}
		return buf
	case PhaseSkat:
		return append(buf, TakeSkat, PlayHand)
	case PhaseDiscard:
		h := s.hands[s.declarer]
		for a := h; a != 0; a &= a - 1 {
			c1 := a.First()
			for b := a & (a - 1); b != 0; b &= b - 1 {
				buf = append(buf, Discard(c1, b.First()))
			}
		}
		return buf
	case PhaseAnnounce:
		for g := Diamonds; g < numGameTypes; g++ {
			if CanAnnounce(g, s.handGame, int(s.bid)) {
				buf = append(buf, Announce(g))
			}
		}
		return buf
	case PhasePlay:
		for p := s.playable(); p != 0; p &= p - 1 {
			buf = append(buf, games.Action(p.First()))
		}
		return buf
	}
	return buf
}

func (s *State) playable() cards.Set {
	h := s.hands[s.turn]
	if s.nTrick == 0 {
		return h
	}
	if f := h & effSet[s.game][effOf[s.game][s.trick[0]]]; f != 0 {
		return f
	}
	return h
}

// Apply plays a, appending the events to ev. An illegal action returns an
// error wrapping games.ErrIllegal and leaves the state unchanged.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.phase {
	case PhaseDeal:
		if a != games.Deal {
			return ev, games.Illegal("the deal is due: only the deal action is legal, not %s", FormatAction(a))
		}
		return s.doDeal(ev), nil
	case PhaseAuction:
		return s.applyAuction(a, ev)
	case PhaseSkat:
		switch a {
		case TakeSkat:
			d := s.declarer
			ev = append(ev, games.Event{Kind: games.KSkatTake, Player: d, Target: -1, From: games.Skat, To: games.Hand,
				Cards: s.skat, Private: d})
			s.hands[d] |= s.skat
			s.skatNow = 0
			s.skatTaken = true
			s.phase = PhaseDiscard
			return ev, nil
		case PlayHand:
			ev = append(ev, games.Event{Kind: games.KHand, Player: s.declarer, Target: -1, Card: cards.None, Private: games.Everyone})
			s.handGame = true
			s.phase = PhaseAnnounce
			return ev, nil
		}
		return ev, games.Illegal("p%d must pick up the skat (skat) or play hand (hand), not %s", s.declarer, FormatAction(a))
	case PhaseDiscard:
		c1, c2, ok := decodeDiscard(a)
		if !ok {
			return ev, games.Illegal("p%d holds 12 cards and must discard two (discard:XX,YY), not %s", s.declarer, FormatAction(a))
		}
		h := s.hands[s.declarer]
		for _, c := range [2]cards.Card{c1, c2} {
			if !h.Has(c) {
				return ev, games.Illegal("p%d does not hold %s and cannot discard it", s.declarer, cards.German.Code(c))
			}
		}
		d := cards.SetOf(c1, c2)
		s.hands[s.declarer] = h &^ d
		s.skatNow = d
		ev = append(ev, games.Event{Kind: games.KDiscard, Player: s.declarer, Target: -1, From: games.Hand, To: games.Skat,
			Card: cards.None, Cards: d, Private: s.declarer})
		s.phase = PhaseAnnounce
		return ev, nil
	case PhaseAnnounce:
		g, ok := decodeAnnounce(a)
		if !ok {
			return ev, games.Illegal("p%d must announce a game, not %s", s.declarer, FormatAction(a))
		}
		if !CanAnnounce(g, s.handGame, int(s.bid)) {
			return ev, games.Illegal("%s is worth %d, below the bid %d", describe(g, s.handGame), NullValue(g, s.handGame), s.bid)
		}
		s.game = g
		ev = append(ev, games.Event{Kind: games.KDeclare, Player: s.declarer, Target: -1, Card: cards.None,
			Value: int32(g), Private: games.Everyone})
		if g == NullOuvert {
			ev = append(ev, games.Event{Kind: games.KReveal, Player: s.declarer, Target: -1, Card: cards.None,
				Cards: s.hands[s.declarer], Private: games.Everyone})
		}
		s.phase = PhasePlay
		s.turn = int8(s.Forehand())
		s.leader = s.turn
		return ev, nil
	case PhasePlay:
		if a >= 32 || !s.playable().Has(cards.Card(a)) {
			return ev, s.illegalPlay(a)
		}
		return s.play(cards.Card(a), ev), nil
	}
	return ev, games.Illegal("the deal is over")
}

func describe(g GameType, hand bool) string {
	if hand {
		return g.Name().English + " hand"
	}
	return g.Name().English
}

func (s *State) illegalPlay(a games.Action) error {
	if a >= 32 {
		return games.Illegal("p%d must play a card, not %s", s.turn, FormatAction(a))
	}
	c := cards.Card(a)
	if !s.hands[s.turn].Has(c) {
		return games.Illegal("p%d does not hold %s", s.turn, cards.German.Code(c))
	}
	return games.Illegal("p%d must follow the led %s with one of %s", s.turn,
		cards.German.Code(s.trick[0]), s.playable().Format(cards.German))
}

// doDeal deals 3 each, 2 to the skat, 4 each, 3 each, clockwise from forehand.
func (s *State) doDeal(ev []games.Event) []games.Event {
	pack := s.deal
	if !s.hasDeal {
		for i := range pack {
			pack[i] = cards.Card(i)
		}
		cards.Shuffle(pack[:], &s.rng)
	}
	ev = append(ev, games.Event{Kind: games.KDealStart, Player: s.dealer, Target: -1, Card: cards.None, Private: games.Everyone})
	fh := s.Forehand()
	i := 0
	give := func(n int) {
		for k := 0; k < 3; k++ {
			seat := int8((fh + k) % 3)
			for j := 0; j < n; j++ {
				c := pack[i]
				i++
				s.hands[seat] = s.hands[seat].Add(c)
				ev = append(ev, games.Event{Kind: games.KMove, Player: seat, Target: -1, From: games.Deck, To: games.Hand, Card: c, Private: seat})
			}
		}
	}
	give(3)
	for j := 0; j < 2; j++ {
		c := pack[i]
		i++
		s.skat = s.skat.Add(c)
		ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, To: games.Skat, Card: c, Private: games.Nobody})
	}
	give(4)
	give(3)
	s.skatNow = s.skat
	s.phase = PhaseAuction
	s.stage = 1
	s.bidder = int8(s.Middlehand())
	s.holder = int8(fh)
	s.toSpeak = s.bidder
	return ev
}

func (s *State) applyAuction(a games.Action, ev []games.Event) ([]games.Event, error) {
	p := s.toSpeak
	if s.stage == 3 {
		switch a {
		case Bid(18):
			s.current = 18
			s.said[p] = 18
			ev = append(ev, games.Event{Kind: games.KBid, Player: p, Target: -1, Card: cards.None, Value: 18, Private: games.Everyone})
			return s.endAuction(p, ev), nil
		case Pass:
			s.passed |= 1 << p
			ev = append(ev, games.Event{Kind: games.KPass, Player: p, Target: -1, Card: cards.None, Private: games.Everyone})
			return s.abandon(ev), nil
		}
		return ev, games.Illegal("everybody else passed: forehand p%d may play at 18 (18) or pass, not %s", p, FormatAction(a))
	}
	if p == s.holder {
		switch a {
		case Hold:
			s.said[p] = s.current
			ev = append(ev, games.Event{Kind: games.KHold, Player: p, Target: s.bidder, Card: cards.None, Value: int32(s.current), Private: games.Everyone})
			s.toSpeak = s.bidder
			return ev, nil
		case Pass:
			ev = s.pass(p, ev)
			if s.stage == 1 {
				s.secondDuel(s.bidder)
				return ev, nil
			}
			return s.endAuction(s.bidder, ev), nil
		}
		return ev, games.Illegal("p%d must hold %d (hold) or pass, not %s", p, s.current, FormatAction(a))
	}
	if a == Pass {
		ev = s.pass(p, ev)
		if s.stage == 1 {
			s.secondDuel(s.holder)
			return ev, nil
		}
		if s.current > 0 {
			return s.endAuction(s.holder, ev), nil
		}
		s.stage = 3
		s.toSpeak = s.holder
		return ev, nil
	}
	v, ok := decodeBid(a)
	if !ok {
		if a >= actBid && a <= actBid+MaxBid {
			return ev, games.Illegal("%d is not a bid: bids are the ladder values 18, 20, 22, 23, 24, 27 … 264", a-actBid)
		}
		return ev, games.Illegal("p%d must bid or pass, not %s", p, FormatAction(a))
	}
	if v <= int(s.current) {
		return ev, games.Illegal("a bid must be above %d, not %d", s.current, v)
	}
	s.current = int16(v)
	s.said[p] = int16(v)
	ev = append(ev, games.Event{Kind: games.KBid, Player: p, Target: s.holder, Card: cards.None, Value: int32(v), Private: games.Everyone})
	s.toSpeak = s.holder
	return ev, nil
}

func (s *State) pass(p int8, ev []games.Event) []games.Event {
	s.passed |= 1 << p
	return append(ev, games.Event{Kind: games.KPass, Player: p, Target: -1, Card: cards.None, Value: int32(s.current), Private: games.Everyone})
}

// secondDuel starts rearhand's bidding against the survivor of the first duel.
func (s *State) secondDuel(survivor int8) {
	s.stage = 2
	s.holder = survivor
	s.bidder = int8(s.Rearhand())
	s.toSpeak = s.bidder
}

func (s *State) endAuction(decl int8, ev []games.Event) []games.Event {
	s.declarer = decl
	s.bid = s.current
	s.phase = PhaseSkat
	return append(ev, games.Event{Kind: games.KAuctionWon, Player: decl, Target: -1, Card: cards.None, Value: int32(s.bid), Private: games.Everyone})
}

func (s *State) abandon(ev []games.Event) []games.Event {
	s.phase = PhaseOver
	ev = append(ev,
		games.Event{Kind: games.KAbandoned, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone},
		games.Event{Kind: games.KDealOver, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone},
		games.Event{Kind: games.KMatchOver, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone})
	return ev
}

func (s *State) play(c cards.Card, ev []games.Event) []games.Event {
	p := s.turn
	g := s.game
	s.hands[p] = s.hands[p].Remove(c)
	s.played[p] = s.played[p].Add(c)
	if s.nTrick > 0 {
		if led := effOf[g][s.trick[0]]; effOf[g][c] != led {
			s.voids[p] |= 1 << led
		}
	}
	s.trick[s.nTrick] = c
	s.nTrick++
	ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Hand, To: games.Trick, Card: c, Private: games.Everyone})
	if s.nTrick < 3 {
		s.turn = (p + 1) % 3
		return ev
	}
	w := (s.leader + int8(TrickWinner(g, s.trick))) % 3
	set := cards.SetOf(s.trick[0], s.trick[1], s.trick[2])
	pts := int16(Points(s.trick[0]) + Points(s.trick[1]) + Points(s.trick[2]))
	s.points[w] += pts
	s.won[w]++
	s.history[s.tricks] = Trick{Leader: s.leader, Cards: s.trick, Winner: w}
	s.tricks++
	s.nTrick = 0
	s.leader, s.turn = w, w
	ev = append(ev, games.Event{Kind: games.KTrickWon, Player: w, Target: -1, From: games.Trick, To: games.Pile,
		Card: cards.None, Cards: set, Value: int32(pts), Private: games.Everyone})
	if s.tricks == 10 || (g.IsNull() && w == s.declarer) {
		ev = s.finish(ev)
	}
	return ev
}

// twelve returns the declarer's original hand plus the skat: what is in
// hand, what was played and what lies in the skat.
func (s *State) twelve() cards.Set {
	return s.hands[s.declarer] | s.played[s.declarer] | s.skatNow
}

func (s *State) finish(ev []games.Event) []games.Event {
	d := s.declarer
	s.phase = PhaseOver
	st, _ := s.Settlement()
	winner := int8(-1)
	if st.Won {
		winner = d
	}
	ev = append(ev,
		games.Event{Kind: games.KSkatShown, Player: d, Target: -1, From: games.Skat, To: games.Pile, Card: cards.None,
			Cards: s.skatNow, Value: int32(st.SkatPoints), Private: games.Everyone},
		games.Event{Kind: games.KDealOver, Player: d, Target: -1, Card: cards.None, Value: int32(st.Score), Private: games.Everyone},
		games.Event{Kind: games.KMatchOver, Player: winner, Target: -1, Card: cards.None, Value: int32(st.Score), Private: games.Everyone})
	return ev
}

// Result returns the deal's score: the declarer's score for the declarer,
// 0 for the defenders. Winner is the declarer when the game is won and -1
// otherwise (the defenders win together; an abandoned deal has no winner).
func (s *State) Result() games.Result {
	r := games.Result{Deal: make([]int, 3), Match: make([]int, 3), Winner: -1}
	st, ok := s.Settlement()
	if !ok {
		return r
	}
	r.DealOver = true
	r.Deals = 1
	if !st.Abandoned {
		r.Deal[st.Declarer] = st.Score
		r.Match[st.Declarer] = st.Score
		if st.Won {
			r.Winner = st.Declarer
		}
	}
	r.Lines = st.Lines()
	return r
}
