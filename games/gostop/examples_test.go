package gostop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The spec's worked examples (../shared/rules/gostop.md §9), named after
// their ids.

func TestG1Brights(t *testing.T) {
	for _, tc := range []struct {
		pile string
		want int
	}{
		{"01-B 03-B 12-B", 2},
		{"01-B 03-B 08-B", 3},
		{"01-B 03-B 08-B 12-B", 4},
		{"01-B 03-B 08-B 11-B 12-B", 15},
		{"01-B 12-B", 0},
	} {
		got := ScoreOf(set(t, tc.pile))
		assert.Equal(t, tc.want, got.BrightPts, "%s: bright points", tc.pile)
		assert.Equal(t, tc.want, got.Total, "%s: total", tc.pile)
	}
}

func TestG2Ribbons(t *testing.T) {
	for _, tc := range []struct {
		pile string
		want int
	}{
		{"01-R 02-R 03-R 04-R 12-R", 4},
		{"04-R 05-R 12-R", 0},
		{"04-R 05-R 07-R 06-R 09-R 10-R", 8},
	} {
		assert.Equal(t, tc.want, ScoreOf(set(t, tc.pile)).Total, tc.pile)
	}
}

func TestG3AnimalsGodori(t *testing.T) {
	for _, tc := range []struct {
		pile         string
		want, godori int
	}{
		{"02-A 04-A 08-A", 5, 5},
		{"02-A 04-A 08-A 05-A 06-A", 6, 5},
		{"05-A 06-A 07-A 10-A 12-A 02-A", 2, 0},
	} {
		got := ScoreOf(set(t, tc.pile))
		assert.Equal(t, tc.want, got.Total, "%s: total", tc.pile)
		assert.Equal(t, tc.godori, got.Godori, "%s: godori", tc.pile)
	}
}

func TestG4JunkUnits(t *testing.T) {
	ten := "11-D 12-D 01-J1 01-J2 02-J1 02-J2 03-J1 03-J2"
	for _, tc := range []struct {
		pile         string
		units, score int
	}{
		{ten, 10, 1},
		{ten + " 04-J1 04-J2 05-J1 05-J2", 14, 5},
	} {
		got := ScoreOf(set(t, tc.pile))
		assert.Equal(t, tc.units, got.Units, "%s: units", tc.pile)
		assert.Equal(t, tc.score, got.Total, "%s: points", tc.pile)
	}
}

func TestG5CupClassification(t *testing.T) {
	four := "02-A 05-A 06-A 07-A"
	six := four + " 10-A 12-A"
	nine := "01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1"
	eight := "01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2"
	for _, tc := range []struct {
		name, pile     string
		junk           bool
		total, animals int
		meongBak       bool
	}{
		{"a", "09-A " + four + " " + nine, true, 2, 4, false},
		{"b", "09-A " + four + " " + eight, false, 1, 5, false},
		{"c", "09-A " + six + " " + nine, true, 4, 6, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ScoreOf(set(t, tc.pile))
			assert.Equal(t, tc.junk, got.CupAsJunk, "cup as junk")
			assert.Equal(t, tc.total, got.Total, "S")
			assert.Equal(t, tc.animals, got.Animals, "animals")
			assert.Equal(t, tc.meongBak, Settle(set(t, tc.pile), 0, 0).MeongBak, "meong-bak")
		})
	}
}

func TestG6Ppuk(t *testing.T) {
	base := position{
		hands:  [2]string{"05-A 10-J1 01-J1", "05-J2 06-J1 02-A"},
		layout: "05-J1 01-B 08-B",
		piles:  [2]string{"03-J1", "03-J2 04-J1"},
		turn:   5,
	}
	t.Run("made", func(t *testing.T) {
		p := base
		p.stock = "05-R"
		s := build(t, p)
		ev := play(t, s, "05-A")
		require.True(t, has(ev, KPpuk), "no ppuk: %s", kinds(ev))
		require.EqualValues(t, 1, s.pub.Ppuk[0], "ppuk count: %s", kinds(ev))
		require.EqualValues(t, 0, s.pub.StackMaker[4], "stack maker: %s", kinds(ev))
		layout, pile := s.pub.Layout.Format(cards.Hwatu()), s.pub.Piles[0].Format(cards.Hwatu())
		require.True(t, s.pub.Layout.Contains(set(t, "05-J1 05-A 05-R")), "layout %s pile %s", layout, pile)
		require.Equal(t, set(t, "03-J1"), s.pub.Piles[0], "layout %s pile %s", layout, pile)
	})
	t.Run("taken by the opponent", func(t *testing.T) {
		p := base
		p.stock = "05-R 02-R"
		s := build(t, p)
		ev := play(t, s, "05-A", "05-J2")
		got, want := stolen(ev), set(t, "03-J1")
		require.Equal(t, want, got, "stolen %s, want %s: %s", got.Format(cards.Hwatu()), want.Format(cards.Hwatu()), kinds(ev))
		require.True(t, s.pub.Piles[1].Contains(monthMask[4]), "p1 pile %s", s.pub.Piles[1].Format(cards.Hwatu()))
		require.EqualValues(t, NoStack, s.pub.StackMaker[4], "p1 pile %s", s.pub.Piles[1].Format(cards.Hwatu()))
	})
	t.Run("taken back by its maker", func(t *testing.T) {
		p := base
		p.stock = "05-R 08-J1 05-J2"
		p.hands[1] = "06-J1 02-A"
		s := build(t, p)
		ev := play(t, s, "05-A", "06-J1", "10-J1")
		got, want := stolen(ev), set(t, "03-J2 04-J1")
		require.Equal(t, want, got, "stolen %s, want %s (2 units): %s", got.Format(cards.Hwatu()), want.Format(cards.Hwatu()), kinds(ev))
		require.True(t, s.pub.Piles[0].Contains(monthMask[4]), "p0 pile %s", s.pub.Piles[0].Format(cards.Hwatu()))
	})
}

func TestG7Ttadak(t *testing.T) {
	for _, tc := range []struct {
		turn int
		pays bool
	}{{7, true}, {20, false}} {
		s := build(t, position{
			hands:  [2]string{"07-A", ""},
			layout: "07-J1 07-J2 01-B",
			piles:  [2]string{"", "03-J1 04-J1 11-D"},
			stock:  "07-R",
			turn:   tc.turn,
		})
		ev := play(t, s, "07-A:07-J1")
		require.True(t, has(ev, KTtadak), "turn %d: %s", tc.turn, kinds(ev))
		require.False(t, has(ev, KSseul), "turn %d: %s", tc.turn, kinds(ev))
		pile, layout := s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu())
		require.Equal(t, set(t, "07-A 07-J1 07-J2 07-R"), s.pub.Piles[0].Intersect(monthMask[6]), "turn %d: pile %s layout %s", tc.turn, pile, layout)
		require.Equal(t, set(t, "01-B"), s.pub.Layout, "turn %d: pile %s layout %s", tc.turn, pile, layout)
		want := cards.Set(0)
		if tc.pays {
			want = set(t, "03-J1") // exactly 1 junk card, the least valuable
		}
		got := stolen(ev)
		assert.Equal(t, want, got, "turn %d: stolen %s, want %s", tc.turn, got.Format(cards.Hwatu()), want.Format(cards.Hwatu()))
	}
}

func TestG8Chok(t *testing.T) {
	for _, tc := range []struct {
		turn int
		pays bool
	}{{3, true}, {20, false}} {
		s := build(t, position{
			hands:  [2]string{"10-A", ""},
			layout: "01-B 02-J1",
			piles:  [2]string{"", "03-J1 04-J2"},
			stock:  "10-J1",
			turn:   tc.turn,
		})
		ev := play(t, s, "10-A")
		require.True(t, has(ev, KChok), "turn %d: %s", tc.turn, kinds(ev))
		require.Equal(t, set(t, "10-A 10-J1")|stolen(ev), s.pub.Piles[0], "turn %d: %s; pile %s", tc.turn, kinds(ev), s.pub.Piles[0].Format(cards.Hwatu()))
		want := cards.Set(0)
		if tc.pays {
			want = set(t, "03-J1")
		}
		got := stolen(ev)
		assert.Equal(t, want, got, "turn %d: stolen %s, want %s", tc.turn, got.Format(cards.Hwatu()), want.Format(cards.Hwatu()))
	}
}

func TestG9Sseul(t *testing.T) {
	for _, tc := range []struct {
		name, hand, layout, stock, action string
		sseul                             bool
		also                              games.Kind
	}{
		{"sseul", "03-J2", "03-B 09-J1", "09-R", "03-J2", true, games.KNone},
		{"ttadak is not sseul", "07-A", "07-J1 07-J2", "07-R", "07-A:07-J1", false, KTtadak},
		{"chok on an empty layout is not sseul", "10-A", "", "10-J1", "10-A", false, KChok},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, position{
				hands: [2]string{tc.hand, ""}, layout: tc.layout, stock: tc.stock,
				piles: [2]string{"", "01-J1 01-J2 02-J1"}, turn: 9,
			})
			ev := play(t, s, tc.action)
			require.Equal(t, tc.sseul, has(ev, KSseul), "sseul: %s", kinds(ev))
			if tc.also != games.KNone {
				require.True(t, has(ev, tc.also), "no %s: %s", tc.also, kinds(ev))
			}
			require.Zero(t, s.pub.Layout, "layout %s: %s", s.pub.Layout.Format(cards.Hwatu()), kinds(ev))
			got := stolen(ev)
			assert.Equal(t, set(t, "01-J1"), got, "stolen %s, want exactly one card 01-J1", got.Format(cards.Hwatu()))
		})
	}
}

func TestG10OpeningTriple(t *testing.T) {
	t.Run("dealt", func(t *testing.T) {
		deal := explicitDeal(t,
			"06-J2 01-B 01-R 02-A 02-R 03-B 03-R 04-A 04-R 05-A",
			"07-A 07-R 08-B 08-A 09-A 09-R 10-A 10-R 11-B 11-D",
			"06-A 06-R 06-J1 01-J1 02-J1 03-J1 04-J1 05-J1")
		s, err := New(games.Config{Dealer: 0, Deals: [][]cards.Card{deal}})
		require.NoError(t, err)
		ev, err := s.Apply(games.Deal, nil)
		require.NoError(t, err)
		require.EqualValues(t, OpeningDeal, s.pub.StackMaker[5], "no opening stack: %s", kinds(ev))
		require.True(t, has(ev, KPpuk), "no opening stack: %s", kinds(ev))
		require.Contains(t, s.Legal(nil), PlayAction(card(t, "06-J2"), cards.None), "06-J2 is not playable")
	})
	for _, turn := range []int{6, 20} {
		s := build(t, position{
			hands: [2]string{"06-J2", ""}, layout: "06-A 06-R 06-J1 01-B", stock: "02-J1",
			piles: [2]string{"", "12-D 04-J1"}, turn: turn,
		})
		ev := play(t, s, "06-J2")
		require.True(t, s.pub.Piles[0].Contains(monthMask[5]), "turn %d: %s", turn, kinds(ev))
		require.True(t, has(ev, KStackTaken), "turn %d: %s", turn, kinds(ev))
		got := stolen(ev)
		assert.Equal(t, set(t, "04-J1"), got, "turn %d: stolen %s, want 04-J1", turn, got.Format(cards.Hwatu()))
	}
}

func contains(as []games.Action, a games.Action) bool {
	for _, x := range as {
		if x == a {
			return true
		}
	}
	return false
}

func TestG11TransferOrder(t *testing.T) {
	pile := set(t, "03-J1 11-D 12-D 09-A")
	for i, tc := range []struct {
		units int
		want  string
		moved int
	}{
		{0, "03-J1", 1}, // chok
		{2, "11-D", 2},  // own ppuk
		{0, "12-D", 2},  // another one-card event
		{0, "", 0},      // the cup stays
	} {
		paid, moved := TakeJunk(pile, tc.units)
		require.Equal(t, set(t, tc.want), paid, "payment %d: %s, want %s", i+1, paid.Format(cards.Hwatu()), tc.want)
		require.Equal(t, tc.moved, moved, "payment %d: units", i+1)
		pile = pile.Minus(paid)
	}
	paid, moved := TakeJunk(set(t, "05-J2 11-D"), 2)
	assert.Equal(t, set(t, "05-J2 11-D"), paid, "2 units from 05-J2 11-D: %s, want both", paid.Format(cards.Hwatu()))
	assert.Equal(t, 3, moved, "2 units from 05-J2 11-D: units")
	// The same order in play: a chok takes 03-J1 first.
	s := build(t, position{hands: [2]string{"10-A", ""}, layout: "01-B", stock: "10-J1",
		piles: [2]string{"", "09-A 12-D 11-D 03-J1"}, turn: 4})
	got := stolen(play(t, s, "10-A"))
	assert.Equal(t, set(t, "03-J1"), got, "chok took %s, want 03-J1", got.Format(cards.Hwatu()))
}

const (
	g12Junk    = "11-D 12-D 01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2" // 14 units
	g12Animals = "02-A 05-A 06-A 07-A 10-A 12-A"
	g12Ribbons = "01-R 02-R 04-R 05-R 06-R 09-R 12-R"
)

func TestG12ThreeGosPiBak(t *testing.T) {
	w := set(t, g12Junk+" "+g12Animals+" "+g12Ribbons)
	l := set(t, "06-J1 06-J2 07-J1 07-J2")
	p := Settle(w, 3, l)
	require.Equal(t, 10, p.Score.Total, "%+v: S", p)
	require.True(t, p.PiBak, "%+v: pi-bak", p)
	require.False(t, p.GwangBak, "%+v: gwang-bak", p)
	require.False(t, p.MeongBak, "%+v: meong-bak", p)
	require.Equal(t, 40, p.Total, "%+v: payment", p)
	// In play: W stands at 9 after gos at 7, 8 and 9 and takes one more junk.
	pos := position{
		hands:  [2]string{"08-J1 11-J1", ""},
		layout: "08-B 10-J1",
		piles: [2]string{
			"11-D 12-D 01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 " + g12Animals + " " + g12Ribbons,
			"06-J1 06-J2 07-J1 07-J2"},
		stock: "09-J2", turn: 11, gos: [2]int{3, 0}, lastGo: [2]int{9, 0},
	}
	s := build(t, pos)
	require.Equal(t, 9, Points(s.pub.Piles[0]), "setup: S")
	play(t, s, "08-J1")
	require.Equal(t, PhaseDecide, s.pub.Phase, "no decision at S = %d", Points(s.pub.Piles[0]))
	play(t, s, "stop")
	r := s.Result()
	require.Equal(t, 0, r.Winner, "result %+v", r)
	require.Equal(t, []int{40, -40}, r.Deal, "result %+v", r)
	require.True(t, hasLine(r, "score.gostop.pi-bak"), "result %+v", r)
	require.True(t, hasLine(r, "score.gostop.gos"), "result %+v", r)
}

func hasLine(r games.Result, id string) bool {
	for _, l := range r.Lines {
		if l.Label.ID == id {
			return true
		}
	}
	return false
}

func TestG13GoLadder(t *testing.T) {
	for g, want := range []int{12, 13, 14, 24, 48, 96} {
		assert.Equal(t, want, GoAdjust(12, g), "S 12 after %d gos", g)
	}
}

func TestG14GwangMeongBak(t *testing.T) {
	w := set(t, "01-B 03-B 08-B 02-A 04-A 05-A 06-A 07-A 10-A 12-A 01-R 02-R 04-R 06-R 12-R")
	p := Settle(w, 0, set(t, "01-J1 09-R"))
	require.Equal(t, 7, p.Score.Total, "%+v: S", p)
	require.Zero(t, p.Score.Godori, "%+v: godori", p)
	require.True(t, p.GwangBak, "%+v: gwang-bak", p)
	require.True(t, p.MeongBak, "%+v: meong-bak", p)
	require.False(t, p.PiBak, "%+v: pi-bak", p)
	require.Equal(t, 28, p.Total, "%+v: payment", p)
}

func TestG15CupProtects(t *testing.T) {
	w := set(t, g12Junk)
	for _, tc := range []struct {
		loser string
		piBak bool
	}{
		{"01-J1 01-J2 02-J1 09-A", false},
		{"01-J1 01-J2 02-J1", true},
		{"", true},
	} {
		assert.Equal(t, tc.piBak, Settle(w, 0, set(t, tc.loser)).PiBak, "loser %q: pi-bak", tc.loser)
	}
}

func TestG16DecisionTiming(t *testing.T) {
	s := build(t, position{
		hands: [2]string{"01-J1 09-J1 03-J1 11-J2", "10-A 02-A 06-A 11-B"},
		// P stands at 7 after a go at 7 on turn 9.
		layout: "01-B 09-J2 03-B",
		piles: [2]string{
			"11-D 12-D 01-J2 02-J1 02-J2 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2",
			"08-J1 08-J2 10-J1 10-J2 11-J1"},
		stock: "10-R 12-A 04-A 05-A 08-A 06-R",
		turn:  10, toMove: 1, gos: [2]int{1, 0}, lastGo: [2]int{7, 0},
	})
	require.Equal(t, 7, Points(s.pub.Piles[0]), "setup: S")
	play(t, s, "10-A") // turn 10: Q's chok takes one of P's junk
	require.Equal(t, 6, Points(s.pub.Piles[0]), "after the chok P's S")
	play(t, s, "01-J1") // turn 11: back at 7, not above the go's 7
	require.Equal(t, PhasePlay, s.pub.Phase, "turn 11: phase")
	require.EqualValues(t, 1, s.pub.ToMove, "turn 11: to move")
	require.Equal(t, 7, Points(s.pub.Piles[0]), "turn 11: S")
	play(t, s, "02-A", "09-J1") // turn 13: 9 > 7
	require.Equal(t, PhaseDecide, s.pub.Phase, "turn 13: phase")
	require.Equal(t, 9, Points(s.pub.Piles[0]), "turn 13: S")
	play(t, s, "go", "06-A", "03-J1") // turn 15: 10
	require.Equal(t, PhaseDecide, s.pub.Phase, "turn 15: phase")
	require.EqualValues(t, 2, s.pub.Gos[0], "turn 15: gos")
	require.EqualValues(t, 9, s.pub.LastGo[0], "turn 15: last go")
	require.Equal(t, 10, Points(s.pub.Piles[0]), "turn 15: S")
	play(t, s, "stop")
	require.Equal(t, 12, s.Result().Deal[0], "payment, want 10 + 2, no bak")
}

func TestG17NoGoBak(t *testing.T) {
	s := build(t, position{
		hands: [2]string{"01-J1", "02-J1 12-R"},
		// P called go at 7; Q has 6 (13 junk units and 6 ribbons) and takes two junk units.
		layout: "02-J2 08-B",
		piles: [2]string{
			"01-B 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2",
			"11-D 12-D 01-J2 08-J1 08-J2 09-J1 09-J2 10-J1 10-J2 11-J1 11-J2 01-R 02-R 04-R 05-R 06-R 09-R"},
		stock: "12-B", turn: 14, toMove: 1, gos: [2]int{1, 0}, lastGo: [2]int{7, 0},
	})
	require.Equal(t, 6, Points(s.pub.Piles[1]), "setup: Q's S")
	play(t, s, "02-J1")
	require.Equal(t, PhaseDecide, s.pub.Phase, "Q has no decision at %d", Points(s.pub.Piles[1]))
	require.EqualValues(t, 1, s.pub.ToMove, "Q has no decision at %d", Points(s.pub.Piles[1]))
	play(t, s, "stop")
	r := s.Result()
	q := Settle(s.pub.Piles[1], 0, s.pub.Piles[0])
	require.Equal(t, 8, q.Score.Total, "Q's score, result %+v", r)
	require.Equal(t, 8, q.Total, "Q's payout, result %+v", r)
	require.Equal(t, 1, r.Winner, "result %+v", r)
	require.Equal(t, []int{-q.Total, q.Total}, r.Deal, "result %+v", r)
	assert.True(t, hasLine(r, "score.gostop.go-lost"), "no line says P's go score is lost: %+v", r.Lines)
}

func TestG18FinalTurn(t *testing.T) {
	t.Run("chok pays nothing", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "10-A"}, layout: "01-B", stock: "10-J1",
			piles: [2]string{"01-J1 02-J1", ""}, turn: 20, toMove: 1})
		ev := play(t, s, "10-A")
		require.True(t, has(ev, KChok), kinds(ev))
		require.True(t, stolen(ev).Empty(), "stolen: %s", kinds(ev))
		require.True(t, s.pub.Piles[1].Contains(set(t, "10-A 10-J1")), "pile: %s", kinds(ev))
		require.Equal(t, EndNagari, s.pub.End)
		require.Equal(t, -1, s.Result().Winner, "nagari has no winner")
	})
	t.Run("first reaching 7 forces stop", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "01-J1"}, layout: "01-B", stock: "02-J1",
			piles: [2]string{"03-B", "11-D 12-D 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1"},
			turn:  20, toMove: 1})
		ev := play(t, s, "01-J1")
		require.Equal(t, PhaseOver, s.pub.Phase, kinds(ev))
		require.Equal(t, EndStop, s.pub.End, kinds(ev))
		require.True(t, has(ev, KStop), kinds(ev))
		require.EqualValues(t, 1, s.pub.Winner, kinds(ev))
	})
	t.Run("an empty hand on turn 19 stops too (GS-D9)", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"01-J1", "02-R"}, layout: "01-B", stock: "02-J1",
			piles: [2]string{"11-D 12-D 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1", "03-B"},
			turn:  19, toMove: 0})
		ev := play(t, s, "01-J1")
		require.Equal(t, EndStop, s.pub.End, kinds(ev))
		require.EqualValues(t, 0, s.pub.Winner, kinds(ev))
		require.True(t, has(ev, KStop), kinds(ev))
	})
	t.Run("a go at 9 still at 9 is nagari", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "01-J1"}, layout: "08-B", stock: "02-J1",
			piles: [2]string{"03-B", "11-D 12-D 01-J2 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1 08-J2"},
			turn:  20, toMove: 1, gos: [2]int{0, 1}, lastGo: [2]int{0, 9}})
		require.Equal(t, 9, Points(s.pub.Piles[1]), "setup")
		ev := play(t, s, "01-J1")
		require.Equal(t, EndNagari, s.pub.End, kinds(ev))
		require.True(t, has(ev, KNagari), kinds(ev))
		require.Zero(t, s.Result().Deal[1], kinds(ev))
	})
}

func TestG19InstantResults(t *testing.T) {
	march := "03-B 03-R 03-J1 03-J2"
	june := "06-A 06-R 06-J1 06-J2"
	for _, tc := range []struct {
		name                  string
		first, second, layout string
		redeal                bool
		winner                int
	}{
		{"four March cards in hand", march + " 01-B 01-R 02-A 02-R 04-A 04-R", "05-A 05-R 07-A 07-R 08-B 08-A 09-A 09-R 10-A 10-R",
			"01-J1 02-J1 04-J1 05-J1 07-J1 08-J1 09-J1 10-J1", false, 0},
		{"second player's quad", "05-A 05-R 07-A 07-R 08-B 08-A 09-A 09-R 10-A 10-R", march + " 01-B 01-R 02-A 02-R 04-A 04-R",
			"01-J1 02-J1 04-J1 05-J1 07-J1 08-J1 09-J1 10-J1", false, 1},
		{"both quads", march + " 01-B 01-R 02-A 02-R 04-A 04-R", june + " 07-A 07-R 08-B 08-A 09-A 09-R",
			"01-J1 02-J1 04-J1 05-J1 07-J1 08-J1 09-J1 10-J1", true, -1},
		{"layout quad first", march + " 01-B 01-R 02-A 02-R 04-A 04-R", "05-A 05-R 07-A 07-R 08-B 08-A 09-A 09-R 10-A 10-R",
			june + " 01-J1 02-J1 04-J1 05-J1", true, -1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			deal := explicitDeal(t, tc.first, tc.second, tc.layout)
			s, err := New(games.Config{Dealer: 1, Deals: [][]cards.Card{deal}})
			require.NoError(t, err)
			ev, err := s.Apply(games.Deal, nil)
			require.NoError(t, err)
			if tc.redeal {
				require.True(t, has(ev, games.KRedeal), "no redeal: %s", kinds(ev))
				require.Equal(t, games.Chance, s.Player(), "no redeal: %s", kinds(ev))
				require.EqualValues(t, 1, s.pub.Redeals, "no redeal: %s", kinds(ev))
				require.EqualValues(t, 1, s.pub.First, "no redeal: %s", kinds(ev))
				_, err := s.Apply(games.Deal, nil)
				require.NoError(t, err, "the redeal from the seed")
				require.EqualValues(t, 1, s.pub.First, "the redeal from the seed: first player")
				return
			}
			// Dealer 1 plays first: the first hand is p1's.
			winner := 1 - tc.winner
			r := s.Result()
			require.Equal(t, EndQuad, s.pub.End, "result %+v", r)
			require.Equal(t, winner, r.Winner, "result %+v", r)
			require.Equal(t, 5, r.Deal[winner], "result %+v", r)
			require.True(t, has(ev, KInstantWin), "result %+v", r)
		})
	}
	t.Run("third ppuk", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"05-A 01-J1", ""}, layout: "05-J1 08-B", stock: "05-R",
			piles: [2]string{"01-B", ""}, turn: 15, ppuk: [2]int{2, 0}})
		ev := play(t, s, "05-A")
		require.Equal(t, EndPpuk, s.pub.End, kinds(ev))
		require.EqualValues(t, 0, s.pub.Winner, kinds(ev))
		require.EqualValues(t, 5, s.pub.Payment, kinds(ev))
		require.True(t, has(ev, KInstantWin), kinds(ev))
	})
}
