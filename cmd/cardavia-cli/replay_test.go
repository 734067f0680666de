package main

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/bot"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
)

// TestReplay_JSONViews: replay --json --views gives every move the view of
// the seat to move before it, in the bot protocol's JSON. Each view is read
// back as the bot reads a request, and must be the position of that step:
// the viewer is the seat to move, and the legal actions it allows are
// exactly the step's legal list, which the replay takes from its own state.
// A deal step has no view, and without --views no step has one.
func TestReplay_JSONViews(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			_, rec, _ := cli(t, "random", "--game", g.ID, "--seed", "5")
			path := writeFile(t, g.ID+".rec", rec)
			code, js, stderr := cli(t, "replay", path, "--json", "--views")
			require.Equal(t, 0, code, stderr)
			var tree any
			require.NoError(t, json.Unmarshal([]byte(js), &tree))
			if path := jsonNull(tree, ""); path != "" {
				t.Fatalf("%s is null: empty lists are [], never null", path)
			}
			var out jsonReplay
			require.NoError(t, json.Unmarshal([]byte(js), &out))
			srv, err := bot.NewServer(g, ai.Random{})
			require.NoError(t, err)
			moves := 0
			for i, s := range out.Steps {
				if s.Seat == "deal" {
					assert.Empty(t, s.View, "step %d: a deal has no seat to move", i)
					continue
				}
				moves++
				require.NotEmpty(t, s.View, "step %d (%s %s) has no view", i, s.Seat, s.Action)
				v, err := srv.DecodeView(s.View)
				require.NoError(t, err, "step %d", i)
				assert.Equal(t, s.Seat, seatName(v.Viewer()), "step %d: viewer", i)
				assert.Equal(t, s.Seat, seatName(v.Player()), "step %d: to move", i)
				var legal []string
				for _, a := range v.Legal(nil) {
					legal = append(legal, v.FormatAction(a))
				}
				want := slices.Clone(s.Legal)
				slices.Sort(legal)
				slices.Sort(want)
				assert.Equal(t, want, legal, "step %d: the view's legal actions", i)
				assert.Contains(t, legal, s.Action, "step %d", i)
			}
			assert.Greater(t, moves, 10)

			code, plain, stderr := cli(t, "replay", path, "--json")
			require.Equal(t, 0, code, stderr)
			assert.NotContains(t, plain, `"view"`)
		})
	}
}

// jsonNull returns the path of the first null in decoded JSON, or "".
func jsonNull(v any, path string) string {
	switch x := v.(type) {
	case nil:
		return path
	case map[string]any:
		for k, e := range x {
			if p := jsonNull(e, path+"."+k); p != "" {
				return p
			}
		}
	case []any:
		for i, e := range x {
			if p := jsonNull(e, fmt.Sprintf("%s[%d]", path, i)); p != "" {
				return p
			}
		}
	}
	return ""
}

// --views is a JSON option.
func TestReplay_ViewsNeedsJSON(t *testing.T) {
	_, rec, _ := cli(t, "random", "--game", "schnapsen", "--seed", "5")
	path := writeFile(t, "s.rec", rec)
	code, _, stderr := cli(t, "replay", path, "--views")
	assert.Equal(t, 2, code)
	assert.True(t, strings.Contains(stderr, "--views needs --json"), stderr)
}

// TestReplay_RefusesAnOversizedFile: a record file larger than any record
// (record.MaxFile) is refused by its size, in one line naming the file,
// before it is read: here a good record followed by comment lines, which
// Parse would otherwise read and keep going through.
func TestReplay_RefusesAnOversizedFile(t *testing.T) {
	_, rec, _ := cli(t, "random", "--game", "scopa", "--seed", "5")
	big := rec + strings.Repeat("# padding\n", record.MaxFile/10+1)
	path := writeFile(t, "big.rec", big)
	code, _, stderr := cli(t, "replay", path)
	assert.Equal(t, 1, code)
	assert.Contains(t, stderr, fmt.Sprintf("%s: the file is %d bytes, larger than any it could honestly be (at most 1048576 bytes)", path, len(big)))
	code, _, stderr = cli(t, "replay", writeFile(t, "ok.rec", rec))
	assert.Equal(t, 0, code, stderr)
}
