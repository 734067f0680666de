package skat

import (
	"github.com/cardavia/cardavia/games"
)

// Skat's own event kinds, numbered from games.KGame; the generic ones
// (moves, tricks, captures, deal and match flow) are in package games.
const (
	KBid        games.Kind = games.KGame + iota // Player bid Value
	KHold                                       // Player held at Value
	KPass                                       // Player passed
	KSkatTake                                   // Player picked up the skat (Cards, private)
	KHand                                       // Player plays hand
	KDiscard                                    // Player put Cards into the skat (private)
	KDeclare                                    // Player announced game Value (game-specific code)
	KReveal                                     // Player's hand Cards shown to everyone (Null ouvert)
	KAuctionWon                                 // Player won the auction and declares at bid Value
	KSkatShown                                  // the skat's Cards are shown at settlement; Value = card points counted for the declarer (Ramsch: for Player, the last trick's winner)
	KRamsch                                     // all three passed and Ramsch is played (house rule)
	KKontra                                     // Player, a defender, says Kontra; Value = the doubles said (1)
	KRe                                         // Player, the declarer, says Re; Value = the doubles said (2)
	KAnnounced                                  // Player, the declarer of a hand game, announced Level(Value) beyond the game (house rule)
	KSkatPassed                                 // Schieberamsch: Player passes the skat on unseen

	kindEnd
)

var kindNames = [kindEnd - games.KGame]string{
	KBid - games.KGame:        "bid",
	KHold - games.KGame:       "hold",
	KPass - games.KGame:       "pass",
	KSkatTake - games.KGame:   "skat-taken",
	KHand - games.KGame:       "hand",
	KDiscard - games.KGame:    "discard",
	KDeclare - games.KGame:    "declare",
	KReveal - games.KGame:     "reveal",
	KAuctionWon - games.KGame: "auction-won",
	KSkatShown - games.KGame:  "skat-shown",
	KRamsch - games.KGame:     "ramsch",
	KKontra - games.KGame:     "kontra",
	KRe - games.KGame:         "re",
	KAnnounced - games.KGame:  "announced",
	KSkatPassed - games.KGame: "skat-passed",
}

// KindName names one of Skat's own event kinds as transcripts spell it
// ("" for any other kind). It is Info().Kinds.
func KindName(k games.Kind) string {
	return games.GameKindName(kindNames[:], k)
}
