package gostop

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
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// randomRecord plays a seeded match with random legal moves and returns its
// record.
func randomRecord(t *testing.T, seed uint64) *record.Record {
	t.Helper()
	rec := &record.Record{Game: "gostop", Seed: seed, Dealer: -1}
	s, err := New(games.Config{Seed: seed, Dealer: -1})
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 99))
	var buf []games.Action
	for !s.Done() {
		buf = s.Legal(buf[:0])
		a := buf[rng.IntN(len(buf))]
		if s.Player() >= 0 {
			rec.Moves = append(rec.Moves, record.Move{Seat: s.Player(), Action: s.FormatAction(a)})
		}
		if _, err := s.Apply(a, nil); err != nil {
			t.Fatal(err)
		}
	}
	return rec
}

// transcript replays a record and prints every step and the result.
func transcript(t *testing.T, rec *record.Record) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(rec.Format())
	b.WriteString("\n# replay\n")
	st, err := record.Replay(rec, Info, func(s record.Step) {
		seat := "chance"
		if s.Seat >= 0 {
			seat = fmt.Sprintf("p%d", s.Seat)
		}
		fmt.Fprintf(&b, "%s legal [%s] plays %s\n", seat, strings.Join(s.Legal, " "), s.Action)
		for _, e := range s.Events {
			fmt.Fprintf(&b, "  %s\n", e.Format(cards.Hwatu))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	r := st.Result()
	fmt.Fprintf(&b, "# result: winner %d, deal %v, match %v, deals %d\n", r.Winner, r.Deal, r.Match, r.Deals)
	for _, l := range r.Lines {
		fmt.Fprintf(&b, "  p%d %s (%s) %d %s\n", l.Seat, l.Label.English, l.Label.ID, l.Value, l.Note)
	}
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./games/gostop -update)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs from the replay; run go test ./games/gostop -update and review the diff", path)
	}
}

// TestGolden replays seeded random matches chosen to end in each way.
func TestGolden(t *testing.T) {
	for _, seed := range []uint64{1, 5, 8, 35, 247, 467, 601} { // stops (one on a go), a quad, nagari, a redeal, three ppuk
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			golden(t, fmt.Sprintf("seed%d.golden", seed), transcript(t, randomRecord(t, seed)))
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
	golden(t, "ttadak-chok.golden", transcript(t, rec))
}
