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

// Kind says what an event is. The list is shared by every game so that the
// app animates and describes them in one place.
type Kind uint8

// The event kinds.
const (
	KNone Kind = iota
	// Generic moves and flow.
	KMove       // Card (or Cards) moved From → To
	KDealStart  // a new deal begins; Player is the dealer
	KTrickWon   // Player won the trick holding Cards, worth Value
	KDealOver   // the deal is scored: Values per seat (see State.Result)
	KMatchOver  // the match is won by Player (or drawn, Player = -1)
	KRedeal     // the deal is void and dealt again by the same dealer
	KAbandoned  // the deal ends unscored
	KLeadChange // informational: Player leads next

	// Schnapsen.
	KExchange // Player swapped the trump Unter/Jack (Card) for the indicator (Cards)
	KClose    // Player closed the stock
	KMarriage // Player declared a marriage with Card, worth Value (20/40); Target=1 if pending
	KMarriageCredited
	KReached66
	KStockExhausted

	// Scopa.
	KCapture         // Player captured Cards with Card
	KScopa           // Player swept the table: one scopa point
	KSweepToLast     // the table's Cards went to Player, the last capturer, at the deal's end
	KPrizeCards      // Player took the Cards point (Value 1), or nobody (Player -1, Value 0)
	KPrizeCoins      // Player took the Coins point, or nobody
	KPrizeSettebello // Player took the Settebello point (Card is the 7 of Coins)
	KPrizePrimiera   // Player took the Primiera point, or nobody

	// Skat.
	KBid        // Player bid Value
	KHold       // Player held at Value
	KPass       // Player passed
	KSkatTake   // Player picked up the skat (Cards, private)
	KHand       // Player plays hand
	KDiscard    // Player put Cards into the skat (private)
	KDeclare    // Player announced game Value (game-specific code)
	KReveal     // Player's hand Cards shown to everyone (Null ouvert)
	KAuctionWon // Player won the auction and declares at bid Value
	KSkatShown  // the skat's Cards are shown at settlement; Value = card points counted for the declarer

	// Go-Stop.
	KFlip       // Player turned Card from the stock
	KPairChoice // Player chose which of two cards to take
	KPpuk       // a stack of three formed
	KTtadak
	KChok
	KSseul
	KStealJunk // Player took junk Cards from Target
	KGo        // Player called go number Value
	KStop      // Player stopped with Value
	KInstantWin
	KPaired     // Player's Card formed a pending pair with the layout card in Cards
	KStackTaken // Player took a three-card stack (Cards); Target = its maker, -1 for an opening-layout triple
	KNagari     // the stock ran out without a stop: the deal is a draw

	kindCount
)

var kindNames = [...]string{
	KNone: "none", KMove: "move", KDealStart: "deal", KTrickWon: "trick", KDealOver: "deal-over",
	KMatchOver: "match-over", KRedeal: "redeal", KAbandoned: "abandoned", KLeadChange: "lead",
	KExchange: "exchange", KClose: "close", KMarriage: "marriage", KMarriageCredited: "marriage-credited",
	KReached66: "66", KStockExhausted: "stock-exhausted",
	KCapture: "capture", KScopa: "scopa", KSweepToLast: "table-to-last-capturer",
	KPrizeCards: "prize-cards", KPrizeCoins: "prize-coins", KPrizeSettebello: "prize-settebello", KPrizePrimiera: "prize-primiera",
	KBid: "bid", KHold: "hold", KPass: "pass", KSkatTake: "skat-taken", KHand: "hand",
	KDiscard: "discard", KDeclare: "declare", KReveal: "reveal", KAuctionWon: "auction-won", KSkatShown: "skat-shown",
	KFlip: "flip", KPairChoice: "pair-choice", KPpuk: "ppuk", KTtadak: "ttadak", KChok: "chok",
	KSseul: "sseul", KStealJunk: "junk-stolen", KGo: "go", KStop: "stop", KInstantWin: "instant-win",
	KPaired: "paired", KStackTaken: "stack-taken", KNagari: "nagari",
}

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
// codes in deck d.
func (e Event) Format(d *cards.Deck) string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
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
}

// Line is one line of a score breakdown.
type Line struct {
	Seat  int        // the seat it is about, or -1
	Label cards.Name // what it is ("Cards", "Primiera", "Matadors" …)
	Value int        // the points it gives
	Note  string     // extra detail in English (for the CLI and logs)
}
