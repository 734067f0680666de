package storage

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// playThrough reports the scripted match to k move by move, up to stop
// moves (all of them if stop < 0), as a table does.
func playThrough(t *testing.T, k *Keeper, g *games.Info, seed uint64, stop int) games.State {
	t.Helper()
	return playRecordThrough(t, k, g, scriptHeader(g, seed), stop)
}

// playRecordThrough is playThrough of the match rec's header starts (its
// options too), its moves appended to rec.
func playRecordThrough(t *testing.T, k *Keeper, g *games.Info, rec *record.Record, stop int) games.State {
	t.Helper()
	seed := rec.Seed
	cfg, err := rec.Config(g)
	require.NoError(t, err)
	st, err := g.New(cfg)
	require.NoError(t, err)
	var legal []games.Action
	for i := 0; !st.Done() && (stop < 0 || len(rec.Moves) < stop); i++ {
		legal = st.Legal(legal[:0])
		a := scriptChoice(seed, i, legal)
		seat, text := st.Player(), st.FormatAction(a)
		_, err := st.Apply(a, nil)
		require.NoError(t, err)
		if seat >= 0 {
			rec.Moves = append(rec.Moves, record.Move{Seat: seat, Action: text})
		}
		require.NoError(t, k.Moved(rec, "normal", st))
	}
	require.NoError(t, k.Flush())
	return st
}

func TestKeeper_SavesCountsAndAbandons(t *testing.T) {
	g := gameInfo(t, "scopa")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)

	full, final := script(t, g, 3)
	playThrough(t, k, g, 3, -1)
	_, err := os.Stat(filepath.Join(store.Dir, MatchFile("scopa")))
	assert.True(t, os.IsNotExist(err), "a finished match leaves no save")
	tl := k.Stats().Tally("scopa", "italian40")
	assert.Equal(t, 1, tl.Matches)
	assert.Equal(t, final.Result().Deals, tl.Deals)
	assert.Equal(t, JudgeMatch(gameInfo(t, "scopa"), final.Result(), Seat) == Won, tl.MatchesWon == 1)

	// Half a match, then the app restarts: the match is offered again.
	playThrough(t, k, g, 4, 30)
	k2, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	m, ok := k2.Saved("scopa")
	require.True(t, ok)
	want, _ := script(t, g, 4)
	assert.True(t, m.Record.Equal(prefix(want, 30)))
	assert.Equal(t, []string{"scopa"}, k2.SavedGames())

	// A new match over it counts the old one as abandoned.
	playThrough(t, k2, g, 5, 2)
	tl = k2.Stats().Tally("scopa", "italian40")
	assert.Equal(t, 1, tl.Abandoned)
	assert.Equal(t, 1, tl.Matches)
	h := k2.Stats().History("scopa")
	require.Len(t, h, 2)
	assert.Equal(t, Abandoned, h[1].Outcome)
	assert.Equal(t, fixedNow, h[1].When)
	_ = full

	require.NoError(t, k2.ResetStats())
	require.NoError(t, k2.Flush())
	k3, _ := openKeeper(t, store, []*games.Info{g})
	assert.Empty(t, k3.Stats().Games)
}

// TestKeeper_OpenSetsAsideDamage: a damaged save and a damaged statistics
// file are both reported and moved aside; the keeper starts empty.
func TestKeeper_OpenSetsAsideDamage(t *testing.T) {
	g := gameInfo(t, "skat")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	require.NoError(t, os.WriteFile(filepath.Join(store.Dir, StatsFile), []byte("{"), 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(store.Dir, MatchFile("skat")), []byte("# cardavia save 1\n"), 0o600))
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Len(t, problems, 2)
	assert.Empty(t, k.SavedGames())
	for _, p := range problems {
		var d *Damaged
		require.ErrorAs(t, p, &d)
		assert.FileExists(t, d.Aside)
	}
}

// TestKeeper_FailedSaveIsReported: a save that fails is told to OnError
// and returned by Flush, and the last good save stays.
func TestKeeper_FailedSaveIsReported(t *testing.T) {
	g := gameInfo(t, "schnapsen")
	dir := t.TempDir()
	k, _ := openKeeper(t, NewStore(dir, appLevels()), []*games.Info{g})
	playThrough(t, k, g, 9, 5)
	ffs := &faultyFS{spaceLeft: 0}
	k.store = &Store{Dir: dir, FS: ffs, Levels: appLevels()}
	var told []error
	k.OnError = func(err error) { told = append(told, err) }
	full, _ := script(t, g, 9)
	rec := prefix(full, 6) // one move more, which the full disk refuses
	st, err := record.Replay(rec, g, nil)
	require.NoError(t, err)
	require.NoError(t, k.Moved(rec, "normal", st), "the disk's errors come later")
	assert.Error(t, k.Flush())
	assert.Len(t, told, 1)
	m, _, err := NewStore(dir, appLevels()).LoadMatch(g)
	require.NoError(t, err)
	assert.Len(t, m.Record.Moves, 5)
}

// BenchmarkKeeper_Moved is the cost of one move's save on the UI goroutine
// (write, fsync, rename, fsync of the folder) in the test's temporary folder.
func BenchmarkKeeper_Moved(b *testing.B) {
	g := gameInfo(b, "skat")
	full, _ := script(b, g, 1)
	rec := prefix(full, len(full.Moves)/2)
	st, err := record.Replay(rec, g, nil)
	if err != nil {
		b.Fatal(err)
	}
	k, _ := openKeeper(b, NewStore(b.TempDir(), appLevels()), []*games.Info{g})
	for b.Loop() {
		if err := k.Moved(rec, "normal", st); err != nil {
			b.Fatal(err)
		}
	}
}

// TestKeeper_SavedGamesMostRecentFirst: with matches of several games in
// progress, the one played last comes first — on start by the saves' file
// times (a Scopa move, then a Schnapsen move, then a restart offered the
// Scopa match every time, issue 40), and within a run by the order of the
// moves reported, whatever the clock says.
func TestKeeper_SavedGamesMostRecentFirst(t *testing.T) {
	gs := []*games.Info{gameInfo(t, "scopa"), gameInfo(t, "skat"), gameInfo(t, "schnapsen")}
	for _, tc := range []struct {
		name   string
		played []string // the games moved in, in this order, before the restart
		want   []string
	}{
		{"schnapsen last", []string{"scopa", "schnapsen"}, []string{"schnapsen", "scopa"}},
		{"scopa last", []string{"schnapsen", "scopa"}, []string{"scopa", "schnapsen"}},
		{"three games", []string{"skat", "schnapsen", "scopa"}, []string{"scopa", "schnapsen", "skat"}},
		{"back to the first", []string{"scopa", "skat", "scopa"}, []string{"scopa", "skat"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// The store's clock stands still: the order of a run cannot come
			// from it.
			store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
			k, problems := openKeeper(t, store, gs)
			require.Empty(t, problems)
			// The files' times are set as a person's moves minutes apart would
			// leave them (the file system's own clock is not the test's).
			when := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
			for i, id := range tc.played {
				playThrough(t, k, gameInfo(t, id), uint64(10+i), 4)
				path := filepath.Join(store.Dir, MatchFile(id))
				when = when.Add(time.Minute)
				require.NoError(t, os.Chtimes(path, when, when))
			}
			assert.Equal(t, tc.want, k.SavedGames(), "within the run")

			restarted, problems := openKeeper(t, store, gs)
			require.Empty(t, problems)
			assert.Equal(t, tc.want, restarted.SavedGames(), "after a restart")
		})
	}
}

// TestKeeper_InProgressFromThePersonsFirstMove: a table that has only
// dealt the cards, or where only the computer players have moved (Skat's
// first bids), is no match in progress (Home marks none, the next start
// offers none), while the person's first move makes it one; a fresh deal
// after an unfinished match gives that one up.
func TestKeeper_InProgressFromThePersonsFirstMove(t *testing.T) {
	g := gameInfo(t, "skat")
	full, _ := script(t, g, 8)
	first := slices.IndexFunc(full.Moves, func(m record.Move) bool { return m.Seat == Seat })
	require.Positive(t, first, "seed 8's deal must open with a computer's move")
	for _, tc := range []struct {
		name      string
		before    int // moves of an earlier match (seed 7) before this one; 0: none
		moves     int // moves of the match of seed 8
		saved     bool
		abandoned int
	}{
		{"dealt only", 0, 0, false, 0},
		{"only the computers moved", 0, first, false, 0},
		{"the person's first move", 0, first + 1, true, 0},
		{"dealt only over an unfinished match", 8, 0, false, 1},
		{"the person's first move over an unfinished match", 8, first + 1, true, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
			k, problems := openKeeper(t, store, []*games.Info{g})
			require.Empty(t, problems)
			if tc.before > 0 {
				playThrough(t, k, g, 7, tc.before)
			}
			if tc.moves > 0 {
				playThrough(t, k, g, 8, tc.moves)
			} else { // the cards dealt, as a table reports them
				st, err := g.New(games.Config{Seed: 8, Dealer: -1, Deck: g.Decks[0]})
				require.NoError(t, err)
				require.Equal(t, games.Chance, st.Player())
				_, err = st.Apply(st.Legal(nil)[0], nil)
				require.NoError(t, err)
				require.NoError(t, k.Moved(scriptHeader(g, 8), "normal", st))
				require.NoError(t, k.Flush())
			}

			m, ok := k.Saved(g.ID)
			assert.Equal(t, tc.saved, ok, "Saved")
			if ok {
				assert.Equal(t, uint64(8), m.Record.Seed)
			}
			assert.Equal(t, tc.saved, len(k.SavedGames()) == 1, "SavedGames")
			_, err := os.Stat(filepath.Join(store.Dir, MatchFile(g.ID)))
			assert.Equal(t, tc.saved, err == nil, "the save on disk")
			assert.Equal(t, tc.abandoned, k.Stats().Tally(g.ID, k.deckKey(scriptHeader(g, 8))).Abandoned)

			restarted, problems := openKeeper(t, store, []*games.Info{g})
			require.Empty(t, problems)
			assert.Equal(t, tc.saved, len(restarted.SavedGames()) == 1, "after a restart")
		})
	}
}

// TestKeeper_SkatListIsOneMatch: a Skat list of 12 deals, saved after every
// move, counts its 12 deals and one match under its rule set, won when the
// person's total is the highest, its points the person's total.
// (Mutation tried: JudgeMatch judging a Skat match by its last deal — the
// outcome followed the last game instead of the totals.)
func TestKeeper_SkatListIsOneMatch(t *testing.T) {
	g := gameInfo(t, "skat")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	opts := []record.Option{{Name: "list", Value: "12"}, {Name: "seeger-fabian", Value: games.On}}
	for seed := uint64(1); seed <= 3; seed++ {
		rec := scriptHeader(g, seed)
		rec.Options = opts
		st := playRecordThrough(t, k, g, rec, -1)
		r := st.Result()
		tl := k.Stats().Tally("skat", RuleSetKey("german32", opts))
		assert.Equal(t, int(seed), tl.Matches, "seed %d", seed)
		assert.Equal(t, 12*int(seed), tl.Deals, "seed %d", seed)
		h := k.Stats().History("skat")
		require.NotEmpty(t, h)
		last := h[len(h)-1]
		assert.Equal(t, r.Match[Seat], last.Points, "seed %d: the person's total", seed)
		assert.Equal(t, 12, last.Deals)
		want := Lost
		switch r.Winner {
		case Seat:
			want = Won
		case -1:
			want = Drawn
		}
		assert.Equal(t, want, last.Outcome, "seed %d: totals %v", seed, r.Match)
	}
}

// TestKeeper_IdleOptionsCountAsPlayed: a Skat match of one deal whose
// record names Bock rounds (written before the screen greyed them out) is
// played as the one deal it is, so it counts under the rule set it was
// played by — the seed's, or Kontra and Re's — not under one of its own
// that the statistics would name like the plain one.
func TestKeeper_IdleOptionsCountAsPlayed(t *testing.T) {
	g := gameInfo(t, "skat")
	for _, tc := range []struct {
		name       string
		opts, want []record.Option
	}{
		{"alone", []record.Option{{Name: "bock", Value: games.On}}, nil},
		{"beside a rule", []record.Option{{Name: "kontra-re", Value: games.On}, {Name: "seeger-fabian", Value: games.On}},
			[]record.Option{{Name: "kontra-re", Value: games.On}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
			k, problems := openKeeper(t, store, []*games.Info{g})
			require.Empty(t, problems)
			rec := scriptHeader(g, 4)
			rec.Options = tc.opts
			playRecordThrough(t, k, g, rec, -1)
			assert.Equal(t, 1, k.Stats().Tally("skat", RuleSetKey("german32", tc.want)).Matches)
			assert.Zero(t, k.Stats().Tally("skat", RuleSetKey("german32", tc.opts)).Matches)
		})
	}
}
