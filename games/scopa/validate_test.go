package scopa

import (
	"fmt"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestView_CheckPassesEveryViewOfPlay: every view of random legal play,
// for both seats at every position, passes Check, also after JSON.
func TestView_CheckPassesEveryViewOfPlay(t *testing.T) {
	gametest.ViewsPass(t, testsize.Pick(40, 400), New)
	for _, r := range allRules()[1:] {
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			gametest.ViewsPass(t, testsize.Pick(10, 100), func(cfg games.Config) (*State, error) {
				return New(config(cfg.Seed, r))
			})
		})
	}
}

// viewAfter returns the view of the seat to move in seed 1's match after
// the given number of moves (1: just dealt).
func viewAfter(t *testing.T, moves int) *View {
	t.Helper()
	s, err := New(games.Config{Seed: 1, Dealer: 0})
	if err != nil {
		t.Fatal(err)
	}
	var legal []games.Action
	for i := 0; i < moves; i++ {
		legal = s.Legal(legal[:0])
		if _, err := s.Apply(legal[len(legal)/2], nil); err != nil {
			t.Fatal(err)
		}
	}
	return s.ViewOf(s.Player())
}

// TestView_CheckNamesTheField breaks one field of a real view at a time:
// Check refuses each and names the field.
func TestView_CheckNamesTheField(t *testing.T) {
	tests := []struct {
		name  string
		moves int // random moves before the view (1: just dealt)
		field string
		edit  func(m map[string]any)
	}{
		{"viewer not a seat", 5, "viewer", func(m map[string]any) { m["viewer"] = 2 }},
		{"toMove not a seat", 5, "toMove", func(m map[string]any) { m["toMove"] = 3 }},
		{"dealer not a seat", 5, "dealer", func(m map[string]any) { m["dealer"] = -1 }},
		{"a hand card beyond the deck", 5, "hand", func(m map[string]any) { m["hand"] = m["hand"].(float64) + 1<<45 }},
		{"four cards in hand", 1, "hand", func(m map[string]any) {
			m["hand"] = float64(uint64(m["hand"].(float64)) | 1<<39 | 1<<38)
		}},
		{"opponent holds four", 5, "opponentHandCount", func(m map[string]any) { m["opponentHandCount"] = 4 }},
		{"a table card also in hand", 5, "table", func(m map[string]any) { m["table"] = float64(uint64(m["table"].(float64)) | lowest(m["hand"])) }},
		{"a pile card on the table", 9, "piles[0]", func(m map[string]any) { m["piles"] = []any{float64(lowest(m["table"])), m["piles"].([]any)[1]} }},
		{"stock not a multiple of six", 5, "stockCount", func(m map[string]any) { m["stockCount"] = 29 }},
		{"stock that loses a card", 5, "cards are unseen", func(m map[string]any) { m["stockCount"] = m["stockCount"].(float64) - 6 }},
		{"plays beyond the deal", 5, "plays", func(m map[string]any) { m["plays"] = 37 }},
		{"plays that disagree with the cards", 5, "plays", func(m map[string]any) { m["plays"] = m["plays"].(float64) + 2 }},
		{"the wrong seat to move", 5, "toMove", func(m map[string]any) { m["toMove"] = 1 - m["toMove"].(float64) }},
		{"a scopa without captures", 1, "scope[0]", func(m map[string]any) { m["scope"] = []any{1, 0} }},
		{"last capturer without piles", 1, "lastCapturer", func(m map[string]any) { m["lastCapturer"] = 0 }},
		{"last capturer out of range", 5, "lastCapturer", func(m map[string]any) { m["lastCapturer"] = 7 }},
		{"negative deals", 5, "deals", func(m map[string]any) { m["deals"] = -1 }},
		{"match points before any deal", 5, "matchPoints", func(m map[string]any) { m["matchPoints"] = []any{3, 0} }},
		{"match winner in play", 5, "matchWinner", func(m map[string]any) { m["matchWinner"] = 0 }},
		{"deal over in play", 5, "dealOver", func(m map[string]any) { m["dealOver"] = true }},
		{"scored before any deal", 5, "scored", func(m map[string]any) { m["scored"] = true }},
		{"a last deal before any deal", 5, "lastDeal", func(m map[string]any) { m["lastDeal"].(map[string]any)["points"] = []any{1, 0} }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gametest.CheckNames(t, viewAfter(t, tt.moves), tt.field, tt.edit)
		})
	}
}

// TestView_CheckNamesTheScoreField breaks the score of a finished deal.
func TestView_CheckNamesTheScoreField(t *testing.T) {
	s, err := New(games.Config{Seed: 3, Dealer: 0})
	if err != nil {
		t.Fatal(err)
	}
	var legal []games.Action
	for s.Player() != games.Chance || s.deals == 0 {
		legal = s.Legal(legal[:0])
		if _, err := s.Apply(legal[0], nil); err != nil {
			t.Fatal(err)
		}
	}
	edits := []struct {
		field string
		edit  func(d map[string]any, m map[string]any)
	}{
		{"lastDeal.cards", func(d, _ map[string]any) { d["cards"] = []any{20, 21} }},
		{"lastDeal.prize", func(d, _ map[string]any) { d["prize"] = []any{-1, -1, -1, -1} }},
		{"lastDeal.points", func(d, _ map[string]any) { d["points"] = []any{9, 9} }},
		{"lastDeal.primiera[0]", func(d, _ map[string]any) { d["primiera"] = []any{12, 0} }},
		{"matchPoints", func(_, m map[string]any) { m["matchPoints"] = []any{0, 0} }},
		{"dealOver", func(_, m map[string]any) { m["dealOver"] = false }},
	}
	for _, e := range edits {
		t.Run(e.field, func(t *testing.T) {
			gametest.CheckNames(t, s.View(0), e.field, func(m map[string]any) { e.edit(m["lastDeal"].(map[string]any), m) })
		})
	}
}

// lowest returns the lowest card of a JSON card set as a set of one.
func lowest(x any) uint64 {
	n := uint64(x.(float64))
	return n & -n
}
