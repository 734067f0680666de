package arena

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/games/record"
)

// TestMirrorCancels plays a player against itself: with mirrored seats the
// two games of each seed are the same game seen from both sides, so A's
// edge is exactly zero. This checks the seat rotation and the bookkeeping.
func TestMirrorCancels(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			rep, err := Run(context.Background(), withPlayers(Config{Game: g, A: "heuristic", B: "heuristic", Deals: 20, Seed: 5}))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Points.Mean != 0 || rep.Points.CI95 != 0 {
				t.Errorf("self-play edge %v, want exactly 0", rep.Points)
			}
			if g.Players == 2 && rep.WinRate.Mean != 0.5 {
				t.Errorf("self-play win rate %v, want 0.5", rep.WinRate)
			}
			if rep.Games != 20*g.Players {
				t.Errorf("%d games, want %d", rep.Games, 20*g.Players)
			}
		})
	}
}

// TestRecordsReplay writes the records of an arena run and replays each:
// the replay must end where the arena's game ended.
func TestRecordsReplay(t *testing.T) {
	dir := t.TempDir()
	for _, g := range catalog.All() {
		rep, err := Run(context.Background(), withPlayers(Config{Game: g, A: "heuristic", B: "random", Deals: 3, Seed: 9, Records: dir, Parallel: 2}))
		if err != nil {
			t.Fatal(err)
		}
		for _, gm := range rep.GamesList {
			name := filepath.Join(dir, fmt.Sprintf("%s-%d-r%d.rec", g.ID, gm.Seed, gm.Rotation))
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			rec, err := record.ParseString(string(b))
			if err != nil {
				t.Fatal(err)
			}
			st, err := record.Replay(rec, g, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if st.Player() != games.Nobody {
				t.Errorf("%s: replay did not reach the end of the match", name)
			}
		}
	}
}

// TestBetterPlayerWins checks the direction of the measures: the heuristic
// beats random clearly in every game.
func TestBetterPlayerWins(t *testing.T) {
	for _, g := range catalog.All() {
		rep, err := Run(context.Background(), withPlayers(Config{Game: g, A: "heuristic", B: "random", Deals: 30, Seed: 1}))
		if err != nil {
			t.Fatal(err)
		}
		if rep.Points.Mean-rep.Points.CI95 <= 0 {
			t.Errorf("%s: heuristic vs random %v, want clearly positive", g.ID, rep.Points)
		}
		var out strings.Builder
		if err := WriteText(&out, rep); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "ms/decision A") {
			t.Errorf("report lacks timings:\n%s", out.String())
		}
	}
}

func TestBadConfig(t *testing.T) {
	g := catalog.All()[0]
	for _, c := range []Config{
		withPlayers(Config{Game: g, A: "nobody", B: "random", Deals: 1}),
		withPlayers(Config{Game: g, A: "random", B: "random", Deals: 0}),
		withPlayers(Config{A: "random", B: "random", Deals: 1}),
		{Game: g, A: "random", B: "random", Deals: 1}, // no way to make players
	} {
		if _, err := Run(context.Background(), c); err == nil {
			t.Errorf("%+v: no error", c)
		}
	}
}

// TestRun_PlaysAGameOutsideTheCatalog: the arena needs nothing of a game
// but its engine contract, so a new game (here the toy of games/gametest/toy,
// which no list names) is measured before anything else knows it: the
// generic search beats random there, in the generic "match" unit.
func TestRun_PlaysAGameOutsideTheCatalog(t *testing.T) {
	rep, err := Run(context.Background(), withPlayers(Config{Game: toy.Info(), A: "expert", B: "random", Deals: 60, Seed: 1}))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unit != "match" || rep.SF != nil {
		t.Errorf("toy measured in %q (SF %v), want the generic match", rep.Unit, rep.SF)
	}
	if rep.Points.Mean-rep.Points.CI95 <= 0 {
		t.Errorf("toy: expert vs random %v, want clearly positive", rep.Points)
	}
}

// withPlayers gives cfg the product's players and its game's measure, as
// cardavia-cli does.
func withPlayers(cfg Config) Config {
	cfg.NewPlayer = players.Named
	if cfg.Game != nil {
		cfg.Measure = players.MeasureOf(cfg.Game.ID)
	}
	return cfg
}

// TestRun_SkatListCountsPerDeal plays Skat lists of 12 deals: each game is
// a whole list, won on its total, and the declarer figures stay per deal
// (a share of deals declared, at most 1), as for the one-deal match.
// (Mutation tried: the share counted per game — A "declared" 4 of its
// games, 400%.)
func TestRun_SkatListCountsPerDeal(t *testing.T) {
	g, err := catalog.Lookup("skat")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Run(context.Background(), withPlayers(Config{Game: g, A: "heuristic", B: "random", Deals: 2, Seed: 3,
		Options: []record.Option{{Name: "list", Value: "12"}}}))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.MultiDeal {
		t.Fatal("a list is a match of several deals")
	}
	for _, gm := range rep.GamesList {
		if gm.Deals != 12 {
			t.Errorf("seed %d rotation %d: %d deals, want the list's 12", gm.Seed, gm.Rotation, gm.Deals)
		}
	}
	if rep.DeclaredA < 0 || rep.DeclaredA > 1 || rep.DeclaredB <= 0 || rep.DeclaredB > 1 {
		t.Errorf("declared shares A %.2f, B %.2f: want shares of deals", rep.DeclaredA, rep.DeclaredB)
	}
	var out strings.Builder
	if err := WriteText(&out, rep); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "matches won by A:") {
		t.Errorf("the report says nothing of the lists won:\n%s", out.String())
	}
}
