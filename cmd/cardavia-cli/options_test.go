package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
)

// TestOption_RandomThenReplay: every option of every game is written into
// the random record's header, played by its rules, and the record replays
// to the same end; Scopa's deal summary names the house rules' prizes.
func TestOption_RandomThenReplay(t *testing.T) {
	for _, g := range catalog.All() {
		for _, o := range g.Options {
			t.Run(g.ID+"/"+o.Name, func(t *testing.T) {
				args := []string{"random", "--game", g.ID, "--seed", "5", "--option", o.Name + "=" + o.Values[1]}
				want := []record.Option{{Name: o.Name, Value: o.Values[1]}}
				if o.Needs != "" { // Skat's Bock rounds: played in a list only
					need := g.Options[g.OptionIndex(o.Needs)]
					args = append(args, "--option", need.Name+"="+need.Values[1])
					want = []record.Option{{Name: need.Name, Value: need.Values[1]}, want[0]}
				}
				code, rec, stderr := cli(t, args...)
				require.Equal(t, 0, code, stderr)
				parsed, err := record.ParseString(rec)
				require.NoError(t, err)
				assert.ElementsMatch(t, want, parsed.Options)
				path := writeFile(t, g.ID+".rec", rec)
				code, text, stderr := cli(t, "replay", path)
				require.Equal(t, 0, code, stderr)
				assert.Contains(t, text, "match over")
				if o.Name == "re-bello" {
					assert.Contains(t, text, "Re Bello: 1 (King of Coins taken)")
				}
				// The views of a replay say which options are on.
				code, js, stderr := cli(t, "replay", path, "--json", "--views")
				require.Equal(t, 0, code, stderr)
				value := "true" // a switch; a choice writes its value (Skat's list: 12)
				if o.Kind == games.OptionChoice {
					value = o.Values[1]
				}
				if o.Needs != "" {
					assert.Contains(t, js, "\""+camelCase(o.Name)+"\": "+value)
					return
				}
				assert.Contains(t, js, "\"options\": {\n          \""+camelCase(o.Name)+"\": "+value+"\n        }")
			})
		}
	}
}

// TestOption_IdleIgnored: Skat's Bock rounds and Seeger–Fabian without a
// list mean nothing; random and arena drop them with a note, so the record
// does not name a rule that was not played, and a record that names them
// (written before) replays as the one deal it is, its views without them,
// as the engine and the app treat it.
func TestOption_IdleIgnored(t *testing.T) {
	for _, name := range []string{"bock", "seeger-fabian"} {
		t.Run(name, func(t *testing.T) {
			code, rec, stderr := cli(t, "random", "--game", "skat", "--seed", "5", "--option", name+"=on", "--option", "kontra-re=on")
			require.Equal(t, 0, code, stderr)
			assert.Contains(t, stderr, "option "+name+"=on ignored: it only counts with option list")
			parsed, err := record.ParseString(rec)
			require.NoError(t, err)
			assert.Equal(t, []record.Option{{Name: "kontra-re", Value: "on"}}, parsed.Options)

			// A record of before: the header names the option with one deal.
			old := strings.Replace(rec, "option kontra-re=on\n", "option kontra-re=on\noption "+name+"=on\n", 1)
			path := writeFile(t, "old.rec", old)
			code, js, stderr := cli(t, "replay", path, "--json", "--views")
			require.Equal(t, 0, code, stderr)
			assert.Contains(t, js, "\"kontraRe\": true")
			assert.NotContains(t, js, camelCase(name))
		})
	}
	code, _, stderr := cli(t, "arena", "--game", "skat", "--a", "random", "--b", "random", "--deals", "1", "--seed", "3", "--option", "bock")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stderr, "option bock=on ignored")
}

// TestOption_ReplayAddsToTheHeader: replay --option plays a record written
// without the header by the house rule, and refuses one that contradicts
// the record.
func TestOption_ReplayAddsToTheHeader(t *testing.T) {
	_, plain, _ := cli(t, "random", "--game", "scopa", "--seed", "7")
	// The first twenty plays: legal under Re Bello too, which changes only
	// the score (the whole match would end sooner and leave moves over).
	lines := strings.SplitAfter(plain, "\n")
	path := writeFile(t, "plain.rec", strings.Join(lines[:24], ""))
	code, js, stderr := cli(t, "replay", path, "--option", "re-bello", "--json", "--views")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, js, "\"reBello\": true", "the views say the rule is on")

	_, withRule, _ := cli(t, "random", "--game", "scopa", "--seed", "7", "--option", "napola=on")
	path = writeFile(t, "napola.rec", withRule)
	code, _, stderr = cli(t, "replay", path, "--option", "napola=off")
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "the record says option napola=on")
}

// TestOption_Refused: an option the game lacks, a value it does not take,
// and a malformed flag are usage errors that say what is allowed.
func TestOption_Refused(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"random", "--game", "scopa", "--option", "rebello=on"}, `unknown scopa option "rebello" (known: scopa-d-assi, re-bello, napola)`},
		{[]string{"random", "--game", "schnapsen", "--option", "no-exchange-close-at-two=yes"}, `value "yes" is not one of off, on`},
		{[]string{"random", "--game", "skat", "--option", "tarock=on"}, `unknown skat option "tarock"`},
		{[]string{"random", "--game", "skat", "--option", "list=10"}, `skat option "list": value "10" is not one of off, 12, 24, 36`},
		{[]string{"arena", "--game", "scopa", "--option", "napola=2"}, `value "2" is not one of off, on`},
		{[]string{"random", "--game", "scopa", "--option", "=on"}, `an option is name=value`},
		{[]string{"random", "--game", "scopa", "--option", "napola", "--option", "napola"}, `given twice`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, stderr := cli(t, tt.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, stderr, tt.want)
		})
	}
}

// TestOption_Arena: the arena plays with the options and says so.
func TestOption_Arena(t *testing.T) {
	var out, errb bytes.Buffer
	err := runArena([]string{"--game", "scopa", "--a", "heuristic", "--b", "random", "--deals", "2", "--seed", "3",
		"--option", "scopa-d-assi", "--records", t.TempDir(), "--json"}, &out, &errb)
	require.NoError(t, err, errb.String())
	var rep struct {
		Options []string `json:"options"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &rep))
	assert.Equal(t, []string{"scopa-d-assi=on"}, rep.Options)

	out.Reset()
	require.NoError(t, runArena([]string{"--game", "scopa", "--a", "heuristic", "--b", "random", "--deals", "2", "--seed", "3"}, &out, &errb))
	assert.NotContains(t, out.String(), "house rules", "no line without options")
}

// camelCase spells a record's option name as a view's JSON key:
// re-bello is reBello.
func camelCase(name string) string {
	parts := strings.Split(name, "-")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = strings.ToUpper(parts[i][:1]) + parts[i][1:]
		}
	}
	return strings.Join(parts, "")
}
