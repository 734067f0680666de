package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
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
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// button finds the button with text under the top screen, or nil.
func topButton(s *Shell, text string) *widget.Button {
	bs := find(s.nav.top().obj, func(b *widget.Button) bool { return b.Text == text })
	if len(bs) == 0 {
		return nil
	}
	return bs[0]
}

// houseRuleChecks are the top screen's tick boxes by label.
func houseRuleChecks(s *Shell) map[string]*widget.Check {
	out := map[string]*widget.Check{}
	for _, c := range find(s.nav.top().obj, func(*widget.Check) bool { return true }) {
		out[c.Text] = c
	}
	return out
}

// withoutOptions is the catalog with the options of game id taken away: a
// game without house rules, whichever games declare some by now.
func withoutOptions(id string) []*games.Info {
	gs := fixtureGames()
	for _, g := range gs {
		if g.ID == id {
			g.Options = nil
		}
	}
	return gs
}

// TestHouseRules_ChosenOnTheTileRememberedAfterARestart: a game with house
// rules has a house-rules button (a gear) on its tile, whose screen lists each
// option with its help sentence; a tick is stored at once, and a new shell
// on the same preferences (the next start) shows it ticked, reached from
// Settings, whose line for the game names it. A game without options has
// no button on its tile, and its screen says so. (Mutation tried: the
// Settings line not set again after a tick — it kept saying "None".)
func TestHouseRules_ChosenOnTheTileRememberedAfterARestart(t *testing.T) {
	s, a := newTestShell(t, withoutOptions("gostop"))
	s.nav.home()
	gear := func(id string) []*widget.Button {
		return find(s.tileOf(id), func(b *widget.Button) bool { return b.Icon != nil && b.Icon.Name() == theme.SettingsIcon().Name() })
	}
	assert.Len(t, gear("schnapsen"), 1)
	assert.Empty(t, gear("gostop"), "no options, no button")
	require.Len(t, gear("scopa"), 1)
	test.Tap(gear("scopa")[0])
	require.Equal(t, "houserules:scopa", s.nav.top().id)
	got := strings.Join(texts(s.nav.top().obj), "|")
	for _, want := range []string{"Scopa d'Assi", "An Ace takes every card on the table", "Re Bello", "The King of Coins scores a point", "Napola"} {
		assert.Contains(t, got, want)
	}
	checks := houseRuleChecks(s)
	require.Len(t, checks, 3)
	assert.Empty(t, a.Preferences().String(env.PrefHouseRules("scopa")), "opening the screen stores nothing")
	test.Tap(checks["Napola"])
	test.Tap(checks["Re Bello"])
	assert.Equal(t, "re-bello=on,napola=on", a.Preferences().String(env.PrefHouseRules("scopa")))

	// Settings, under the house-rules screen's back, names them at once.
	s.nav.home()
	s.openSettings()
	assert.Contains(t, texts(s.nav.top().obj), "None: the rules as written")
	test.Tap(topButton(s, "Scopa"))
	test.Tap(houseRuleChecks(s)["Scopa d'Assi"])
	s.nav.pop()
	assert.Contains(t, texts(s.nav.top().obj), "Scopa d'Assi, Re Bello, Napola")
	test.Tap(topButton(s, "Go-Stop"))
	assert.Contains(t, strings.Join(texts(s.nav.top().obj), "|"), "Go-Stop has no house rules yet")
	assert.Empty(t, houseRuleChecks(s))

	// The next start: a new shell on the same preferences.
	s.nav.closeAll()
	s2 := newShell(a, withoutOptions("gostop"), s.l.Bundle(), Deps{Picture: AssetPicture})
	defer s2.w.Close()
	s2.openSettings()
	test.Tap(topButton(s2, "Scopa"))
	for name, c := range houseRuleChecks(s2) {
		assert.True(t, c.Checked, "%s ticked after the restart", name)
	}
}

// TestHouseRules_ChoiceShownByItsLabels: an option of several values (Skat's
// list) is a row of choices named in the person's language ("24 deals"),
// stored as the record writes its value ("list=24"), and named so in
// Settings' line. (Mutation tried: the row built from the values — it
// showed "off" and "24" and stored nothing on a tap of "24 deals".)
func TestHouseRules_ChoiceShownByItsLabels(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openHouseRules("skat")
	radios := find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true })
	var labels []string
	for _, r := range radios {
		labels = append(labels, r.Options...)
	}
	assert.Equal(t, []string{"One deal", "12 deals", "24 deals", "36 deals"}, labels)
	for _, r := range radios {
		if r.Options[0] == "24 deals" {
			r.SetSelected("24 deals")
		}
	}
	assert.Equal(t, "list=24", a.Preferences().String(env.PrefHouseRules("skat")))
	s.nav.pop()
	s.openSettings()
	assert.Contains(t, texts(s.nav.top().obj), "List: 24 deals")
}

// TestHouseRules_DamagedSettingShowsWhatIsGood: a stored value with an
// option this version does not have and a value no option allows opens
// the screen with the good rest ticked, and the next tick stores a clean
// value. (Mutation tried: env.HouseRules without its check of the name —
// the stale "scala-quaranta" crashed the screen.)
func TestHouseRules_DamagedSettingShowsWhatIsGood(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	a.Preferences().SetString(env.PrefHouseRules("scopa"), "re-bello=maybe,scala-quaranta=on,napola=on,,=")
	s.openHouseRules("scopa")
	checks := houseRuleChecks(s)
	var ticked []string
	for name, c := range checks {
		if c.Checked {
			ticked = append(ticked, name)
		}
	}
	slices.Sort(ticked)
	assert.Equal(t, []string{"Napola"}, ticked)
	test.Tap(checks["Scopa d'Assi"])
	assert.Equal(t, "scopa-d-assi=on,napola=on", a.Preferences().String(env.PrefHouseRules("scopa")))
}

// TestStatistics_ShowsEachRuleSetApart: matches with house rules are shown
// under their own heading, after the seed's rules (then headed as such),
// and the last results name the rules a match was played with.
// (Mutation tried: the screen reading only the deck's key — the Re Bello
// match was not shown at all.)
func TestStatistics_ShowsEachRuleSetApart(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	st := storage.NewStats()
	set := storage.RuleSetKey("italian40", []record.Option{{Name: "napola", Value: "on"}, {Name: "re-bello", Value: "on"}})
	st.AddDeal("scopa", "italian40", storage.DealResult{Outcome: storage.Won, Points: 3})
	st.AddMatch("scopa", "italian40", storage.Entry{Outcome: storage.Won, Points: 11, Deals: 1})
	for range 2 {
		st.AddDeal("scopa", set, storage.DealResult{Outcome: storage.Lost, Points: -2})
		st.AddMatch("scopa", set, storage.Entry{Outcome: storage.Lost, Points: -2, Deals: 1})
	}
	k, _ := keeperWith(t, st)
	s.deps.Keeper = k
	s.openStats()
	for _, a := range find(s.nav.top().obj, func(*widget.Accordion) bool { return true }) {
		a.OpenAll()
	}
	got := texts(s.nav.top().obj)
	joined := strings.Join(got, "|")
	plain := slices.Index(got, "Without house rules")
	house := slices.Index(got, "With house rules: Re Bello, Napola")
	require.GreaterOrEqual(t, plain, 0, joined)
	require.Greater(t, house, plain, "the seed's rules first")
	assert.Equal(t, "1", got[slices.Index(got[plain:], "Matches played")+plain+1])
	assert.Equal(t, "2", got[slices.Index(got[house:], "Matches played")+house+1])
	assert.Contains(t, got, "Re Bello, Napola", "the last results name the rules")
}

// TestHouseRules_GoStopBonusCardsByTheirLabels: Go-Stop's bonus cards are
// a choice of three values, offered by their labels (not "off", "2", "3"
// as records write them) and stored as records write them; Settings' line
// names the choice by its label.
func TestHouseRules_GoStopBonusCardsByTheirLabels(t *testing.T) {
	s, a := newTestShell(t, fixtureGames())
	s.openSettings()
	test.Tap(topButton(s, "Go-Stop"))
	var choice *widget.RadioGroup
	var labels []string
	for _, g := range find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true }) {
		labels = append(labels, g.Options...)
		if slices.Contains(g.Options, "3 cards (and a triple junk)") {
			choice = g
		}
	}
	assert.Equal(t, []string{"None", "2 cards (double junk)", "3 cards (and a triple junk)"}, labels)
	require.NotNil(t, choice)
	choice.SetSelected("3 cards (and a triple junk)")
	assert.Equal(t, "bonus=3", a.Preferences().String(env.PrefHouseRules("gostop")))
	s.nav.pop()
	assert.Contains(t, texts(s.nav.top().obj), "Bonus cards: 3 cards (and a triple junk)")
}

// tileText is the text of game id's home tile, joined.
func tileText(s *Shell, id string) string { return strings.Join(texts(s.tileOf(id)), "|") }

// TestHome_TileSaysTheRulesChosen: the home tile names the match format the
// house rules make (Skat's list, Sechsundsechzig's 24 cards) and how many
// rules are on, and follows a change at once — from the gear's screen and
// from Settings. (Before: "one deal" with a list of 24 chosen, from the
// seed's Format, issue 39's review.)
func TestHome_TileSaysTheRulesChosen(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	s.nav.home()
	assert.Contains(t, tileText(s, "skat"), "3 players · you and two AIs · one deal")
	assert.NotContains(t, tileText(s, "skat"), "house rule")

	s.openHouseRules("skat")
	for _, r := range find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true }) {
		if r.Options[0] == "24 deals" {
			r.SetSelected("24 deals")
		}
	}
	assert.Contains(t, tileText(s, "skat"), "you and two AIs · list of 24 deals · 1 house rule", "the tile underneath follows at once")
	test.Tap(houseRuleChecks(s)["Bock rounds"])
	s.nav.pop()
	assert.Contains(t, tileText(s, "skat"), "list of 24 deals · 2 house rules")

	// From Settings: the same screen sets the tile, built underneath.
	s.openSettings()
	test.Tap(topButton(s, "Schnapsen"))
	test.Tap(houseRuleChecks(s)["Sechsundsechzig (24 cards)"])
	s.nav.pop()
	s.nav.home()
	assert.Contains(t, tileText(s, "schnapsen"), "24 cards · 2 players · you vs AI · seven-point match · 1 house rule")

	// Back to one deal: the list's Bock rounds are idle and not counted.
	s.openHouseRules("skat")
	for _, r := range find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true }) {
		if r.Options[0] == "One deal" {
			r.SetSelected("One deal")
		}
	}
	s.nav.home()
	assert.Contains(t, tileText(s, "skat"), "you and two AIs · one deal")
	assert.NotContains(t, tileText(s, "skat"), "house rule")
}

// TestHouseRules_ListRulesNeedAList: Seeger–Fabian and Bock rounds are
// greyed out and off while the list is One deal, saying why, usable once a
// list is chosen, and off again (not stored) when it goes back to One deal;
// a preferences file of before, one deal with both on, opens them off.
// (Before: both could be ticked with One deal, and meant nothing.)
func TestHouseRules_ListRulesNeedAList(t *testing.T) {
	const why = "Only in a list: choose 12, 24 or 36 deals first."
	s, a := newTestShell(t, fixtureGames())
	a.Preferences().SetString(env.PrefHouseRules("skat"), "kontra-re=on,seeger-fabian=on,bock=on")
	s.openHouseRules("skat")
	list := func(label string) {
		for _, r := range find(s.nav.top().obj, func(*widget.RadioGroup) bool { return true }) {
			if r.Options[0] == label {
				r.SetSelected(label)
			}
		}
	}
	idle := func(want bool) {
		t.Helper()
		checks := houseRuleChecks(s)
		for _, name := range []string{"Seeger–Fabian scoring", "Bock rounds"} {
			assert.Equal(t, want, checks[name].Disabled(), "%s greyed out", name)
			if want {
				assert.False(t, checks[name].Checked, "%s shown off", name)
			}
		}
		assert.False(t, checks["Kontra and Re"].Disabled(), "a rule of the deal stands alone")
		n := strings.Count(strings.Join(texts(s.nav.top().obj), "|"), why)
		if want {
			assert.Equal(t, 2, n, "each says why")
		} else {
			assert.Zero(t, n)
		}
	}
	idle(true)
	assert.True(t, houseRuleChecks(s)["Kontra and Re"].Checked)

	list("12 deals")
	idle(false)
	test.Tap(houseRuleChecks(s)["Bock rounds"])
	assert.Equal(t, "kontra-re=on,list=12,bock=on", a.Preferences().String(env.PrefHouseRules("skat")))
	assert.True(t, houseRuleChecks(s)["Bock rounds"].Checked)

	list("One deal")
	idle(true)
	assert.Equal(t, "kontra-re=on", a.Preferences().String(env.PrefHouseRules("skat")), "an idle rule is not kept")
	test.Tap(houseRuleChecks(s)["Bock rounds"]) // a tap on a greyed-out box does nothing
	assert.Equal(t, "kontra-re=on", a.Preferences().String(env.PrefHouseRules("skat")))
}

// TestHouseRules_PlayWithTheseRules: the house-rules screen starts its
// game with the rules as shown; with a match saved it asks first, as the
// tile's Play does, and says the saved match keeps its own rules.
// (Before: the screen had no way to start playing.)
func TestHouseRules_PlayWithTheseRules(t *testing.T) {
	var opened []string
	newTable := func(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
		opened = append(opened, g.ID+" "+env.FormatHouseRules(g, env.HouseRules(e.Prefs, g)))
		return widget.NewLabel("table"), nil
	}
	s, a := newTestShellDeps(t, fixtureGames(), Deps{NewTable: newTable})
	s.openHouseRules("scopa")
	test.Tap(houseRuleChecks(s)["Napola"])
	play := topButton(s, "Play with these rules")
	require.NotNil(t, play)
	test.Tap(play)
	assert.Equal(t, []string{"scopa napola=on"}, opened)
	assert.Equal(t, "table:scopa", s.nav.top().id)

	// A saved Scopa match of the seed's rules: the question says so.
	g, _ := catalog.Lookup("scopa")
	full, _, err := record.Play(g, &record.Record{Game: "scopa", Seed: 8, Dealer: -1},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	full.Moves = full.Moves[:3]
	k, _ := keeperWith(t, nil, storage.Match{Record: full, Level: "normal"})
	opened = nil
	s, a = newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: newTable})
	a.Preferences().SetString(env.PrefHouseRules("scopa"), "re-bello=on,napola=on")
	s.openHouseRules("scopa")
	test.Tap(topButton(s, "Play with these rules"))
	d := topDialog(s)
	require.NotNil(t, d)
	assert.Contains(t, strings.Join(texts(d), "|"), "The saved match keeps its own house rules (none); a new game uses the ones chosen now (Re Bello, Napola).")
	test.Tap(button(t, d, "New game"))
	assert.Equal(t, []string{"scopa re-bello=on,napola=on"}, opened)
}

// TestPlay_SameRulesNoRulesLine: the question says nothing of rules when
// the saved match's are the ones chosen now.
func TestPlay_SameRulesNoRulesLine(t *testing.T) {
	g, _ := catalog.Lookup("scopa")
	full, _, err := record.Play(g, &record.Record{Game: "scopa", Seed: 8, Dealer: -1, Options: []record.Option{{Name: "napola", Value: "on"}}},
		func(_ games.State, legal []games.Action) games.Action { return legal[0] })
	require.NoError(t, err)
	full.Moves = full.Moves[:3]
	k, _ := keeperWith(t, nil, storage.Match{Record: full, Level: "normal"})
	s, a := newTestShellDeps(t, fixtureGames(), Deps{Keeper: k, NewTable: func(env.Env, *games.Info, cards.DeckID) (fyne.CanvasObject, error) {
		return widget.NewLabel("table"), nil
	}})
	a.Preferences().SetString(env.PrefHouseRules("scopa"), "napola=on")
	s.play(g, s.chosenDeck(g))
	got := strings.Join(texts(topDialog(s)), "|")
	assert.Contains(t, got, "Continue it?")
	assert.NotContains(t, got, "house rules")
}

// TestHouseRules_NotesUprightWhereTheScriptHasNoItalics: the greyed-out
// rules' note is italic in the Latin languages, upright in Korean and
// Hindi, whose system faces have no italics (only its digits leaned).
func TestHouseRules_NotesUprightWhereTheScriptHasNoItalics(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, tc := range []struct {
		lang   string
		italic bool
	}{{"en", true}, {"de", true}, {"ms", true}, {"ko", false}, {"hi", false}} {
		a := test.NewTempApp(t)
		a.Preferences().SetString(env.PrefLanguage, tc.lang)
		s := newShell(a, fixtureGames(), b, Deps{Picture: AssetPicture})
		s.openHouseRules("skat")
		loc, _ := b.Lookup(tc.lang)
		why := translations.NewLocalizer(b, loc).T("option.skat.needsList", "")
		notes := find(s.nav.top().obj, func(l *widget.Label) bool { return l.Text == why })
		require.Len(t, notes, 2, "%s: the two notes", tc.lang)
		for _, n := range notes {
			assert.Equal(t, tc.italic, n.TextStyle.Italic, "%s: italic", tc.lang)
		}
		s.w.Close()
	}
}
