package games

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
)

func optionGame() *Info {
	return &Info{ID: "demo", Options: []OptionSpec{
		Switch("re-bello", cards.Name{ID: "a", English: "A"}, cards.Name{}),
		{Name: "length", Kind: OptionChoice, Values: []string{Off, "12", "24"}},
	}}
}

func TestInfo_ParseOptions(t *testing.T) {
	tests := []struct {
		name string
		in   map[string]string
		want Options
		err  string
	}{
		{name: "none is every default", in: nil},
		{name: "a switch on", in: map[string]string{"re-bello": "on"}, want: Options{1}},
		{name: "a switch written off stays default", in: map[string]string{"re-bello": "off"}},
		{name: "a choice", in: map[string]string{"length": "24"}, want: Options{0, 2}},
		{name: "both", in: map[string]string{"length": "12", "re-bello": "on"}, want: Options{1, 1}},
		{name: "an unknown name is refused by name", in: map[string]string{"napola": "on"}, err: `unknown demo option "napola" (known: re-bello, length)`},
		{name: "a value not declared is refused", in: map[string]string{"re-bello": "yes"}, err: `demo option "re-bello": value "yes" is not one of off, on`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := optionGame().ParseOptions(tt.in)
			if tt.err != "" {
				require.EqualError(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.want == Options{}, got.IsDefault())
		})
	}
}

func TestInfo_ParseOptions_GameWithoutOptions(t *testing.T) {
	_, err := (&Info{ID: "plain"}).ParseOptions(map[string]string{"x": "on"})
	require.EqualError(t, err, `unknown plain option "x" (plain has no rule options)`)
}

func TestInfo_FormatOptions_RoundTrips(t *testing.T) {
	g := optionGame()
	o := Options{1, 2}
	pairs := g.FormatOptions(o)
	assert.Equal(t, []OptionPair{{"re-bello", "on"}, {"length", "24"}}, pairs)
	m := map[string]string{}
	for _, p := range pairs {
		m[p.Name] = p.Value
	}
	back, err := g.ParseOptions(m)
	require.NoError(t, err)
	assert.Equal(t, o, back)
	assert.Empty(t, g.FormatOptions(Options{}), "defaults write no header")
	assert.True(t, Options{0, 1}.On(1))
	assert.False(t, Options{0, 1}.On(0))
	assert.False(t, Options{}.On(MaxOptions), "out of range is off")
}

// needsGame has an option that only means something with another: "bock"
// needs "length" (Skat's Bock rounds need a list).
func needsGame() *Info {
	g := optionGame()
	bock := Switch("bock", cards.Name{English: "Bock"}, cards.Name{})
	bock.Needs = "length"
	g.Options = append(g.Options, bock)
	return g
}

// TestInfo_ParseOptions_DropsIdle: an option whose Needs is at its default
// is dropped, not refused (an old preferences file or record still plays),
// and kept once the option it needs is chosen; Idle says the same of a
// record's name=value pairs.
func TestInfo_ParseOptions_DropsIdle(t *testing.T) {
	tests := []struct {
		name string
		in   map[string]string
		want Options
		idle bool
	}{
		{name: "alone it is dropped", in: map[string]string{"bock": "on"}, idle: true},
		{name: "with the default written out too", in: map[string]string{"bock": "on", "length": "off"}, idle: true},
		{name: "beside another rule", in: map[string]string{"bock": "on", "re-bello": "on"}, want: Options{1}, idle: true},
		{name: "with what it needs it is kept", in: map[string]string{"bock": "on", "length": "12"}, want: Options{0, 1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := needsGame()
			got, err := g.ParseOptions(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.idle, g.Idle("bock", tt.in))
			assert.False(t, g.Idle("re-bello", tt.in), "an option without Needs is never idle")
			assert.False(t, g.Idle("napola", tt.in), "an unknown option is not idle: ParseOptions refuses it")
		})
	}
}

// TestInfo_MatchFormat: an option may rename the match format; without
// OptionFormat, or when it names nothing, it is Format.
func TestInfo_MatchFormat(t *testing.T) {
	g := optionGame()
	g.Format = cards.Name{English: "one deal"}
	assert.Equal(t, "one deal", g.MatchFormat(Options{0, 2}).English)
	g.OptionFormat = func(o Options) cards.Name {
		if o[1] == 2 {
			return cards.Name{English: "list of 24"}
		}
		return cards.Name{}
	}
	assert.Equal(t, "list of 24", g.MatchFormat(Options{0, 2}).English)
	assert.Equal(t, "one deal", g.MatchFormat(Options{}).English)
}
