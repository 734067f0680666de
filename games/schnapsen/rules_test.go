package schnapsen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest"
)

// These tests pin the rules of spec §3–§6 that the worked examples only
// touch in passing: the deal order, the conditions of the exchange, of
// closing and of marriages, and what strict play reveals to the View.

// orderDeal is a pack, top first, whose position in the deal is easy to
// read: HJ HQ HK to the non-dealer, DJ DQ DK to the dealer, HT face up,
// HA DT to the non-dealer, DA SJ to the dealer, then SQ on top of the stock
// down to CA just above the indicator.
const orderDeal = "HJ HQ HK DJ DQ DK HT HA DT DA SJ SQ SK ST SA CJ CQ CK CT CA"

func dealWith(t *testing.T, dealer int, deal string) *State {
	t.Helper()
	cs, err := cards.SchnapsenGerman().ParseList(deal)
	require.NoError(t, err)
	s, err := New(games.Config{Dealer: dealer, Deals: [][]cards.Card{cs}})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	return s
}

// TestDealOrder checks spec §3: 3 to each (non-dealer first), the
// indicator, 2 to each, 9 face down on top of the indicator; the non-dealer
// leads; after a trick its winner draws the top card and the loser the next.
func TestDealOrder(t *testing.T) {
	for _, dealer := range []int{0, 1} {
		s := dealWith(t, dealer, orderDeal)
		nd := 1 - dealer
		assert.Equal(t, codes(t, "HJ HQ HK HA DT"), s.Hand(nd), "dealer p%d: the non-dealer's hand", dealer)
		assert.Equal(t, codes(t, "DJ DQ DK DA SJ"), s.Hand(dealer), "dealer p%d: the dealer's hand", dealer)
		assert.Equal(t, H, s.Trump())
		assert.Equal(t, card(t, "HT"), s.Indicator())
		st, n := s.Stock()
		assert.Equal(t, StockOpen, st)
		assert.Equal(t, StockSize, n)
		assert.Equal(t, nd, s.Player(), "the non-dealer leads")
		assert.Equal(t, dealer, s.Dealer())

		// The non-dealer wins the first trick (HA on DJ): it draws SQ,
		// the top card, and the dealer SK.
		play(t, s, "HA DJ")
		assert.True(t, s.Hand(nd).Has(card(t, "SQ")), "the winner draws the top card")
		assert.True(t, s.Hand(dealer).Has(card(t, "SK")), "the loser draws the next")
		_, n = s.Stock()
		assert.Equal(t, 8, n)
		assert.Equal(t, card(t, "HT"), s.Indicator(), "the indicator stays at the bottom")
	}
}

// TestExchangeConditions checks spec §5.1: the trump Jack may be exchanged
// by the leader, before leading, while the stock is open (two cards or
// more), also at the first lead; never by the follower, after closing or
// exhaustion, or without the Jack.
func TestExchangeConditions(t *testing.T) {
	t.Run("first lead", func(t *testing.T) {
		s := dealWith(t, 1, orderDeal)
		require.Contains(t, legalText(s), "exchange")
		play(t, s, "exchange")
		assert.Equal(t, codes(t, "HT HQ HK HA DT"), s.Hand(0))
		assert.Equal(t, card(t, "HJ"), s.Indicator())
		assert.Equal(t, codes(t, "HT"), s.ViewOf(1).Known[0], "B knows A holds the former indicator")
		assert.Equal(t, card(t, "HJ"), s.ViewOf(1).Indicator, "the Jack is the known bottom card")
		_, n := s.Stock()
		assert.Equal(t, StockSize, n, "the stock keeps its size")
		assert.Equal(t, 0, s.Player(), "the exchanger still leads")
	})
	for _, tc := range []struct {
		name string
		p    position
	}{
		{"follower", position{trump: H, leader: 1, lead: "SA", stock: "DJ DQ DK HA",
			hands: [2]string{"HJ ST DT CT CA", "HT HQ HK DA"}}},
		{"closed stock", position{trump: H, leader: 0, state: StockClosed, stock: "DJ HA", closer: 1,
			hands: [2]string{"HJ ST DT", "HT HQ HK"}, tricks: [2]int{1, 1}}},
		{"exhausted stock", position{trump: H, leader: 0, state: StockExhausted,
			hands: [2]string{"HJ ST DT", "HT HQ HK"}, tricks: [2]int{3, 1}}},
		{"no trump Jack", position{trump: H, leader: 0, stock: "DJ DQ DK HA",
			hands: [2]string{"SJ ST DT CT CA", "HT HQ HK DA HJ"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newPosition(t, tc.p)
			assert.NotContains(t, legalText(s), "exchange")
			before := *s
			_, err := s.Apply(Exchange, nil)
			assert.ErrorIs(t, err, games.ErrIllegal)
			assert.Equal(t, before, *s)
		})
	}
}

// TestCloseConditions checks spec §5.2: the leader closes before leading
// while the stock is open (also at the first lead and with two cards left);
// the closing record holds the opponent's credited points and whether it
// has a trick; strict play applies at once and nobody draws any more.
func TestCloseConditions(t *testing.T) {
	t.Run("first lead", func(t *testing.T) {
		s := dealWith(t, 1, orderDeal)
		ev := play(t, s, "close")
		cl := find(ev, KClose)
		require.Len(t, cl, 1)
		assert.Equal(t, int8(0), cl[0].Player)
		assert.Equal(t, int32(StockSize), cl[0].Value)
		assert.Equal(t, 0, s.Closer())
		assert.True(t, s.Strict())
		assert.False(t, s.closeTrick)
		assert.Zero(t, s.closePts)
		assert.NotContains(t, legalText(s), "exchange", "no exchange after closing")
		assert.NotContains(t, legalText(s), "close")
		play(t, s, "HA")
		// B holds DJ DQ DK DA SJ: no heart, no trump, so anything.
		assert.Len(t, legalText(s), 5)
		play(t, s, "DJ")
		assert.Equal(t, 4, s.Hand(0).Len(), "no draw from a closed stock")
		assert.Equal(t, 4, s.Hand(1).Len())
		st, n := s.Stock()
		assert.Equal(t, StockClosed, st)
		assert.Equal(t, StockSize, n)
		assert.Equal(t, card(t, "HT"), s.ViewOf(1).Indicator, "the closed indicator stays known")
	})
	t.Run("two cards left", func(t *testing.T) {
		s := newPosition(t, position{trump: H, leader: 0, stock: "DJ HA",
			hands: [2]string{"SJ ST DT CT CA", "HT HQ HK DA SA"}, points: [2]int{30, 20}, tricks: [2]int{2, 2}})
		require.Contains(t, legalText(s), "close")
		play(t, s, "close SJ")
		assert.Equal(t, []string{"SA"}, legalText(s), "strict play at once")
		play(t, s, "SA")
		assert.Equal(t, 4, s.Hand(0).Len())
		_, n := s.Stock()
		assert.Equal(t, 2, n, "the last two cards are never drawn")
	})
	for _, tc := range []struct {
		name string
		p    position
	}{
		{"follower", position{trump: H, leader: 1, lead: "SA", stock: "DJ DQ DK HA",
			hands: [2]string{"HJ ST DT CT CA", "HT HQ HK DA"}}},
		{"already closed", position{trump: H, leader: 0, state: StockClosed, stock: "DJ HA", closer: 1,
			hands: [2]string{"HJ ST DT", "HT HQ HK"}, tricks: [2]int{1, 1}}},
		{"exhausted", position{trump: H, leader: 0, state: StockExhausted,
			hands: [2]string{"HJ ST DT", "HT HQ HK"}, tricks: [2]int{3, 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newPosition(t, tc.p)
			assert.NotContains(t, legalText(s), "close")
			before := *s
			_, err := s.Apply(Close, nil)
			assert.ErrorIs(t, err, games.ErrIllegal)
			assert.Equal(t, before, *s)
		})
	}
	t.Run("record ignores a pending marriage", func(t *testing.T) {
		// B (p1) declared 20 at the first lead and lost the trick; A
		// closes before trick 2. The record is "0 points, no trick".
		s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DQ DK SJ SQ CJ CQ HQ",
			hands:  [2]string{"HT HK ST SA CA", "SK DA DT CT CK"},
			points: [2]int{7, 0}, pending: [2]int{0, 20}, tricks: [2]int{1, 0}})
		play(t, s, "close")
		assert.Equal(t, int16(0), s.closePts)
		assert.False(t, s.closeTrick)
		assert.Equal(t, 3, s.DealValue(0))
		assert.Equal(t, 3, s.DealValue(1), "B beating the close would score 3")
	})
}

// TestCloseRecordKeepsPendingOut plays B's first trick after A closed: B's
// pending marriage is credited then, yet A's stake stays the record at
// closing (3: no trick).
func TestCloseRecordKeepsPendingOut(t *testing.T) {
	s := newPosition(t, position{trump: H, leader: 0, stock: "DJ DQ DK SJ SQ CJ CQ HQ",
		hands:  [2]string{"SK ST HK HT HA", "SA CT CK DA DT"},
		points: [2]int{40, 0}, pending: [2]int{0, 20}, tricks: [2]int{2, 0}})
	play(t, s, "close SK SA")
	assert.Equal(t, 35, s.CardPoints(1), "15 in cards + the credited 20")
	assert.Equal(t, 0, s.Pending(1))
	// B leads CT; A has no club and must trump.
	play(t, s, "CT")
	assert.ElementsMatch(t, []string{"HK", "HT", "HA"}, legalText(s))
	play(t, s, "HK")
	assert.Equal(t, 54, s.CardPoints(0))
	play(t, s, "HA CK") // 54 + 15 = 69
	w, gp, why := s.LastDeal()
	assert.Equal(t, 0, w)
	assert.Equal(t, EndCloser66, why)
	assert.Equal(t, 3, gp, "B had no trick when A closed, though it has 35 now")
}

// TestMarriageRules checks spec §5.3: 20 or 40 in trumps, only when leading
// a King or Queen with its partner in hand, once per suit and player,
// credited at once with a trick (in any stock phase), the partner shown.
func TestMarriageRules(t *testing.T) {
	for _, tc := range []struct {
		name  string
		state StockState
		stock string
		lead  string
		want  int32
	}{
		{"plain suit, open stock", StockOpen, "DJ HA", "CQ+", 20},
		{"trump, open stock", StockOpen, "DJ HA", "HK+", 40},
		{"plain suit, closed stock", StockClosed, "DJ HA", "CK+", 20},
		{"trump, exhausted stock", StockExhausted, "", "HQ+", 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newPosition(t, position{trump: H, leader: 0, state: tc.state, stock: tc.stock, closer: 1, closeTr: true,
				hands: [2]string{"CK CQ HK HQ SA", "SJ DA DT CT SK"}, points: [2]int{10, 20}, tricks: [2]int{1, 1}})
			ev := play(t, s, tc.lead)
			m := find(ev, KMarriage)
			require.Len(t, m, 1)
			assert.Equal(t, tc.want, m[0].Value)
			assert.Equal(t, int8(-1), m[0].Target, "credited at once")
			assert.Equal(t, 10+int(tc.want), s.CardPoints(0))
			partner := Partner(card(t, tc.lead[:2]))
			assert.Equal(t, cards.SetOf(partner), m[0].Cards)
			assert.Equal(t, cards.SetOf(partner), s.ViewOf(1).Known[0], "B sees the partner")
		})
	}
	t.Run("illegal declarations", func(t *testing.T) {
		s := newPosition(t, position{trump: H, leader: 0, stock: "DJ HA",
			hands: [2]string{"CK CQ SK DQ HJ", "SQ DA DT CT HK"}, tricks: [2]int{1, 1}})
		assert.ElementsMatch(t, []string{"close", "exchange", "HJ", "DQ", "SK", "CQ", "CQ+", "CK", "CK+"}, legalText(s))
		for _, a := range []string{"SK+", "DQ+"} { // partner not in hand
			x, err := s.ParseAction(a)
			require.NoError(t, err)
			_, err = s.Apply(x, nil)
			assert.ErrorIs(t, err, games.ErrIllegal, a)
		}
		s.declared[0] = 1 << C // clubs already declared this deal
		assert.NotContains(t, legalText(s), "CK+")
		_, err := s.Apply(Declare(card(t, "CK")), nil)
		assert.ErrorIs(t, err, games.ErrIllegal, "once per suit")
		// The follower may not declare, even holding a marriage.
		f := newPosition(t, position{trump: H, leader: 1, lead: "SA", stock: "DJ HA",
			hands: [2]string{"CK CQ SK DQ HJ", "DA DT CT HK"}})
		_, err = f.Apply(Declare(card(t, "CK")), nil)
		assert.ErrorIs(t, err, games.ErrIllegal)
	})
}

// TestStrictPlayReveals checks spec §4.2: under strict play a follower who
// does not follow suit shows a void (and, not trumping a plain lead, no
// trumps); one who follows lower shows no higher card of the suit. Nothing
// is learned with the stock open or from heading the trick. Every sample
// of the leader's view respects what was shown.
func TestStrictPlayReveals(t *testing.T) {
	for _, tc := range []struct {
		name   string
		state  StockState
		lead   string
		hand   string
		follow string
		want   string // the cards B is now known not to hold
	}{
		{"lower in suit", StockExhausted, "SK", "SJ DA HQ", "SJ", "ST SA"},
		{"trumps a plain lead", StockExhausted, "SK", "HQ DA CT", "HQ", "SJ SQ SK ST SA"},
		{"neither follows nor trumps", StockClosed, "SK", "DA CT DJ", "DA", "SJ SQ SK ST SA HJ HQ HK HT HA"},
		{"no trump on a trump lead", StockExhausted, "HK", "SA DA CT", "SA", "HJ HQ HK HT HA"},
		{"lower trump", StockClosed, "HK", "HJ SA DA", "HJ", "HT HA"},
		{"heads the trick", StockExhausted, "SK", "SA SJ DA", "SA", ""},
		{"open stock", StockOpen, "SK", "SA SJ DA", "DA", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := position{trump: H, leader: 0, lead: tc.lead, state: tc.state, closer: 0, closeTr: true,
				hands: [2]string{"CJ CQ", tc.hand}, tricks: [2]int{3, 3}, points: [2]int{30, 30}}
			if tc.state != StockExhausted {
				p.stock = "DK DQ CK HT"
			}
			s := newPosition(t, p)
			play(t, s, tc.follow)
			v := s.ViewOf(0)
			assert.Equal(t, codes(t, tc.want), v.Excluded[1])
			assert.Zero(t, v.Excluded[0], "the leader showed nothing")
			assert.Equal(t, v.Excluded, s.ViewOf(1).Excluded, "both seats know it")
		})
	}
	// In real play the sampled hands always respect the revealed voids.
	rng := rand.New(rand.NewPCG(8, 8))
	checked := 0
	for seed := uint64(0); seed < 300; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		for !s.Done() && s.dealsDone == 0 {
			legal := s.Legal(nil)
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
			for p := 0; p < 2 && s.phase == phasePlay; p++ {
				o := 1 - p
				if s.excluded[o] == 0 {
					continue
				}
				g, err := s.ViewOf(p).SampleState(rng)
				require.NoError(t, err)
				require.Zero(t, g.hand[o]&s.excluded[o])
				checked++
			}
		}
	}
	assert.Greater(t, checked, 100)
}

// TestPropertyGamePointsOracle recomputes, for every deal of random matches,
// the winner and game points straight from the table of spec §7, using a
// closing record noted independently when the close is played.
func TestPropertyGamePointsOracle(t *testing.T) {
	gp := func(points int, hasTrick bool) int {
		switch {
		case !hasTrick:
			return 3
		case points < 33:
			return 2
		}
		return 1
	}
	seen := map[EndReason]int{}
	for seed := uint64(0); seed < 2000; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 13))
		closer, recPts, recTrick := -1, 0, false
		var legal []games.Action
		for !s.Done() {
			legal = s.Legal(legal[:0])
			a := legal[rng.IntN(len(legal))]
			if s.Player() == games.Chance {
				closer = -1
			}
			if a == Close {
				p := s.Player()
				closer, recPts, recTrick = p, s.CardPoints(1-p), s.TricksWon(1-p) > 0
			}
			deals := s.dealsDone
			score := [2]int{s.Score(0), s.Score(1)}
			_, err := s.Apply(a, nil)
			require.NoError(t, err)
			if s.dealsDone == deals {
				continue
			}
			pts := [2]int{int(s.lastPoints[0]), int(s.lastPoints[1])}
			var w, want int
			switch {
			case pts[0] >= Target || pts[1] >= Target:
				w = 0
				if pts[1] >= Target {
					w = 1
				}
				require.Less(t, pts[1-w], Target, "only one player reaches 66")
				switch {
				case closer < 0:
					want = gp(pts[1-w], s.lastTricks[1-w] > 0)
				case closer == w:
					want = gp(recPts, recTrick)
				case recTrick:
					want = 2
				default:
					want = 3
				}
			case closer >= 0:
				w = 1 - closer
				want = 3
				if recTrick {
					want = 2
				}
			default:
				require.Equal(t, int(s.nTricks), NumCards/2, "all tricks played")
				w, want = int(s.history[s.nTricks-1].Winner), 1
			}
			gotW, gotGP, why := s.LastDeal()
			require.Equal(t, w, gotW, "seed %d deal %d winner", seed, s.dealsDone)
			require.Equal(t, want, gotGP, "seed %d deal %d game points", seed, s.dealsDone)
			require.Equal(t, score[w]-want, s.Score(w))
			require.Equal(t, score[1-w], s.Score(1-w))
			seen[why]++
		}
	}
	for _, why := range []EndReason{EndReached66, EndCloser66, EndCloseBeaten, EndCloseFailed, EndLastTrick} {
		assert.Greater(t, seen[why], 20, "deals ending by %s", why.Label().English)
	}
	t.Logf("deal ends: %v", seen)
}

// TestDecode_InvertsLegal plays random matches and takes every legal action
// apart: Decode accepts it, Move.Action gives it back, and the move agrees
// with the position (a card played is in the mover's hand …). Every kind of
// move must turn up, so the test cannot pass on a corner of the game.
func TestDecode_InvertsLegal(t *testing.T) {
	seen := map[MoveKind]int{}
	gametest.EveryLegal(t, 20, New, func(seed uint64, s *State, a games.Action) {
		m, ok := Decode(a)
		require.True(t, ok, "seed %d: %s does not decode", seed, s.FormatAction(a))
		require.Equal(t, a, m.Action(), "seed %d: %s does not round-trip", seed, s.FormatAction(a))
		seen[m.Kind]++
		require.Equal(t, s.Player() == games.Chance, m.Kind == MoveDeal, "seed %d: %s", seed, s.FormatAction(a))
		switch m.Kind {
		case MovePlay:
			require.True(t, s.Hand(s.Player()).Has(m.Card))
			require.Equal(t, a, Play(m.Card), "the constructor agrees")
		case MoveDeclare:
			require.True(t, s.Hand(s.Player()).Has(m.Card))
			require.True(t, s.Hand(s.Player()).Has(Partner(m.Card)))
			require.Equal(t, a, Declare(m.Card), "the constructor agrees")
		}
	})
	for k := MoveDeal; k <= MoveClose; k++ {
		assert.NotZero(t, seen[k], "no move of kind %d in random play", k)
	}
	// Actions 20–23 play Sechsundsechzig's nines (Declare of a nine is none).
	for _, a := range []games.Action{games.NoAction, Declare(0), Declare(20), 24, 66, actDeclare + MaxCards} {
		_, ok := Decode(a)
		assert.False(t, ok, "%#x decodes", uint64(a))
	}
	assert.Equal(t, games.NoAction, Move{}.Action())
}
