package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
)

func cli(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

// Every game: a random legal game's record replays to the same end, in text
// and in JSON.
func TestRandomThenReplay(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			code, rec, stderr := cli(t, "random", "--game", g.ID, "--seed", "11")
			require.Equal(t, 0, code, stderr)
			parsed, err := record.ParseString(rec)
			require.NoError(t, err)
			assert.NotEmpty(t, parsed.Moves)
			path := writeFile(t, g.ID+".rec", rec)

			code, text, stderr := cli(t, "replay", path)
			require.Equal(t, 0, code, stderr)
			assert.Contains(t, text, "== result")
			assert.Contains(t, text, "match over")
			assert.Equal(t, len(parsed.Moves), strings.Count(text, " plays "), "one step per move")

			code, js, stderr := cli(t, "replay", path, "--json")
			require.Equal(t, 0, code, stderr)
			var out jsonReplay
			require.NoError(t, json.Unmarshal([]byte(js), &out))
			assert.Equal(t, g.ID, out.Game)
			assert.True(t, out.Result.Done)
			assert.Len(t, out.Result.Match, g.Players)

			// Same seed, same record.
			_, again, _ := cli(t, "random", "--game", g.ID, "--seed", "11")
			assert.Equal(t, rec, again)
		})
	}
}

// Random Skat records bid on the cards (skattest.RandomBidder): uniform bids
// would overbid nearly every deal.
func TestRandomSkatBidsOnItsCards(t *testing.T) {
	overbid, won := 0, 0
	const deals = 40
	for seed := 1; seed <= deals; seed++ {
		code, rec, stderr := cli(t, "random", "--game", "skat", "--seed", fmt.Sprint(seed))
		require.Equal(t, 0, code, stderr)
		code, text, stderr := cli(t, "replay", writeFile(t, "skat.rec", rec))
		require.Equal(t, 0, code, stderr)
		if strings.Contains(text, " Overbid: ") {
			overbid++
		}
		if strings.Contains(text, " Won: ") {
			won++
		}
	}
	assert.Less(t, overbid, deals/4, "overbid deals")
	assert.Greater(t, won, deals/4, "won games")
}

// The engines' hand-written records of spec situations replay through the
// CLI and print the result the spec gives.
func TestReplaySpecRecords(t *testing.T) {
	cases := []struct {
		file string
		want []string
	}{
		// N5: A (p1) reaches 90 through a marriage of 40; B has a trick and 30: 2 points.
		{"../../games/schnapsen/testdata/n5.rec", []string{"deal score: p0 0, p1 2", "match: p0 7, p1 5", "marriage p1"}},
		// N7: closed while B had no trick: 3 points.
		{"../../games/schnapsen/testdata/n7.rec", []string{"deal score: p0 3, p1 0", "close p0"}},
		// N9: a failed close; B had a trick when A closed: 2 for B.
		{"../../games/schnapsen/testdata/n9.rec", []string{"deal score: p0 0, p1 2", "closed and ended with 58"}},
		// E13 kings redeal by the same dealer, then captures with a choice.
		{"../../games/scopa/testdata/kings_then_choices.rec", []string{"redeal p1", "capture p0 S7 [C3 S4]"}},
		// K13 auction, then K10: Null ouvert hand lost at trick 4: −2 × 59.
		{"../../games/skat/testdata/k13_nullouvert.rec", []string{"deal score: p0 -118, p1 0, p2 0", "Bid: 27"}},
		// G7 ttadak and G8 chok, each taking a junk card from the opponent.
		{"../../games/gostop/testdata/ttadak-chok.rec", []string{"ttadak p0", "chok p0", "junk-stolen p0 [01-J1]"}},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.file), func(t *testing.T) {
			code, out, stderr := cli(t, "replay", c.file)
			require.Equal(t, 0, code, stderr)
			for _, w := range c.want {
				assert.Contains(t, out, w)
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	garbage := writeFile(t, "garbage.rec", "hello world\n")
	unknown := writeFile(t, "unknown.rec", "game poker\n")
	wrongTurn := writeFile(t, "turn.rec", "game schnapsen\nseed 3\ndealer p1\n\np1 HA\n")
	badCard := writeFile(t, "card.rec", "game schnapsen\nseed 3\ndealer p1\n\np0 ZZ\n")
	badDealer := writeFile(t, "dealer.rec", "game schnapsen\nseed 3\ndealer p2\n")
	badOption := writeFile(t, "option.rec", "game skat\n# house rules\noption tarock=on\n")
	badDeal := writeFile(t, "deal.rec", "game scopa\ndeal D1 D2\n")
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no command", nil, 2, "usage"},
		{"unknown command", []string{"fly"}, 2, "unknown command"},
		{"missing file", []string{"replay", "/nonexistent/x.rec"}, 1, "no such file"},
		{"two files", []string{"replay", "a", "b"}, 2, "one record file"},
		{"garbage", []string{"replay", garbage}, 1, "line 1"},
		{"unknown game", []string{"replay", unknown}, 1, unknown + ": line 1: unknown game"},
		{"dealer out of range", []string{"replay", badDealer}, 1, badDealer + ": line 3: dealer p2: schnapsen has seats p0 to p1"},
		{"option the game lacks", []string{"replay", badOption}, 1, badOption + `: line 3: unknown skat option "tarock"`},
		{"short deal", []string{"replay", badDeal}, 1, badDeal + ": line 2: deal 1 has 2 cards"},
		{"wrong turn", []string{"replay", wrongTurn}, 1, "line 5: p1 HA: it is p0's turn"},
		{"bad card", []string{"replay", badCard}, 1, "line 5: p0 ZZ"},
		{"random without game", []string{"random"}, 2, "--game"},
		{"random unknown game", []string{"random", "--game", "poker"}, 1, "unknown game"},
		{"random bad deck", []string{"random", "--game", "scopa", "--deck", "hwatu48"}, 1, "not played with"},
		{"bad flag", []string{"random", "--colour", "red"}, 2, "colour"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, stdout, stderr := cli(t, c.args...)
			assert.Equal(t, c.code, code)
			assert.Contains(t, stderr, c.want)
			if c.code == 2 {
				assert.Empty(t, stdout, "a usage error writes nothing to stdout")
			}
		})
	}
}
