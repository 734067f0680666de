// Package bot serves Cardavia's computer players over a line protocol, so
// that other programs (tournament harnesses, other engines) can play against
// them: one JSON request per line in, one JSON answer per line out. The
// protocol is documented in docs/bot-protocol.md.
package bot

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// Request is one line of input.
type Request struct {
	// View is the deciding seat's view, exactly as the game's View type
	// marshals to JSON (docs/games/<game>.md lists its fields).
	View json.RawMessage `json:"view"`
	// Legal optionally lists the legal actions in record notation; when
	// given it must agree with the view's own list (a check that both sides
	// read the position alike).
	Legal []string `json:"legal,omitempty"`
	// Seed seeds the player's randomness (default 0): the same request and
	// seed give the same answer.
	Seed uint64 `json:"seed,omitempty"`
	// BudgetMS is an emergency brake in milliseconds (default: none). The
	// amount of search is fixed by the level, never by time; when the brake
	// fires before the search is done, the answer is the level's fallback
	// (the game's heuristic, with a fixed seed), so a braked answer is
	// deterministic too, just weaker.
	BudgetMS int `json:"budget_ms,omitempty"`
	// ID is echoed back, to match answers to requests.
	ID json.RawMessage `json:"id,omitempty"`
}

// Response is one line of output: an action or an error.
type Response struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Action string          `json:"action,omitempty"`
	Error  string          `json:"error,omitempty"`
}

// MaxLine bounds one request line, its newline aside (a view is a few
// kilobytes at most). A longer line is read past and answered with one
// error line (docs/bot-protocol.md).
const MaxLine = 1 << 20

// idPrefix is how much of an over-long line is kept to find its id in.
const idPrefix = 64 << 10

// Server answers requests for one game with one player.
type Server struct {
	Game   *games.Info
	Player ai.Player
	// viewType is the game's concrete View type, found by asking a fresh
	// match for a view, so that the server needs no per-game code.
	viewType reflect.Type
}

// NewServer prepares a server for game g and player p.
func NewServer(g *games.Info, p ai.Player) (*Server, error) {
	st, err := g.New(games.Config{Seed: 1, Dealer: -1, Deck: g.Decks[0]})
	if err != nil {
		return nil, fmt.Errorf("bot: %w", err)
	}
	v := st.View(0)
	if v == nil {
		return nil, errors.New("bot: the game gives no view")
	}
	t := reflect.TypeOf(v)
	if t.Kind() != reflect.Pointer {
		return nil, fmt.Errorf("bot: the game's view %v is not a pointer", t)
	}
	return &Server{Game: g, Player: p, viewType: t}, nil
}

// DecodeView reads a view of the server's game from JSON and, when the
// game's view is a games.Checker, checks it: the engines index their
// tables with the view's fields, so no engine or player may touch a view
// that fails (its error names the field).
func (s *Server) DecodeView(raw []byte) (games.View, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, errors.New("missing \"view\"")
	}
	// Every engine's view is a pointer to its View struct (games.View's
	// contract), so a fresh one of the same type is what JSON decodes into.
	p := reflect.New(s.viewType.Elem())
	if err := json.Unmarshal(raw, p.Interface()); err != nil {
		return nil, fmt.Errorf("view: %s", excerpt.Clip(err.Error()))
	}
	v, ok := p.Interface().(games.View)
	if !ok {
		return nil, errors.New("view type does not implement games.View")
	}
	if c, ok := v.(games.Checker); ok {
		if err := c.Check(); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// Answer handles one request line. It never fails: problems become an
// error response, which carries the request's id whenever the line holds
// one, even when the rest does not decode. A panic while answering (a
// fault in an engine or a player) is answered as an internal error, so
// that one request cannot end the server.
func (s *Server) Answer(ctx context.Context, line []byte) (resp Response) {
	defer func() {
		if r := recover(); r != nil {
			resp = Response{ID: idOf(line), Error: fmt.Sprintf("%s: %s (please report it with the request)", internalError, excerpt.Clip(fmt.Sprint(r)))}
		}
	}()
	var req Request
	dec := json.NewDecoder(strings.NewReader(string(line)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return Response{ID: idOf(line), Error: "bad request: " + excerpt.Clip(err.Error())}
	}
	resp = Response{ID: req.ID}
	v, err := s.DecodeView(req.View)
	if err != nil {
		resp.Error = err.Error()
		return resp
	}
	legal := v.Legal(nil)
	if v.Player() != v.Viewer() || slices.Contains(legal, games.Deal) {
		legal = nil
	}
	if len(legal) == 0 {
		who := fmt.Sprintf("p%d", v.Player())
		switch v.Player() {
		case games.Chance:
			who = "the deal is due"
		case games.Nobody:
			who = "the game is over"
		}
		resp.Error = fmt.Sprintf("not to move: seat p%d has no decision in this view (to move: %s)", v.Viewer(), who)
		return resp
	}
	// An impossible view shows up when sampling it. The sampled deal holds
	// the viewer's hand and everything public, which is all that reading an
	// action of the viewer's needs.
	world, err := v.Sample(rand.New(rand.NewPCG(req.Seed, 1)))
	if err != nil {
		resp.Error = "impossible view: " + err.Error()
		return resp
	}
	if req.Legal != nil {
		if msg := checkLegal(world, v, legal, req.Legal); msg != "" {
			resp.Error = msg
			return resp
		}
	}
	if req.BudgetMS > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(req.BudgetMS)*time.Millisecond)
		defer cancel()
	}
	a, err := s.Player.Choose(ctx, v, legal, rand.New(rand.NewPCG(req.Seed, 0x626f74)))
	if err != nil {
		resp.Error = err.Error()
		return resp
	}
	resp.Action = v.FormatAction(a)
	return resp
}

// checkLegal compares the caller's legal list with the view's own, as
// actions: each of theirs is read with the game's parser (which accepts
// every spelling a record may use, any case, and long forms such as Scopa's
// "C12xD12"), and the two lists must hold the same actions. It returns the
// error to answer, or "".
func checkLegal(world games.State, v games.View, legal []games.Action, theirs []string) string {
	mine := make([]string, len(legal))
	for i, a := range legal {
		mine[i] = v.FormatAction(a)
	}
	disagree := func(why string) string {
		return fmt.Sprintf("\"legal\" disagrees with the view (%s), which allows: %s", why, strings.Join(mine, " "))
	}
	got := make([]games.Action, 0, len(theirs))
	for _, t := range theirs {
		a, err := world.ParseAction(strings.TrimSpace(t))
		if err != nil {
			if excerpt.Binary(t) {
				return disagree("cannot read " + excerpt.Quote(t))
			}
			return disagree(fmt.Sprintf("cannot read %s: %s", excerpt.Quote(t), excerpt.Clip(err.Error())))
		}
		got = append(got, a)
	}
	want := slices.Clone(legal)
	slices.Sort(want)
	slices.Sort(got)
	if !slices.Equal(want, got) {
		var extra, missing []string
		for _, a := range got {
			if !slices.Contains(want, a) {
				extra = append(extra, v.FormatAction(a))
			}
		}
		for _, a := range want {
			if !slices.Contains(got, a) {
				missing = append(missing, v.FormatAction(a))
			}
		}
		switch {
		case len(extra) > 0:
			return disagree("not legal: " + strings.Join(extra, " "))
		case len(missing) > 0:
			return disagree("missing: " + strings.Join(missing, " "))
		}
		return disagree("an action listed twice")
	}
	return ""
}

// Serve answers every line of r on w until r ends. Blank lines are skipped.
// A line longer than MaxLine is read past and answered with one error line.
// Only a failure to read or write ends it early.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64<<10)
	enc := json.NewEncoder(w)
	for {
		line, long, rerr := readLine(br)
		var resp *Response
		switch {
		case long > 0:
			resp = &Response{ID: idOf(line), Error: fmt.Sprintf("bad request: the line is %d bytes long, over the limit of %d (1 MiB); it was not read", long, MaxLine)}
		case len(bytes.TrimSpace(line)) > 0:
			a := s.Answer(ctx, bytes.TrimSpace(line))
			resp = &a
		}
		if resp != nil {
			if err := enc.Encode(resp); err != nil {
				return fmt.Errorf("bot: write: %w", err)
			}
			if f, ok := w.(interface{ Flush() error }); ok {
				if err := f.Flush(); err != nil {
					return fmt.Errorf("bot: write: %w", err)
				}
			}
		}
		if rerr == io.EOF {
			return nil
		}
		if rerr != nil {
			return fmt.Errorf("bot: read: %w", rerr)
		}
	}
}

// readLine reads the next line, without its newline. A line longer than
// MaxLine is read to its end but not kept: long is then its length, and
// line holds its first idPrefix bytes (to find its id in).
func readLine(br *bufio.Reader) (line []byte, long int, err error) {
	n, over := 0, false // bytes read, the newline included; past the limit
	for {
		chunk, err := br.ReadSlice('\n')
		n += len(chunk)
		if !over && n > MaxLine+1 {
			over = true
			line = line[:min(len(line), idPrefix)]
		}
		if !over {
			line = append(line, chunk...)
		} else if room := idPrefix - len(line); room > 0 {
			line = append(line, chunk[:min(room, len(chunk))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if bytes.HasSuffix(chunk, []byte("\n")) {
			n--
		}
		line = bytes.TrimSuffix(line, []byte("\n"))
		if n > MaxLine {
			return line[:min(len(line), idPrefix)], n, err
		}
		return line, 0, err
	}
}

// idOf returns the "id" of a request line that does not decode as a whole
// (a field of the wrong type, a syntax error after the id, a line cut at
// the limit): the keys of the top-level object are read one by one up to
// the first error, and the last key matching "id" as encoding/json matches
// it (any letter case) gives the id.
func idOf(line []byte) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(line))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	var id json.RawMessage
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			break
		}
		key, _ := t.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			break
		}
		if strings.EqualFold(key, "id") {
			id = raw
		}
	}
	return id
}

// internalError begins the answer to a request whose handling panicked.
const internalError = "internal error"
