package scopa

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Scopa's own event kinds, numbered from games.KGame; the generic ones
// (moves, tricks, captures, deal and match flow) are in package games.
const (
	KScopa           games.Kind = games.KGame + iota // Player swept the table: one scopa point
	KPrizeCards                                      // Player took the Cards point (Value 1), or nobody (Player -1, Value 0)
	KPrizeCoins                                      // Player took the Coins point, or nobody
	KPrizeSettebello                                 // Player took the Settebello point (Card is the 7 of Coins)
	KPrizePrimiera                                   // Player took the Primiera point, or nobody
	KPrizeReBello                                    // Re Bello on: Player took the King of Coins (Card), Value 1
	KNapola                                          // Napola on: Player's run of Coins from the Ace scores Value (3–10)

	kindEnd
)

var kindNames = [kindEnd - games.KGame]string{
	KScopa - games.KGame:           "scopa",
	KPrizeCards - games.KGame:      "prize-cards",
	KPrizeCoins - games.KGame:      "prize-coins",
	KPrizeSettebello - games.KGame: "prize-settebello",
	KPrizePrimiera - games.KGame:   "prize-primiera",
	KPrizeReBello - games.KGame:    "prize-re-bello",
	KNapola - games.KGame:          "napola",
}

// KindName names one of Scopa's own event kinds as transcripts spell it
// ("" for any other kind). It is Info().Kinds.
func KindName(k games.Kind) string {
	return games.GameKindName(kindNames[:], k)
}

// emit appends an event about seat p (no target) and returns the buffer
// and the new event, which the caller may complete. The event is written in
// place: building it elsewhere and copying it in costs a store-forwarding
// stall per event, a third of a playout's time.
func emit(ev []games.Event, k games.Kind, p int, c cards.Card, from, to games.Zone, private int) ([]games.Event, *games.Event) {
	ev = append(ev, games.Event{})
	e := &ev[len(ev)-1]
	e.Kind, e.Player, e.Target, e.From, e.To, e.Card, e.Private = k, int8(p), -1, from, to, c, int8(private)
	return ev, e
}
