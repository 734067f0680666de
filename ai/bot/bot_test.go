package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
)

// position plays a random game of g to a random decision point.
func position(t testing.TB, g *games.Info, seed uint64) games.State {
	t.Helper()
	return positionWith(t, g, seed, nil)
}

// positionWith is position with the match's options.
func positionWith(t testing.TB, g *games.Info, seed uint64, options map[string]string) games.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 3))
	st, err := g.New(games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0], Options: options})
	if err != nil {
		t.Fatal(err)
	}
	stop := rng.IntN(40)
	var legal []games.Action
	for step := 0; ; step++ {
		switch p := st.Player(); {
		case p == games.Nobody:
			return nil
		case p == games.Chance:
			if _, err := st.Apply(games.Deal, nil); err != nil {
				t.Fatal(err)
			}
			continue
		}
		legal = st.Legal(legal[:0])
		if step >= stop && len(legal) > 1 {
			return st
		}
		if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
}

func request(t *testing.T, v games.View, legal []string, seed uint64) string {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(Request{View: raw, Legal: legal, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// allOn turns on every option of g (its last value).
func allOn(g *games.Info) map[string]string {
	m := map[string]string{}
	for _, o := range g.Options {
		m[o.Name] = o.Values[len(o.Values)-1]
	}
	return m
}

// TestRoundTrip sends views of every game through JSON and checks that the
// bot answers exactly what the same player answers with the original view:
// the JSON view loses nothing the player uses. Every other position is of
// a match with all the game's house rules on, which the view carries.
func TestRoundTrip(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			p := players.Heuristic(g.ID)
			srv, err := NewServer(g, p)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for seed := uint64(1); n < 25 && seed < 200; seed++ {
				var opts map[string]string
				if seed%2 == 0 {
					opts = allOn(g)
				}
				st := positionWith(t, g, seed, opts)
				if st == nil {
					continue
				}
				n++
				v := st.View(st.Player())
				legal := v.Legal(nil)
				var names []string
				for _, a := range legal {
					names = append(names, v.FormatAction(a))
				}
				resp := srv.Answer(context.Background(), []byte(request(t, v, names, seed)))
				if resp.Error != "" {
					t.Fatalf("seed %d: %s", seed, resp.Error)
				}
				want, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(seed, 0x626f74)))
				if err != nil {
					t.Fatal(err)
				}
				if resp.Action != v.FormatAction(want) {
					t.Errorf("seed %d: bot answered %s, the player with the original view %s", seed, resp.Action, v.FormatAction(want))
				}
			}
			if n < 10 {
				t.Fatalf("only %d positions", n)
			}
		})
	}
}

// TestServeKeepsServing feeds bad lines between good ones: each bad line
// gets an error answer and the next line is still served.
func TestServeKeepsServing(t *testing.T) {
	g, err := catalog.Lookup("schnapsen")
	if err != nil {
		t.Fatal(err)
	}
	srv, err := NewServer(g, players.New(g.ID, ai.Easy))
	if err != nil {
		t.Fatal(err)
	}
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, g, seed)
	}
	v := st.View(st.Player())
	other := st.View(1 - st.Player())
	good := request(t, v, nil, 1)
	// A match not dealt yet: the deal is due, nobody has a decision.
	start, err := g.New(games.Config{Seed: 1, Dealer: 0})
	if err != nil {
		t.Fatal(err)
	}
	fresh := start.View(0)
	// A view whose seat holds a card that was also won in a trick: no deal gives that.
	var m map[string]any
	raw, _ := json.Marshal(v)
	_ = json.Unmarshal(raw, &m)
	m["piles"] = []uint64{uint64(m["hand"].(float64)), 0}
	bad, _ := json.Marshal(m)
	impossible := `{"view":` + string(bad) + `}`
	lines := []struct {
		in      string
		wantErr string
	}{
		{"{not json", "bad request"},
		{good, ""},
		{`{"view": {"hand": "oops"}}`, "view:"},
		{request(t, other, nil, 1), "not to move"},
		{request(t, v, []string{"nonsense"}, 1), "disagrees"},
		{`{"view": {}, "extra": 1}`, "bad request"},
		{request(t, fresh, nil, 1), "not to move"},
		{impossible, "view: piles[0] holds"},
		{good, ""},
	}
	var in strings.Builder
	for _, l := range lines {
		in.WriteString(l.in + "\n\n")
	}
	var out bytes.Buffer
	if err := srv.Serve(context.Background(), strings.NewReader(in.String()), &out); err != nil {
		t.Fatal(err)
	}
	answers := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(answers) != len(lines) {
		t.Fatalf("%d answers for %d requests:\n%s", len(answers), len(lines), out.String())
	}
	for i, l := range lines {
		var r Response
		if err := json.Unmarshal([]byte(answers[i]), &r); err != nil {
			t.Fatalf("answer %d is not JSON: %q", i, answers[i])
		}
		if l.wantErr == "" {
			if r.Error != "" || r.Action == "" {
				t.Errorf("line %d: want an action, got %+v", i, r)
			}
		} else if !strings.Contains(r.Error, l.wantErr) {
			t.Errorf("line %d: want error containing %q, got %+v", i, l.wantErr, r)
		}
	}
}

// TestProtocolDocListsEveryField keeps docs/bot-protocol.md in step with the
// views: every JSON field of every game's View is named in its section.
func TestProtocolDocListsEveryField(t *testing.T) {
	doc, err := os.ReadFile("../../docs/bot-protocol.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range catalog.All() {
		start := strings.Index(string(doc), "### "+g.ID+" ")
		if start < 0 {
			t.Errorf("no section for %s", g.ID)
			continue
		}
		sec := string(doc[start:])
		if end := strings.Index(sec[4:], "\n### "); end >= 0 {
			sec = sec[:end+4]
		}
		if end := strings.Index(sec, "\n## "); end >= 0 {
			sec = sec[:end]
		}
		st, err := g.New(games.Config{Seed: 1, Dealer: -1, Deck: g.Decks[0]})
		if err != nil {
			t.Fatal(err)
		}
		raw, err := json.Marshal(st.View(0))
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		for name := range m {
			if !strings.Contains(sec, "`"+name+"`") {
				t.Errorf("%s: field %q is not documented in docs/bot-protocol.md", g.ID, name)
			}
		}
	}
}

// longForm spells a Scopa capture the long way, card "x" captured cards,
// which the record reader accepts even where the record writes the card
// alone (its only capture).
func longForm(a games.Action) (string, bool) {
	m, ok := scopa.Decode(a)
	c, capt := m.Card, m.Capture
	if !ok || capt == 0 {
		return "", false
	}
	var parts []string
	for x := capt; x != 0; x = x.Remove(x.First()) {
		parts = append(parts, cards.Italian().Code(x.First()))
	}
	return cards.Italian().Code(c) + "x" + strings.Join(parts, "+"), true
}

// TestAnswer_LegalComparesActions: "legal" is read as actions, not compared
// as strings. A Scopa list spelling a capture in its long form (C12xD12 for
// what the view writes C12), in any case and any order, is accepted; a list
// missing an action or naming one the view does not allow is refused, and
// the refusal says which.
func TestAnswer_LegalComparesActions(t *testing.T) {
	g := scopa.Info()
	srv, err := NewServer(g, players.Heuristic(g.ID))
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for seed := uint64(1); checked < 5 && seed < 400; seed++ {
		st := position(t, g, seed)
		if st == nil {
			continue
		}
		v := st.View(st.Player())
		legal := v.Legal(nil)
		var names []string
		long := -1
		for i, a := range legal {
			n := v.FormatAction(a)
			if l, ok := longForm(a); ok && !strings.Contains(n, "x") {
				n, long = l, i
			}
			names = append(names, n)
		}
		if long < 0 || len(legal) < 2 {
			continue
		}
		checked++
		// Reversed and lower-cased: still the same actions.
		var theirs []string
		for i := len(names) - 1; i >= 0; i-- {
			theirs = append(theirs, strings.ToLower(names[i]))
		}
		if r := srv.Answer(context.Background(), []byte(request(t, v, theirs, 1))); r.Error != "" {
			t.Errorf("seed %d: %v refused: %s", seed, theirs, r.Error)
		}
		short := slices.Delete(slices.Clone(names), long, long+1)
		r := srv.Answer(context.Background(), []byte(request(t, v, short, 1)))
		if want := "missing: " + v.FormatAction(legal[long]); !strings.Contains(r.Error, want) {
			t.Errorf("seed %d: a list without %s: got %+v, want an error naming %q", seed, names[long], r, want)
		}
		twice := append(slices.Clone(names), names[0])
		if r := srv.Answer(context.Background(), []byte(request(t, v, twice, 1))); !strings.Contains(r.Error, "disagrees") {
			t.Errorf("seed %d: a list naming %s twice: got %+v", seed, names[0], r)
		}
	}
	if checked < 5 {
		t.Fatalf("only %d positions with a capture written short", checked)
	}
	// Schnapsen: a card the viewer does not hold is refused as not legal.
	sg := schnapsen.Info()
	ssrv, err := NewServer(sg, players.Heuristic(sg.ID))
	if err != nil {
		t.Fatal(err)
	}
	var st games.State
	for seed := uint64(1); st == nil; seed++ {
		st = position(t, sg, seed)
	}
	v := st.View(st.Player())
	var names []string
	for _, a := range v.Legal(nil) {
		names = append(names, v.FormatAction(a))
	}
	if r := ssrv.Answer(context.Background(), []byte(request(t, v, names, 1))); r.Error != "" {
		t.Fatalf("the view's own list refused: %s", r.Error)
	}
	for c := cards.Card(0); c < 20; c++ {
		if sv := v.(*schnapsen.View); !sv.Hand.Has(c) {
			bad := append(slices.Clone(names[1:]), cards.SchnapsenGerman().Code(c))
			r := ssrv.Answer(context.Background(), []byte(request(t, v, bad, 1)))
			if !strings.Contains(r.Error, "disagrees") {
				t.Errorf("%v (a card not in hand): got %+v", bad, r)
			}
			break
		}
	}
}

// TestServer_PlaysAGameOutsideTheCatalog: the bot serves any game of the
// engine contract (here the toy, which no list names) with the generic
// search, and answers what the same player answers with the view itself.
func TestServer_PlaysAGameOutsideTheCatalog(t *testing.T) {
	g := toy.Info()
	p := players.New(g.ID, ai.Expert)
	srv, err := NewServer(g, p)
	if err != nil {
		t.Fatal(err)
	}
	answered := 0
	for seed := uint64(1); seed <= 200; seed++ {
		st := position(t, g, seed)
		if st == nil {
			continue
		}
		v := st.View(st.Player())
		resp := srv.Answer(context.Background(), []byte(request(t, v, nil, seed)))
		if resp.Error != "" {
			t.Fatalf("seed %d: %s", seed, resp.Error)
		}
		want, err := p.Choose(context.Background(), v, v.Legal(nil), rand.New(rand.NewPCG(seed, 0x626f74)))
		if err != nil {
			t.Fatal(err)
		}
		if resp.Action != v.FormatAction(want) {
			t.Errorf("seed %d: bot played %s, the player %s", seed, resp.Action, v.FormatAction(want))
		}
		answered++
	}
	if answered < 10 {
		t.Fatalf("only %d positions with a choice", answered)
	}
}
