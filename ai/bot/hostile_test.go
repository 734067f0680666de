package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// serve runs lines through a fresh server of g with p and returns the
// answers, one per non-blank line.
func serve(t *testing.T, g *games.Info, p ai.Player, lines ...string) []Response {
	t.Helper()
	srv, err := NewServer(g, p)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := srv.Serve(context.Background(), strings.NewReader(strings.Join(lines, "\n")+"\n"), &out); err != nil {
		t.Fatalf("Serve ended: %v", err)
	}
	var answers []Response
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var r Response
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("an answer that is not JSON: %.200q", l)
		}
		answers = append(answers, r)
	}
	return answers
}

// withField returns a request line of v with the view's key set to val.
func withField(t *testing.T, id int, v games.View, key string, val any) string {
	t.Helper()
	raw, _ := json.Marshal(v)
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	m[key] = val
	b, _ := json.Marshal(map[string]any{"id": id, "view": m})
	return string(b)
}

// TestServe_AnswersTheIssuesReproducers: the two Schnapsen views that ended
// the bot with an index out of range (trump 9; lead 31, with "legal" given
// too) are answered with an error naming the field and the request's id,
// and the bot answers the next request. The view is the first decision of
// seed 7's match, as in the report.
func TestServe_AnswersTheIssuesReproducers(t *testing.T) {
	g := schnapsen.Info()
	st, err := schnapsen.New(games.Config{Seed: 7, Dealer: -1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Apply(games.Deal, nil); err != nil {
		t.Fatal(err)
	}
	v := st.View(st.Player())
	var legal []string
	for _, a := range v.Legal(nil) {
		legal = append(legal, v.FormatAction(a))
	}
	lead := withField(t, 2, v, "lead", 31)
	lead = strings.Replace(lead, `{"id":2,`, `{"id":2,"legal":`+mustJSON(legal)+`,`, 1)
	answers := serve(t, g, players.New(g.ID, ai.Expert),
		withField(t, 1, v, "trump", 9),
		lead,
		request(t, v, legal, 7),
	)
	want := []string{"view: trump 9 is not a suit", "view: lead 31 is not a card"}
	for i, w := range want {
		if !strings.HasPrefix(answers[i].Error, w) || string(answers[i].ID) != string(rune('1'+i)) {
			t.Errorf("answer %d: %+v, want id %d and an error starting %q", i, answers[i], i+1, w)
		}
	}
	if answers[2].Action == "" {
		t.Errorf("the next request: %+v, want an action", answers[2])
	}
}

func mustJSON(x any) string {
	b, _ := json.Marshal(x)
	return string(b)
}

// panicky is a player with a fault: it panics on every decision.
type panicky struct{}

func (panicky) Choose(context.Context, games.View, []games.Action, *rand.Rand) (games.Action, error) {
	var m []int
	return games.Action(m[3]), nil
}

// TestServe_RecoversFromAPanic: a fault in a player (or an engine) while
// answering one request is answered as an internal error with the
// request's id, and the next request is served.
func TestServe_RecoversFromAPanic(t *testing.T) {
	g := toy.Info()
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, g, seed)
	}
	line := func(id int) string {
		raw, _ := json.Marshal(st.View(st.Player()))
		return mustJSON(map[string]any{"id": id, "view": json.RawMessage(raw)})
	}
	answers := serve(t, g, panicky{}, line(1), line(2))
	if len(answers) != 2 {
		t.Fatalf("%d answers to 2 requests", len(answers))
	}
	for i, r := range answers {
		if !strings.HasPrefix(r.Error, internalError+": runtime error: index out of range") || string(r.ID) != string(rune('1'+i)) {
			t.Errorf("answer %d: %+v", i, r)
		}
	}
}

// TestServe_ReadsPastALongLine: a line over MaxLine is read past and
// answered with one error line (with its id, read from the line's start),
// and the bot keeps serving; a line at the limit is read as usual.
func TestServe_ReadsPastALongLine(t *testing.T) {
	g, err := catalog.Lookup("schnapsen")
	if err != nil {
		t.Fatal(err)
	}
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, g, seed)
	}
	good := request(t, st.View(st.Player()), nil, 1)
	pad := func(n int) string {
		head := `{"id":5,"view":"`
		return head + strings.Repeat("x", n-len(head)-2) + `"}`
	}
	answers := serve(t, g, players.Heuristic(g.ID), pad(MaxLine+1), good, pad(MaxLine), pad(3*MaxLine)+"\r", good)
	if len(answers) != 5 {
		t.Fatalf("%d answers to 5 requests", len(answers))
	}
	for _, i := range []int{0, 3} {
		if r := answers[i]; !strings.Contains(r.Error, "over the limit of 1048576") || string(r.ID) != "5" {
			t.Errorf("answer %d to a long line: %+v", i, r)
		}
	}
	if r := answers[2]; strings.Contains(r.Error, "limit") || string(r.ID) != "5" {
		t.Errorf("a line of exactly MaxLine bytes: %+v, want it read (and refused for its view)", r)
	}
	for _, i := range []int{1, 4} {
		if answers[i].Action == "" {
			t.Errorf("answer %d: %+v, want an action", i, answers[i])
		}
	}
}

// TestAnswer_EchoesTheID: the id is echoed on every answer, even when the
// request does not decode as a whole; a null view is named as missing.
func TestAnswer_EchoesTheID(t *testing.T) {
	g, err := catalog.Lookup("schnapsen")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(g, players.Heuristic(g.ID))
	if err != nil {
		t.Fatal(err)
	}
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, g, seed)
	}
	view, _ := json.Marshal(st.View(st.Player()))
	tests := []struct {
		name, line, id, err string
	}{
		{"a seed of the wrong type", `{"id":7,"seed":"x","view":` + string(view) + `}`, `7`, "bad request"},
		{"an id after the bad field", `{"seed":"x","view":` + string(view) + `,"id":"after"}`, `"after"`, "bad request"},
		{"a syntax error after the id", `{"id":{"run":3},"view":{`, `{"run":3}`, "bad request"},
		{"an unknown field", `{"id":[1,2],"budget":5}`, `[1,2]`, "bad request"},
		{"an id spelt in capitals", `{"ID":8,"legal":3}`, `8`, "bad request"},
		{"a null view", `{"id":9,"view":null}`, `9`, `missing "view"`},
		{"no view", `{"id":10}`, `10`, `missing "view"`},
		{"not an object", `[1,2]`, ``, "bad request"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := srv.Answer(context.Background(), []byte(tt.line))
			if string(r.ID) != tt.id || !strings.Contains(r.Error, tt.err) {
				t.Errorf("got %+v, want id %s and an error containing %q", r, tt.id, tt.err)
			}
		})
	}
}

// TestAnswer_QuotesLittleOfItsInput: an error quotes at most about 80
// characters of the request, and binary garbage is not echoed as escapes.
func TestAnswer_QuotesLittleOfItsInput(t *testing.T) {
	g, err := catalog.Lookup("schnapsen")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(g, players.Heuristic(g.ID))
	if err != nil {
		t.Fatal(err)
	}
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, g, seed)
	}
	view, _ := json.Marshal(st.View(st.Player()))
	long := strings.Repeat("7", 60000)
	garbage := string(bytes.Repeat([]byte{0, 0xff, 1, 0x80, 0x1b}, 2000))
	tests := []struct{ name, line string }{
		{"a 60,000-digit seed", `{"id":1,"seed":` + long + `,"view":` + string(view) + `}`},
		{"a 60,000-character field name", `{"id":1,"` + strings.Repeat("k", 60000) + `":1}`},
		{"a 60,000-character action", `{"id":1,"legal":["` + long + `"],"view":` + string(view) + `}`},
		{"a 60,000-character deck", `{"id":1,"view":{"deck":"` + long + `"}}`},
		{"binary garbage", garbage},
		{"binary garbage in an action", `{"id":1,"legal":[` + mustJSON(garbage) + `],"view":` + string(view) + `}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := srv.Answer(context.Background(), []byte(tt.line))
			if r.Error == "" {
				t.Fatalf("no error: %+v", r)
			}
			if n := utf8.RuneCountInString(r.Error); n > 300 || strings.Count(r.Error, `\x`) > 10 {
				t.Errorf("a %d-character error: %.300s", n, r.Error)
			}
		})
	}
}
