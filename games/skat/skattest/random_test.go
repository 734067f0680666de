package skattest

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// mix counts the kinds of deal a policy plays. The first nine are disjoint
// and add up to deals; ouvert and hand count within them.
type mix struct {
	deals, passedOut, overbid              int
	suitWon, suitLost, grandWon, grandLost int
	nullWon, nullLost                      int
	ouvert, hand                           int
}

// playMix plays deals seeded deals, choosing every action with the chooser
// that policy makes for the seed (seeded as the CLI's random command does).
func playMix(t *testing.T, deals int, policy func(seed uint64) func(games.State, []games.Action) games.Action) mix {
	t.Helper()
	var m mix
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(deals); seed++ {
		s, err := skat.New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		choose := policy(seed)
		// A plain if in this loop of 700,000 steps: testify's per-call
		// cost would show in the test's time.
		for !s.Done() {
			legal = s.Legal(legal[:0])
			a := choose(s, legal)
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatalf("seed %d: the policy's %s is refused: %v", seed, skat.FormatAction(a), err)
			}
		}
		st, _ := s.Settlement()
		m.deals++
		switch {
		case st.Abandoned:
			m.passedOut++
			continue
		case st.Overbid:
			m.overbid++
		case st.Game.IsSuit() && st.Won:
			m.suitWon++
		case st.Game.IsSuit():
			m.suitLost++
		case st.Game == skat.Grand && st.Won:
			m.grandWon++
		case st.Game == skat.Grand:
			m.grandLost++
		case st.Won:
			m.nullWon++
		default:
			m.nullLost++
		}
		if st.Game == skat.NullOuvert {
			m.ouvert++
		}
		if st.Hand {
			m.hand++
		}
	}
	return m
}

// problems lists what is unrealistic about a mix, with generous bounds:
// every kind of deal occurs (1 in 4000 at least), a game is played in three
// deals of four at least, and overbids stay a small minority (under 1 in 10).
func (m mix) problems() []string {
	var out []string
	for _, k := range []struct {
		name string
		n    int
	}{{"passed out", m.passedOut}, {"overbid", m.overbid}, {"suit won", m.suitWon}, {"suit lost", m.suitLost},
		{"Grand won", m.grandWon}, {"Grand lost", m.grandLost}, {"Null won", m.nullWon}, {"Null lost", m.nullLost},
		{"Null ouvert", m.ouvert}, {"hand", m.hand}} {
		if k.n*4000 < m.deals {
			out = append(out, fmt.Sprintf("%s: %d of %d deals, want 1 in 4000 at least", k.name, k.n, m.deals))
		}
	}
	if played := m.deals - m.passedOut; played*4 < m.deals*3 {
		out = append(out, fmt.Sprintf("a game played in %d of %d deals, want 3 in 4 at least", played, m.deals))
	}
	if m.overbid*10 >= m.deals {
		out = append(out, fmt.Sprintf("overbid: %d of %d deals, want under 1 in 10", m.overbid, m.deals))
	}
	return out
}

func randomBidderOf(seed uint64) func(games.State, []games.Action) games.Action {
	return RandomBidder(rand.New(rand.NewPCG(seed, 0x5eed)))
}

// TestRandomBidder_Mix plays 20,000 seeded deals with RandomBidder and
// checks the mix loosely (see problems). Measured (go test -run
// TestRandomBidder_Mix -v ./games/skat/skattest), of 20,000 deals: passed out 1284
// (6.4 %), overbid 27 (0.1 %), suit games won 10183 (50.9 %) and lost 4249
// (21.2 %), Grand won 1667 (8.3 %) and lost 797 (4.0 %), Null won 1398
// (7.0 %) and lost 395 (2.0 %); among them 920 Nulls ouvert (4.6 %) and
// 1194 hand games (6.0 %). Uniform bids overbid 97.7 % of the same deals.
func TestRandomBidder_Mix(t *testing.T) {
	m := playMix(t, 20000, randomBidderOf)
	t.Logf("%+v", m)
	assert.Empty(t, m.problems())
}

// TestRandomBidder_MixCatchesUniform proves that the mix check fails when it
// should: uniformly random bids, the old random play, do not pass it.
func TestRandomBidder_MixCatchesUniform(t *testing.T) {
	m := playMix(t, 2000, func(seed uint64) func(games.State, []games.Action) games.Action {
		rng := rand.New(rand.NewPCG(seed, 0x5eed))
		return func(_ games.State, legal []games.Action) games.Action { return legal[rng.IntN(len(legal))] }
	})
	assert.NotEmpty(t, m.problems(), "uniform bids pass the mix check: %+v", m)
}

// TestRandomBidder_Seeded: the same seed gives the same choices.
func TestRandomBidder_Seeded(t *testing.T) {
	play := func() []games.Action {
		s, err := skat.New(games.Config{Seed: 7, Dealer: -1})
		require.NoError(t, err)
		choose := randomBidderOf(7)
		var moves []games.Action
		for !s.Done() {
			a := choose(s, s.Legal(nil))
			moves = append(moves, a)
			_, err := s.Apply(a, nil)
			require.NoError(t, err)
		}
		return moves
	}
	assert.Equal(t, play(), play(), "two plays of seed 7 differ")
}

// TestRandomBidder_NullDeclarerDucks: as Null declarer the player plays its
// highest card under the trick, its highest card of all when it cannot
// follow, and leads its lowest.
func TestRandomBidder_NullDeclarerDucks(t *testing.T) {
	cases := []struct {
		name, lead, declarer, want string
	}{
		{"under the led king", "HK", "H7 HO HA C7 C8 C9 S7 S8 S9 D7", "HO"},
		{"nothing under the led seven", "H7", "H8 HA C7 C8 C9 S7 S8 S9 D7 DA", "H8"},
		{"void in the led suit", "HK", "CA C8 C9 S7 S8 S9 D7 D8 D9 DT", "CA"},
		{"leading", "", "H8 HA C9 CT CU S7 S8 S9 DO DA", "S7"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// p1 declares; p0 leads (dealer p2), or p1 itself (dealer p0).
			declarer := set(c.declarer)
			rest := cards.German().Full() &^ declarer
			var p0 cards.Set
			dealer := 0
			if c.lead != "" {
				p0, rest, dealer = cards.SetOf(card(c.lead)), rest.Remove(card(c.lead)), 2
			}
			cs := rest.Cards()
			n0 := 10 - p0.Len()
			hands := [3]cards.Set{p0 | cards.SetOf(cs[:n0]...), declarer, cards.SetOf(cs[n0 : n0+10]...)}
			s := nullPosition(t, dealer, hands, cards.SetOf(cs[n0+10:]...))
			if c.lead != "" {
				_, err := s.Apply(skat.Play(card(c.lead)), nil)
				require.NoError(t, err)
			}
			choose := RandomBidder(rand.New(rand.NewPCG(1, 1)))
			assert.Equal(t, c.want, skat.FormatAction(choose(s, s.Legal(nil))), "played")
		})
	}
}

// nullPosition deals hands and the skat with dealer dealing and plays the
// auction, the skat and the announcement so that p1 plays Null with the
// hand it was dealt (picking up the skat and laying it away again): the
// moment before forehand's first lead.
func nullPosition(t *testing.T, dealer int, hands [3]cards.Set, skatCards cards.Set) *skat.State {
	t.Helper()
	pack := Pack(dealer, hands, skatCards)
	s, err := skat.New(games.Config{Seed: 1, Dealer: dealer, Deals: [][]cards.Card{pack}})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	require.Equal(t, hands[1], s.Hand(1), "p1's hand as dealt")
	for steps := 0; s.Phase() != skat.PhasePlay; steps++ {
		require.Less(t, steps, 20, "the auction does not end")
		legal := s.Legal(nil)
		a := skat.Pass
		switch {
		case s.Player() != 1:
		case s.Phase() == skat.PhaseAuction && slices.Contains(legal, skat.Bid(23)):
			a = skat.Bid(23)
		case s.Phase() == skat.PhaseAuction && slices.Contains(legal, skat.Hold):
			a = skat.Hold
		case s.Phase() == skat.PhaseAuction: // forehand after two passes: 18
			a = legal[slices.IndexFunc(legal, func(x games.Action) bool { return x != skat.Pass })]
		case s.Phase() == skat.PhaseSkat:
			a = skat.TakeSkat
		case s.Phase() == skat.PhaseDiscard:
			a = skat.Discard(skatCards.First(), skatCards.Remove(skatCards.First()).First())
		case s.Phase() == skat.PhaseAnnounce:
			a = skat.Announce(skat.Null)
		}
		_, err := s.Apply(a, nil)
		require.NoError(t, err, "%s", skat.FormatAction(a))
	}
	require.Equal(t, 1, s.Declarer())
	require.Equal(t, skat.Null, s.GameType())
	return s
}

// set parses space-separated card codes into a set; test input only.
func set(codes string) cards.Set {
	cs, err := cards.German().ParseList(codes)
	if err != nil {
		panic(err)
	}
	return cards.SetOf(cs...)
}

func card(code string) cards.Card {
	c, err := cards.German().Parse(code)
	if err != nil {
		panic(err)
	}
	return c
}
