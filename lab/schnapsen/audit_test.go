package schnapsen

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	sn "github.com/cardavia/cardavia/ai/schnapsen"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var auditRecords = flag.String("sn.records", "", "BenchmarkSnCloseAudit: a directory of Schnapsen match records written by `cardavia-cli arena --records` (A's seat is the -r<k> of each file name)")

// closing is one close of a match record, as the audit sees it.
type closing struct {
	byA     bool // closed by the audited player
	stock   int  // stock cards at the close, the trump card included
	perfect bool // the closed deal, solved with every card in sight, is the closer's
	won     bool // the closer won the deal as it was played
}

// auditCloses replays a Schnapsen match record in which seat a is the
// audited player and returns its closes: whether each was won with
// perfect play from the true deal (a close that even sight of every card
// could not win was the wrong close for that deal) and whether the closer
// won it as played (a perfect close lost was lost in the play after it),
// and how many deals the record holds.
func auditCloses(rec *record.Record, a int) ([]closing, int, error) {
	g := schnapsen.Info()
	var closes []closing
	var closeAt []int // the index in rec.Moves of each close
	var open []int    // closes whose deal is not over yet
	moves, deals := 0, 0
	_, err := record.Replay(rec, g, func(s record.Step) {
		if s.Seat != games.Chance {
			if s.Action == "close" {
				closes = append(closes, closing{byA: s.Seat == a})
				closeAt = append(closeAt, moves)
				open = append(open, len(closes)-1)
			}
			moves++
		}
		for _, e := range s.Events {
			if e.Kind != games.KDealOver {
				continue
			}
			deals++
			for _, i := range open {
				closer := 1 - a
				if closes[i].byA {
					closer = a
				}
				closes[i].won = int(e.Player) == closer
			}
			open = open[:0]
		}
	})
	if err != nil {
		return nil, 0, err
	}
	for i, at := range closeAt {
		cut := *rec
		cut.Moves = rec.Moves[:at+1]
		st, err := record.Replay(&cut, g, nil)
		if err != nil {
			return nil, 0, err
		}
		s, ok := st.(*schnapsen.State)
		if !ok {
			return nil, 0, fmt.Errorf("not a Schnapsen state: %T", st)
		}
		_, closes[i].stock = s.Stock()
		v, ok := sn.NewSolver(sn.DealPayoff, 1<<30).Value(s, s.Closer())
		if !ok {
			return nil, 0, fmt.Errorf("move %d: the closed deal was not solved", at+1)
		}
		closes[i].perfect = v > 0
	}
	return closes, deals, nil
}

// playMatch plays the Schnapsen match of seed to its end, asking choose
// at every decision with more than one legal action, and returns its record.
func playMatch(tb testing.TB, seed uint64, choose func(st games.State, legal []games.Action) (games.Action, error)) *record.Record {
	tb.Helper()
	rec, _, err := record.Play(schnapsen.Info(), &record.Record{Game: "schnapsen", Seed: seed, Dealer: -1}, func(st games.State, legal []games.Action) games.Action {
		if st.Player() < 0 || len(legal) == 1 {
			return legal[0]
		}
		a, err := choose(st, legal)
		if err != nil {
			tb.Fatalf("seed %d: %v", seed, err)
		}
		return a
	})
	if err != nil {
		tb.Fatal(err)
	}
	return rec
}

// TestAuditCloses_PerfectPlayWinsWhatItCan: between two cheats, who play
// every closed deal exactly with the true cards, a close is won as played
// exactly when sight of every card says it can be won, so the audit must
// find every close and agree with the play on each.
func TestAuditCloses_PerfectPlayWinsWhatItCan(t *testing.T) {
	cheat := players.NewCheat(schnapsen.Info().ID)
	total, wrong := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		rng := rand.New(rand.NewPCG(seed, 12))
		rec := playMatch(t, seed, func(st games.State, legal []games.Action) (games.Action, error) {
			return cheat.ChooseOpen(context.Background(), st, legal, rng)
		})
		closes, deals, err := auditCloses(rec, 0)
		require.NoError(t, err)
		assert.GreaterOrEqual(t, deals, 3, "seed %d: a Bummerl to 7 takes three deals at least", seed)
		n := 0
		for _, m := range rec.Moves {
			if m.Action == "close" {
				n++
			}
		}
		require.Len(t, closes, n, "seed %d", seed)
		for i, c := range closes {
			assert.Equal(t, c.perfect, c.won, "seed %d, close %d", seed, i)
			assert.True(t, c.stock >= 2 && c.stock <= 10 && c.stock%2 == 0, "seed %d, close %d: %d stock cards", seed, i, c.stock)
			if !c.perfect {
				wrong++
			}
		}
		total += n
	}
	assert.Positive(t, total, "the cheats never closed")
	t.Logf("%d closes, %d of them lost with perfect play", total, wrong)
}

// BenchmarkCloseAudit audits the closes of matches between Expert (A) and
// expert-v1 (B): how many deals each closes, what share of its closes even
// sight of every card could not have won (the close was wrong for the
// deal), and what share of those that could be won it lost in the play.
// With -sn.records it reads an arena's records (the tenth round's figures:
// `cardavia-lab arena --game schnapsen --a expert --b expert-v1 --deals 300
// --seed 6001 --parallel 2 --records DIR`, then `go test ./lab/schnapsen
// -run '^$' -bench CloseAudit -benchtime 1x -sn.records DIR`); without, it
// plays eight matches itself. See notes.md, tenth round.
func BenchmarkCloseAudit(b *testing.B) {
	type match struct {
		rec *record.Record
		a   int
	}
	var ms []match
	if dir := *auditRecords; dir != "" {
		files, err := filepath.Glob(filepath.Join(dir, "schnapsen-*.rec"))
		if err != nil || len(files) == 0 {
			b.Fatalf("no Schnapsen records in %s", dir)
		}
		for _, f := range files {
			var a int
			if _, err := fmt.Sscanf(f[strings.LastIndex(f, "-r"):], "-r%d.rec", &a); err != nil {
				b.Fatalf("%s: no -r<seat> in the name", f)
			}
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			rec, err := record.ParseString(string(data))
			if err != nil {
				b.Fatalf("%s: %v", f, err)
			}
			ms = append(ms, match{rec, a})
		}
	} else {
		players := [2]ai.Player{players.New(schnapsen.Info().ID, ai.Expert), mustBaseline("expert-v1")}
		for seed := uint64(1); seed <= 8; seed++ {
			a := int(seed % 2)
			rng := rand.New(rand.NewPCG(seed, 11))
			rec := playMatch(b, seed, func(st games.State, legal []games.Action) (games.Action, error) {
				p := players[1]
				if st.Player() == a {
					p = players[0]
				}
				return p.Choose(context.Background(), st.View(st.Player()), legal, rng)
			})
			ms = append(ms, match{rec, a})
		}
	}
	for i := 0; i < b.N; i++ {
		var n, wrong, lost [2]int // [0] A's closes, [1] B's
		var n2, wrong2 [2]int     // the same with two cards in the stock
		deals := 0
		for _, m := range ms {
			closes, d, err := auditCloses(m.rec, m.a)
			if err != nil {
				b.Fatal(err)
			}
			deals += d
			for _, c := range closes {
				who := 1
				if c.byA {
					who = 0
				}
				n[who]++
				if !c.perfect {
					wrong[who]++
				} else if !c.won {
					lost[who]++
				}
				if c.stock == 2 {
					n2[who]++
					if !c.perfect {
						wrong2[who]++
					}
				}
			}
		}
		share := func(k, n int) float64 { return float64(k) / float64(max(n, 1)) }
		b.ReportMetric(float64(deals), "deals")
		for who, name := range []string{"A", "B"} {
			b.ReportMetric(float64(n[who]), name+"-closes")
			b.ReportMetric(share(wrong[who], n[who]), name+"-wrong")
			// of the closes that could be won
			b.ReportMetric(share(lost[who], n[who]-wrong[who]), name+"-lost-in-play")
			b.ReportMetric(float64(n2[who]), name+"-closes-at-2")
			b.ReportMetric(share(wrong2[who], n2[who]), name+"-wrong-at-2")
		}
	}
}
