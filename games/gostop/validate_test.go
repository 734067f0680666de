package gostop

import (
	"math/rand/v2"
	"slices"

	"github.com/cardavia/cardavia/games"
	"testing"

	"github.com/cardavia/cardavia/games/gametest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestView_CheckPassesEveryViewOfPlay: every view of random legal play,
// for both seats at every position, passes Check, also after JSON.
func TestView_CheckPassesEveryViewOfPlay(t *testing.T) {
	gametest.ViewsPass(t, testsize.Pick(150, 1500), New)
}

// TestView_CheckPassesTheEndingsOfGoingOn: play that always says go
// reaches the drawn deal (nagari) and long go chains, which uniform play
// seldom does; their views pass too.
func TestView_CheckPassesTheEndingsOfGoingOn(t *testing.T) {
	gametest.ViewsPassPlaying(t, testsize.Pick(100, 1000), New, func(rng *rand.Rand, legal []games.Action) games.Action {
		if slices.Contains(legal, Go) {
			return Go
		}
		return legal[rng.IntN(len(legal))]
	})
}

// viewIn returns the view of the seat to move (seat 0 once over) at the
// first position in the given phase, in seeded deals played by a fixed
// rule that says go whenever it may.
func viewIn(t *testing.T, phase Phase) *View {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: 0})
		if err != nil {
			t.Fatal(err)
		}
		var legal []games.Action
		for step := 0; ; step++ {
			if s.pub.Phase == phase && (phase != PhasePlay || s.pub.Turn > 4) {
				return s.ViewOf(max(s.Player(), 0))
			}
			if s.Done() {
				break
			}
			legal = s.Legal(legal[:0])
			a := legal[(step*5+int(seed))%len(legal)]
			if slices.Contains(legal, Go) {
				a = Go
			}
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no position in phase %d", phase)
	return nil
}

// TestView_CheckNamesTheField breaks one field of a real view at a time:
// Check refuses each and names the field.
func TestView_CheckNamesTheField(t *testing.T) {
	tests := []struct {
		name  string
		phase Phase
		field string
		edit  func(m map[string]any)
	}{
		{"viewer 2", PhasePlay, "viewer", func(m map[string]any) { m["viewer"] = 2 }},
		{"phase 7", PhasePlay, "phase", func(m map[string]any) { m["phase"] = 7 }},
		{"the wrong seat to move", PhasePlay, "toMove", func(m map[string]any) { m["toMove"] = 1 - m["toMove"].(float64) }},
		{"first 2", PhasePlay, "first", func(m map[string]any) { m["first"] = 2 }},
		{"turn 21", PhasePlay, "turn", func(m map[string]any) { m["turn"] = 21 }},
		{"turn 0 in play", PhasePlay, "turn", func(m map[string]any) { m["turn"] = 0 }},
		{"stock 21", PhasePlay, "stockCount", func(m map[string]any) { m["stockCount"] = 21 }},
		{"stock that loses cards", PhasePlay, "stockCount", func(m map[string]any) { m["stockCount"] = m["stockCount"].(float64) - 1 }},
		{"a layout card beyond the deck", PhasePlay, "layout", func(m map[string]any) { m["layout"] = m["layout"].(float64) + 1<<50 }},
		{"a pile card in hand", PhasePlay, "piles[1]", func(m map[string]any) {
			m["piles"].([]any)[1] = float64(uint64(m["piles"].([]any)[1].(float64)) | lowest(m["hand"]))
		}},
		{"a played card still in hand", PhasePlay, "played[0]", func(m map[string]any) {
			m["played"].([]any)[0] = float64(uint64(m["played"].([]any)[0].(float64)) | lowest(m["hand"]))
		}},
		{"hand count 11", PhasePlay, "handCounts[1]", func(m map[string]any) { m["handCounts"].([]any)[1] = 11 }},
		{"stack maker 3", PhasePlay, "stackMaker[4]", func(m map[string]any) { m["stackMaker"].([]any)[4] = 3 }},
		{"ppuk 4", PhasePlay, "ppuk[0]", func(m map[string]any) { m["ppuk"] = []any{4, 0} }},
		{"gos 11", PhasePlay, "gos[1]", func(m map[string]any) { m["gos"] = []any{0, 11} }},
		{"a go without its score", PhasePlay, "lastGo[0]", func(m map[string]any) { m["gos"] = []any{1, 0}; m["lastGo"] = []any{0, 0} }},
		{"a score of other piles", PhasePlay, "scores[0]", func(m map[string]any) { m["scores"] = []any{99, 0} }},
		{"a pending turn in play", PhasePlay, "pending", func(m map[string]any) { m["pending"].(map[string]any)["card"] = 3 }},
		{"a pending card beyond the deck", PhasePlay, "pending.card", func(m map[string]any) { m["pending"].(map[string]any)["card"] = 60 }},
		{"pending step 6", PhasePlay, "pending.step", func(m map[string]any) { m["pending"].(map[string]any)["step"] = 6 }},
		{"pending maker 5", PhasePlay, "pending.maker", func(m map[string]any) { m["pending"].(map[string]any)["maker"] = 5 }},
		{"end 5", PhasePlay, "end", func(m map[string]any) { m["end"] = 5 }},
		{"an end in play", PhasePlay, "end", func(m map[string]any) { m["end"] = 1 }},
		{"match winner 2", PhasePlay, "matchWinner", func(m map[string]any) { m["matchWinner"] = 2 }},
		{"negative payment", PhasePlay, "payment", func(m map[string]any) { m["payment"] = -3 }},
		{"deals 2", PhasePlay, "deals", func(m map[string]any) { m["deals"] = 2 }},
		{"negative redeals", PhasePlay, "redeals", func(m map[string]any) { m["redeals"] = -1 }},
		{"a quad card beyond the deck", PhasePlay, "quad", func(m map[string]any) { m["quad"] = float64(uint64(1) << 49) }},
		{"a stop that pays otherwise", PhaseOver, "payment", func(m map[string]any) { m["payment"] = m["payment"].(float64) + 1 }},
		{"an end without a winner", PhaseOver, "matchWinner", func(m map[string]any) { m["matchWinner"] = -1 }},
		{"a decision without a reason", PhaseDecide, "score", func(m map[string]any) { m["lastGo"] = []any{200, 200}; m["gos"] = []any{1, 1} }},
		{"cards dealt while the deal is due", PhaseChance, "phase 0", func(m map[string]any) { m["layout"] = 1 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewIn(t, tt.phase)
			if err := v.Check(); err != nil {
				t.Fatalf("the view before the edit: %v", err)
			}
			gametest.CheckNames(t, v, tt.field, tt.edit)
		})
	}
}

// lowest returns the lowest card of a JSON card set as a set of one.
func lowest(x any) uint64 {
	n := uint64(x.(float64))
	return n & -n
}
