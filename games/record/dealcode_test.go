package record

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDealCode_RoundTrip(t *testing.T) {
	for _, tc := range []struct {
		name string
		rec  Record
	}{
		{"seed zero, everything by default", Record{Game: "skat", Dealer: -1}},
		{"a small seed", Record{Game: "scopa", Seed: 7, Dealer: -1}},
		{"the largest seed", Record{Game: "gostop", Seed: math.MaxUint64, Dealer: -1}},
		{"a deck named", Record{Game: "schnapsen", Deck: "french20", Seed: 81234, Dealer: -1}},
		{"the other deck", Record{Game: "schnapsen", Deck: "german20", Seed: 1 << 40, Dealer: -1}},
		{"a dealer named", Record{Game: "skat", Deck: "german32", Seed: 12345678901234, Dealer: 2}},
		{"dealer p0", Record{Game: "gostop", Seed: 99, Dealer: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, err := DealCode(&tc.rec)
			require.NoError(t, err)
			assert.True(t, strings.HasPrefix(code, tc.rec.Game+"-"), "code %q: want %s- first", code, tc.rec.Game)
			assert.Len(t, code, len(tc.rec.Game)+1+17+3, "code %q: want %s- and 17 digits in four groups", code, tc.rec.Game)
			for _, in := range []string{code, strings.ToLower(code), strings.ToUpper(code), " " + strings.ReplaceAll(code, "-", " ") + " "} {
				got, err := ParseDealCode(in)
				require.NoError(t, err, "parse %q", in)
				assert.True(t, got.Equal(&tc.rec), "parse %q = %+v, want %+v", in, *got, tc.rec)
			}
		})
	}
}

func TestDealCode_Refused(t *testing.T) {
	good, err := DealCode(&Record{Game: "skat", Seed: 4242, Dealer: -1})
	require.NoError(t, err)
	for _, tc := range []struct {
		name, code string
		want       error
	}{
		{"empty", "", ErrCodeFormat},
		{"no dash", "skat", ErrCodeFormat},
		{"a digit in the game", "sk4t" + good[4:], ErrCodeFormat},
		{"one digit short", good[:len(good)-1], ErrCodeFormat},
		{"one digit too many", good + "0", ErrCodeFormat},
		{"a U", good[:6] + "U" + good[7:], ErrCodeChar},
		{"a sign", good[:6] + "*" + good[7:], ErrCodeChar},
		{"another game's name", "gostop" + good[4:], ErrCodeChecksum},
		{"a mistyped digit", good[:len(good)-4] + "Z" + good[len(good)-3:], ErrCodeChecksum},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseDealCode(tc.code)
			assert.ErrorIs(t, err, tc.want, "ParseDealCode(%q)", tc.code)
		})
	}
}

// TestDealCode_EveryTypoRefused changes each character of codes of every
// game to every other character a person might type, deletes it, doubles
// it and swaps it with its neighbour: each must be refused, unless it reads
// as the same code (a case change, O for 0, a dash for a space).
func TestDealCode_EveryTypoRefused(t *testing.T) {
	alphabet := "abcdefghijklmnopqrstuvwxyz" + codeDigits + "-"
	recs := []Record{
		{Game: "skat", Seed: 4242, Dealer: -1},
		{Game: "schnapsen", Deck: "french20", Seed: 0xdeadbeefcafe, Dealer: 1},
		{Game: "scopa", Seed: math.MaxUint64, Dealer: -1},
		{Game: "gostop", Seed: 1, Dealer: 0},
	}
	tried := 0
	for _, rec := range recs {
		code, err := DealCode(&rec)
		require.NoError(t, err)
		same := func(s string) bool {
			got, err := ParseDealCode(s)
			if err != nil {
				return false
			}
			assert.True(t, got.Equal(&rec), "typo %q of %q accepted as another deal %+v", s, code, *got)
			return true
		}
		undashed := func(s string) string { return strings.ReplaceAll(s, "-", "") }
		// A deletion or a doubling is refused unless it was of a dash.
		refused := func(s string) {
			tried++
			if _, err := ParseDealCode(s); err == nil {
				assert.Equal(t, undashed(code), undashed(s), "typo %q of %q accepted", s, code)
			}
		}
		for i := 0; i < len(code); i++ {
			for _, c := range alphabet {
				s := code[:i] + string(c) + code[i+1:]
				if s == code || strings.EqualFold(s, code) {
					continue
				}
				tried++
				if same(s) {
					// Accepted: it must be the same code read another way.
					norm := func(x string) string {
						return strings.NewReplacer("-", "", "O", "0", "I", "1", "L", "1").Replace(strings.ToUpper(x))
					}
					assert.Equal(t, norm(code), norm(s), "typo %q of %q accepted", s, code)
				}
			}
			refused(code[:i] + code[i+1:])
			refused(code[:i] + code[i:i+1] + code[i:])
			if i+1 < len(code) && code[i] != code[i+1] {
				s := code[:i] + code[i+1:i+2] + code[i:i+1] + code[i+2:]
				if _, err := ParseDealCode(s); err == nil {
					assert.Equal(t, undashed(code), undashed(s), "swap %q of %q accepted", s, code)
				}
			}
		}
	}
	require.GreaterOrEqual(t, tried, 4000, "typos tried")
}

func TestDealCode_NoCode(t *testing.T) {
	for _, tc := range []struct {
		name string
		rec  *Record
	}{
		{"no record", nil},
		{"no game", &Record{Dealer: -1}},
		{"explicit deals", &Record{Game: "skat", Dealer: -1, Deals: [][]string{{"CA"}}}},
		{"rule options", &Record{Game: "skat", Dealer: -1, Options: []Option{{"x", "y"}}}},
		{"an unknown deck", &Record{Game: "skat", Deck: "tarot78", Dealer: -1}},
		{"an upper-case game", &Record{Game: "Skat", Dealer: -1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, err := DealCode(tc.rec)
			assert.Error(t, err, "DealCode = %q, want an error", code)
		})
	}
}
