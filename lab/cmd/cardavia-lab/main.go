// Command cardavia-lab runs the lab's measurements: the arena of
// cardavia-cli with the lab's baselines and experiments among the players'
// names (see lab.Named), and the list of those names. It builds without cgo.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/cardavia/cardavia/ai/arena"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/lab"
	snlab "github.com/cardavia/cardavia/lab/schnapsen"
)

const usage = `usage: cardavia-lab COMMAND [flags]

commands:
  arena --game G --a P --b P --deals N --seed S [--json] [--records DIR] [--parallel K] [--progress]
                 play players against each other on mirrored deals; P is any
                 name of cardavia-cli arena, a lab baseline (see baselines) or
                 search:… with the experiments' options (exact=on and
                 defend=X in Skat, policy=heuristic in Go-Stop)
  baselines      list the baselines' names (Schnapsen)
`

var errUsage = errors.New("usage")

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	var err error
	switch args[0] {
	case "arena":
		err = runArena(args[1:], stdout, stderr)
	case "baselines":
		fmt.Fprintln(stdout, strings.Join(snlab.Names(), "\n"))
	default:
		err = fmt.Errorf("%w: unknown command %q", errUsage, args[0])
	}
	if err != nil {
		fmt.Fprintf(stderr, "cardavia-lab %s: %v\n", args[0], err)
		if errors.Is(err, errUsage) {
			fmt.Fprint(stderr, usage)
			return 2
		}
		return 1
	}
	return 0
}

// runArena is cardavia-cli's arena with the lab's names.
func runArena(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("arena", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id")
	a := fs.String("a", "expert", "player A")
	b := fs.String("b", "heuristic", "player B (every other seat)")
	deals := fs.Int("deals", 100, "number of deal seeds; each is played once per seat rotation")
	seed := fs.Uint64("seed", 1, "first seed; deal i uses seed+i")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	records := fs.String("records", "", "directory to write every game's record to")
	parallel := fs.Int("parallel", 1, "games played at once (ms/decision assumes 1)")
	progress := fs.Bool("progress", false, "report progress on stderr")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if fs.NArg() > 0 || *game == "" {
		return fmt.Errorf("%w: arena needs --game and takes no other arguments", errUsage)
	}
	g, err := catalog.Lookup(*game)
	if err != nil {
		return err
	}
	cfg := arena.Config{Game: g, A: *a, B: *b, Deals: *deals, Seed: *seed, Records: *records, Parallel: *parallel,
		NewPlayer: lab.Named, Measure: players.MeasureOf(g.ID)}
	if *progress {
		cfg.Progress = arena.ProgressTo(stderr, *deals)
	}
	rep, err := arena.Run(context.Background(), cfg)
	if err != nil {
		return err
	}
	return arena.Write(stdout, rep, *asJSON)
}
