package schnapsen

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai/aitest"
	"github.com/cardavia/cardavia/games/record/recordtest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestBaselines_PlayTheirPinnedMoves pins every baseline's move on the
// Schnapsen positions of ai/players' moves.golden, in
// testdata/baselines.golden: a baseline is frozen, so a change to a
// product building block it stands on (the rules, the solver, the filter)
// must not move it; copy the old block into the lab first. expert-exchange's
// moves are the product Expert's of 3 Dec 2026 (the expert= column of
// moves.golden then).
//
// The full run (-tags exhaustive, and always under -update, so that the
// golden keeps every line) plays every baseline at all 5 positions, a few
// minutes. By default the references the product is measured against
// (heuristic-v1, easy-v1, normal-v1, expert-v1 and expert-exchange) play
// the four positions other than #2, the costliest, and are compared with
// their lines of the same golden.
func TestBaselines_PlayTheirPinnedMoves(t *testing.T) {
	names := Names()
	skip := []int{2}
	if !testsize.Exhaustive() && !*recordtest.Update {
		names = []string{"heuristic-v1", "easy-v1", "normal-v1", "expert-v1", "expert-exchange"}
	} else {
		skip = nil
	}
	pos := decisionPoints(t, 5)
	var b strings.Builder
	keep := map[string]bool{}
	for _, name := range names {
		for i, st := range pos {
			if slices.Contains(skip, i) {
				continue
			}
			keep[fmt.Sprintf("%s #%d", name, i)] = true
			v := st.View(st.Player())
			a, err := mustBaseline(name).Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(uint64(i), 11)))
			require.NoError(t, err)
			fmt.Fprintf(&b, "%s #%d p%d: %s\n", name, i, v.Viewer(), v.FormatAction(a))
		}
	}
	aitest.GoldenLines(t, "baselines.golden", b.String(), skip == nil, keep,
		"a frozen baseline moved: copy the product's old code for it into the lab")
}
