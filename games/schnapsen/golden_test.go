package schnapsen

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/record/recordtest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomRecord plays a random legal match and returns its record.
func randomRecord(t *testing.T, seed uint64, deck *cards.Deck) *record.Record {
	t.Helper()
	header := &record.Record{Game: Info().ID, Deck: deck.Key(), Seed: seed, Dealer: -1}
	rec, _, err := record.Play(Info(), header, record.Uniform(rand.New(rand.NewPCG(seed, 1))))
	require.NoError(t, err)
	return rec
}

// transcript replays rec and writes every step and the final result.
func transcript(t *testing.T, rec *record.Record) (string, games.State) {
	t.Helper()
	text, st, err := record.Transcript(rec, Info())
	require.NoError(t, err)
	return text, st
}

func TestGoldenMatches(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		deck *cards.Deck
	}{{1, cards.SchnapsenGerman()}, {2, cards.SchnapsenGerman()}, {3, cards.SchnapsenFrench()}} {
		name := fmt.Sprintf("match-%s-%d", tc.deck.Key(), tc.seed)
		t.Run(name, func(t *testing.T) {
			rec := randomRecord(t, tc.seed, tc.deck)
			again, err := record.ParseString(rec.Format())
			require.NoError(t, err)
			require.True(t, rec.Equal(again), "the record round-trips")
			got, st := transcript(t, again)
			assert.True(t, st.Done())
			recordtest.Golden(t, name+".golden", got)
		})
	}
}

// TestRecords replays the hand-written records of spec situations and
// checks their outcome.
func TestRecords(t *testing.T) {
	for _, tc := range []struct {
		file      string
		winner    int
		points    int
		why       EndReason
		deal      []int
		match     []int
		cardsWon  [2]int16
		tricksWon [2]int8
	}{
		{"n5.rec", 1, 2, EndReached66, []int{0, 2}, []int{7, 5}, [2]int16{30, 90}, [2]int8{2, 3}},
		{"n7.rec", 0, 3, EndCloser66, []int{3, 0}, []int{4, 7}, [2]int16{67, 25}, [2]int8{5, 2}},
		{"n9.rec", 1, 2, EndCloseFailed, []int{0, 2}, []int{7, 5}, [2]int16{58, 40}, [2]int8{4, 3}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			f, err := os.Open(filepath.Join("testdata", tc.file))
			require.NoError(t, err)
			defer f.Close()
			rec, err := record.Parse(f)
			require.NoError(t, err)
			got, st := transcript(t, rec)
			s := st.(*State)
			w, gp, why := s.LastDeal()
			assert.Equal(t, tc.winner, w)
			assert.Equal(t, tc.points, gp)
			assert.Equal(t, tc.why, why)
			assert.Equal(t, tc.cardsWon, s.lastPoints)
			assert.Equal(t, tc.tricksWon, s.lastTricks)
			r := s.Result()
			assert.Equal(t, tc.deal, r.Deal)
			assert.Equal(t, tc.match, r.Match)
			assert.Equal(t, 1, r.Deals)
			recordtest.Golden(t, strings.TrimSuffix(tc.file, ".rec")+".golden", got)
		})
	}
}
