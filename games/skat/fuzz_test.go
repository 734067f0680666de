package skat

import (
	"encoding/binary"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
)

// FuzzApply drives a deal with actions decoded from the fuzzer's bytes: mostly
// legal ones (so that every phase is reached), mixed with raw action values
// and near-misses (bids off the ladder, discards of cards not held, every
// game code). A legal action must be accepted; any other must be refused
// with games.ErrIllegal and leave the state exactly as it was; nothing may
// panic, and the 32 cards stay where they belong. The seed also picks one
// of the combinations of all Skat's options (allOptions), so that the
// fuzzer plays Ramsch, Kontra and Re on into a list's later deals.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{5, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0})
	f.Add(uint64(7), []byte{5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 200, 3, 31, 4, 5, 1, 3, 1, 9, 1, 9, 1, 9, 1, 9})
	f.Add(uint64(42), []byte("the quick brown fox jumps over the lazy dog, twice: the quick brown fox"))
	f.Add(uint64(0xdead), []byte{5, 0, 5, 1, 5, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
	var whole []byte // legal choices only: a full deal to the settlement
	for i := 0; i < 60; i++ {
		whole = append(whole, 5, byte(i))
	}
	f.Add(uint64(3), whole)
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		combos := allOptions()
		s, err := New(games.Config{Seed: seed, Dealer: -1, Options: optionMap(combos[seed%uint64(len(combos))])})
		require.NoError(t, err)
		var legal []games.Action
		next := func() byte {
			if len(data) == 0 {
				return 0
			}
			b := data[0]
			data = data[1:]
			return b
		}
		for len(data) > 0 && !s.Done() {
			legal = s.Legal(legal[:0])
			require.NotEmpty(t, legal, "phase %s: no legal action", s.phase)
			var a games.Action
			switch op := next(); op % 6 {
			case 0: // a raw action value
				var buf [8]byte
				n := copy(buf[:], data)
				data = data[n:]
				a = games.Action(binary.LittleEndian.Uint64(buf[:]))
			case 1: // a bid, on the ladder or not
				a = Bid(int(next()) + int(next()))
			case 2: // a discard of any two card ids
				a = actDiscard + games.Action(next())%32*32 + games.Action(next())%32
			case 3: // any game code, valid or not (Ramsch's among them)
				a = actAnnounce + games.Action(next()%11)
			case 4: // a card id, held or not
				a = games.Action(next() % 40)
			default:
				a = legal[int(next())%len(legal)]
			}
			before := *s
			ev, err := s.Apply(a, nil)
			if slices.Contains(legal, a) {
				require.NoError(t, err, "phase %s: legal %s refused", before.phase, FormatAction(a))
				require.NotEmpty(t, ev, "phase %s: %s produced no event", before.phase, FormatAction(a))
				checkConservation(t, s)
				continue
			}
			require.ErrorIs(t, err, games.ErrIllegal, "phase %s: illegal %s", before.phase, FormatAction(a))
			require.True(t, *s == before, "phase %s: illegal %s changed the state", before.phase, FormatAction(a))
			require.NotEmpty(t, err.Error(), "illegal %s: empty message", FormatAction(a))
			require.Empty(t, ev, "illegal %s: events", FormatAction(a))
		}
		// Whatever happened, the views answer without panicking.
		for p := -1; p < 4; p++ {
			v := s.View(p)
			v.Legal(nil)
		}
		s.Result()
	})
}
