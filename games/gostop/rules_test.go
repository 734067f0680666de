package gostop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest"
)

// Rules of the spec that the worked examples touch only in passing: the
// final turn (GS-A4, GS-D3), the payment order (GS-D4), the pair choice made
// at play time (GS-D8), the narrow sseul (GS-A1) and the cup (GS-A2).

// steals lists the KStealJunk events in order: the cards and units of each.
func steals(ev []games.Event) (out []cards.Set, units []int32) {
	for _, e := range ev {
		if e.Kind == KStealJunk {
			out, units = append(out, e.Cards), append(units, e.Value)
		}
	}
	return out, units
}

func TestFinalTurnPayments(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pos    position
		action string
		event  games.Kind
		stolen string // the junk the opponent pays
	}{
		// GS-A4: turn 20 suppresses the sseul bonus but still announces it.
		{"sseul on turn 20 pays nothing", position{hands: [2]string{"03-J2", ""}, layout: "03-B 09-J1", stock: "09-R",
			piles: [2]string{"", "01-J1 02-J1"}, turn: 20}, "03-J2", KSseul, ""},
		// Turn 19 is not the final turn: the bonuses still pay.
		{"sseul on turn 19 pays", position{hands: [2]string{"03-J2", ""}, layout: "03-B 09-J1", stock: "09-R",
			piles: [2]string{"", "01-J1 02-J1"}, turn: 19}, "03-J2", KSseul, "01-J1"},
		{"chok on turn 19 pays", position{hands: [2]string{"10-A", ""}, layout: "01-B", stock: "10-J1",
			piles: [2]string{"", "01-J1 02-J1"}, turn: 19}, "10-A", KChok, "01-J1"},
		{"ttadak on turn 19 pays", position{hands: [2]string{"07-A", ""}, layout: "07-J1 07-J2 01-B", stock: "07-R",
			piles: [2]string{"", "01-J1 02-J1"}, turn: 19}, "07-A:07-J2", KTtadak, "01-J1"},
		// GS-D3: stack payments are not among "these three bonuses".
		{"own ppuk taken back on turn 20: 2 units", position{hands: [2]string{"05-J2", ""}, layout: "05-J1 05-A 05-R 01-B",
			stock: "02-J1", piles: [2]string{"", "03-J1 04-J1 06-J1"}, turn: 20, makers: map[int]int8{5: 0}},
			"05-J2", KStackTaken, "03-J1 04-J1"},
		{"own ppuk flipped on turn 20: 2 units", position{hands: [2]string{"01-J1", ""}, layout: "05-J1 05-A 05-R 08-B",
			stock: "05-J2", piles: [2]string{"", "12-D 03-J1"}, turn: 20, makers: map[int]int8{5: 0}},
			"01-J1", KStackTaken, "03-J1 12-D"},
		{"opponent's ppuk on turn 20: 1 card", position{hands: [2]string{"05-J2", ""}, layout: "05-J1 05-A 05-R 01-B",
			stock: "02-J1", piles: [2]string{"", "03-J1 04-J1"}, turn: 20, makers: map[int]int8{5: 1}},
			"05-J2", KStackTaken, "03-J1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, tc.pos)
			ev := play(t, s, tc.action)
			if !has(ev, tc.event) {
				t.Fatalf("no %s: %s", tc.event, kinds(ev))
			}
			if got, want := stolen(ev), set(t, tc.stolen); got != want {
				t.Errorf("stolen %s, want %s: %s", got.Format(cards.Hwatu()), want.Format(cards.Hwatu()), kinds(ev))
			}
			if tc.pos.turn == 20 && s.pub.End != EndNagari {
				t.Errorf("turn 20 ends with %d, want nagari", s.pub.End)
			}
		})
	}
}

// TestPpukOnFinalTurn: a ppuk on turn 20 stays on the layout uncaptured and
// counts; a third one still wins 5 (§5.1).
func TestPpukOnFinalTurn(t *testing.T) {
	for _, tc := range []struct {
		made int
		end  End
		pay  int32
	}{{0, EndNagari, 0}, {2, EndPpuk, 5}} {
		s := build(t, position{hands: [2]string{"05-A", ""}, layout: "05-J1 08-B", stock: "05-R",
			piles: [2]string{"01-B", "01-J1"}, turn: 20, ppuk: [2]int{tc.made, 0}})
		ev := play(t, s, "05-A")
		if !has(ev, KPpuk) || s.pub.Ppuk[0] != int8(tc.made+1) || s.pub.End != tc.end || s.pub.Payment != tc.pay {
			t.Fatalf("%d ppuk before: ppuk %d end %d payment %d: %s", tc.made, s.pub.Ppuk[0], s.pub.End, s.pub.Payment, kinds(ev))
		}
		if want := set(t, "05-J1 05-A 05-R"); !s.pub.Layout.Contains(want) || s.pub.Piles[0] != set(t, "01-B") || !stolen(ev).Empty() {
			t.Fatalf("layout %s pile %s", s.pub.Layout.Format(cards.Hwatu()), s.pub.Piles[0].Format(cards.Hwatu()))
		}
	}
}

// TestTwoStacksOneTurn: the hand card's stack pays before the turned card's
// stack (GS-D4), each from the then-current junk.
func TestTwoStacksOneTurn(t *testing.T) {
	s := build(t, position{hands: [2]string{"05-J2", ""}, layout: "05-J1 05-A 05-R 06-A 06-R 06-J1",
		stock: "06-J2", piles: [2]string{"", "01-J1 02-J1 11-D"}, turn: 6, makers: map[int]int8{5: 0}})
	ev := play(t, s, "05-J2")
	var targets []int8
	for _, e := range ev {
		if e.Kind == KStackTaken {
			targets = append(targets, e.Target)
		}
	}
	got, units := steals(ev)
	if len(targets) != 2 || targets[0] != 0 || targets[1] != -1 || len(got) != 2 {
		t.Fatalf("stack events %v, steals %d: %s", targets, len(got), kinds(ev))
	}
	// Own ppuk first: 2 units (two singles); then the opening triple: 1 card (the double).
	if got[0] != set(t, "01-J1 02-J1") || units[0] != 2 || got[1] != set(t, "11-D") || units[1] != 2 {
		t.Fatalf("payments %s (%d) then %s (%d)", got[0].Format(cards.Hwatu()), units[0], got[1].Format(cards.Hwatu()), units[1])
	}
	if s.pub.Layout != 0 || s.pub.StackMaker[4] != NoStack || s.pub.StackMaker[5] != NoStack || s.pub.Piles[1] != 0 {
		t.Fatalf("layout %s makers %v", s.pub.Layout.Format(cards.Hwatu()), s.pub.StackMaker)
	}
}

// TestNotSseulStackPlusOne: clearing a "stack + one card" layout is not
// sseul (§5.2); the stack still pays its own card.
func TestNotSseulStackPlusOne(t *testing.T) {
	s := build(t, position{hands: [2]string{"06-J2", ""}, layout: "06-A 06-R 06-J1 01-B", stock: "01-J1",
		piles: [2]string{"", "02-J1 03-J1"}, turn: 8})
	ev := play(t, s, "06-J2")
	if has(ev, KSseul) || !has(ev, KStackTaken) || s.pub.Layout != 0 {
		t.Fatalf("%s; layout %s", kinds(ev), s.pub.Layout.Format(cards.Hwatu()))
	}
	if got := stolen(ev); got != set(t, "02-J1") {
		t.Errorf("stolen %s, want only 02-J1", got.Format(cards.Hwatu()))
	}
}

// TestSseulNeedsTwoMonthsAtStart: the layout must be empty after the turn.
func TestSseulNeedsTwoMonthsAtStart(t *testing.T) {
	for _, tc := range []struct {
		name, layout, hand, stock string
		sseul                     bool
	}{
		{"two cards, two months, both taken", "03-B 09-J1", "03-J2", "09-R", true},
		{"two cards, one left", "03-B 09-J1", "03-J2", "10-R", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := build(t, position{hands: [2]string{tc.hand, ""}, layout: tc.layout, stock: tc.stock,
				piles: [2]string{"", "01-J1"}, turn: 4})
			ev := play(t, s, tc.hand)
			if has(ev, KSseul) != tc.sseul {
				t.Fatalf("sseul %v, want %v: %s", has(ev, KSseul), tc.sseul, kinds(ev))
			}
		})
	}
}

// TestPairChoiceMootUnderTtadak: either choice gives the same ttadak (GS-D8).
func TestPairChoiceMootUnderTtadak(t *testing.T) {
	var piles [2]cards.Set
	for i, act := range []string{"07-A:07-J1", "07-A:07-J2"} {
		s := build(t, position{hands: [2]string{"07-A", ""}, layout: "07-J1 07-J2 01-B", stock: "07-R",
			piles: [2]string{"", "03-J1 04-J1"}, turn: 5})
		ev := play(t, s, act)
		if !has(ev, KTtadak) || s.pub.Phase == PhaseFlipChoice {
			t.Fatalf("%s: %s", act, kinds(ev))
		}
		piles[i] = s.pub.Piles[0]
	}
	if piles[0] != piles[1] || piles[0] != set(t, "07-A 07-J1 07-J2 07-R 03-J1") {
		t.Fatalf("piles %s and %s", piles[0].Format(cards.Hwatu()), piles[1].Format(cards.Hwatu()))
	}
}

// TestCupNeverTransferred: the cup stays even when it is the only card
// left, and even when its owner counts it as double junk (GS-A2).
func TestCupNeverTransferred(t *testing.T) {
	pile := set(t, "09-A 11-D 12-D 01-J1 01-J2 02-J1 02-J2 03-J1 03-J2")
	if !ScoreOf(pile).CupAsJunk {
		t.Fatal("setup: the cup should count as junk here")
	}
	var order []string
	for {
		paid, _ := TakeJunk(pile, 0)
		if paid == 0 {
			break
		}
		order = append(order, paid.Format(cards.Hwatu()))
		pile = pile.Minus(paid)
	}
	want := []string{"01-J1", "01-J2", "02-J1", "02-J2", "03-J1", "03-J2", "11-D", "12-D"}
	if len(order) != len(want) || pile != set(t, "09-A") {
		t.Fatalf("order %v, left %s", order, pile.Format(cards.Hwatu()))
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("order %v, want %v", order, want)
		}
	}
	s := build(t, position{hands: [2]string{"10-A", ""}, layout: "01-B", stock: "10-J1",
		piles: [2]string{"", "09-A"}, turn: 4})
	ev := play(t, s, "10-A")
	if !has(ev, KChok) || !stolen(ev).Empty() || s.pub.Piles[1] != set(t, "09-A") {
		t.Fatalf("%s; p1 %s", kinds(ev), s.pub.Piles[1].Format(cards.Hwatu()))
	}
}

// TestG16FromTurn9: the first decision comes on first reaching 7, and the
// go records the score it was called at (§7, GS-D5).
func TestG16FromTurn9(t *testing.T) {
	s := build(t, position{
		hands:  [2]string{"01-J1 05-J1", "10-A 02-A"},
		layout: "01-B 08-B",
		piles: [2]string{
			"11-D 12-D 02-J1 02-J2 03-J2 04-J1 04-J2 05-J2 06-J1 06-J2 07-J1 07-J2 09-J1",
			"08-J1 08-J2 10-J1 10-J2 11-J1"},
		stock: "12-A 10-R",
		turn:  9,
	})
	if Points(s.pub.Piles[0]) != 6 {
		t.Fatalf("setup: S = %d", Points(s.pub.Piles[0]))
	}
	play(t, s, "01-J1") // 7: a decision
	if s.pub.Phase != PhaseDecide || s.pub.ToMove != 0 {
		t.Fatalf("no decision at %d", Points(s.pub.Piles[0]))
	}
	if got := s.Legal(nil); len(got) != 2 || got[0] != Go || got[1] != StopAction {
		t.Fatalf("legal %v", got)
	}
	play(t, s, "go")
	if s.pub.Gos[0] != 1 || s.pub.LastGo[0] != 7 || s.pub.ToMove != 1 || s.pub.Turn != 10 {
		t.Fatalf("gos %d last %d to move %d turn %d", s.pub.Gos[0], s.pub.LastGo[0], s.pub.ToMove, s.pub.Turn)
	}
	play(t, s, "10-A") // Q's chok: P drops to 6
	if Points(s.pub.Piles[0]) != 6 || s.pub.ToMove != 0 {
		t.Fatalf("after the chok: %d", Points(s.pub.Piles[0]))
	}
}

// TestDecode_InvertsLegal plays random matches and takes every legal action
// apart: Decode accepts it, Move.Action gives it back, and the move agrees
// with the position (a card played is in the mover's hand …). Every kind of
// move must turn up, so the test cannot pass on a corner of the game.
func TestDecode_InvertsLegal(t *testing.T) {
	seen := map[MoveKind]int{}
	gametest.EveryLegal(t, 60, New, func(seed uint64, s *State, a games.Action) {
		m, ok := Decode(a)
		require.True(t, ok, "seed %d: %s does not decode", seed, s.FormatAction(a))
		require.Equal(t, a, m.Action(), "seed %d: %s does not round-trip", seed, s.FormatAction(a))
		seen[m.Kind]++
		require.Equal(t, s.Player() == games.Chance, m.Kind == MoveDeal, "seed %d: %s", seed, s.FormatAction(a))
		switch m.Kind {
		case MovePlay:
			require.True(t, s.Hand(s.Player()).Has(m.Card))
			require.True(t, m.With == cards.None || s.Public().Layout.Has(m.With))
			require.Equal(t, a, PlayAction(m.Card, m.With), "the constructor agrees")
		case MoveFlip:
			require.True(t, s.Public().Layout.Has(m.With))
			require.Equal(t, a, FlipAction(m.With), "the constructor agrees")
		}
	})
	for k := MoveDeal; k <= MoveStop; k++ {
		assert.NotZero(t, seen[k], "no move of kind %d in random play", k)
	}
	for _, a := range []games.Action{games.NoAction, PlayAction(3, 3), FlipAction(cards.None), PlayAction(48, cards.None), kindPlay | 1<<24} {
		_, ok := Decode(a)
		assert.False(t, ok, "%#x decodes", uint64(a))
	}
	assert.Equal(t, games.NoAction, Move{}.Action())
}
