package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"

	"github.com/cardavia/cardavia/games"
)

// RolloutPolicy picks the move of whoever is to move in a sampled world
// during a rollout. It sees the whole sampled State: that world is the
// searcher's own guess, not the real deal, so this is not cheating.
type RolloutPolicy func(st games.State, legal []games.Action, rng *rand.Rand) games.Action

// RandomPolicy is the uniform rollout policy.
func RandomPolicy(_ games.State, legal []games.Action, rng *rand.Rand) games.Action {
	return legal[rng.IntN(len(legal))]
}

// WorldEvaluator values a position of a sampled world exactly for seat me
// (for example by alpha-beta to the end of the deal), in the Utility's
// units. It returns ok=false when it cannot (the position is too large), and
// the search plays rollouts instead.
type WorldEvaluator func(ctx context.Context, st games.State, me int) (value float64, ok bool)

// Utility scores a finished deal for seat me. The default is the deal score
// of me minus the opponents' (games.Result.Deal).
type Utility func(st games.State, me int) float64

// DealUtility is the default Utility: Result().Deal for me minus the others.
func DealUtility(st games.State, me int) float64 {
	r := st.Result()
	u := 0.0
	for i, d := range r.Deal {
		if i == me {
			u += float64(d)
		} else {
			u -= float64(d)
		}
	}
	return u
}

// Search is determinized search (perfect-information Monte Carlo): it deals
// the hidden cards Worlds times with View.Sample and, in each such world,
// plays every legal action followed by Rollouts playouts to the end of the
// deal (or asks Exact for the exact values), then picks the action with the
// best mean utility. The worlds and rollout seeds are shared by all actions
// (common random numbers), so actions are compared on the same deals.
type Search struct {
	Worlds   int           // sampled deals per decision
	Rollouts int           // playouts per action and world
	Policy   RolloutPolicy // playout policy; nil = uniform random
	Exact    WorldEvaluator
	Utility  Utility // nil = DealUtility
	// Prior is the fallback: when no world could be sampled (an impossible
	// view) its choice is played, else the first legal action.
	Prior Player
	// PreferPrior breaks ties (values equal to the best) in favour of
	// Prior's choice. Exact solvers that only say win or lose leave many
	// ties, and then the heuristic's move is the sensible one.
	PreferPrior bool
	// Filter, when set, may narrow the actions the search considers (say,
	// Skat bids far above the hand's worth); it never returns none.
	Filter func(v games.View, legal []games.Action) []games.Action
}

// Scored is one action with its estimated value for the acting seat (in the
// game's deal units: mean utility over the sampled worlds) and the number of
// worlds behind the estimate.
type Scored struct {
	Action games.Action `json:"-"`
	Text   string       `json:"action"`
	Value  float64      `json:"value"`
	N      int          `json:"n"`
}

// Choose implements Player.
func (s *Search) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	sc, err := s.Evaluate(ctx, v, legal, rng, nil)
	if ctx.Err() != nil {
		return s.Cut(v, legal)
	}
	if err != nil || len(sc) == 0 || sc[0].N == 0 {
		return s.Fallback(ctx, v, legal, rng)
	}
	return s.pick(ctx, v, legal, rng, sc), nil
}

// BrakeSeed seeds the rng of the answer given when a search is cut short
// (with the viewer's seat). It is fixed, so that a cut search answers the
// same whatever the caller's rng and however far the search had got.
const BrakeSeed = 0x6272616b65

// Cut is the answer of a search whose context ended before it finished:
// Prior's choice (the game's heuristic) with a fixed seed, or the first
// legal action. It never uses what the search had found so far, which would
// depend on how fast the machine was. A game's own search player answers
// with it too.
func (s *Search) Cut(v games.View, legal []games.Action) (games.Action, error) {
	if s.Prior != nil {
		rng := rand.New(rand.NewPCG(BrakeSeed, uint64(v.Viewer())))
		if a, err := s.Prior.Choose(context.Background(), v, legal, rng); err == nil {
			return a, nil
		}
	}
	return legal[0], nil
}

// pick returns the best scored action, or Prior's choice among equally good
// ones when PreferPrior is set.
func (s *Search) pick(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand, sc []Scored) games.Action {
	if s.PreferPrior && s.Prior != nil {
		if p, err := s.Prior.Choose(ctx, v, legal, rng); err == nil {
			for _, x := range sc {
				if x.Value < sc[0].Value-1e-9 {
					break
				}
				if x.Action == p {
					return p
				}
			}
		}
	}
	return sc[0].Action
}

// Fallback is the answer of a search that could not value the actions (no
// world could be sampled): Prior's choice, or the first legal action.
func (s *Search) Fallback(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if s.Prior != nil {
		return s.Prior.Choose(ctx, v, legal, rng)
	}
	return legal[0], nil
}

// Evaluate scores each of legal (after Filter) and returns them best first.
// worlds, when not nil, replaces View.Sample as the source of worlds (the
// Cheat player passes the true State). It always evaluates all Worlds: when
// ctx ends first it returns ctx's error and no scores, never a partial
// estimate, so its answer does not depend on the machine's speed.
func (s *Search) Evaluate(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (games.State, error)) ([]Scored, error) {
	if len(legal) == 0 {
		return nil, ErrNoLegal
	}
	cand := legal
	if s.Filter != nil {
		if f := s.Filter(v, legal); len(f) > 0 {
			cand = f
		}
	}
	if worlds == nil {
		worlds = v.Sample
	}
	me := v.Viewer()
	util := s.Utility
	if util == nil {
		util = DealUtility
	}
	policy := s.Policy
	if policy == nil {
		policy = RandomPolicy
	}
	nw, nr := max(s.Worlds, 1), max(s.Rollouts, 1)
	sum := make([]float64, len(cand))
	vals := make([]float64, len(cand))
	n := 0
	var pcg rand.PCG
	rr := rand.New(&pcg)
	pl := &Playout{}
	var lastErr error
	for w := 0; w < nw; w++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		world, err := worlds(rng)
		if err != nil {
			lastErr = err
			continue
		}
		// Rollout seeds drawn before the actions so that every action
		// sees the same playout randomness in this world.
		s1, s2 := rng.Uint64(), rng.Uint64()
		okAll := true
		for i, a := range cand {
			if s.Exact != nil {
				c := world.Clone()
				var err error
				if pl.Events, err = c.Apply(a, pl.Events[:0]); err != nil {
					okAll = false
					break
				}
				if val, ok := s.Exact(ctx, c, me); ok {
					vals[i] = val
					continue
				}
			}
			total := 0.0
			for r := 0; r < nr; r++ {
				pcg.Seed(s1+uint64(r), s2)
				c := world.Clone()
				var err error
				if pl.Events, err = c.Apply(a, pl.Events[:0]); err != nil {
					okAll = false
					break
				}
				pl.Run(c, policy, rr)
				total += util(c, me)
			}
			if !okAll {
				break
			}
			vals[i] = total / float64(nr)
		}
		if !okAll {
			lastErr = fmt.Errorf("ai: a legal action was refused in a sampled world")
			continue
		}
		for i := range cand {
			sum[i] += vals[i]
		}
		n++
	}
	// An exact evaluator gives up when the context ends, so values found
	// after that are not the search's: a cut search reports only the cut.
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := make([]Scored, len(cand))
	for i, a := range cand {
		out[i] = Scored{Action: a, Text: v.FormatAction(a), N: n}
		if n > 0 {
			out[i].Value = sum[i] / float64(n)
		}
	}
	// Stable: equal values keep the legal order, so the result is
	// deterministic.
	sort.SliceStable(out, func(i, j int) bool { return out[i].Value > out[j].Value })
	if n == 0 && lastErr != nil {
		return out, lastErr
	}
	return out, nil
}

// Playout holds a rollout's reusable buffers, so that a search's playouts
// allocate nothing: the legal actions and the events of the last Apply.
type Playout struct {
	Legal  []games.Action
	Events []games.Event
}

// MaxPlayoutSteps bounds a playout: no deal of any game is nearly this long,
// so hitting it means an engine loops, and the playout just stops there.
const MaxPlayoutSteps = 2000

// Run plays st to the end of the current deal (Chance or Nobody to move)
// with policy.
func (p *Playout) Run(st games.State, policy RolloutPolicy, rng *rand.Rand) {
	for step := 0; step < MaxPlayoutSteps; step++ {
		if st.Player() < 0 {
			return
		}
		p.Legal = st.Legal(p.Legal[:0])
		if len(p.Legal) == 0 {
			return
		}
		a := p.Legal[0]
		if len(p.Legal) > 1 {
			a = policy(st, p.Legal, rng)
		}
		var err error
		p.Events, err = st.Apply(a, p.Events[:0])
		if err != nil {
			// A policy bug: fall back to the first legal action.
			if p.Events, err = st.Apply(p.Legal[0], p.Events[:0]); err != nil {
				return
			}
		}
	}
}

// Cheat is the open-hand search: the same Search, but every world is the true
// State. It is kept for tests and the arena only (the app never uses it): the
// fair search must lose clearly to it. (A game whose search player can use
// the true deal itself makes its own: GameAI.NewCheat.)
type Cheat struct {
	Search *Search
}

// OpenPlayer is a player that is handed the true State: only the cheats are
// (the arena checks for it), never a fair player, or the arena would hand
// it the State.
type OpenPlayer interface {
	Player
	ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error)
}

// ChooseOpen implements OpenPlayer.
func (c *Cheat) ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ErrNoLegal
	}
	if len(legal) == 1 {
		return legal[0], nil
	}
	v := st.View(st.Player())
	sc, err := c.Search.Evaluate(ctx, v, legal, rng, func(*rand.Rand) (games.State, error) { return st.Clone(), nil })
	if err != nil || len(sc) == 0 {
		return legal[0], nil
	}
	return c.Search.pick(ctx, v, legal, rng, sc), nil
}

// Choose implements Player for callers that have no State: without one the
// cheat plays like the fair search.
func (c *Cheat) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	return c.Search.Choose(ctx, v, legal, rng)
}
