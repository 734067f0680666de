package translations

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/games/skat"
)

// deckNames are the engine texts that screens show through Localizer.Name:
// deck titles, suit, rank and card names, Skat's game names and the labels
// of the score breakdowns.
func deckNames() []cards.Name {
	var out []cards.Name
	for _, d := range cards.Decks() {
		out = append(out, d.Title())
		for _, s := range d.Suits() {
			out = append(out, s.Name)
		}
		for _, r := range d.Ranks() {
			out = append(out, r.Name)
		}
		for _, c := range d.All() {
			out = append(out, d.CardName(c))
		}
	}
	for g := skat.GameType(0); g < skat.GameType(8); g++ {
		out = append(out, g.Name())
	}
	return append(out, scoreLabels()...)
}

// scoreLabels are the labels of the score breakdowns the engines give at
// the end of a deal, as random play over many seeded matches meets them
// (the summaries show each through Localizer.Name).
func scoreLabels() []cards.Name {
	var out []cards.Name
	for _, info := range catalog.All() {
		for seed := uint64(1); seed <= 150; seed++ {
			st, err := info.New(games.Config{Seed: seed, Dealer: -1})
			if err != nil {
				continue
			}
			rng := rand.New(rand.NewPCG(seed, 7))
			var legal []games.Action
			var ev []games.Event
			for step := 0; step < 2000 && st.Player() != games.Nobody; step++ {
				legal = st.Legal(legal[:0])
				if len(legal) == 0 {
					break
				}
				if ev, err = st.Apply(legal[rng.IntN(len(legal))], ev[:0]); err != nil {
					break
				}
				for _, l := range st.Result().Lines {
					out = append(out, l.Label)
				}
			}
		}
	}
	return out
}

// TestDeckNamesHaveEntries keeps every deck's title, suit and card names in
// active.en.toml with the engine's English, so that translators see them
// and each language can use its customary card names. With -update the
// missing ones are appended.
func TestDeckNamesHaveEntries(t *testing.T) {
	b := mustBundle(t)
	var missing []cards.Name
	seen := map[string]bool{}
	for _, n := range append(deckNames(), sourceScoreLabels(t)...) {
		if n.ID == "" || seen[n.ID] {
			continue
		}
		seen[n.ID] = true
		got, ok := b.EnglishOther(n.ID)
		switch {
		case !ok && *update:
			missing = append(missing, n)
		case !ok:
			t.Errorf("%q (%q) has no entry in active.en.toml; run go test ./translations -run DeckNames -update", n.ID, n.English)
		case got != n.English:
			t.Errorf("%q: the engine says %q, active.en.toml %q", n.ID, n.English, got)
		}
	}
	if len(seen) < 150 {
		t.Fatalf("only %d deck names: are the decks registered?", len(seen))
	}
	if len(missing) == 0 {
		return
	}
	var buf strings.Builder
	buf.WriteString("\n# Deck, suit and card names (go test ./translations -run DeckNames -update).\n")
	for _, n := range missing {
		fmt.Fprintf(&buf, "\n[%s]\nother = %s\n", strconv.Quote(n.ID), strconv.Quote(n.English))
	}
	f, err := os.OpenFile("active.en.toml", os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(buf.String()); err != nil {
		t.Fatal(err)
	}
	t.Logf("appended %d names to active.en.toml", len(missing))
}

// sourceScoreLabels reads the score labels the engines spell in their
// score.go: the (id, English) literal pairs passed to each engine's label
// helper, and Name{ID: "score.…", English: …} literals. Random play misses
// the rare ones (a Null game, three ppuk, an abandoned Skat deal), which
// this finds; random play finds labels built any other way.
func sourceScoreLabels(t *testing.T) []cards.Name {
	t.Helper()
	// helper name → index of its id argument (the English follows it).
	helpers := map[string]map[string]int{
		"skat":      {"line": 1},
		"gostop":    {"add": 1, "label": 0},
		"scopa":     {"add": 0},
		"schnapsen": {},
	}
	var out []cards.Name
	for game, hs := range helpers {
		file := filepath.Join("..", "games", game, "score.go")
		f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
		if err != nil {
			t.Fatalf("read %s: %v", file, err)
		}
		str := func(e ast.Expr) (string, bool) {
			b, ok := e.(*ast.BasicLit)
			if !ok || b.Kind != token.STRING {
				return "", false
			}
			s, err := strconv.Unquote(b.Value)
			return s, err == nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				fn, ok := n.Fun.(*ast.Ident)
				if !ok {
					return true
				}
				i, ok := hs[fn.Name]
				if !ok || len(n.Args) < i+2 {
					return true
				}
				id, ok1 := str(n.Args[i])
				en, ok2 := str(n.Args[i+1])
				if ok1 && ok2 {
					out = append(out, cards.Name{ID: "score." + game + "." + id, English: en})
				}
			case *ast.CompositeLit:
				var id, en string
				for _, e := range n.Elts {
					kv, ok := e.(*ast.KeyValueExpr)
					if !ok {
						continue
					}
					k, _ := kv.Key.(*ast.Ident)
					v, _ := str(kv.Value)
					switch {
					case k == nil:
					case k.Name == "ID":
						id = v
					case k.Name == "English":
						en = v
					}
				}
				if strings.HasPrefix(id, "score.") && en != "" {
					out = append(out, cards.Name{ID: id, English: en})
				}
			}
			return true
		})
	}
	return out
}
