package gostop

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/record/recordtest"
)

// randomRecord plays a seeded match with random legal moves and returns its
// record.
func randomRecord(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	rec, _, err := record.Play(Info, &record.Record{Game: "gostop", Seed: seed, Dealer: -1}, record.Uniform(rand.New(rand.NewPCG(seed, 99))))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// transcript replays a record and prints every step and the result.
func transcript(t *testing.T, rec *record.Record) string {
	t.Helper()
	text, _, err := record.Transcript(rec, Info)
	if err != nil {
		t.Fatal(err)
	}
	return text
}

// TestGolden replays seeded random matches chosen to end in each way.
func TestGolden(t *testing.T) {
	for _, seed := range []uint64{1, 5, 8, 35, 247, 467, 601} { // stops (one on a go), a quad, nagari, a redeal, three ppuk
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			recordtest.Golden(t, fmt.Sprintf("seed%d.golden", seed), transcript(t, randomRecord(t, seed)))
		})
	}
}

// TestRecordTtadakChok replays the hand-written record of G7 and G8 in play.
func TestRecordTtadakChok(t *testing.T) {
	f, err := os.Open(filepath.Join("testdata", "ttadak-chok.rec"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := record.Parse(f)
	if err != nil {
		t.Fatal(err)
	}
	var events []games.Event
	st, err := record.Replay(rec, Info, func(s record.Step) { events = append(events, s.Events...) })
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*State)
	if !has(events, games.KTtadak) || !has(events, games.KChok) {
		t.Fatalf("events: %s", kinds(events))
	}
	want0 := set(t, "07-A 07-J1 07-J2 07-R 10-A 10-J1 01-J1")
	if s.Piles[0] != want0 || s.Piles[1] != set(t, "01-B") || s.ToMove != 1 || s.Turn != 4 {
		t.Fatalf("p0 %s, p1 %s, turn %d", s.Piles[0].Format(cards.Hwatu), s.Piles[1].Format(cards.Hwatu), s.Turn)
	}
	recordtest.Golden(t, "ttadak-chok.golden", transcript(t, rec))
}
