package record

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// pack spells deck d's cards in order, the first n of them (all for n < 0),
// with extra codes appended.
func pack(d *cards.Deck, n int, extra ...string) string {
	var codes []string
	for _, c := range d.All() {
		codes = append(codes, d.Code(c))
	}
	if n >= 0 {
		codes = codes[:n]
	}
	return strings.Join(append(codes, extra...), " ")
}

// refusal reads and replays text as cardavia-cli replay does: parse, look
// up the game, replay on it.
func refusal(text string) error {
	rec, err := ParseString(text)
	if err != nil {
		return err
	}
	g, err := catalog.Lookup(rec.Game)
	if err != nil {
		return rec.HeaderError("game", err)
	}
	_, err = Replay(rec, g, nil)
	return err
}

// TestHeaderErrorsNameTheLine gives every header key bad values, those the
// parser refuses and those only the game refuses, and checks that each
// refusal names the line of the value at fault (docs/notation.md).
func TestHeaderErrorsNameTheLine(t *testing.T) {
	german20 := pack(cards.SchnapsenGerman(), -1)
	cases := []struct {
		name, text string
		line       int
		want       string
	}{
		{"game: an unknown game", "# poker night\ngame poker\n", 2, `unknown game "poker"`},
		{"game: no value", "game\n", 1, "needs a value"},
		{"game: given twice", "game skat\ngame scopa\n", 2, "twice"},

		{"deck: an unknown deck", "game skat\nseed 1\ndeck tarot\n", 3, `unknown deck "tarot"`},
		{"deck: a deck of another game", "game scopa\ndeck hwatu48\n", 2, "scopa is not played with the hwatu48 deck"},
		{"deck: the deck of Skat for Schnapsen", "game schnapsen\n\n\ndeck german32\n", 4, "not played with the german32 deck"},
		{"deck: no value", "game skat\ndeck\n", 2, "needs a value"},

		{"seed: not a number", "game skat\nseed x\n", 2, `seed "x"`},
		{"seed: negative", "game gostop\nseed -3\n", 2, `seed "-3"`},
		{"seed: past 2^64-1", "game scopa\nseed 18446744073709551616\n", 2, "2^64-1"},
		{"seed: given twice", "game scopa\nseed 1\nseed 2\n", 3, "twice"},

		{"dealer: past the seats of a two-player game", "game schnapsen\nseed 3\ndealer p2\n", 3, "dealer p2: schnapsen has seats p0 to p1"},
		{"dealer: past the seats of Skat", "game skat\ndealer p3\n", 2, "dealer p3: skat has seats p0 to p2"},
		{"dealer: past the seats of Go-Stop", "game gostop\n# first player\ndealer p5\n", 3, "gostop has seats p0 to p1"},
		{"dealer: not a seat", "game scopa\ndealer 7\n", 2, `dealer "7" is not a seat`},

		{"option: one the game does not have", "game skat\noption tarock=on\n", 2, `unknown skat option "tarock"`},
		{"option: the first of two refused", "game gostop\nseed 1\noption a=1\noption b=2\n", 3, `"a"`},
		{"option: after an explicit deal", "game schnapsen\ndeal " + german20 + "\noption speed=fast\n", 3, `"speed"`},
		{"option: without a value", "game scopa\noption fast\n", 2, "name=value"},
		{"option: a house rule's value the game does not take", "game scopa\nseed 2\noption re-bello=on\noption napola=yes\n", 4, `scopa option "napola": value "yes" is not one of off, on`},
		{"option: another game's house rule", "game schnapsen\noption re-bello=on\n", 2, `unknown schnapsen option "re-bello" (known: no-exchange-close-at-two, sechsundsechzig)`},

		{"deal: too few cards", "game skat\ndeal C7 C8\n", 2, "deal 1 has 2 cards, the german32 deck has 32"},
		{"deal: a card of no deck", "game scopa\ndeal " + pack(cards.Italian(), 39, "ZZ") + "\n", 2, "deal 1:"},
		{"deal: a card twice", "game gostop\ndeal " + pack(cards.Hwatu(), 47, cards.Hwatu().Code(0)) + "\n", 2, "twice"},
		{"deal: the second of two is short", "game schnapsen\ndeal " + german20 + "\ndeal " + pack(cards.SchnapsenGerman(), 19) + "\n", 3, "deal 2 has 19 cards"},
		{"deal: a second deal for the one deal of Skat", "game skat\ndeal " + pack(cards.German(), -1) + "\ndeal " + pack(cards.German(), -1) + "\n", 3, "skat is one deal"},
		{"deal: cards of the deck not named", "game schnapsen\ndeck french20\ndeal " + pack(cards.German(), 20) + "\n", 3, "deal 1:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := refusal(c.text)
			require.Error(t, err, "accepted:\n%s", c.text)
			var le *Error
			require.ErrorAs(t, err, &le)
			require.Equal(t, c.line, le.Line, "%q names another line", err)
			assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("line %d: ", c.line)), "%q, want it to start with line %d", err, c.line)
			assert.ErrorContains(t, err, c.want)
			assert.NotNil(t, le.Err, "%q has no cause", err)
			assert.True(t, errors.Unwrap(err) == le.Err, "%q does not unwrap to its cause", err)
		})
	}
}

// TestConfigOtherGame: a record given to another game names its game line.
func TestConfigOtherGame(t *testing.T) {
	rec, err := ParseString("# a Skat deal\ngame skat\n")
	require.NoError(t, err)
	g, err := catalog.Lookup("scopa")
	require.NoError(t, err)
	_, err = rec.Config(g)
	var le *Error
	if assert.ErrorAs(t, err, &le, "Config") {
		assert.Equal(t, 2, le.Line, "Config: %v", err)
	}
	assert.ErrorContains(t, err, `record is for "skat", not "scopa"`)
}

// TestRecordMadeInCode: a record built in code has no lines, and its
// refusals carry none.
func TestRecordMadeInCode(t *testing.T) {
	rec := &Record{Game: "schnapsen", Dealer: 2, Options: []Option{{"speed", "fast"}}}
	g, err := catalog.Lookup(rec.Game)
	require.NoError(t, err)
	for _, r := range []*Record{rec, {Game: "schnapsen", Dealer: -1, Options: rec.Options}} {
		_, err := Replay(r, g, nil)
		var le *Error
		assert.Error(t, err, "%+v: no error", r)
		assert.False(t, errors.As(err, &le), "%+v: error %v, want one without a line", r, err)
	}
	assert.EqualError(t, rec.HeaderError("game", errors.New("x")), "x", "HeaderError on a record made in code")
}
