package players

import (
	"context"
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/arena"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
)

// bonusInfo is Go-Stop's registry entry playing with n bonus cards, which
// are not yet one of its options (docs/games/gostop.md, "Bonus cards").
func bonusInfo(n int) *games.Info {
	g := gostop.Info()
	g.New = func(cfg games.Config) (games.State, error) { return gostop.NewBonus(cfg, n) }
	return g
}

// TestLevelsPlayBonusCards: every level plays a match with the three bonus
// cards through to the end, on both seats, choosing only legal actions (the
// arena refuses any other), the search sampling the bonus cards into the
// stock.
func TestLevelsPlayBonusCards(t *testing.T) {
	for _, name := range []string{"easy", "normal", "expert"} {
		rep, err := arena.Run(context.Background(), arena.Config{Game: bonusInfo(3), A: name, B: "heuristic",
			Deals: 1, Seed: 5, NewPlayer: Named, Measure: MeasureOf("gostop")})
		require.NoError(t, err, name)
		require.Equal(t, 2, rep.Games, name)
	}
}

// TestBonusArena measures Expert against the heuristic with bonus cards, on
// demand only (it takes minutes): CARDAVIA_BONUS_ARENA=deals go test
// ./ai/players -run TestBonusArena -v. The figures are in docs/ai.md.
func TestBonusArena(t *testing.T) {
	deals, _ := strconv.Atoi(os.Getenv("CARDAVIA_BONUS_ARENA"))
	if deals <= 0 {
		t.Skip("set CARDAVIA_BONUS_ARENA to the number of deals")
	}
	for _, n := range []int{0, 3} {
		rep, err := arena.Run(context.Background(), arena.Config{Game: bonusInfo(n), A: "expert", B: "heuristic",
			Deals: deals, Seed: 1, NewPlayer: Named, Measure: MeasureOf("gostop")})
		require.NoError(t, err)
		require.NoError(t, arena.Write(os.Stdout, rep, false))
	}
}
