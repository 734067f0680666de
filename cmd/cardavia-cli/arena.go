package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/cardavia/cardavia/ai/arena"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// runArena plays two computer players against each other on mirrored deals
// (see ai/arena) and prints the measurements, or JSON with --json.
func runArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id ("+gameIDs()+")")
	a := fs.String("a", "expert", "player A: random, heuristic, easy, normal, expert, cheat")
	b := fs.String("b", "heuristic", "player B (every other seat)")
	deals := fs.Int("deals", 100, "number of deal seeds; each is played once per seat rotation")
	seed := &seedFlag{seed: 1}
	fs.Var(seed, "seed", "first seed, or a deal code; deal i uses seed+i")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	records := fs.String("records", "", "directory to write every game's record to")
	parallel := fs.Int("parallel", 1, "games played at once (ms/decision assumes 1)")
	progress := fs.Bool("progress", false, "report progress on stderr")
	var opts optionFlag
	fs.Var(&opts, "option", "a house rule name=value every game is played with (repeatable)")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %s", errUsage, excerpt.Quote(fs.Arg(0)))
	}
	header, err := seed.header(*game, "")
	if err != nil {
		return err
	}
	if header.Game == "" {
		return fmt.Errorf("%w: --game is required", errUsage)
	}
	g, err := catalog.Lookup(header.Game)
	if err != nil {
		return err
	}
	if err := opts.check(g, stderr); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	cfg := arena.Config{Options: opts, Game: g, A: *a, B: *b, Deals: *deals, Seed: seed.seed, Records: *records, Parallel: *parallel,
		NewPlayer: players.Named, Measure: players.MeasureOf(g.ID)}
	if *progress {
		cfg.Progress = arena.ProgressTo(stderr, *deals)
	}
	rep, err := arena.Run(context.Background(), cfg)
	if err != nil {
		return err
	}
	return arena.Write(stdout, rep, *asJSON)
}

// gameIDs lists the catalog's game ids for the flags' help, in its order.
func gameIDs() string {
	var ids []string
	for _, g := range catalog.All() {
		ids = append(ids, g.ID)
	}
	return strings.Join(ids, ", ")
}
