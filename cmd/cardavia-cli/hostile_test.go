package main

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/record"
)

// TestRandom_SeedTooLarge: a number one past 2^64-1 is named as too large,
// not as "neither a number nor a deal code".
func TestRandom_SeedTooLarge(t *testing.T) {
	rc, stdout, stderr := cli(t, "random", "--game", "scopa", "--seed", "18446744073709551616")
	assert.Equal(t, 2, rc)
	assert.Empty(t, stdout)
	assert.Contains(t, stderr, `--seed: "18446744073709551616" is too large for a seed: the largest is 18446744073709551615`)
	assert.NotContains(t, stderr, "neither")
	rc, _, stderr = cli(t, "random", "--game", "scopa", "--seed", "18446744073709551615")
	assert.Equal(t, 0, rc, stderr)
}

// firstLine is the error line of a failed command (the usage text after
// it is the command's own).
func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// TestCLI_QuotesLittleOfItsInput: every error quotes at most about 80
// characters of what it was given, then "…", and binary input is not
// echoed as escapes: a 60,000-digit seed, a 60,000-character header and
// binary garbage, given as flags, in a record and as a deal code.
func TestCLI_QuotesLittleOfItsInput(t *testing.T) {
	digits := strings.Repeat("9", 60000)
	long := strings.Repeat("h", 60000)
	garbage := string([]byte{0, 0xff, 0xfe, 1, 2, 0x1b, 0x80, 0x81, 3, 4, 5, 6, 7, 0xc0, 0xc1}) + strings.Repeat("\x00\x01\xff", 20000)
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"a 60,000-digit seed", []string{"random", "--game", "scopa", "--seed", digits}, "is too large for a seed"},
		{"a 60,000-character deal code", []string{"random", "--seed", "skat-" + long}, "is neither a number nor a deal code"},
		{"binary garbage as a seed", []string{"random", "--seed", garbage}, "binary data"},
		{"a 60,000-character game", []string{"random", "--game", long}, "unknown game"},
		{"a 60,000-character deck", []string{"random", "--game", "scopa", "--deck", long}, "unknown deck"},
		{"a 60,000-digit arena seed", []string{"arena", "--game", "scopa", "--seed", digits}, "is too large for a seed"},
		{"a 60,000-character arena count", []string{"arena", "--game", "scopa", "--deals", digits}, "deals"},
		{"a 60,000-character bot game", []string{"bot", "--game", long}, "unknown game"},
		{"a 60,000-character command", []string{long}, "unknown command"},
		{"a 60,000-character argument", []string{"bot", "--game", "scopa", long}, "unexpected argument"},
		{"a record with a 60,000-digit seed", []string{"replay", writeFile(t, "seed.rec", "game scopa\nseed "+digits+"\n")}, "line 2: seed"},
		{"a record with a 60,000-character header", []string{"replay", writeFile(t, "header.rec", long+" 1\ngame scopa\n")}, "line 1: unknown header"},
		{"a record of binary garbage", []string{"replay", writeFile(t, "garbage.rec", garbage)}, "line 1: binary data"},
		{"a record with a 60,000-character move", []string{"replay", writeFile(t, "move.rec", "game scopa\nseed 1\n\np0 "+long+"\n")}, "line 4: p"},
		{"a record of another game's 60,000-character name", []string{"replay", writeFile(t, "game.rec", "game "+long+"\n")}, "unknown game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rc, _, stderr := cli(t, c.args...)
			assert.NotEqual(t, 0, rc)
			line := firstLine(stderr)
			assert.Contains(t, line, c.want)
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 400, "a long error: %.400s", line)
			assert.Less(t, strings.Count(stderr, `\x`), 12, "escapes echoed: %.400s", stderr)
			assert.Less(t, len(stderr), 3000, "stderr of %d bytes", len(stderr))
		})
	}
}

// TestReplay_ByteOrderMark: a record that starts with a UTF-8 byte-order
// mark (Windows Notepad) replays; with CRLF line ends too.
func TestReplay_ByteOrderMark(t *testing.T) {
	rc, rec, stderr := cli(t, "random", "--game", "scopa", "--seed", "4")
	require.Equal(t, 0, rc, stderr)
	for _, name := range []string{"bom.rec", "bom-crlf.rec"} {
		text := "\ufeff" + rec
		if strings.Contains(name, "crlf") {
			text = strings.ReplaceAll(text, "\n", "\r\n")
		}
		rc, out, stderr := cli(t, "replay", writeFile(t, name, text))
		assert.Equal(t, 0, rc, "%s: %s", name, stderr)
		assert.Contains(t, out, "match over", name)
	}
	_, err := record.ParseString("\ufeff" + rec)
	assert.NoError(t, err)
}
