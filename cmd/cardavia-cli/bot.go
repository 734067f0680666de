package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/cardavia/cardavia/ai/bot"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// runBot serves the bot protocol (docs/bot-protocol.md): a JSON view per
// line on stdin, the chosen action per line on stdout.
func runBot(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "game id ("+gameIDs()+")")
	level := fs.String("level", "expert", "player: easy, normal, expert, heuristic or random")
	if err := parseFlags(fs, args, stderr); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %s", errUsage, excerpt.Quote(fs.Arg(0)))
	}
	if *game == "" {
		return fmt.Errorf("%w: --game is required", errUsage)
	}
	g, err := catalog.Lookup(*game)
	if err != nil {
		return err
	}
	if strings.EqualFold(*level, "cheat") {
		return fmt.Errorf("%w: the cheating player needs the whole deal; the bot only gets views", errUsage)
	}
	p, err := players.Named(g.ID, *level)
	if err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	srv, err := bot.NewServer(g, p)
	if err != nil {
		return err
	}
	return srv.Serve(context.Background(), stdin, stdout)
}
