package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
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
