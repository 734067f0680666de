package skat

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
		require.NoError(t, err, "hand %q", h)
		require.Len(t, cs, 10, "hand %q", h)
		hs[i] = cs
	}
	sk, err := cards.German().ParseList(skat)
	require.NoError(t, err, "skat %q", skat)
	require.Len(t, sk, 2, "skat %q", skat)
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
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	for seat, h := range hands {
		require.Equal(t, set(h), s.Hand(seat), "p%d holds %s, want %s", seat, s.Hand(seat).Format(cards.German()), h)
	}
	return s
}

// run applies the moves "pN action" in order, checking who is to move.
func run(t *testing.T, s *State, moves ...string) {
	t.Helper()
	for _, m := range moves {
		var seat int
		var act string
		n, err := fmt.Sscanf(m, "p%d %s", &seat, &act)
		require.NoError(t, err, "bad move %q", m)
		require.Equal(t, 2, n, "bad move %q", m)
		require.Equal(t, seat, s.Player(), "%s: the seat to move", m)
		a, err := ParseAction(act)
		require.NoError(t, err)
		_, err = s.Apply(a, nil)
		require.NoError(t, err, m)
	}
}

// playOut finishes the card play with random legal cards.
func playOut(t *testing.T, s *State, seed uint64) {
	t.Helper()
	src := cards.NewPCG(seed)
	var legal []games.Action
	for !s.Done() {
		legal = s.Legal(legal[:0])
		_, err := s.Apply(legal[cards.Intn(&src, len(legal))], nil)
		require.NoError(t, err)
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
		require.Equal(t, 60, s.View(0).(*View).Values(true)[Hearts], "before the skat the declarer sees Hearts hand")
		run(t, s, "p0 hearts")
		playOut(t, s, seed)
		st, _ := s.Settlement()
		require.Equal(t, 1, st.Matadors, "with 1")
		require.True(t, st.With, "with 1")
		require.Equal(t, 30+10*(b2i(st.Schneider)+b2i(st.Schwarz)), st.Value, "value 30 (+ schneider/schwarz)")
		require.True(t, st.Overbid, "DP %d: overbid", st.CardPoints)
		require.False(t, st.Won, "DP %d: won", st.CardPoints)
		require.Equal(t, -120, st.Score, "DP %d: an overbid scored −120", st.CardPoints)
		require.Equal(t, -120, s.Result().Deal[0], "DP %d: an overbid scored −120", st.CardPoints)
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
		require.Equal(t, 3, st.Matadors, "without 3")
		require.False(t, st.With, "without 3")
		require.Equal(t, 24, st.Base)
		require.True(t, st.Hand)
		if st.CardPoints != 70 {
			continue
		}
		found = true
		assert.Equal(t, 5, st.Multiplier, "DP 70")
		assert.Equal(t, 120, st.Value, "DP 70")
		assert.True(t, st.Won, "DP 70")
		assert.False(t, st.Overbid, "DP 70")
		assert.Equal(t, 120, st.Score, "DP 70")
	}
	require.True(t, found, "no random play gave the declarer 70 card points")
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
	require.True(t, ok, "not over after ten tricks")
	want := Settlement{Declarer: 1, Game: Diamonds, Bid: 18, Matadors: 1, With: false, Base: 9, CardPoints: 21,
		SkatPoints: 21, Schneider: true, Schwarz: true, Multiplier: 4, Tricks: 0, Value: 36, Score: -72,
		Skat: set("SU C9"), Discards: set("SA ST")}
	assert.Equal(t, want, st, "settlement")
	r := s.Result()
	assert.Equal(t, []int{0, -72, 0}, r.Deal, "result %+v", r)
	assert.Equal(t, -1, r.Winner, "result %+v", r)
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
		_, err := s.Apply(Announce(Null), nil)
		require.ErrorIs(t, err, games.ErrIllegal, "Null hand (35) below the bid 48")
		require.True(t, *s == before, "the refused Null hand changed the state")
		ev, err := s.Apply(Announce(NullOuvert), nil)
		require.NoError(t, err)
		require.Len(t, ev, 2, "Null ouvert events %+v", ev)
		require.Equal(t, KReveal, ev[1].Kind, "Null ouvert events %+v", ev)
		require.Equal(t, s.Hand(0), ev[1].Cards, "Null ouvert events %+v", ev)
		require.EqualValues(t, games.Everyone, ev[1].Private, "Null ouvert events %+v", ev)
		for p := 1; p < 3; p++ {
			v := s.View(p).(*View)
			require.Equal(t, set("C7 C8 C9 S7 S8 S9 H7 H8 H9 D7"), v.Open, "defender p%d sees open %s", p, v.Open.Format(cards.German()))
			require.Zero(t, v.Skat, "defender p%d sees skat %s", p, v.Skat.Format(cards.German()))
			require.Zero(t, v.Discards, "defender p%d sees the discards", p)
		}
		playOut(t, s, seed)
		st, _ := s.Settlement()
		require.Equal(t, 59, st.Value, "settlement %+v", st)
		require.True(t, st.Won, "settlement %+v", st)
		require.Equal(t, 59, st.Score, "settlement %+v", st)
		require.Zero(t, st.Tricks, "settlement %+v", st)
		require.EqualValues(t, 10, s.tricks, "tricks played")
	}
}

// TestK15Points: the spec's figure for the K15 trick, 11 + 0 + 2 = 13.
func TestK15Points(t *testing.T) {
	s := newPlayPosition(0, 1, 18, Hearts, false, [3]cards.Set{set("DU C7"), set("SA C8"), set("H7 C9")}, 0)
	run(t, s, "p1 SA", "p2 H7", "p0 DU")
	assert.EqualValues(t, 0, s.history[0].Winner, "RH p0 wins the trick")
	assert.Equal(t, 13, s.CardPoints(0), "RH p0's card points")
	assert.Equal(t, 0, s.Leader(), "RH p0 leads next")
}

// TestTrickWinnerGarbage: the exported helpers answer nonsense without panicking.
func TestTrickWinnerGarbage(t *testing.T) {
	for _, g := range []GameType{NoGame, numGameTypes, 200} {
		assert.Equal(t, -1, TrickWinner(g, [3]cards.Card{1, 2, 3}), "TrickWinner(game %d)", g)
	}
	assert.Equal(t, -1, TrickWinner(Hearts, [3]cards.Card{1, cards.None, 3}), "TrickWinner with a missing card")
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
			assert.ErrorIs(t, err, games.ErrIllegal)
			assert.ErrorContains(t, err, tc.want)
			assert.True(t, *s == before, "the refused action changed the state")
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
		require.NoError(t, err)
		src := cards.NewPCG(seed)
		var legal []games.Action
		var ev []games.Event
		for !s.Done() {
			legal = s.Legal(legal[:0])
			ev, err = s.Apply(randomPolicy(s, legal, &src), ev[:0])
			require.NoError(t, err)
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
					if p != d {
						require.False(t, seen, "seed %d: %s shows p%d (a defender or a bidder) %s", seed, e.Kind, p, e.Format(cards.German()))
					} else if e.Kind != games.KMove {
						require.True(t, seen, "seed %d: %s hides from the declarer what it holds", seed, e.Kind)
					}
				}
			}
		}
		for _, e := range ev {
			if e.Kind == KSkatShown {
				require.EqualValues(t, games.Everyone, e.Private, "seed %d: the skat is not shown to all at the settlement", seed)
			}
		}
	}
	for _, k := range []games.Kind{KSkatTake, KDiscard, games.KMove} {
		require.NotZero(t, kinds[k], "not every secret event occurred: %v", kinds)
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
			assert.Equal(t, tc.schneider, st.Schneider, "schneider")
			assert.Equal(t, tc.schwarz, st.Schwarz, "schwarz")
			assert.Equal(t, tc.won, st.Won, "won")
			assert.Equal(t, tc.value, st.Value, "value")
			assert.Equal(t, tc.score, st.Score, "score")
			assert.Equal(t, tc.value < tc.bid, st.Overbid, "overbid with value %d and bid %d", st.Value, tc.bid)
		})
	}
}
