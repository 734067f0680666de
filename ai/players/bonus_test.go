package players

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/arena"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/record"
)

// TestLevelsPlayBonusCards: every level plays a match with the three bonus
// cards (option bonus=3) through to the end, on both seats, choosing only
// legal actions (the arena refuses any other), the search sampling the
// bonus cards into the stock. The arena figures with the option are in
// docs/ai.md (cardavia-cli arena … --option bonus=3).
func TestLevelsPlayBonusCards(t *testing.T) {
	for _, name := range []string{"easy", "normal", "expert"} {
		rep, err := arena.Run(context.Background(), arena.Config{Game: gostop.Info(), A: name, B: "heuristic",
			Deals: 1, Seed: 5, NewPlayer: Named, Measure: MeasureOf("gostop"),
			Options: []record.Option{{Name: "bonus", Value: "3"}}})
		require.NoError(t, err, name)
		require.Equal(t, 2, rep.Games, name)
	}
}
