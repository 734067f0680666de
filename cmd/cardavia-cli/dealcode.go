package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// seedFlag is a --seed that takes a number or a deal code (the app's
// "skat-00000-…", docs/replay.md). A deal code also names the game, the
// deck and the first dealer; a --game or --deck given beside it must agree.
type seedFlag struct {
	seed uint64
	code *record.Record // the deal code's header, if one was given
	err  error          // why the last value was refused (parseFlags reports it)
}

func (f *seedFlag) String() string {
	if f == nil {
		return "0"
	}
	return strconv.FormatUint(f.seed, 10)
}

func (f *seedFlag) Set(s string) error {
	f.err = f.set(s)
	return f.err
}

func (f *seedFlag) set(s string) error {
	n, err := strconv.ParseUint(s, 10, 64)
	switch {
	case err == nil:
		f.seed, f.code = n, nil
		return nil
	case errors.Is(err, strconv.ErrRange):
		return fmt.Errorf("%s is too large for a seed: the largest is %d", excerpt.Quote(s), uint64(math.MaxUint64))
	}
	rec, err := record.ParseDealCode(s)
	if err != nil {
		return fmt.Errorf("%s is neither a number nor a deal code: %w", excerpt.Quote(s), err)
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
