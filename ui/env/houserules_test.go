package env

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/translations"
)

// TestHouseRules_ReadDefensively: a stored value the game cannot play is
// dropped pair by pair, never refused whole and never a crash: an option
// another version had, a value the option does not allow, a pair that is
// not "name=value", the wrong type under the key. (Mutation tried: no
// check of the value — "re-bello=yes" reached ParseOptions, which refuses
// it, and with it every new Scopa match.)
func TestHouseRules_ReadDefensively(t *testing.T) {
	g := scopa.Info()
	for _, c := range []struct {
		name, stored string
		want         map[string]string
	}{
		{"nothing stored", "", nil},
		{"one rule", "re-bello=on", map[string]string{"re-bello": "on"}},
		{"every rule", "scopa-d-assi=on,re-bello=on,napola=on", map[string]string{"scopa-d-assi": "on", "re-bello": "on", "napola": "on"}},
		{"an option this version does not have", "scala-quaranta=on,napola=on", map[string]string{"napola": "on"}},
		{"a value the option does not allow", "re-bello=yes,napola=on", map[string]string{"napola": "on"}},
		{"the default is not carried", "re-bello=off", nil},
		{"no equals sign", "napola,re-bello=on", map[string]string{"re-bello": "on"}},
		{"spaces and empty pairs", " re-bello=on ,, ,=,", map[string]string{"re-bello": "on"}},
		{"binary junk", "\x00\xff=\x01", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Preferences().SetString(PrefHouseRules(g.ID), c.stored)
			got := HouseRules(a.Preferences(), g)
			assert.Equal(t, c.want, got)
			_, err := g.ParseOptions(got)
			assert.NoError(t, err, "what is read always starts a match")
		})
	}
	t.Run("a number under the key", func(t *testing.T) {
		a := test.NewTempApp(t)
		a.Preferences().SetInt(PrefHouseRules(g.ID), 7)
		assert.Nil(t, HouseRules(a.Preferences(), g))
	})
	t.Run("a game without options", func(t *testing.T) {
		a := test.NewTempApp(t)
		none := &games.Info{ID: "none"}
		a.Preferences().SetString(PrefHouseRules("none"), "re-bello=on")
		assert.Nil(t, HouseRules(a.Preferences(), none))
	})
}

// TestSetHouseRules_StoresTheGamesOrder: the stored value lists the
// options on in the order the game declares them, whatever the map holds
// besides, so the same rules are always the same setting.
func TestSetHouseRules_StoresTheGamesOrder(t *testing.T) {
	g := scopa.Info()
	a := test.NewTempApp(t)
	SetHouseRules(a.Preferences(), g, map[string]string{"napola": "on", "re-bello": "on", "scopa-d-assi": "off", "bogus": "on"})
	assert.Equal(t, "re-bello=on,napola=on", a.Preferences().String(PrefHouseRules(g.ID)))
	assert.Equal(t, map[string]string{"re-bello": "on", "napola": "on"}, HouseRules(a.Preferences(), g))
}

// TestHouseRules_IdleDropped: Skat's Bock rounds and Seeger–Fabian with one
// deal (a preferences file of before the screen greyed them out) read as
// off, are not stored, and are not named — the engine plays without them
// too (games.Info.Idle) — while with a list they are all three.
func TestHouseRules_IdleDropped(t *testing.T) {
	g := skat.Info()
	b, err := translations.NewBundle()
	require.NoError(t, err)
	en, ok := b.Lookup("en")
	require.True(t, ok)
	l := translations.NewLocalizer(b, en)
	for _, c := range []struct {
		name, stored, format string
		want                 map[string]string
		names                []string
	}{
		{"Bock alone", "bock=on", "", nil, nil},
		{"both beside another rule", "kontra-re=on,seeger-fabian=on,bock=on", "kontra-re=on",
			map[string]string{"kontra-re": "on"}, []string{"Kontra and Re"}},
		{"with a list", "list=24,bock=on", "list=24,bock=on",
			map[string]string{"list": "24", "bock": "on"}, []string{"List: 24 deals", "Bock rounds"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Preferences().SetString(PrefHouseRules(g.ID), c.stored)
			got := HouseRules(a.Preferences(), g)
			assert.Equal(t, c.want, got)
			var stored map[string]string
			var opts []record.Option
			for pair := range strings.SplitSeq(c.stored, ",") {
				name, value, _ := strings.Cut(pair, "=")
				if stored == nil {
					stored = map[string]string{}
				}
				stored[name] = value
				opts = append(opts, record.Option{Name: name, Value: value})
			}
			assert.Equal(t, c.format, FormatHouseRules(g, stored), "what is stored")
			assert.Equal(t, c.names, HouseRuleNames(l, g, opts), "what the table and Settings name")
		})
	}
}
