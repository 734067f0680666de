package schnapsen

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/record/recordtest"
	"github.com/cardavia/cardavia/internal/testsize"
)

// sechsPosition is newPosition under Sechsundsechzig: the rules and the
// 24-card pack.
func sechsPosition(t *testing.T, p position) *State {
	t.Helper()
	s := newPosition(t, p)
	s.rules = Rules{Sechs: true}
	s.deck = cards.SechsGerman()
	return s
}

// TestSechs_S1Deal is docs/games/schnapsen.md's example S1: the 24-card
// pack is dealt six cards each, the indicator and eleven face-down cards
// make a stock of twelve, and the pack holds 120 card points, the nines
// none. With the French suits chosen the pack is the French 24.
func TestSechs_S1Deal(t *testing.T) {
	for deck, pack := range map[cards.DeckID]cards.DeckID{cards.German20: cards.German24, cards.French20: cards.French24} {
		s, err := New(games.Config{Seed: 5, Dealer: 1, Deck: deck, Options: map[string]string{"sechsundsechzig": "on"}})
		require.NoError(t, err)
		assert.Equal(t, pack, s.Deck().ID(), "the 24-card pack of the suits chosen")
		ev := play(t, s, "deal")
		assert.Equal(t, 6, s.Hand(0).Len())
		assert.Equal(t, 6, s.Hand(1).Len())
		state, n := s.Stock()
		assert.Equal(t, StockOpen, state)
		assert.Equal(t, 12, n)
		assert.Equal(t, Suit(s.Indicator()), s.Trump())
		stock := find(ev, games.KMove)
		assert.Equal(t, int32(11), stock[len(stock)-1].Value, "eleven cards face down on the indicator")
		assert.Equal(t, 120, SetPoints(cards.SechsGerman().Full()))
		for su := 0; su < 4; su++ {
			nine := cards.Card(cards.Nines24 + su)
			assert.Equal(t, 0, Points(nine))
			assert.Equal(t, su, Suit(nine))
			assert.Equal(t, "9", s.Deck().Ranks()[Rank(nine)].Code)
		}
	}
}

// TestSechs_S2Exchange is example S2: the trump Nine, not the Jack,
// exchanges for the indicator, by a leader who has won a trick; the first
// lead of a deal (no trick yet) offers no exchange.
func TestSechs_S2Exchange(t *testing.T) {
	tests := []struct {
		name     string
		hand     string
		tricks   int
		exchange bool
	}{
		{"nine after a trick", "H9 SA ST DK CQ CJ", 1, true},
		{"nine before any trick", "H9 SA ST DK CQ CJ", 0, false},
		{"the trump Jack does not exchange", "HJ SA ST DK CQ CJ", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sechsPosition(t, position{trump: H, leader: 0, stock: "SQ DJ DA HA",
				hands: [2]string{tt.hand, "HT HQ HK DT CA S9"}, tricks: [2]int{tt.tricks, 0}})
			assert.Equal(t, tt.exchange, slices.Contains(legalText(s), "exchange"))
			if !tt.exchange {
				before := *s
				_, err := s.Apply(Exchange, nil)
				require.ErrorIs(t, err, games.ErrIllegal)
				assert.Equal(t, before, *s)
				return
			}
			ev := play(t, s, "exchange")
			assert.True(t, s.Hand(0).Has(card(t, "HA")), "the indicator comes to hand")
			assert.Equal(t, card(t, "H9"), s.Indicator(), "the Nine lies under the stock")
			assert.Equal(t, card(t, "H9"), find(ev, KExchange)[0].Card)
		})
	}
}

// TestSechs_S3NineRanksLowest is example S3: the Nine is below the Jack
// of its suit, beats nothing of its suit, and a trump Nine still takes a
// card of another suit; under strict play a follower with the Nine and
// the Ace must head the Jack with the Ace.
func TestSechs_S3NineRanksLowest(t *testing.T) {
	H9, HJ, SA, S9, SJ := card(t, "H9"), card(t, "HJ"), card(t, "SA"), card(t, "S9"), card(t, "SJ")
	assert.True(t, Beats(H9, HJ, H), "the Jack heads the Nine")
	assert.False(t, Beats(HJ, H9, H), "the Nine does not head the Jack")
	assert.True(t, Beats(SA, H9, H), "a trump Nine takes an Ace of another suit")
	assert.False(t, Beats(SJ, S9, H))
	assert.Equal(t, cards.SetOf(SA), FollowSet(cards.SetOf(S9, SA, H9), SJ, H, true), "head the trick when able")
	assert.Equal(t, cards.SetOf(S9), FollowSet(cards.SetOf(S9, H9), SA, H, true), "else follow suit, with the Nine")
	assert.Equal(t, cards.SetOf(H9), FollowSet(cards.SetOf(H9, card(t, "DA")), SJ, H, true), "else trump, with the Nine")
}

// TestSechs_S4LastTrick is example S4: with the stock exhausted the last
// trick counts 10 more, which can reach 66 (and then the opponent's points
// set the game points), or leave both at 65, when the last trick wins one
// game point as in Schnapsen. After closing there is no bonus.
func TestSechs_S4LastTrick(t *testing.T) {
	tests := []struct {
		name         string
		state        StockState
		hands        [2]string
		points       [2]int
		want         [2]int // points after the trick
		why          EndReason
		winner, game int
	}{
		// p0 45 + Ace 11 + 10 = 66; p1 has 30, below 33: two game points.
		{"reaches 66 with the bonus", StockExhausted, [2]string{"HA", "S9"}, [2]int{45, 30}, [2]int{66, 30}, EndReached66, 0, 2},
		// Two nines: 0 card points, p0 55 + 10 = 65 against 65.
		{"65 each", StockExhausted, [2]string{"D9", "S9"}, [2]int{55, 65}, [2]int{65, 65}, EndLastTrick, 0, 1},
		// Closed by p1: the Ace takes the Nine, 40 + 11 = 51 and no bonus;
		// the closer misses 66 and p0 (who had a trick) scores two.
		{"closed: no bonus", StockClosed, [2]string{"D9", "DA"}, [2]int{30, 40}, [2]int{30, 51}, EndCloseFailed, 0, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sechsPosition(t, position{trump: H, leader: 1, state: tt.state, hands: tt.hands,
				points: tt.points, tricks: [2]int{3, 3}, closer: 1, closePts: 30, closeTr: true})
			s.hand[0], s.hand[1] = codes(t, tt.hands[0]), codes(t, tt.hands[1])
			s.leader, s.toMove = 0, 0
			ev := play(t, s, s.deck.Code(s.hand[0].First())+" "+s.deck.Code(s.hand[1].First()))
			assert.Equal(t, tt.want, [2]int{int(s.lastPoints[0]), int(s.lastPoints[1])})
			w, gp, why := s.LastDeal()
			assert.Equal(t, tt.why, why)
			assert.Equal(t, tt.winner, w)
			assert.Equal(t, tt.game, gp)
			assert.Equal(t, tt.state == StockExhausted, len(find(ev, KLastTrickBonus)) == 1)
		})
	}
}

// TestSechs_Off: the 24-card decks are refused without the option, and
// the seed's game never deals a nine.
func TestSechs_Off(t *testing.T) {
	_, err := New(games.Config{Deck: cards.German24})
	require.ErrorContains(t, err, "sechsundsechzig")
	s, err := New(games.Config{Seed: 3, Dealer: 0})
	require.NoError(t, err)
	play(t, s, "deal")
	assert.Equal(t, 5, s.Hand(0).Len())
	assert.Equal(t, cards.German20, s.Deck().ID())
}

// TestPropertyRandomMatches_Sechs plays random matches of Sechsundsechzig,
// alone and with no-exchange-close-at-two, in both suits: no Apply error,
// every invariant of checkInvariants (all 24 cards somewhere, 120 card
// points, points = cards + marriages + the last trick), the Checker
// passing every view of play, and at every lead
// the exchange checked against the rule written out.
func TestPropertyRandomMatches_Sechs(t *testing.T) {
	n := testsize.Pick(300, 5000)
	for _, r := range []Rules{{Sechs: true}, {Sechs: true, NotAtTwo: true}} {
		exchanges, bonuses := 0, 0
		for seed := uint64(0); seed < uint64(n); seed++ {
			deck := cards.German20
			if seed%2 == 1 {
				deck = cards.French20
			}
			playMatchUnder(t, seed, deck, r, func(s *State, legal []games.Action) {
				if s.phase == phasePlay && s.lead == cards.None && s.stockState == StockOpen {
					p := s.toMove
					want := s.stockN >= 2 && (s.stockN > 2 || !r.NotAtTwo) &&
						s.hand[p].Has(cards.Card(cards.Nines24+int(s.trump))) && s.tricks[p] > 0
					if got := slices.Contains(legal, Exchange); got != want {
						t.Fatalf("%+v seed %d: exchange legal %v, want %v", r, seed, got, want)
					}
					if want {
						exchanges++
					}
				}
				if lastTrickOf(s, 0)+lastTrickOf(s, 1) > 0 {
					bonuses++
				}
				for seat := 0; seat < 2; seat++ {
					if err := s.ViewOf(seat).Check(); err != nil {
						t.Fatalf("%+v seed %d: the Checker refuses a view of play: %v", r, seed, err)
					}
				}
			})
		}
		require.Positive(t, exchanges, "%+v: no exchange was ever legal", r)
		require.Positive(t, bonuses, "%+v: no deal was played to its last trick", r)
	}
}

// TestGoldenSechs records a random Sechsundsechzig match with the French
// suits: the record keeps the deck chosen (french20) and says the option in
// its header, its moves name the nines ("H9"), it round-trips, replays to
// the end, and its transcript is the golden file (the nines, the exchange
// of the Nine and the last-trick events readable in it).
func TestGoldenSechs(t *testing.T) {
	const seed = 4
	header := &record.Record{Game: Info().ID, Deck: "french20", Seed: seed, Dealer: -1,
		Options: []record.Option{{Name: "sechsundsechzig", Value: "on"}}}
	rec, _, err := record.Play(Info(), header, record.Uniform(rand.New(rand.NewPCG(seed, 1))))
	require.NoError(t, err)
	text := rec.Format()
	assert.Contains(t, text, "deck french20\n")
	assert.Contains(t, text, "option sechsundsechzig=on\n")
	again, err := record.ParseString(text)
	require.NoError(t, err)
	require.True(t, rec.Equal(again), "the record round-trips")
	got, st := transcript(t, again)
	assert.True(t, st.Done())
	assert.Contains(t, got, "9 ", "the nines are played")
	recordtest.Golden(t, "match-sechs-french20-4.golden", got)
}
