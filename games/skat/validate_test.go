package skat

import (
	"fmt"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gametest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestView_CheckPassesEveryViewOfPlay: every view of random legal play,
// for every seat at every position, passes Check, also after JSON.
func TestView_CheckPassesEveryViewOfPlay(t *testing.T) {
	gametest.ViewsPass(t, testsize.Pick(80, 1500), New)
	for _, r := range allRules()[1:] {
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			gametest.ViewsPass(t, testsize.Pick(40, 400), func(cfg games.Config) (*State, error) {
				cfg.Options = optionMap(r)
				return New(cfg)
			})
		})
	}
}

// viewIn returns the view of the seat to move (seat 0 once over) at the
// first position in the given phase, in seeded deals played by a fixed
// rule; more, when set, must hold too.
func viewIn(t *testing.T, phase Phase, more func(*State) bool) *View {
	t.Helper()
	for seed := uint64(1); seed < 200; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: 0})
		if err != nil {
			t.Fatal(err)
		}
		var legal []games.Action
		for step := 0; ; step++ {
			if s.phase == phase && (more == nil || more(s)) {
				v := s.View(max(s.Player(), 0)).(*View)
				return v
			}
			if s.Done() {
				break
			}
			legal = s.Legal(legal[:0])
			a := legal[(step*5+int(seed))%len(legal)]
			if seed%2 == 0 && slices.Contains(legal, Pass) {
				a = Pass // every other seed passes out
			}
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatalf("no position in phase %s", phase)
	return nil
}

func midPlay(s *State) bool   { return s.tricks >= 2 && s.nTrick == 1 }
func suitGame(s *State) bool  { return s.game.IsSuit() }
func declared(s *State) bool  { return s.declarer >= 0 }
func abandoned(s *State) bool { return s.declarer < 0 }

// TestView_CheckNamesTheField breaks one field of a real view at a time:
// Check refuses each and names the field.
func TestView_CheckNamesTheField(t *testing.T) {
	tests := []struct {
		name  string
		phase Phase
		more  func(*State) bool
		field string
		edit  func(m map[string]any)
	}{
		{"viewer 3", PhasePlay, midPlay, "viewer", func(m map[string]any) { m["viewer"] = 3 }},
		{"toMove 4", PhasePlay, midPlay, "toMove", func(m map[string]any) { m["toMove"] = 4 }},
		{"toMove out of turn", PhasePlay, midPlay, "p", func(m map[string]any) { m["toMove"] = float64((int(m["toMove"].(float64)) + 1) % 3) }},
		{"dealer -1", PhasePlay, midPlay, "dealer", func(m map[string]any) { m["dealer"] = -1 }},
		{"skat count 1", PhasePlay, midPlay, "skatCount", func(m map[string]any) { m["skatCount"] = 1 }},
		{"hand count 13", PhasePlay, midPlay, "handCounts[1]", func(m map[string]any) { m["handCounts"].([]any)[1] = 13 }},
		{"a hand card beyond the deck", PhasePlay, midPlay, "hand", func(m map[string]any) { m["hand"] = m["hand"].(float64) + 1<<33 }},
		{"auction stage 4", PhaseAuction, nil, "auctionStage", func(m map[string]any) { m["auctionStage"] = 4 }},
		{"bidder 3", PhaseAuction, nil, "bidder", func(m map[string]any) { m["bidder"] = 3 }},
		{"holder -2", PhaseAuction, nil, "holder", func(m map[string]any) { m["holder"] = -2 }},
		{"current off the ladder", PhaseAuction, nil, "current", func(m map[string]any) { m["current"] = 19 }},
		{"said above current", PhaseAuction, nil, "said[2]", func(m map[string]any) { m["said"] = []any{0, 0, 264} }},
		{"a pass too many", PhaseAuction, nil, "passed", func(m map[string]any) { m["passed"] = []any{true, true, true} }},
		{"declarer 3", PhasePlay, midPlay, "declarer", func(m map[string]any) { m["declarer"] = 3 }},
		{"bid off the ladder", PhasePlay, midPlay, "bid", func(m map[string]any) { m["bid"] = 21 }},
		{"bid other than the auction's", PhasePlay, midPlay, "bid", func(m map[string]any) { m["bid"] = 264 }},
		{"an unknown game", PhasePlay, midPlay, "game", func(m map[string]any) { m["game"] = "solo" }},
		{"a skat the viewer may not see", PhaseAuction, nil, "skat", func(m map[string]any) { m["skat"] = 3 }},
		{"an open hand in a suit game", PhasePlay, suitGame, "open", func(m map[string]any) { m["open"] = 1 }},
		{"leader 5", PhasePlay, midPlay, "leader", func(m map[string]any) { m["leader"] = 5 }},
		{"a trick card beyond the deck", PhasePlay, midPlay, "trick[0]", func(m map[string]any) { m["trick"].([]any)[0] = 40 }},
		{"a trick card after the trick", PhasePlay, midPlay, "trick[2]", func(m map[string]any) { m["trick"].([]any)[2] = 5 }},
		{"trick length 3", PhasePlay, midPlay, "trickLen", func(m map[string]any) { m["trickLen"] = 3 }},
		{"eleven tricks", PhasePlay, midPlay, "tricks", func(m map[string]any) { m["tricks"] = 11 }},
		{"a history trick with the wrong winner", PhasePlay, midPlay, "history[0].winner", func(m map[string]any) {
			h := m["history"].([]any)[0].(map[string]any)
			h["winner"] = float64((int(h["winner"].(float64)) + 1) % 3)
		}},
		{"a history card twice", PhasePlay, midPlay, "history[1].cards", func(m map[string]any) {
			h := m["history"].([]any)
			h[1].(map[string]any)["cards"].([]any)[0] = h[0].(map[string]any)["cards"].([]any)[0]
		}},
		{"a trick beyond the history", PhasePlay, midPlay, "history[9]", func(m map[string]any) { m["history"].([]any)[9].(map[string]any)["winner"] = 1 }},
		{"played cards the tricks do not show", PhasePlay, midPlay, "played[0]", func(m map[string]any) { m["played"].([]any)[0] = 0 }},
		{"points the tricks do not hold", PhasePlay, midPlay, "points[0]", func(m map[string]any) { m["points"].([]any)[0] = 121 }},
		{"tricks won that the history does not show", PhasePlay, midPlay, "tricksWon[1]", func(m map[string]any) { m["tricksWon"].([]any)[1] = 9 }},
		{"voids beyond the classes", PhasePlay, midPlay, "voids[2]", func(m map[string]any) { m["voids"].([]any)[2] = 32 }},
		{"a settlement in play", PhasePlay, midPlay, "settlement", func(m map[string]any) { m["settlement"] = map[string]any{"won": true} }},
		{"no settlement once over", PhaseOver, declared, "settlement", func(m map[string]any) { delete(m, "settlement") }},
		{"a settlement of another score", PhaseOver, declared, "settlement", func(m map[string]any) { m["settlement"].(map[string]any)["score"] = 1000 }},
		{"an abandoned deal's settlement with a score", PhaseOver, abandoned, "settlement", func(m map[string]any) { m["settlement"].(map[string]any)["score"] = 18 }},
		{"phase 9", PhasePlay, midPlay, "phase", func(m map[string]any) { m["phase"] = "bidding" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := viewIn(t, tt.phase, tt.more)
			if err := v.Check(); err != nil {
				t.Fatalf("the view before the edit: %v", err)
			}
			if tt.field == "phase" {
				// An unknown phase name does not decode; a number beyond the phases does not pass.
				v.Phase = 9
				if err := v.Check(); err == nil || err.Error() != "view: phase 9 is not a phase (0–6)" {
					t.Errorf("phase 9: %v", err)
				}
				return
			}
			if tt.field == "game" {
				v.Game = 9
				if err := v.Check(); err == nil || err.Error() != "view: game 9 is not a game" {
					t.Errorf("game 9: %v", err)
				}
				return
			}
			gametest.CheckNames(t, v, tt.field, tt.edit)
		})
	}
}
