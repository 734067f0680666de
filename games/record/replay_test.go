package record

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// replayText reads text and replays it as cardavia-cli replay does (parse,
// look up the game, replay), on the game named on, or on the record's own
// game when on is empty.
func replayText(text, on string) error {
	rec, err := ParseString(text)
	if err != nil {
		return err
	}
	if on == "" {
		on = rec.Game
	}
	g, err := catalog.Lookup(on)
	if err != nil {
		return rec.HeaderError("game", err)
	}
	_, err = Replay(rec, g, nil)
	return err
}

// snHeader is a Schnapsen header (lines 1–5) whose first moves are known:
// p0 is to lead, holding DK CK CJ ST DQ; p1 holds SQ HT CQ HQ SA; the
// trump indicator is DA. Moves start at line 6.
const snHeader = "# Schnapsen, seed 3: p0 holds DK CK CJ ST DQ, p1 SQ HT CQ HQ SA\n" +
	"game schnapsen\n" +
	"seed 3\n" +
	"dealer p1\n" +
	"\n"

// skPassedIn is a Skat deal that everybody passes (lines 1–8): the match is
// over after its last line.
const skPassedIn = "game skat\n" +
	"seed 1\n" +
	"dealer p0\n" +
	"\n" +
	"# middlehand, rearhand and forehand pass\n" +
	"p2 pass\n" +
	"p0 pass\n" +
	"p1 pass\n"

// TestReplay_NamesTheLineOfTheFirstBadMove replays records that go wrong
// in every way Replay (and the Parse in front of it) reports, each with
// comments and blank lines before the fault so that a line count that
// skips them, or is off by one, shows: the error must be a *Error naming the
// line of the first bad line, read "line N: …", and unwrap to its cause
// (docs/notation.md); an action the engine refused unwraps to
// games.ErrIllegal, and no other fault does. The CLI's test checks the same
// through the command; this one holds the package to it. (A deal refused in
// the middle of the moves is reported at the next move's line too, but no
// engine refuses a deal once the header has passed, so it has no case here.)
func TestReplay_NamesTheLineOfTheFirstBadMove(t *testing.T) {
	cases := []struct {
		name string
		text string
		on   string // the game Replay is given, when not the record's
		line int    // 0: an error without a line (a *Error would be wrong)
		want string
		// illegal: the engine refused the action, and the error says so to
		// errors.Is (games.ErrIllegal) through the line's *Error.
		illegal bool
	}{
		// Moves that Replay refuses.
		{"the first move by the wrong seat", snHeader + "p1 SA\n", "", 6, "p1 SA: it is p0's turn", false},
		{"a seat the game does not have", snHeader + "p2 ST\n", "", 6, "p2 ST: it is p0's turn", false},
		{"the loser of a trick leading", snHeader + "p0 ST\np1 SA\n# p1 took the trick\np0 SQ\n", "", 9, "p0 SQ: it is p1's turn", false},
		{"the first of two bad moves", snHeader + "p0 ST\n\np1 HT+\np1 SA\np0 SQ\n", "", 8, "p1 HT+:", false},
		{"a card of no deck", snHeader + "p0 ZZ\n", "", 6, `"ZZ" is not a Schnapsen action`, false},
		{"a malformed marriage", snHeader + "# a marriage with one + too many\np0 DK++\n", "", 7, `"DK++" is not a Schnapsen action`, false},
		{"a card the mover does not hold", snHeader + "p0 SA\n", "", 6, "p0 SA: illegal action: p0 does not hold SA", true},
		{"an illegal answer after blank lines", snHeader + "p0 ST\n\n# p1 answers\n\np1 DK\n", "", 10, "p1 DK: illegal action: p1 does not hold DK", true},
		{"a marriage without its Queen", snHeader + "p0 CK+\n", "", 6, "a marriage with CK needs CQ in hand", true},
		{"a move after the end of the match", skPassedIn + "# one bid too late\np2 18\n", "", 10, "p2 18: the match is already over", false},
		{"a Scopa card the mover does not hold", "game scopa\nseed 1\n\n# p0 leads\np0 D1\n", "", 5, "D1 is not in p0's hand", false},
		{"a Go-Stop move by the wrong seat", "game gostop\nseed 1\n\np0 01-B\n", "", 4, "p0 01-B: it is p1's turn", false},

		// Records cut short.
		{"cut inside a card code", snHeader + "p0 ST\np1 S", "", 7, `"S" is not a Schnapsen action`, false},
		{"cut after a seat", snHeader + "p0 ST\np1", "", 7, `a move is "p<seat> <action>" with one action, got "p1"`, false},
		{"cut before the game line", "# a record\n\n", "", 0, `not a game record: no "game" line`, false},

		// Headers: the parser's refusals, and the values only the game refuses.
		{"a move before the game line", "\np0 ST\ngame schnapsen\n", "", 2, `a move before the "game" line`, false},
		{"a header line after the first move", snHeader + "p0 ST\nseed 4\n", "", 7, `header line "seed" after the first move`, false},
		{"an unknown header", "game schnapsen\n# house rules\ncolour red\n", "", 3, `unknown header "colour"`, false},
		{"an unknown game", "# a record\ngame poker\nseed 1\n", "", 2, `unknown game "poker"`, false},
		{"a record of another game", "# a record\n\ngame skat\nseed 1\n", "scopa", 3, `record is for "skat", not "scopa"`, false},
		{"a dealer past the seats", "game schnapsen\n\nseed 3\ndealer p2\n", "", 4, "dealer p2: schnapsen has seats p0 to p1", false},
		{"a second deal line too short", "game schnapsen\n" +
			"deal " + pack(cards.SchnapsenGerman(), -1) + "\n" +
			"# the second deal lacks a card\n" +
			"deal " + pack(cards.SchnapsenGerman(), 19) + "\n", "", 4, "deal 2 has 19 cards", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := replayText(c.text, c.on)
			require.Error(t, err, "accepted:\n%s", c.text)
			assert.ErrorContains(t, err, c.want)
			assert.Equal(t, c.illegal, errors.Is(err, games.ErrIllegal), "%q: is it games.ErrIllegal?", err)
			var le *Error
			if c.line == 0 {
				assert.False(t, errors.As(err, &le), "%q names line %d of a record without one at fault", err, c.line)
				return
			}
			require.ErrorAs(t, err, &le)
			assert.Equal(t, c.line, le.Line, "%q names another line", err)
			assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("line %d: ", c.line)), "%q, want it to start with line %d", err, c.line)
			require.NotNil(t, le.Err, "%q has no cause", err)
			assert.True(t, errors.Unwrap(err) == le.Err, "%q does not unwrap to its cause", err)
		})
	}
}

// TestReplay_PlaysAGoodRecordToItsEnd plays a whole seeded match of every
// game, writes its record with a comment and a blank line between some
// moves, and replays it: the replay must reach the same end (the match
// over, the same result), visit every move in order with the line it was
// written on, and the deals with line 0.
func TestReplay_PlaysAGoodRecordToItsEnd(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			played, end, err := Play(g, &Record{Game: g.ID, Seed: 7, Dealer: -1}, Uniform(rand.New(rand.NewPCG(7, 1))))
			require.NoError(t, err)
			require.True(t, end.Done())
			require.NotEmpty(t, played.Moves)

			// The header as Format writes it, then the moves, with a comment
			// and a blank line before every seventh one.
			var b strings.Builder
			header, _, _ := strings.Cut(played.Format(), "\n\n")
			b.WriteString(header + "\n")
			line := strings.Count(b.String(), "\n")
			var lines []int // the line of each move
			for i, m := range played.Moves {
				if i%7 == 0 {
					fmt.Fprintf(&b, "\n# move %d\n", i+1)
					line += 2
				}
				fmt.Fprintf(&b, "p%d %s\n", m.Seat, m.Action)
				line++
				lines = append(lines, line)
			}
			rec, err := ParseString(b.String())
			require.NoError(t, err)

			var moves []Step
			deals := 0
			st, err := Replay(rec, g, func(s Step) {
				if s.Seat == games.Chance {
					deals++
					assert.Zero(t, s.Line, "a deal has no line")
					return
				}
				moves = append(moves, s)
			})
			require.NoError(t, err)
			assert.True(t, st.Done(), "the replay stopped before the end of the match")
			assert.Equal(t, end.Result(), st.Result(), "the replay ended elsewhere than the match")
			assert.Positive(t, deals)
			require.Len(t, moves, len(played.Moves))
			for i, s := range moves {
				m := played.Moves[i]
				assert.Equal(t, m.Seat, s.Seat, "move %d", i+1)
				assert.Equal(t, m.Action, s.Action, "move %d", i+1)
				assert.Contains(t, s.Legal, s.Action, "move %d: not among the legal actions listed", i+1)
				assert.Equal(t, lines[i], s.Line, "move %d (%s) was written on line %d", i+1, m.Action, lines[i])
			}
		})
	}
}

// position is what a test sees of a state: whose turn, the result so far
// and the legal actions in notation.
type position struct {
	player int
	result games.Result
	legal  []string
}

func positionOf(st games.State) position {
	p := position{player: st.Player(), result: st.Result()}
	for _, a := range st.Legal(nil) {
		p.legal = append(p.legal, st.FormatAction(a))
	}
	return p
}

// TestReplay_VisitsEveryStepWithItsPosition plays a seeded match of every
// game and notes the position before each action, as the player choosing
// it saw it. Replaying the record must visit one step per action, deals
// included (the count a resumed table seeds its computer players from),
// each step's State being the position the next action was chosen in (the
// match's end for the last), DealOver set exactly where the count of
// finished deals grew, and the last step's State the one Replay returns.
func TestReplay_VisitsEveryStepWithItsPosition(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			var before []position // the position before each action
			rng := rand.New(rand.NewPCG(11, 2))
			played, end, err := Play(g, &Record{Game: g.ID, Seed: 11, Dealer: -1}, func(st games.State, legal []games.Action) games.Action {
				before = append(before, positionOf(st))
				return legal[rng.IntN(len(legal))]
			})
			require.NoError(t, err)
			after := append(before[1:len(before):len(before)], positionOf(end))

			var got []position
			var over []bool
			var last games.State
			st, err := Replay(played, g, func(s Step) {
				got = append(got, positionOf(s.State))
				over = append(over, s.DealOver)
				last = s.State
			})
			require.NoError(t, err)
			require.Len(t, got, len(after), "one step per action, deals included")
			ended := 0
			for i := range after {
				assert.Equal(t, after[i], got[i], "the position after action %d", i+1)
				grew := after[i].result.Deals > before[i].result.Deals
				assert.Equal(t, grew, over[i], "action %d: DealOver", i+1)
				if over[i] {
					ended++
				}
			}
			assert.Equal(t, end.Result().Deals, ended, "a DealOver for every deal of the match")
			assert.True(t, last == st, "the last step's State is the state Replay returns")
		})
	}
}
