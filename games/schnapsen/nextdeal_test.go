package schnapsen

import (
	"testing"

	"github.com/cardavia/cardavia/games/gametest"
)

// TestNextDeal_PredictsTheDealWithoutDealing (mutation tried: shuffling
// with the state's own generator — the state changed and the next deal
// differed).
func TestNextDeal_PredictsTheDealWithoutDealing(t *testing.T) {
	gametest.NextDealPredicts(t, 20, New)
}
