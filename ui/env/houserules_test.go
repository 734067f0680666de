package env

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/scopa"
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
