package skat

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// dealt starts a deal with dealer p0 (FH p1, MH p2, RH p0) in which each
// seat holds hands[seat] and the skat holds skat, by building the pack in
// the 3–skat 2–4–3 order the engine deals it.
func dealt(t *testing.T, hands [3]string, skat string) *State {
	t.Helper()
	const dealer = 0
	var pack []cards.Card
	var hs [3][]cards.Card
	for i, h := range hands {
		cs, err := cards.German().ParseList(h)
		if err != nil || len(cs) != 10 {
			t.Fatalf("hand %q: %v", h, err)
		}
		hs[i] = cs
	}
	sk, err := cards.German().ParseList(skat)
	if err != nil || len(sk) != 2 {
		t.Fatalf("skat %q: %v", skat, err)
	}
	take := func(n int) {
		for k := 1; k <= 3; k++ {
			seat := (dealer + k) % 3
			pack = append(pack, hs[seat][:n]...)
			hs[seat] = hs[seat][n:]
		}
	}
	take(3)
	pack = append(pack, sk...)
	take(4)
	take(3)
	s, err := New(games.Config{Dealer: dealer, Deals: [][]cards.Card{pack}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(games.Deal, nil); err != nil {
		t.Fatal(err)
	}
	for seat, h := range hands {
		if s.Hand(seat) != set(h) {
			t.Fatalf("p%d holds %s, want %s", seat, s.Hand(seat).Format(cards.German()), h)
		}
	}
	return s
}

// run applies the moves "pN action" in order, checking who is to move.
func run(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, m := range moves {
		var seat int
		var act string
		if n, err := fmt.Sscanf(m, "p%d %s", &seat, &act); n != 2 || err != nil {
			t.Fatalf("bad move %q", m)
		}
		if s.Player() != seat {
			t.Fatalf("%s: p%d is to move", m, s.Player())
		}
		a, err := ParseAction(act)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(a, nil); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// playOut finishes the card play with random legal cards.
func playOut(t *testing.T, s *State, seed uint64) {
	t.Helper()
	src := cards.NewPCG(seed)
	var legal []games.Action
	for !s.Done() {
		legal = s.Legal(legal[:0])
		if _, err := s.Apply(legal[cards.Intn(&src, len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
}

// TestK5HandSpoiledBySkat plays spec K5 through the engine: Hearts hand on
// ten cards without an Unter, bid 60 ("without 4" = 60), but the unseen
// skat holds CU: with 1, game value 30, overbid −120 whatever the play.
func TestK5HandSpoiledBySkat(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := dealt(t, [3]string{
			"HA HT HK HO H9 SA ST C7 C8 D7",
			"SU HU DU H8 H7 S9 S8 S7 CA CT",
			"CK CO C9 SK SO DA DT DK DO D9",
		}, "CU D8")
		run(t, s, "p2 pass", "p0 60", "p1 pass", "p0 hand")
		if v := s.View(0).(*View).Values(true); v[Hearts] != 60 {
			t.Fatalf("before the skat the declarer sees Hearts hand = %d, want 60", v[Hearts])
		}
		run(t, s, "p0 hearts")
		playOut(t, s, seed)
		st, _ := s.Settlement()
		if st.Matadors != 1 || !st.With || st.Value != 30+10*(b2i(st.Schneider)+b2i(st.Schwarz)) {
			t.Fatalf("matadors %d with=%v value %d, want with 1, 30 (+ schneider/schwarz)", st.Matadors, st.With, st.Value)
		}
		if !st.Overbid || st.Won || st.Score != -120 || s.Result().Deal[0] != -120 {
			t.Fatalf("DP %d: overbid %v score %d, want an overbid scored −120", st.CardPoints, st.Overbid, st.Score)
		}
	}
}

// TestK4GrandHandWithout3 plays spec K4 through the engine: Grand hand, the
// only Unter among the twelve cards lies in the unseen skat (DU): without 3,
// multiplier 5, 120; with 70 card points the declarer scores +120.
func TestK4GrandHandWithout3(t *testing.T) {
	found := false
	for seed := uint64(1); seed <= 3000 && !found; seed++ {
		s := dealt(t, [3]string{
			"CA CT CK SA ST SK HA HT DA DT",
			"CU SU HU C9 C8 C7 S9 S8 S7 H9",
			"CO SO HO HK H8 H7 DK DO D8 D7",
		}, "DU D9")
		run(t, s, "p2 pass", "p0 120", "p1 pass", "p0 hand", "p0 grand")
		playOut(t, s, seed)
		st, _ := s.Settlement()
		if st.Matadors != 3 || st.With || st.Base != 24 || !st.Hand {
			t.Fatalf("matadors %d with=%v base %d hand %v, want without 3, 24, hand", st.Matadors, st.With, st.Base, st.Hand)
		}
		if st.CardPoints != 70 {
			continue
		}
		found = true
		if st.Multiplier != 5 || st.Value != 120 || !st.Won || st.Overbid || st.Score != 120 {
			t.Errorf("DP 70: multiplier %d value %d score %d, want 5, 120, +120", st.Multiplier, st.Value, st.Score)
		}
	}
	if !found {
		t.Fatal("no random play gave the declarer 70 card points")
	}
}

// TestK9DeclarerSchwarz plays spec K9 trick by trick: Bells after a pick-up,
// without 1 (SU held, CU with a defender), bid 18, the declarer takes no
// trick and keeps the discarded SA ST: DP 21, schneider and schwarz,
// multiplier 4, value 36, −72.
func TestK9DeclarerSchwarz(t *testing.T) {
	s := dealt(t, [3]string{
		"CK CO S8 S9 SO SK HT HO HK HA",
		"SA ST D7 D8 C7 C8 H7 H8 H9 S7",
		"CU HU DU D9 DT DO DK DA CA CT",
	}, "SU C9")
	run(t, s, "p2 pass", "p0 pass", "p1 18", "p1 skat", "p1 discard:SA,ST", "p1 diamonds",
		"p1 SU", "p2 CU", "p0 HA",
		"p2 HU", "p0 HK", "p1 D7",
		"p2 DU", "p0 HO", "p1 D8",
		"p2 CA", "p0 CK", "p1 C7",
		"p2 CT", "p0 CO", "p1 C8",
		"p2 DA", "p0 HT", "p1 C9",
		"p2 DT", "p0 S8", "p1 H7",
		"p2 DK", "p0 S9", "p1 H8",
		"p2 DO", "p0 SO", "p1 H9",
		"p2 D9", "p0 SK", "p1 S7")
	st, ok := s.Settlement()
	if !ok {
		t.Fatal("not over after ten tricks")
	}
	want := Settlement{Declarer: 1, Game: Diamonds, Bid: 18, Matadors: 1, With: false, Base: 9, CardPoints: 21,
		SkatPoints: 21, Schneider: true, Schwarz: true, Multiplier: 4, Tricks: 0, Value: 36, Score: -72,
		Skat: set("SU C9"), Discards: set("SA ST")}
	if st != want {
		t.Errorf("settlement\n%+v, want\n%+v", st, want)
	}
	if r := s.Result(); r.Deal[1] != -72 || r.Deal[0] != 0 || r.Deal[2] != 0 || r.Winner != -1 {
		t.Errorf("result %+v", r)
	}
}

// TestK10NullOuvertHandWon: spec K10, no trick taken: +59. The declarer's
// cards are the lowest of every suit, so no play can make it win a trick.
func TestK10NullOuvertHandWon(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := dealt(t, [3]string{
			"C7 C8 C9 S7 S8 S9 H7 H8 H9 D7",
			"CT CU CO CK CA ST SU SO SK SA",
			"HT HU HO HK HA D8 D9 DT DU DO",
		}, "DK DA")
		run(t, s, "p2 pass", "p0 48", "p1 pass", "p0 hand")
		before := *s
		if _, err := s.Apply(Announce(Null), nil); !errors.Is(err, games.ErrIllegal) || *s != before {
			t.Fatalf("Null hand (35) below the bid 48: %v", err)
		}
		ev, err := s.Apply(Announce(NullOuvert), nil)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(ev); n != 2 || ev[1].Kind != KReveal || ev[1].Cards != s.Hand(0) || ev[1].Private != games.Everyone {
			t.Fatalf("Null ouvert events %+v", ev)
		}
		for p := 1; p < 3; p++ {
			if v := s.View(p).(*View); v.Open != set("C7 C8 C9 S7 S8 S9 H7 H8 H9 D7") || v.Skat != 0 || v.Discards != 0 {
				t.Fatalf("defender p%d sees open %s skat %s", p, v.Open.Format(cards.German()), v.Skat.Format(cards.German()))
			}
		}
		playOut(t, s, seed)
		st, _ := s.Settlement()
		if st.Value != 59 || !st.Won || st.Score != 59 || st.Tricks != 0 || s.tricks != 10 {
			t.Fatalf("settlement %+v after %d tricks, want +59 after 10", st, s.tricks)
		}
	}
}

// TestK15Points: the spec's figure for the K15 trick, 11 + 0 + 2 = 13.
func TestK15Points(t *testing.T) {
	s := newPlayPosition(0, 1, 18, Hearts, false, [3]cards.Set{set("DU C7"), set("SA C8"), set("H7 C9")}, 0)
	run(t, s, "p1 SA", "p2 H7", "p0 DU")
	if s.history[0].Winner != 0 || s.CardPoints(0) != 13 || s.Leader() != 0 {
		t.Errorf("winner p%d with %d points, want RH p0 with 13", s.history[0].Winner, s.CardPoints(0))
	}
}

// TestTrickWinnerGarbage: the exported helpers answer nonsense without panicking.
func TestTrickWinnerGarbage(t *testing.T) {
	for _, g := range []GameType{NoGame, numGameTypes, 200} {
		if w := TrickWinner(g, [3]cards.Card{1, 2, 3}); w != -1 {
			t.Errorf("TrickWinner(game %d) = %d, want -1", g, w)
		}
	}
	if w := TrickWinner(Hearts, [3]cards.Card{1, cards.None, 3}); w != -1 {
		t.Errorf("TrickWinner with a missing card = %d, want -1", w)
	}
}

// TestIllegalMessages: a refused action says what was wrong in the terms of
// the table, and changes nothing.
func TestIllegalMessages(t *testing.T) {
	base := func() *State {
		return dealt(t, [3]string{
			"CK CO S8 S9 SO SK HT HO HK HA",
			"SA ST D7 D8 C7 C8 H7 H8 H9 S7",
			"CU HU DU D9 DT DO DK DA CA CT",
		}, "SU C9")
	}
	tests := []struct {
		name   string
		before []string
		action games.Action
		want   string
	}{
		{"off the ladder", nil, Bid(19), "19 is not a bid"},
		{"below the current value", []string{"p2 20", "p1 hold"}, Bid(18), "above 20, not 18"},
		{"holder bids", []string{"p2 18"}, Bid(20), "hold 18"},
		{"FH alone bids 20", []string{"p2 pass", "p0 pass"}, Bid(20), "play at 18"},
		{"discard a card not held", []string{"p2 pass", "p0 pass", "p1 18", "p1 skat"}, Discard(card("CA"), card("SA")), "p1 does not hold CA"},
		{"hand after pick-up", []string{"p2 pass", "p0 pass", "p1 18", "p1 skat"}, PlayHand, "discard two"},
		{"Null below the bid", []string{"p2 24", "p1 pass", "p0 pass", "p2 skat", "p2 discard:CU,HU"}, Announce(Null), "Null is worth 23, below the bid 24"},
		{"not following", []string{"p2 pass", "p0 pass", "p1 18", "p1 hand", "p1 hearts", "p1 C7"}, Play(card("CU")), "must follow the led C7 with one of CT CA"},
		{"card not held", []string{"p2 pass", "p0 pass", "p1 18", "p1 hand", "p1 hearts"}, Play(card("CU")), "does not hold CU"},
		{"over", []string{"p2 pass", "p0 pass", "p1 pass"}, Pass, "over"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := base()
			run(t, s, tc.before...)
			before := *s
			_, err := s.Apply(tc.action, nil)
			if !errors.Is(err, games.ErrIllegal) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one mentioning %q", err, tc.want)
			}
			if *s != before {
				t.Error("the refused action changed the state")
			}
		})
	}
}

// TestEventSecrecy: in the event stream, the defenders never see the skat
// or the discards before the settlement shows them; the declarer sees what
// it picked up and put back; Null ouvert's reveal is public.
func TestEventSecrecy(t *testing.T) {
	kinds := map[games.Kind]int{}
	for seed := uint64(1); seed <= 400; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		src := cards.NewPCG(seed)
		var legal []games.Action
		var ev []games.Event
		for !s.Done() {
			legal = s.Legal(legal[:0])
			if ev, err = s.Apply(randomPolicy(s, legal, &src), ev[:0]); err != nil {
				t.Fatal(err)
			}
			d := s.Declarer()
			for _, e := range ev {
				secret := e.To == games.Skat || e.Kind == KSkatTake || e.Kind == KDiscard
				if !secret {
					continue
				}
				kinds[e.Kind]++
				for p := 0; p < 3; p++ {
					r := e.Redact(p)
					seen := r.Card != cards.None || r.Cards != 0
					if p != d && seen {
						t.Fatalf("seed %d: %s shows p%d (a defender or a bidder) %s", seed, e.Kind, p, e.Format(cards.German()))
					}
					if p == d && e.Kind != games.KMove && !seen {
						t.Fatalf("seed %d: %s hides from the declarer what it holds", seed, e.Kind)
					}
				}
			}
		}
		for _, e := range ev {
			if e.Kind == KSkatShown && e.Private != games.Everyone {
				t.Fatalf("seed %d: the skat is not shown to all at the settlement", seed)
			}
		}
	}
	if kinds[KSkatTake] == 0 || kinds[KDiscard] == 0 || kinds[games.KMove] == 0 {
		t.Fatalf("not every secret event occurred: %v", kinds)
	}
}

// TestSchneiderBoundaries: schneider for either side at 30 or fewer card
// points (spec §7, SK-A3), schwarz for either side with no trick; the
// overbid loss is twice the smallest multiple of the base covering the bid,
// an exact multiple included.
func TestSchneiderBoundaries(t *testing.T) {
	with1 := set("CU HA HT HK C7 C8 S9 SA D7 D8 DA D9") // Hearts with 1: multiplier 2 before extras
	tests := []struct {
		name                    string
		bid, dp, dt             int
		schneider, schwarz, won bool
		value, score            int
	}{
		{"declarer 90: defenders schneider", 20, 90, 8, true, false, true, 30, 30},
		{"declarer 89: no schneider", 20, 89, 8, false, false, true, 20, 20},
		{"declarer 30: declarer schneider", 20, 30, 2, true, false, false, 30, -60},
		{"declarer 31: no schneider", 20, 31, 2, false, false, false, 20, -40},
		{"all tricks: defenders schwarz", 20, 120, 10, true, true, true, 40, 40},
		{"no trick: declarer schwarz", 20, 0, 0, true, true, false, 40, -80},
		{"no trick but 21 in the skat", 20, 21, 0, true, true, false, 40, -80},
		{"overbid at an exact multiple", 30, 75, 6, false, false, false, 20, -60},
		{"overbid, rounded up", 22, 75, 6, false, false, false, 20, -60},
		{"schneider reaches the bid", 30, 95, 9, true, false, true, 30, 30},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := settle(Hearts, false, with1, tc.bid, tc.dp, tc.dt)
			if st.Schneider != tc.schneider || st.Schwarz != tc.schwarz || st.Won != tc.won || st.Value != tc.value || st.Score != tc.score {
				t.Errorf("schneider %v schwarz %v won %v value %d score %d, want %v %v %v %d %d",
					st.Schneider, st.Schwarz, st.Won, st.Value, st.Score, tc.schneider, tc.schwarz, tc.won, tc.value, tc.score)
			}
			if st.Overbid != (tc.value < tc.bid) {
				t.Errorf("overbid %v with value %d and bid %d", st.Overbid, st.Value, tc.bid)
			}
		})
	}
}
