package schnapsen

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// View is what one seat may know of a match (spec §4.2): its own hand,
// every card played, the stock's bottom card (the face-up indicator, still
// known after closing), the counts of hidden cards, and what the play has
// revealed about the opponent's hand: cards it is known to hold (the partner
// shown with a marriage, the indicator taken by an exchange or by the last
// draw) and cards it is known not to hold (voids and "no higher card" shown
// under strict play). It never holds a card the seat cannot see.
//
// Card sets are bitsets: bit i is the card with numeric id i (5·suit+rank,
// suits H D S C, ranks J Q K T A; in Sechsundsechzig the nines are 20–23,
// and Deck names the 24-card pack). A single card is its id, 255 for none.
// docs/games/schnapsen.md describes every field.
type View struct {
	Deck         string       `json:"deck"`
	Seat         int          `json:"viewer"`
	ToMove       int          `json:"toMove"`
	Dealer       int          `json:"dealer"`
	Leader       int          `json:"leader"`
	Trump        int          `json:"trump"`
	Hand         cards.Set    `json:"hand"`
	HandCount    [2]int       `json:"handCounts"`
	Known        [2]cards.Set `json:"known"`
	Excluded     [2]cards.Set `json:"excluded"`
	Indicator    cards.Card   `json:"indicator"`
	StockCount   int          `json:"stockCount"`
	StockState   StockState   `json:"stockState"`
	Closer       int          `json:"closer"`
	ClosePoints  int          `json:"closeOpponentPoints"`
	CloseTrick   bool         `json:"closeOpponentHadTrick"`
	Lead         cards.Card   `json:"lead"`
	Points       [2]int       `json:"points"`
	Pending      [2]int       `json:"pending"`
	TricksWon    [2]int       `json:"tricksWon"`
	Declared     [2]uint8     `json:"declared"`
	Piles        [2]cards.Set `json:"piles"`
	History      []Trick      `json:"history"`
	MatchPoints  [2]int       `json:"matchPoints"`
	Deals        int          `json:"deals"`
	MatchWinner  int          `json:"matchWinner"`
	LastWinner   int          `json:"lastWinner"`
	LastGame     int          `json:"lastGamePoints"`
	LastReason   EndReason    `json:"lastReason"`
	LastPoints   [2]int       `json:"lastPoints"`
	LastTricks   [2]int       `json:"lastTricksWon"`
	LastCloser   int          `json:"lastCloser"`
	DealValue    int          `json:"dealValue"`
	StrictPlay   bool         `json:"strict"`
	OpponentSeat int          `json:"opponent"`
	Options      Rules        `json:"options,omitzero"` // the house rules on; left out when none is
}

var _ games.View = (*View)(nil)

// View returns what seat p may know. A seat other than 0 and 1 gets the
// public part only: it has no legal action, and Sample refuses the view.
func (s *State) View(p int) games.View { return s.ViewOf(p) }

// ViewOf is View with the concrete type.
func (s *State) ViewOf(p int) *View {
	opp := -1
	if isSeat(p) {
		opp = 1 - p
	}
	v := &View{
		Deck: s.deck.Key(), Seat: p, ToMove: s.Player(), Dealer: int(s.dealer), Leader: int(s.leader),
		Trump: int(s.trump), Hand: s.Hand(p), HandCount: [2]int{s.hand[0].Len(), s.hand[1].Len()},
		Known: s.known, Excluded: s.excluded, Indicator: s.Indicator(), StockCount: int(s.stockN),
		StockState: s.stockState, Closer: int(s.closer), ClosePoints: int(s.closePts), CloseTrick: s.closeTrick,
		Lead: s.lead, Piles: s.won, Declared: s.declared,
		Deals: int(s.dealsDone), MatchWinner: int(s.winner), LastWinner: int(s.lastWinner), LastGame: int(s.lastGP),
		LastReason: s.lastReason, LastCloser: int(s.lastClose), StrictPlay: s.Strict(), OpponentSeat: opp,
		History: append([]Trick{}, s.history[:s.nTricks]...), // [] when empty, never null
		Options: s.rules,
	}
	for i := 0; i < 2; i++ {
		v.Points[i], v.Pending[i], v.TricksWon[i] = int(s.points[i]), int(s.pending[i]), int(s.tricks[i])
		v.MatchPoints[i], v.LastPoints[i], v.LastTricks[i] = int(s.score[i]), int(s.lastPoints[i]), int(s.lastTricks[i])
	}
	if s.phase == phasePlay {
		v.DealValue = s.DealValue(p)
	}
	return v
}

// Viewer returns the seat whose knowledge this is.
func (v *View) Viewer() int { return v.Seat }

// Player returns the seat to move, games.Chance or games.Nobody.
func (v *View) Player() int { return v.ToMove }

// FormatAction spells a in record notation.
func (v *View) FormatAction(a games.Action) string {
	d, err := cards.ByKey(v.Deck)
	if err != nil {
		d = cards.SchnapsenGerman()
	}
	return formatAction(d, a)
}

// Legal appends the viewer's legal actions when the viewer is to move.
func (v *View) Legal(buf []games.Action) []games.Action {
	if v.ToMove != v.Seat {
		return buf
	}
	s, err := v.base()
	if err != nil {
		return buf
	}
	return s.Legal(buf)
}

// base builds the state of everything public plus the viewer's hand; the
// opponent's hidden cards and the face-down stock are left out.
func (v *View) base() (*State, error) {
	d, err := cards.ByKey(v.Deck)
	if err != nil || d.ID() != v.Options.DeckOf(cards.German20) && d.ID() != v.Options.DeckOf(cards.French20) {
		return nil, fmt.Errorf("view: deck %q is not a Schnapsen deck (for these options)", v.Deck)
	}
	if v.Seat&^1 != 0 || v.Dealer&^1 != 0 || v.Leader&^1 != 0 {
		return nil, fmt.Errorf("view: seats must be 0 or 1")
	}
	r := v.Options
	if v.StockCount < 0 || v.StockCount > r.StockSize() || len(v.History) > r.NumCards()/2 ||
		v.HandCount[0] < 0 || v.HandCount[1] < 0 || v.HandCount[0] > r.HandSize() || v.HandCount[1] > r.HandSize() {
		return nil, fmt.Errorf("view: impossible card counts")
	}
	s := &State{deck: d, dealer: int8(v.Dealer), leader: int8(v.Leader), trump: int8(v.Trump),
		stockN: int8(v.StockCount), stockState: v.StockState, closer: int8(v.Closer),
		closePts: int16(v.ClosePoints), closeTrick: v.CloseTrick, lead: v.Lead,
		declared: v.Declared, won: v.Piles, known: v.Known, excluded: v.Excluded,
		nTricks: int8(len(v.History)), dealsDone: int16(v.Deals), winner: int8(v.MatchWinner),
		lastWinner: int8(v.LastWinner), lastGP: int8(v.LastGame), lastReason: v.LastReason,
		lastClose: int8(v.LastCloser), rules: v.Options}
	copy(s.history[:], v.History)
	for i := 0; i < 2; i++ {
		s.points[i], s.pending[i], s.tricks[i] = int16(v.Points[i]), int16(v.Pending[i]), int8(v.TricksWon[i])
		s.score[i], s.lastPoints[i], s.lastTricks[i] = int8(v.MatchPoints[i]), int16(v.LastPoints[i]), int8(v.LastTricks[i])
	}
	switch v.ToMove {
	case games.Chance:
		s.phase = phaseChance
	case games.Nobody:
		s.phase = phaseOver
	case 0, 1:
		s.phase = phasePlay
		s.toMove = int8(v.ToMove)
	default:
		return nil, fmt.Errorf("view: player %d is not a seat", v.ToMove)
	}
	if s.stockN > 0 {
		if !d.Valid(v.Indicator) {
			return nil, fmt.Errorf("view: the stock has no bottom card")
		}
		s.stock[0] = v.Indicator
	}
	s.hand[v.Seat] = v.Hand
	return s, nil
}

// Sample deals the cards the viewer cannot see: the opponent's unknown hand
// cards are a uniform choice among the unseen cards it is not known to lack,
// and the rest lie in the face-down stock in uniform order. Later deals come
// from a generator seeded from rng.
func (v *View) Sample(rng *rand.Rand) (games.State, error) {
	s, err := v.SampleState(rng)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// SampleState is Sample with the concrete type, for searches that copy and
// play the sampled State directly.
func (v *View) SampleState(rng *rand.Rand) (*State, error) {
	s, err := v.base()
	if err != nil {
		return nil, err
	}
	s.rng = cards.NewPCG(rng.Uint64())
	me, o := v.Seat, 1-v.Seat
	if v.ToMove == games.Chance && v.Deals == 0 {
		return s, nil // nothing dealt yet
	}
	if v.Hand.Len() != v.HandCount[me] {
		return nil, fmt.Errorf("view: hand holds %d cards, count says %d", v.Hand.Len(), v.HandCount[me])
	}
	var lead, ind cards.Set
	if v.Lead != cards.None {
		lead = cards.SetOf(v.Lead)
	}
	if v.StockCount > 0 {
		ind = cards.SetOf(v.Indicator)
	}
	full := v.Options.Full()
	parts := []cards.Set{v.Hand, v.Piles[0], v.Piles[1], lead, ind, v.Known[o]}
	var seen cards.Set
	for _, x := range parts {
		if x&seen != 0 || x&^full != 0 {
			return nil, fmt.Errorf("view: a card is in two places")
		}
		seen |= x
	}
	if v.Known[o]&v.Excluded[o] != 0 || v.Known[me]&^v.Hand != 0 {
		return nil, fmt.Errorf("view: known cards contradict the hands")
	}
	hidden := full &^ seen
	k := v.HandCount[o] - v.Known[o].Len()
	m := 0
	if v.StockCount > 0 {
		m = v.StockCount - 1
	}
	if k < 0 || hidden.Len() != k+m {
		return nil, fmt.Errorf("view: %d unseen cards for %d hidden places", hidden.Len(), k+m)
	}
	allowed := hidden &^ v.Excluded[o]
	if allowed.Len() < k {
		return nil, fmt.Errorf("view: the opponent cannot hold %d of the unseen cards", k)
	}
	var buf [MaxCards]cards.Card
	al := allowed.Append(buf[:0])
	var pick cards.Set
	for i := 0; i < k; i++ { // partial Fisher–Yates: a uniform k-subset
		j := i + rng.IntN(len(al)-i)
		al[i], al[j] = al[j], al[i]
		pick = pick.Add(al[i])
	}
	s.hand[o] = v.Known[o] | pick
	rest := (hidden &^ pick).Append(buf[:0])
	cards.ShuffleRand(rest, rng)
	for i, c := range rest {
		s.stock[1+i] = c
	}
	return s, nil
}
