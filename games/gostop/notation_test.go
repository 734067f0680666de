package gostop

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

func TestNotation(t *testing.T) {
	for _, tc := range []struct {
		text string
		want games.Action
		ok   bool
	}{
		{"05-A", PlayAction(16, cards.None), true},
		{"07-a:07-j1", PlayAction(24, 26), true},
		{"FLIP:09-J1", FlipAction(34), true},
		{"go", Go, true},
		{"Stop", StopAction, true},
		{"deal", games.Deal, true},
		{"07-A:08-J1", 0, false}, // another month
		{"13-A", 0, false},
		{"flip:", 0, false},
		{"", 0, false},
		{"05-A:", 0, false},
	} {
		got, err := ParseAction(tc.text)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("%q: %v, %v; want %v (ok %v)", tc.text, got, err, tc.want, tc.ok)
			continue
		}
		if tc.ok {
			if back, _ := ParseAction(FormatAction(got)); back != got {
				t.Errorf("%q formats as %q", tc.text, FormatAction(got))
			}
		}
	}
	if s := FormatAction(games.Action(1) << 40); s[0] != '?' {
		t.Errorf("garbage formats as %q", s)
	}
}

func TestNewValidates(t *testing.T) {
	for name, cfg := range map[string]games.Config{
		"deck":   {Deck: cards.Italian40, Dealer: -1},
		"option": {Dealer: -1, Options: map[string]string{"sseul": "any"}},
		"seat":   {Dealer: 2},
		"deal":   {Dealer: -1, Deals: [][]cards.Card{{1, 2, 3}}},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	s, err := New(games.Config{Seed: 9, Dealer: -1})
	if err != nil || s.Player() != games.Chance || s.Done() {
		t.Fatalf("new: %v, player %d", err, s.Player())
	}
	if got := s.Legal(nil); len(got) != 1 || got[0] != games.Deal {
		t.Fatalf("legal at the start: %v", got)
	}
	if Info().ID != "gostop" || Info().Players != 2 || Info().Cards != 48 || !Info().HasDeck(cards.Hwatu48) {
		t.Fatalf("info %+v", Info())
	}
}

// TestPairChoiceRequired: a hand card meeting two loose cards must name one,
// and the choice decides which stays when no ttadak follows.
func TestPairChoiceRequired(t *testing.T) {
	s := build(t, position{hands: [2]string{"07-A", ""}, layout: "07-J1 07-J2 01-B", stock: "02-J1"})
	before := *s
	if _, err := s.Apply(PlayAction(card(t, "07-A"), cards.None), nil); !isIllegal(err) || !same(s, &before) {
		t.Fatalf("play without a choice: %v", err)
	}
	play(t, s, "07-A:07-J2")
	if s.pub.Piles[0] != set(t, "07-A 07-J2") || !s.pub.Layout.Has(card(t, "07-J1")) {
		t.Fatalf("pile %s layout %s", s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu()))
	}
	// The turned card's choice is its own decision point.
	s = build(t, position{hands: [2]string{"01-J1", ""}, layout: "08-B 08-J1 03-B", stock: "08-J2"})
	play(t, s, "01-J1")
	if s.pub.Phase != PhaseFlipChoice || s.Player() != 0 {
		t.Fatalf("phase %d", s.pub.Phase)
	}
	if got := s.Legal(nil); len(got) != 2 || s.FormatAction(got[0]) != "flip:08-B" || s.FormatAction(got[1]) != "flip:08-J1" {
		t.Fatalf("legal %v", got)
	}
	v := s.ViewOf(1)
	if v.Pending.Flip != card(t, "08-J2") || v.Legal(nil) != nil {
		t.Fatalf("view of the opponent: %+v", v.Pending)
	}
	play(t, s, "flip:08-B")
	if s.pub.Piles[0] != set(t, "08-B 08-J2") || s.pub.Layout != set(t, "08-J1 03-B 01-J1") || s.pub.ToMove != 1 {
		t.Fatalf("pile %s layout %s", s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu()))
	}
}

// TestViewJSON checks the field names the bot protocol documents.
func TestViewJSON(t *testing.T) {
	s, _ := New(games.Config{Seed: 4, Dealer: 0})
	if _, err := s.Apply(games.Deal, nil); err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(s.ViewOf(1))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"viewer", "phase", "toMove", "first", "turn", "stockCount", "layout", "piles", "played",
		"stackMaker", "ppuk", "gos", "lastGo", "pending", "end", "matchWinner", "payment", "quad", "deals", "redeals",
		"hand", "handCounts", "scores"} {
		if !strings.Contains(string(b), `"`+f+`":`) {
			t.Errorf("no %q in %s", f, b)
		}
	}
	var back View
	if err := json.Unmarshal(b, &back); err != nil || back != *s.ViewOf(1) {
		t.Errorf("the view does not survive JSON: %v", err)
	}
}

// TestViewJSONEveryPhase plays random matches and sends every view through
// JSON: "toMove" is the seat to move, -1 while the deal is due and -2 once
// it is over (as in the other games), and the view reads back unchanged
// except, once over, the last mover, which the JSON does not carry.
func TestViewJSONEveryPhase(t *testing.T) {
	seen := map[int]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		for step := 0; ; step++ {
			for seat := 0; seat < 2; seat++ {
				v := s.ViewOf(seat)
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				var m struct {
					ToMove *int `json:"toMove"`
				}
				if err := json.Unmarshal(b, &m); err != nil || m.ToMove == nil {
					t.Fatalf("seed %d: no toMove in %s (%v)", seed, b, err)
				}
				if *m.ToMove != v.Player() {
					t.Fatalf("seed %d phase %d: toMove %d, Player() %d", seed, v.Phase, *m.ToMove, v.Player())
				}
				seen[*m.ToMove] = true
				var back View
				if err := json.Unmarshal(b, &back); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				want := *v
				if want.Phase == PhaseOver {
					want.ToMove = want.First
				}
				if back != want {
					t.Fatalf("seed %d phase %d: the view changed through JSON:\n%+v\n%+v", seed, v.Phase, back, want)
				}
			}
			if s.Done() {
				break
			}
			if step > 500 {
				t.Fatalf("seed %d: no end", seed)
			}
			legal := s.Legal(nil)
			if _, err := s.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, p := range []int{games.Chance, games.Nobody, 0, 1} {
		if !seen[p] {
			t.Errorf("no view with toMove %d", p)
		}
	}
}

// TestViewJSONRejectsBadToMove checks the seat range on reading.
func TestViewJSONRejectsBadToMove(t *testing.T) {
	for _, in := range []string{`{"toMove": 2}`, `{"toMove": -3}`, `{"toMove": 300}`} {
		var v View
		if err := json.Unmarshal([]byte(in), &v); err == nil {
			t.Errorf("%s: accepted", in)
		}
	}
	// A negative seat in a playing phase is kept, and the view is refused.
	var v View
	if err := json.Unmarshal([]byte(`{"phase": 1, "toMove": -1, "turn": 1}`), &v); err != nil {
		t.Fatal(err)
	}
	if v.Player() != -1 || v.check() == nil {
		t.Errorf("a playing view with toMove -1: Player %d, check %v", v.Player(), v.check())
	}
}
