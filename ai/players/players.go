// Package players is the one list of the computer players' games: each
// game's knowledge (ai/scopa, ai/skat, ai/gostop, ai/schnapsen) in the
// catalog's order, and the functions the app, the arena, the bot and the
// command-line tool ask for a game's players by its id. A game the list
// lacks is not refused: it plays the generic search with random rollouts
// (ai.Generic), so a new engine is playable everywhere the day it lands.
package players

import (
	"context"
	"math/rand/v2"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/gostop"
	"github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/ai/scopa"
	"github.com/cardavia/cardavia/ai/skat"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// list is the list of games with players of their own, in the catalog's
// order. Each call builds fresh entries: no init() and no map anyone can
// change.
func list() []*ai.GameAI { return []*ai.GameAI{scopa.AI(), skat.AI(), gostop.AI(), schnapsen.AI()} }

// Of returns what the players know of game id: its own entry, or the
// generic one.
func Of(id string) *ai.GameAI {
	for _, g := range list() {
		if g.ID == id {
			return g
		}
	}
	return ai.Generic(id)
}

// Supports reports whether the list has players made for game id (any
// other game gets the generic search with random rollouts).
func Supports(id string) bool {
	for _, g := range list() {
		if g.ID == id {
			return true
		}
	}
	return false
}

// New returns the player for a game at a level.
func New(gameID string, l ai.Level) ai.Player { return Of(gameID).Player(l) }

// Heuristic returns the rule-based player of a game (the baseline a casual
// player would write), or ai.Random for a game without one.
func Heuristic(gameID string) ai.Player { return Of(gameID).Heuristic() }

// Named returns a player by the names the arena and the bot accept: random,
// heuristic, easy, normal, expert, cheat and search:… (see ai.GameAI.Named).
// The research baselines are the lab's (lab/cmd/cardavia-lab).
func Named(gameID, name string) (ai.Player, error) { return Of(gameID).Named(name) }

// Hint scores the viewer's legal actions with its game's Expert search,
// best first (see ai.Hint).
func Hint(ctx context.Context, v games.View) ([]ai.Scored, error) { return ai.Hint(ctx, v, Of) }

// HintGain tells what the difference d between two values of a Hint for
// game id means to its player.
func HintGain(gameID string, d float64) ai.Gain { return Of(gameID).HintGain(d) }

// MeasureOf returns how the arena measures game id's matches (a game
// without an entry: "match", "deal points").
func MeasureOf(gameID string) ai.Measure { return Of(gameID).Measure }

// NewCheat returns the open-hand version of a game's Expert search (tests
// and the arena only).
func NewCheat(gameID string) ai.OpenPlayer { return Of(gameID).Cheat() }

// RandomRecord returns the chooser of a random record of game id (the
// command-line tool's random command): uniform legal moves, or the game's
// own random player where uniform moves make no sense (Skat's bidding).
func RandomRecord(gameID string, rng *rand.Rand) record.Chooser {
	if g := Of(gameID); g.RandomRecord != nil {
		return g.RandomRecord(rng)
	}
	return record.Uniform(rng)
}
