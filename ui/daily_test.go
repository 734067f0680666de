package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/env"
)

// lateEvening is 23:30 on 4 December west of Greenwich: already 5 December
// in UTC, still the 4th on the person's calendar.
var lateEvening = time.Date(2026, time.December, 4, 23, 30, 0, 0, time.FixedZone("UTC-5", -5*3600))

// dailyButtons are the home tiles' deal-of-the-day buttons, in tile order.
func dailyButtons(t *testing.T, s *Shell) []*widget.Button {
	t.Helper()
	bs := find(s.nav.top().obj, func(b *widget.Button) bool { return b.Text == "Deal of the day" })
	require.Len(t, bs, len(s.games), "one deal-of-the-day button per tile")
	return bs
}

// TestDealOfTheDay_TileOpensTodaysMatch: each tile's button opens its
// game's match of the person's date, with the tile's deck; the next day
// opens another.
func TestDealOfTheDay_TileOpensTodaysMatch(t *testing.T) {
	now := lateEvening
	tables := &openedTables{}
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory, Now: func() time.Time { return now }})
	dec4 := record.Day{Year: 2026, Month: time.December, Day: 4}
	for i, g := range s.games {
		s.nav.home()
		test.Tap(dailyButtons(t, s)[i])
		require.Len(t, tables.res, i+1, "%s: no table opened", g.ID)
		got := tables.res[i].Record
		want := record.Daily(g.ID, cards.ByID(g.Decks[0]).Key(), dec4)
		assert.True(t, got.Equal(want), "%s: opened %+v, want today's %+v", g.ID, *got, *want)
		day, ok := record.DailyDay(got)
		assert.True(t, ok && day == dec4, "%s: the match is not the deal of 4 December", g.ID)
		assert.Equal(t, g.Decks[0], tables.deck[i])
	}

	now = now.Add(24 * time.Hour)
	s.nav.home()
	test.Tap(dailyButtons(t, s)[0])
	next := tables.res[len(tables.res)-1].Record
	assert.NotEqual(t, tables.res[0].Record.Seed, next.Seed, "the next day deals the same match")
}

// TestDealOfTheDay_GoesOnWithTodaysSave: a deal of the day begun earlier
// today goes on where it was left (no question); a saved match of another
// kind is only given up after the person says so.
func TestDealOfTheDay_GoesOnWithTodaysSave(t *testing.T) {
	g, err := catalog.Lookup("scopa")
	require.NoError(t, err)
	dec4 := record.Day{Year: 2026, Month: time.December, Day: 4}
	begun := func(h *record.Record) *record.Record {
		rec, _, err := record.Play(g, h, func(_ games.State, legal []games.Action) games.Action { return legal[0] })
		require.NoError(t, err)
		rec.Moves = rec.Moves[:5]
		return rec
	}
	for _, tc := range []struct {
		name  string
		saved *record.Record
		asked bool
	}{
		{"today's deal, begun", begun(record.Daily("scopa", "italian40", dec4)), false},
		{"yesterday's deal, begun", begun(record.Daily("scopa", "italian40", record.Day{Year: 2026, Month: time.December, Day: 3})), true},
		{"a match of the app's own", begun(&record.Record{Game: "scopa", Deck: "italian40", Seed: 7, Dealer: -1}), true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, _ := keeperWith(t, nil, storage.Match{Record: tc.saved, Level: env.AILevels()[0]})
			tables := &openedTables{}
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory, Keeper: k, Now: func() time.Time { return lateEvening }})
			for _, d := range s.w.Canvas().Overlays().List() { // the resume offer on start
				s.w.Canvas().Overlays().Remove(d)
			}
			test.Tap(dailyButtons(t, s)[indexOf(s.games, "scopa")])
			if !tc.asked {
				require.Len(t, tables.res, 1)
				assert.True(t, tables.res[0].Record.Equal(tc.saved), "today's save did not go on")
				return
			}
			assert.Empty(t, tables.res, "a saved match was given up without asking")
			d := topDialog(s)
			require.NotNil(t, d)
			test.Tap(button(t, d, "Play this one"))
			require.Len(t, tables.res, 1)
			assert.True(t, tables.res[0].Record.Equal(record.Daily("scopa", "italian40", dec4)))
		})
	}
}

func indexOf(gs []*games.Info, id string) int {
	for i, g := range gs {
		if g.ID == id {
			return i
		}
	}
	return -1
}

// TestDealOfTheDay_ResultShown: today's result ticks the tile's button and
// is on the statistics screen with the count of days played and won.
func TestDealOfTheDay_ResultShown(t *testing.T) {
	st := storage.NewStats()
	st.AddMatch("skat", "german32", storage.Entry{Outcome: storage.Won, Points: 36})
	st.AddDaily("skat", storage.DailyResult{Day: "2026-12-03", Outcome: storage.Lost})
	st.AddDaily("skat", storage.DailyResult{Day: "2026-12-04", Outcome: storage.Won, Points: 36})
	k, _ := keeperWith(t, st)
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, Now: func() time.Time { return lateEvening }})
	for _, d := range s.w.Canvas().Overlays().List() {
		s.w.Canvas().Overlays().Remove(d)
	}
	bs := dailyButtons(t, s)
	for i, g := range s.games {
		want := theme.CalendarIcon()
		if g.ID == "skat" {
			want = theme.ConfirmIcon()
		}
		assert.Equal(t, want.Name(), bs[i].Icon.Name(), "%s's button", g.ID)
	}

	s.openStats()
	got := strings.Join(texts(s.nav.top().obj), "|")
	for _, want := range []string{"Deals of the day played|2", "Deals of the day won|1 (50%)", "Deal of the day today|Won"} {
		assert.Contains(t, got, want)
	}
}
