package gostop

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/record/recordtest"
)

// randomRecord plays a seeded match with random legal moves and returns its
// record.
func randomRecord(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	rec, _, err := record.Play(Info(), &record.Record{Game: "gostop", Seed: seed, Dealer: -1}, record.Uniform(rand.New(rand.NewPCG(seed, 99))))
	require.NoError(t, err)
	return rec
}

// transcript replays a record and prints every step and the result.
func transcript(t *testing.T, rec *record.Record) (string, *State) {
	t.Helper()
	text, st, err := record.Transcript(rec, Info())
	require.NoError(t, err)
	return text, st.(*State)
}

// goldenSeeds are the seeded random matches of TestGolden, each kept for
// the way it ends. The test checks that the replayed match still ends that
// way, so that a change of the rules or of the random play cannot rewrite
// (-update) a golden file into one that no longer covers its case.
var goldenSeeds = []struct {
	seed   uint64
	covers string
	ok     func(s *State) bool
}{
	{1, "a stop after the stopper's go", func(s *State) bool {
		return s.pub.End == EndStop && s.pub.Gos[s.pub.Winner] == 1
	}},
	{5, "a stop after two gos", func(s *State) bool {
		return s.pub.End == EndStop && s.pub.Gos[s.pub.Winner] == 2
	}},
	{8, "a stop against an opponent who went", func(s *State) bool {
		return s.pub.End == EndStop && s.pub.Gos[s.pub.Winner] == 0 && s.pub.Gos[1-s.pub.Winner] > 0
	}},
	{35, "a quad dealt to a hand: an instant win", func(s *State) bool {
		return s.pub.End == EndQuad && s.pub.Quad.Len() == 4
	}},
	{247, "nagari after a go", func(s *State) bool {
		return s.pub.End == EndNagari && s.pub.Gos[0]+s.pub.Gos[1] > 0
	}},
	{467, "a redeal, then a stop", func(s *State) bool {
		return s.pub.Redeals > 0 && s.pub.End == EndStop
	}},
	{601, "a third ppuk: an instant win", func(s *State) bool {
		return s.pub.End == EndPpuk && s.pub.Ppuk[s.pub.Winner] == 3
	}},
}

// TestGolden replays seeded random matches chosen to end in each way.
func TestGolden(t *testing.T) {
	ends, redeals := map[End]bool{}, false
	for _, g := range goldenSeeds {
		t.Run(fmt.Sprint(g.seed), func(t *testing.T) {
			text, s := transcript(t, randomRecord(t, g.seed))
			require.True(t, g.ok(s), "seed %d no longer gives %s (end %d, winner %d, gos %v, ppuk %v, redeals %d): pick a seed that does",
				g.seed, g.covers, s.pub.End, s.pub.Winner, s.pub.Gos, s.pub.Ppuk, s.pub.Redeals)
			ends[s.pub.End], redeals = true, redeals || s.pub.Redeals > 0
			recordtest.Golden(t, fmt.Sprintf("seed%d.golden", g.seed), text)
		})
	}
	for _, e := range []End{EndStop, EndQuad, EndPpuk, EndNagari} {
		assert.True(t, ends[e], "no golden match ends with %d", e)
	}
	assert.True(t, redeals, "no golden match has a redeal")
}

// TestRecordTtadakChok replays the hand-written record of G7 and G8 in play.
func TestRecordTtadakChok(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "ttadak-chok.rec"))
	require.NoError(t, err)
	defer f.Close()
	rec, err := record.Parse(f)
	require.NoError(t, err)
	var events []games.Event
	st, err := record.Replay(rec, Info(), func(s record.Step) { events = append(events, s.Events...) })
	require.NoError(t, err)
	s := st.(*State)
	require.True(t, has(events, KTtadak), "events: %s", kinds(events))
	require.True(t, has(events, KChok), "events: %s", kinds(events))
	p0, p1 := s.pub.Piles[0].Format(cards.Hwatu()), s.pub.Piles[1].Format(cards.Hwatu())
	require.Equal(t, set(t, "07-A 07-J1 07-J2 07-R 10-A 10-J1 01-J1"), s.pub.Piles[0], "p0 %s, p1 %s", p0, p1)
	require.Equal(t, set(t, "01-B"), s.pub.Piles[1], "p0 %s, p1 %s", p0, p1)
	require.EqualValues(t, 1, s.pub.ToMove, "to move")
	require.EqualValues(t, 4, s.pub.Turn, "turn")
	text, _ := transcript(t, rec)
	recordtest.Golden(t, "ttadak-chok.golden", text)
}
