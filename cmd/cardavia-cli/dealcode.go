package main

import (
	"fmt"
	"strconv"

	"github.com/cardavia/cardavia/games/record"
)

// seedFlag is a --seed that takes a number or a deal code (the app's
// "skat-00000-…", docs/replay.md). A deal code also names the game, the
// deck and the first dealer; a --game or --deck given beside it must agree.
type seedFlag struct {
	seed uint64
	code *record.Record // the deal code's header, if one was given
}

func (f *seedFlag) String() string {
	if f == nil {
		return "0"
	}
	return strconv.FormatUint(f.seed, 10)
}

func (f *seedFlag) Set(s string) error {
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		f.seed, f.code = n, nil
		return nil
	}
	rec, err := record.ParseDealCode(s)
	if err != nil {
		return fmt.Errorf("%q is neither a number nor a deal code: %w", s, err)
	}
	f.seed, f.code = rec.Seed, rec
	return nil
}

// header is the match header the flags describe: the deal code's, checked
// against --game and --deck, or the seed with them.
func (f *seedFlag) header(game, deck string) (*record.Record, error) {
	if f.code == nil {
		return &record.Record{Game: game, Deck: deck, Seed: f.seed, Dealer: -1}, nil
	}
	h := *f.code
	if game != "" && game != h.Game {
		return nil, fmt.Errorf("%w: the deal code is of %s, not %s", errUsage, h.Game, game)
	}
	if deck != "" && h.Deck != "" && deck != h.Deck {
		return nil, fmt.Errorf("%w: the deal code is dealt with %s, not %s", errUsage, h.Deck, deck)
	}
	if h.Deck == "" {
		h.Deck = deck
	}
	return &h, nil
}
