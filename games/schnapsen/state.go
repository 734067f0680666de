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
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info returns Schnapsen's registry entry: a fresh copy each call, so that
// no caller can change what another sees. The German-suited pack is the
// default; the French-suited one only changes the card names.
func Info() *games.Info {
	return &games.Info{
		ID:        "schnapsen",
		Name:      cards.Name{ID: "game.schnapsen", English: "Schnapsen"},
		Players:   2,
		Decks:     []cards.DeckID{cards.German20, cards.French20},
		Country:   cards.Name{ID: "country.austria", English: "Austria"},
		Cards:     NumCards,
		Wikipedia: "https://en.wikipedia.org/wiki/Schnapsen",
		Pitch:     cards.Name{ID: "game.schnapsen.pitch", English: "Race to 66 with tricks and marriages, and close the stock when you dare."},
		Format:    cards.Name{ID: "game.schnapsen.format", English: "seven-point match"},
		New:       func(cfg games.Config) (games.State, error) { return New(cfg) },
		Kinds:     KindName,
		Options:   optionSpecs(),
		OptionDeck: func(d cards.DeckID, o games.Options) cards.DeckID {
			return RulesOf(o).DeckOf(d)
		},
	}
}

// The positions of Schnapsen's options in Info().Options.
const (
	OptNotAtTwo = iota
	OptSechs
)

// optionSpecs declares the house rules (docs/games/schnapsen.md, "House
// rules"), in the order of the Opt constants.
func optionSpecs() []games.OptionSpec {
	return []games.OptionSpec{
		OptNotAtTwo: games.Switch("no-exchange-close-at-two",
			cards.Name{ID: "option.schnapsen.notattwo", English: "No exchange or closing at two"},
			cards.Name{ID: "option.schnapsen.notattwo.help", English: "With only two cards left in the stock, nobody may exchange the trump Jack (Unter) or close the stock."}),
		OptSechs: games.Switch("sechsundsechzig",
			cards.Name{ID: "option.schnapsen.sechs", English: "Sechsundsechzig (24 cards)"},
			cards.Name{ID: "option.schnapsen.sechs.help", English: "The nines join the pack: six cards each, the trump Nine exchanges for the trump card, and the last trick counts 10 points."}),
	}
}

// Rules are the house rules a match is played with: the Schnapsen side of
// games.Options, as the State and the View use them. The zero Rules is the
// seed's game. Its JSON names are the options' record names in camelCase,
// as every key of a view, and a View leaves it out when no option is on.
type Rules struct {
	// NotAtTwo forbids the exchange and closing while the stock holds only
	// two cards (the face-down card and the indicator), a common table rule
	// (spec §5.1, §5.2 allow both there).
	NotAtTwo bool `json:"noExchangeCloseAtTwo,omitempty"`
	// Sechs plays Sechsundsechzig, Schnapsen's German parent, with 24
	// cards: the nines (worth 0, below the Jack) join the pack, hands
	// hold six cards and the stock twelve, the trump Nine is what
	// exchanges for the indicator (by a leader who has won a trick), and
	// the last trick of an exhausted stock scores 10 card points
	// (docs/games/schnapsen.md, "Sechsundsechzig").
	Sechs bool `json:"sechsundsechzig,omitempty"`
}

// RulesOf reads Schnapsen's options.
func RulesOf(o games.Options) Rules {
	return Rules{NotAtTwo: o.On(OptNotAtTwo), Sechs: o.On(OptSechs)}
}

// Options is r as games.Options (RulesOf's inverse).
func (r Rules) Options() games.Options {
	var o games.Options
	if r.NotAtTwo {
		o[OptNotAtTwo] = 1
	}
	if r.Sechs {
		o[OptSechs] = 1
	}
	return o
}

// DeckOf is the pack a match by r is dealt from when the table chose d:
// Sechsundsechzig's 24 cards in d's suits, else d.
func (r Rules) DeckOf(d cards.DeckID) cards.DeckID {
	if !r.Sechs {
		return d
	}
	switch d {
	case cards.German20:
		return cards.German24
	case cards.French20:
		return cards.French24
	}
	return d
}

// NumCards is the size of the pack: 20, or 24 in Sechsundsechzig.
func (r Rules) NumCards() int {
	if r.Sechs {
		return MaxCards
	}
	return NumCards
}

// HandSize is the cards in a hand while the stock is open: 5, or 6.
func (r Rules) HandSize() int {
	if r.Sechs {
		return MaxHand
	}
	return HandSize
}

// StockSize is the stock after the deal, the indicator included: 10, or 12.
func (r Rules) StockSize() int {
	if r.Sechs {
		return MaxStock
	}
	return StockSize
}

// Full is the set of every card of the pack.
func (r Rules) Full() cards.Set { return cards.Set(1)<<r.NumCards() - 1 }

// LowTrump is the trump card that exchanges for the indicator: the trump
// Jack (Unter), or in Sechsundsechzig the trump Nine.
func (r Rules) LowTrump(trump int) cards.Card {
	if r.Sechs {
		return cards.Card(cards.Nines24 + trump&3)
	}
	return cards.Card(5 * (trump & 3))
}

// MinStock is the fewest stock cards (the indicator included) with which
// the leader may still exchange or close: 2 by the seed's rules, 3 with
// NotAtTwo.
func (r Rules) MinStock() int {
	if r.NotAtTwo {
		return 3
	}
	return 2
}

// Deck geometry and targets.
const (
	NumCards   = 20 // cards in the pack
	HandSize   = 5  // cards in a hand while the stock is open
	StockSize  = 10 // the stock after the deal, indicator included
	Target     = 66 // card points that win a deal
	MatchStart = 7  // each match score counts down from here

	// Sechsundsechzig's pack (Rules.Sechs): the 20 cards numbered as
	// above, then the nines of H D S C as cards 20–23.
	MaxCards       = 24 // cards in the 24-card pack
	MaxHand        = 6  // cards in a hand while the stock is open
	MaxStock       = 12 // the stock after the deal, indicator included
	LastTrickBonus = 10 // card points of the last trick with the stock exhausted
)

// Ranks in ascending order; a card is 5·suit + rank.
const (
	Jack  = 0 // Unter / Bube
	Queen = 1 // Ober / Dame
	King  = 2 // König
	Ten   = 3 // Zehner / Zehn
	Ace   = 4 // Daus / Ass
	Nine  = 5 // Neuner / Neun: Sechsundsechzig only, the lowest, worth 0
)

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
	stock      [MaxStock]cards.Card // stock[0] is the bottom card (indicator)
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
	history  [MaxCards / 2]Trick
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

	rules Rules // the house rules, fixed for the match
}

var (
	_ games.State    = (*State)(nil)
	_ games.Optioner = (*State)(nil)
)

var (
	suitMask  [4]cards.Set
	aboveMask [MaxCards]cards.Set // cards of the same suit ranking above c
	cardPts   = [6]int16{2, 3, 4, 10, 11, 0}
)

// The masks hold the nines too: a 20-card hand never holds them, so the
// seed's game sees the same sets as before.
func init() {
	for s := 0; s < 4; s++ {
		suitMask[s] = cards.Set(0x1F)<<(5*s) | cards.Set(1)<<(cards.Nines24+s)
	}
	for c := 0; c < NumCards; c++ {
		aboveMask[c] = suitMask[c/5] &^ (cards.Set(2)<<c - 1) &^ (cards.Set(0xF) << cards.Nines24)
	}
	for s := 0; s < 4; s++ {
		aboveMask[cards.Nines24+s] = cards.Set(0x1F) << (5 * s)
	}
}

// New starts a match at the first deal (games.Chance).
func New(cfg games.Config) (*State, error) {
	id := cfg.Deck
	if id == 0 {
		id = cards.German20
	}
	opts, err := Info().ParseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	rules := RulesOf(opts)
	switch {
	case id == cards.German24 || id == cards.French24:
		if !rules.Sechs {
			return nil, fmt.Errorf("the 24-card deck %s is for the sechsundsechzig option", cards.ByID(id).Key())
		}
	case id != cards.German20 && id != cards.French20:
		return nil, fmt.Errorf("schnapsen is played with the german20 or french20 deck, not deck %d", id)
	}
	// Sechsundsechzig deals the 24-card pack in the suits chosen.
	deck := cards.ByID(rules.DeckOf(id))
	if err := games.ValidateDeals(cfg.Deals, deck); err != nil {
		return nil, err
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("dealer p%d: schnapsen has seats p0 and p1", cfg.Dealer)
	}
	s := &State{deck: deck, rng: cards.NewPCG(cfg.Seed), deals: cfg.Deals, trump: -1,
		lead: cards.None, closer: -1, lastWinner: -1, lastClose: -1, winner: -1,
		score: [2]int8{MatchStart, MatchStart}, rules: rules}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 2))
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	return s, nil
}

// Game returns the registry entry.
func (s *State) Game() *games.Info { return Info() }

// Rules returns the house rules the match is played with.
func (s *State) Rules() Rules { return s.rules }

// Options returns the match's options (games.Optioner).
func (s *State) Options() games.Options { return s.rules.Options() }

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

// NextDeal returns the pack the next games.Deal deals, top card first, and
// its dealer, without dealing it (the generator is copied, not advanced).
// The deal is laid out from the dealer's seat only, so the same pack with
// the other dealer gives each seat the other's hand and role (the stock and
// the trump stay): this is how a deal is played again with the seats
// swapped (record.SeatsTurned). Meaningful at a chance point.
func (s *State) NextDeal() ([]cards.Card, int) {
	pack := make([]cards.Card, s.rules.NumCards())
	if s.dealsUsed < len(s.deals) {
		copy(pack, s.deals[s.dealsUsed])
	} else {
		for i := range pack {
			pack[i] = cards.Card(i)
		}
		rng := s.rng
		cards.Shuffle(pack, &rng)
	}
	return pack, int(s.dealer)
}

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

// TricksWon returns how many tricks seat p has won in this deal.
func (s *State) TricksWon(p int) int {
	if !isSeat(p) {
		return 0
	}
	return int(s.tricks[p])
}

// Pile returns the cards in seat p's tricks.
func (s *State) Pile(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.won[p]
}

// Declared returns the suits seat p has declared in this deal, a bit per
// suit, as View.Declared shows them to both seats.
func (s *State) Declared(p int) uint8 {
	if !isSeat(p) {
		return 0
	}
	return s.declared[p]
}

// Known returns the cards seat p is publicly known to hold (View.Known):
// a shown marriage partner, an exchanged or last-drawn indicator. A
// rollout on a sampled State reads it to play as a View would.
func (s *State) Known(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.known[p]
}

// Excluded returns the cards seat p is publicly known not to hold
// (View.Excluded: strict-play voids and ceilings).
func (s *State) Excluded(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.excluded[p]
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
