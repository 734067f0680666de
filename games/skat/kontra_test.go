package skat

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestKontraExamples runs the worked examples of docs/games/skat.md
// ("Kontra and Re"): the settlement's score doubled once per double said,
// won, lost or overbid alike.
func TestKontraExamples(t *testing.T) {
	twelve := set("CU SU HA HT HK C7 C8 S9 SA D7 D8 DA")
	tests := []struct {
		id      string
		bid, dp int
		kontra  int
		score   int
	}{
		{"KR1 won with Kontra", 30, 75, 1, 60},
		{"KR1 won with Kontra and Re", 30, 75, 2, 120},
		{"KR2 lost with Kontra", 30, 50, 1, -120},
		{"KR3 overbid with Kontra and Re", 33, 75, 2, -320},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			s := newPlayPosition(0, 1, tc.bid, Hearts, false, [3]cards.Set{}, 0)
			s.phase, s.tricks = PhaseOver, 10
			s.points[1], s.won[1] = int16(tc.dp), 6
			s.hands[1] = twelve
			s.doubled[2] = tc.kontra >= 1 // a defender's Kontra
			s.doubled[1] = tc.kontra == 2 // the declarer's Re
			st, ok := s.Settlement()
			require.True(t, ok)
			assert.Equal(t, tc.kontra, st.Kontra)
			assert.Equal(t, tc.score, st.Score)
		})
	}
}

// kontraDeal is a Hearts game of declarer p1 (forehand; dealer p0) with the
// house rule on, the cards in id order: p0 holds C7…CA S7 S8, p1 S9…SA H7…HT,
// p2 HU…HA D7…DO, the skat DK DA.
func kontraDeal() *State {
	var h [3]cards.Set
	for c := cards.Card(0); c < 30; c++ {
		h[c/10] = h[c/10].Add(c)
	}
	s := newPlayPosition(0, 1, 18, Hearts, false, h, cards.SetOf(30, 31))
	s.rules.KontraRe = true
	s.passed = 1<<0 | 1<<2
	return s
}

// TestKontra_WhoMaySayItWhen plays kontraDeal with each seat's first legal
// card: the declarer may not say Kontra; the defender p2 may before his
// first card, and then nobody again; the declarer may answer Re at his next
// turn and no later (here he plays on instead); the score is doubled once.
func TestKontra_WhoMaySayItWhen(t *testing.T) {
	s := kontraDeal()
	legal := s.Legal(nil)
	assert.NotContains(t, legal, Kontra, "the declarer leads: no Kontra for him")
	_, err := s.Apply(Kontra, nil)
	require.ErrorIs(t, err, games.ErrIllegal)
	mustApply(t, s, legal[0])

	require.Equal(t, 2, s.Player())
	require.Contains(t, s.Legal(nil), Kontra, "a defender before his first card")
	ev := mustApply(t, s, Kontra)
	assert.Equal(t, KKontra, ev[0].Kind)
	assert.NotContains(t, s.Legal(nil), Kontra, "said once")
	mustApply(t, s, s.Legal(nil)[0])
	require.Equal(t, 0, s.Player())
	assert.NotContains(t, s.Legal(nil), Kontra, "the other defender: Kontra has been said")
	mustApply(t, s, s.Legal(nil)[0])

	reOffered := false
	for !s.Done() {
		legal := s.Legal(nil)
		if s.Player() == 1 {
			if !reOffered {
				require.Contains(t, legal, Re, "the declarer's first turn after the Kontra")
				reOffered = true
			} else {
				require.NotContains(t, legal, Re, "the declarer played on: no Re later")
				_, err := s.Apply(Re, nil)
				require.ErrorIs(t, err, games.ErrIllegal)
			}
		}
		mustApply(t, s, legal[0])
	}
	require.True(t, reOffered)
	st, _ := s.Settlement()
	assert.Equal(t, 1, st.Kontra)
	plain := settle(st.Game, st.Hand, s.twelve(), st.Bid, st.CardPoints, st.Tricks)
	assert.Equal(t, 2*plain.Score, st.Score)
	v := s.View(0).(*View)
	require.NoError(t, v.Check())
	assert.Equal(t, [3]bool{false, false, true}, v.Doubled)
}

// TestKontra_Re: the declarer answers at once; the score is doubled twice,
// and the view says who doubled.
func TestKontra_Re(t *testing.T) {
	s := kontraDeal()
	mustApply(t, s, s.Legal(nil)[0])
	mustApply(t, s, Kontra)
	for !s.Done() {
		legal := s.Legal(nil)
		a := legal[0]
		if slices.Contains(legal, Re) {
			a = Re
		}
		mustApply(t, s, a)
	}
	st, _ := s.Settlement()
	assert.Equal(t, 2, st.Kontra)
	plain := settle(st.Game, st.Hand, s.twelve(), st.Bid, st.CardPoints, st.Tricks)
	assert.Equal(t, 4*plain.Score, st.Score)
	assert.Equal(t, [3]bool{false, true, true}, s.doubled)
	require.NoError(t, s.View(2).(*View).Check())
}

// TestKontra_OffWithoutTheRule: without the house rule neither is legal.
func TestKontra_OffWithoutTheRule(t *testing.T) {
	s := kontraDeal()
	s.rules.KontraRe = false
	mustApply(t, s, s.Legal(nil)[0])
	assert.NotContains(t, s.Legal(nil), Kontra)
	_, err := s.Apply(Kontra, nil)
	assert.ErrorContains(t, err, "house rule")
}

// TestView_CheckDoubles: a view whose doubles the rule or the seats do not
// allow is refused.
func TestView_CheckDoubles(t *testing.T) {
	s := kontraDeal()
	mustApply(t, s, s.Legal(nil)[0])
	mustApply(t, s, Kontra)
	v := s.View(0).(*View)
	require.NoError(t, v.Check())
	for name, edit := range map[string]func(v *View){
		"the rule off":        func(v *View) { v.Options.KontraRe = false },
		"two defenders":       func(v *View) { v.Doubled[0] = true },
		"Re without a Kontra": func(v *View) { v.Doubled = [3]bool{false, true, false} },
		"closed and said":     func(v *View) { v.Doubled[1], v.ReClosed = true, true },
	} {
		w := *v
		edit(&w)
		assert.Error(t, w.Check(), name)
	}
}

func mustApply(t *testing.T, s *State, a games.Action) []games.Event {
	t.Helper()
	ev, err := s.Apply(a, nil)
	require.NoError(t, err, "%s", FormatAction(a))
	return ev
}
