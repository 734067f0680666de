package skattest

import "github.com/cardavia/cardavia/games/cards"

// Pack lays out the pack that deals hands and the skat as given, for a
// games.Config's Deals: the engine deals 3 each, 2 to the skat, 4 each, 3
// each, clockwise from forehand (dealer+1). Each hand must hold ten cards
// and the skat two; a test builds the position it needs with it.
func Pack(dealer int, hands [3]cards.Set, skat cards.Set) []cards.Card {
	pack := make([]cards.Card, 0, 32)
	give := func(n int) {
		for k := 0; k < 3; k++ {
			seat := (dealer + 1 + k) % 3
			for j := 0; j < n; j++ {
				c := hands[seat].First()
				hands[seat] = hands[seat].Remove(c)
				pack = append(pack, c)
			}
		}
	}
	give(3)
	pack = append(pack, skat.Cards()...)
	give(4)
	give(3)
	return pack
}
