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

// Info returns Skat's registry entry: a fresh copy each call, so
// that no caller can change what another sees.
func Info() *games.Info {
	return &games.Info{
		ID:        "skat",
		Name:      cards.Name{ID: "game.skat", English: "Skat"},
		Players:   3,
		Decks:     []cards.DeckID{cards.German32},
		Country:   cards.Name{ID: "country.de", English: "Germany"},
		Cards:     32,
		Wikipedia: "https://en.wikipedia.org/wiki/Skat_(card_game)",
		Pitch:     cards.Name{ID: "game.skat.pitch", English: "Bid, take the skat and declare: Germany's great three-handed trick game."},
		Format:    cards.Name{ID: "game.skat.format", English: "one deal"},
		New:       func(cfg games.Config) (games.State, error) { return New(cfg) },
		Kinds:     KindName,
		Declarer:  true,
		Options:   append(optionSpecs(), listOptionSpecs()...),
		OptionFormat: func(o games.Options) cards.Name {
			return listFormat(ListRulesOf(o).Length)
		},
	}
}

// The record names of the house rules of the deal (docs/games/skat.md,
// "House rules"). Code refers to an option by its name, never by its
// position: Info().Options also lists the options of the list (its length,
// its scoring), declared after these, and a position could shift.
const (
	// OptionRamsch plays Ramsch when all three pass.
	OptionRamsch = "ramsch"
	// OptionKontraRe lets a defender say Kontra and the declarer Re.
	OptionKontraRe = "kontra-re"
	// OptionSchieberamsch plays Ramsch with the skat pushed on.
	OptionSchieberamsch = "schieberamsch"
	// OptionAnnouncements lets the declarer of a hand game announce
	// Schneider or Schwarz, or play a suit or Grand game ouvert.
	OptionAnnouncements = "announcements"
)

// optionSpecs declares the house rules of the deal: the options of one
// deal come first in Info().Options.
func optionSpecs() []games.OptionSpec {
	return []games.OptionSpec{
		games.Switch(OptionRamsch,
			cards.Name{ID: "option.skat.ramsch", English: "Ramsch when all pass"},
			cards.Name{ID: "option.skat.ramsch.help", English: "When all three pass, everyone plays alone with only the four Unters as trumps; whoever takes the most card points loses them."}),
		games.Switch(OptionKontraRe,
			cards.Name{ID: "option.skat.kontrare", English: "Kontra and Re"},
			cards.Name{ID: "option.skat.kontrare.help", English: "A defender may say Kontra before playing his first card, which doubles the score; the declarer may answer Re, which doubles it again."}),
		games.Switch(OptionSchieberamsch,
			cards.Name{ID: "option.skat.schieberamsch", English: "Schieberamsch"},
			cards.Name{ID: "option.skat.schieberamsch.help", English: "Ramsch when all pass, and before it each player in turn may take the skat and push two cards on (no Unters); every push doubles the loss."}),
		games.Switch(OptionAnnouncements,
			cards.Name{ID: "option.skat.announcements", English: "Schneider, Schwarz and ouvert announced"},
			cards.Name{ID: "option.skat.announcements.help", English: "In a hand game the declarer may announce Schneider or Schwarz, or play a suit or Grand game with his cards face up; each raises the game value by one level, and a level not reached loses the game."}),
	}
}

// Rules are the house rules a match is played with: Skat's side of
// games.Options, as the State and the View use them. The zero Rules is the
// seed's game. Its JSON names are the options' record names in camelCase,
// as every key of a view, and a View leaves it out when no option is on;
// the list's options (list.go) are embedded, so that they sit beside the
// deal's in a view's "options".
type Rules struct {
	// Ramsch plays the deal that all three passed as Ramsch instead of
	// abandoning it (spec §4.2 abandons it).
	Ramsch bool `json:"ramsch,omitempty"`
	// KontraRe lets a defender double the game before his first card
	// (Kontra) and the declarer redouble (Re); spec §7 has no doubling.
	KontraRe bool `json:"kontraRe,omitempty"`
	// Schieberamsch plays a passed deal as Ramsch (with or without the
	// option Ramsch) after the skat went round: each player in turn may
	// take it and push two cards on, doubling the loss.
	Schieberamsch bool `json:"schieberamsch,omitempty"`
	// Announcements lets the declarer of a hand game announce Schneider
	// or Schwarz, or play a suit or Grand game ouvert (ISkO 5.2.5–5.2.6;
	// spec SK-D1 leaves them out).
	Announcements bool `json:"announcements,omitempty"`
	// ListRules are the list's options: its length, its scoring, Bock
	// rounds.
	ListRules
}

// RulesOf reads Skat's house rules from o: the deal's, and the list's by
// ListRulesOf.
func RulesOf(o games.Options) Rules {
	info := Info()
	on := func(name string) bool { return o.On(info.OptionIndex(name)) }
	return Rules{Ramsch: on(OptionRamsch), KontraRe: on(OptionKontraRe), Schieberamsch: on(OptionSchieberamsch),
		Announcements: on(OptionAnnouncements), ListRules: ListRulesOf(o)}
}

// Options is r as games.Options (RulesOf's inverse): the deal's options
// and, at their own positions, the list's.
func (r Rules) Options() games.Options {
	o := r.ListRules.Options()
	info := Info()
	set := func(name string, on bool) {
		if i := info.OptionIndex(name); on && i >= 0 {
			o[i] = 1
		}
	}
	set(OptionRamsch, r.Ramsch)
	set(OptionKontraRe, r.KontraRe)
	set(OptionSchieberamsch, r.Schieberamsch)
	set(OptionAnnouncements, r.Announcements)
	return o
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

// script is the explicit deals of a match, in order. It is never written
// after New, so clones share it.
type script struct {
	deals [][]cards.Card
}

// State is a Skat match: the seed's single deal, or a list of deals
// (list.go) when that option is on.
type State struct {
	rng      rand.PCG
	rules    Rules   // the house rules, fixed for the match (list.rules is its ListRules)
	script   *script // the explicit deals, nil for none
	list     listState
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
	announced Level // house rule "announcements": Schneider, Schwarz or ouvert announced

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

	// Kontra and Re (house rule).
	doubled  [3]bool // the seats that said Kontra (a defender) or Re (the declarer)
	reClosed bool    // the declarer played a card after the Kontra without Re

	// Schieberamsch (house rule): the seat deciding on the skat, and how
	// many took it and pushed two cards on.
	pusher int8
	pushes uint8
}

var (
	_ games.State    = (*State)(nil)
	_ games.Optioner = (*State)(nil)
)

// New starts a Skat match from cfg, with the house rules of cfg.Options:
// one deal, or a list of deals when the list option is on (list.go).
func New(cfg games.Config) (*State, error) {
	if cfg.Deck != 0 && cfg.Deck != cards.German32 {
		return nil, fmt.Errorf("skat is played with the german32 deck, not deck %d", cfg.Deck)
	}
	opts, err := Info().ParseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if err := games.ValidateDeals(cfg.Deals, cards.German()); err != nil {
		return nil, err
	}
	r := RulesOf(opts)
	if n := max(r.Length, 1); len(cfg.Deals) > n {
		if n == 1 {
			return nil, fmt.Errorf("skat is one deal, got %d explicit deals", len(cfg.Deals))
		}
		return nil, fmt.Errorf("a list of %d deals, got %d explicit deals", n, len(cfg.Deals))
	}
	if cfg.Dealer >= 3 {
		return nil, fmt.Errorf("dealer p%d: skat has seats p0 to p2", cfg.Dealer)
	}
	s := &State{rng: cards.NewPCG(cfg.Seed), declarer: -1, rules: r, list: listState{rules: r.ListRules}}
	if cfg.Dealer < 0 {
		s.dealer = int8(cards.Intn(&s.rng, 3))
	} else {
		s.dealer = int8(cfg.Dealer)
	}
	if len(cfg.Deals) > 0 {
		s.script = &script{deals: cfg.Deals}
	}
	return s, nil
}

// Rules returns the house rules the match is played with.
func (s *State) Rules() Rules { return s.rules }

// Options returns the match's options (games.Optioner).
func (s *State) Options() games.Options { return s.rules.Options() }

// Game returns Skat's registry entry.
func (s *State) Game() *games.Info { return Info() }

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

// NextDeal returns the pack the next games.Deal deals, top card first, and
// its dealer, without dealing it (the generator is copied, not advanced).
// The deal is laid out clockwise from forehand, the seat after the dealer,
// so the same pack with the dealer moved k seats back gives every seat the
// hand and role of the seat k places on: this is how a deal is played
// again with the person in another seat (record.SeatsTurned). Meaningful
// at a chance point.
func (s *State) NextDeal() ([]cards.Card, int) {
	var pack [32]cards.Card
	rng := s.rng
	s.pack(&pack, &rng)
	dealer := s.dealer
	if s.phase == PhaseOver {
		dealer = (dealer + 1) % 3 // the next deal of a list
	}
	return pack[:], int(dealer)
}

// pack lays out the next deal's pack: the next explicit deal, else a
// shuffle with rng.
func (s *State) pack(pack *[32]cards.Card, rng *rand.PCG) {
	if k := int(s.list.played); s.script != nil && k < len(s.script.deals) {
		copy(pack[:], s.script.deals[k])
		return
	}
	for i := range pack {
		pack[i] = cards.Card(i)
	}
	cards.Shuffle(pack[:], rng)
}

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
// won (the fixed value for Null), over the declarer's real twelve cards,
// with the levels announced: the least a won game is worth; 0 before the
// announcement. A search can weigh outcomes with it.
func (s *State) Value() int {
	if s.game == NoGame || s.declarer < 0 {
		return 0
	}
	return AnnouncedValue(s.game, s.twelve(), s.handGame, s.announced, false, false)
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
	if s.game == Ramsch {
		return s.ramschSettlement(), true
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
	st := settleAnnounced(s.game, s.handGame, s.announced, s.twelve(), int(s.bid), dp, int(s.won[d]))
	st.Kontra = s.kontra()
	st.Score <<= st.Kontra
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
		if s.game == Ramsch {
			return int(s.pusher)
		}
		return int(s.declarer)
	case PhasePlay:
		return int(s.turn)
	case PhaseOver:
		if s.list.more() {
			return games.Chance // the next deal of the list
		}
	}
	return games.Nobody
}

// Done reports whether the match is over: its one deal, or the list's last.
func (s *State) Done() bool { return s.phase == PhaseOver && !s.list.more() }
