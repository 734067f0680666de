package ai

import "github.com/cardavia/cardavia/games"

// gameAI is what the package knows about one game: its heuristic player,
// the rollout policy and exact solver the search uses, the search sizes of
// the levels, and how the arena measures a match. Each game's file defines
// one (scopaAI, skatAI …) and games lists them: the package's one list of
// games, with no init() and no map anyone can change.
type gameAI struct {
	id           string // the engine's record id (games.Info.ID)
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
	// easy, when set, replaces the Easy level's careless heuristic (a
	// game whose heuristic has outgrown a beginner).
	easy func() Player
	// baselines are earlier versions of the game's players by name
	// (Schnapsen: heuristic-v1 … expert-v1), kept frozen so that the arena
	// can measure a new version against the one it replaced.
	baselines map[string]func() Player
	measure   Measure
}

// Measure says how the arena counts a game's matches.
type Measure struct {
	Unit   string // what a match is: "Bummerl", "match to 11", "hand", "deal"
	Points string // the points measure per unit: "game points" …
	// ZeroSum: a deal's scores are a payment from the loser to the winner,
	// so a seat's own score is its net gain (Go-Stop).
	ZeroSum bool
	// Declarer: a deal's score stands at the declarer's seat alone and the
	// arena also reports Seeger–Fabian points and declarer statistics (Skat).
	Declarer bool
}

// gameList is the package's list of games, in the catalog's order.
func gameList() []*gameAI { return []*gameAI{scopaAI(), skatAI(), gostopAI(), schnapsenAI()} }

// MeasureOf returns how the arena measures game id's matches (a game
// without an entry: "match", "deal points").
func MeasureOf(id string) Measure {
	if g := lookup(id); g != generic {
		return g.measure
	}
	return Measure{Unit: "match", Points: "deal points"}
}

// Supports reports whether the package has players made for game id (any
// other game gets the generic search with random rollouts).
func Supports(id string) bool { return lookup(id) != generic }

type size struct{ worlds, rollouts int }

// generic is used for a game without its own entry: random rollouts. It is
// never modified (search copies what it needs).
var generic = &gameAI{sizes: [2]size{
	normalEffort: {worlds: 20, rollouts: 4},
	expertEffort: {worlds: 60, rollouts: 8},
}}

func lookup(id string) *gameAI {
	for _, g := range gameList() {
		if g.id == id {
			return g
		}
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
