package storage

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// TestKeeper_DealOfTheDay: a match of the deal of the day (known by its
// seed alone) is kept as that day's result when it ends or is given up;
// other matches are not.
func TestKeeper_DealOfTheDay(t *testing.T) {
	g := gameInfo(t, "scopa")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)

	dec4 := record.Day{Year: 2026, Month: time.December, Day: 4}
	final := playThrough(t, k, g, record.Daily("scopa", "", dec4).Seed, -1)
	got, ok := k.Stats().Daily("scopa", "2026-12-04")
	require.True(t, ok, "the finished deal of the day is not in the statistics")
	assert.Equal(t, JudgeMatch(g, final.Result(), Seat), got.Outcome)
	assert.Equal(t, k.Stats().History("scopa")[0].Points, got.Points)
	assert.Equal(t, final.Result().Deals, got.Deals)
	assert.Equal(t, "italian40", got.Deck)

	// The next day's deal, half played, then a match of the app's own over
	// it: the day's result is the abandoned match.
	dec5 := record.Day{Year: 2026, Month: time.December, Day: 5}
	playThrough(t, k, g, record.Daily("scopa", "", dec5).Seed, 10)
	_, ok = k.Stats().Daily("scopa", "2026-12-05")
	assert.False(t, ok, "a deal of the day in progress has a result")
	playThrough(t, k, g, 5, -1)
	got, ok = k.Stats().Daily("scopa", "2026-12-05")
	require.True(t, ok)
	assert.Equal(t, Abandoned, got.Outcome)

	// The app's own match is no deal of the day; the results survive a
	// restart.
	require.NoError(t, k.Flush())
	k2, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	days := k2.Stats().Dailies("scopa")
	require.Len(t, days, 2)
	assert.Equal(t, []string{"2026-12-04", "2026-12-05"}, []string{days[0].Day, days[1].Day})
}

func TestStats_AddDailyKeepsTheFirstTry(t *testing.T) {
	s := NewStats()
	assert.True(t, s.AddDaily("skat", DailyResult{Day: "2026-12-04", Outcome: Lost, Points: -48, Deals: 1}))
	assert.False(t, s.AddDaily("skat", DailyResult{Day: "2026-12-04", Outcome: Won, Points: 36, Deals: 1}), "a second try replaced the first")
	got, ok := s.Daily("skat", "2026-12-04")
	require.True(t, ok)
	assert.Equal(t, Lost, got.Outcome)

	// Days stay in order whatever order they come in (a match begun before
	// midnight may end after the next day's).
	s.AddDaily("skat", DailyResult{Day: "2026-12-06", Outcome: Won})
	s.AddDaily("skat", DailyResult{Day: "2026-12-05", Outcome: Won})
	var order []string
	for _, r := range s.Dailies("skat") {
		order = append(order, r.Day)
	}
	assert.Equal(t, []string{"2026-12-04", "2026-12-05", "2026-12-06"}, order)
	_, ok = s.Daily("scopa", "2026-12-04")
	assert.False(t, ok, "a result of another game")

	// At most DailyLen days are kept, the newest.
	s = NewStats()
	start := time.Date(2025, time.January, 1, 0, 0, 0, 0, time.UTC)
	for i := range DailyLen + 5 {
		s.AddDaily("gostop", DailyResult{Day: record.DayOf(start.AddDate(0, 0, i)).String(), Outcome: Won})
	}
	days := s.Dailies("gostop")
	require.Len(t, days, DailyLen)
	assert.Equal(t, record.DayOf(start.AddDate(0, 0, DailyLen+4)).String(), days[DailyLen-1].Day)
}

func TestStats_DailyFileRoundTripAndRefusals(t *testing.T) {
	s := NewStats()
	s.AddDaily("gostop", DailyResult{Day: "2026-12-04", Deck: "hwatu48", Outcome: Won, Points: 7, Deals: 1})
	data, err := EncodeStats(s)
	require.NoError(t, err)
	got, err := DecodeStats(data)
	require.NoError(t, err)
	assert.Equal(t, s.Dailies("gostop"), got.Dailies("gostop"))

	file := func(daily string) string {
		return fmt.Sprintf(`{"version":1,"games":{"gostop":{"decks":{},"history":[],"daily":[%s]}}}`, daily)
	}
	_, err = DecodeStats([]byte(file(`{"day":"2026-12-04","outcome":"won","deals":1}`)))
	require.NoError(t, err, "the file form the tests below change is refused itself")
	for _, b := range []struct{ name, daily string }{
		{"not a date", `{"day":"yesterday","outcome":"won"}`},
		{"no such day", `{"day":"2026-02-30","outcome":"won"}`},
		{"two results for one day", `{"day":"2026-12-04","outcome":"won"},{"day":"2026-12-04","outcome":"lost"}`},
		{"out of order", `{"day":"2026-12-05","outcome":"won"},{"day":"2026-12-04","outcome":"lost"}`},
		{"no such outcome", `{"day":"2026-12-04","outcome":"great"}`},
		{"a negative count", `{"day":"2026-12-04","outcome":"won","deals":-1}`},
	} {
		_, err := DecodeStats([]byte(file(b.daily)))
		assert.Error(t, err, b.name)
	}
}
