// Package games is the contract every Cardavia rules engine implements and
// every consumer (computer players, the app, the CLI) relies on.
//
// An engine's State is a whole match: its deals, its scores, and the seeded
// generator it deals from. The person and the computer players never touch a
// State; they get a View, which holds exactly what one player may know, and
// the View can Sample full States consistent with that knowledge. That split is
// what makes the computer players honest by construction.
//
// Legal and Apply append to caller-owned buffers, so a playout that reuses its
// buffers runs without allocating.
package games

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games/cards"
)

// Action is one move, encoded densely by each game (a card, a card with the
// cards it captures, a bid, "go", "close" …). Records spell actions in text
// with State.FormatAction and State.ParseAction.
type Action uint64

// Special values of State.Player.
const (
	// Chance is to move when the next deal is due: the only legal action
	// is Deal, which deals from the match's generator or its explicit deals.
	// The pause lets the app show the previous deal's summary first.
	Chance = -1
	// Nobody is to move once the match is over.
	Nobody = -2
)

// Deal is the chance action that deals the next deal. Games never use this
// value for anything else.
const Deal Action = 1<<64 - 2

// NoAction is no action of any game: what a decoded move of no kind encodes
// back to (each engine's Move.Action), refused by every Decode and Apply.
const NoAction Action = 1<<64 - 1

// State is a match in progress, authoritative and complete.
type State interface {
	// Game returns the game's registry entry.
	Game() *Info
	// Player returns the seat to move, Chance, or Nobody.
	Player() int
	// Legal appends the legal actions in a deterministic order to buf.
	Legal(buf []Action) []Action
	// Apply plays a, appending what happened to ev. An illegal action returns
	// an error wrapping ErrIllegal and leaves the state exactly as it was.
	Apply(a Action, ev []Event) ([]Event, error)
	// Clone returns an independent copy.
	Clone() State
	// View returns what seat player may know.
	View(player int) View
	// Done reports whether the match is over.
	Done() bool
	// Result returns the scores so far: the last deal's breakdown and the match.
	Result() Result
	// FormatAction spells a in record notation; ParseAction reads it back
	// in the context of this state (the notation may name cards only).
	FormatAction(a Action) string
	ParseAction(s string) (Action, error)
}

// View is one seat's information set. Concrete views are game-specific
// structs with JSON tags (the bot protocol sends them); this interface is what
// a game-independent search needs.
type View interface {
	// Viewer returns the seat whose knowledge this is.
	Viewer() int
	// Player returns the seat to move (or Chance or Nobody).
	Player() int
	// Legal appends the viewer's legal actions when it is the viewer's turn.
	Legal(buf []Action) []Action
	// Sample deals the cards the viewer cannot see, uniformly among the
	// deals consistent with everything the view implies, and returns the
	// resulting State. The error reports a view no deal satisfies.
	Sample(rng *rand.Rand) (State, error)
	// FormatAction spells a in record notation.
	FormatAction(a Action) string
}

// ErrIllegal is wrapped by every error for an action that the rules forbid.
var ErrIllegal = fmt.Errorf("illegal action")

// Illegal returns an error wrapping ErrIllegal with the reason.
func Illegal(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrIllegal}, args...)...)
}

// Config sets up a new match.
type Config struct {
	// Deck selects the deck for games that offer several (Schnapsen); zero
	// means the game's first deck.
	Deck cards.DeckID
	// Seed seeds the match's generator: the first dealer (when Dealer is
	// negative) and every deal not given in Deals.
	Seed uint64
	// Dealer is the first dealer's seat, or -1 to draw it from the seed.
	Dealer int
	// Deals optionally fixes the card order of the first deals, top of the
	// deck first, for tests and shared deals. Each must be a permutation of
	// the whole deck.
	Deals [][]cards.Card
	// Options holds game rule options by name and value, as a record's
	// "option name=value" headers give them; the engine reads them with
	// Info.ParseOptions and refuses any it does not declare.
	Options map[string]string
}

// Info is a game's registry entry: what the home screen, the CLI and the
// record parser need to know about it.
type Info struct {
	ID        string // record key: "schnapsen", "scopa", "skat", "gostop"
	Name      cards.Name
	Players   int
	Decks     []cards.DeckID // the first is the default
	Country   cards.Name
	Cards     int
	Wikipedia string
	// Pitch is the one-line description on the game's home tile.
	Pitch cards.Name
	// Format names the match format after the players line on the home
	// tile and the rules page ("match to 11", "one deal"); empty for none.
	Format cards.Name
	// New starts a match.
	New func(Config) (State, error)
	// Kinds names the game's own event kinds (KGame and up) as records and
	// transcripts spell them; it returns "" for a kind the game lacks.
	Kinds func(Kind) string
	// Declarer is set for a game in which one seat plays each deal against
	// the others and the deal's score stands at that seat alone (Skat): the
	// other seats score 0, and a deal that no seat scores was passed in.
	// It is a fact of the rules, so that whoever judges a deal (the
	// statistics, the arena) reads it here rather than keeping a list.
	Declarer bool
	// Options are the house rules the game offers (options.go), in the
	// order the house-rules screen lists them; none for a game played by
	// the seed's rules only.
	Options []OptionSpec
	// OptionDeck, when set, names the pack a match is dealt from when the
	// table chose deck d and the options o: a house rule that changes the
	// pack (Sechsundsechzig adds the nines to Schnapsen's 20 cards) keeps
	// the person's choice of suits. Nil: the chosen deck. See PlayDeck.
	OptionDeck func(d cards.DeckID, o Options) cards.DeckID
	// OptionFormat names the match format when a house rule changes it
	// (Skat's list: "list of 24 deals"); nil, or an empty name, is Format.
	// See MatchFormat.
	OptionFormat func(o Options) cards.Name
}

// MatchFormat names the format of a match of g played with the options o:
// what the home tile says after the players ("match to 11", "list of 24
// deals"), Format unless an option changes it.
func (g *Info) MatchFormat(o Options) cards.Name {
	if g.OptionFormat != nil {
		if n := g.OptionFormat(o); n.English != "" {
			return n
		}
	}
	return g.Format
}

// PlayDeck is the deck a match of g is played with when the table chose d
// and the options o: d itself unless an option changes the pack. Whoever
// reads or writes a match's cards (a record's deals, the table's art and
// names) goes through it, since a record's "deck" header keeps the chosen
// deck and its "option" headers say what changed.
func (g *Info) PlayDeck(d cards.DeckID, o Options) cards.DeckID {
	if g.OptionDeck == nil {
		return d
	}
	return g.OptionDeck(d, o)
}

// KindName names k: a generic kind by Kind.String, a game kind by g.Kinds.
// A nil g, or a kind g does not name, reads "kind<n>".
func (g *Info) KindName(k Kind) string {
	if k >= KGame && g != nil && g.Kinds != nil {
		if n := g.Kinds(k); n != "" {
			return n
		}
	}
	return k.String()
}

// HasDeck reports whether the game can be played with deck d.
func (g *Info) HasDeck(d cards.DeckID) bool {
	for _, x := range g.Decks {
		if x == d {
			return true
		}
	}
	return false
}

// ValidateDeals checks explicit deals against a deck: each must hold every
// card exactly once. A deal may add extra cards of the deck's (Go-Stop's
// bonus cards, each once): the game's New checks that its rules deal them.
func ValidateDeals(deals [][]cards.Card, d *cards.Deck) error {
	for i, deal := range deals {
		extras := 0
		for _, c := range deal {
			if d.IsExtra(c) {
				extras++
			}
		}
		if len(deal)-extras != d.Size() {
			return fmt.Errorf("deal %d has %d cards, the %s deck has %d", i+1, len(deal), d.Key(), d.Size())
		}
		var seen cards.Set
		for _, c := range deal {
			if !d.Valid(c) && !d.IsExtra(c) {
				return fmt.Errorf("deal %d holds card %d, not of the %s deck", i+1, c, d.Key())
			}
			if seen.Has(c) {
				return fmt.Errorf("deal %d holds %s twice", i+1, d.Code(c))
			}
			seen = seen.Add(c)
		}
	}
	return nil
}
