// Package bot serves Cardavia's computer players over a line protocol, so
// that other programs (tournament harnesses, other engines) can play against
// them: one JSON request per line in, one JSON answer per line out. The
// protocol is documented in docs/bot-protocol.md.
package bot

import (
	"bufio"
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

// maxLine bounds one request line (a view is a few kilobytes at most).
const maxLine = 1 << 20

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

// DecodeView reads a view of the server's game from JSON.
func (s *Server) DecodeView(raw []byte) (games.View, error) {
	if len(raw) == 0 {
		return nil, errors.New("missing \"view\"")
	}
	// Every engine's view is a pointer to its View struct (games.View's
	// contract), so a fresh one of the same type is what JSON decodes into.
	p := reflect.New(s.viewType.Elem())
	if err := json.Unmarshal(raw, p.Interface()); err != nil {
		return nil, fmt.Errorf("view: %w", err)
	}
	v, ok := p.Interface().(games.View)
	if !ok {
		return nil, errors.New("view type does not implement games.View")
	}
	return v, nil
}

// Answer handles one request line. It never fails: problems become an
// error response.
func (s *Server) Answer(ctx context.Context, line []byte) Response {
	var req Request
	dec := json.NewDecoder(strings.NewReader(string(line)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return Response{Error: "bad request: " + err.Error()}
	}
	resp := Response{ID: req.ID}
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
			return disagree(fmt.Sprintf("cannot read %q: %v", t, err))
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
// Only a failure to read or write ends it early.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	enc := json.NewEncoder(w)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if err := enc.Encode(s.Answer(ctx, []byte(line))); err != nil {
			return fmt.Errorf("bot: write: %w", err)
		}
		if f, ok := w.(interface{ Flush() error }); ok {
			if err := f.Flush(); err != nil {
				return fmt.Errorf("bot: write: %w", err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			_ = enc.Encode(Response{Error: fmt.Sprintf("line longer than %d bytes; stopping", maxLine)})
		}
		return fmt.Errorf("bot: read: %w", err)
	}
	return nil
}
