package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
)

// A Hint's values are mean utilities, and each game's utility is its own
// measure: told to a player as "0.1 points" they meant nothing (a Schnapsen
// value is a Bummerl chance scaled to −1 … 1, a Go-Stop value counts the
// payment twice). Gain turns the difference between two values into what a
// player of that game reads. Each game's GameAI sets its kind and scale
// beside the utility they undo, and ai/players' test checks each scale
// against its utility on finished deals, so a change of a utility cannot
// leave the text wrong.

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

// HintGain tells what the difference d between two values of a Hint means
// to a player of the game. The scales undo each game's Hint utility: for
// example Schnapsen's is 2·P(win the Bummerl) − 1, so ½ per unit; Skat's
// is the Seeger–Fabian score itself, so 1. A scale of 0 counts as 1.
func (g *GameAI) HintGain(d float64) Gain {
	scale := g.HintScale
	if scale == 0 {
		scale = 1
	}
	return Gain{Kind: g.HintKind, Amount: d * scale}
}

// Hinter is a game's search player that scores every legal action for Hint
// with its own evaluation (Schnapsen's: exact endings, a tree), so that the
// review's "the Expert would have played" is the Expert's own move.
type Hinter interface {
	Hint(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) ([]Scored, error)
}

// hintSeed seeds a hint's rng, with the viewer's seat.
const hintSeed = 0x41494e54

// Hint scores the viewer's legal actions with the Expert search of the
// game find returns for the view's game, best first, for the app's hint
// button and the post-game review. It is a function of the view alone: the
// same view gives the same hint on any machine, under any load. When ctx
// ends first it returns ctx's error (the app shows no hint rather than a
// guess).
func Hint(ctx context.Context, v games.View, find func(gameID string) *GameAI) ([]Scored, error) {
	legal := v.Legal(nil)
	if len(legal) == 0 {
		return nil, ErrNoLegal
	}
	rng := rand.New(rand.NewPCG(hintSeed, uint64(v.Viewer())))
	// A view does not name its game; a sampled world does (and the draw is
	// part of the hint's random stream, which the pinned hints depend on).
	st, err := v.Sample(rng)
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	g := find(st.Game().ID)
	if h, ok := g.Player(Expert).(Hinter); ok {
		return h.Hint(ctx, v, legal, rng)
	}
	s := g.Search(Expert)
	s.Filter = nil // a hint shows every alternative
	return s.Evaluate(ctx, v, legal, rng, nil)
}
