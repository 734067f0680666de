package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
)

// The deal of the day (games/record/daily.go): each home tile has a button
// that opens the game's match of today's date, the same for every player.
// The shell is the one place that reads the clock for it (Deps.Now); the
// keeper knows such a match by its seed and keeps the person's result in
// the statistics, where buildStats shows it.

// now is the shell's clock: Deps.Now, or the system's.
func (s *Shell) now() time.Time {
	if s.deps.Now != nil {
		return s.deps.Now()
	}
	return time.Now()
}

// today is the person's calendar date.
func (s *Shell) today() record.Day { return record.DayOf(s.now()) }

// dailyButton is a tile's button for the deal of the day; deck is the deck
// the tile has chosen when it is pressed. Once today's deal has a result,
// its icon is a tick (it can still be played again, as practice).
func (s *Shell) dailyButton(g *games.Info, deck func() cards.DeckID) *keyButton {
	icon := theme.CalendarIcon()
	if _, done := s.openedStats().Daily(g.ID, s.today().String()); done { // not opened yet: a tick once it is (keeper)
		icon = theme.ConfirmIcon()
	}
	return newKeyButton(s.w, s.l.T("home.daily", "Deal of the day"), icon, func() { s.playDaily(g, deck()) })
}

// playDaily opens today's deal of g with deck d. When it is the saved match
// already (begun earlier today), that match goes on; any other saved match
// is only given up after the person says so (openRecord).
func (s *Shell) playDaily(g *games.Info, d cards.DeckID) {
	key := ""
	if deck := cards.ByID(d); deck != nil {
		key = deck.Key()
	}
	rec := record.Daily(g.ID, key, s.today())
	if res, deck, ok := s.savedMatch(g); ok {
		if day, daily := record.DailyDay(res.Record); daily && day == s.today() {
			s.openTable(g, deck, res)
			return
		}
	}
	s.openRecord(g, rec)
}

// dailyGrid is a game's deal-of-the-day results on the statistics screen:
// how many were played and won, and today's.
func (s *Shell) dailyGrid(rs []storage.DailyResult) fyne.CanvasObject {
	l := s.l
	grid := s.pairGrid()
	won := 0
	for _, r := range rs {
		if r.Outcome == storage.Won {
			won++
		}
	}
	today := l.T("stats.daily.notYet", "Not played yet")
	for _, r := range rs {
		if r.Day == s.today().String() {
			today = s.outcomeName(storage.Entry{Outcome: r.Outcome})
		}
	}
	grid.add(l.T("stats.daily.played", "Deals of the day played"), l.Int(len(rs)))
	grid.add(l.T("stats.daily.won", "Deals of the day won"), s.ofPlayed(won, len(rs)))
	grid.add(l.T("stats.daily.today", "Deal of the day today"), today)
	return grid.c
}
