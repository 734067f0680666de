package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/storage"
)

// TestRandom_DealCode: --seed takes the app's deal code, which names the
// game, deck and dealer: the record is the one of that header.
func TestRandom_DealCode(t *testing.T) {
	for _, tc := range []struct {
		name string
		rec  record.Record
	}{
		{"skat", record.Record{Game: "skat", Seed: 5, Dealer: -1}},
		{"schnapsen, French suits, dealer p1", record.Record{Game: "schnapsen", Deck: "french20", Seed: 1 << 50, Dealer: 1}},
		{"scopa", record.Record{Game: "scopa", Seed: 77, Dealer: -1}},
		{"gostop", record.Record{Game: "gostop", Seed: 12, Dealer: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, err := record.DealCode(&tc.rec)
			require.NoError(t, err)
			rc, out, stderr := cli(t, "random", "--seed", code)
			require.Equal(t, 0, rc, stderr)
			got, err := record.ParseString(out)
			require.NoError(t, err)
			h := *got
			h.Moves = nil
			assert.True(t, h.Equal(&tc.rec), "header %+v, want %+v", h, tc.rec)
			assert.NotEmpty(t, got.Moves)
			// With the game named too, it must agree.
			rc, _, stderr = cli(t, "random", "--game", tc.rec.Game, "--seed", code)
			assert.Equal(t, 0, rc, stderr)
		})
	}
}

func TestRandom_DealCodeRefused(t *testing.T) {
	code, err := record.DealCode(&record.Record{Game: "skat", Seed: 5, Dealer: -1})
	require.NoError(t, err)
	typo := code[:6] + map[bool]string{true: "1", false: "2"}[code[6] != '1'] + code[7:]
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"a typo", []string{"random", "--seed", typo}, "mistyped"},
		{"another game", []string{"random", "--game", "scopa", "--seed", code}, "deal code is of skat"},
		{"another deck", []string{"random", "--deck", "german20", "--seed", mustCode(t, "schnapsen", "french20")}, "dealt with french20"},
		{"arena, another game", []string{"arena", "--game", "scopa", "--seed", code, "--deals", "1"}, "deal code is of skat"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rc, _, stderr := cli(t, tc.args...)
			assert.NotEqual(t, 0, rc)
			assert.Contains(t, stderr, tc.want)
		})
	}
}

func mustCode(t *testing.T, game, deck string) string {
	c, err := record.DealCode(&record.Record{Game: game, Deck: deck, Seed: 3, Dealer: -1})
	require.NoError(t, err)
	return c
}

// TestReplay_ReadsAppSave: the app's save file (storage.EncodeMatch) is a
// record the CLI replays as it is.
func TestReplay_ReadsAppSave(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			_, text, _ := cli(t, "random", "--game", g.ID, "--seed", "9")
			rec, err := record.ParseString(text)
			require.NoError(t, err)
			rec.Moves = rec.Moves[:len(rec.Moves)/2]
			data, err := storage.EncodeMatch(storage.Match{Record: rec, Level: "normal"}, []string{"normal"})
			require.NoError(t, err)
			path := filepath.Join(t.TempDir(), "match-"+g.ID+".rec")
			require.NoError(t, os.WriteFile(path, data, 0o600))
			rc, out, stderr := cli(t, "replay", path)
			require.Equal(t, 0, rc, stderr)
			assert.True(t, strings.Count(out, "\n") > len(rec.Moves)/2, out)
		})
	}
}
