package ai

import "github.com/cardavia/cardavia/games"

// gameAI is what the package knows about one game: its heuristic player,
// the rollout policy and exact solver the search uses, and the search sizes
// of the levels. Each game's file registers one in init.
type gameAI struct {
	newHeuristic func() Player
	policy       RolloutPolicy
	// heurPolicy is the heuristic rollout policy when policy is another
	// (for experiments: search:policy=heuristic).
	heurPolicy RolloutPolicy
	exact      WorldEvaluator
	// optExact is an exact evaluator the search may use on request
	// (search:exact=on) but does not by default.
	optExact WorldEvaluator
	utility  Utility
	filter   func(v games.View, legal []games.Action) []games.Action
	// steady, when set, reports the decisions the Easy level never
	// randomises (see careless).
	steady func(v games.View) bool
	// wrap, when set, turns the search into the game's own search player.
	wrap func(s *Search, e effort) Player
	// sizes per effort: worlds and rollouts per action and world. They are
	// counts, never times: the search does exactly this much work.
	sizes [2]size
}

type size struct{ worlds, rollouts int }

var registry = map[string]*gameAI{}

func register(id string, g *gameAI) { registry[id] = g }

// generic is used for a game without its own entry: random rollouts.
var generic = &gameAI{sizes: [2]size{
	normalEffort: {worlds: 20, rollouts: 4},
	expertEffort: {worlds: 60, rollouts: 8},
}}

func lookup(id string) *gameAI {
	if g, ok := registry[id]; ok {
		return g
	}
	return generic
}

func (g *gameAI) heuristic() Player {
	if g.newHeuristic == nil {
		return Random{}
	}
	return g.newHeuristic()
}

func (g *gameAI) search(e effort) *Search {
	sz := g.sizes[e]
	return &Search{
		Worlds:   sz.worlds,
		Rollouts: sz.rollouts,
		Policy:   g.policy,
		Exact:    g.exact,
		Utility:  g.utility,
		Prior:    g.heuristic(),
		Filter:   g.filter,
	}
}

// player returns the game's search player at effort e.
func (g *gameAI) player(e effort) Player {
	s := g.search(e)
	if g.wrap != nil {
		return g.wrap(s, e)
	}
	return s
}
