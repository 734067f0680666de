package schnapsen

import (
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const H, D, S, C = 0, 1, 2, 3

// explicit starts a match on one explicit deal (codes, top of the pack
// first) with p1 dealing, and deals it.
func explicit(t *testing.T, deal string) *State {
	t.Helper()
	cs, err := cards.SchnapsenGerman().ParseList(deal)
	require.NoError(t, err)
	s, err := New(games.Config{Dealer: 1, Deals: [][]cards.Card{cs}})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	return s
}

func TestN1TrickWinnerOpenStock(t *testing.T) {
	for _, tc := range []struct {
		follow string
		winner int
		value  int32
	}{
		{"CJ", 0, 12}, {"HJ", 1, 12}, {"SA", 1, 21}, {"SK", 0, 14},
	} {
		t.Run(tc.follow, func(t *testing.T) {
			s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DQ DK CK CT HA",
				hands: [2]string{"ST SJ DT DA CA", "CJ HJ SA SK HQ"}})
			ev := play(t, s, "ST "+tc.follow)
			won := find(ev, games.KTrickWon)
			require.Len(t, won, 1)
			assert.Equal(t, int8(tc.winner), won[0].Player)
			assert.Equal(t, tc.value, won[0].Value)
			assert.Equal(t, int(tc.value), s.CardPoints(tc.winner))
			assert.Equal(t, tc.winner, s.Player(), "the winner leads next")
		})
	}
}

func TestN2StrictPlayLegalSets(t *testing.T) {
	for _, tc := range []struct {
		name, lead, hand string
		want             []string
	}{
		{"beat in suit", "SK", "SA SJ HQ", []string{"SA"}},
		{"lower in suit", "SK", "SJ HQ", []string{"SJ"}},
		{"trump when void", "SK", "HQ DA", []string{"HQ"}},
		{"anything", "SK", "DA CT", []string{"DA", "CT"}},
		{"higher trump", "HK", "HA HJ SA", []string{"HA"}},
		{"lower trump", "HK", "HJ SA", []string{"HJ"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, st := range []StockState{StockExhausted, StockClosed} {
				p := position{trump: H, leader: 0, lead: tc.lead, state: st, hands: [2]string{"DJ DQ", tc.hand}}
				if st == StockClosed {
					p.stock = "CJ CQ"
				}
				s := newPosition(t, p)
				assert.ElementsMatch(t, tc.want, legalText(s), "stock %s", st)
				// With the stock open, anything goes.
				p.state, p.stock = StockOpen, "CJ CQ"
				open := newPosition(t, p)
				assert.Len(t, legalText(open), codes(t, tc.hand).Len())
			}
		})
	}
}

func TestN3Exchange(t *testing.T) {
	s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DQ DK SJ SQ SK CJ HA",
		hands: [2]string{"HJ ST DT CT CA", "HT HQ HK DA SA"}})
	require.Contains(t, legalText(s), "exchange")
	ev := play(t, s, "exchange")
	x := find(ev, KExchange)
	require.Len(t, x, 1)
	assert.Equal(t, card(t, "HJ"), x[0].Card)
	assert.Equal(t, codes(t, "HA"), x[0].Cards)
	assert.Equal(t, games.Everyone, int(x[0].Private))
	assert.True(t, s.Hand(0).Has(card(t, "HA")))
	assert.False(t, s.Hand(0).Has(card(t, "HJ")))
	assert.Equal(t, card(t, "HJ"), s.Indicator())
	assert.True(t, s.ViewOf(1).Known[0].Has(card(t, "HA")), "B knows A holds the former indicator")
	assert.NotContains(t, legalText(s), "exchange")

	// Three tricks later the stock holds two cards; the fourth trick's
	// loser receives the trump Jack.
	for trick := 0; trick < 3; trick++ {
		playFirstCards(t, s)
	}
	st, n := s.Stock()
	require.Equal(t, StockOpen, st)
	require.Equal(t, 2, n)
	top := s.stock[1]
	ev = playFirstCards(t, s)
	w := int(find(ev, games.KTrickWon)[0].Player)
	assert.True(t, s.Hand(w).Has(top), "the winner draws the face-down card")
	assert.True(t, s.Hand(1-w).Has(card(t, "HJ")), "the loser receives the trump Jack")
	assert.True(t, s.ViewOf(w).Known[1-w].Has(card(t, "HJ")), "everyone knows who holds it")
	require.Len(t, find(ev, KStockExhausted), 1)
	st, n = s.Stock()
	assert.Equal(t, StockExhausted, st)
	assert.Zero(t, n)

	// With exactly two cards left the exchange is still allowed.
	s = newPosition(t, position{trump: H, leader: 0, stock: "DJ HA",
		hands: [2]string{"HJ ST DT CT CA", "HT HQ HK DA SA"}})
	assert.Contains(t, legalText(s), "exchange")
	play(t, s, "exchange")
	assert.Contains(t, legalText(s), "close", "exchange then close in one turn")
}

// playFirstCards plays one trick with the first plain card each seat may play.
func playFirstCards(t *testing.T, s *State) []games.Event {
	t.Helper()
	var ev []games.Event
	for i := 0; i < 2; i++ {
		for _, a := range s.Legal(nil) {
			if a < NumCards {
				var err error
				ev, err = s.Apply(a, ev)
				require.NoError(t, err)
				break
			}
		}
	}
	return ev
}

func TestN4PendingMarriage(t *testing.T) {
	// A = p0 (non-dealer): SK SQ DT CJ CQ; B = p1: SA HA DJ DQ CK; HT trump.
	s := explicit(t, "SK SQ DT SA HA DJ HT CJ CQ DQ CK DK DA ST SJ CT CA HJ HQ HK")
	require.Equal(t, codes(t, "SK SQ DT CJ CQ"), s.Hand(0))
	require.Equal(t, H, s.Trump())
	ev := play(t, s, "SK+")
	m := find(ev, KMarriage)
	require.Len(t, m, 1)
	assert.Equal(t, int32(20), m[0].Value)
	assert.Equal(t, int8(1), m[0].Target, "pending")
	assert.Equal(t, codes(t, "SQ"), m[0].Cards, "the partner is shown")
	assert.True(t, s.ViewOf(1).Known[0].Has(card(t, "SQ")))
	play(t, s, "SA")
	assert.Equal(t, 15, s.CardPoints(1))
	assert.Equal(t, 0, s.CardPoints(0))
	assert.Equal(t, 20, s.Pending(0))
	play(t, s, "HA CJ")
	assert.Equal(t, 20, s.Pending(0), "still pending after a second lost trick")
	ev = play(t, s, "DJ DT")
	cr := find(ev, KMarriageCredited)
	require.Len(t, cr, 1)
	assert.Equal(t, int32(20), cr[0].Value)
	assert.Equal(t, 32, s.CardPoints(0))
	assert.Equal(t, 0, s.Pending(0))
}

func TestN5SixtySixThroughMarriage(t *testing.T) {
	s := newPosition(t, position{trump: H, leader: 0, stock: "DA ST",
		hands:  [2]string{"HQ HK SJ DJ CJ", "SQ DQ CQ CK SK"},
		points: [2]int{50, 30}, tricks: [2]int{2, 2}})
	ev := play(t, s, "HQ+")
	require.Len(t, find(ev, KReached66), 1)
	assert.Equal(t, int32(90), find(ev, KReached66)[0].Value)
	assert.Empty(t, find(ev, games.KMove), "the led card is not played out")
	assert.True(t, s.Hand(0).Has(card(t, "HQ")))
	w, gp, why := s.LastDeal()
	assert.Equal(t, 0, w)
	assert.Equal(t, 2, gp)
	assert.Equal(t, EndReached66, why)
	assert.Equal(t, 5, s.Score(0))
	assert.Equal(t, games.Chance, s.Player())
	r := s.Result()
	assert.True(t, r.DealOver)
	assert.Equal(t, []int{2, 0}, r.Deal)
	assert.Equal(t, []int{5, 7}, r.Match)
}

func TestN6GamePoints(t *testing.T) {
	for _, tc := range []struct {
		name            string
		bPoints, bTrick int
		bPending        int
		want            int
	}{
		{"33", 33, 1, 0, 1},
		{"32 with a trick", 32, 1, 0, 2},
		{"no trick, pending 40", 0, 0, 40, 3},
		{"10 + credited 20", 30, 1, 0, 2},
		{"10 + credited 40", 50, 1, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, GamePoints(tc.bPoints, tc.bTrick > 0))
			s := newPosition(t, position{trump: H, leader: 0, stock: "DA ST",
				hands:  [2]string{"SA DJ CJ HJ HQ", "SJ DQ CQ CK SK"},
				points: [2]int{60, tc.bPoints}, tricks: [2]int{1, tc.bTrick}, pending: [2]int{0, tc.bPending}})
			play(t, s, "SA SJ")
			w, gp, why := s.LastDeal()
			assert.Equal(t, 0, w)
			assert.Equal(t, tc.want, gp)
			assert.Equal(t, EndReached66, why)
		})
	}
}

// n7Deal: A (p0) wins two spade tricks, closes with six cards left while B
// has no trick, B then wins two tricks (25) and A reaches 67.
const n7Deal = "SA ST CA SQ SK HJ HK CJ DA HT DJ DT DQ HA SJ HQ DK CQ CK CT"

func TestN7CloseNoTrick(t *testing.T) {
	s := explicit(t, n7Deal)
	play(t, s, "SA SQ ST SK")
	require.Equal(t, codes(t, "CA CJ DA DT HA"), s.Hand(0))
	require.Equal(t, codes(t, "HJ HT DJ DQ SJ"), s.Hand(1))
	_, n := s.Stock()
	require.Equal(t, 6, n)
	ev := play(t, s, "close")
	require.Len(t, find(ev, KClose), 1)
	play(t, s, "CA")
	assert.ElementsMatch(t, []string{"HJ", "HT"}, legalText(s), "strict play at once: B must trump")
	play(t, s, "HJ DJ DA CJ HT DQ DT HA SJ")
	w, gp, why := s.LastDeal()
	assert.Equal(t, 0, w)
	assert.Equal(t, 3, gp)
	assert.Equal(t, EndCloser66, why)
	assert.Equal(t, 25, int(s.lastPoints[1]))
	assert.Equal(t, 2, int(s.lastTricks[1]))
	assert.Equal(t, 67, int(s.lastPoints[0]))
}

func TestN8CloseTrickBelow33(t *testing.T) {
	s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DK SJ CQ CK HK",
		hands:  [2]string{"DQ CT SA HA ST", "HJ CA SK SQ CJ"},
		points: [2]int{40, 14}, tricks: [2]int{1, 1}})
	play(t, s, "close")
	assert.Equal(t, int16(14), s.closePts, "the record: B's 14 points")
	assert.True(t, s.closeTrick, "and B's trick")
	play(t, s, "DQ HJ CA CT SK SA HA SQ")
	assert.Equal(t, 40, int(s.lastPoints[1]))
	w, gp, why := s.LastDeal()
	assert.Equal(t, 0, w)
	assert.Equal(t, 2, gp, "the record at closing counts, not B's 40 at the end")
	assert.Equal(t, EndCloser66, why)
}

// n9Deal: A (p0) closes after two tricks (one each) with six cards left and
// ends with 58 against B's 40.
const n9Deal = "HJ DA SA HQ DK SQ ST SK CA CK CT HA HK DT HT DJ DQ CJ CQ SJ"

func TestN9FailedClose(t *testing.T) {
	t.Run("B had a trick", func(t *testing.T) {
		s := explicit(t, n9Deal)
		play(t, s, "HJ HQ DK DA")
		_, n := s.Stock()
		require.Equal(t, 6, n)
		play(t, s, "close SA SQ SK HT CA CK HK HA CT DT")
		w, gp, why := s.LastDeal()
		assert.Equal(t, 1, w)
		assert.Equal(t, 2, gp)
		assert.Equal(t, EndCloseFailed, why)
		assert.Equal(t, [2]int16{58, 40}, s.lastPoints)
	})
	t.Run("B had no trick", func(t *testing.T) {
		s := newPosition(t, position{trump: H, leader: 0, state: StockClosed, stock: "CJ CQ",
			closer: 0, closePts: 0, closeTr: false,
			hands: [2]string{"DJ", "DQ"}, points: [2]int{58, 40}, tricks: [2]int{5, 3}})
		play(t, s, "DJ DQ")
		w, gp, why := s.LastDeal()
		assert.Equal(t, 1, w)
		assert.Equal(t, 3, gp)
		assert.Equal(t, EndCloseFailed, why)
	})
}

func TestN10NonCloserReaches66(t *testing.T) {
	for _, tc := range []struct {
		hadTrick bool
		want     int
	}{{true, 2}, {false, 3}} {
		s := newPosition(t, position{trump: H, leader: 1, state: StockClosed, stock: "CJ CQ",
			closer: 0, closePts: 10, closeTr: tc.hadTrick,
			hands: [2]string{"SJ DJ", "SA DQ"}, points: [2]int{50, 60}, tricks: [2]int{3, 2}})
		play(t, s, "SA SJ")
		w, gp, why := s.LastDeal()
		assert.Equal(t, 1, w)
		assert.Equal(t, tc.want, gp)
		assert.Equal(t, EndCloseBeaten, why)
	}
}

func TestN11LastTrick(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before [2]int
		hands  [2]string
		winner int
	}{
		{"B wins trick 10", [2]int{64, 51}, [2]string{"SJ", "SQ"}, 1},
		{"A wins trick 10", [2]int{59, 56}, [2]string{"SQ", "SJ"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newPosition(t, position{trump: H, leader: 0, state: StockExhausted,
				hands: tc.hands, points: tc.before, tricks: [2]int{5, 4}})
			play(t, s, tc.hands[0]+" "+tc.hands[1])
			assert.Equal(t, [2]int16{64, 56}, s.lastPoints)
			w, gp, why := s.LastDeal()
			assert.Equal(t, tc.winner, w)
			assert.Equal(t, 1, gp)
			assert.Equal(t, EndLastTrick, why)
		})
	}
}

func TestN12DeclareAfterClosing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		points int
		ends   bool
	}{{"credited at once", 30, false}, {"66 at once", 50, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := newPosition(t, position{trump: H, leader: 0, state: StockClosed, stock: "SJ SQ",
				closer: 0, closePts: 20, closeTr: true,
				hands: [2]string{"CK CQ DA", "CA DJ DQ"}, points: [2]int{tc.points, 20}, tricks: [2]int{1, 1}})
			ev := play(t, s, "CK+")
			m := find(ev, KMarriage)
			require.Len(t, m, 1)
			assert.Equal(t, int8(-1), m[0].Target, "credited, not pending")
			assert.Equal(t, 0, s.Pending(0))
			if tc.ends {
				w, gp, why := s.LastDeal()
				assert.Equal(t, 0, w)
				assert.Equal(t, 2, gp, "closing record: 20 points with a trick")
				assert.Equal(t, EndCloser66, why)
				return
			}
			assert.Equal(t, tc.points+20, s.CardPoints(0))
			assert.Equal(t, []string{"CA"}, legalText(s), "strict: B must head the King")
		})
	}
}

func TestN13Match(t *testing.T) {
	// A: 7 → 4 → 2; B: 7 → 6; A: 2 → 0 wins. Each deal is ended by A or B
	// reaching 66 with the loser's record giving the points.
	type deal struct {
		winner, loserPts, loserTricks, want int
		score                               [2]int // the match scores after the deal
	}
	s := newPosition(t, position{})
	for i, d := range []deal{
		{0, 0, 0, 3, [2]int{4, 7}}, {0, 20, 1, 2, [2]int{2, 7}}, {1, 40, 2, 1, [2]int{2, 6}}, {0, 10, 1, 2, [2]int{0, 6}},
	} {
		require.False(t, s.Done())
		w := d.winner
		p := position{trump: H, leader: w, stock: "DA ST", hands: [2]string{"SA DJ CJ HJ HQ", "SJ DQ CQ CK SK"},
			points: [2]int{}, tricks: [2]int{}, score: [2]int{s.Score(0), s.Score(1)}}
		p.points[w], p.tricks[w] = 60, 1
		p.points[1-w], p.tricks[1-w] = d.loserPts, d.loserTricks
		if w == 1 {
			p.hands[0], p.hands[1] = p.hands[1], p.hands[0]
		}
		s = newPosition(t, p)
		play(t, s, "SA SJ") // the winner leads SA, the loser follows SJ
		_, gp, _ := s.LastDeal()
		require.Equal(t, d.want, gp, "deal %d", i+1)
		require.Equal(t, d.score, [2]int{s.Score(0), s.Score(1)}, "deal %d", i+1)
	}
	assert.Equal(t, 0, s.Score(0))
	assert.Equal(t, 6, s.Score(1))
	assert.True(t, s.Done())
	assert.Equal(t, games.Nobody, s.Player())
	assert.Equal(t, 0, s.Result().Winner)

	// Overshooting also wins: 1 − 3 = −2.
	s = newPosition(t, position{trump: H, leader: 0, stock: "DA ST", hands: [2]string{"SA DJ CJ HJ HQ", "SJ DQ CQ CK SK"},
		points: [2]int{60, 0}, score: [2]int{1, 5}, tricks: [2]int{1, 0}})
	ev := play(t, s, "SA SJ")
	assert.Equal(t, -2, s.Score(0))
	assert.True(t, s.Done())
	assert.Len(t, find(ev, games.KMatchOver), 1)
	_, err := s.Apply(games.Deal, nil)
	assert.ErrorIs(t, err, games.ErrIllegal)

	// The dealer alternates: the non-dealer leads each deal.
	m, err := New(games.Config{Seed: 5, Dealer: 0})
	require.NoError(t, err)
	for d := 0; d < 3; d++ {
		_, err = m.Apply(games.Deal, nil)
		require.NoError(t, err)
		assert.Equal(t, d%2, m.Dealer())
		assert.Equal(t, 1-d%2, m.Player(), "the non-dealer leads")
		for m.Player() >= 0 {
			_, err = m.Apply(m.Legal(nil)[0], nil)
			require.NoError(t, err)
		}
	}
}

func TestN14Naming(t *testing.T) {
	sq, err := cards.SchnapsenGerman().Parse("SQ")
	require.NoError(t, err)
	assert.Equal(t, "Ober of Leaves", cards.SchnapsenGerman().CardName(sq).English)
	assert.Equal(t, "Queen of Spades", cards.SchnapsenFrench().CardName(sq).English)
	hj := card(t, "HJ")
	assert.Equal(t, "Unter of Hearts", cards.SchnapsenGerman().CardName(hj).English)
	assert.Equal(t, "Jack of Hearts", cards.SchnapsenFrench().CardName(hj).English)

	// The rules are the same: one seed gives the same match on both decks.
	var evs [2][]games.Event
	for i, d := range []cards.DeckID{cards.German20, cards.French20} {
		s, err := New(games.Config{Seed: 77, Dealer: -1, Deck: d})
		require.NoError(t, err)
		for !s.Done() {
			evs[i], err = s.Apply(s.Legal(nil)[0], evs[i])
			require.NoError(t, err)
		}
		assert.Equal(t, d, s.Deck().ID())
	}
	assert.Equal(t, evs[0], evs[1])
}

func TestN15ExchangeAndMarriage(t *testing.T) {
	s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DQ DK SJ SQ SK CJ CQ CK HK",
		hands: [2]string{"HJ HQ ST DT CT", "HT HA DA SA CA"}})
	assert.NotContains(t, legalText(s), "HQ+")
	play(t, s, "exchange")
	assert.Equal(t, codes(t, "HK HQ ST DT CT"), s.Hand(0))
	assert.Subset(t, legalText(s), []string{"HQ+", "HK+", "close"})
	ev := play(t, s, "HQ+")
	m := find(ev, KMarriage)
	require.Len(t, m, 1)
	assert.Equal(t, int32(40), m[0].Value)
	assert.Equal(t, 40, s.Pending(0), "no trick yet: pending")
	assert.NotContains(t, legalText(s), "exchange")
}
