package schnapsen

import (
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestView_CheckPassesEveryViewOfPlay: every view of random legal play,
// for both seats at every position, passes Check, also after JSON.
func TestView_CheckPassesEveryViewOfPlay(t *testing.T) {
	gametest.ViewsPass(t, testsize.Pick(40, 400), New)
	t.Run("no-exchange-close-at-two", func(t *testing.T) {
		gametest.ViewsPass(t, testsize.Pick(20, 200), func(cfg games.Config) (*State, error) {
			cfg.Options = map[string]string{"no-exchange-close-at-two": "on"}
			return New(cfg)
		})
	})
}

// viewWhen returns the view of the seat to move (seat 0 between deals) at
// the first position where ok holds, in seeded matches played by a fixed
// rule.
func viewWhen(t *testing.T, ok func(s *State) bool) *View {
	t.Helper()
	for seed := uint64(1); seed < 50; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: 0})
		if err != nil {
			t.Fatal(err)
		}
		var legal []games.Action
		for step := 0; !s.Done(); step++ {
			if ok(s) {
				return s.ViewOf(max(s.Player(), 0))
			}
			legal = s.Legal(legal[:0])
			if _, err := s.Apply(legal[(step*7+int(seed))%len(legal)], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no such position")
	return nil
}

func leading(s *State) bool {
	return s.phase == phasePlay && s.lead == cards.None && s.nTricks > 1 && s.stockState == StockOpen
}
func following(s *State) bool { return s.phase == phasePlay && s.lead != cards.None && s.nTricks > 1 }
func closed(s *State) bool    { return s.phase == phasePlay && s.stockState == StockClosed }
func exhausted(s *State) bool { return s.phase == phasePlay && s.stockState == StockExhausted }
func between(s *State) bool   { return s.phase == phaseChance && s.dealsDone > 0 }

// TestView_CheckNamesTheField breaks one field of a real view at a time:
// Check refuses each and names the field. The first two are the issue's
// reproducers, which ended the bot with an index out of range.
func TestView_CheckNamesTheField(t *testing.T) {
	tests := []struct {
		name  string
		at    func(*State) bool
		field string
		edit  func(m map[string]any)
	}{
		{"trump 9", leading, "trump 9 is not a suit", func(m map[string]any) { m["trump"] = 9 }},
		{"lead 31", leading, "lead 31 is not a card", func(m map[string]any) { m["lead"] = 31 }},
		{"trump -1 in a deal", leading, "trump", func(m map[string]any) { m["trump"] = -1 }},
		{"another trump than the indicator's", leading, "indicator", func(m map[string]any) { m["trump"] = (int(m["trump"].(float64)) + 1) % 4 }},
		{"unknown deck", leading, "deck", func(m map[string]any) { m["deck"] = "italian40" }},
		{"viewer 2", leading, "viewer", func(m map[string]any) { m["viewer"] = 2 }},
		{"opponent not the other seat", leading, "opponent", func(m map[string]any) { m["opponent"] = m["viewer"] }},
		{"toMove 5", leading, "toMove", func(m map[string]any) { m["toMove"] = 5 }},
		{"the wrong seat to move", leading, "toMove", func(m map[string]any) { m["toMove"] = 1 - m["toMove"].(float64) }},
		{"dealer 3", leading, "dealer", func(m map[string]any) { m["dealer"] = 3 }},
		{"leader -1", leading, "leader", func(m map[string]any) { m["leader"] = -1 }},
		{"leader not the last winner", leading, "leader", func(m map[string]any) { m["leader"] = 1 - m["leader"].(float64) }},
		{"indicator beyond the deck", leading, "indicator", func(m map[string]any) { m["indicator"] = 20 }},
		{"no indicator under a stock", leading, "indicator", func(m map[string]any) { m["indicator"] = 255 }},
		{"odd stock", leading, "stockCount", func(m map[string]any) { m["stockCount"] = 7 }},
		{"stock of 12", leading, "stockCount", func(m map[string]any) { m["stockCount"] = 12 }},
		{"stock that loses cards", leading, "stock", func(m map[string]any) { m["stockCount"] = m["stockCount"].(float64) - 2 }},
		{"stockState 3", leading, "stockState", func(m map[string]any) { m["stockState"] = 3 }},
		{"strict with an open stock", leading, "strict", func(m map[string]any) { m["strict"] = true }},
		{"closer with an open stock", leading, "closer", func(m map[string]any) { m["closer"] = 0 }},
		{"closer 9", closed, "closer", func(m map[string]any) { m["closer"] = 9 }},
		{"closed without a closer", closed, "closer", func(m map[string]any) { m["closer"] = -1 }},
		{"close points above the points", closed, "closeOpponentPoints", func(m map[string]any) { m["closeOpponentPoints"] = 99 }},
		{"exhausted with a stock", exhausted, "stockState", func(m map[string]any) { m["stockState"] = 0; m["strict"] = false }},
		{"a hand card beyond the deck", leading, "hand", func(m map[string]any) { m["hand"] = m["hand"].(float64) + 1<<20 }},
		{"hand count that disagrees", leading, "handCounts", func(m map[string]any) { m["handCounts"] = []any{3, 3} }},
		{"hand count 6", leading, "handCounts[0]", func(m map[string]any) { m["handCounts"] = []any{6, 5} }},
		{"a pile card also in hand", leading, "piles", func(m map[string]any) {
			m["piles"].([]any)[0] = float64(uint64(m["piles"].([]any)[0].(float64)) | lowest(m["hand"]))
		}},
		{"known card beyond the deck", leading, "known[0]", func(m map[string]any) { m["known"] = []any{1 << 30, 0} }},
		{"excluded with an open stock", leading, "excluded", func(m map[string]any) { m["excluded"] = []any{1, 0} }},
		{"lead led by the wrong seat", following, "toMove", func(m map[string]any) { m["toMove"] = m["leader"] }},
		{"points that no cards give", leading, "points[0]", func(m map[string]any) { m["points"].([]any)[0] = m["points"].([]any)[0].(float64) + 1 }},
		{"pending beyond a deal", leading, "pending[1]", func(m map[string]any) { m["pending"] = []any{0, 500} }},
		{"tricks that disagree with the piles", leading, "piles[0]", func(m map[string]any) { m["tricksWon"].([]any)[0] = m["tricksWon"].([]any)[0].(float64) + 1 }},
		{"declared beyond the suits", leading, "declared[0]", func(m map[string]any) { m["declared"] = []any{16, 0} }},
		{"a history trick with the wrong winner", leading, "history[0].winner", func(m map[string]any) {
			h := m["history"].([]any)[0].(map[string]any)
			h["winner"] = 1 - h["winner"].(float64)
		}},
		{"a history card beyond the deck", leading, "history[0].lead", func(m map[string]any) {
			m["history"].([]any)[0].(map[string]any)["lead"] = 200
		}},
		{"match points of 8", leading, "matchPoints[0]", func(m map[string]any) { m["matchPoints"] = []any{8, 7} }},
		{"match winner in play", leading, "matchWinner", func(m map[string]any) { m["matchWinner"] = 1 }},
		{"deals -1", leading, "deals", func(m map[string]any) { m["deals"] = -1 }},
		{"deal value 4", leading, "dealValue", func(m map[string]any) { m["dealValue"] = 4 }},
		{"deal value that disagrees", leading, "dealValue", func(m map[string]any) { m["dealValue"] = 4 - m["dealValue"].(float64) }},
		{"last winner before any deal ended", leading, "lastWinner", func(m map[string]any) { m["lastWinner"] = 0 }},
		{"last reason 9", between, "lastReason", func(m map[string]any) { m["lastReason"] = 9 }},
		{"last game points 4", between, "lastGamePoints", func(m map[string]any) { m["lastGamePoints"] = 4 }},
		{"last points of another deal", between, "lastPoints", func(m map[string]any) { m["lastPoints"] = []any{1, 2} }},
		{"last closer 5", between, "lastCloser", func(m map[string]any) { m["lastCloser"] = 5 }},
		{"last winner 2", between, "lastWinner", func(m map[string]any) { m["lastWinner"] = 2 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewWhen(t, tt.at)
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
