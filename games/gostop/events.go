package gostop

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Go-Stop's own event kinds, numbered from games.KGame; the generic ones
// (moves, tricks, captures, deal and match flow) are in package games.
const (
	KFlip       games.Kind = games.KGame + iota // Player turned Card from the stock
	KPairChoice                                 // Player chose which of two cards to take
	KPpuk                                       // a stack of three formed
	KTtadak                                     // Player took two pairs at once
	KChok                                       // Player paired the turned card with the card just played
	KSseul                                      // Player swept the layout
	KStealJunk                                  // Player took junk Cards from Target
	KGo                                         // Player called go number Value
	KStop                                       // Player stopped with Value
	KInstantWin                                 // Player won at once (a quad or a third ppuk)
	KPaired                                     // Player's Card formed a pending pair with the layout card in Cards
	KStackTaken                                 // Player took a three-card stack (Cards); Target = its maker, -1 for an opening-layout triple
	KNagari                                     // the stock ran out without a stop: the deal is a draw (Value: the doublings the next deal carries, with NagariDoubles)
	KShake                                      // Player shook: showed the three Cards of a month, playing Card (shake number Value)
	KBomb                                       // Player bombed: played the three Cards of a month onto the fourth (bomb number Value)
	KDummy                                      // Player took a dummy turn (Value dummy turns left)
	KBonus                                      // Player took bonus card Card (dealt to the layout or a hand, or turned: From) into its pile

	kindEnd
)

var kindNames = [kindEnd - games.KGame]string{
	KFlip - games.KGame:       "flip",
	KPairChoice - games.KGame: "pair-choice",
	KPpuk - games.KGame:       "ppuk",
	KTtadak - games.KGame:     "ttadak",
	KChok - games.KGame:       "chok",
	KSseul - games.KGame:      "sseul",
	KStealJunk - games.KGame:  "junk-stolen",
	KGo - games.KGame:         "go",
	KStop - games.KGame:       "stop",
	KInstantWin - games.KGame: "instant-win",
	KPaired - games.KGame:     "paired",
	KStackTaken - games.KGame: "stack-taken",
	KNagari - games.KGame:     "nagari",
	KShake - games.KGame:      "shake",
	KBomb - games.KGame:       "bomb",
	KDummy - games.KGame:      "dummy",
	KBonus - games.KGame:      "bonus",
}

// KindName names one of Go-Stop's own event kinds as transcripts spell it
// ("" for any other kind). It is Info().Kinds.
func KindName(k games.Kind) string {
	return games.GameKindName(kindNames[:], k)
}

func event(k games.Kind, p int8, c cards.Card, cs cards.Set) games.Event {
	return games.Event{Kind: k, Player: p, Target: -1, Card: c, Cards: cs, Private: games.Everyone}
}
