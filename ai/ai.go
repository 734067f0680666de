// Package ai holds what Cardavia's computer players share, whatever the
// game: the Player interface and the app's levels, a random player, a
// determinized search (perfect-information Monte Carlo) that plays every
// game through the engine contract, an alpha-beta solver for small endings,
// the hint, and GameAI: what one game adds (its heuristic, rollout policy,
// utility, search sizes …). Each game's own players live in ai/<game>, and
// ai/players lists them; a game it lacks plays the generic search with
// random rollouts (Generic).
//
// A player only ever receives a games.View: the seat's information set. It
// cannot see the opponents' cards because it is never given them; the search
// reasons about the hidden cards by dealing them at random with View.Sample.
// The one exception is the Cheat player, an open-hand search kept for tests
// and the arena: it exists to show that the fair search loses clearly to a
// player that sees everything, i.e. that the View, not the State, drives the
// fair players' decisions.
//
// Every player is a pure function of its view, the legal actions, the rng's
// seed and the level: the search spends a fixed number of sampled worlds,
// never a wall-clock amount, so the same seed gives the same move on a fast
// or a slow machine, idle or loaded. The context is only an emergency brake
// (see Braked): a search whose context ends answers with its fallback, the
// game's heuristic at a fixed seed, never with whatever it had found so far.
package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/cardavia/cardavia/games"
)

// Player chooses moves for one seat.
type Player interface {
	// Choose returns one of legal, the viewer's legal actions in v. It
	// returns a legal action even when ctx is cancelled (then quickly); the
	// error reports only a call that gives it nothing to choose from.
	Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error)
}

// ErrNoLegal is returned when a player is asked to choose among no actions.
var ErrNoLegal = errors.New("ai: no legal action to choose from")

// Level is a playing strength offered by the app.
type Level int

// The levels. Easy plays the rule-based heuristic with some carelessness,
// Normal a short search and Expert the strongest search whose fixed size
// keeps 99% of its decisions within 250 ms on one core of a current
// machine, in every game (BenchmarkExpert in ai/players).
const (
	Easy Level = iota + 1
	Normal
	Expert
)

// Levels lists the levels from the weakest.
func Levels() []Level { return []Level{Easy, Normal, Expert} }

var levelNames = map[Level]string{Easy: "easy", Normal: "normal", Expert: "expert"}

func (l Level) String() string {
	if s, ok := levelNames[l]; ok {
		return s
	}
	return fmt.Sprintf("level%d", int(l))
}

// ParseLevel reads a level name (easy, normal, expert).
func ParseLevel(s string) (Level, error) {
	for l, n := range levelNames {
		if strings.EqualFold(s, n) {
			return l, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (known: easy, normal, expert)", s)
}

// Random plays a uniformly random legal action.
type Random struct{}

// Choose implements Player.
func (Random) Choose(_ context.Context, _ games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	return legal[rng.IntN(len(legal))], nil
}

// AppBrake is the emergency brake the app puts on a computer decision: far
// above what any level needs on a current machine (BenchmarkExpert), so that
// it fires only on a very slow or overloaded one.
const AppBrake = 10 * time.Second

// Braked returns p with an emergency brake: a decision that takes longer
// than d is cut, and p then answers with its fallback (for the search, the
// heuristic at a fixed seed). Tests and the arena never brake.
func Braked(p Player, d time.Duration) Player { return braked{p, d} }

type braked struct {
	p Player
	d time.Duration
}

func (b braked) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	ctx, cancel := context.WithTimeout(ctx, b.d)
	defer cancel()
	return b.p.Choose(ctx, v, legal, rng)
}

// EasySlips is the share of the Easy level's decisions played at random.
const EasySlips = 0.15

// Careless returns base with human-like slips: with probability eps it plays
// a random legal action instead (the Easy level, EasySlips). steady, when
// not nil, names the decisions where a slip would be absurd rather than
// human (a random Skat bid), which are always left to base.
func Careless(base Player, eps float64, steady func(v games.View) bool) Player {
	return &careless{base: base, eps: eps, steady: steady}
}

type careless struct {
	base   Player
	eps    float64
	steady func(v games.View) bool
}

func (c *careless) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	if rng.Float64() < c.eps && (c.steady == nil || !c.steady(v)) {
		return legal[rng.IntN(len(legal))], nil
	}
	return c.base.Choose(ctx, v, legal, rng)
}
