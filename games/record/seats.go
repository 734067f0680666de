package record

import (
	"errors"
	"fmt"
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Redealer is a State that can tell how its next deal will be dealt: the
// pack in dealing order and the seat a record's dealer line names for it
// (the dealer; Go-Stop's first player). Every engine lays its deal out from
// that seat alone, so the same pack with another seat there deals the same
// hands to other seats — what SeatsTurned relies on.
type Redealer interface {
	NextDeal() (pack []cards.Card, dealer int)
}

// ErrNoRedeal is SeatsTurned's answer for an engine that cannot tell its
// deals (no Redealer), or a record with no deal dealt.
var ErrNoRedeal = errors.New("this game cannot deal a deal again with other seats")

// SeatsTurned returns the record of a new match whose first deal is the
// last deal dealt in r, with every seat moved k seats on: seat 0 (the
// person) gets the hand and the role (dealer, forehand …) that seat k had,
// and so on round the table. The rest of the match comes from r's seed, so
// the new record is an ordinary one: its header fixes the dealer and the
// deal, and it replays. For two seats k = 1 swaps them.
//
// The deal is written out as the pack the engine dealt (a "deal" line),
// with the dealer moved k seats back; a deal voided and dealt again (Scopa's
// kings, Go-Stop's quads) gives the pack that was played.
func SeatsTurned(r *Record, g *games.Info, k int) (*Record, error) {
	if g.Players < 2 || k <= 0 || k >= g.Players {
		return nil, fmt.Errorf("turn the seats of %s by 1 to %d, not %d", g.ID, g.Players-1, k)
	}
	var pack []cards.Card
	dealer := -1
	redeal := true
	_, err := replay(r, g, nil, func(st games.State) {
		rd, ok := st.(Redealer)
		if !ok {
			redeal = false
			return
		}
		pack, dealer = rd.NextDeal()
	})
	if err != nil {
		return nil, err
	}
	if !redeal || pack == nil {
		return nil, ErrNoRedeal
	}
	cfg, err := r.Config(g)
	if err != nil {
		return nil, err
	}
	deck := cards.ByID(cfg.Deck)
	codes := make([]string, len(pack))
	for i, c := range pack {
		codes[i] = deck.Code(c)
	}
	out := &Record{
		Game:    r.Game,
		Deck:    r.Deck,
		Seed:    r.Seed,
		Dealer:  ((dealer-k)%g.Players + g.Players) % g.Players,
		Options: slices.Clone(r.Options),
		Deals:   [][]string{codes},
	}
	if _, err := Replay(out, g, nil); err != nil {
		return nil, fmt.Errorf("the deal with the seats turned does not replay: %w", err)
	}
	return out, nil
}
