package record

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// dealSeen is what one deal's chance step showed: the dealer (the seat of
// the deal-start event), each seat's hand and the cards dealt elsewhere
// (table, stock, skat, trump) by zone.
type dealSeen struct {
	dealer int
	hands  []cards.Set
	rest   map[games.Zone]cards.Set
}

// lastDealSeen replays rec and reads its last deal from the events, as a
// viewer of the table would: independent of NextDeal.
func lastDealSeen(t *testing.T, rec *Record, g *games.Info) dealSeen {
	t.Helper()
	var last dealSeen
	_, err := Replay(rec, g, func(s Step) {
		if s.Seat != games.Chance {
			return
		}
		d := dealSeen{dealer: -1, hands: make([]cards.Set, g.Players), rest: map[games.Zone]cards.Set{}}
		dealt := false
		for _, e := range s.Events {
			switch {
			case e.Kind == games.KDealStart:
				d.dealer = int(e.Player)
			case e.Kind == games.KMove && e.From == games.Deck && e.To == games.Hand:
				d.hands[e.Player] = d.hands[e.Player].Add(e.Card)
				dealt = true
			case e.Kind == games.KMove && e.From == games.Deck && e.Card != cards.None:
				d.rest[e.To] = d.rest[e.To].Add(e.Card)
			case e.Kind == games.KRedeal:
				dealt = false // voided: the next chance step deals again
			}
		}
		if dealt {
			last = d
		}
	})
	require.NoError(t, err)
	return last
}

// TestSeatsTurned_PersonGetsTheComputersHand: in every game, for matches
// cut after their first deal, in the middle and at their end, the record
// with the seats turned deals seat 0 the hand seat k had (and every seat
// the hand k seats on), the same cards elsewhere, with the role moved
// along; and that record replays and can be played to its end.
// (Mutation tried: the dealer left unturned — the hands came back as in
// the original deal.)
func TestSeatsTurned_PersonGetsTheComputersHand(t *testing.T) {
	for _, g := range catalog.All() {
		for seed := uint64(1); seed <= 6; seed++ {
			full, _, err := Play(g, &Record{Game: g.ID, Seed: seed, Dealer: -1}, Uniform(rand.New(rand.NewPCG(seed, 7))))
			require.NoError(t, err)
			for _, cut := range []int{0, len(full.Moves) / 2, len(full.Moves)} {
				rec := *full
				rec.Moves = full.Moves[:cut]
				for k := 1; k < g.Players; k++ {
					t.Run(fmt.Sprintf("%s/seed%d/cut%d/k%d", g.ID, seed, cut, k), func(t *testing.T) {
						turned, err := SeatsTurned(&rec, g, k)
						require.NoError(t, err)
						assert.Empty(t, turned.Moves)
						was, now := lastDealSeen(t, &rec, g), lastDealSeen(t, turned, g)
						for s := 0; s < g.Players; s++ {
							assert.Equal(t, was.hands[(s+k)%g.Players], now.hands[s], "seat %d's hand", s)
						}
						assert.Equal(t, was.rest, now.rest, "the cards dealt elsewhere")
						assert.Equal(t, (was.dealer-k+g.Players)%g.Players, now.dealer, "the role moves with the hand")

						// An ordinary record: it formats, parses back and plays to its end.
						back, err := ParseString(turned.Format())
						require.NoError(t, err)
						played, _, err := Play(g, back, Uniform(rand.New(rand.NewPCG(seed, 9))))
						require.NoError(t, err)
						_, err = Replay(played, g, nil)
						require.NoError(t, err)
					})
				}
			}
		}
	}
}

func TestSeatsTurned_Refuses(t *testing.T) {
	g, err := catalog.Lookup("scopa")
	require.NoError(t, err)
	rec := &Record{Game: "scopa", Seed: 3, Dealer: -1}
	for _, k := range []int{0, 2, -1} {
		_, err := SeatsTurned(rec, g, k)
		assert.Error(t, err, "k=%d", k)
	}
	bad := &Record{Game: "scopa", Seed: 3, Dealer: -1, Moves: []Move{{Seat: 0, Action: "nonsense", Line: 5}}}
	_, err = SeatsTurned(bad, g, 1)
	var e *Error
	require.ErrorAs(t, err, &e, "a record that does not replay names its line")
	assert.Equal(t, 5, e.Line)
}
