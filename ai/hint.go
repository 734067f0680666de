package ai

import (
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// A Hint's values are mean utilities, and each game's utility is its own
// measure: told to a player as "0.1 points" they meant nothing (a Schnapsen
// value is a Bummerl chance scaled to −1 … 1, a Go-Stop value counts the
// payment twice). Gain turns the difference between two values into what a
// player of that game reads. It lives here, beside the utilities it
// undoes, and hint_test.go checks each scale against its utility on
// finished deals, so a change of a utility cannot leave the text wrong.

// GainKind is what a Gain's amount measures.
type GainKind int

const (
	// GainPoints: the deal's points for the player minus everyone else's
	// (DealUtility: a game without a measure of its own).
	GainPoints GainKind = iota
	// GainWinChance: the chance of winning the match, 0 … 1 (Schnapsen: the
	// Bummerl).
	GainWinChance
	// GainPointsWon: points won from the opponent in the hand, or fewer
	// lost to them (Go-Stop, where a hand's score is a payment).
	GainPointsWon
	// GainPointLead: the deal's points over the opponent's (Scopa).
	GainPointLead
	// GainScoreSheet: Seeger–Fabian points on the score sheet (Skat).
	GainScoreSheet
)

// Gain is a difference between two Hint values in the game's own terms.
type Gain struct {
	Kind   GainKind
	Amount float64
}

// HintGain tells what the difference d between two values of a Hint for
// game id means to its player.
func HintGain(id string, d float64) Gain {
	k, scale := hintScale(id)
	return Gain{Kind: k, Amount: d * scale}
}

// hintScale is the kind and the factor from utility to that kind for each
// game's Hint utility:
//   - Schnapsen (snFastUtility): 2·P(win the Bummerl) − 1, so ½ per unit.
//   - Go-Stop (DealUtility over a zero-sum payment): my payment minus the
//     opponent's, which is the payment twice, so ½.
//   - Scopa (scUtility): my deal points minus the opponent's (±4 when the
//     deal decides the match), so 1.
//   - Skat (skUtility): my Seeger–Fabian score, so 1.
func hintScale(id string) (GainKind, float64) {
	switch id {
	case schnapsen.Info().ID:
		return GainWinChance, 0.5
	case gostop.Info().ID:
		return GainPointsWon, 0.5
	case scopa.Info().ID:
		return GainPointLead, 1
	case skat.Info().ID:
		return GainScoreSheet, 1
	}
	return GainPoints, 1
}
