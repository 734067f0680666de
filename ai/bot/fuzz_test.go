package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
)

// The fuzz targets feed the bot requests built from real views of random
// legal play and change fields of them: each edit of the input picks a
// field of the decoded request (any key of the view, nested ones and list
// elements included) and what to put there, so the fuzzer reaches an
// out-of-range trump or a lead that is no card within a minute or two,
// where mutating bytes alone almost never leaves valid JSON. The line
// itself is mutated as bytes too. One target per game, so that each game
// can be fuzzed on its own for a fixed time:
//
//	go test ./ai/bot -run '^$' -fuzz '^FuzzServeSchnapsen$' -fuzztime 5m -parallel 1
//
// Whatever the line, the bot must answer exactly one JSON line, echo the
// request's id whenever the line holds one, never report a recovered panic,
// and answer with an action only for a view that passes its game's check.

func FuzzServeScopa(f *testing.F)     { fuzzServe(f, "scopa") }
func FuzzServeSkat(f *testing.F)      { fuzzServe(f, "skat") }
func FuzzServeGostop(f *testing.F)    { fuzzServe(f, "gostop") }
func FuzzServeSchnapsen(f *testing.F) { fuzzServe(f, "schnapsen") }

// The edits: each is three bytes of the fuzzer's input: the field (the
// byte scaled to the number of fields, so that every field has its range
// of byte values), the kind of edit, and a small signed value.
const (
	editNumber    = iota // the value as a number
	editAdd              // the value added to the number there
	editFlip             // bit value%64 of the number there flipped: a card in or out of a set
	editNull             // null
	editBool             // value odd: true, else false
	editString           // the value as a JSON string
	editEmptyList        // []
	editDelete           // the key removed (an element of a list: the list shortened)
	editHuge             // a number beyond every integer type
	numEdits
)

// maxEdits bounds the edits of one input.
const maxEdits = 4

func fuzzServe(f *testing.F, game string) {
	g, err := catalog.Lookup(game)
	if err != nil {
		f.Fatal(err)
	}
	srv, err := NewServer(g, fuzzPlayer{players.Heuristic(g.ID)})
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range seedLines(f, g, 4) {
		f.Add([]byte(line), []byte{})
	}
	f.Fuzz(func(t *testing.T, line, edits []byte) {
		line = editLine(line, edits)
		var out bytes.Buffer
		if err := srv.Serve(context.Background(), bytes.NewReader(line), &out); err != nil {
			t.Fatalf("Serve ended: %v", err)
		}
		checkAnswers(t, srv, line, out.Bytes())
	})
}

// fuzzPlayer is what the fuzzed bot plays with: it touches what the real
// levels touch at a small part of their cost. The game's heuristic reads
// the view (Schnapsen's solves the endings exactly); then, as every search
// does for each of its worlds, one world is sampled from the view and
// played out to the end at random. Its answer is the heuristic's.
type fuzzPlayer struct{ heuristic ai.Player }

func (p fuzzPlayer) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	a, err := p.heuristic.Choose(ctx, v, legal, rng)
	if err != nil {
		return 0, err
	}
	world, err := v.Sample(rng)
	if err != nil {
		return 0, err
	}
	var buf []games.Action
	for step := 0; step < 1000 && !world.Done(); step++ {
		buf = world.Legal(buf[:0])
		if len(buf) == 0 {
			return 0, fmt.Errorf("a sampled world with nothing legal")
		}
		if _, err := world.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
			return 0, err
		}
	}
	return a, nil
}

// seedLines returns requests of real views of g: n positions of random
// legal play, each with its legal list, a seed and an id.
func seedLines(tb testing.TB, g *games.Info, n int) []string {
	tb.Helper()
	var lines []string
	for seed := uint64(1); len(lines) < n && seed < 500; seed++ {
		st := position(tb, g, seed)
		if st == nil {
			continue
		}
		v := st.View(st.Player())
		raw, err := json.Marshal(v)
		if err != nil {
			tb.Fatal(err)
		}
		var legal []string
		for _, a := range v.Legal(nil) {
			legal = append(legal, v.FormatAction(a))
		}
		b, err := json.Marshal(Request{ID: json.RawMessage(strconv.Itoa(len(lines) + 1)), View: raw, Legal: legal, Seed: seed})
		if err != nil {
			tb.Fatal(err)
		}
		lines = append(lines, string(b))
	}
	if len(lines) < n {
		tb.Fatalf("%s: only %d positions", g.ID, len(lines))
	}
	return lines
}

// editLine applies edits to a JSON line: each changes the field-th of its
// fields in a fixed order (every object key and list element, nested ones
// included) as its kind says. A line that is not a JSON object is returned
// as it is, and so is a line without edits.
func editLine(line, edits []byte) []byte {
	var root any
	d := json.NewDecoder(bytes.NewReader(line))
	d.UseNumber()
	if len(edits) < 3 || d.Decode(&root) != nil {
		return line
	}
	if _, ok := root.(map[string]any); !ok {
		return line
	}
	for i := 0; i+3 <= len(edits) && i < 3*maxEdits; i += 3 {
		var paths [][]any
		walkPaths(root, nil, &paths)
		if len(paths) == 0 {
			break
		}
		path := paths[int(edits[i])*len(paths)/256]
		kind, value := edits[i+1]%numEdits, int64(int8(edits[i+2]))
		old, _ := getPath(root, path).(json.Number)
		n, _ := old.Int64()
		var val any
		switch kind {
		case editNumber:
			val = json.Number(strconv.FormatInt(value, 10))
		case editAdd:
			val = json.Number(strconv.FormatInt(n+value, 10))
		case editFlip:
			val = json.Number(strconv.FormatUint(uint64(n)^1<<(uint64(value)%64), 10))
		case editBool:
			val = value&1 == 1
		case editString:
			val = strconv.FormatInt(value, 10)
		case editEmptyList:
			val = []any{}
		case editHuge:
			val = json.Number(strconv.FormatInt(value, 10) + "000000000000000000000")
		}
		root = setPath(root, path, val, kind == editDelete)
	}
	out, err := json.Marshal(root)
	if err != nil {
		return line
	}
	return out
}

// getPath returns the value at path, or nil.
func getPath(v any, path []any) any {
	for _, p := range path {
		switch x := v.(type) {
		case map[string]any:
			v = x[p.(string)]
		case []any:
			v = x[p.(int)]
		default:
			return nil
		}
	}
	return v
}

// walkPaths lists the path of every value below v (v itself excluded), in
// a fixed order: object keys sorted, list elements in order.
func walkPaths(v any, prefix []any, out *[][]any) {
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := append(slices.Clone(prefix), k)
			*out = append(*out, p)
			walkPaths(x[k], p, out)
		}
	case []any:
		for i, e := range x {
			p := append(slices.Clone(prefix), i)
			*out = append(*out, p)
			walkPaths(e, p, out)
		}
	}
}

// setPath returns v with the value at path replaced by val (or removed).
func setPath(v any, path []any, val any, remove bool) any {
	if len(path) == 0 {
		return val
	}
	switch x := v.(type) {
	case map[string]any:
		k := path[0].(string)
		if len(path) == 1 && remove {
			delete(x, k)
			return x
		}
		x[k] = setPath(x[k], path[1:], val, remove)
		return x
	case []any:
		i := path[0].(int)
		if len(path) == 1 && remove {
			return slices.Delete(x, i, i+1)
		}
		x[i] = setPath(x[i], path[1:], val, remove)
		return x
	}
	return v
}

// checkAnswers holds the bot's promises for one input line.
func checkAnswers(t *testing.T, srv *Server, line, out []byte) {
	t.Helper()
	lines := 0
	for _, l := range bytes.Split(line, []byte("\n")) {
		if len(bytes.TrimSpace(l)) > 0 {
			lines++
		}
	}
	answers := bytes.Split(bytes.TrimSuffix(out, []byte("\n")), []byte("\n"))
	if len(out) == 0 {
		answers = nil
	}
	if len(answers) != lines {
		t.Fatalf("%d answers to %d request lines:\n%s", len(answers), lines, out)
	}
	if lines != 1 {
		return
	}
	var r Response
	if err := json.Unmarshal(answers[0], &r); err != nil {
		t.Fatalf("the answer is not JSON: %q", answers[0])
	}
	if (r.Action == "") == (r.Error == "") {
		t.Fatalf("the answer has neither an action nor an error, or both: %s", answers[0])
	}
	if strings.HasPrefix(r.Error, internalError) {
		t.Fatalf("the bot recovered from a panic: %s\nrequest: %s", r.Error, line)
	}
	if id := requestID(line); id != nil && !bytes.Equal(compact(id), compact(r.ID)) {
		t.Fatalf("the answer's id %s is not the request's %s", r.ID, id)
	}
	if r.Action != "" {
		var req Request
		if err := json.Unmarshal(line, &req); err != nil {
			t.Fatalf("an action answered to a request that does not decode: %v", err)
		}
		v, err := srv.DecodeView(req.View)
		if err != nil {
			t.Fatalf("an action answered to a view that does not decode: %v", err)
		}
		if c, ok := v.(games.Checker); ok {
			if err := c.Check(); err != nil {
				t.Fatalf("an action answered to a view that fails its check: %v", err)
			}
		}
	}
}

// requestID returns the "id" of a line that is a JSON object, as
// encoding/json reads it, or nil.
func requestID(line []byte) json.RawMessage {
	var r struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(line, &r) != nil {
		return nil
	}
	return r.ID
}

func compact(raw []byte) []byte {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return raw
	}
	return b.Bytes()
}
