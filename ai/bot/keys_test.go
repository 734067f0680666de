package bot

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/catalog"
)

// camel is a camelCase JSON key: a lower-case first letter, then letters
// and digits only (no underscores, no hyphens).
var camel = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)

// retired are keys a view must not use at its top level: the older or
// per-game spellings of concepts that have one shared key (docs/bot-protocol.md,
// "The views, field by field").
var retired = []string{
	"seat", "player", "to_move", // viewer, toMove
	"handCount", "hand_counts", "opponentHand", // handCounts, opponentHandCount
	"stock", "stock_left", "stockLeft", // stockCount
	"won",             // piles
	"totals", "score", // matchPoints
	"winner", // matchWinner
}

// keysOf collects every object key in a decoded JSON value, nested objects
// and objects inside arrays included.
func keysOf(v any, into map[string]bool) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			into[k] = true
			keysOf(e, into)
		}
	case []any:
		for _, e := range x {
			keysOf(e, into)
		}
	}
}

// nullIn returns the path of the first null in a decoded JSON value, or "".
func nullIn(v any, path string) string {
	switch x := v.(type) {
	case nil:
		return path
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if p := nullIn(x[k], path+"."+k); p != "" {
				return p
			}
		}
	case []any:
		for i, e := range x {
			if p := nullIn(e, fmt.Sprintf("%s[%d]", path, i)); p != "" {
				return p
			}
		}
	}
	return ""
}

// TestNullInFindsNull guards the null check: it finds a null however deep,
// and passes empty lists and objects.
func TestNullInFindsNull(t *testing.T) {
	for _, c := range []struct{ js, want string }{
		{`{"history": null}`, ".history"},
		{`{"a": [1, {"b": null}]}`, ".a[1].b"},
		{`{"history": [], "x": {}, "n": 0, "s": ""}`, ""},
	} {
		var v any
		if err := json.Unmarshal([]byte(c.js), &v); err != nil {
			t.Fatal(err)
		}
		if got := nullIn(v, ""); got != c.want {
			t.Errorf("nullIn(%s) = %q, want %q", c.js, got, c.want)
		}
	}
}

// TestViewJSONConvention plays random games of every game to the end and
// checks every view on the way, from every seat: all keys are camelCase,
// no value is null (an empty list is [], so that a harness never meets
// null where it expects a list),
// `viewer` and `toMove` are present and hold Viewer() and Player(), and no
// retired spelling is used. Harnesses rely on this to share code.
func TestViewJSONConvention(t *testing.T) {
	for _, g := range catalog.All() {
		t.Run(g.ID, func(t *testing.T) {
			all := map[string]bool{}
			views := 0
			for seed := uint64(1); seed <= 4; seed++ {
				cfg := games.Config{Seed: seed, Dealer: -1, Deck: g.Decks[0]}
				if seed == 4 {
					// Every house rule on: the view's options and the
					// score fields they add follow the convention too.
					cfg.Options = map[string]string{}
					for _, o := range g.Options {
						cfg.Options[o.Name] = o.Values[len(o.Values)-1]
					}
				}
				st, err := g.New(cfg)
				if err != nil {
					t.Fatal(err)
				}
				rng := rand.New(rand.NewPCG(seed, 7))
				var legal []games.Action
				for step := 0; step < 2000 && st.Player() != games.Nobody; step++ {
					for seat := 0; seat < g.Players; seat++ {
						checkViewKeys(t, st.View(seat), all)
						views++
					}
					if st.Player() == games.Chance {
						if _, err := st.Apply(games.Deal, nil); err != nil {
							t.Fatal(err)
						}
						continue
					}
					legal = st.Legal(legal[:0])
					if _, err := st.Apply(legal[rng.IntN(len(legal))], nil); err != nil {
						t.Fatal(err)
					}
				}
				checkViewKeys(t, st.View(0), all)
			}
			if views < 50 {
				t.Fatalf("only %d views checked", views)
			}
			for k := range all {
				if !camel.MatchString(k) {
					t.Errorf("key %q is not camelCase", k)
				}
			}
			t.Logf("%d views, %d distinct keys", views, len(all))
		})
	}
}

// checkViewKeys checks one view's top level and adds all its keys to all.
func checkViewKeys(t *testing.T, v games.View, all map[string]bool) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]any
	if err := json.Unmarshal(raw, &top); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]int{"viewer": v.Viewer(), "toMove": v.Player()} {
		got, ok := top[key].(float64)
		if !ok {
			t.Fatalf("no number %q in %s", key, raw)
		}
		if int(got) != want {
			t.Fatalf("%q is %v, want %d", key, got, want)
		}
	}
	if path := nullIn(top, ""); path != "" {
		t.Fatalf("%s is null (an empty list must be [], an absent value omitted): %s", path, raw)
	}
	for k := range top {
		if slices.Contains(retired, k) {
			t.Errorf("top-level key %q is a retired spelling", k)
		}
	}
	keysOf(top, all)
}
