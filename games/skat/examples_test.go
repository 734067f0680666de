package skat

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestScoringExamples runs the spec's scoring examples (§8) through the
// engine's settlement.
func TestScoringExamples(t *testing.T) {
	tests := []struct {
		id        string
		game      GameType
		hand      bool
		twelve    string
		bid       int
		dp, dt    int
		matadors  int
		with      bool
		mult      int
		value     int
		score     int
		won       bool
		overbid   bool
		schneider bool
		schwarz   bool
	}{
		{"K1", Hearts, false, "CU SU HA HT HK C7 C8 S9 SA D7 D8 DA", 30, 75, 6, 2, true, 3, 30, 30, true, false, false, false},
		{"K2", Hearts, false, "CU SU HA HT HK C7 C8 S9 SA D7 D8 DA", 33, 75, 6, 2, true, 3, 30, -80, false, true, false, false},
		{"K3", Hearts, false, "CU SU HA HT HK C7 C8 S9 SA D7 D8 DA", 33, 92, 8, 2, true, 4, 40, 40, true, false, true, false},
		{"K4", Grand, true, "DU CA CT CK SA ST SK HA HT DA DT D9", 120, 70, 7, 3, false, 5, 120, 120, true, false, false, false},
		{"K5", Hearts, true, "CU HA HT HK HO H9 SA ST C7 C8 D7 D8", 60, 80, 7, 1, true, 3, 30, -120, false, true, false, false},
		{"K6", Spades, false, "CU SA ST SK S9 C7 C8 HA H7 D7 D8 DA", 18, 58, 5, 1, true, 2, 22, -44, false, false, false, false},
		{"K7", Clubs, false, "HU CA CT C7 S7 S8 H7 H8 D7 D8 D9 DA", 24, 28, 2, 2, false, 4, 48, -96, false, false, true, false},
		{"K8", Grand, false, "CU HU CA CT CK SA ST SK HA HT DA DT", 18, 120, 10, 1, true, 4, 96, 96, true, false, true, true},
		{"K9", Diamonds, false, "SU SA ST D7 D8 C7 C8 C9 H7 H8 H9 S7", 18, 21, 0, 1, false, 4, 36, -72, false, false, true, true},
		{"K10 won", NullOuvert, true, "C7 C8 C9 S7 S8 ST D7 D8 D9 HA S9 DT", 27, 0, 0, 0, false, 0, 59, 59, true, false, false, false},
		{"K10 lost", NullOuvert, true, "C7 C8 C9 S7 S8 ST D7 D8 D9 HA S9 DT", 27, 0, 1, 0, false, 0, 59, -118, false, false, false, false},
		{"K12 60", Hearts, false, "CU HA HT HK C7 C8 S9 SA D7 D8 DA D9", 20, 60, 5, 1, true, 2, 20, -40, false, false, false, false},
		{"K12 61", Hearts, false, "CU HA HT HK C7 C8 S9 SA D7 D8 DA D9", 20, 61, 5, 1, true, 2, 20, 20, true, false, false, false},
		{"K18", Hearts, false, "CU SU HU DU HA HT C7 C8 S9 SA D7 D8", 70, 70, 6, 6, true, 7, 70, 70, true, false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			tw := set(tc.twelve)
			st := settle(tc.game, tc.hand, tw, tc.bid, tc.dp, tc.dt)
			assert.Equal(t, tc.matadors, st.Matadors, "matadors")
			assert.Equal(t, tc.with, st.With, "with")
			if !tc.game.IsNull() {
				assert.Equal(t, tc.mult, st.Multiplier, "multiplier")
			}
			assert.Equal(t, tc.value, st.Value, "value")
			assert.Equal(t, tc.score, st.Score, "score")
			assert.Equal(t, tc.won, st.Won, "won")
			assert.Equal(t, tc.overbid, st.Overbid, "overbid")
			assert.Equal(t, tc.schneider, st.Schneider, "schneider")
			assert.Equal(t, tc.schwarz, st.Schwarz, "schwarz")
			assert.Equal(t, tc.value, GameValue(tc.game, tw, tc.hand, tc.schneider, tc.schwarz), "GameValue")
		})
	}
}

// TestK5HandBelief checks what the declarer saw before the skat spoiled the
// game: ten cards without any Unter, Hearts hand, "without 4" = 60.
func TestK5HandBelief(t *testing.T) {
	ten := set("HA HT HK HO H9 SA ST C7 C8 D7")
	v := Values(ten, true)
	assert.Equal(t, 60, v[Hearts], "Hearts hand on ten cards")
	assert.Equal(t, 35, v[Null], "Null hand")
	assert.Equal(t, 59, v[NullOuvert], "Null ouvert hand")
	assert.Equal(t, 192, MaxValue(Grand, set("CU SU HU DU"), true), "the largest game value (spec §4.1)")
}

// TestK11NullLegality: Null variants below the bid cannot be announced.
func TestK11NullLegality(t *testing.T) {
	tests := []struct {
		id   string
		bid  int
		hand bool
		want []string
	}{
		{"K11 bid 24 pick-up", 24, false, []string{"diamonds", "hearts", "spades", "clubs", "grand", "nullouvert"}},
		{"K11 bid 24 hand", 24, true, []string{"diamonds", "hearts", "spades", "clubs", "grand", "null", "nullouvert"}},
		{"K11 bid 48 pick-up", 48, false, []string{"diamonds", "hearts", "spades", "clubs", "grand"}},
		{"K11 bid 48 hand", 48, true, []string{"diamonds", "hearts", "spades", "clubs", "grand", "nullouvert"}},
		{"bid 23 pick-up", 23, false, []string{"diamonds", "hearts", "spades", "clubs", "grand", "null", "nullouvert"}},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			s := newAnnouncePosition(tc.bid, tc.hand)
			var got []string
			for _, a := range s.Legal(nil) {
				got = append(got, FormatAction(a))
			}
			assert.Equal(t, tc.want, got, "legal")
			if !slices.Contains(tc.want, "null") {
				before := *s
				_, err := s.Apply(Announce(Null), nil)
				assert.ErrorIs(t, err, games.ErrIllegal, "Null below the bid")
				assert.True(t, *s == before, "Null below the bid changed the state")
			}
		})
	}
}

// auction plays a sequence of actions from a fresh deal with dealer p0
// (FH p1, MH p2, RH p0), checking the seat of each.
func auction(t *testing.T, moves []string) *State {
	t.Helper()
	s, err := New(games.Config{Seed: 5, Dealer: 0})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	for _, m := range moves {
		var seat int
		var act string
		_, err := fmt.Sscanf(m, "p%d %s", &seat, &act)
		require.NoError(t, err, m)
		require.Equal(t, seat, s.Player(), "%s: the seat to move", m)
		a, err := ParseAction(act)
		require.NoError(t, err)
		_, err = s.Apply(a, nil)
		require.NoError(t, err, m)
	}
	return s
}

func TestAuctionExamples(t *testing.T) {
	tests := []struct {
		id       string
		moves    []string
		declarer int // -1: still bidding, -2: abandoned
		bid      int
		next     []string // legal actions afterwards when still bidding
	}{
		{"K13", []string{"p2 18", "p1 hold", "p2 20", "p1 hold", "p2 22", "p1 hold", "p2 23", "p1 pass",
			"p0 24", "p2 hold", "p0 27", "p2 pass"}, 0, 27, nil},
		{"K14 RH bids, FH holds, RH passes", []string{"p2 pass", "p0 18", "p1 hold", "p0 pass"}, 1, 18, nil},
		{"K14 all pass, FH plays 18", []string{"p2 pass", "p0 pass", "p1 18"}, 1, 18, nil},
		{"K14 all pass, FH passes", []string{"p2 pass", "p0 pass", "p1 pass"}, -2, 0, nil},
		{"K14 all pass, FH chooses", []string{"p2 pass", "p0 pass"}, -1, 0, []string{"18", "pass"}},
		{"K14 MH survives at 18", []string{"p2 18", "p1 pass", "p0 pass"}, 2, 18, nil},
		{"K14 RH must bid at least 20", []string{"p2 18", "p1 pass"}, -1, 0, append([]string{"pass"}, ladderFrom(20)...)},
		{"holder answers", []string{"p2 18"}, -1, 0, []string{"hold", "pass"}},
		{"RH outbids both", []string{"p2 pass", "p0 20", "p1 pass"}, 0, 20, nil},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			s := auction(t, tc.moves)
			switch tc.declarer {
			case -2:
				r := s.Result()
				assert.True(t, s.Done(), "an abandoned deal is done")
				assert.True(t, r.DealOver, "want an abandoned deal scored 0, got %+v", r)
				assert.Equal(t, []int{0, 0, 0}, r.Deal, "want an abandoned deal scored 0")
				st, _ := s.Settlement()
				assert.True(t, st.Abandoned, "settlement not abandoned: %+v", st)
			case -1:
				var got []string
				for _, a := range s.Legal(nil) {
					got = append(got, FormatAction(a))
				}
				assert.Equal(t, tc.next, got, "legal")
			default:
				assert.Equal(t, tc.declarer, s.Declarer(), "declarer")
				assert.Equal(t, tc.bid, s.Bid(), "bid")
				assert.Equal(t, PhaseSkat, s.Phase(), "phase")
				assert.Equal(t, tc.declarer, s.Player(), "the declarer is to move")
			}
		})
	}
}

func ladderFrom(v int) []string {
	var out []string
	for _, x := range Ladder() {
		if x >= v {
			out = append(out, FormatAction(Bid(x)))
		}
	}
	return out
}

// TestTrickExamples covers K15–K17: effective suits, forced plays, winners.
func TestTrickExamples(t *testing.T) {
	tests := []struct {
		id       string
		game     GameType
		declarer int
		hands    [3]string // dealer p0: FH p1, MH p2, RH p0
		plays    []string  // FH, MH, RH
		legal    []string  // legal cards for the last player before their play (checked when set)
		winner   int
		over     bool
		score    int
	}{
		{"K15", Hearts, 1, [3]string{"DU C7", "SA C8", "H7 C9"}, []string{"SA", "H7", "DU"}, []string{"DU", "C7"}, 0, false, 0},
		{"K15 RH holds S7", Hearts, 1, [3]string{"S7 DU", "SA C8", "H7 C9"}, []string{"SA", "H7", "S7"}, []string{"S7"}, 2, false, 0},
		{"K16 Hearts", Hearts, 0, [3]string{"C7 C8", "CU C9", "H9 ST"}, []string{"CU", "H9"}, []string{"H9"}, -1, false, 0},
		{"K16 Grand", Grand, 0, [3]string{"C7 C8", "HU C9", "HA D7"}, []string{"HU", "HA"}, []string{"HA", "D7"}, -1, false, 0},
		{"K17", Null, 0, [3]string{"H9 C7", "HT C8", "HU C9"}, []string{"HT", "HU", "H9"}, nil, 2, false, 0},
		{"K17 declarer MH", Null, 2, [3]string{"H9 C7", "HT C8", "HU C9"}, []string{"HT", "HU", "H9"}, nil, 2, true, -46},
	}
	for _, tc := range tests {
		t.Run(tc.id, func(t *testing.T) {
			var hands [3]cards.Set
			for i, h := range tc.hands {
				hands[i] = set(h)
			}
			s := newPlayPosition(0, tc.declarer, 18, tc.game, false, hands, 0)
			for i, c := range tc.plays {
				if i == len(tc.plays)-1 && tc.legal != nil {
					var got []string
					for _, a := range s.Legal(nil) {
						got = append(got, FormatAction(a))
					}
					assert.ElementsMatch(t, tc.legal, got, "legal before %s", c)
				}
				_, err := s.Apply(Play(card(c)), nil)
				require.NoError(t, err, c)
			}
			if tc.winner >= 0 {
				assert.EqualValues(t, 1, s.tricks, "tricks")
				assert.EqualValues(t, tc.winner, s.history[0].Winner, "trick winner")
				if !tc.over {
					assert.Equal(t, tc.winner, s.Player(), "the trick winner leads")
				}
				assert.Equal(t, SetPoints(setOfCodes(tc.plays)), s.CardPoints(tc.winner), "winner's points")
			}
			assert.Equal(t, tc.over, s.Done(), "done")
			if tc.over {
				st, _ := s.Settlement()
				assert.Equal(t, tc.score, st.Score, "score")
				assert.Equal(t, tc.score, s.Result().Deal[tc.declarer], "the declarer's result")
			}
		})
	}
}

func setOfCodes(codes []string) cards.Set {
	var s cards.Set
	for _, c := range codes {
		s = s.Add(card(c))
	}
	return s
}
