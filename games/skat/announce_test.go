package skat

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestAnnouncementExamples runs the worked examples of docs/games/skat.md
// ("Schneider, Schwarz and ouvert announced", A1–A6) through the
// settlement: the multiplier, the value and the declarer's score.
func TestAnnouncementExamples(t *testing.T) {
	tests := []struct {
		id     string
		game   GameType
		lv     Level
		twelve string
		bid    int
		dp, dt int
		mult   int
		value  int
		score  int
	}{
		{"A1 Acorns ouvert with 2", Clubs, LevelOuvert, "CU SU CA CT CK CO C9 C8 SA ST HA DA", 18, 120, 10, 9, 108, 108},
		{"A2 Grand ouvert with 4", Grand, LevelOuvert, "CU SU HU DU CA CT CK SA ST HA DA DT", 18, 120, 10, 11, 264, 264},
		{"A3 Schneider announced and reached", Hearts, LevelSchneider, "CU HA HT HK HO C7 C8 S9 SA D7 D8 DA", 18, 95, 8, 5, 50, 50},
		{"A3 Schneider announced, 89 card points", Hearts, LevelSchneider, "CU HA HT HK HO C7 C8 S9 SA D7 D8 DA", 18, 89, 7, 5, 50, -100},
		{"A4 Schwarz announced, nine tricks", Spades, LevelSchwarz, "HU SA ST SK SO S9 CA HA D7 D8 DA DT", 18, 110, 9, 8, 88, -176},
		{"A5 the announcement reaches the bid", Hearts, LevelSchneider, "CU HA HT HK HO C7 C8 S9 SA D7 D8 DA", 50, 92, 8, 5, 50, 50},
		{"A5 without it, overbid", Hearts, LevelNone, "CU HA HT HK HO C7 C8 S9 SA D7 D8 DA", 50, 92, 8, 4, 40, -100},
		{"A6 ouvert with a trick lost", Clubs, LevelOuvert, "CU SU CA CT CK CO C9 C8 SA ST HA DA", 18, 110, 9, 9, 108, -216},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			st := settleAnnounced(tc.game, true, tc.lv, set(tc.twelve), tc.bid, tc.dp, tc.dt)
			assert.Equal(t, tc.mult, st.Multiplier, "multiplier")
			assert.Equal(t, tc.value, st.Value, "value")
			assert.Equal(t, tc.score, st.Score, "score")
			assert.Equal(t, tc.lv, st.Announced)
			assert.Equal(t, tc.value, AnnouncedValue(tc.game, set(tc.twelve), true, tc.lv, tc.dp >= 90, tc.dt == 10), "AnnouncedValue")
		})
	}
}

// TestAnnouncements_WhenOffered: the levels are offered in a hand game
// with the house rule on, for suit and Grand games only; not after a
// pick-up, not with the rule off (A7).
func TestAnnouncements_WhenOffered(t *testing.T) {
	levels := func(s *State) []string {
		var out []string
		for _, a := range s.Legal(nil) {
			if m, ok := Decode(a); ok && m.Level != LevelNone {
				out = append(out, FormatAction(a))
			}
		}
		return out
	}
	tests := []struct {
		name  string
		rule  bool
		hand  bool
		count int
	}{
		{"hand game with the rule", true, true, 15},
		{"after a pick-up", true, false, 0},
		{"the rule off", false, true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newAnnouncePosition(18, tc.hand)
			s.rules.Announcements = tc.rule
			got := levels(s)
			assert.Len(t, got, tc.count, "%v", got)
			_, err := s.Apply(AnnounceLevel(Grand, LevelSchneider), nil)
			if tc.count == 0 {
				require.ErrorIs(t, err, games.ErrIllegal)
			} else {
				require.NoError(t, err)
				assert.Equal(t, LevelSchneider, s.Announced())
			}
		})
	}
	s := newAnnouncePosition(18, true)
	s.rules.Announcements = true
	assert.Contains(t, levels(s), "grand-ouvert")
	assert.NotContains(t, levels(s), "null-schneider")
	_, ok := Decode(AnnounceLevel(Null, LevelSchneider))
	assert.False(t, ok, "Null has no announced level")
	for _, text := range []string{"hearts-schneider", "grand-schwarz", "acorns-ouvert", "clubs-ouvert"} {
		a, err := ParseAction(text)
		require.NoError(t, err, text)
		again, err := ParseAction(FormatAction(a))
		require.NoError(t, err)
		assert.Equal(t, a, again, text)
	}
	for _, text := range []string{"null-schneider", "grand-", "grand-hand", "nullouvert-ouvert"} {
		_, err := ParseAction(text)
		assert.Error(t, err, text)
	}
}

// TestAnnouncements_OuvertHandIsPublic: an ouvert declarer's hand is
// revealed when announced, lies in every defender's view, and a sampled
// world gives him exactly those cards; the view checks (A8).
func TestAnnouncements_OuvertHandIsPublic(t *testing.T) {
	var h [3]cards.Set
	for c := cards.Card(0); c < 30; c++ {
		h[c/10] = h[c/10].Add(c)
	}
	s := newPlayPosition(0, 1, 18, NoGame, true, h, cards.SetOf(30, 31))
	s.phase = PhaseAnnounce
	s.passed = 1<<0 | 1<<2
	s.rules.Announcements = true
	ev := mustApply(t, s, AnnounceLevel(Grand, LevelOuvert))
	kinds := []games.Kind{}
	for _, e := range ev {
		kinds = append(kinds, e.Kind)
	}
	require.Equal(t, []games.Kind{KDeclare, KAnnounced, KReveal}, kinds)
	assert.Equal(t, h[1], ev[2].Cards)
	rng := rand.New(rand.NewPCG(1, 2))
	for _, p := range []int{0, 2} {
		v := s.View(p).(*View)
		require.NoError(t, v.Check())
		assert.Equal(t, h[1], v.Open, "p%d sees the declarer's hand", p)
		assert.Equal(t, LevelOuvert, v.Announced)
		w, err := v.SampleState(rng)
		require.NoError(t, err)
		assert.Equal(t, h[1], w.Hand(1), "a sampled world keeps the open hand")
	}
	for !s.Done() {
		mustApply(t, s, s.Legal(nil)[0])
		require.NoError(t, s.View(0).(*View).Check())
	}
	st, _ := s.Settlement()
	assert.Equal(t, LevelOuvert, st.Announced)
	require.NoError(t, s.View(2).(*View).Check())
}

// TestView_CheckAnnounced: a view whose announcement the rule or the game
// does not allow is refused.
func TestView_CheckAnnounced(t *testing.T) {
	s := newPlayPosition(0, 1, 18, NoGame, true, [3]cards.Set{set("C7 C8 C9 CT CU CO CK CA S7 S8"), set("S9 ST SU SO SK SA H7 H8 H9 HT"), set("HU HO HK HA D7 D8 D9 DT DU DO")}, set("DK DA"))
	s.phase = PhaseAnnounce
	s.passed = 1<<0 | 1<<2
	s.rules.Announcements = true
	mustApply(t, s, AnnounceLevel(Hearts, LevelSchwarz))
	v := s.View(0).(*View)
	require.NoError(t, v.Check())
	for name, edit := range map[string]func(v *View){
		"the rule off":     func(v *View) { v.Options.Announcements = false },
		"not a hand game":  func(v *View) { v.HandGame, v.SkatTaken = false, true },
		"a Null":           func(v *View) { v.Game = Null },
		"no such level":    func(v *View) { v.Announced = 9 },
		"ouvert, no cards": func(v *View) { v.Announced = LevelOuvert },
	} {
		w := *v
		edit(&w)
		assert.Error(t, w.Check(), name)
	}
}
