package ai

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/games"
)

// GameAI is what one game gives the computer players: its heuristic, the
// rollout policy, utility and exact solver of its search, the search sizes
// of the levels, its own search player if it has one, and how its hints and
// arena matches are told. Each game's package under ai builds one (its AI
// function) and ai/players lists them; Generic is the entry of a game
// without one. Every call of those functions builds a fresh value, so
// nothing a caller changes in one reaches the next caller.
type GameAI struct {
	ID      string // the engine's record id (games.Info.ID)
	Measure Measure
	// NewHeuristic makes the game's rule-based player (nil: Random).
	NewHeuristic func() Player
	// NewEasy, when set, makes the Easy level in place of the heuristic
	// with slips (a game whose heuristic has outgrown a beginner).
	NewEasy func() Player
	// Steady, when set, reports the decisions the Easy level never
	// randomises (see Careless).
	Steady func(v games.View) bool
	// Policy, Utility and Exact are the search's (nil: uniformly random
	// rollouts, DealUtility, no exact solver); Filter may narrow the
	// actions it considers.
	Policy  RolloutPolicy
	Utility Utility
	Exact   WorldEvaluator
	Filter  func(v games.View, legal []games.Action) []games.Action
	// NormalSize and ExpertSize are the levels' search sizes: counts, so
	// that the search does exactly this much work, never a time.
	NormalSize, ExpertSize Size
	// Wrap, when set, turns the search of level l (Normal or Expert) into
	// the game's own search player.
	Wrap func(s *Search, l Level) Player
	// NewCheat, when set, makes the open-hand player from the Expert
	// search, for a game whose search player can use the true deal itself
	// (nil: Cheat over that search).
	NewCheat func(expert *Search) OpenPlayer
	// HintKind and HintScale tell a difference of Hint values in the
	// game's own measure: Gain{HintKind, d·HintScale}. They belong beside
	// the Utility they undo (see HintGain).
	HintKind  GainKind
	HintScale float64
	// RandomRecord, when set, makes the chooser of a random record
	// (cardavia-cli random) for a game where uniform moves make no sense
	// (nil: uniform).
	RandomRecord func(rng *rand.Rand) func(st games.State, legal []games.Action) games.Action
}

// Size is a search size: sampled worlds per decision, and rollouts per
// action and world.
type Size struct{ Worlds, Rollouts int }

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

// Generic is the entry of a game without its own players: no heuristic
// (Random stands in), the search with uniformly random rollouts, and the
// deal's points as its measure. A new engine plays with it the day it
// lands.
func Generic(id string) *GameAI {
	return &GameAI{
		ID:         id,
		Measure:    Measure{Unit: "match", Points: "deal points"},
		NormalSize: Size{Worlds: 20, Rollouts: 4},
		ExpertSize: Size{Worlds: 60, Rollouts: 8},
		HintKind:   GainPoints,
		HintScale:  1,
	}
}

// Heuristic returns the game's rule-based player (the baseline a casual
// player would write), or Random for a game without one.
func (g *GameAI) Heuristic() Player {
	if g.NewHeuristic == nil {
		return Random{}
	}
	return g.NewHeuristic()
}

// Player returns the game's player at level l.
func (g *GameAI) Player(l Level) Player {
	switch l {
	case Easy:
		if g.NewEasy != nil {
			return g.NewEasy()
		}
		return Careless(g.Heuristic(), EasySlips, g.Steady)
	case Normal:
		return g.SearchPlayer(g.Search(Normal), Normal)
	default:
		return g.SearchPlayer(g.Search(Expert), Expert)
	}
}

// Search returns a new generic search of level l's size (Normal's, or
// Expert's for any other level) with the game's policy, utility, solver,
// filter and heuristic.
func (g *GameAI) Search(l Level) *Search {
	sz := g.ExpertSize
	if l == Normal {
		sz = g.NormalSize
	}
	return &Search{
		Worlds:   sz.Worlds,
		Rollouts: sz.Rollouts,
		Policy:   g.Policy,
		Exact:    g.Exact,
		Utility:  g.Utility,
		Prior:    g.Heuristic(),
		Filter:   g.Filter,
	}
}

// SearchPlayer returns s as the game's search player at level l: s itself,
// or the game's own player built on it (Wrap).
func (g *GameAI) SearchPlayer(s *Search, l Level) Player {
	if g.Wrap != nil {
		return g.Wrap(s, l)
	}
	return s
}

// Cheat returns the open-hand version of the game's Expert search.
func (g *GameAI) Cheat() OpenPlayer {
	s := g.Search(Expert)
	if g.NewCheat != nil {
		return g.NewCheat(s)
	}
	return &Cheat{Search: s}
}

// Named returns a player by the names the arena and the bot accept:
// random, heuristic, easy, normal, expert, cheat (the open-hand search,
// which needs the true State: see Cheat), and for experiments
// "search:worlds=N,rollouts=R,policy=random|heuristic,exact=on|off" (see
// ParseSearch), the Expert search player with those changes.
func (g *GameAI) Named(name string) (Player, error) {
	switch strings.ToLower(name) {
	case "random":
		return Random{}, nil
	case "heuristic":
		return g.Heuristic(), nil
	case "cheat":
		return g.Cheat(), nil
	}
	if l, err := ParseLevel(name); err == nil {
		return g.Player(l), nil
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(name), "search:"); ok {
		s, err := g.ParseSearch(rest, nil)
		if err != nil {
			return nil, err
		}
		return g.SearchPlayer(s, Expert), nil
	}
	return nil, fmt.Errorf("unknown player %q (known: random, heuristic, easy, normal, expert, cheat, search:worlds=N,rollouts=R,policy=P,exact=E)", name)
}

// SearchOption reads one option of a search spec that ParseSearch does not
// know (a lab's experiments); it reports whether it took the key.
type SearchOption func(s *Search, key, val string) (bool, error)

// ParseSearch returns the game's Expert search changed by spec,
// "worlds=N,rollouts=R,policy=random|heuristic,exact=on|off": policy
// heuristic is the game's own rollout policy and exact=on its exact
// solver, each an error for a game without one. extra, when not nil, is
// asked first about every option.
func (g *GameAI) ParseSearch(spec string, extra SearchOption) (*Search, error) {
	s := g.Search(Expert)
	for _, kv := range strings.Split(spec, ",") {
		if kv == "" {
			continue
		}
		k, val, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("search option %q is not key=value", kv)
		}
		if extra != nil {
			took, err := extra(s, k, val)
			if err != nil {
				return nil, err
			}
			if took {
				continue
			}
		}
		switch k {
		case "worlds", "rollouts":
			n, err := strconv.Atoi(val)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("search option %s=%q: not a whole number", k, val)
			}
			if k == "worlds" {
				s.Worlds = n
			} else {
				s.Rollouts = n
			}
		case "policy":
			switch val {
			case "random":
				s.Policy = RandomPolicy
			case "heuristic":
				if g.Policy == nil {
					return nil, errors.New("this game has no heuristic rollout policy")
				}
				s.Policy = g.Policy
			default:
				return nil, fmt.Errorf("policy %q (known: random, heuristic)", val)
			}
		case "exact":
			switch val {
			case "off":
				s.Exact = nil
			case "on":
				if g.Exact == nil {
					return nil, errors.New("this game has no exact solver")
				}
				s.Exact = g.Exact
			default:
				return nil, fmt.Errorf("exact=%q (known: on, off)", val)
			}
		default:
			return nil, fmt.Errorf("unknown search option %q (known: worlds, rollouts, policy, exact)", k)
		}
	}
	return s, nil
}
