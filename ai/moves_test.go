package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/record/recordtest"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// TestLevels_MovesAreAFunctionOfTheView pins the move of every level and the
// hint's best action on fixed positions of every game in
// testdata/moves.golden. A player's move may depend only on the view, the
// legal actions, the seed and the level: the golden was written on one
// machine and must match on any other, idle or loaded (scripts/stress-test.sh),
// so anything that lets time, load or map order into a decision fails here.
// A deliberate change of a player is rewritten with -update; review the diff.
func TestLevels_MovesAreAFunctionOfTheView(t *testing.T) {
	var b strings.Builder
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		for i, st := range decisionPoints(t, g, 5) {
			v := st.View(st.Player())
			legal := v.Legal(nil)
			fmt.Fprintf(&b, "%s #%d p%d:", g.ID, i, v.Viewer())
			for _, l := range Levels() {
				a, err := New(g.ID, l).Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 11)))
				if err != nil {
					t.Fatal(err)
				}
				fmt.Fprintf(&b, " %s=%s", l, v.FormatAction(a))
			}
			h, err := Hint(context.Background(), v)
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&b, " hint=%s %.4f\n", h[0].Text, h[0].Value)
		}
	}
	recordtest.Golden(t, "moves.golden", b.String())
}
