package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
)

// HeuristicFunc adapts a game's rule-based decision on its own view type V
// (every engine's view is a pointer, *game.View, whether made by the engine
// or decoded from JSON) to a Player. A view of another game is an error,
// not a silent guess: handing a Skat player a Scopa view is a wiring bug
// that should show.
type HeuristicFunc[V any] func(v V, legal []games.Action) games.Action

// Choose implements Player.
func (h HeuristicFunc[V]) Choose(_ context.Context, v games.View, legal []games.Action, _ *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	cv, ok := v.(V)
	if !ok {
		return 0, fmt.Errorf("ai: the %T heuristic cannot read a %T view", cv, v)
	}
	return h(cv, legal), nil
}
