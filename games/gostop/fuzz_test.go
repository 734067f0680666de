package gostop

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
)

// FuzzApply feeds arbitrary Action values, mixed with legal moves so that
// every phase is reached: Apply must never panic, must accept exactly the
// actions Legal lists, and must leave the state untouched when it refuses
// one (with ErrIllegal). Run with go test ./games/gostop -fuzz FuzzApply.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), []byte{0, 2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0})
	f.Add(uint64(35), []byte("\x01\x10\xff\x01\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00\x00\x00\x00\x00"))
	f.Add(uint64(601), make([]byte, 90))
	f.Add(uint64(31), make([]byte, 120)) // every house rule on
	f.Add(uint64(95), make([]byte, 120)) // and 3 bonus cards
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		// The seed's low five bits choose the house rules, so that the
		// fuzzer reaches every combination of them.
		opts := map[string]string{}
		for i, spec := range Info().Options {
			if spec.Kind == games.OptionSwitch && seed>>i&1 != 0 {
				opts[spec.Name] = games.On
			}
		}
		// Bits 5 and 6 add the bonus cards: none, 2, 3, none.
		s, err := NewBonus(games.Config{Seed: seed, Dealer: -1, Options: opts}, [4]int{0, 2, 3, 0}[seed>>5&3])
		require.NoError(t, err)
		var buf []games.Action
		for len(data) > 0 && !s.Done() {
			buf = s.Legal(buf[:0])
			var a games.Action
			if data[0]%2 == 0 || len(data) < 9 {
				a = buf[int(data[0]/2)%len(buf)]
				data = data[1:]
			} else {
				a = games.Action(binary.LittleEndian.Uint64(data[1:9]))
				data = data[9:]
			}
			before := *s
			_, err := s.Apply(a, nil)
			require.Equal(t, contains(buf, a), err == nil, "%s (%#x) in phase %d: listed by Legal (expected) against accepted by Apply (actual), error %v", FormatAction(a), uint64(a), before.pub.Phase, err)
			if err != nil {
				require.ErrorIs(t, err, games.ErrIllegal, "refused %#x", uint64(a))
				require.True(t, same(s, &before), "refused %#x changed the state", uint64(a))
			}
		}
	})
}
