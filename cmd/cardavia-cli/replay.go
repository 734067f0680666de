package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/capped"
)

// newFlags returns a flag set that reports errors instead of exiting, and
// accepts flags after positional arguments ("replay FILE --json").
func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseInterspersed parses flags wherever they stand and returns the
// positional arguments.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseFlags(fs, args, nil); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

type jsonStep struct {
	Line   int      `json:"line,omitempty"`
	Seat   string   `json:"seat"`
	Legal  []string `json:"legal"`
	Action string   `json:"action"`
	Events []string `json:"events"`
	// View is the view of the seat to move before the step, exactly as the
	// bot protocol sends it (replay --json --views; none for a deal).
	View json.RawMessage `json:"view,omitempty"`
}

type jsonReplay struct {
	Game   string     `json:"game"`
	Steps  []jsonStep `json:"steps"`
	Result jsonResult `json:"result"`
}

type jsonResult struct {
	Done   bool       `json:"matchOver"`
	Winner string     `json:"winner,omitempty"`
	Deal   []int      `json:"deal"`
	Match  []int      `json:"match"`
	Deals  int        `json:"deals"`
	Lines  []jsonLine `json:"lines"`
	ToMove string     `json:"toMove"`
}

type jsonLine struct {
	Seat  string `json:"seat,omitempty"`
	Label string `json:"label"`
	Value int    `json:"value"`
	Note  string `json:"note,omitempty"`
}

func seatName(s int) string {
	switch s {
	case games.Chance:
		return "deal"
	case games.Nobody:
		return "nobody"
	}
	return fmt.Sprintf("p%d", s)
}

func runReplay(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("replay")
	asJSON := fs.Bool("json", false, "print JSON")
	views := fs.Bool("views", false, "with --json: add to every move the view of the seat to move")
	var opts optionFlag
	fs.Var(&opts, "option", "a house rule name=value to add to the record's header (repeatable)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if *views && !*asJSON {
		return fmt.Errorf("%w: --views needs --json", errUsage)
	}
	if len(pos) != 1 {
		return fmt.Errorf("%w: replay takes one record file", errUsage)
	}
	data, err := capped.ReadFile(pos[0], record.MaxFile)
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	rec, err := record.Parse(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	g, err := catalog.Lookup(rec.Game)
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], rec.HeaderError("game", err))
	}
	if err := opts.check(g, stderr); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	if err := opts.addTo(rec); err != nil {
		return err
	}
	cfg, err := rec.Config(g)
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	deck := cards.ByID(cfg.Deck)
	out := jsonReplay{Game: g.ID, Steps: []jsonStep{}}
	// shadow follows the replay one step behind record.Replay's state, so
	// that it holds the position before each step: its view is the one the
	// seat to move decided on.
	var shadow games.State
	var shadowErr error
	if *views {
		if shadow, err = g.New(cfg); err != nil {
			return fmt.Errorf("%s: %w", pos[0], err)
		}
	}
	visit := func(s record.Step) {
		js := jsonStep{Line: s.Line, Seat: seatName(s.Seat), Legal: s.Legal, Action: s.Action, Events: []string{}}
		if js.Legal == nil {
			js.Legal = []string{}
		}
		if shadow != nil && shadowErr == nil {
			js.View, shadowErr = stepView(shadow, s)
		}
		for _, e := range s.Events {
			js.Events = append(js.Events, e.FormatIn(g, deck))
		}
		if *asJSON {
			out.Steps = append(out.Steps, js)
			return
		}
		if s.Seat == games.Chance {
			fmt.Fprintln(stdout, "-- deal")
		} else {
			fmt.Fprintf(stdout, "%s to move; legal: %s\n", js.Seat, strings.Join(s.Legal, " "))
			fmt.Fprintf(stdout, "%s plays %s", js.Seat, s.Action)
			if s.Line > 0 {
				fmt.Fprintf(stdout, "  (line %d)", s.Line)
			}
			fmt.Fprintln(stdout)
		}
		for _, e := range js.Events {
			fmt.Fprintf(stdout, "    %s\n", e)
		}
	}
	st, err := record.Replay(rec, g, visit)
	if err != nil {
		return fmt.Errorf("%s: %w", pos[0], err)
	}
	if shadowErr != nil {
		return fmt.Errorf("%s: views: %w", pos[0], shadowErr)
	}
	out.Result = resultJSON(st)
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	printResult(stdout, out.Result)
	return nil
}

// stepView returns the JSON view of the seat to move in shadow (none for a
// deal) and then plays the step on shadow.
func stepView(shadow games.State, s record.Step) (json.RawMessage, error) {
	a := games.Deal
	var raw json.RawMessage
	if s.Seat >= 0 {
		if p := shadow.Player(); p != s.Seat {
			return nil, fmt.Errorf("line %d: p%d to move, the record has p%d", s.Line, p, s.Seat)
		}
		var err error
		if raw, err = json.Marshal(shadow.View(s.Seat)); err != nil {
			return nil, err
		}
		if a, err = shadow.ParseAction(s.Action); err != nil {
			return nil, fmt.Errorf("line %d: %w", s.Line, err)
		}
	}
	if _, err := shadow.Apply(a, nil); err != nil {
		return nil, fmt.Errorf("line %d: %w", s.Line, err)
	}
	return raw, nil
}

func resultJSON(st games.State) jsonResult {
	r := st.Result()
	jr := jsonResult{Done: st.Done(), Deal: r.Deal, Match: r.Match, Deals: r.Deals, ToMove: seatName(st.Player()), Lines: []jsonLine{}}
	if jr.Deal == nil {
		jr.Deal = []int{}
	}
	if jr.Match == nil {
		jr.Match = []int{}
	}
	if r.Winner >= 0 && st.Done() {
		jr.Winner = seatName(r.Winner)
	}
	for _, l := range r.Lines {
		seat := ""
		if l.Seat >= 0 {
			seat = seatName(l.Seat)
		}
		jr.Lines = append(jr.Lines, jsonLine{Seat: seat, Label: l.Label.English, Value: l.Value, Note: l.Note})
	}
	return jr
}

func printResult(w io.Writer, r jsonResult) {
	fmt.Fprintln(w, "== result")
	for _, l := range r.Lines {
		seat := l.Seat
		if seat != "" {
			seat += " "
		}
		fmt.Fprintf(w, "   %s%s: %d", seat, l.Label, l.Value)
		if l.Note != "" {
			fmt.Fprintf(w, " (%s)", l.Note)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "   deal score: %s\n", seats(r.Deal))
	fmt.Fprintf(w, "   match: %s after %d deal(s)\n", seats(r.Match), r.Deals)
	switch {
	case r.Done && r.Winner != "":
		fmt.Fprintf(w, "   match over: %s wins\n", r.Winner)
	case r.Done:
		fmt.Fprintln(w, "   match over: no single winner (see the scores)")
	default:
		fmt.Fprintf(w, "   match not over; to move: %s\n", r.ToMove)
	}
}

func seats(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprintf("p%d %d", i, x)
	}
	return strings.Join(parts, ", ")
}

func runRandom(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("random")
	game := fs.String("game", "", "game id")
	seed := &seedFlag{seed: 1}
	fs.Var(seed, "seed", "seed for the deals and the moves, or a deal code")
	deckKey := fs.String("deck", "", "deck key (schnapsen: german20 or french20)")
	var opts optionFlag
	fs.Var(&opts, "option", "a house rule name=value, written as an option header (repeatable)")
	pos, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	header, err := seed.header(*game, *deckKey)
	if err != nil {
		return err
	}
	if len(pos) > 0 || header.Game == "" {
		return fmt.Errorf("%w: random needs --game (or a deal code) and takes no other arguments", errUsage)
	}
	g, err := catalog.Lookup(header.Game)
	if err != nil {
		return err
	}
	if err := opts.check(g, stderr); err != nil {
		return fmt.Errorf("%w: %v", errUsage, err)
	}
	header.Options = opts
	rec, err := randomGame(g, header)
	if err != nil {
		return err
	}
	_, err = io.WriteString(stdout, rec.Format())
	return err
}

// randomGame plays random legal moves from the seeded match and returns its
// record: uniform moves, or the game's own random player where uniform
// moves make no sense (Skat's, which bids on its cards: uniform bids
// overbid nearly every deal; see players.RandomRecord).
func randomGame(g *games.Info, header *record.Record) (*record.Record, error) {
	rng := rand.New(rand.NewPCG(header.Seed, 0x5eed))
	rec, _, err := record.Play(g, header, players.RandomRecord(g.ID, rng))
	return rec, err
}
