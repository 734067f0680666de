package games

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games/cards"
)

// Zone is a place a card can be.
type Zone uint8

// The zones. Owners (which seat's hand or pile) are in Event.Player/Target.
const (
	NoZone    Zone = iota
	Deck           // the undealt pack
	Hand           // a player's hand
	Table          // face-up layout (Scopa table, Go-Stop layout)
	Stock          // face-down draw pile
	Indicator      // face-up trump card under the stock (Schnapsen)
	Trick          // the trick being played
	Pile           // a player's won or captured cards
	Skat           // the two Skat cards
)

var zoneNames = [...]string{"-", "deck", "hand", "table", "stock", "indicator", "trick", "pile", "skat"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return fmt.Sprint("zone", int(z))
}

// Kind says what an event is. The kinds below are the generic ones, shared by
// every game because the app animates them in one place: cards moving from
// zone to zone, tricks and captures gathered to a pile, and the flow of deals
// and the match. Each game numbers its own kinds (bids, marriages, go and
// stop …) from KGame up in its events.go and names them through
// Info.KindName; the values of different games overlap, so a game kind means
// something only together with its game.
//
// An event of any kind that names both From and To carries a card journey:
// the app moves its Cards (or its Card) from the one zone to the other.
type Kind uint8

// The generic event kinds.
const (
	KNone        Kind = iota
	KMove             // Card (or Cards) moved From → To
	KDealStart        // a new deal begins; Player is the dealer
	KTrickWon         // Player won the trick holding Cards, worth Value
	KDealOver         // the deal is scored: Values per seat (see State.Result)
	KMatchOver        // the match is won by Player (or drawn, Player = -1)
	KRedeal           // the deal is void and dealt again by the same dealer
	KAbandoned        // the deal ends unscored
	KLeadChange       // informational: Player leads next
	KCapture          // Player captured Cards from the table with Card: both go to its pile
	KSweepToLast      // the table's Cards went to Player's pile, the last capturer, at the deal's end

	kindCount
)

// KGame is the first game-specific kind: each game numbers its own from here.
const KGame Kind = 32

var kindNames = [...]string{
	KNone: "none", KMove: "move", KDealStart: "deal", KTrickWon: "trick", KDealOver: "deal-over",
	KMatchOver: "match-over", KRedeal: "redeal", KAbandoned: "abandoned", KLeadChange: "lead",
	KCapture: "capture", KSweepToLast: "table-to-last-capturer",
}

// String names a generic kind; a game kind, which only its game can name
// (Info.KindName), reads "kind<n>".
func (k Kind) String() string {
	if int(k) < len(kindNames) && kindNames[k] != "" {
		return kindNames[k]
	}
	return fmt.Sprint("kind", int(k))
}

// Everyone is Event.Private for an event all seats see in full.
const Everyone = -1

// Event is one thing that happened, in terms the app can animate. It is a
// plain value (no slices) so that emitting events never allocates.
type Event struct {
	Kind     Kind
	Player   int8 // the seat the event is about (-1: none)
	Target   int8 // a second seat (whose pile, whose junk), or a kind-specific flag
	From, To Zone
	Card     cards.Card // the card, or cards.None
	Cards    cards.Set  // several cards
	Value    int32      // points, bid, count …
	// Private is the one seat allowed to see Card and Cards, or Everyone.
	// Redact hides them from the others.
	Private int8
}

// Redact returns e as seat viewer may see it: a private event keeps its kind
// and zones (the card visibly moves) but loses the card faces.
func (e Event) Redact(viewer int) Event {
	if e.Private != Everyone && int(e.Private) != viewer {
		e.Card = cards.None
		n := e.Cards.Len()
		e.Cards = 0
		if e.Value == 0 {
			e.Value = int32(n)
		}
	}
	return e
}

// RedactAll redacts a slice of events in place for viewer and returns it.
func RedactAll(ev []Event, viewer int) []Event {
	for i := range ev {
		ev[i] = ev[i].Redact(viewer)
	}
	return ev
}

// Format describes e in one line for logs and the CLI, naming cards by their
// codes in deck d. It names generic kinds only: FormatIn names a game's own.
func (e Event) Format(d *cards.Deck) string { return e.FormatIn(nil, d) }

// FormatIn is Format with the event kinds named by game g (nil: generic
// names only).
func (e Event) FormatIn(g *Info, d *cards.Deck) string {
	var b strings.Builder
	b.WriteString(g.KindName(e.Kind))
	if e.Player >= 0 {
		fmt.Fprintf(&b, " p%d", e.Player)
	}
	if e.Card != cards.None {
		b.WriteString(" " + d.Code(e.Card))
	}
	if e.Cards != 0 {
		b.WriteString(" [" + e.Cards.Format(d) + "]")
	}
	if e.From != NoZone || e.To != NoZone {
		fmt.Fprintf(&b, " %s→%s", e.From, e.To)
	}
	if e.Target >= 0 && e.Target != e.Player {
		fmt.Fprintf(&b, " target=p%d", e.Target)
	}
	if e.Value != 0 {
		fmt.Fprintf(&b, " value=%d", e.Value)
	}
	if e.Private != Everyone {
		fmt.Fprintf(&b, " (seen by p%d)", e.Private)
	}
	return b.String()
}

// Result is a match's scores: the last finished deal's with its breakdown,
// and the match's.
type Result struct {
	// DealOver reports whether the current deal is finished and scored.
	DealOver bool
	// Deal holds the last finished deal's score per seat, in the game's
	// natural unit (Schnapsen game points, Scopa points, Skat declarer
	// score, Go-Stop payout), positive for what the seat won.
	Deal []int
	// Match holds the match totals per seat (Schnapsen counts down from 7).
	Match []int
	// Winner is the match winner, or -1 while none (or for a draw).
	Winner int
	// Lines explains the deal score, line by line, for summaries.
	Lines []Line
	// Deals counts the finished deals of the match.
	Deals int
	// NoDeclarer marks a deal of a game with a declarer (Info.Declarer)
	// that was played without one — Skat's Ramsch, a house rule —, where
	// Deal holds each seat's own score (a loss at each loser) instead of
	// the declarer's alone.
	NoDeclarer bool
}

// Line is one line of a score breakdown.
type Line struct {
	Seat  int        // the seat it is about, or -1
	Label cards.Name // what it is ("Cards", "Primiera", "Matadors" …)
	Value int        // the points it gives
	Note  string     // extra detail in English (for the CLI and logs)
}

// GameKindName looks a game's own kind up in names, the game's names of its
// kinds from KGame on ("" for a kind outside them). Each engine's KindName
// is this over its table.
func GameKindName(names []string, k Kind) string {
	if k < KGame || int(k-KGame) >= len(names) {
		return ""
	}
	return names[k-KGame]
}
