package scopa

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// set parses space-separated card codes of the spec (D7, S10, B12 …).
func set(t testing.TB, codes string) cards.Set {
	t.Helper()
	cs, err := cards.Italian().ParseList(codes)
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

// position builds a mid-deal position: seat turn to move holding hand, the
// other seat holding other, the given table, plays already made and an
// empty stock unless stock > 0 (then the stock holds that many cards taken
// from the cards left over; the rest of the leftovers are split between the
// piles so that the 40 cards stay accounted for).
type position struct {
	turn, dealer  int
	hand, other   string
	table         string
	plays, stock  int
	last          int
	pile0, pile1  string
	scope0, scope int
}

func (p position) build(t testing.TB) *State {
	t.Helper()
	s := &State{turn: int8(p.turn), dealer: int8(p.dealer), winner: -1, last: int8(p.last), plays: int8(p.plays)}
	s.hand[p.turn] = set(t, p.hand)
	s.hand[1-p.turn] = set(t, p.other)
	s.table = set(t, p.table)
	s.pile[0], s.pile[1] = set(t, p.pile0), set(t, p.pile1)
	s.scope = [2]int{p.scope0, p.scope}
	rest := cards.Italian().Full().Minus(s.hand[0] | s.hand[1] | s.table | s.pile[0] | s.pile[1])
	s.sp = stockSize - int8(p.stock)
	for i := int(s.sp); i < stockSize; i++ {
		c := rest.First()
		rest = rest.Remove(c)
		s.stock[i] = c
	}
	if p.pile0 == "" && p.pile1 == "" {
		for i := 0; rest != 0; i++ {
			c := rest.First()
			rest = rest.Remove(c)
			s.pile[i&1] = s.pile[i&1].Add(c)
		}
	}
	return s
}

func legalNames(s *State) []string {
	var names []string
	for _, a := range s.Legal(nil) {
		names = append(names, s.FormatAction(a))
	}
	return names
}

// TestCaptureExamples covers spec §8 E1–E5, E14 and E15: which plays are
// legal, which are not, and what the table holds afterwards.
func TestCaptureExamples(t *testing.T) {
	tests := []struct {
		name    string
		hand    string
		table   string
		legal   []string // canonical spellings, in Legal's order
		illegal []string // long-form plays Apply must refuse
		play    string
		after   string // the table after play
		scopa   bool
	}{
		{name: "E1", hand: "D7", table: "C3 S4 B7", legal: []string{"D7"},
			illegal: []string{"D7xC3+S4", "D7"}, play: "D7xB7", after: "C3 S4"},
		{name: "E2", hand: "D5", table: "C5 S5 B2", legal: []string{"D5xC5", "D5xS5"},
			illegal: []string{"D5xC5+S5", "D5", "D5xB2"}, play: "D5xS5", after: "C5 B2"},
		{name: "E3", hand: "S7", table: "C1 S2 B4 D6 C3",
			legal:   []string{"S7xD6+C1", "S7xC1+S2+B4", "S7xC3+B4"},
			illegal: []string{"S7", "S7xC1+S2", "S7xC1+C3+B4"}, play: "S7xC3+B4", after: "D6 C1 S2"},
		{name: "E4", hand: "B12", table: "C10 S2", legal: []string{"B12"},
			illegal: []string{"B12xC10", "B12"}, play: "B12xC10+S2", after: "", scopa: true},
		{name: "E5", hand: "D2 S5 B7", table: "D1 C5 S6", legal: []string{"D2", "S5", "B7"},
			illegal: []string{"S5", "B7", "D2xD1"}, play: "B7xD1+S6", after: "C5"},
		{name: "E14", hand: "S11", table: "D3 C4", legal: []string{"S11"},
			illegal: []string{"S11xD3+C4"}, play: "S11", after: "D3 C4 S11"},
		{name: "E15", hand: "B12", table: "D10 C1 S11", legal: []string{"B12"},
			illegal: []string{"B12xD10+C1", "B12xD10+S11", "B12"}, play: "B12xC1+S11", after: "D10"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := position{turn: 0, dealer: 1, hand: tt.hand, other: "B1", table: tt.table, plays: 4, stock: 6, last: 1}.build(t)
			assert.Equal(t, tt.legal, legalNames(s))
			for _, bad := range tt.illegal {
				a, err := longForm(s, bad)
				require.NoError(t, err)
				before := *s
				_, err = s.Apply(a, nil)
				assert.ErrorIs(t, err, games.ErrIllegal, bad)
				assert.Equal(t, before, *s, "an illegal %s leaves the state untouched", bad)
			}
			a, err := s.ParseAction(tt.play)
			require.NoError(t, err)
			ev, err := s.Apply(a, nil)
			require.NoError(t, err)
			assert.Equal(t, set(t, tt.after), s.Table())
			assert.Equal(t, tt.scopa, hasKind(ev, KScopa))
			if tt.scopa {
				assert.Equal(t, 1, s.Scope(0))
			}
		})
	}
}

// longForm reads a play without the short-form resolution, so that tests can
// hand Apply plays that are not legal ("D5" when D5 must capture).
func longForm(s *State, str string) (games.Action, error) {
	head, tail, ok := strings.Cut(str, "x")
	c, err := cards.Italian().Parse(head)
	if err != nil || !ok {
		return Play(c, 0), err
	}
	cs, err := cards.Italian().ParseList(strings.ReplaceAll(tail, "+", " "))
	return Play(c, cards.SetOf(cs...)), err
}

func hasKind(ev []games.Event, k games.Kind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// TestLastPlayExamples covers E6 (no scopa on play 36) and E7 (the table to
// the last capturer), through the end of the deal and its scoring.
func TestLastPlayExamples(t *testing.T) {
	t.Run("E6", func(t *testing.T) {
		// The dealer (p1) makes play 36 with C12 on a table of D12.
		s := position{turn: 1, dealer: 1, hand: "C12", table: "D12", plays: 35, last: 0}.build(t)
		before := s.Pile(1).Len()
		ev, err := s.Apply(Play(set(t, "C12").First(), set(t, "D12")), nil)
		require.NoError(t, err)
		assert.False(t, hasKind(ev, KScopa), "no scopa on the last play")
		assert.False(t, hasKind(ev, games.KSweepToLast), "nothing left to sweep")
		assert.Equal(t, 0, s.Scope(1))
		assert.Equal(t, before+2, s.Pile(1).Len(), "both cards count for Cards")
		assert.True(t, s.Result().DealOver)
		assert.Equal(t, 0, s.Result().Lines[5].Value, "p1's scope line is worth nothing")
	})
	t.Run("E7", func(t *testing.T) {
		// p0 (non-dealer) captured at play 35; the dealer lays S4 at play 36.
		s := position{turn: 1, dealer: 1, hand: "S4", table: "B11", plays: 35, last: 0}.build(t)
		p0 := s.Pile(0)
		ev, err := s.Apply(Play(set(t, "S4").First(), 0), nil)
		require.NoError(t, err)
		assert.Equal(t, p0|set(t, "S4 B11"), s.Pile(0), "the table goes to the last capturer")
		assert.Equal(t, cards.Set(0), s.Table())
		assert.False(t, hasKind(ev, KScopa))
		require.True(t, hasKind(ev, games.KSweepToLast))
		assert.Equal(t, 0, s.Scope(0))
		assert.Equal(t, games.Chance, s.Player())
		assert.Equal(t, 0, s.Dealer(), "the dealer alternates after a completed deal")
	})
}

// piles builds two capture piles: A's listed cards, and B gets every other
// card of the deck when b is "rest".
func piles(t *testing.T, a, b string) [2]cards.Set {
	pa := set(t, a)
	if b == "rest" {
		return [2]cards.Set{pa, cards.Italian().Full().Minus(pa)}
	}
	return [2]cards.Set{pa, set(t, b)}
}

// TestScoringExamples covers E8–E11: primiera, a missing suit, a full deal
// score and ties.
func TestScoringExamples(t *testing.T) {
	tests := []struct {
		name     string
		pile     [2]cards.Set
		scope    [2]int
		cards    [2]int // the example's stated counts, checked first
		coins    [2]int
		primiera [2]int
		prize    [4]int
		points   [2]int
	}{
		{name: "E8", pile: piles(t, "D7 C7 S7 B10", "D6 C6 S6 B7"),
			cards: [2]int{4, 4}, coins: [2]int{1, 1}, primiera: [2]int{73, 75},
			prize: [4]int{-1, -1, 0, 1}, points: [2]int{1, 1}},
		{name: "E9", pile: piles(t, "D7 C7 S7 D1 C1", "D2 C2 S3 B7"),
			cards: [2]int{5, 4}, coins: [2]int{2, 1}, primiera: [2]int{0, 58},
			prize: [4]int{0, 0, 0, 1}, points: [2]int{3, 1}},
		{name: "E10", scope: [2]int{1, 2},
			pile:  piles(t, "D4 D5 D7 D10 D11 D12 C4 C5 C6 C7 C10 C11 C12 S1 S6 S7 S10 S11 S12 B4 B5 B12", "rest"),
			cards: [2]int{22, 18}, coins: [2]int{6, 4}, primiera: [2]int{78, 70},
			prize: [4]int{0, 0, 0, 0}, points: [2]int{5, 2}},
		{name: "E11", scope: [2]int{0, 1},
			pile:  piles(t, "D7 D1 D5 D6 D12 C7 C1 C5 C6 C12 S2 S3 S4 S10 S11 B2 B3 B4 B10 B11", "rest"),
			cards: [2]int{20, 20}, coins: [2]int{5, 5}, primiera: [2]int{70, 70},
			prize: [4]int{-1, -1, 0, -1}, points: [2]int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := ScoreDeal(tt.pile, tt.scope)
			require.Equal(t, tt.cards, d.Cards)
			require.Equal(t, tt.coins, d.Coins)
			assert.Equal(t, tt.primiera, d.Primiera)
			assert.Equal(t, tt.prize, d.Prize)
			assert.Equal(t, tt.points, d.Points)
			var sum [2]int
			for _, l := range d.Lines() {
				sum[l.Seat] += l.Value
			}
			assert.Equal(t, tt.points, sum, "the lines add up to the points")
		})
	}
}

// TestE12MatchEnd covers E12.
func TestE12MatchEnd(t *testing.T) {
	tests := []struct {
		before, deal [2]int
		winner       int
	}{
		{[2]int{9, 10}, [2]int{3, 1}, 0},
		{[2]int{10, 8}, [2]int{1, 3}, -1},
		{[2]int{9, 7}, [2]int{1, 2}, -1},
		{[2]int{8, 10}, [2]int{5, 0}, 0},
	}
	for _, tt := range tests {
		total := [2]int{tt.before[0] + tt.deal[0], tt.before[1] + tt.deal[1]}
		assert.Equal(t, tt.winner, MatchWinner(total), "E12 %v + %v", tt.before, tt.deal)
	}
}

// TestMatchEndThroughPlay plays the last card of a deal from E12's first row
// (9–10 before a deal scoring 3–1) and checks that the match ends there.
func TestMatchEndThroughPlay(t *testing.T) {
	// p0 takes every prize but the coins tie; p1 scores one scopa earlier.
	s := position{turn: 1, dealer: 1, hand: "S4", table: "B11", plays: 35, last: 0, scope: 1,
		pile0: "D7 D1 D2 D3 D4 C7 C1 C2 S7 S1 S2 S3 B7 B1 B2 B3 B4 B5 B6 C3 C4 C5",
		pile1: "D5 D6 D10 D11 D12 C6 C10 C11 C12 S5 S6 S10 S11 S12 B10 B12"}.build(t)
	s.total = [2]int{9, 10}
	ev, err := s.Apply(Play(set(t, "S4").First(), 0), nil)
	require.NoError(t, err)
	r := s.Result()
	assert.Equal(t, []int{3, 1}, r.Deal)
	assert.Equal(t, []int{12, 11}, r.Match)
	assert.Equal(t, 0, r.Winner)
	assert.True(t, s.Done())
	assert.Equal(t, games.Nobody, s.Player())
	assert.Equal(t, games.KMatchOver, ev[len(ev)-1].Kind)
	_, err = s.Apply(games.Deal, nil)
	assert.ErrorIs(t, err, games.ErrIllegal)
}

// kingsDeal returns a pack whose four table cards (positions 7–10) are the
// given cards, the rest in numeric order.
func kingsDeal(t *testing.T, table string) []cards.Card {
	tc := set(t, table)
	pack := make([]cards.Card, 0, 40)
	rest := cards.Italian().Full().Minus(tc).Cards()
	pack = append(pack, rest[:6]...)
	pack = append(pack, tc.Cards()...)
	return append(pack, rest[6:]...)
}

// TestE13KingsRedeal covers E13: three Kings void the deal, the same dealer
// deals again and nothing is scored; two Kings are a valid deal.
func TestE13KingsRedeal(t *testing.T) {
	s, err := New(games.Config{Dealer: 1, Deals: [][]cards.Card{
		kingsDeal(t, "D12 C12 S12 B3"), kingsDeal(t, "D12 C12 S5 B3")}})
	require.NoError(t, err)
	ev, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	assert.True(t, hasKind(ev, games.KRedeal))
	assert.Equal(t, games.Chance, s.Player(), "a void deal is dealt again")
	assert.Equal(t, 1, s.Dealer(), "by the same dealer")
	assert.Equal(t, 0, s.Result().Deals, "nothing is scored")
	assert.Equal(t, [2]int{}, s.MatchPoints())

	ev, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	assert.False(t, hasKind(ev, games.KRedeal))
	assert.Equal(t, set(t, "D12 C12 S5 B3"), s.Table())
	assert.Equal(t, 0, s.Player(), "the non-dealer leads")
	assert.Equal(t, 1, s.Dealer())
	// The explicit order: alternately non-dealer first for six cards.
	pack := kingsDeal(t, "D12 C12 S5 B3")
	assert.Equal(t, cards.SetOf(pack[0], pack[2], pack[4]), s.Hand(0))
	assert.Equal(t, cards.SetOf(pack[1], pack[3], pack[5]), s.Hand(1))
	assert.Equal(t, 30, s.StockLen())
	assert.Equal(t, pack[10], s.stock[0], "the stock is dealt from the top of the rest")
}

// TestRefill checks spec §3.5: after both hands are empty the dealer gives
// three new cards each, non-dealer first, no table cards, and the
// non-dealer plays next.
func TestRefill(t *testing.T) {
	s := position{turn: 1, dealer: 1, hand: "S11", table: "D3 C4", plays: 6, stock: 24, last: -1}.build(t)
	table := s.Table()
	next := s.stock[s.sp : s.sp+6]
	want0, want1 := cards.SetOf(next[0], next[2], next[4]), cards.SetOf(next[1], next[3], next[5])
	ev, err := s.Apply(Play(set(t, "S11").First(), 0), nil)
	require.NoError(t, err)
	assert.Equal(t, want0, s.Hand(0))
	assert.Equal(t, want1, s.Hand(1))
	assert.Equal(t, table.Add(set(t, "S11").First()), s.Table(), "no cards are added to the table")
	assert.Equal(t, 18, s.StockLen())
	assert.Equal(t, 0, s.Player())
	n := 0
	for _, e := range ev {
		if e.Kind == games.KMove && e.From == games.Stock {
			n++
			assert.Equal(t, e.Player, e.Private, "a drawn card is seen by its taker only")
		}
	}
	assert.Equal(t, 6, n)
}

// TestNewRejects checks configuration errors.
func TestNewRejects(t *testing.T) {
	bad := []games.Config{
		{Deck: cards.German32},
		{Options: map[string]string{"speed": "fast"}},
		{Options: map[string]string{"napola": "yes"}},
		{Dealer: 2},
		{Deals: [][]cards.Card{{1, 2, 3}}},
	}
	for _, cfg := range bad {
		_, err := New(cfg)
		assert.Error(t, err, "%+v", cfg)
	}
	_, err := Info().New(games.Config{Dealer: -1, Seed: 3})
	assert.NoError(t, err)
}

// TestParseErrors checks that bad plays give errors that say what is wrong.
func TestParseErrors(t *testing.T) {
	s := position{turn: 0, dealer: 1, hand: "D5 S11", other: "B1", table: "C5 S5 B2", plays: 4, stock: 6, last: 1}.build(t)
	tests := []struct{ in, want string }{
		{"Z9", "not a card"},
		{"D6", "not in p0's hand"},
		{"D5", "2 ways"},
		{"D5xC5+C5", "named twice"},
		{"D5xQQ", "captured card"},
	}
	for _, tt := range tests {
		_, err := s.ParseAction(tt.in)
		require.Error(t, err, tt.in)
		assert.Contains(t, err.Error(), tt.want, tt.in)
	}
	a, err := s.ParseAction("d5xc5")
	require.NoError(t, err, "case does not matter")
	assert.Equal(t, "D5xC5", s.FormatAction(a))
	a, err = s.ParseAction("S11")
	require.NoError(t, err)
	assert.Equal(t, Play(set(t, "S11").First(), 0), a, "S11 lays: nothing adds up to 9")
	a, err = s.ParseAction("deal")
	require.NoError(t, err)
	_, err = s.Apply(a, nil)
	assert.True(t, errors.Is(err, games.ErrIllegal))
	for _, garbage := range []games.Action{1 << 63, 45, Play(3, cards.SetOf(3)), games.Action(1) << 50} {
		before := *s
		_, err := s.Apply(garbage, nil)
		assert.ErrorIs(t, err, games.ErrIllegal)
		assert.Equal(t, before, *s)
		assert.NotEmpty(t, s.FormatAction(garbage))
	}
}
