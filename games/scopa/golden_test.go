package scopa

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/record/recordtest"
)

// randomRecord plays a whole match with seeded random legal moves and
// returns its record.
func randomRecord(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	rec, _, err := record.Play(Info(), &record.Record{Game: "scopa", Seed: seed, Dealer: -1}, record.Uniform(rand.New(rand.NewPCG(seed, 1))))
	require.NoError(t, err)
	return rec
}

// transcript replays rec through record.Replay and prints every step.
func transcript(t *testing.T, rec *record.Record) (string, games.State) {
	t.Helper()
	text, st, err := record.Transcript(rec, Info())
	require.NoError(t, err)
	return text, st
}

// TestGoldenMatches replays whole seeded matches and compares the
// transcripts with testdata/*.golden.
func TestGoldenMatches(t *testing.T) {
	for _, seed := range []uint64{1, 2} {
		t.Run(fmt.Sprint("seed", seed), func(t *testing.T) {
			rec := randomRecord(t, seed)
			// The record survives its text form.
			again, err := record.ParseString(rec.Format())
			require.NoError(t, err)
			require.True(t, rec.Equal(again))
			got, st := transcript(t, again)
			assert.True(t, st.Done())
			recordtest.Golden(t, fmt.Sprintf("match_seed%d.golden", seed), got)
		})
	}
}

// TestHandWrittenRecord replays testdata/kings_then_choices.rec: a Kings
// redeal (E13), then E1's single match, E3's choice of sum and lays.
func TestHandWrittenRecord(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "kings_then_choices.rec"))
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Parse(f)
	require.NoError(t, err)
	redeals := 0
	st, err := record.Replay(rec, Info(), func(s record.Step) {
		if hasKind(s.Events, games.KRedeal) {
			redeals++
		}
	})
	require.NoError(t, err)
	s := st.(*State)
	assert.Equal(t, 1, redeals)
	assert.Equal(t, 1, s.Dealer(), "the same dealer dealt again")
	assert.Equal(t, set(t, "D7 B7 S7 C3 S4"), s.Pile(0))
	assert.Equal(t, set(t, "C2 B2"), s.Pile(1))
	assert.Equal(t, set(t, "D6 B1 D5"), s.Table())
	assert.Equal(t, 0, s.Player(), "after the refill the non-dealer leads")
	assert.Equal(t, 24, s.StockLen())
	assert.Equal(t, 3, s.Hand(0).Len())
	assert.Equal(t, 0, s.Result().Deals)

	// The same moves with a wrong choice are refused with the line number.
	bad := strings.Replace(rec.Format(), "p0 S7xC3+S4", "p0 S7xC3+D6", 1)
	rec2, err := record.ParseString(bad)
	require.NoError(t, err)
	_, err = record.Replay(rec2, Info(), nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "adds up to 9, not 7")
}
