package gostop

import (
	"testing"

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
		if got := ScoreOf(set(t, tc.pile)); got.BrightPts != tc.want || got.Total != tc.want {
			t.Errorf("%s: brights %d total %d, want %d", tc.pile, got.BrightPts, got.Total, tc.want)
		}
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
		if got := ScoreOf(set(t, tc.pile)).Total; got != tc.want {
			t.Errorf("%s: %d, want %d", tc.pile, got, tc.want)
		}
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
		if got.Total != tc.want || got.Godori != tc.godori {
			t.Errorf("%s: total %d godori %d, want %d and %d", tc.pile, got.Total, got.Godori, tc.want, tc.godori)
		}
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
		if got.Units != tc.units || got.Total != tc.score {
			t.Errorf("%s: %d units %d points, want %d and %d", tc.pile, got.Units, got.Total, tc.units, tc.score)
		}
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
			if got.CupAsJunk != tc.junk || got.Total != tc.total || got.Animals != tc.animals {
				t.Errorf("cup as junk %v, S %d, animals %d; want %v, %d, %d", got.CupAsJunk, got.Total, got.Animals, tc.junk, tc.total, tc.animals)
			}
			if p := Settle(set(t, tc.pile), 0, 0); p.MeongBak != tc.meongBak {
				t.Errorf("meong-bak %v, want %v", p.MeongBak, tc.meongBak)
			}
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
		if !has(ev, KPpuk) || s.pub.Ppuk[0] != 1 || s.pub.StackMaker[4] != 0 {
			t.Fatalf("no ppuk: %s", kinds(ev))
		}
		if want := set(t, "05-J1 05-A 05-R"); !s.pub.Layout.Contains(want) || s.pub.Piles[0] != set(t, "03-J1") {
			t.Fatalf("layout %s pile %s", s.pub.Layout.Format(cards.Hwatu()), s.pub.Piles[0].Format(cards.Hwatu()))
		}
	})
	t.Run("taken by the opponent", func(t *testing.T) {
		p := base
		p.stock = "05-R 02-R"
		s := build(t, p)
		ev := play(t, s, "05-A", "05-J2")
		if got, want := stolen(ev), set(t, "03-J1"); got != want {
			t.Fatalf("stolen %s, want %s: %s", got.Format(cards.Hwatu()), want.Format(cards.Hwatu()), kinds(ev))
		}
		if !s.pub.Piles[1].Contains(monthMask[4]) || s.pub.StackMaker[4] != NoStack {
			t.Fatalf("p1 pile %s", s.pub.Piles[1].Format(cards.Hwatu()))
		}
	})
	t.Run("taken back by its maker", func(t *testing.T) {
		p := base
		p.stock = "05-R 08-J1 05-J2"
		p.hands[1] = "06-J1 02-A"
		s := build(t, p)
		ev := play(t, s, "05-A", "06-J1", "10-J1")
		if got, want := stolen(ev), set(t, "03-J2 04-J1"); got != want {
			t.Fatalf("stolen %s, want %s (2 units): %s", got.Format(cards.Hwatu()), want.Format(cards.Hwatu()), kinds(ev))
		}
		if !s.pub.Piles[0].Contains(monthMask[4]) {
			t.Fatalf("p0 pile %s", s.pub.Piles[0].Format(cards.Hwatu()))
		}
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
		if !has(ev, KTtadak) || has(ev, KSseul) {
			t.Fatalf("turn %d: %s", tc.turn, kinds(ev))
		}
		if want := set(t, "07-A 07-J1 07-J2 07-R"); s.pub.Piles[0].Intersect(monthMask[6]) != want || s.pub.Layout != set(t, "01-B") {
			t.Fatalf("turn %d: pile %s layout %s", tc.turn, s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Layout.Format(cards.Hwatu()))
		}
		want := cards.Set(0)
		if tc.pays {
			want = set(t, "03-J1") // exactly 1 junk card, the least valuable
		}
		if got := stolen(ev); got != want {
			t.Errorf("turn %d: stolen %s, want %s", tc.turn, got.Format(cards.Hwatu()), want.Format(cards.Hwatu()))
		}
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
		if !has(ev, KChok) || s.pub.Piles[0] != set(t, "10-A 10-J1")|stolen(ev) {
			t.Fatalf("turn %d: %s; pile %s", tc.turn, kinds(ev), s.pub.Piles[0].Format(cards.Hwatu()))
		}
		want := cards.Set(0)
		if tc.pays {
			want = set(t, "03-J1")
		}
		if got := stolen(ev); got != want {
			t.Errorf("turn %d: stolen %s, want %s", tc.turn, got.Format(cards.Hwatu()), want.Format(cards.Hwatu()))
		}
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
			if has(ev, KSseul) != tc.sseul || (tc.also != games.KNone && !has(ev, tc.also)) || s.pub.Layout != 0 {
				t.Fatalf("%s; layout %s", kinds(ev), s.pub.Layout.Format(cards.Hwatu()))
			}
			if got := stolen(ev); got != set(t, "01-J1") {
				t.Errorf("stolen %s, want exactly one card 01-J1", got.Format(cards.Hwatu()))
			}
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
		if err != nil {
			t.Fatal(err)
		}
		ev, err := s.Apply(games.Deal, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.pub.StackMaker[5] != OpeningDeal || !has(ev, KPpuk) {
			t.Fatalf("no opening stack: %s", kinds(ev))
		}
		if a := PlayAction(card(t, "06-J2"), cards.None); !contains(s.Legal(nil), a) {
			t.Fatal("06-J2 is not playable")
		}
	})
	for _, turn := range []int{6, 20} {
		s := build(t, position{
			hands: [2]string{"06-J2", ""}, layout: "06-A 06-R 06-J1 01-B", stock: "02-J1",
			piles: [2]string{"", "12-D 04-J1"}, turn: turn,
		})
		ev := play(t, s, "06-J2")
		if !s.pub.Piles[0].Contains(monthMask[5]) || !has(ev, KStackTaken) {
			t.Fatalf("turn %d: %s", turn, kinds(ev))
		}
		if got := stolen(ev); got != set(t, "04-J1") {
			t.Errorf("turn %d: stolen %s, want 04-J1", turn, got.Format(cards.Hwatu()))
		}
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
		if paid != set(t, tc.want) || moved != tc.moved {
			t.Fatalf("payment %d: %s (%d units), want %s (%d)", i+1, paid.Format(cards.Hwatu()), moved, tc.want, tc.moved)
		}
		pile = pile.Minus(paid)
	}
	if paid, moved := TakeJunk(set(t, "05-J2 11-D"), 2); paid != set(t, "05-J2 11-D") || moved != 3 {
		t.Errorf("2 units from 05-J2 11-D: %s (%d units), want both (3)", paid.Format(cards.Hwatu()), moved)
	}
	// The same order in play: a chok takes 03-J1 first.
	s := build(t, position{hands: [2]string{"10-A", ""}, layout: "01-B", stock: "10-J1",
		piles: [2]string{"", "09-A 12-D 11-D 03-J1"}, turn: 4})
	if got := stolen(play(t, s, "10-A")); got != set(t, "03-J1") {
		t.Errorf("chok took %s, want 03-J1", got.Format(cards.Hwatu()))
	}
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
	if p.Score.Total != 10 || !p.PiBak || p.GwangBak || p.MeongBak || p.Total != 40 {
		t.Fatalf("%+v, want S 10, pi-bak only, payment 40", p)
	}
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
	if Points(s.pub.Piles[0]) != 9 {
		t.Fatalf("setup: S = %d", Points(s.pub.Piles[0]))
	}
	play(t, s, "08-J1")
	if s.pub.Phase != PhaseDecide {
		t.Fatalf("no decision at S = %d", Points(s.pub.Piles[0]))
	}
	play(t, s, "stop")
	r := s.Result()
	if r.Winner != 0 || r.Deal[0] != 40 || r.Deal[1] != -40 || !hasLine(r, "score.gostop.pi-bak") || !hasLine(r, "score.gostop.gos") {
		t.Fatalf("result %+v", r)
	}
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
		if got := GoAdjust(12, g); got != want {
			t.Errorf("S 12 after %d gos: %d, want %d", g, got, want)
		}
	}
}

func TestG14GwangMeongBak(t *testing.T) {
	w := set(t, "01-B 03-B 08-B 02-A 04-A 05-A 06-A 07-A 10-A 12-A 01-R 02-R 04-R 06-R 12-R")
	p := Settle(w, 0, set(t, "01-J1 09-R"))
	if p.Score.Total != 7 || p.Score.Godori != 0 || !p.GwangBak || !p.MeongBak || p.PiBak || p.Total != 28 {
		t.Fatalf("%+v, want S 7, gwang-bak and meong-bak, payment 28", p)
	}
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
		if got := Settle(w, 0, set(t, tc.loser)).PiBak; got != tc.piBak {
			t.Errorf("loser %q: pi-bak %v, want %v", tc.loser, got, tc.piBak)
		}
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
	if Points(s.pub.Piles[0]) != 7 {
		t.Fatalf("setup: S = %d", Points(s.pub.Piles[0]))
	}
	play(t, s, "10-A") // turn 10: Q's chok takes one of P's junk
	if got := Points(s.pub.Piles[0]); got != 6 {
		t.Fatalf("after the chok P has %d, want 6", got)
	}
	play(t, s, "01-J1") // turn 11: back at 7, not above the go's 7
	if s.pub.Phase != PhasePlay || s.pub.ToMove != 1 || Points(s.pub.Piles[0]) != 7 {
		t.Fatalf("turn 11: phase %d, to move %d, S %d", s.pub.Phase, s.pub.ToMove, Points(s.pub.Piles[0]))
	}
	play(t, s, "02-A", "09-J1") // turn 13: 9 > 7
	if s.pub.Phase != PhaseDecide || Points(s.pub.Piles[0]) != 9 {
		t.Fatalf("turn 13: phase %d, S %d", s.pub.Phase, Points(s.pub.Piles[0]))
	}
	play(t, s, "go", "06-A", "03-J1") // turn 15: 10
	if s.pub.Phase != PhaseDecide || s.pub.Gos[0] != 2 || s.pub.LastGo[0] != 9 || Points(s.pub.Piles[0]) != 10 {
		t.Fatalf("turn 15: phase %d, gos %d, last go %d, S %d", s.pub.Phase, s.pub.Gos[0], s.pub.LastGo[0], Points(s.pub.Piles[0]))
	}
	play(t, s, "stop")
	if r := s.Result(); r.Deal[0] != 12 {
		t.Fatalf("payment %d, want 12 (10 + 2, no bak)", r.Deal[0])
	}
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
	if Points(s.pub.Piles[1]) != 6 {
		t.Fatalf("setup: Q has %d", Points(s.pub.Piles[1]))
	}
	play(t, s, "02-J1")
	if s.pub.Phase != PhaseDecide || s.pub.ToMove != 1 {
		t.Fatalf("Q has no decision at %d", Points(s.pub.Piles[1]))
	}
	play(t, s, "stop")
	r := s.Result()
	q := Settle(s.pub.Piles[1], 0, s.pub.Piles[0])
	if q.Score.Total != 8 || r.Winner != 1 || r.Deal[1] != q.Total || r.Deal[0] != -q.Total || q.Total != 8 {
		t.Fatalf("Q's score %d payout %d, result %+v", q.Score.Total, q.Total, r)
	}
	if !hasLine(r, "score.gostop.go-lost") {
		t.Errorf("no line says P's go score is lost: %+v", r.Lines)
	}
}

func TestG18FinalTurn(t *testing.T) {
	t.Run("chok pays nothing", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "10-A"}, layout: "01-B", stock: "10-J1",
			piles: [2]string{"01-J1 02-J1", ""}, turn: 20, toMove: 1})
		ev := play(t, s, "10-A")
		if !has(ev, KChok) || !stolen(ev).Empty() || !s.pub.Piles[1].Contains(set(t, "10-A 10-J1")) {
			t.Fatalf("%s", kinds(ev))
		}
		if s.pub.End != EndNagari || s.Result().Winner != -1 {
			t.Fatalf("end %d, want nagari", s.pub.End)
		}
	})
	t.Run("first reaching 7 forces stop", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "01-J1"}, layout: "01-B", stock: "02-J1",
			piles: [2]string{"03-B", "11-D 12-D 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1"},
			turn:  20, toMove: 1})
		ev := play(t, s, "01-J1")
		if s.pub.Phase != PhaseOver || s.pub.End != EndStop || !has(ev, KStop) || s.pub.Winner != 1 {
			t.Fatalf("phase %d end %d: %s", s.pub.Phase, s.pub.End, kinds(ev))
		}
	})
	t.Run("an empty hand on turn 19 stops too (GS-D9)", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"01-J1", "02-R"}, layout: "01-B", stock: "02-J1",
			piles: [2]string{"11-D 12-D 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1", "03-B"},
			turn:  19, toMove: 0})
		ev := play(t, s, "01-J1")
		if s.pub.End != EndStop || s.pub.Winner != 0 || !has(ev, KStop) {
			t.Fatalf("end %d: %s", s.pub.End, kinds(ev))
		}
	})
	t.Run("a go at 9 still at 9 is nagari", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"", "01-J1"}, layout: "08-B", stock: "02-J1",
			piles: [2]string{"03-B", "11-D 12-D 01-J2 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2 08-J1 08-J2"},
			turn:  20, toMove: 1, gos: [2]int{0, 1}, lastGo: [2]int{0, 9}})
		if Points(s.pub.Piles[1]) != 9 {
			t.Fatalf("setup: %d", Points(s.pub.Piles[1]))
		}
		ev := play(t, s, "01-J1")
		if s.pub.End != EndNagari || !has(ev, KNagari) || s.Result().Deal[1] != 0 {
			t.Fatalf("end %d: %s", s.pub.End, kinds(ev))
		}
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
			if err != nil {
				t.Fatal(err)
			}
			ev, err := s.Apply(games.Deal, nil)
			if err != nil {
				t.Fatal(err)
			}
			if tc.redeal {
				if !has(ev, games.KRedeal) || s.Player() != games.Chance || s.pub.Redeals != 1 || s.pub.First != 1 {
					t.Fatalf("no redeal: %s", kinds(ev))
				}
				if _, err := s.Apply(games.Deal, nil); err != nil || s.pub.First != 1 {
					t.Fatalf("the redeal from the seed: %v, first p%d", err, s.pub.First)
				}
				return
			}
			// Dealer 1 plays first: the first hand is p1's.
			winner := 1 - tc.winner
			r := s.Result()
			if s.pub.End != EndQuad || r.Winner != winner || r.Deal[winner] != 5 || !has(ev, KInstantWin) {
				t.Fatalf("end %d result %+v", s.pub.End, r)
			}
		})
	}
	t.Run("third ppuk", func(t *testing.T) {
		s := build(t, position{hands: [2]string{"05-A 01-J1", ""}, layout: "05-J1 08-B", stock: "05-R",
			piles: [2]string{"01-B", ""}, turn: 15, ppuk: [2]int{2, 0}})
		ev := play(t, s, "05-A")
		if s.pub.End != EndPpuk || s.pub.Winner != 0 || s.pub.Payment != 5 || !has(ev, KInstantWin) {
			t.Fatalf("end %d: %s", s.pub.End, kinds(ev))
		}
	})
}
