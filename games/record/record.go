// Package record reads and writes Cardavia's text game records, and replays
// them on an engine. The notation is documented in docs/notation.md.
//
// A record is a header (game, deck, seed, dealer, options, explicit deals)
// and the moves, one per line, each naming the seat that plays it. Chance
// (dealing) is not written: it follows from the seed or the explicit deals.
package record

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/internal/excerpt"
)

// Record is a parsed game record.
type Record struct {
	Game    string   // registry id: schnapsen, scopa, skat, gostop
	Deck    string   // deck key (cards.Deck.Key); empty for the game's default
	Seed    uint64   // seeds the dealer draw and the deals not given below
	Dealer  int      // the first dealer's seat, or -1 to draw it from the seed
	Options []Option // rule options, in the order written
	Deals   [][]string
	Moves   []Move

	// lines holds the lines the header was read from, so that a value
	// refused after parsing still names its line.
	lines headerLines
}

// headerLines are the lines of a parsed record's header values; all zero
// for a record made in code.
type headerLines struct {
	game, deck, seed, dealer int
	options, deals           []int // one per option and per deal
}

// Option is one rule option, written "option name=value".
type Option struct {
	Name, Value string
}

// Move is one move: the seat that made it and the action in the game's
// notation. Line is the line it was read from (0 when made in code); it is
// not part of the record's content.
type Move struct {
	Seat   int
	Action string
	Line   int
}

// Error is a problem at one line of a record.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

func lineErr(line int, format string, args ...any) error {
	return &Error{Line: line, Err: fmt.Errorf(format, args...)}
}

// atLine returns err as an *Error at line, or err itself when line is 0 (a
// record made in code) or err is nil.
func atLine(line int, err error) error {
	if line == 0 || err == nil {
		return err
	}
	return &Error{Line: line, Err: err}
}

// HeaderError returns err as an *Error naming the line of the header key
// (game, deck, seed or dealer) that it is about, for a caller that refuses
// a value of the record itself, such as an unknown game. For a record made
// in code, or a key it does not have, it returns err unchanged.
func (r *Record) HeaderError(key string, err error) error {
	line := 0
	switch key {
	case "game":
		line = r.lines.game
	case "deck":
		line = r.lines.deck
	case "seed":
		line = r.lines.seed
	case "dealer":
		line = r.lines.dealer
	}
	return atLine(line, err)
}

// maxLine bounds one line, so that a corrupt file cannot exhaust memory.
const maxLine = 64 << 10

// MaxFile is the largest record file the app (Open a record…) and the CLI
// (replay) read: the record of a long match is a few kilobytes, and a
// larger file is refused by its size before it is read (internal/capped),
// as Parse would otherwise keep every line of a huge file of short ones.
const MaxFile = 1 << 20

// Parse reads a record. It checks the syntax only; Replay checks the moves.
func Parse(r io.Reader) (*Record, error) {
	rec := &Record{Dealer: -1}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), maxLine)
	seen := map[string]int{}
	n := 0
	for sc.Scan() {
		n++
		text := sc.Text()
		if n == 1 {
			// A byte-order mark, as Windows Notepad writes one.
			text = strings.TrimPrefix(text, "\ufeff")
		}
		line := strings.TrimSpace(text)
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = strings.TrimSpace(line[:i])
		}
		if line == "" {
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		rest = strings.TrimSpace(rest)
		if seat, ok := parseSeat(key); ok {
			if rec.Game == "" {
				return nil, lineErr(n, "a move before the \"game\" line")
			}
			if rest == "" || strings.ContainsAny(rest, " \t") {
				return nil, lineErr(n, "a move is \"p<seat> <action>\" with one action, got %s", excerpt.Quote(line))
			}
			rec.Moves = append(rec.Moves, Move{Seat: seat, Action: rest, Line: n})
			continue
		}
		if len(rec.Moves) > 0 {
			return nil, lineErr(n, "header line %s after the first move", excerpt.Quote(key))
		}
		if prev, dup := seen[key]; dup && key != "option" && key != "deal" {
			return nil, lineErr(n, "%s given twice (first at line %d)", excerpt.Quote(key), prev)
		}
		seen[key] = n
		if rest == "" {
			return nil, lineErr(n, "%s needs a value", excerpt.Quote(key))
		}
		switch key {
		case "game":
			rec.Game, rec.lines.game = rest, n
		case "deck":
			rec.Deck, rec.lines.deck = rest, n
		case "seed":
			s, err := strconv.ParseUint(rest, 10, 64)
			if errors.Is(err, strconv.ErrRange) {
				return nil, lineErr(n, "seed %s is too large: the largest is 2^64-1 (18446744073709551615)", excerpt.Quote(rest))
			}
			if err != nil {
				return nil, lineErr(n, "seed %s is not a whole number from 0 to 2^64-1", excerpt.Quote(rest))
			}
			rec.Seed, rec.lines.seed = s, n
		case "dealer":
			d, ok := parseSeat(rest)
			if !ok {
				return nil, lineErr(n, "dealer %s is not a seat like p0", excerpt.Quote(rest))
			}
			rec.Dealer, rec.lines.dealer = d, n
		case "option":
			name, value, ok := strings.Cut(rest, "=")
			name, value = strings.TrimSpace(name), strings.TrimSpace(value)
			if !ok || name == "" || strings.ContainsAny(name, " \t") || strings.ContainsAny(value, " \t") {
				return nil, lineErr(n, "an option is \"option name=value\", got %s", excerpt.Quote(rest))
			}
			rec.Options = append(rec.Options, Option{Name: name, Value: value})
			rec.lines.options = append(rec.lines.options, n)
		case "deal":
			rec.Deals = append(rec.Deals, strings.Fields(rest))
			rec.lines.deals = append(rec.lines.deals, n)
		default:
			return nil, lineErr(n, "unknown header %s (known: game, deck, seed, dealer, option, deal; moves start with p0, p1, p2)", excerpt.Quote(key))
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, lineErr(n+1, "line longer than %d bytes", maxLine)
		}
		return nil, fmt.Errorf("reading record: %w", err)
	}
	if rec.Game == "" {
		return nil, errors.New("not a game record: no \"game\" line")
	}
	return rec, nil
}

// ParseString parses a record held in a string.
func ParseString(s string) (*Record, error) { return Parse(strings.NewReader(s)) }

func parseSeat(s string) (int, bool) {
	if len(s) != 2 || s[0] != 'p' || s[1] < '0' || s[1] > '9' {
		return 0, false
	}
	return int(s[1] - '0'), true
}

// Format writes the record in canonical form. Parsing the result gives an
// equal record, and formatting that gives the same text.
func (r *Record) Format() string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %s\n", r.Game)
	if r.Deck != "" {
		fmt.Fprintf(&b, "deck %s\n", r.Deck)
	}
	fmt.Fprintf(&b, "seed %d\n", r.Seed)
	if r.Dealer >= 0 {
		fmt.Fprintf(&b, "dealer p%d\n", r.Dealer)
	}
	for _, o := range r.Options {
		fmt.Fprintf(&b, "option %s=%s\n", o.Name, o.Value)
	}
	for _, d := range r.Deals {
		fmt.Fprintf(&b, "deal %s\n", strings.Join(d, " "))
	}
	if len(r.Moves) > 0 {
		b.WriteByte('\n')
	}
	for _, m := range r.Moves {
		fmt.Fprintf(&b, "p%d %s\n", m.Seat, m.Action)
	}
	return b.String()
}

// Equal reports whether two records have the same content (lines aside).
func (r *Record) Equal(o *Record) bool {
	if r.Game != o.Game || r.Deck != o.Deck || r.Seed != o.Seed || r.Dealer != o.Dealer ||
		!slices.Equal(r.Options, o.Options) || len(r.Deals) != len(o.Deals) || len(r.Moves) != len(o.Moves) {
		return false
	}
	for i := range r.Deals {
		if !slices.Equal(r.Deals[i], o.Deals[i]) {
			return false
		}
	}
	for i := range r.Moves {
		if r.Moves[i].Seat != o.Moves[i].Seat || r.Moves[i].Action != o.Moves[i].Action {
			return false
		}
	}
	return true
}
