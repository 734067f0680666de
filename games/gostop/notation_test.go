package gostop

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		if !tc.ok {
			assert.Error(t, err, "%q parses to %v", tc.text, got)
			continue
		}
		if !assert.NoError(t, err, "%q", tc.text) || !assert.Equal(t, tc.want, got, "%q", tc.text) {
			continue
		}
		back, _ := ParseAction(FormatAction(got))
		assert.Equal(t, got, back, "%q formats as %q", tc.text, FormatAction(got))
	}
	assert.True(t, strings.HasPrefix(FormatAction(games.Action(1)<<40), "?"), "garbage formats as %q", FormatAction(games.Action(1)<<40))
}

func TestNewValidates(t *testing.T) {
	for name, cfg := range map[string]games.Config{
		"deck":   {Deck: cards.Italian40, Dealer: -1},
		"option": {Dealer: -1, Options: map[string]string{"sseul": "any"}},
		"seat":   {Dealer: 2},
		"deal":   {Dealer: -1, Deals: [][]cards.Card{{1, 2, 3}}},
	} {
		_, err := New(cfg)
		assert.Error(t, err, "%s: accepted", name)
	}
	s, err := New(games.Config{Seed: 9, Dealer: -1})
	require.NoError(t, err)
	require.Equal(t, games.Chance, s.Player(), "new: the deal is due")
	require.False(t, s.Done(), "new: done")
	require.Equal(t, []games.Action{games.Deal}, s.Legal(nil), "legal at the start")
	info := Info()
	require.Equal(t, "gostop", info.ID, "info %+v", info)
	require.Equal(t, 2, info.Players, "info %+v", info)
	require.Equal(t, 48, info.Cards, "info %+v", info)
	require.True(t, info.HasDeck(cards.Hwatu48), "info %+v", info)
}

// TestPairChoiceRequired: a hand card meeting two loose cards must name one,
// and the choice decides which stays when no ttadak follows.
func TestPairChoiceRequired(t *testing.T) {
	s := build(t, position{hands: [2]string{"07-A", ""}, layout: "07-J1 07-J2 01-B", stock: "02-J1"})
	before := *s
	_, err := s.Apply(PlayAction(card(t, "07-A"), cards.None), nil)
	require.ErrorIs(t, err, games.ErrIllegal, "play without a choice")
	require.True(t, same(s, &before), "play without a choice changed the state")
	play(t, s, "07-A:07-J2")
	pile, layout := s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu())
	require.Equal(t, set(t, "07-A 07-J2"), s.pub.Piles[0], "pile %s layout %s", pile, layout)
	require.True(t, s.pub.Layout.Has(card(t, "07-J1")), "pile %s layout %s", pile, layout)
	// The turned card's choice is its own decision point.
	s = build(t, position{hands: [2]string{"01-J1", ""}, layout: "08-B 08-J1 03-B", stock: "08-J2"})
	play(t, s, "01-J1")
	require.Equal(t, PhaseFlipChoice, s.pub.Phase)
	require.Equal(t, 0, s.Player())
	var legal []string
	for _, a := range s.Legal(nil) {
		legal = append(legal, s.FormatAction(a))
	}
	require.Equal(t, []string{"flip:08-B", "flip:08-J1"}, legal)
	v := s.ViewOf(1)
	require.Equal(t, card(t, "08-J2"), v.Pending.Flip, "view of the opponent: %+v", v.Pending)
	require.Nil(t, v.Legal(nil), "view of the opponent: %+v", v.Pending)
	play(t, s, "flip:08-B")
	pile, layout = s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu())
	require.Equal(t, set(t, "08-B 08-J2"), s.pub.Piles[0], "pile %s layout %s", pile, layout)
	require.Equal(t, set(t, "08-J1 03-B 01-J1"), s.pub.Layout, "pile %s layout %s", pile, layout)
	require.EqualValues(t, 1, s.pub.ToMove, "pile %s layout %s", pile, layout)
}

// TestViewJSON checks the field names the bot protocol documents.
func TestViewJSON(t *testing.T) {
	s, _ := New(games.Config{Seed: 4, Dealer: 0})
	_, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	b, err := json.Marshal(s.ViewOf(1))
	require.NoError(t, err)
	for _, f := range []string{"viewer", "phase", "toMove", "first", "turn", "stockCount", "layout", "piles", "played",
		"stackMaker", "ppuk", "gos", "lastGo", "pending", "end", "matchWinner", "payment", "quad", "deals", "redeals",
		"hand", "handCounts", "scores"} {
		assert.Contains(t, string(b), `"`+f+`":`)
	}
	var back View
	if assert.NoError(t, json.Unmarshal(b, &back)) {
		assert.Equal(t, *s.ViewOf(1), back, "the view does not survive JSON")
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
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 11))
		for step := 0; ; step++ {
			for seat := 0; seat < 2; seat++ {
				v := s.ViewOf(seat)
				b, err := json.Marshal(v)
				require.NoError(t, err)
				var m struct {
					ToMove *int `json:"toMove"`
				}
				require.NoError(t, json.Unmarshal(b, &m), "seed %d: %s", seed, b)
				require.NotNil(t, m.ToMove, "seed %d: no toMove in %s", seed, b)
				require.Equal(t, v.Player(), *m.ToMove, "seed %d phase %d: toMove against Player()", seed, v.Phase)
				seen[*m.ToMove] = true
				var back View
				require.NoError(t, json.Unmarshal(b, &back), "seed %d", seed)
				want := *v
				if want.Phase == PhaseOver {
					want.ToMove = want.First
				}
				require.Equal(t, want, back, "seed %d phase %d: the view changed through JSON", seed, v.Phase)
			}
			if s.Done() {
				break
			}
			require.LessOrEqual(t, step, 500, "seed %d: no end", seed)
			legal := s.Legal(nil)
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
	}
	for _, p := range []int{games.Chance, games.Nobody, 0, 1} {
		assert.True(t, seen[p], "no view with toMove %d", p)
	}
}

// TestViewJSONRejectsBadToMove checks the seat range on reading.
func TestViewJSONRejectsBadToMove(t *testing.T) {
	for _, in := range []string{`{"toMove": 2}`, `{"toMove": -3}`, `{"toMove": 300}`} {
		var v View
		assert.Error(t, json.Unmarshal([]byte(in), &v), "%s: accepted", in)
	}
	// A negative seat in a playing phase is kept, and the view is refused.
	var v View
	require.NoError(t, json.Unmarshal([]byte(`{"phase": 1, "toMove": -1, "turn": 1}`), &v))
	assert.Equal(t, -1, v.Player(), "a playing view with toMove -1")
	assert.Error(t, v.check(), "a playing view with toMove -1")
}
