package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
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

// openedTables is a table factory that remembers what it was asked to open.
type openedTables struct {
	res  []*env.Resume
	deck []cards.DeckID
}

func (o *openedTables) factory(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
	o.res = append(o.res, e.Resume)
	o.deck = append(o.deck, d)
	return widget.NewLabel("table " + g.ID), nil
}

// TestDealCode_FromHome types deal codes into the home screen's dialog: a
// good one opens its game's table on that header, a typo is refused under
// the entry with the reason and the Play button stays off.
func TestDealCode_FromHome(t *testing.T) {
	want := record.Record{Game: "schnapsen", Deck: "french20", Seed: 4242, Dealer: 1}
	code, err := record.DealCode(&want)
	require.NoError(t, err)
	typo := code[:len(code)-4] + map[bool]string{true: "1", false: "2"}[code[len(code)-4] != '1'] + code[len(code)-3:]
	for _, tc := range []struct {
		name, typed, why string
	}{
		{"a good code", code, ""},
		{"a good code, by Enter", code, ""},
		{"a typo", typo, "typing mistake"},
		{"a U", strings.Replace(code, code[11:12], "U", 1), "no U"},
		{"too short", code[:12], "17 letters and digits"},
		{"an unknown game", "poker-00000-00000-00000-00", "typing mistake"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tables := &openedTables{}
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory})
			test.Tap(button(t, s.nav.top().obj, "Enter a deal code"))
			d := topDialog(s)
			require.NotNil(t, d)
			entries := find(d, func(*widget.Entry) bool { return true })
			require.Len(t, entries, 1)
			test.Type(entries[0], tc.typed)
			play := button(t, d, "Play")
			if tc.why != "" {
				assert.True(t, play.Disabled(), "a refused code cannot be played")
				entries[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
				assert.Contains(t, strings.Join(texts(d), "|"), tc.why)
				assert.Empty(t, tables.res)
				return
			}
			require.False(t, play.Disabled())
			if strings.HasSuffix(tc.name, "by Enter") {
				entries[0].TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter plays it
			} else {
				test.Tap(play)
			}
			require.Len(t, tables.res, 1)
			got := tables.res[0]
			require.NotNil(t, got)
			assert.True(t, got.Record.Equal(&want), "%+v", *got.Record)
			assert.Equal(t, cards.French20, tables.deck[0])
		})
	}
}

// TestDealCode_NoErrorBeforeTyping: the dialog opens with its hint, not an
// error, also when it is opened from the keyboard (the Space that pressed
// the focused button arrives in the entry as a blank); something invalid
// typed is refused at once.
func TestDealCode_NoErrorBeforeTyping(t *testing.T) {
	format := "17 letters and digits"
	for _, tc := range []struct {
		name, typed string
		err         bool
	}{
		{"opened", "", false},
		{"opened by Space on the button", " ", false},
		{"opened by Space, then a code begun", " sk", true},
		{"a wrong code typed", "skat-1", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
			test.Tap(button(t, s.nav.top().obj, "Enter a deal code"))
			d := topDialog(s)
			require.NotNil(t, d)
			entries := find(d, func(*widget.Entry) bool { return true })
			require.Len(t, entries, 1)
			for _, r := range tc.typed {
				entries[0].TypedRune(r)
			}
			shown := strings.Join(texts(d), "|")
			if !tc.err {
				assert.NotContains(t, shown, format)
				assert.Contains(t, shown, "A table's summary shows the code of its match.")
				assert.Empty(t, entries[0].Text, "the placeholder shows")
				return
			}
			assert.Contains(t, shown, format)
		})
	}
}

// TestImport_ChecksTheRecord opens record files as the file dialog hands
// them over: a good record (an exported one, a save) opens its table at
// its moves; a damaged one is refused in one sentence and nothing opens;
// with a saved match of the game the person is asked first.
func TestImport_ChecksTheRecord(t *testing.T) {
	g, _ := catalog.Lookup("scopa")
	full, _, err := record.Play(g, &record.Record{Game: "scopa", Deck: "italian40", Seed: 3, Dealer: -1},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	full.Moves = full.Moves[:9]
	save, err := storage.EncodeMatch(storage.Match{Record: full, Level: "normal"}, env.AILevels())
	require.NoError(t, err)
	bad := strings.Replace(full.Format(), "p0 ", "p1 ", 1)
	for _, tc := range []struct {
		name, file string
		ok         bool
		why        string
	}{
		{"an exported record", "# Cardavia game record\n" + full.Format(), true, ""},
		{"an app save", string(save), true, ""},
		{"a move out of turn", bad, false, "not a game record Cardavia can play"},
		{"not a record", "hello\n", false, "not a game record"},
		{"another game", "game poker\n", false, "poker"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tables := &openedTables{}
			s, _ := newTestShellDeps(t, fixtureGames(), Deps{NewTable: tables.factory})
			s.openImported("x.rec", []byte(tc.file))
			if !tc.ok {
				assert.Empty(t, tables.res)
				assert.Contains(t, strings.Join(texts(topDialog(s)), "|"), tc.why)
				return
			}
			require.Len(t, tables.res, 1)
			assert.True(t, tables.res[0].Record.Equal(full))
		})
	}
	t.Run("a saved match is given up only when the person says so", func(t *testing.T) {
		k, _ := keeperWith(t, nil, savedScopa(t))
		tables := &openedTables{}
		s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: tables.factory})
		s.openImported("x.rec", []byte(full.Format()))
		require.Empty(t, tables.res)
		test.Tap(button(t, topDialog(s), "Keep the saved match"))
		assert.Empty(t, tables.res)
		s.openImported("x.rec", []byte(full.Format()))
		test.Tap(button(t, topDialog(s), "Play this one"))
		assert.Len(t, tables.res, 1)
	})
	t.Run("the home screen opens the file dialog", func(t *testing.T) {
		s, _ := newTestShellDeps(t, fixtureGames(), Deps{})
		test.Tap(button(t, s.nav.top().obj, "Open a record…"))
		assert.NotNil(t, topDialog(s))
	})
}

// TestStatistics_ShowsUndoneMoves: the statistics screen shows the moves
// taken back.
func TestStatistics_ShowsUndoneMoves(t *testing.T) {
	st := storage.NewStats()
	st.AddDeal("scopa", "italian40", storage.DealResult{Outcome: storage.Won, Points: 3})
	st.AddUndo("scopa", "italian40")
	st.AddUndo("scopa", "italian40")
	k, _ := keeperWith(t, st)
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k})
	s.openStats()
	assert.Contains(t, strings.Join(texts(s.nav.top().obj), "|"), "Moves taken back|2")
}
