// Package gostop is the two-player Go-Stop (Matgo) engine of the CARDAVIA
// table, exactly as ../shared/rules/gostop.md specifies it, including the
// table rules that deliberately differ from common Korean practice (the
// narrow sseul, no go-bak, S·2^(g−2) from the third go, pi-bak below 5 units,
// the cup never transferred).
//
// A match is a single deal. A turn is one Apply of a hand card (with the pair
// choice when two loose layout cards match it); the stock card is then turned
// by the engine, which stops only when the turned card meets two loose layout
// cards (the player picks one) and when a go/stop decision is due.
package gostop

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Info returns Go-Stop's registry entry: a fresh copy each call, so
// that no caller can change what another sees.
func Info() *games.Info {
	return &games.Info{
		ID:        "gostop",
		Name:      cards.Name{ID: "game.gostop", English: "Go-Stop"},
		Players:   2,
		Decks:     []cards.DeckID{cards.Hwatu48},
		Country:   cards.Name{ID: "country.korea", English: "Korea"},
		Cards:     48,
		Wikipedia: "https://en.wikipedia.org/wiki/Go-Stop",
		Pitch:     cards.Name{ID: "game.gostop.pitch", English: "Match flower cards by month, build combinations, then dare to Go or Stop."},
		Format:    cards.Name{ID: "game.gostop.format", English: "single deal"},
		New:       newState,
		Kinds:     KindName,
		Options:   optionSpecs(),
	}
}

// The positions of Go-Stop's options in Info().Options.
const (
	OptShaking = iota
	OptBombs
	OptKoreanGo
	OptGoBak
	OptNagari
	OptBonus
)

// bonusValues are the values of the bonus option: how many bonus cards
// join the pack.
var bonusValues = [...]int8{0, 2, 3}

// optionSpecs declares the house rules (docs/games/gostop.md, "House
// rules"), in the order of the Opt constants.
func optionSpecs() []games.OptionSpec {
	opt := func(what, label, help string) (cards.Name, cards.Name) {
		return cards.Name{ID: "option.gostop." + what, English: label}, cards.Name{ID: "option.gostop." + what + ".help", English: help}
	}
	shakeL, shakeH := opt("shaking", "Shaking", "Show three cards of a month from your hand as you play one of them: if you win the deal, your payment doubles.")
	bombL, bombH := opt("bombs", "Bombs", "Play three cards of a month onto the fourth on the layout: you take all four and a junk card, and your payment doubles if you win.")
	goL, goH := opt("koreango", "Korean Go payment", "Each Go adds 1 point, and from the third Go the payment also doubles with each Go.")
	bakL, bakH := opt("gobak", "Go-bak", "Whoever said Go and is then beaten by a Stop pays double.")
	nagL, nagH := opt("nagari", "Nagari doubles", "A drawn deal is dealt again, and the next deal pays double.")
	bonL, bonH := opt("bonus", "Bonus cards", "Two double-junk bonus cards, or those and a triple-junk one, join the pack: a bonus card goes to its player's junk pile at once, and a card from the stock takes its place.")
	return []games.OptionSpec{
		OptShaking:  games.Switch("shaking", shakeL, shakeH),
		OptBombs:    games.Switch("bombs", bombL, bombH),
		OptKoreanGo: games.Switch("korean-go", goL, goH),
		OptGoBak:    games.Switch("go-bak", bakL, bakH),
		OptNagari:   games.Switch("nagari-doubles", nagL, nagH),
		OptBonus: {Name: "bonus", Label: bonL, Help: bonH, Kind: games.OptionChoice, Values: []string{games.Off, "2", "3"},
			ValueLabels: []cards.Name{{ID: "option.gostop.bonus.off", English: "None"},
				{ID: "option.gostop.bonus.2", English: "2 cards (double junk)"},
				{ID: "option.gostop.bonus.3", English: "3 cards (and a triple junk)"}}},
	}
}

// Rules are the house rules a match is played with: the Go-Stop side of
// games.Options, as the State, the View and the payment use them. The zero
// Rules is the seed's game (../shared/rules/gostop.md, which omits all of
// them as table rules). Its JSON names are the options' record names in
// camelCase, and a View leaves it out when no option is on.
type Rules struct {
	// Shaking lets a seat holding three cards of a month, none of which
	// lies on the layout, show them as it plays one: ×2 if it wins.
	Shaking bool `json:"shaking,omitempty"`
	// Bombs lets a seat holding three cards of a month play them onto the
	// fourth on the layout: it takes all four and a junk card, gets two
	// dummy turns (turning the stock only), and ×2 if it wins.
	Bombs bool `json:"bombs,omitempty"`
	// KoreanGo pays a Stop after g gos (S+g) for g ≤ 2 and (S+g)·2^(g−2)
	// from the third go, where the seed pays S·2^(g−2).
	KoreanGo bool `json:"koreanGo,omitempty"`
	// GoBak doubles the payment of a seat that said go and is stopped on.
	GoBak bool `json:"goBak,omitempty"`
	// NagariDoubles deals again after a nagari, the next deal paying
	// double (cumulatively, up to MaxNagariDoublings).
	NagariDoubles bool `json:"nagariDoubles,omitempty"`
	// Bonus is how many bonus cards join the pack (option bonus): 0, 2
	// (two double-junk jokers) or 3 (and a triple-junk joker). A bonus
	// card goes to its player's pile at once and is replaced from the
	// stock (docs/games/gostop.md, "Bonus cards").
	Bonus int8 `json:"bonus,omitempty"`
}

// MaxNagariDoublings caps the carried nagari multiplier at 2^4 = ×16: a
// long run of drawn deals must not make one deal worth absurd sums.
const MaxNagariDoublings = 4

// RulesOf reads Go-Stop's options.
func RulesOf(o games.Options) Rules {
	r := Rules{Shaking: o.On(OptShaking), Bombs: o.On(OptBombs), KoreanGo: o.On(OptKoreanGo),
		GoBak: o.On(OptGoBak), NagariDoubles: o.On(OptNagari)}
	if i := int(o[OptBonus]); i < len(bonusValues) {
		r.Bonus = bonusValues[i]
	}
	return r
}

// Options is r as games.Options (RulesOf's inverse).
func (r Rules) Options() games.Options {
	var o games.Options
	for i, on := range [...]bool{OptShaking: r.Shaking, OptBombs: r.Bombs, OptKoreanGo: r.KoreanGo, OptGoBak: r.GoBak, OptNagari: r.NagariDoubles} {
		if on {
			o[i] = 1
		}
	}
	for i, n := range bonusValues {
		if n == r.Bonus {
			o[OptBonus] = uint8(i)
		}
	}
	return o
}

// Phase is where a deal stands.
type Phase uint8

// The phases.
const (
	PhaseChance     Phase = iota // the deal (or a redeal) is due
	PhasePlay                    // ToMove plays a hand card
	PhaseFlipChoice              // the turned stock card meets two loose layout cards: ToMove picks one
	PhaseDecide                  // ToMove says go or stop
	PhaseOver                    // the deal, and so the match, is over
)

// Step1 is the provisional outcome of the hand card (spec §4.1).
type Step1 uint8

// The step-1 states.
const (
	Laid  Step1 = iota // no layout card of its month: it is laid
	Pair               // one: a pending pair
	Pair2              // two: a pending pair with the chosen one, the other stays
	Stack              // a stack of three: all four are taken
	Bomb               // a bomb: three hand cards onto the fourth (Pair), all four taken
	Dummy              // a dummy turn after a bomb: no hand card, the stock card only
)

// End says how the deal ended.
type End uint8

// The ways a deal ends.
const (
	EndNone   End = iota
	EndStop       // a Stop: the stopper wins the payout
	EndQuad       // four of a month in one hand: 5 points
	EndPpuk       // a third ppuk: 5 points
	EndNagari     // the stock ran out without a Stop: a draw
)

// Stack makers in Public.StackMaker (besides the seats 0 and 1).
const (
	NoStack     int8 = -1 // the month has no stack on the layout
	OpeningDeal int8 = 2  // a triple dealt to the layout: it has no maker
)

// Pending is the turn in progress between the hand card and the resolution:
// everything in it is face up.
type Pending struct {
	Card  cards.Card `json:"card"`  // the hand card played (255: none)
	Step  Step1      `json:"step"`  // what it did (§4.1)
	Pair  cards.Card `json:"pair"`  // the layout card it pairs with (Pair, Pair2)
	Other cards.Card `json:"other"` // the other loose card of its month (Pair2)
	Flip  cards.Card `json:"flip"`  // the turned stock card
	Maker int8       `json:"maker"` // the maker of the stack the hand card takes (Stack)
	Start cards.Set  `json:"start"` // the layout at the start of the turn (for sseul)
}

// Public is everything about a deal that both seats see. The View embeds
// it; the State adds the hands and the stock.
type Public struct {
	Phase  Phase `json:"phase"`
	ToMove int8  `json:"toMove"` // the seat to move (meaningful in PhasePlay, PhaseFlipChoice, PhaseDecide)
	First  int8  `json:"first"`  // the seat that plays turns 1, 3, …
	Turn   int8  `json:"turn"`   // 1 to 20; turn 20 is the final turn
	// StockLeft counts the face-down stock cards.
	StockLeft int8 `json:"stockCount"`
	// Layout holds the face-up cards between the players, pending cards included.
	Layout cards.Set    `json:"layout"`
	Piles  [2]cards.Set `json:"piles"`  // captured cards per seat
	Played [2]cards.Set `json:"played"` // the cards each seat has played from its hand
	// StackMaker per month (index month−1): NoStack, a seat, or OpeningDeal.
	StackMaker [12]int8 `json:"stackMaker"`
	Ppuk       [2]int8  `json:"ppuk"`   // ppuk stacks each seat has made
	Gos        [2]int8  `json:"gos"`    // gos called
	LastGo     [2]int16 `json:"lastGo"` // the score at each seat's most recent go
	Pending    Pending  `json:"pending"`
	// The outcome, once Phase is PhaseOver.
	End     End       `json:"end"`
	Winner  int8      `json:"matchWinner"` // -1 for a draw (a match is one deal)
	Payment int32     `json:"payment"`     // what the loser pays the winner
	Quad    cards.Set `json:"quad"`        // the quad shown for EndQuad
	Deals   int8      `json:"deals"`       // finished deals (0 or 1; more after nagaris with NagariDoubles)
	Redeals int8      `json:"redeals"`     // deals voided by a quad
	// The house rules' part of the deal, all zero (and left out of the
	// JSON) when no option is on.
	Shaken  [2]cards.Set `json:"shaken,omitzero"`      // the cards each seat showed by shaking
	Shakes  [2]int8      `json:"shakes,omitzero"`      // shakes per seat
	Bombs   [2]int8      `json:"bombs,omitzero"`       // bombs per seat
	Dummies [2]int8      `json:"dummies,omitzero"`     // dummy turns each seat has left
	Carry   int8         `json:"nagariCarry,omitzero"` // nagaris before this deal (NagariDoubles)
	Options Rules        `json:"options,omitzero"`     // the house rules on
}

// State is a Go-Stop match (one deal). It is a plain value: Clone copies it.
type State struct {
	pub   Public // what both seats see: read it with Public
	hand  [2]cards.Set
	stock [maxStock]cards.Card // stock[stockSize−StockLeft] is the next card turned
	rng   rand.PCG
	deals [][]cards.Card // explicit deals, read only (shared by clones)
	next  int            // the next explicit deal to use
}

var _ games.State = (*State)(nil)

// maxStock is the largest stock: 20 cards and three bonus cards.
const maxStock = 23

// stockSize is how many cards the deal puts in the stock: 20 and the bonus
// cards.
func stockSize(r Rules) int { return 20 + int(r.Bonus) }

// NewBonus starts a match as New does, with n bonus cards in the pack (0, 2
// or 3): cfg's options with the option bonus set (tests and the computer
// players' measurements).
func NewBonus(cfg games.Config, n int) (*State, error) {
	if n != 0 && n != 2 && n != 3 {
		return nil, fmt.Errorf("gostop bonus cards: %d is not 0, 2 or 3", n)
	}
	opts := make(map[string]string, len(cfg.Options)+1)
	for k, v := range cfg.Options {
		opts[k] = v
	}
	opts["bonus"] = Info().Options[OptBonus].Values[slices.Index(bonusValues[:], int8(n))]
	cfg.Options = opts
	return New(cfg)
}

// validatePacks checks explicit deals against the pack: each holds every
// card of it once.
func validatePacks(deals [][]cards.Card, pack cards.Set) error {
	for i, d := range deals {
		var seen cards.Set
		for _, c := range d {
			if !pack.Has(c) || seen.Has(c) {
				return fmt.Errorf("deal %d: %s is not a card of this match's pack (option bonus) or repeated", i+1, Code(c))
			}
			seen = seen.Add(c)
		}
		if seen != pack {
			return fmt.Errorf("deal %d holds %d cards, not the pack's %d", i+1, len(d), pack.Len())
		}
	}
	return nil
}
func newState(cfg games.Config) (games.State, error) { return New(cfg) }

// New starts a match. cfg.Dealer, when not negative, is the seat that plays
// first (Go-Stop has no dealer of its own); otherwise the first player is
// drawn from the seed.
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.Hwatu48 {
		return nil, fmt.Errorf("gostop is played with the hwatu48 deck")
	}
	opts, err := Info().ParseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Dealer > 1 {
		return nil, fmt.Errorf("first player p%d: gostop has seats p0 and p1", cfg.Dealer)
	}
	if err := games.ValidateDeals(cfg.Deals, cards.Hwatu()); err != nil {
		return nil, err
	}
	// The pack is the 48 and the bonus cards the rules deal, no others.
	if err := validatePacks(cfg.Deals, packOf(RulesOf(opts))); err != nil {
		return nil, err
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), deals: cfg.Deals}
	if cfg.Dealer >= 0 {
		s.pub.First = int8(cfg.Dealer)
	} else {
		s.pub.First = int8(cards.Intn(&s.rng, 2))
	}
	s.pub.Winner = -1
	s.pub.Options = RulesOf(opts)
	s.clearDeal()
	return s, nil
}

func (s *State) clearDeal() {
	s.pub.Phase = PhaseChance
	s.pub.ToMove = s.pub.First
	s.pub.Turn = 0
	s.pub.StockLeft = 0
	s.pub.Layout = 0
	s.pub.Piles = [2]cards.Set{}
	s.pub.Played = [2]cards.Set{}
	for i := range s.pub.StackMaker {
		s.pub.StackMaker[i] = NoStack
	}
	s.pub.Ppuk = [2]int8{}
	s.pub.Gos = [2]int8{}
	s.pub.LastGo = [2]int16{}
	s.pub.Shaken = [2]cards.Set{}
	s.pub.Shakes = [2]int8{}
	s.pub.Bombs = [2]int8{}
	s.pub.Dummies = [2]int8{}
	s.pub.Pending = noPending
	s.hand = [2]cards.Set{}
	s.stock = [maxStock]cards.Card{}
}

var noPending = Pending{Card: cards.None, Pair: cards.None, Other: cards.None, Flip: cards.None, Maker: NoStack}

// Options returns the match's options (games.Optioner).
func (s *State) Options() games.Options { return s.pub.Options.Options() }

// Game returns Info.
func (s *State) Game() *games.Info { return Info() }

// Player returns the seat to move, games.Chance before the deal, or
// games.Nobody once it is over.
func (s *State) Player() int {
	switch s.pub.Phase {
	case PhaseChance:
		return games.Chance
	case PhaseOver:
		return games.Nobody
	}
	return int(s.pub.ToMove)
}

// Done reports whether the deal (the whole match) is over.
func (s *State) Done() bool { return s.pub.Phase == PhaseOver }

// Clone returns an independent copy.
func (s *State) Clone() games.State {
	c := *s
	return &c
}

// Public returns a copy of the public part of the deal: everything both
// seats see (what View embeds). Changing the copy changes nothing.
func (s *State) Public() Public { return s.pub }

// NextDeal returns the pack the next games.Deal deals, top card first, and
// the seat that plays first in it (what a record's dealer line names for
// Go-Stop), without dealing it (the generator is copied, not advanced).
// The deal is laid out from that seat only, so the same pack with the other
// seat first gives each seat the other's hand and role: this is how a deal
// is played again with the seats swapped (record.SeatsTurned). Meaningful
// at a chance point.
func (s *State) NextDeal() ([]cards.Card, int) {
	pack := make([]cards.Card, 48+int(s.pub.Options.Bonus))
	if s.next < len(s.deals) {
		copy(pack, s.deals[s.next])
	} else {
		for i := range pack {
			pack[i] = cards.Card(i)
		}
		rng := s.rng
		cards.Shuffle(pack, &rng)
	}
	return pack, int(s.pub.First)
}

// Hand returns a seat's hand (none for a seat other than 0 and 1).
func (s *State) Hand(seat int) cards.Set {
	if !isSeat(seat) {
		return 0
	}
	return s.hand[seat]
}

// isSeat reports whether p is one of the two seats.
func isSeat(p int) bool { return p == 0 || p == 1 }

// Stock returns the face-down stock, the next card first.
func (s *State) Stock() []cards.Card {
	n := stockSize(s.pub.Options)
	return s.stock[n-int(s.pub.StockLeft) : n]
}

// Scores returns both seats' current combination scores S.
func (s *State) Scores() [2]int { return [2]int{Points(s.pub.Piles[0]), Points(s.pub.Piles[1])} }
