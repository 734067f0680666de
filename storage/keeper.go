package storage

import (
	"errors"
	"slices"
	"sync"
	"time"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
)

// Keeper is what the app's tables report every move to: it saves the match
// in progress after each one, deletes the save when the match is over, and
// counts deals, matches and abandoned matches in the statistics. It is safe
// for use from several goroutines, though the app calls it from the UI
// goroutine only.
//
// Its calls never wait for the disk: they update the keeper's own copy at
// once (Saved and Stats see it) and hand the files to a writer goroutine
// (writer.go), which writes them in order, the newest last. Flush waits
// until they are on disk; the app calls it when it quits.
type Keeper struct {
	mu    sync.Mutex
	store *Store
	games []*games.Info
	stats *Stats
	// saved are the matches in progress by game id: those found on start
	// and those the tables have reported since.
	saved map[string]*tracked
	// OnError, if set, is told of every failed write (the app tells the
	// person once); a failed save leaves the previous file in place. It is
	// called on the writer's goroutine, never on the caller's: set it
	// before the first move.
	OnError func(error)
	now     func() time.Time
	// moves counts the moves reported to Moved; each tracked match keeps
	// the count at its last one, which orders the matches by recency
	// without a clock (the saves found on start are numbered first, in
	// the order of their files' times).
	moves int
	w     *writer
}

// tracked is one game's match in progress.
type tracked struct {
	match  Match
	header record.Record // the record without its moves: which match it is
	deals  int           // finished deals counted in the statistics
	points int           // the person's points over those deals
	done   bool
	// last is Keeper.moves at the match's last move: the higher, the more
	// recently it was played.
	last int
}

// Seat is the person's seat in every match the keeper counts.
const Seat = 0

// Open reads the store: the statistics and every game's save. It returns
// the keeper and what was found damaged and set aside (each a *Damaged,
// or another error for a failure to set one aside); the keeper is usable
// whatever went wrong.
func Open(store *Store, gs []*games.Info) (*Keeper, []error) {
	k := &Keeper{store: store, games: gs, saved: map[string]*tracked{}, now: store.now, w: newWriter()}
	var problems []error
	if _, err := store.RemoveTemps(); err != nil {
		problems = append(problems, err)
	}
	st, err := store.LoadStats()
	if err != nil {
		problems = append(problems, err)
	}
	k.stats = st
	when := map[string]time.Time{}
	for _, g := range gs {
		m, _, err := store.LoadMatch(g)
		if err != nil {
			problems = append(problems, err)
		}
		if m == nil {
			continue
		}
		// A file whose time cannot be read counts as the oldest.
		when[g.ID], _ = store.MatchTime(g.ID)
		t := &tracked{match: *m, header: headerOf(m.Record)}
		// Deals already finished in the saved match were counted when they
		// ended; the points are summed again so the match's total is right.
		if _, err := record.Replay(m.Record, g, func(s record.Step) {
			if s.DealOver {
				t.deals++
				t.points += JudgeDeal(g, s.State.Result(), Seat).Points
			}
		}); err == nil {
			k.saved[g.ID] = t
		}
	}
	// Number the saves found by their files' times, oldest first (equal
	// times in game order), so that the last one played is the most recent.
	ids := make([]string, 0, len(k.saved))
	for _, g := range gs {
		if k.saved[g.ID] != nil {
			ids = append(ids, g.ID)
		}
	}
	slices.SortStableFunc(ids, func(a, b string) int { return when[a].Compare(when[b]) })
	for _, id := range ids {
		k.moves++
		k.saved[id].last = k.moves
	}
	return k, problems
}

func headerOf(r *record.Record) record.Record {
	h := *r
	h.Moves = nil
	return h
}

// Saved returns the match in progress of a game, if there is one.
func (k *Keeper) Saved(gameID string) (Match, bool) {
	k.mu.Lock()
	defer k.mu.Unlock()
	t := k.saved[gameID]
	if t == nil || t.done {
		return Match{}, false
	}
	rec := *t.match.Record
	rec.Moves = slices.Clone(rec.Moves)
	return Match{Record: &rec, Level: t.match.Level}, true
}

// SavedGames lists the games with a match in progress, the one played
// last first: on start that is the order of the saves' file times, and
// every move reported since moves its game to the front.
func (k *Keeper) SavedGames() []string {
	k.mu.Lock()
	defer k.mu.Unlock()
	var ids []string
	for _, g := range k.games {
		if t := k.saved[g.ID]; t != nil && !t.done {
			ids = append(ids, g.ID)
		}
	}
	slices.SortStableFunc(ids, func(a, b string) int { return k.saved[b].last - k.saved[a].last })
	return ids
}

// Stats returns a copy of the statistics for a screen to show.
func (k *Keeper) Stats() *Stats {
	k.mu.Lock()
	defer k.mu.Unlock()
	data, err := EncodeStats(k.stats)
	if err == nil {
		if s, err := DecodeStats(data); err == nil {
			return s
		}
	}
	return NewStats()
}

// ResetStats forgets the statistics and has the empty file written.
func (k *Keeper) ResetStats() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.stats.Reset()
	return k.write(true, "", false)
}

// Flush waits until every file handed to the writer so far is on disk, or
// failed, and returns the failures since the last Flush (each was also
// told to OnError). The app calls it when it quits, so that the last move
// is saved.
func (k *Keeper) Flush() error { return k.w.flush() }

// write encodes what changed and hands it to the writer: the statistics
// when stats is set, and when save is set the match of game (its save
// rewritten, or deleted once the match is over). An encoding error (a level
// the store was not given) is told to OnError and returned at once; the
// disk's errors come later, to OnError and from Flush. Called with k.mu
// held, so that the writer gets the files in the order of the changes.
func (k *Keeper) write(stats bool, game string, save bool) error {
	var errs []error
	var sdata, mdata []byte
	if stats {
		data, err := EncodeStats(k.stats)
		if err != nil {
			errs = append(errs, err)
		}
		sdata = data
	}
	if save {
		if t := k.saved[game]; t != nil && !t.done {
			data, err := EncodeMatch(t.match, k.store.Levels)
			if err != nil {
				errs = append(errs, err)
				save = false
			}
			mdata = data
		}
	}
	if sdata != nil || save {
		k.w.put(job{store: k.store, onError: k.OnError}, sdata, game, mdata, save)
	}
	err := errors.Join(errs...)
	if err != nil && k.OnError != nil {
		k.OnError(err)
	}
	return err
}

// Moved is called after every move of a table with the match's record,
// the computer players' level and the position. A record with another
// header than the game's saved match starts a new match: the old one, if
// unfinished, is counted as abandoned. A match is in progress (saved, and
// offered again) from the person's first move; a record without one (the
// cards just dealt, perhaps a computer's first bids) keeps nothing. A deal
// that has just ended is
// counted; a match that has just ended is counted and its save deleted;
// otherwise the record is saved. The statistics are written before the
// save, so that a crash between the two can count a deal twice (it is
// played again from the save) but never lose one. It returns before the
// files are written (see Keeper).
func (k *Keeper) Moved(rec *record.Record, level string, st games.State) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if rec == nil || st == nil {
		return errors.New("storage: Moved needs a record and a state")
	}
	id := rec.Game
	g := k.game(id)
	t := k.saved[id]
	statsChanged := false
	if t == nil || !t.header.Equal(ptr(headerOf(rec))) {
		if t != nil && !t.done {
			e := Entry{When: k.now(), Outcome: Abandoned, Points: t.points, Deals: t.deals}
			k.stats.AddMatch(id, k.deckKey(&t.header), e)
			k.addDaily(&t.header, e)
			statsChanged = true
		}
		t = &tracked{header: headerOf(rec)}
		k.saved[id] = t
	}
	if !st.Done() && !slices.ContainsFunc(rec.Moves, func(m record.Move) bool { return m.Seat == Seat }) {
		// The cards are dealt and at most the computer players have moved
		// (Skat's first bids come before the person's turn): the person has
		// done nothing, so there is nothing to continue. The match is not
		// kept (no "match in progress" on Home, no question on the next
		// start), and a save left from before is removed, as the person has
		// left it for this one.
		delete(k.saved, id)
		return k.write(statsChanged, id, true)
	}
	rc := *rec
	rc.Moves = slices.Clone(rec.Moves)
	t.match = Match{Record: &rc, Level: level}
	k.moves++
	t.last = k.moves
	r := st.Result()
	deck := k.deckKey(rec)
	if r.Deals > t.deals {
		d := JudgeDeal(g, r, Seat)
		k.stats.AddDeal(id, deck, d)
		t.deals, t.points = r.Deals, t.points+d.Points
		statsChanged = true
	}
	if st.Done() && !t.done {
		t.done = true
		e := Entry{When: k.now(), Outcome: JudgeMatch(g, r, Seat), Points: t.points, Deals: t.deals}
		switch {
		case e.Outcome == Passed:
			e.Points = 0
		case hasDeclarer(g) && r.Deals > 1 && Seat < len(r.Match):
			e.Points = r.Match[Seat] // a list's total, by its own scoring (Seeger–Fabian …)
		}
		if d := JudgeDeal(g, r, Seat); d.Role != None && len(r.Deal) > 0 && r.Deals <= 1 {
			e.Role = d.Role // a match of one deal was played in one role; a list in every one
		}
		k.stats.AddMatch(id, deck, e)
		k.addDaily(rec, e)
		statsChanged = true
	}
	return k.write(statsChanged, id, true)
}

// Undone counts a move the person took back in the match rec belongs to
// (the table then reports the shortened record through Moved).
func (k *Keeper) Undone(rec *record.Record) error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if rec == nil {
		return errors.New("storage: Undone needs a record")
	}
	k.stats.AddUndo(rec.Game, k.deckKey(rec))
	return k.write(true, "", false)
}

// addDaily keeps a finished or abandoned match as its day's deal-of-the-day
// result when rec's match is a deal of the day (record.DailyDay reads the
// day from the seed, so it holds after a restart and past midnight).
//
// A match with house rules is not the deal of the day (the app opens the
// day's deal with the seed's rules, as every player plays it): one played
// with options from an imported record is counted with its rule set only.
func (k *Keeper) addDaily(rec *record.Record, e Entry) {
	day, ok := record.DailyDay(rec)
	if !ok || len(rec.Options) > 0 {
		return
	}
	k.stats.AddDaily(rec.Game, DailyResult{Day: day.String(), Deck: k.deckKey(rec), Outcome: e.Outcome, Points: e.Points, Deals: e.Deals})
}

func ptr[T any](v T) *T { return &v }

// game is the keeper's entry of game id, or nil for a game it was not
// opened with.
func (k *Keeper) game(id string) *games.Info {
	for _, g := range k.games {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// deckKey is the key the statistics count r's match under: its rule set
// (RuleSetKey), the deck and the house rules it is played with, so that a
// match with house rules is never mixed into the counts of the seed's
// rules.
func (k *Keeper) deckKey(r *record.Record) string {
	// Options that are idle (Skat's Bock rounds with one deal) are not
	// played, so the match counts with the rules it was played by.
	return RuleSetKey(k.plainDeck(r), record.ActiveOptions(k.game(r.Game), r.Options))
}

// plainDeck is the record's deck, or the game's default deck when the record
// names none, so that both count under the same key.
func (k *Keeper) plainDeck(r *record.Record) string {
	if r.Deck != "" {
		return r.Deck
	}
	if g := k.game(r.Game); g != nil && len(g.Decks) > 0 {
		if d := cards.ByID(g.Decks[0]); d != nil {
			return d.Key()
		}
	}
	return ""
}
