package skat

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/games/skat/skattest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// TestSureSchwarz: the proof that every trick is the declarer's, row by
// row from its rule.
func TestSureSchwarz(t *testing.T) {
	tests := []struct {
		name  string
		game  skat.GameType
		hand  string
		leads bool
		want  bool
	}{
		{"four Unters and tops, leading", skat.Grand, "CU SU HU DU CA CT CK SA ST HA", true, true},
		{"four Unters, no Bells, not leading", skat.Grand, "CU SU HU DU CA CT CK SA ST HA", false, false},
		{"four Unters and every suit's top, not leading", skat.Grand, "CU SU HU DU CA CT SA ST HA DA", false, true},
		{"the two top Unters draw the other two", skat.Grand, "CU SU CA CT CK CO SA ST HA DA", true, true},
		{"the two top Unters, not leading", skat.Grand, "CU SU CA CT CK CO SA ST HA DA", false, false},
		{"no Acorns Unter", skat.Grand, "SU HU DU CA CT CK SA ST HA DA", true, false},
		{"a gap in a side suit", skat.Grand, "CU SU HU DU CA CK CO SA ST HA", true, false},
		{"Acorns with nine trumps from the top", skat.Clubs, "CU SU HU DU CA CT CK CO C9 SA", true, true},
		{"Acorns missing the Ten", skat.Clubs, "CU SU HU DU CA CK CO C9 C8 SA", true, false},
		{"Acorns with five trumps: six are out", skat.Clubs, "CU SU HU DU CA SA ST HA HT DA", true, false},
		{"Null is never", skat.Null, "C7 S7 H7 D7 C8 S8 H8 D8 C9 S9", true, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, sureSchwarz(codes(t, tc.hand), tc.game, tc.leads))
		})
	}
}

// sureHand builds a hand for game g that runs from the top of the trumps
// (at least half of them) and then of random side suits: many such hands
// are sure, some (a Grand that does not lead) are not.
func sureHand(rng *rand.Rand, g skat.GameType) cards.Set {
	byPower := func(s cards.Set) []cards.Card {
		cs := s.Cards()
		slices.SortFunc(cs, func(a, b cards.Card) int { return skat.Power(g, b) - skat.Power(g, a) })
		return cs
	}
	trumps := byPower(skat.Trumps(g))
	k := (len(trumps)+1)/2 + rng.IntN(min(10, len(trumps))-(len(trumps)+1)/2+1)
	hand := cards.SetOf(trumps[:k]...)
	for _, cls := range rng.Perm(4) {
		side := byPower(skat.ClassCards(g, cls))
		n := min(len(side), 10-hand.Len(), 1+rng.IntN(4))
		hand |= cards.SetOf(side[:n]...)
	}
	for _, cls := range rng.Perm(4) { // fill up from the tops still free
		for _, c := range byPower(skat.ClassCards(g, cls)) {
			if hand.Len() < 10 && !hand.Has(c) && topRun(hand&skat.ClassCards(g, cls)|cards.SetOf(c), skat.ClassCards(g, cls), g) {
				hand = hand.Add(c)
			}
		}
	}
	return hand
}

// dealWith starts a hand game of declarer p1 (dealer given) with the
// house rule on: p1 holds hand, the others the rest at random; p1 bids
// 18, the others pass, and p1 plays hand.
func dealWith(t *testing.T, rng *rand.Rand, dealer int, hand cards.Set) *skat.State {
	t.Helper()
	rest := (cards.German().Full() &^ hand).Cards()
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	hands := [3]cards.Set{cards.SetOf(rest[:10]...), hand, cards.SetOf(rest[10:20]...)}
	pack := skattest.Pack(dealer, hands, cards.SetOf(rest[20:]...))
	s, err := skat.New(games.Config{Seed: 1, Dealer: dealer, Deals: [][]cards.Card{pack},
		Options: map[string]string{skat.OptionAnnouncements: games.On}})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	require.Equal(t, hand, s.Hand(1))
	for steps := 0; s.Phase() != skat.PhaseAnnounce; steps++ {
		require.Less(t, steps, 20, "the auction does not end")
		legal := s.Legal(nil)
		a := skat.Pass
		switch {
		case s.Player() != 1:
		case s.Phase() == skat.PhaseSkat:
			a = skat.PlayHand
		default: // p1 bids, holds or plays at 18
			a = legal[slices.IndexFunc(legal, func(x games.Action) bool { return x != skat.Pass })]
		}
		_, err := s.Apply(a, nil)
		require.NoError(t, err, "%s", skat.FormatAction(a))
	}
	return s
}

// TestHeuristic_AnnouncesOnlySureOuvert: dealt hands built to run from the
// top, the heuristic announces ouvert exactly when sureSchwarz proves it,
// and then takes every trick against defenders playing at random (who see
// the open hand); the search's filter leaves no other level.
func TestHeuristic_AnnouncesOnlySureOuvert(t *testing.T) {
	deals := testsize.Pick(300, 3000)
	rng := rand.New(rand.NewPCG(38, 5))
	var sure, plain int
	for i := 0; i < deals; i++ {
		g := []skat.GameType{skat.Diamonds, skat.Hearts, skat.Spades, skat.Clubs, skat.Grand}[rng.IntN(5)]
		hand := sureHand(rng, g)
		s := dealWith(t, rng, rng.IntN(3), hand)
		v := s.View(1).(*skat.View)
		legal := s.Legal(nil)
		a := heuristicOf(v, legal)
		m, _ := skat.Decode(a)
		for _, f := range filter(v, legal) {
			if fm, _ := skat.Decode(f); fm.Level != skat.LevelNone {
				require.Equal(t, a, f, "deal %d: the filter keeps %s beside the heuristic's %s", i, skat.FormatAction(f), skat.FormatAction(a))
			}
		}
		if m.Level == skat.LevelNone {
			plain++
			require.False(t, sureSchwarz(hand, g, s.Forehand() == 1), "deal %d: %s sure in %s, announced %s", i, hand.Format(cards.German()), g, skat.FormatAction(a))
			continue
		}
		sure++
		require.Equal(t, skat.LevelOuvert, m.Level, "deal %d", i)
		require.True(t, sureSchwarz(hand, m.Game, s.Forehand() == 1), "deal %d: %s announced without the proof", i, skat.FormatAction(a))
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
		for !s.Done() {
			legal := s.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			if s.Player() == 1 {
				a = heuristicOf(s.View(1).(*skat.View), legal)
			}
			_, err := s.Apply(a, nil)
			require.NoError(t, err)
		}
		st, _ := s.Settlement()
		require.Equal(t, 10, st.Tricks, "deal %d: %s with %s: the declarer lost a trick", i, skat.FormatAction(a), hand.Format(cards.German()))
		require.True(t, st.Won, "deal %d", i)
	}
	t.Logf("%d sure ouvert games, %d plain", sure, plain)
	assert.Greater(t, sure, deals/4)
	assert.Positive(t, plain)
}
