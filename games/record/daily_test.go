package record

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDaily_OneDealPerGamePerDay(t *testing.T) {
	day := Day{2026, time.December, 4}
	a, b := Daily("scopa", "", day), Daily("scopa", "", day)
	assert.Equal(t, a, b, "two players on the same day get different deals")
	assert.Equal(t, -1, a.Dealer, "the first dealer is drawn from the seed")

	seeds := map[uint64]Day{}
	for d := range 3 * 366 {
		t0 := time.Date(2025, time.January, 1+d, 0, 0, 0, 0, time.UTC)
		day := DayOf(t0)
		s := Daily("skat", "", day).Seed
		if prev, dup := seeds[s]; dup {
			t.Fatalf("%v and %v share the seed %#x", prev, day, s)
		}
		seeds[s] = day
	}
	// Neighbouring days must not give neighbouring seeds: the match
	// generator is seeded from them, and nearby PCG seeds deal alike.
	s1, s2 := Daily("skat", "", Day{2026, 3, 1}).Seed, Daily("skat", "", Day{2026, 3, 2}).Seed
	assert.Greater(t, popcount(s1^s2), 16, "the seeds of two days differ in few bits")
}

func popcount(x uint64) int {
	n := 0
	for ; x != 0; x &= x - 1 {
		n++
	}
	return n
}

func TestDailyDay_ReadsTheDayBack(t *testing.T) {
	for _, tc := range []struct {
		name string
		day  Day
	}{
		{"today", Day{2026, time.December, 4}},
		{"a leap day", Day{2028, time.February, 29}},
		{"the last day of a year", Day{2026, time.December, 31}},
		{"before 1970", Day{1969, time.July, 20}},
		{"far ahead", Day{2199, time.January, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := Daily("gostop", "hwatu48", tc.day)
			got, ok := DailyDay(rec)
			require.True(t, ok)
			assert.Equal(t, tc.day, got)

			// The same match opened from its deal code is still the day's.
			code, err := DealCode(rec)
			require.NoError(t, err)
			back, err := ParseDealCode(code)
			require.NoError(t, err)
			got, ok = DailyDay(back)
			require.True(t, ok, "the deal code %s lost the daily deal", code)
			assert.Equal(t, tc.day, got)
		})
	}
}

func TestDailyDay_OtherMatchesAreNot(t *testing.T) {
	daily := Daily("scopa", "", Day{2026, time.December, 4})
	for _, tc := range []struct {
		name string
		rec  *Record
	}{
		{"a seed of the app's", &Record{Game: "scopa", Seed: 42, Dealer: -1}},
		{"the daily seed with a dealer set", &Record{Game: "scopa", Seed: daily.Seed, Dealer: 1}},
		{"the daily seed with explicit deals", &Record{Game: "scopa", Seed: daily.Seed, Dealer: -1, Deals: [][]string{{"D7"}}}},
		{"the daily seed with a rule option", &Record{Game: "scopa", Seed: daily.Seed, Dealer: -1, Options: []Option{{"to", "21"}}}},
		{"no record", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ok := DailyDay(tc.rec)
			assert.False(t, ok)
		})
	}
}

func TestDay_StringAndParse(t *testing.T) {
	d := Day{2026, time.March, 7}
	assert.Equal(t, "2026-03-07", d.String())
	back, err := ParseDay("2026-03-07")
	require.NoError(t, err)
	assert.Equal(t, d, back)
	for _, bad := range []string{"", "2026-13-01", "07.03.2026", "2026-02-30"} {
		_, err := ParseDay(bad)
		assert.Error(t, err, bad)
	}
}

func TestMix_Inverts(t *testing.T) {
	for _, v := range []uint64{0, 1, 0xCA2DDA1100004E20, 1<<64 - 1, 0x0123456789abcdef} {
		assert.Equal(t, v, unmix(mix(v)), "%#x", v)
	}
}
