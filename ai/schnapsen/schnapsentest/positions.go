// Package schnapsentest holds the Schnapsen positions the players' tests
// and the lab's decide at, so that both draw the same ones: positions met
// while a player plays every seat. Only tests import it.
package schnapsentest

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/aitest"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Positions plays games of easy (the Easy level's rules without slips, the
// first heuristic: ai/schnapsen's EasyHeuristic) at all seats and returns
// the positions where keep says so, at most n.
func Positions(tb testing.TB, easy ai.Player, n int, keep func(st *schnapsen.State, legal []games.Action) bool) []*schnapsen.State {
	tb.Helper()
	rng := rand.New(rand.NewPCG(5, 5))
	return Collect(tb, n, 1, 3000, func(st *schnapsen.State, legal []games.Action) (games.Action, error) {
		return easy.Choose(context.Background(), st.View(st.Player()), legal, rng)
	}, keep)
}

// ClosedPositions are closed-stock positions with a choice (cards still in
// the stock, so the opponent's hand is hidden), from games of h (the
// heuristic) in which a legal close is taken one time in three, so that
// closes of every kind and by either seat occur. seed picks the deals.
func ClosedPositions(tb testing.TB, h ai.Player, n int, seed uint64) []*schnapsen.State {
	tb.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	return Collect(tb, n, seed*100000, seed*100000+20000, func(st *schnapsen.State, legal []games.Action) (games.Action, error) {
		if slices.Contains(legal, schnapsen.Close) && rng.IntN(3) == 0 {
			return schnapsen.Close, nil
		}
		return h.Choose(context.Background(), st.View(st.Player()), legal, rng)
	}, func(st *schnapsen.State, legal []games.Action) bool {
		_, k := st.Stock()
		return st.Strict() && k > 0 && len(legal) > 1
	})
}

// Collect plays the deals of seeds from to below to with play at every
// seat and returns the positions where keep says so, at most n
// (aitest.Collect for Schnapsen).
func Collect(tb testing.TB, n int, from, to uint64, play func(st *schnapsen.State, legal []games.Action) (games.Action, error), keep func(st *schnapsen.State, legal []games.Action) bool) []*schnapsen.State {
	tb.Helper()
	var out []*schnapsen.State
	for _, st := range aitest.Collect(tb, schnapsen.Info(), n, from, to,
		func(st games.State, legal []games.Action) (games.Action, error) {
			return play(st.(*schnapsen.State), legal)
		},
		func(st games.State, legal []games.Action) bool { return keep(st.(*schnapsen.State), legal) }) {
		out = append(out, st.(*schnapsen.State))
	}
	return out
}

// CollectUnder is Collect in matches played with the house rules options
// (record names and values, as games.Config.Options).
func CollectUnder(tb testing.TB, options map[string]string, n int, from, to uint64, play func(st *schnapsen.State, legal []games.Action) (games.Action, error), keep func(st *schnapsen.State, legal []games.Action) bool) []*schnapsen.State {
	tb.Helper()
	g := schnapsen.Info()
	g.New = func(cfg games.Config) (games.State, error) {
		cfg.Options = options
		return schnapsen.New(cfg)
	}
	var out []*schnapsen.State
	for _, st := range aitest.Collect(tb, g, n, from, to,
		func(st games.State, legal []games.Action) (games.Action, error) {
			return play(st.(*schnapsen.State), legal)
		},
		func(st games.State, legal []games.Action) bool { return keep(st.(*schnapsen.State), legal) }) {
		out = append(out, st.(*schnapsen.State))
	}
	return out
}
