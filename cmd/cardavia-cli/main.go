// Command cardavia-cli is Cardavia's headless tool: it replays game records,
// writes random legal games, runs computer-player arenas and serves the bot
// protocol. It builds without cgo (CGO_ENABLED=0).
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/cardavia/cardavia/internal/excerpt"
)

const usage = `usage: cardavia-cli COMMAND [flags]

commands:
  replay FILE [--json [--views]] [--option NAME=VALUE …]
                                  replay a game record step by step (an
                                  exported record or an app save file)
                                  (--views: each move's view of the seat to move)
  random --game G --seed S [--deck D] [--option NAME=VALUE …]
                                  write the record of a random legal game
                                  (S: a number or an app deal code, which
                                  also names the game, deck and dealer)
  arena --game G --a P --b P --deals N --seed S [--json] [--records DIR]
        [--option NAME=VALUE …]   play computer players against each other
  bot --game G --level L          answer JSON views on stdin with actions

--option turns on a house rule (repeatable; NAME alone is NAME=on), e.g.
--option re-bello=on; each game's are in docs/games/<game>.md, "House rules".
`

// errUsage marks errors caused by how the command was called.
var errUsage = errors.New("usage")

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stderr, usage)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	var err error
	switch args[0] {
	case "replay":
		err = runReplay(args[1:], stdout, stderr)
	case "random":
		err = runRandom(args[1:], stdout, stderr)
	case "arena":
		err = runArena(args[1:], stdout, stderr)
	case "bot":
		err = runBot(args[1:], stdin, stdout, stderr)
	default:
		err = fmt.Errorf("%w: unknown command %s", errUsage, excerpt.Quote(args[0]))
	}
	if err != nil {
		fmt.Fprintf(stderr, "cardavia-cli %s: %v\n", excerpt.Text(args[0]), err)
		if errors.Is(err, errUsage) {
			fmt.Fprint(stderr, usage)
			return 2
		}
		return 1
	}
	return 0
}
