// Package gametest holds what the engines' tests share: playing seeded
// random matches and looking at every legal action on the way.
package gametest

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// maxSteps bounds one match: no match of any game is nearly this long, so
// reaching it means the engine loops.
const maxSteps = 5000

// EveryLegal plays one random match per seed 1..seeds, started by newMatch,
// and calls check for every legal action of every position on the way,
// before one of them is played at random. It fails the test on a position
// with no legal action, on an Apply error and on a match that does not end.
func EveryLegal[S games.State](t testing.TB, seeds int, newMatch func(games.Config) (S, error), check func(seed uint64, s S, a games.Action)) {
	t.Helper()
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		rng := rand.New(rand.NewPCG(seed, 7))
		s, err := newMatch(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		steps := 0
		for ; !s.Done() && steps < maxSteps; steps++ {
			legal = s.Legal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seed %d, step %d: the match is not over but nothing is legal", seed, steps)
			}
			for _, a := range legal {
				check(seed, s, a)
			}
			a := legal[rng.IntN(len(legal))]
			if _, err := s.Apply(a, nil); err != nil {
				t.Fatalf("seed %d, step %d: %s: %v", seed, steps, s.FormatAction(a), err)
			}
		}
		if !s.Done() {
			t.Fatalf("seed %d: the match did not end in %d moves", seed, maxSteps)
		}
	}
}

// Redealer is an engine's State that tells its next deal (record.Redealer)
// and shows each seat's hand.
type Redealer interface {
	games.State
	NextDeal() (pack []cards.Card, dealer int)
	Hand(seat int) cards.Set
}

// NextDealPredicts checks NextDeal over seeded matches: it leaves the state
// as it was (the generator copied, not advanced), it says the same twice,
// and a match started from the pack and seat it names deals every hand as
// the seeded match does, with the same seat to move first. What "Swap
// seats" and the records' deal lines rely on.
func NextDealPredicts[S Redealer](t *testing.T, seeds int, newMatch func(games.Config) (S, error)) {
	t.Helper()
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		st, err := newMatch(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		before := st.Clone()
		pack, dealer := st.NextDeal()
		require.Equal(t, before, games.State(st), "seed %d: NextDeal changed the state", seed)
		again, _ := st.NextDeal()
		require.Equal(t, pack, again, "seed %d: a second look gives another pack", seed)

		fixed, err := newMatch(games.Config{Seed: seed + 1000, Dealer: dealer, Deals: [][]cards.Card{pack}})
		require.NoError(t, err)
		_, err = st.Apply(games.Deal, nil)
		require.NoError(t, err)
		_, err = fixed.Apply(games.Deal, nil)
		require.NoError(t, err)
		for p := 0; p < st.Game().Players; p++ {
			assert.Equal(t, st.Hand(p), fixed.Hand(p), "seed %d: seat %d", seed, p)
		}
		assert.Equal(t, st.Player(), fixed.Player(), "seed %d: the same seat moves first", seed)
	}
}

// ViewsPass plays one random match per seed 1..seeds and checks every
// seat's view at every position on the way (the chance points and the end
// included) with the view's own games.Checker, before and after a JSON
// round trip, as a bot or a file hands it back: every view an engine makes
// is one its check accepts. A view that is no games.Checker fails the test.
func ViewsPass[S games.State](t testing.TB, seeds int, newMatch func(games.Config) (S, error)) {
	t.Helper()
	ViewsPassPlaying(t, seeds, newMatch, func(rng *rand.Rand, legal []games.Action) games.Action {
		return legal[rng.IntN(len(legal))]
	})
}

// ViewsPassPlaying is ViewsPass with the moves chosen by choose (from the
// legal ones), for the endings uniform play seldom reaches.
func ViewsPassPlaying[S games.State](t testing.TB, seeds int, newMatch func(games.Config) (S, error), choose func(rng *rand.Rand, legal []games.Action) games.Action) {
	t.Helper()
	var legal []games.Action
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		rng := rand.New(rand.NewPCG(seed, 11))
		s, err := newMatch(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for step := 0; step < maxSteps; step++ {
			for seat := 0; seat < s.Game().Players; seat++ {
				checkView(t, s.View(seat), seed, step, seat)
			}
			if s.Done() {
				break
			}
			legal = s.Legal(legal[:0])
			if _, err := s.Apply(choose(rng, legal), nil); err != nil {
				t.Fatalf("seed %d, step %d: %v", seed, step, err)
			}
		}
	}
}

func checkView(t testing.TB, v games.View, seed uint64, step, seat int) {
	t.Helper()
	c, ok := v.(games.Checker)
	if !ok {
		t.Fatalf("%T is no games.Checker", v)
	}
	if err := c.Check(); err != nil {
		raw, _ := json.Marshal(v)
		t.Fatalf("seed %d, step %d, seat %d: %v\n%s", seed, step, seat, err, raw)
	}
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("seed %d, step %d, seat %d: %v", seed, step, seat, err)
	}
	back := reflect.New(reflect.TypeOf(v).Elem()).Interface()
	if err := json.Unmarshal(raw, back); err != nil {
		t.Fatalf("seed %d, step %d, seat %d: the view does not read back: %v", seed, step, seat, err)
	}
	if err := back.(games.Checker).Check(); err != nil {
		t.Fatalf("seed %d, step %d, seat %d: after JSON: %v\n%s", seed, step, seat, err, raw)
	}
}

// CheckNames breaks a view as a bot or a file might: edit changes its JSON
// (decoded as a map, numbers as float64), and the view read back from it
// must fail its games.Checker with an error that starts "view: " and names
// field.
func CheckNames(t testing.TB, v games.View, field string, edit func(m map[string]any)) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	edit(m)
	if raw, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	back := reflect.New(reflect.TypeOf(v).Elem()).Interface()
	if err := json.Unmarshal(raw, back); err != nil {
		t.Fatalf("the broken view does not decode: %v", err)
	}
	err = back.(games.Checker).Check()
	switch {
	case err == nil:
		t.Errorf("Check passed a view with a broken %s: %s", field, raw)
	case !strings.HasPrefix(err.Error(), "view: ") || !strings.Contains(err.Error(), field):
		t.Errorf("Check: %v; want an error naming %q", err, field)
	}
}
