package storage

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
)

func TestJudgeDeal(t *testing.T) {
	cases := []struct {
		name string
		game string
		deal []int
		want DealResult
	}{
		{"Skat: everybody passed is passed out, not lost", "skat", []int{0, 0, 0}, DealResult{Outcome: Passed}},
		{"Skat: the person's game won", "skat", []int{48, 0, 0}, DealResult{Outcome: Won, Points: 48, Role: Declarer}},
		{"Skat: the person's game lost", "skat", []int{-96, 0, 0}, DealResult{Outcome: Lost, Points: -96, Role: Declarer}},
		{"Skat: the declarer opposite lost, the defenders won", "skat", []int{0, -46, 0}, DealResult{Outcome: Won, Role: Defender}},
		{"Skat: the declarer opposite won", "skat", []int{0, 0, 23}, DealResult{Outcome: Lost, Role: Defender}},
		{"Scopa: more points than the computer", "scopa", []int{4, 2}, DealResult{Outcome: Won, Points: 4}},
		{"Scopa: a tie", "scopa", []int{3, 3}, DealResult{Outcome: Drawn, Points: 3}},
		{"Schnapsen: the computer took the game points", "schnapsen", []int{0, 2}, DealResult{Outcome: Lost}},
		{"Go-Stop: a payout to the person", "gostop", []int{12, -6, -6}, DealResult{Outcome: Won, Points: 12}},
		{"Go-Stop: nagari, nobody scored", "gostop", []int{0, 0, 0}, DealResult{Outcome: Drawn}},
		{"Go-Stop: the person paid", "gostop", []int{-4, 8, -4}, DealResult{Outcome: Lost, Points: -4}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, JudgeDeal(gameInfo(t, c.game), games.Result{Deal: c.deal, Winner: -1}, 0))
		})
	}
	// Skat's Ramsch has no declarer: each seat's score is its own, and
	// nobody has a role. (Judged as a declarer's game, the second of two
	// losers "won" as a defender.)
	ramsch := []struct {
		name string
		deal []int
		want DealResult
	}{
		{"Ramsch: the person took the most points", []int{-55, 0, 0}, DealResult{Outcome: Lost, Points: -55}},
		{"Ramsch: the person tied for the most with another", []int{-50, -50, 0}, DealResult{Outcome: Lost, Points: -50}},
		{"Ramsch: another lost", []int{0, 0, -140}, DealResult{Outcome: Won}},
		{"Ramsch: the person's Durchmarsch", []int{120, 0, 0}, DealResult{Outcome: Won, Points: 120}},
		{"Ramsch: another's Durchmarsch", []int{0, 120, 0}, DealResult{Outcome: Lost}},
		{"Ramsch: all three at 40", []int{0, 0, 0}, DealResult{Outcome: Drawn}},
	}
	for _, c := range ramsch {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, JudgeDeal(gameInfo(t, "skat"), games.Result{Deal: c.deal, Winner: -1, NoDeclarer: true}, 0))
		})
	}
}

func TestJudgeMatch(t *testing.T) {
	cases := []struct {
		name   string
		game   string
		deal   []int
		winner int
		want   Outcome
	}{
		{"Schnapsen: the person won the Bummerl", "schnapsen", []int{3, 0}, 0, Won},
		{"Schnapsen: the computer won it", "schnapsen", []int{0, 1}, 1, Lost},
		{"Scopa: no winner is a draw", "scopa", []int{1, 1}, -1, Drawn},
		{"Skat: a passed-out deal is a passed-out match", "skat", []int{0, 0, 0}, -1, Passed},
		{"Skat: winning as defender wins the match", "skat", []int{0, -60, 0}, -1, Won},
		{"Skat: the declarer opposite won", "skat", []int{0, 30, 0}, 1, Lost},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, JudgeMatch(gameInfo(t, c.game), games.Result{Deal: c.deal, Winner: c.winner}, 0))
		})
	}
	// A Skat list is one match of many deals: the highest total wins it,
	// whoever declared the last deal. (Mutation tried: every Skat match
	// judged by its last deal — the list below, its last game lost by the
	// person, counted as lost.)
	list := []struct {
		name   string
		winner int
		want   Outcome
	}{
		{"Skat list: the person's total is the highest", 0, Won},
		{"Skat list: another's total is", 2, Lost},
		{"Skat list: a tie for the top", -1, Drawn},
	}
	for _, c := range list {
		t.Run(c.name, func(t *testing.T) {
			r := games.Result{Deal: []int{-60, 0, 0}, Match: []int{300, 120, 200}, Winner: c.winner, Deals: 12}
			assert.Equal(t, c.want, JudgeMatch(gameInfo(t, "skat"), r, 0))
		})
	}
}

// TestStats_Counting feeds sequences of deals and matches and checks every
// count that the statistics screen shows.
func TestStats_Counting(t *testing.T) {
	type ev struct {
		deal  *DealResult
		match *Entry
	}
	d := func(o Outcome, pts int, r Role) ev { return ev{deal: &DealResult{Outcome: o, Points: pts, Role: r}} }
	m := func(o Outcome, pts int) ev { return ev{match: &Entry{Outcome: o, Points: pts}} }
	cases := []struct {
		name   string
		events []ev
		want   Tally
	}{
		{"nothing played", nil, Tally{}},
		{"Skat: a passed-out deal is neither won nor lost and keeps the streak",
			[]ev{d(Won, 24, Declarer), m(Won, 24), d(Passed, 0, None), m(Passed, 0), d(Won, 0, Defender), m(Won, 0)},
			Tally{Matches: 2, MatchesWon: 2, Deals: 3, DealsWon: 2, PassedOut: 1, Points: 24, MatchPoints: 24,
				BestDeal: 24, BestMatch: 24, Streak: 2, LongestStreak: 2, AsDeclarer: 1, DeclarerWon: 1, AsDefender: 1, DefenderWon: 1}},
		{"Skat: a lost game as declarer",
			[]ev{d(Lost, -72, Declarer), m(Lost, -72)},
			Tally{Matches: 1, MatchesLost: 1, Deals: 1, DealsLost: 1, Points: -72, MatchPoints: -72, BestDeal: -72, BestMatch: -72, AsDeclarer: 1}},
		{"an abandoned match ends the streak and is not a match played",
			[]ev{m(Won, 7), m(Won, 7), d(Won, 2, None), m(Abandoned, 2), m(Won, 7)},
			Tally{Matches: 3, MatchesWon: 3, Abandoned: 1, Deals: 1, DealsWon: 1, Points: 2, MatchPoints: 21,
				BestDeal: 2, BestMatch: 7, Streak: 1, LongestStreak: 2}},
		{"draws and losses end the streak; best and points over several deals",
			[]ev{d(Won, 5, None), d(Drawn, 3, None), d(Lost, -1, None), m(Won, 7), m(Drawn, 0), m(Won, 9), m(Won, 1), m(Lost, -3)},
			Tally{Matches: 5, MatchesWon: 3, MatchesLost: 1, MatchesDraw: 1, Deals: 3, DealsWon: 1, DealsDraw: 1, DealsLost: 1,
				Points: 7, MatchPoints: 14, BestDeal: 5, BestMatch: 9, Streak: 0, LongestStreak: 2}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := NewStats()
			for _, e := range c.events {
				if e.deal != nil {
					s.AddDeal("g", "d", *e.deal)
				} else {
					s.AddMatch("g", "d", *e.match)
				}
			}
			got := s.Tally("g", "d")
			assert.Equal(t, c.want, got)
			require.NoError(t, got.check(), "the counts must pass the file's own check")
		})
	}
}

func TestStats_AveragesAndHistory(t *testing.T) {
	s := NewStats()
	for i := range HistoryLen + 7 {
		s.AddDeal("scopa", "italian40", DealResult{Outcome: Won, Points: 4})
		s.AddMatch("scopa", "italian40", Entry{Outcome: Won, Points: i})
	}
	tl := s.Tally("scopa", "italian40")
	assert.InDelta(t, 4.0, tl.PointsPerDeal(), 1e-9)
	assert.InDelta(t, float64((HistoryLen+6)*(HistoryLen+7)/2)/float64(HistoryLen+7), tl.PointsPerMatch(), 1e-9)
	h := s.History("scopa")
	require.Len(t, h, HistoryLen)
	assert.Equal(t, 7, h[0].Points, "the oldest results go first")
	assert.Equal(t, HistoryLen+6, h[len(h)-1].Points)
	assert.Equal(t, "italian40", h[0].Deck)
	assert.Equal(t, Tally{}, s.Tally("skat", "german32"))
}

func TestStats_FileRoundTripAndRefusals(t *testing.T) {
	s := NewStats()
	s.AddDeal("skat", "german32", DealResult{Outcome: Won, Points: 36, Role: Declarer})
	s.AddMatch("skat", "german32", Entry{When: fixedNow, Outcome: Won, Points: 36, Role: Declarer})
	data, err := EncodeStats(s)
	require.NoError(t, err)
	got, err := DecodeStats(data)
	require.NoError(t, err)
	assert.Equal(t, s.Tally("skat", "german32"), got.Tally("skat", "german32"))
	assert.Equal(t, s.History("skat"), got.History("skat"))

	bad := []struct{ name, text string }{
		{"newer version", `{"version":2,"games":{}}`},
		{"no version", `{"games":{}}`},
		{"not JSON", `{"version":1,"games":`},
		{"a negative count", `{"version":1,"games":{"skat":{"decks":{"german32":{"matches":-1}}}}}`},
		{"more won than played", `{"version":1,"games":{"skat":{"decks":{"german32":{"matches":1,"matchesWon":2}}}}}`},
	}
	for _, b := range bad {
		_, err := DecodeStats([]byte(b.text))
		assert.Error(t, err, b.name)
	}
	for n := range len(data) - 1 { // the last byte is the newline
		if _, err := DecodeStats(data[:n]); err == nil {
			t.Fatalf("statistics cut at byte %d were accepted", n)
		}
	}

	st := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }}
	require.NoError(t, os.WriteFile(filepath.Join(st.Dir, StatsFile), []byte(bad[0].text), 0o600))
	empty, err := st.LoadStats()
	var dmg *Damaged
	require.ErrorAs(t, err, &dmg)
	assert.Equal(t, KindStats, dmg.Kind)
	assert.ErrorIs(t, err, ErrNewerVersion)
	assert.Empty(t, empty.Games)
}
