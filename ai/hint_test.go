package ai

import (
	"context"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
)

// TestHint checks the hint API on positions of every game: every legal
// action is scored once, best first, with worlds behind the values, and the
// same view gives the same hint.
func TestHint(t *testing.T) {
	for _, g := range []*games.Info{schnapsen.Info(), scopa.Info(), gostop.Info(), skat.Info()} {
		t.Run(g.ID, func(t *testing.T) {
			for _, st := range decisionPoints(t, g, 4) {
				v := st.View(st.Player())
				legal := v.Legal(nil)
				h1, err := Hint(context.Background(), v)
				if err != nil {
					t.Fatal(err)
				}
				h2, err := Hint(context.Background(), v)
				if err != nil {
					t.Fatal(err)
				}
				if len(h1) != len(legal) {
					t.Fatalf("%d scored actions for %d legal", len(h1), len(legal))
				}
				seen := map[games.Action]bool{}
				for i, s := range h1 {
					if seen[s.Action] {
						t.Errorf("%s scored twice", s.Text)
					}
					seen[s.Action] = true
					if s.N == 0 {
						t.Errorf("%s: no world evaluated", s.Text)
					}
					if i > 0 && s.Value > h1[i-1].Value {
						t.Errorf("not best first: %v", h1)
					}
					if s.Text != v.FormatAction(s.Action) {
						t.Errorf("text %q for %s", s.Text, v.FormatAction(s.Action))
					}
					if h2[i] != s {
						t.Errorf("hint not deterministic: %v then %v", h1, h2)
					}
				}
				for _, a := range legal {
					if !seen[a] {
						t.Errorf("%s not scored", v.FormatAction(a))
					}
				}
			}
		})
	}
}
