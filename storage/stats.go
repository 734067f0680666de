package storage

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// StatsVersion is the version of the statistics file this build writes.
const StatsVersion = 1

// HistoryLen is how many results each game's history keeps.
const HistoryLen = 50

// Outcome is how a deal or a match ended for the person.
type Outcome string

// Outcomes. Passed is a Skat deal that everybody passed (no game was
// played: neither won nor lost); Abandoned is a match given up before its
// end (a new game started over it).
const (
	Won       Outcome = "won"
	Lost      Outcome = "lost"
	Drawn     Outcome = "drawn"
	Passed    Outcome = "passed"
	Abandoned Outcome = "abandoned"
)

// Role is the person's part in a Skat deal.
type Role string

// Roles; None for games without a declarer and for passed-out deals.
const (
	None     Role = ""
	Declarer Role = "declarer"
	Defender Role = "defender"
)

// Tally counts the person's results in one game with one deck.
type Tally struct {
	Matches     int `json:"matches"` // finished matches (abandoned ones aside)
	MatchesWon  int `json:"matchesWon"`
	MatchesLost int `json:"matchesLost"`
	MatchesDraw int `json:"matchesDrawn"`
	Abandoned   int `json:"abandoned"`

	Deals     int `json:"deals"` // finished deals, passed-out ones included
	DealsWon  int `json:"dealsWon"`
	DealsLost int `json:"dealsLost"`
	DealsDraw int `json:"dealsDrawn"`
	PassedOut int `json:"passedOut"` // Skat: everybody passed

	Points      int `json:"points"`      // the person's deal points, summed
	MatchPoints int `json:"matchPoints"` // the same over finished matches only
	BestDeal    int `json:"bestDeal"`    // best deal score (of deals not passed out)
	BestMatch   int `json:"bestMatch"`   // best match total (of finished matches)

	Streak        int `json:"streak"`        // matches won in a row, now
	LongestStreak int `json:"longestStreak"` // the longest such run

	// Skat: deals as declarer and as defender, and how many were won.
	AsDeclarer  int `json:"asDeclarer"`
	DeclarerWon int `json:"declarerWon"`
	AsDefender  int `json:"asDefender"`
	DefenderWon int `json:"defenderWon"`

	// Undone counts the moves the person took back (the table's undo).
	Undone int `json:"undone,omitempty"`
}

// PlayedDeals are the deals that were played out (not passed out).
func (t Tally) PlayedDeals() int { return t.Deals - t.PassedOut }

// PointsPerDeal is the average over the deals played out (0 with none).
func (t Tally) PointsPerDeal() float64 {
	if t.PlayedDeals() == 0 {
		return 0
	}
	return float64(t.Points) / float64(t.PlayedDeals())
}

// PointsPerMatch is the average over finished matches (0 with none).
func (t Tally) PointsPerMatch() float64 {
	if t.Matches == 0 {
		return 0
	}
	return float64(t.MatchPoints) / float64(t.Matches)
}

// Entry is one result in a game's history.
type Entry struct {
	When    time.Time `json:"when"`
	Deck    string    `json:"deck"`
	Outcome Outcome   `json:"outcome"`
	Points  int       `json:"points"` // the person's points over the match
	Deals   int       `json:"deals"`
	Role    Role      `json:"role,omitempty"`
}

// GameStats are one game's tallies per deck key and its history, newest
// last, and the person's results of the deal of the day.
type GameStats struct {
	Decks   map[string]*Tally `json:"decks"`
	History []Entry           `json:"history"`
	Daily   []DailyResult     `json:"daily,omitempty"`
}

// DailyLen is how many days of deal-of-the-day results each game keeps.
const DailyLen = 366

// DailyResult is the person's result of one day's deal of the day
// (record.Daily): the first match of that day's deal that they finished or
// gave up. Playing it again the same day is allowed, as practice, but does
// not change the result, so the day's result is one honest try.
type DailyResult struct {
	Day     string  `json:"day"` // record.Day's form, "2026-12-04"
	Deck    string  `json:"deck"`
	Outcome Outcome `json:"outcome"`
	Points  int     `json:"points"` // the person's points over the match
	Deals   int     `json:"deals"`
}

// Stats are the person's statistics, per game id.
type Stats struct {
	Games map[string]*GameStats
}

// NewStats returns empty statistics.
func NewStats() *Stats { return &Stats{Games: map[string]*GameStats{}} }

func (s *Stats) game(id string) *GameStats {
	g := s.Games[id]
	if g == nil {
		g = &GameStats{Decks: map[string]*Tally{}}
		s.Games[id] = g
	}
	return g
}

func (s *Stats) tally(game, deck string) *Tally {
	g := s.game(game)
	t := g.Decks[deck]
	if t == nil {
		t = &Tally{}
		g.Decks[deck] = t
	}
	return t
}

// RuleSetKey is the key of GameStats.Decks a match is counted under: its
// deck key alone for the seed's rules ("italian40", as before house rules
// existed, so older statistics keep counting on), and for a match with
// house rules the deck, a "+" and the options as "name=value" pairs sorted
// by name and joined by commas ("italian40+napola=on,re-bello=on"), so that
// the same rules count together whatever order a record wrote them in.
// Each rule set is counted apart: results with Re Bello are not mixed into
// those without.
func RuleSetKey(deck string, opts []record.Option) string {
	if len(opts) == 0 {
		return deck
	}
	pairs := make([]string, len(opts))
	for i, o := range opts {
		pairs[i] = o.Name + "=" + o.Value
	}
	slices.Sort(pairs)
	return deck + "+" + strings.Join(pairs, ",")
}

// SplitRuleSet reads a key of GameStats.Decks back into its deck key and
// options (nil for the seed's rules). A pair without "=" is kept as a name
// with an empty value: the key is only ever shown, never played.
func SplitRuleSet(key string) (deck string, opts []record.Option) {
	deck, rest, ok := strings.Cut(key, "+")
	if !ok || rest == "" {
		return deck, nil
	}
	for pair := range strings.SplitSeq(rest, ",") {
		name, value, _ := strings.Cut(pair, "=")
		opts = append(opts, record.Option{Name: name, Value: value})
	}
	return deck, opts
}

// Tally returns a copy of the counts for a game and deck (zero if none).
func (s *Stats) Tally(game, deck string) Tally {
	if g := s.Games[game]; g != nil && g.Decks[deck] != nil {
		return *g.Decks[deck]
	}
	return Tally{}
}

// History returns a copy of a game's last results, newest last.
func (s *Stats) History(game string) []Entry {
	if g := s.Games[game]; g != nil {
		return append([]Entry(nil), g.History...)
	}
	return nil
}

// Daily returns the person's result of game's deal of the day on day
// ("2026-12-04"), if they have one.
func (s *Stats) Daily(game, day string) (DailyResult, bool) {
	if g := s.Games[game]; g != nil {
		for _, r := range g.Daily {
			if r.Day == day {
				return r, true
			}
		}
	}
	return DailyResult{}, false
}

// Dailies returns a copy of game's deal-of-the-day results, oldest first.
func (s *Stats) Dailies(game string) []DailyResult {
	if g := s.Games[game]; g != nil {
		return append([]DailyResult(nil), g.Daily...)
	}
	return nil
}

// AddDaily keeps r as the result of its day's deal of the day, unless that
// day has one already (it reports whether r was kept). The results stay in
// order of their days, the last DailyLen of them.
func (s *Stats) AddDaily(game string, r DailyResult) bool {
	if _, ok := s.Daily(game, r.Day); ok {
		return false
	}
	g := s.game(game)
	i := len(g.Daily)
	for i > 0 && g.Daily[i-1].Day > r.Day {
		i--
	}
	g.Daily = slices.Insert(g.Daily, i, r)
	if n := len(g.Daily); n > DailyLen {
		g.Daily = append([]DailyResult(nil), g.Daily[n-DailyLen:]...)
	}
	return true
}

// Reset forgets everything.
func (s *Stats) Reset() { s.Games = map[string]*GameStats{} }

// DealResult is a finished deal as the statistics see it.
type DealResult struct {
	Outcome Outcome
	Points  int // the person's score of the deal, in the game's own unit
	Role    Role
}

// JudgeDeal reads the person's result of the deal of game g that has just
// finished from the game's Result. In a game with a declarer
// (games.Info.Declarer, Skat) the score stands at the declarer's seat
// alone, and only there: no seat scored means everybody passed. Otherwise
// the person won the deal with a score above every other seat's, drew on
// a tie for the top. A nil g is a game without a declarer.
func JudgeDeal(g *games.Info, r games.Result, seat int) DealResult {
	if seat < 0 || seat >= len(r.Deal) {
		return DealResult{Outcome: Drawn}
	}
	if hasDeclarer(g) && r.NoDeclarer {
		return judgeNoDeclarer(r, seat)
	}
	if hasDeclarer(g) {
		decl := -1
		for p, v := range r.Deal {
			if v != 0 {
				decl = p
			}
		}
		switch {
		case decl < 0:
			return DealResult{Outcome: Passed}
		case decl == seat && r.Deal[seat] > 0:
			return DealResult{Outcome: Won, Points: r.Deal[seat], Role: Declarer}
		case decl == seat:
			return DealResult{Outcome: Lost, Points: r.Deal[seat], Role: Declarer}
		case r.Deal[decl] < 0:
			return DealResult{Outcome: Won, Role: Defender}
		}
		return DealResult{Outcome: Lost, Role: Defender}
	}
	mine, best := r.Deal[seat], 0
	first := true
	for p, v := range r.Deal {
		if p != seat && (first || v > best) {
			best, first = v, false
		}
	}
	switch {
	case mine > best:
		return DealResult{Outcome: Won, Points: mine}
	case mine < best:
		return DealResult{Outcome: Lost, Points: mine}
	}
	return DealResult{Outcome: Drawn, Points: mine}
}

// judgeNoDeclarer judges a deal played without a declarer (Skat's
// Ramsch): a seat that scored below 0 lost it, one that scored above 0
// (a Durchmarsch) won it; the others won when someone lost, lost to a
// Durchmarsch, and drew when nobody scored. Nobody had a role.
func judgeNoDeclarer(r games.Result, seat int) DealResult {
	mine := r.Deal[seat]
	switch {
	case mine < 0:
		return DealResult{Outcome: Lost, Points: mine}
	case mine > 0:
		return DealResult{Outcome: Won, Points: mine}
	}
	for _, v := range r.Deal {
		switch {
		case v < 0:
			return DealResult{Outcome: Won}
		case v > 0:
			return DealResult{Outcome: Lost}
		}
	}
	return DealResult{Outcome: Drawn}
}

// JudgeMatch reads the person's result of a finished match of game g: in a
// game with a declarer a match of one deal is that deal; otherwise, and for
// a match of several deals (Skat's list), the match winner decides (the
// highest total; no winner is a draw).
func JudgeMatch(g *games.Info, r games.Result, seat int) Outcome {
	if hasDeclarer(g) && r.Deals <= 1 {
		return JudgeDeal(g, r, seat).Outcome
	}
	switch r.Winner {
	case seat:
		return Won
	case -1:
		return Drawn
	}
	return Lost
}

func hasDeclarer(g *games.Info) bool { return g != nil && g.Declarer }

// AddDeal counts a finished deal.
func (s *Stats) AddDeal(game, deck string, d DealResult) {
	t := s.tally(game, deck)
	t.Deals++
	switch d.Outcome {
	case Passed:
		t.PassedOut++
		return
	case Won:
		t.DealsWon++
	case Lost:
		t.DealsLost++
	default:
		t.DealsDraw++
	}
	if t.PlayedDeals() == 1 || d.Points > t.BestDeal {
		t.BestDeal = d.Points
	}
	t.Points += d.Points
	switch d.Role {
	case Declarer:
		t.AsDeclarer++
		if d.Outcome == Won {
			t.DeclarerWon++
		}
	case Defender:
		t.AsDefender++
		if d.Outcome == Won {
			t.DefenderWon++
		}
	}
}

// AddUndo counts one move the person took back.
func (s *Stats) AddUndo(game, deck string) { s.tally(game, deck).Undone++ }

// AddMatch counts a finished match (outcome Won, Lost, Drawn or Passed)
// or an abandoned one, with the person's points over it, and puts it in
// the history. A passed-out Skat deal neither breaks nor extends a streak;
// any other result but a win ends it.
func (s *Stats) AddMatch(game, deck string, e Entry) {
	t := s.tally(game, deck)
	e.Deck = deck
	switch e.Outcome {
	case Abandoned:
		t.Abandoned++
		t.Streak = 0
	case Passed:
		// neither a match won nor lost; the deal is counted as passed out
	default:
		t.Matches++
		t.MatchPoints += e.Points
		if t.Matches == 1 || e.Points > t.BestMatch {
			t.BestMatch = e.Points
		}
		switch e.Outcome {
		case Won:
			t.MatchesWon++
			t.Streak++
			t.LongestStreak = max(t.LongestStreak, t.Streak)
		case Lost:
			t.MatchesLost++
			t.Streak = 0
		default:
			t.MatchesDraw++
			t.Streak = 0
		}
	}
	g := s.game(game)
	g.History = append(g.History, e)
	if n := len(g.History); n > HistoryLen {
		g.History = append([]Entry(nil), g.History[n-HistoryLen:]...)
	}
}

// statsFile is the file's form: a version and the games.
type statsFile struct {
	Version int                   `json:"version"`
	Games   map[string]*GameStats `json:"games"`
}

// EncodeStats writes the statistics file.
func EncodeStats(s *Stats) ([]byte, error) {
	data, err := json.MarshalIndent(statsFile{Version: StatsVersion, Games: s.Games}, "", " ")
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// DecodeStats reads the statistics file, refusing a newer version and any
// count that cannot be (negative, won more than played, a history too
// long), so that a damaged file is set aside rather than shown.
func DecodeStats(data []byte) (*Stats, error) {
	var f statsFile
	if err := json.Unmarshal(data, &f); err != nil {
		return nil, err
	}
	switch {
	case f.Version > StatsVersion:
		return nil, fmt.Errorf("statistics version %d: %w", f.Version, ErrNewerVersion)
	case f.Version < 1:
		return nil, fmt.Errorf("unreadable statistics version %d", f.Version)
	}
	s := NewStats()
	for id, g := range f.Games {
		if g == nil {
			return nil, fmt.Errorf("game %q: no statistics", id)
		}
		if len(g.History) > HistoryLen {
			return nil, fmt.Errorf("game %q: %d results in the history (at most %d)", id, len(g.History), HistoryLen)
		}
		for deck, t := range g.Decks {
			if t == nil {
				return nil, fmt.Errorf("game %q deck %q: no counts", id, deck)
			}
			if err := t.check(); err != nil {
				return nil, fmt.Errorf("game %q deck %q: %w", id, deck, err)
			}
		}
		if err := checkDaily(g.Daily); err != nil {
			return nil, fmt.Errorf("game %q: %w", id, err)
		}
		if g.Decks == nil {
			g.Decks = map[string]*Tally{}
		}
		s.Games[id] = g
	}
	return s, nil
}

// checkDaily refuses deal-of-the-day results that cannot be: too many, a
// day that is not a date, two for one day or out of order, an outcome that
// is not one.
func checkDaily(rs []DailyResult) error {
	if len(rs) > DailyLen {
		return fmt.Errorf("%d deal-of-the-day results (at most %d)", len(rs), DailyLen)
	}
	for i, r := range rs {
		if _, err := record.ParseDay(r.Day); err != nil {
			return fmt.Errorf("deal of the day %q: %w", r.Day, err)
		}
		if i > 0 && r.Day <= rs[i-1].Day {
			return fmt.Errorf("deal of the day %q: not after %q", r.Day, rs[i-1].Day)
		}
		switch r.Outcome {
		case Won, Lost, Drawn, Passed, Abandoned:
		default:
			return fmt.Errorf("deal of the day %q: outcome %q", r.Day, r.Outcome)
		}
		if r.Deals < 0 {
			return fmt.Errorf("deal of the day %q: a negative count", r.Day)
		}
	}
	return nil
}

func (t *Tally) check() error {
	for _, v := range []int{t.Matches, t.MatchesWon, t.MatchesLost, t.MatchesDraw, t.Abandoned,
		t.Deals, t.DealsWon, t.DealsLost, t.DealsDraw, t.PassedOut, t.Streak, t.LongestStreak,
		t.AsDeclarer, t.DeclarerWon, t.AsDefender, t.DefenderWon, t.Undone} {
		if v < 0 {
			return errors.New("a negative count")
		}
	}
	switch {
	case t.MatchesWon+t.MatchesLost+t.MatchesDraw != t.Matches:
		return errors.New("matches won, lost and drawn do not add up")
	case t.DealsWon+t.DealsLost+t.DealsDraw+t.PassedOut != t.Deals:
		return errors.New("deals won, lost, drawn and passed out do not add up")
	case t.Streak > t.LongestStreak || t.LongestStreak > t.MatchesWon:
		return errors.New("a streak longer than the wins")
	case t.DeclarerWon > t.AsDeclarer || t.DefenderWon > t.AsDefender:
		return errors.New("more Skat deals won than played")
	}
	return nil
}
