package schnapsen

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkSample asserts that a sample of v agrees with the true state s.
func checkSample(t *testing.T, s *State, v *View, rng *rand.Rand) {
	p, o := v.Seat, 1-v.Seat
	g, err := v.Sample(rng)
	if err != nil {
		t.Fatalf("sample: %v\nview: %+v", err, *v)
	}
	x := g.(*State)
	if x.hand[p] != s.hand[p] {
		t.Fatalf("own hand changed")
	}
	if x.hand[o].Len() != s.hand[o].Len() || x.stockN != s.stockN {
		t.Fatalf("hidden counts differ")
	}
	if !x.hand[o].Contains(s.known[o]) || x.hand[o]&s.excluded[o] != 0 {
		t.Fatalf("sampled opponent hand %v breaks the revealed knowledge", x.hand[o])
	}
	if s.stockN > 0 && x.stock[0] != s.stock[0] {
		t.Fatalf("the bottom card is known")
	}
	checkInvariants(t, x)
	if got := x.ViewOf(p); !reflect.DeepEqual(got, v) {
		t.Fatalf("the sample's view differs:\n got %+v\nwant %+v", *got, *v)
	}
	// The sample is playable to the end of the deal.
	var legal []games.Action
	for x.Player() >= 0 {
		legal = x.Legal(legal[:0])
		if _, err := x.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatalf("sampled state: %v", err)
		}
	}
}

func TestSampleConsistency(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	positions := 0
	for seed := uint64(0); seed < 400; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		for !s.Done() {
			for p := 0; p < 2; p++ {
				v := s.ViewOf(p)
				// The view never holds a hidden card.
				seeable := s.hand[p] | s.won[0] | s.won[1] | s.known[1-p]
				if s.lead != cards.None {
					seeable = seeable.Add(s.lead)
				}
				if s.stockN > 0 {
					seeable = seeable.Add(s.stock[0])
				}
				for _, set := range []cards.Set{v.Hand, v.Known[0], v.Known[1], v.Piles[0], v.Piles[1]} {
					if set&^seeable != 0 {
						t.Fatalf("view of p%d shows hidden cards %v", p, set&^seeable)
					}
				}
				if seed%4 == 0 {
					var legal []games.Action
					if s.Player() == p {
						assert.Equal(t, s.Legal(nil), v.Legal(legal), "the view's legal actions")
					} else {
						assert.Empty(t, v.Legal(legal))
					}
				}
				checkSample(t, s, v, rng)
				positions++
			}
			legal := s.Legal(nil)
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
	}
	require.Greater(t, positions, 10000)
	t.Logf("%d positions sampled", positions)
}

// TestSampleUniformAndConstrained checks, on one position where strict play
// has revealed a void and a ceiling, that the opponent's unknown cards are
// spread uniformly over the cards it may hold.
func TestSampleUniformAndConstrained(t *testing.T) {
	// Hearts trump; the stock is closed (DJ DQ CK face down over HK). B
	// (p1) has shown a void in diamonds and hearts and no spade above the
	// King. A sees its hand, the piles and the bottom card; the six other
	// cards are B's three and the stock's three.
	s := newPosition(t, position{trump: H, leader: 0, state: StockClosed, stock: "DJ DQ CK HK",
		closer: 0, hands: [2]string{"HA HT HQ", "CA CT SQ"}, tricks: [2]int{3, 2},
		won: [2]string{"SK SJ DK HJ SA ST", "DT DA CJ CQ"}})
	s.excluded[1] = aboveMask[card(t, "SK")] | suitMask[D] | suitMask[H]
	s.points = [2]int16{int16(SetPoints(s.won[0])), int16(SetPoints(s.won[1]))}
	checkInvariants(t, s)
	v := s.ViewOf(0)
	allowed := (fullSet &^ v.Hand &^ v.Piles[0] &^ v.Piles[1] &^ cards.SetOf(v.Indicator)) &^ v.Excluded[1]
	require.Equal(t, codes(t, "CK CT CA SQ"), allowed)
	rng := rand.New(rand.NewPCG(9, 9))
	count := map[cards.Card]int{}
	const n = 30000
	for i := 0; i < n; i++ {
		g, err := v.Sample(rng)
		require.NoError(t, err)
		for _, c := range g.(*State).hand[1].Cards() {
			count[c]++
		}
	}
	for _, c := range allowed.Cards() {
		assert.InDelta(t, 0.75, float64(count[c])/n, 0.02, "card %s in B's hand", cards.SchnapsenGerman().Code(c))
	}
	assert.Len(t, count, allowed.Len())
}

func TestSampleRejectsImpossibleViews(t *testing.T) {
	s, err := New(games.Config{Seed: 3, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 1))
	for name, spoil := range map[string]func(v *View){
		"deck":         func(v *View) { v.Deck = "italian40" },
		"count":        func(v *View) { v.HandCount[1] = 9 },
		"void of all":  func(v *View) { v.Excluded[1-v.Seat] = fullSet },
		"card twice":   func(v *View) { v.Piles[0] = v.Hand },
		"seat":         func(v *View) { v.Seat = 5 },
		"stock bottom": func(v *View) { v.Indicator = cards.None },
	} {
		v := s.ViewOf(0)
		spoil(v)
		_, err := v.Sample(rng)
		assert.Error(t, err, name)
	}
}

func TestViewJSON(t *testing.T) {
	s, err := New(games.Config{Seed: 3, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	v := s.ViewOf(1)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	var back View
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, *v, back)
	var fields map[string]any
	require.NoError(t, json.Unmarshal(data, &fields))
	for _, k := range []string{"viewer", "toMove", "hand", "trump", "indicator", "stockCount", "known", "excluded", "history"} {
		assert.Contains(t, fields, k)
	}
}

// TestEventsPrivacy checks that draws are private to the drawer, and that
// the indicator moves and everything else are public.
func TestEventsPrivacy(t *testing.T) {
	s, err := New(games.Config{Seed: 11, Dealer: 0})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 5))
	var ev []games.Event
	for !s.Done() {
		legal := s.Legal(nil)
		ev, err = s.Apply(legal[rng.IntN(len(legal))], ev[:0])
		require.NoError(t, err)
		for _, e := range ev {
			hidden := e.Kind == games.KMove && e.To == games.Hand && (e.From == games.Stock || e.From == games.Deck)
			if hidden {
				require.Equal(t, e.Player, e.Private, "a drawn card is seen by its drawer only")
				red := e.Redact(int(1 - e.Player))
				assert.Equal(t, cards.None, red.Card)
			} else {
				require.Equal(t, int8(games.Everyone), e.Private, "%s is public", e.Format(s.deck))
			}
		}
	}
}

// TestView_SeatOutOfRange: a seat other than 0 and 1 gets no hand, no
// legal action and no sample, where it used to get the view of seat p&1;
// the accessors answer 0 for it.
func TestView_SeatOutOfRange(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	positions := 0
	for seed := uint64(0); seed < 5; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		for !s.Done() {
			for p := 0; p < 2; p++ {
				assert.Equal(t, s.Hand(p), s.ViewOf(p).Hand)
				assert.Equal(t, 1-p, s.ViewOf(p).OpponentSeat)
			}
			for _, seat := range []int{games.Nobody, games.Chance, 2, 3} {
				v := s.ViewOf(seat)
				assert.Equal(t, seat, v.Viewer())
				assert.Zero(t, v.Hand, "seat %d sees a hand", seat)
				assert.Equal(t, -1, v.OpponentSeat)
				assert.Empty(t, v.Legal(nil), "seat %d has legal actions", seat)
				_, err := v.Sample(rng)
				assert.ErrorContains(t, err, "seat", "seat %d samples", seat)
				for _, n := range []int{s.CardPoints(seat), s.Pending(seat), s.TricksWon(seat), s.Score(seat), s.DealValue(seat)} {
					assert.Zero(t, n)
				}
				assert.Zero(t, s.Hand(seat)|s.Pile(seat))
			}
			positions++
			legal := s.Legal(nil)
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
	}
	require.Greater(t, positions, 50)
}
