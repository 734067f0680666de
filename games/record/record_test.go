package record

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/catalog"
)

const sample = `game schnapsen
deck french20
seed 42
dealer p1
option speed=fast
deal HJ HQ HK HT HA DJ DQ DK DT DA SJ SQ SK ST SA CJ CQ CK CT CA

p0 exchange
p0 HK+
p1 HA
`

func TestParseFormatRoundTrip(t *testing.T) {
	rec, err := ParseString(sample)
	require.NoError(t, err)
	assert.Equal(t, "schnapsen", rec.Game)
	assert.Equal(t, "french20", rec.Deck)
	assert.Equal(t, uint64(42), rec.Seed)
	assert.Equal(t, 1, rec.Dealer)
	assert.Equal(t, []Option{{"speed", "fast"}}, rec.Options)
	require.Len(t, rec.Deals, 1)
	assert.Len(t, rec.Deals[0], 20)
	require.Len(t, rec.Moves, 3)
	assert.Equal(t, Move{Seat: 0, Action: "HK+", Line: 9}, rec.Moves[1])
	assert.Equal(t, sample, rec.Format(), "canonical text formats back to itself")

	again, err := ParseString(rec.Format())
	require.NoError(t, err)
	assert.True(t, rec.Equal(again))
}

func TestParseTolerance(t *testing.T) {
	rec, err := ParseString("# a comment\n  game scopa   # trailing\n\n\np1 D7\n")
	require.NoError(t, err)
	assert.Equal(t, -1, rec.Dealer, "no dealer line: drawn from the seed")
	assert.Equal(t, "game scopa\nseed 0\n\np1 D7\n", rec.Format())
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, text string
		line       int
		want       string
	}{
		{"empty", "", 0, "no \"game\" line"},
		{"move first", "p0 HA\n", 1, "before the \"game\""},
		{"bad seed", "game skat\nseed -3\n", 2, "seed"},
		{"dup game", "game skat\ngame scopa\n", 2, "twice"},
		{"header after move", "game skat\np0 18\nseed 3\n", 3, "after the first move"},
		{"unknown header", "game skat\ncolour red\n", 2, "unknown header"},
		{"two actions", "game skat\np0 18 20\n", 2, "one action"},
		{"bad dealer", "game skat\ndealer 7\n", 2, "dealer"},
		{"bad option", "game skat\noption fast\n", 2, "option"},
		{"empty value", "game skat\ndeck\n", 2, "needs a value"},
		{"long line", "game skat\n" + strings.Repeat("x", maxLine+10) + "\n", 2, "longer"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseString(c.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			var le *Error
			if c.line > 0 {
				require.True(t, errors.As(err, &le), "error names a line: %v", err)
				assert.Equal(t, c.line, le.Line)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("game skat\nseed 1\np0 18\np1 pass\n")
	f.Add("game gostop\ndeal 01-B 01-R\n")
	f.Add("game schnapsen\nseed 3\ndealer p2\n")
	f.Add("game scopa\ndeck german20\n")
	f.Add("game skat\noption ramsch=on\n")
	f.Fuzz(func(t *testing.T, text string) {
		rec, err := ParseString(text)
		if err != nil {
			return
		}
		// Whatever parses must format to text that parses to the same record.
		again, err := ParseString(rec.Format())
		if err != nil {
			t.Fatalf("formatted record does not parse: %v\n%s", err, rec.Format())
		}
		if !rec.Equal(again) {
			t.Fatalf("round trip changed the record:\n%s\n---\n%s", rec.Format(), again.Format())
		}
		if again.Format() != rec.Format() {
			t.Fatalf("format is not stable")
		}
		// A record of a known game that its game refuses names a line of it.
		g, err := catalog.Lookup(rec.Game)
		if err != nil {
			return
		}
		if _, err := Replay(rec, g, nil); err != nil {
			var le *Error
			if !errors.As(err, &le) || le.Line < 1 || le.Line > strings.Count(text, "\n")+1 {
				t.Fatalf("refused without a line of the record: %v\n%s", err, text)
			}
		}
	})
}
