package ui

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui/env"
)

// keeperWith opens a keeper on a temporary folder holding the given
// statistics (nil: none) and saved matches.
func keeperWith(t *testing.T, st *storage.Stats, saves ...storage.Match) (*storage.Keeper, *storage.Store) {
	t.Helper()
	store := &storage.Store{Dir: t.TempDir(), FS: storage.OS{}, Now: func() time.Time { return time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC) }, Levels: env.AILevels()}
	if st != nil {
		require.NoError(t, store.SaveStats(st))
	}
	for _, m := range saves {
		require.NoError(t, store.SaveMatch(m))
	}
	k, problems := storage.Open(store, catalog.All())
	require.Empty(t, problems)
	// The keeper writes on its own goroutine: what it still has in hand is
	// written before the test's directory is removed.
	t.Cleanup(func() { _ = k.Flush() })
	return k, store
}

// topDialog is the texts of the dialog on top, or nil.
func topDialog(s *Shell) fyne.CanvasObject { return s.w.Canvas().Overlays().Top() }

func TestStatistics_ShowsTheCounts(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	s.openStats()
	assert.Contains(t, strings.Join(texts(s.nav.top().obj), "|"), "Nothing played yet.")

	st := storage.NewStats()
	for _, d := range []storage.DealResult{{Outcome: storage.Won, Points: 1234, Role: storage.Declarer}, {Outcome: storage.Passed}, {Outcome: storage.Lost, Role: storage.Defender}} {
		st.AddDeal("skat", "german32", d)
	}
	st.AddMatch("skat", "german32", storage.Entry{Outcome: storage.Won, Points: 1234, Role: storage.Declarer})
	st.AddMatch("skat", "german32", storage.Entry{Outcome: storage.Passed})
	st.AddMatch("skat", "german32", storage.Entry{Outcome: storage.Lost, Role: storage.Defender})
	k, _ := keeperWith(t, st)
	s.deps.Keeper = k
	s.nav.home()
	s.openStats()
	got := strings.Join(texts(s.nav.top().obj), "|")
	for _, want := range []string{
		"Matches played|2", "Deals played|3", "Matches won|1 (50%)", "Deals won|1 (50%)",
		"Points|1,234", "Average per deal|617.0", "Best deal|1,234",
		"As declarer: won|1 of 1", "As defender: won|0 of 1", "Passed out|1",
		"Winning streak now|0", "Longest winning streak|1",
	} {
		assert.Contains(t, got, want)
	}
	assert.False(t, slices.Contains(texts(s.nav.top().obj), "Scopa"), "a game never played gets no panel")
}

func TestStatistics_ResetAsksFirst(t *testing.T) {
	st := storage.NewStats()
	st.AddMatch("scopa", "italian40", storage.Entry{Outcome: storage.Won, Points: 11})
	k, store := keeperWith(t, st)
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k})
	s.openStats()
	test.Tap(button(t, s.nav.top().obj, "Reset statistics"))
	d := topDialog(s)
	require.NotNil(t, d)
	test.Tap(button(t, d, "Cancel"))
	assert.Equal(t, 1, k.Stats().Tally("scopa", "italian40").Matches)

	test.Tap(button(t, s.nav.top().obj, "Reset statistics"))
	test.Tap(button(t, topDialog(s), "Reset"))
	assert.Empty(t, k.Stats().Games)
	require.NoError(t, k.Flush(), "the keeper writes on its own goroutine")
	again, err := store.LoadStats()
	require.NoError(t, err)
	assert.Empty(t, again.Games, "the reset is saved")
}

// savedScopa is a Scopa match some moves in.
func savedScopa(t *testing.T) storage.Match {
	t.Helper()
	g, _ := catalog.Lookup("scopa")
	full, _, err := record.Play(g, &record.Record{Game: "scopa", Deck: "italian40", Seed: 8, Dealer: -1},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	full.Moves = full.Moves[:7]
	return storage.Match{Record: full, Level: "expert"}
}

// TestKeep_SavesAtEveryLevelTheTableWrites: the table reports a move with
// its computer players' level as ai spells it (Level.String), and the app's
// store accepts the level setting's values (main.go gives it
// env.AILevels), so the two lists must be one: a match at every ai level
// is saved and comes back at that level, and the setting offers no level
// ai does not have.
func TestKeep_SavesAtEveryLevelTheTableWrites(t *testing.T) {
	var names []string
	for _, l := range ai.Levels() {
		names = append(names, l.String())
	}
	assert.Equal(t, names, env.AILevels(), "the level setting's values are ai's level names, in order")
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			m := savedScopa(t)
			m.Level = name
			k, _ := keeperWith(t, nil, m)
			got, ok := k.Saved("scopa")
			require.True(t, ok)
			assert.Equal(t, name, got.Level)
		})
	}
}

func TestPlay_OffersTheSavedMatch(t *testing.T) {
	saved := savedScopa(t)
	cases := []struct {
		name   string
		answer string
		resume bool
	}{
		{"continue it", "Continue", true},
		{"start anew", "New game", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k, _ := keeperWith(t, nil, saved)
			var got *env.Resume
			opened := 0
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: func(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
				got, opened = e.Resume, opened+1
				assert.NotNil(t, e.Keeper, "the table gets the keeper")
				return widget.NewLabel("table"), nil
			}})
			g, _ := catalog.Lookup("scopa")
			s.play(g, cards.Italian40)
			require.Equal(t, 0, opened, "the table waits for the answer")
			d := topDialog(s)
			require.NotNil(t, d)
			assert.Contains(t, strings.Join(texts(d), "|"), "Your Scopa match is saved where you left it.")
			test.Tap(button(t, d, c.answer))
			require.Equal(t, 1, opened)
			if c.resume {
				require.NotNil(t, got)
				assert.True(t, got.Record.Equal(saved.Record))
				assert.Equal(t, "expert", got.Level)
			} else {
				assert.Nil(t, got)
			}
		})
	}
}

func TestStart_OffersResumeAndReportsDamage(t *testing.T) {
	k, _ := keeperWith(t, nil, savedScopa(t))
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, Damaged: []error{
		&storage.Damaged{Kind: storage.KindMatch, Game: "skat", File: "/x/match-skat.rec", Aside: "/x/match-skat.rec.corrupt-20261201-100000", Err: storage.ErrNewerVersion},
		&storage.Damaged{Kind: storage.KindStats, File: "/x/stats.json", Aside: "/x/stats.json.corrupt-20261201-100000"},
	}})
	s.noticeSetAside()
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "The saved Skat match was made by a newer version of Cardavia, so it was set aside as match-skat.rec.corrupt-20261201-100000.")
	assert.Contains(t, got, "The statistics file could not be read, so the statistics start afresh; the damaged file is kept as stats.json.corrupt-20261201-100000.")
	s.w.Canvas().Overlays().Remove(topDialog(s))

	s.offerResume()
	d := topDialog(s)
	require.NotNil(t, d)
	assert.Contains(t, strings.Join(texts(d), "|"), "Your Scopa match is saved")
	test.Tap(button(t, d, "Not now"))
	_, still := k.Saved("scopa")
	assert.True(t, still, "declining on start keeps the match")
}

func TestWindowSize_RestoredAndRemembered(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetFloat(env.PrefWindowWidth, 900)
	a.Preferences().SetFloat(env.PrefWindowHeight, 640)
	s, err := NewShell(a, fixtureGames(), Deps{})
	require.NoError(t, err)
	assert.Equal(t, fyne.NewSize(900, 640), s.w.Canvas().Size())
	s.w.Resize(fyne.NewSize(1000, 700))
	s.w.Close()
	assert.Equal(t, fyne.NewSize(1000, 700), env.WindowSize(a.Preferences()))

	a.Preferences().SetFloat(env.PrefWindowWidth, -5) // damaged: the default
	assert.Equal(t, env.DefaultWindowSize(), env.WindowSize(a.Preferences()))
}

// TestFyneRoot pins where Fyne 2.7 keeps its preferences per system (its
// internal rootConfigDir), so the damaged-settings check looks at the file
// Fyne reads — on macOS that is not os.UserConfigDir().
func TestFyneRoot(t *testing.T) {
	home := func() (string, error) { return "/home/ann", nil }
	config := func() (string, error) { return "/home/ann/.config", nil }
	cases := []struct{ goos, want string }{
		{"linux", "/home/ann/.config/fyne"},
		{"freebsd", "/home/ann/.config/fyne"},
		{"darwin", "/home/ann/Library/Preferences/fyne"},
		{"windows", "/home/ann/AppData/Roaming/fyne"},
	}
	for _, c := range cases {
		got, err := fyneRoot(c.goos, home, config)
		require.NoError(t, err)
		assert.Equal(t, filepath.FromSlash(c.want), got, c.goos)
	}
}

// TestPlay_SaysTheSavedMatchKeepsItsCards: with French suits chosen and a
// German-suited Schnapsen match saved, the question says the match goes
// on with its own cards and a new game uses the chosen ones, and each
// answer opens the table with those cards. (Mutation tried: the old
// question — the person saw the German cards again without a word.)
func TestPlay_SaysTheSavedMatchKeepsItsCards(t *testing.T) {
	g, _ := catalog.Lookup("schnapsen")
	full, _, err := record.Play(g, &record.Record{Game: "schnapsen", Deck: "german20", Seed: 8, Dealer: -1},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	full.Moves = full.Moves[:3]
	saved := storage.Match{Record: full, Level: "normal"}
	for _, c := range []struct {
		answer string
		deck   cards.DeckID
	}{{"Continue", cards.German20}, {"New game", cards.French20}} {
		t.Run(c.answer, func(t *testing.T) {
			k, _ := keeperWith(t, nil, saved)
			var deck cards.DeckID
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: func(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
				deck = d
				return widget.NewLabel("table"), nil
			}})
			s.play(g, cards.French20)
			d := topDialog(s)
			require.NotNil(t, d)
			assert.Contains(t, strings.Join(texts(d), "|"), "goes on with its own cards (German suits); a new game uses the ones you chose (French suits)")
			test.Tap(button(t, d, c.answer))
			assert.Equal(t, c.deck, deck)
		})
	}
	// With the match's own cards chosen, the plain question.
	k, _ := keeperWith(t, nil, saved)
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		return widget.NewLabel("table"), nil
	}})
	s.play(g, cards.German20)
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "Your Schnapsen match is saved where you left it. Continue it?")
	assert.NotContains(t, got, "own cards")
}

// TestStart_DamageIsToldBeforeTheResumeQuestion: with a damaged file set
// aside and a match saved, the start shows the damage message alone, and
// asks whether to continue only once it is closed. (Mutation tried: the
// three start dialogs shown at once, as before — the question lay on top.)
func TestStart_DamageIsToldBeforeTheResumeQuestion(t *testing.T) {
	k, _ := keeperWith(t, nil, savedScopa(t))
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, Damaged: []error{
		&storage.Damaged{Kind: storage.KindStats, File: "/x/stats.json", Aside: "/x/stats.json.corrupt-20261201-100000"},
	}})
	s.greet(true)
	require.Equal(t, 1, len(s.w.Canvas().Overlays().List()), "one dialog at a time")
	first := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, first, "The statistics file could not be read")
	assert.NotContains(t, first, "Continue")
	test.Tap(button(t, topDialog(s), "OK"))
	d := topDialog(s)
	require.NotNil(t, d, "the question comes once the message is closed")
	assert.Contains(t, strings.Join(texts(d), "|"), "Your Scopa match is saved")
}

// TestStart_OffersTheMatchPlayedLast: a move in Scopa, then one in
// Schnapsen, then a restart offers the Schnapsen match, and the other way
// round; the home tiles of both games say a match is waiting, and only
// theirs. (Before: the Scopa match was offered every time, issue 40.)
func TestStart_OffersTheMatchPlayedLast(t *testing.T) {
	scopa := savedScopa(t)
	g, _ := catalog.Lookup("schnapsen")
	sch, _, err := record.Play(g, &record.Record{Game: "schnapsen", Deck: "german20", Seed: 8, Dealer: -1},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	sch.Moves = sch.Moves[:3]
	schnapsen := storage.Match{Record: sch, Level: "normal"}
	for _, tc := range []struct {
		order []storage.Match
		want  string
	}{
		{[]storage.Match{scopa, schnapsen}, "Your Schnapsen match is saved"},
		{[]storage.Match{schnapsen, scopa}, "Your Scopa match is saved"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			store := &storage.Store{Dir: t.TempDir(), FS: storage.OS{}, Levels: env.AILevels()}
			when := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
			for _, m := range tc.order {
				require.NoError(t, store.SaveMatch(m))
				when = when.Add(time.Minute) // the files' times, as moves minutes apart leave them
				path := filepath.Join(store.Dir, storage.MatchFile(m.Record.Game))
				require.NoError(t, os.Chtimes(path, when, when))
			}
			k, problems := storage.Open(store, catalog.All())
			require.Empty(t, problems)
			t.Cleanup(func() { _ = k.Flush() })
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k})
			s.greet(true)
			d := topDialog(s)
			require.NotNil(t, d)
			assert.Contains(t, strings.Join(texts(d), "|"), tc.want)
			test.Tap(button(t, d, "Not now"))
			for _, g := range s.games {
				waiting := g.ID == "scopa" || g.ID == "schnapsen"
				assert.Equal(t, waiting, slices.Contains(texts(s.tileOf(g.ID)), "Match in progress"), "%s's tile", g.ID)
			}
		})
	}
}

// TestNotSaved_SaysWhyInWords: a save that fails says why in one sentence
// without the temporary file's path; the error itself is under Details and
// in the log. (Before: the sentence ended in the raw error, with a path.)
func TestNotSaved_SaysWhyInWords(t *testing.T) {
	tmp := "/home/ann/.config/cardavia/.match-scopa.rec.tmp-12345"
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"full", &fs.PathError{Op: "write", Path: tmp, Err: syscall.ENOSPC}, "because the disk is full"},
		{"read-only", &fs.PathError{Op: "open", Path: tmp, Err: syscall.EROFS}, "is on a disk that is read-only"},
		{"denied", &fs.PathError{Op: "open", Path: tmp, Err: syscall.EACCES}, "not allowed to write in its folder"},
		{"other", &fs.PathError{Op: "open", Path: tmp, Err: syscall.EIO}, "Cardavia could not save, so the last save is kept"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			k, _ := keeperWith(t, nil)
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k})
			var log strings.Builder
			s.errLog = &log
			err := fmt.Errorf("save match-scopa.rec: %w", tc.err)
			k.OnError(err)
			d := topDialog(s)
			require.NotNil(t, d)
			body := find(d, func(l *widget.Label) bool { return strings.Contains(l.Text, "Cardavia") })
			require.Len(t, body, 1)
			assert.Contains(t, body[0].Text, tc.want)
			assert.NotContains(t, body[0].Text, "/", "no path in the sentence")
			acc := find(d, func(*widget.Accordion) bool { return true })
			require.Len(t, acc, 1, "a Details fold-out")
			assert.Equal(t, "Details", acc[0].Items[0].Title)
			assert.Equal(t, err.Error(), acc[0].Items[0].Detail.(*widget.Label).Text)
			assert.Contains(t, log.String(), tmp, "the whole error is logged")
		})
	}
}

// TestPrefs_DamagedInAReadOnlyFolderIsTold: a damaged preferences file
// that cannot be moved aside (a read-only folder) is told to the person in
// the sentence a damaged save gets, by its file name. (Before: stderr only.)
func TestPrefs_DamagedInAReadOnlyFolderIsTold(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a-rather-long-folder-name-that-wrapped-mid-word", "app.cardavia.cardavia")
	require.NoError(t, os.MkdirAll(dir, 0o700))
	path := filepath.Join(dir, "preferences.json")
	require.NoError(t, os.WriteFile(path, []byte("{not json"), 0o600))
	readOnly := func(string, string) error { return &fs.PathError{Op: "rename", Path: path, Err: syscall.EROFS} }
	aside, err := setAsideCorruptPrefs(path, time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC), readOnly)
	assert.Empty(t, aside)
	var d *storage.Damaged
	require.ErrorAs(t, err, &d)
	assert.Equal(t, storage.KindPrefs, d.Kind)

	s, _ := newTestShellDeps(t, fixtureGames(), Deps{PrefsProblem: err})
	require.NotNil(t, s.noticeSetAside())
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "The settings file preferences.json could not be read and could not be moved aside either; Cardavia starts with its defaults.")
	assert.Contains(t, got, "Settings reset")
}

// TestWindowSize_FittedToTheScreen: a window remembered at 1920×1050 and
// restarted on a smaller screen is fitted into its work area, frame and
// title bar included, at the window's scale; one that fits keeps its
// size. (Before: restored as it was, the top bar and the right column lay
// off-screen at 1280×800, issue 40.)
func TestWindowSize_FittedToTheScreen(t *testing.T) {
	for _, tc := range []struct {
		name        string
		saved, area fyne.Size
		want        fyne.Size
	}{
		{"1920 on 1280×800", fyne.NewSize(1920, 1050), fyne.NewSize(1280, 800-27), fyne.NewSize(1264, 725)},
		{"too tall only", fyne.NewSize(1100, 1000), fyne.NewSize(1920, 800), fyne.NewSize(1100, 752)},
		{"fits", fyne.NewSize(1100, 760), fyne.NewSize(1920, 1080), fyne.NewSize(1100, 760)},
		{"no work area", fyne.NewSize(1100, 760), fyne.Size{}, fyne.NewSize(1100, 760)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			env.SetWindowSize(a.Preferences(), tc.saved)
			s, err := NewShell(a, fixtureGames(), Deps{WorkArea: func() (fyne.Size, bool) {
				return tc.area, !tc.area.IsZero()
			}})
			require.NoError(t, err)
			defer s.w.Close()
			require.Equal(t, tc.saved, s.w.Canvas().Size(), "restored first")
			s.fitToScreen()
			assert.Equal(t, tc.want, s.w.Canvas().Size())
		})
	}
}

// TestStart_SavesAreReadAfterTheFirstFrame: the keeper is opened once the
// first frame is painted, not while the window is built; then the tile's
// mark and the resume question come as before. A table that needs the
// keeper before the first frame opens it at once.
func TestStart_SavesAreReadAfterTheFirstFrame(t *testing.T) {
	k, _ := keeperWith(t, nil, savedScopa(t))
	opened := 0
	open := func() (*storage.Keeper, []error) {
		opened++
		return k, []error{&storage.Damaged{Kind: storage.KindStats, File: "/x/stats.json", Aside: "/x/stats.json.corrupt-20261201-100000"}}
	}
	s, _ := newTestShellDeps(t, catalog.All(), Deps{OpenKeeper: open})
	s.afterStart(true)
	require.Equal(t, 0, opened, "the saves were read before the first frame")
	require.False(t, s.waitingMarks["scopa"].Visible(), "a mark before the saves were read")

	s.w.Canvas().Capture() // the first frame (the test driver runs fyne.Do at once)
	require.Equal(t, 1, opened, "the saves were not read after the first frame")
	assert.True(t, s.waitingMarks["scopa"].Visible(), "Scopa's tile has no mark of its saved match")
	assert.Positive(t, s.waitingMarks["scopa"].Size().Width, "Scopa's mark is shown but not laid out")
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "The statistics file could not be read", "the damage is told first")
	test.Tap(button(t, topDialog(s), "OK"))
	assert.Contains(t, strings.Join(texts(topDialog(s)), "|"), "Your Scopa match is saved")

	s.w.Canvas().Capture()
	assert.Equal(t, 1, opened, "the saves were read again on a later frame")

	early, _ := newTestShellDeps(t, catalog.All(), Deps{OpenKeeper: open})
	early.afterStart(false)
	assert.NotNil(t, early.matchKeeper(), "a table before the first frame had no keeper")
	assert.Equal(t, 2, opened)
}
