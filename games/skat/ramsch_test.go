package skat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestRamschExamples runs the worked examples of docs/games/skat.md
// ("Ramsch") through the settlement: the card points are each seat's, the
// skat already counted for the last trick's winner.
func TestRamschExamples(t *testing.T) {
	tests := []struct {
		id          string
		pts, won    [3]int
		scores      [3]int
		jungfrau    bool
		durchmarsch bool
	}{
		{"R1 the most points lose", [3]int{30, 55, 35}, [3]int{3, 4, 3}, [3]int{0, -55, 0}, false, false},
		{"R2 Jungfrau doubles", [3]int{0, 70, 50}, [3]int{0, 6, 4}, [3]int{0, -140, 0}, true, false},
		{"R3 a tie for the most: both lose", [3]int{50, 50, 20}, [3]int{4, 4, 2}, [3]int{-50, -50, 0}, false, false},
		{"R4 Durchmarsch wins 120", [3]int{0, 0, 120}, [3]int{0, 0, 10}, [3]int{0, 0, 120}, false, true},
		{"R5 all three at 40", [3]int{40, 40, 40}, [3]int{3, 4, 3}, [3]int{}, false, false},
		{"R6 a pointless trick is no Jungfrau", [3]int{0, 64, 56}, [3]int{1, 5, 4}, [3]int{0, -64, 0}, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			st := ramschSettle(tc.pts, tc.won)
			assert.Equal(t, tc.scores, st.Scores, "scores")
			assert.Equal(t, tc.jungfrau, st.Jungfrau, "jungfrau")
			assert.Equal(t, tc.durchmarsch, st.Durchmarsch, "durchmarsch")
			assert.True(t, st.Ramsch)
			assert.Equal(t, -1, st.Declarer)
		})
	}
}

// passedOut deals seed's deal with dealer p0 and the given house rules, and
// has all three pass: middlehand p2, rearhand p0, forehand p1.
func passedOut(t *testing.T, seed uint64, r Rules) *State {
	t.Helper()
	s, err := New(games.Config{Seed: seed, Dealer: 0, Options: optionMap(r)})
	require.NoError(t, err)
	for _, a := range []games.Action{games.Deal, Pass, Pass, Pass} {
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
	}
	return s
}

// TestRamsch_WhenAllPass: with the option, the passed-out deal is played
// as Ramsch (forehand leads, Unters alone trump, nobody declares); without
// it, the deal is abandoned as the seed says.
func TestRamsch_WhenAllPass(t *testing.T) {
	s := passedOut(t, 9, Rules{})
	require.True(t, s.Done(), "without the option the deal is abandoned")
	st, _ := s.Settlement()
	assert.True(t, st.Abandoned)

	s = passedOut(t, 9, Rules{Ramsch: true})
	require.Equal(t, PhasePlay, s.Phase())
	assert.Equal(t, Ramsch, s.GameType())
	assert.Equal(t, -1, s.Declarer())
	assert.Equal(t, s.Forehand(), s.Player(), "forehand leads")
	assert.Equal(t, set("CU SU HU DU"), Trumps(Ramsch), "the Unters alone are trumps")
	assert.Equal(t, Power(Grand, cards.German().Card(suitH, rankA)), Power(Ramsch, cards.German().Card(suitH, rankA)), "the suits rank as in Grand")
	_, skat := s.Skat()
	assert.Equal(t, 2, skat.Len(), "the skat stays face down")
}

// TestRamsch_SkatToTheLastTrick plays a Ramsch out (each seat its lowest
// legal card): the skat's points count for the winner of the tenth trick,
// and the deal's result is the settlement's scores.
func TestRamsch_SkatToTheLastTrick(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s := passedOut(t, seed, Rules{Ramsch: true})
		var legal []games.Action
		var ev []games.Event
		for !s.Done() {
			legal = s.Legal(legal[:0])
			var err error
			ev, err = s.Apply(legal[0], ev[:0])
			require.NoError(t, err)
		}
		st, ok := s.Settlement()
		require.True(t, ok)
		last := s.history[9].Winner
		_, skat := s.Skat()
		for q := int8(0); q < 3; q++ {
			want := int(s.points[q])
			if q == last {
				want += SetPoints(skat)
			}
			assert.Equal(t, want, st.RamschPoints[q], "seed %d: p%d's points", seed, q)
		}
		assert.Equal(t, KSkatShown, ev[len(ev)-3].Kind)
		assert.Equal(t, last, ev[len(ev)-3].Player, "the skat goes to the last trick's winner")
		r := s.Result()
		assert.Equal(t, st.Scores[:], r.Deal, "seed %d", seed)
	}
}

// TestView_CheckRamsch: a Ramsch view passes; one that claims Ramsch with
// the option off, or a Ramsch settlement of another score, does not.
func TestView_CheckRamsch(t *testing.T) {
	s := passedOut(t, 3, Rules{Ramsch: true})
	v := s.View(1).(*View)
	require.NoError(t, v.Check())
	v.Options = Rules{}
	assert.ErrorContains(t, v.Check(), "ramsch and schieberamsch are off")

	var legal []games.Action
	for !s.Done() {
		legal = s.Legal(legal[:0])
		_, err := s.Apply(legal[len(legal)-1], nil)
		require.NoError(t, err)
	}
	v = s.View(0).(*View)
	require.NoError(t, v.Check())
	v.Settlement.Scores[0]--
	assert.ErrorContains(t, v.Check(), "settlement")
	s2 := passedOut(t, 3, Rules{})
	v = s2.View(0).(*View)
	v.Options = Rules{Ramsch: true}
	assert.ErrorContains(t, v.Check(), "ramsch plays it")
}

// TestSchieberamsch runs docs/games/skat.md's examples S1–S3: the skat
// goes round from forehand; whoever takes it pushes two cards that are no
// Unters on, each push doubling the loss; after rearhand forehand leads.
func TestSchieberamsch(t *testing.T) {
	s := passedOut(t, 4, Rules{Schieberamsch: true})
	require.Equal(t, PhaseSkat, s.Phase(), "S1: the skat goes round before the play")
	require.Equal(t, s.Forehand(), s.Player())
	assert.Equal(t, []games.Action{TakeSkat, PlayHand}, s.Legal(nil))
	_, skat := s.Skat()
	mustApply(t, s, TakeSkat)
	fh := s.Forehand()
	assert.Equal(t, 12, s.Hand(fh).Len())
	for _, a := range s.Legal(nil) {
		m, _ := Decode(a)
		assert.Zero(t, m.Discard&Trumps(Ramsch), "S2: %s pushes an Unter", FormatAction(a))
	}
	if u := s.Hand(fh) & Trumps(Ramsch); u != 0 {
		other := (s.Hand(fh) &^ Trumps(Ramsch)).First()
		_, err := s.Apply(Discard(u.First(), other), nil)
		assert.ErrorContains(t, err, "Unters may not be pushed", "S2")
	}
	legal := s.Legal(nil)
	ev := mustApply(t, s, legal[0])
	assert.Equal(t, KDiscard, ev[0].Kind)
	assert.Equal(t, s.Middlehand(), s.Player(), "the skat passes to middlehand")
	mustApply(t, s, PlayHand) // middlehand passes it on unseen
	require.Equal(t, s.Rearhand(), s.Player())
	mustApply(t, s, TakeSkat)
	mustApply(t, s, s.Legal(nil)[0])
	require.Equal(t, PhasePlay, s.Phase(), "after rearhand, forehand leads")
	assert.Equal(t, fh, s.Player())
	assert.NotEqual(t, skat, cards.Set(0))
	for !s.Done() {
		mustApply(t, s, s.Legal(nil)[0])
	}
	st, _ := s.Settlement()
	assert.Equal(t, 2, st.Pushes)
	plain := ramschSettle(st.RamschPoints, [3]int{s.TricksWon(0), s.TricksWon(1), s.TricksWon(2)})
	if !st.Durchmarsch {
		for q := range st.Scores {
			assert.Equal(t, plain.Scores[q]*4, st.Scores[q], "S1: two pushes: the loss × 4")
		}
	}
	require.NoError(t, s.View(0).(*View).Check())

	// S3: nobody takes the skat: no doubling, forehand leads.
	s = passedOut(t, 4, Rules{Schieberamsch: true})
	for i := 0; i < 3; i++ {
		mustApply(t, s, PlayHand)
	}
	require.Equal(t, PhasePlay, s.Phase())
	assert.Equal(t, s.Forehand(), s.Player())
}
