package skat_test

import (
	"testing"

	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/games/skat/skattest"
)

// TestRandomDeals plays 10,000 seeded deals, most of them with the careless
// bidder that bids on its cards, and checks the engine's invariants at every
// step and the scores of every kind of game (see checkRandomDeals).
func TestRandomDeals(t *testing.T) { skat.CheckRandomDeals(t, skattest.RandomBidder) }
