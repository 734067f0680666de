package schnapsen

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Schnapsen's own event kinds, numbered from games.KGame; the generic ones
// (moves, tricks, captures, deal and match flow) are in package games.
const (
	KExchange         games.Kind = games.KGame + iota // Player swapped the trump Jack (Card) for the indicator (Cards)
	KClose                                            // Player closed the stock
	KMarriage                                         // Player declared a marriage with Card, worth Value (20/40); Target=1 if pending
	KMarriageCredited                                 // a pending marriage of Player counts now, with its first trick
	KReached66                                        // Player reached 66 card points
	KStockExhausted                                   // the last stock card is drawn: strict play from now on
	KLastTrickBonus                                   // Sechsundsechzig: Player took the last trick of an exhausted stock, worth Value (10) more

	kindEnd
)

var kindNames = [kindEnd - games.KGame]string{
	KExchange - games.KGame:         "exchange",
	KClose - games.KGame:            "close",
	KMarriage - games.KGame:         "marriage",
	KMarriageCredited - games.KGame: "marriage-credited",
	KReached66 - games.KGame:        "66",
	KStockExhausted - games.KGame:   "stock-exhausted",
	KLastTrickBonus - games.KGame:   "last-trick",
}

// KindName names one of Schnapsen's own event kinds as transcripts spell it
// ("" for any other kind). It is Info().Kinds.
func KindName(k games.Kind) string {
	return games.GameKindName(kindNames[:], k)
}

func ev0(k games.Kind, p int8) games.Event {
	return games.Event{Kind: k, Player: p, Target: -1, Card: cards.None, Private: games.Everyone}
}

func move(p int8, from, to games.Zone, c cards.Card, private int8) games.Event {
	return games.Event{Kind: games.KMove, Player: p, Target: -1, From: from, To: to, Card: c, Private: private}
}
