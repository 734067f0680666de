// Package scopa is the rules engine of two-player Scopa played to 11, as
// specified in ../shared/rules/scopa.md (CARDAVIA table, seed 000).
//
// A State is a whole match. Cards are the 40 cards of cards.Italian(), numbered
// 10·suit+rank with suits D C S B and ranks 1–7, 10, 11, 12, so that a card's
// capture value is simply its rank index plus one.
//
// An Action is a played card together with the exact set of table cards it
// captures (see Play), because when several captures are possible the choice
// is the player's and belongs to the move. The record notation is in
// notation.go and docs/games/scopa.md.
package scopa

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Deal shape (spec §3): three cards each, four on the table, thirty in the
// stock, refilled five times; 36 plays per deal.
const (
	handSize  = 3
	tableSize = 4
	stockSize = 40 - 2*handSize - tableSize
	lastPlay  = 36
	// Target is the score that ends the match (spec §7).
	Target = 11
)

// Info returns Scopa's registry entry: a fresh copy each call, so
// that no caller can change what another sees.
func Info() *games.Info {
	return &games.Info{
		ID:        "scopa",
		Name:      cards.Name{ID: "game.scopa", English: "Scopa"},
		Players:   2,
		Decks:     []cards.DeckID{cards.Italian40},
		Country:   cards.Name{ID: "country.italy", English: "Italy"},
		Cards:     40,
		Wikipedia: "https://en.wikipedia.org/wiki/Scopa",
		Pitch:     cards.Name{ID: "game.scopa.pitch", English: "Capture cards from the table by matching or adding up; sweep it clean for a scopa."},
		Format:    cards.Name{ID: "game.scopa.format", English: "match to 11"},
		New:       newState,
		Kinds:     KindName,
		Options:   optionSpecs(),
	}
}

// The positions of Scopa's options in Info().Options.
const (
	OptScopaDAssi = iota
	OptReBello
	OptNapola
)

// optionSpecs declares the house rules (docs/games/scopa.md, "House
// rules"), in the order of the Opt constants.
func optionSpecs() []games.OptionSpec {
	return []games.OptionSpec{
		OptScopaDAssi: games.Switch("scopa-d-assi",
			cards.Name{ID: "option.scopa.scopadassi", English: "Scopa d'Assi"},
			cards.Name{ID: "option.scopa.scopadassi.help", English: "An Ace takes every card on the table, unless an Ace lies there. That sweep scores no scopa."}),
		OptReBello: games.Switch("re-bello",
			cards.Name{ID: "option.scopa.rebello", English: "Re Bello"},
			cards.Name{ID: "option.scopa.rebello.help", English: "The King of Coins scores a point for the player who takes it."}),
		OptNapola: games.Switch("napola",
			cards.Name{ID: "option.scopa.napola", English: "Napola"},
			cards.Name{ID: "option.scopa.napola.help", English: "Taking the Ace, 2 and 3 of Coins scores 3 points, and each next Coin in sequence one more."}),
	}
}

// Rules are the house rules a match is played with: the Scopa side of
// games.Options, as the State, the View and the score use them. The zero
// Rules is the seed's game. Its JSON names are the options' record names in
// camelCase, as every key of a view (re-bello: reBello), and a View leaves
// it out when no option is on.
type Rules struct {
	ScopaDAssi bool `json:"scopaDAssi,omitempty"` // an Ace sweeps the table (no scopa point)
	ReBello    bool `json:"reBello,omitempty"`    // the King of Coins scores a point
	Napola     bool `json:"napola,omitempty"`     // a run of Coins from the Ace scores its length (3 or more)
}

// RulesOf reads Scopa's options.
func RulesOf(o games.Options) Rules {
	return Rules{ScopaDAssi: o.On(OptScopaDAssi), ReBello: o.On(OptReBello), Napola: o.On(OptNapola)}
}

// Options is r as games.Options (RulesOf's inverse).
func (r Rules) Options() games.Options {
	var o games.Options
	set := func(i int, on bool) {
		if on {
			o[i] = 1
		}
	}
	set(OptScopaDAssi, r.ScopaDAssi)
	set(OptReBello, r.ReBello)
	set(OptNapola, r.Napola)
	return o
}

// Value returns a card's capture value: 1–7 as printed, Fante 8, Cavallo 9,
// Re 10. With the spec's numbering that is the rank index plus one.
func Value(c cards.Card) int { return int(values[c%64]) }

// values is Value as a table: the rank index plus one.
var values = func() (v [64]uint8) {
	for c := range v {
		v[c] = uint8(c%10 + 1)
	}
	return v
}()

// Settebello is the seven of Coins.
const Settebello cards.Card = 6

// valueMask[v] holds the four cards of capture value v (1–10).
var valueMask = func() (m [11]cards.Set) {
	for c := cards.Card(0); c < 40; c++ {
		m[Value(c)] = m[Value(c)].Add(c)
	}
	return m
}()

// kings is the set of the four Re, which void a deal when three or four of
// them open on the table (spec §3.3).
var kings = valueMask[10]

// script is the explicit deals of a match. It is never written after New,
// so clones share it.
type script struct {
	deals [][]cards.Card
}

// State is a Scopa match in progress. It is a comparable value: Clone copies
// it, and tests compare states with ==.
type State struct {
	rng    rand.PCG
	script *script
	next   int // index of the next explicit deal

	dealer int8
	turn   int8 // seat to move, games.Chance or games.Nobody
	winner int8
	last   int8 // last capturer this deal, -1 before the first capture
	plays  int8 // plays made this deal (0–36)
	sp     int8 // index of the next stock card

	hand  [2]cards.Set
	table cards.Set
	pile  [2]cards.Set
	scope [2]int
	stock [stockSize]cards.Card

	total    [2]int
	deals    int  // completed (scored) deals
	dealOver bool // the last Apply finished and scored a deal
	lastDeal DealScore
	scored   bool // lastDeal holds a real deal

	rules Rules // the house rules, fixed for the match
}

var (
	_ games.State    = (*State)(nil)
	_ games.Optioner = (*State)(nil)
)

func newState(cfg games.Config) (games.State, error) { return New(cfg) }

// New starts a match at games.Chance. It accepts only the Italian deck, the
// options of Info().Options, and explicit deals that are permutations of
// the 40 cards.
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.Italian40 {
		return nil, fmt.Errorf("scopa is played with the italian40 deck, not deck %d", cfg.Deck)
	}
	if err := games.ValidateDeals(cfg.Deals, cards.Italian()); err != nil {
		return nil, err
	}
	opts, err := Info().ParseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("dealer p%d: scopa has seats p0 and p1", cfg.Dealer)
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), turn: games.Chance, winner: -1, last: -1, sp: stockSize, rules: RulesOf(opts)}
	if len(cfg.Deals) > 0 {
		s.script = &script{deals: cfg.Deals}
	}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 2)) // SC-D1: uniformly random
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	return s, nil
}

// Game returns Info.
func (s *State) Game() *games.Info { return Info() }

// Player returns the seat to move, games.Chance or games.Nobody.
func (s *State) Player() int { return int(s.turn) }

// Done reports whether the match is over.
func (s *State) Done() bool { return s.turn == games.Nobody }

// Clone returns an independent copy.
func (s *State) Clone() games.State { c := *s; return &c }

// Dealer returns the current deal's dealer (the next deal's, at Chance).
func (s *State) Dealer() int { return int(s.dealer) }

// NextDeal returns the pack the next games.Deal deals, top card first, and
// its dealer, without dealing it (the generator is copied, not advanced).
// The deal is laid out from the dealer's seat only, so the same pack with
// the other dealer gives each seat the other's hand and role: this is how
// a deal is played again with the seats swapped (record.SeatsTurned).
// Meaningful at a chance point.
func (s *State) NextDeal() ([]cards.Card, int) {
	pack := make([]cards.Card, 40)
	if s.script != nil && s.next < len(s.script.deals) {
		copy(pack, s.script.deals[s.next])
	} else {
		for i := range pack {
			pack[i] = cards.Card(i)
		}
		rng := s.rng
		cards.Shuffle(pack, &rng)
	}
	return pack, int(s.dealer)
}

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

// Table returns the face-up table cards.
func (s *State) Table() cards.Set { return s.table }

// Pile returns the cards seat p captured this deal.
func (s *State) Pile(p int) cards.Set {
	if !isSeat(p) {
		return 0
	}
	return s.pile[p]
}

// Scope returns seat p's scopa count this deal.
func (s *State) Scope(p int) int {
	if !isSeat(p) {
		return 0
	}
	return s.scope[p]
}

// StockLen returns the number of cards left in the stock.
func (s *State) StockLen() int { return stockSize - int(s.sp) }

// Plays returns the number of plays made in the current deal (0–36); play
// number 36 is the last play, on which a sweep scores nothing.
func (s *State) Plays() int { return int(s.plays) }

// LastCapturer returns the seat that captured last this deal, or -1.
func (s *State) LastCapturer() int { return int(s.last) }

// MatchPoints returns the match totals.
func (s *State) MatchPoints() [2]int { return s.total }

// Score returns the current deal's score as if it ended now with the piles
// as they are (the table not yet given to anyone): what the computer players
// use to value a position cheaply.
func (s *State) Score() DealScore { return s.rules.Score(s.pile, s.scope) }

// Rules returns the house rules the match is played with.
func (s *State) Rules() Rules { return s.rules }

// Options returns the match's options (games.Optioner).
func (s *State) Options() games.Options { return s.rules.Options() }
