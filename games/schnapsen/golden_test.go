package schnapsen

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// randomRecord plays a random legal match and returns its record.
func randomRecord(t *testing.T, seed uint64, deck *cards.Deck) *record.Record {
	t.Helper()
	s, err := New(games.Config{Seed: seed, Dealer: -1, Deck: deck.ID})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 1))
	rec := &record.Record{Game: Info.ID, Deck: deck.Key, Seed: seed, Dealer: -1}
	for !s.Done() {
		legal := s.Legal(nil)
		a := legal[rng.IntN(len(legal))]
		if p := s.Player(); p >= 0 {
			rec.Moves = append(rec.Moves, record.Move{Seat: p, Action: s.FormatAction(a)})
		}
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
	}
	return rec
}

// transcript replays rec and writes every step and the final result.
func transcript(t *testing.T, rec *record.Record) (string, games.State) {
	t.Helper()
	deck := cards.SchnapsenGerman
	if rec.Deck != "" {
		var err error
		deck, err = cards.ByKey(rec.Deck)
		require.NoError(t, err)
	}
	var b strings.Builder
	st, err := record.Replay(rec, Info, func(s record.Step) {
		who := "chance"
		if s.Seat >= 0 {
			who = fmt.Sprintf("p%d", s.Seat)
		}
		fmt.Fprintf(&b, "%s [%s] %s\n", who, strings.Join(s.Legal, " "), s.Action)
		for _, e := range s.Events {
			fmt.Fprintf(&b, "    %s\n", e.Format(deck))
		}
	})
	require.NoError(t, err)
	r := st.Result()
	fmt.Fprintf(&b, "result: deals=%d deal=%v match=%v winner=%d\n", r.Deals, r.Deal, r.Match, r.Winner)
	for _, l := range r.Lines {
		fmt.Fprintf(&b, "    p%d %s (%s) %d: %s\n", l.Seat, l.Label.English, l.Label.ID, l.Value, l.Note)
	}
	return b.String(), st
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./games/schnapsen -update to create it")
	assert.Equal(t, string(want), got)
}

func TestGoldenMatches(t *testing.T) {
	for _, tc := range []struct {
		seed uint64
		deck *cards.Deck
	}{{1, cards.SchnapsenGerman}, {2, cards.SchnapsenGerman}, {3, cards.SchnapsenFrench}} {
		name := fmt.Sprintf("match-%s-%d", tc.deck.Key, tc.seed)
		t.Run(name, func(t *testing.T) {
			rec := randomRecord(t, tc.seed, tc.deck)
			again, err := record.ParseString(rec.Format())
			require.NoError(t, err)
			require.True(t, rec.Equal(again), "the record round-trips")
			got, st := transcript(t, again)
			assert.True(t, st.Done())
			golden(t, name+".golden", got)
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
			golden(t, strings.TrimSuffix(tc.file, ".rec")+".golden", got)
		})
	}
}
