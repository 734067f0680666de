package scopa

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// randomRecord plays a whole match with seeded random legal moves and
// returns its record.
func randomRecord(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	rec := &record.Record{Game: "scopa", Seed: seed, Dealer: -1}
	s, err := New(games.Config{Seed: seed, Dealer: -1})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, 1))
	for !s.Done() {
		legal := s.Legal(nil)
		a := legal[rng.IntN(len(legal))]
		if s.Player() >= 0 {
			rec.Moves = append(rec.Moves, record.Move{Seat: s.Player(), Action: s.FormatAction(a)})
		}
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
	}
	return rec
}

// transcript replays rec through record.Replay and prints every step.
func transcript(t *testing.T, rec *record.Record) (string, games.State) {
	t.Helper()
	var b strings.Builder
	b.WriteString(rec.Format())
	b.WriteString("\n# replay\n")
	st, err := record.Replay(rec, Info, func(s record.Step) {
		seat := "deal"
		if s.Seat >= 0 {
			seat = fmt.Sprintf("p%d", s.Seat)
		}
		fmt.Fprintf(&b, "%s %s  legal: %s\n", seat, s.Action, strings.Join(s.Legal, " "))
		for _, e := range s.Events {
			fmt.Fprintf(&b, "    %s\n", e.Format(cards.Italian))
		}
	})
	require.NoError(t, err)
	r := st.Result()
	fmt.Fprintf(&b, "# result: deal %v, match %v, winner %d, %d deals, over %v\n", r.Deal, r.Match, r.Winner, r.Deals, st.Done())
	for _, l := range r.Lines {
		fmt.Fprintf(&b, "#   p%d %-10s %d  %s\n", l.Seat, l.Label.English, l.Value, l.Note)
	}
	return b.String(), st
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./games/scopa -update to create it")
	assert.Equal(t, string(want), got)
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
			golden(t, fmt.Sprintf("match_seed%d.golden", seed), got)
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
	st, err := record.Replay(rec, Info, func(s record.Step) {
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
	_, err = record.Replay(rec2, Info, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "adds up to 9, not 7")
}
