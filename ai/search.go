package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"

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
		return s.braked(v, legal)
	}
	if err != nil || len(sc) == 0 || sc[0].N == 0 {
		return s.fallback(ctx, v, legal, rng)
	}
	return s.pick(ctx, v, legal, rng, sc), nil
}

// brakeSeed seeds the rng of the answer given when a search is cut short.
// It is fixed, so that a cut search answers the same whatever the caller's
// rng and however far the search had got.
const brakeSeed = 0x6272616b65

// braked is the answer of a search whose context ended before it finished:
// Prior's choice (the game's heuristic) with a fixed seed, or the first
// legal action. It never uses what the search had found so far, which would
// depend on how fast the machine was.
func (s *Search) braked(v games.View, legal []games.Action) (games.Action, error) {
	if s.Prior != nil {
		rng := rand.New(rand.NewPCG(brakeSeed, uint64(v.Viewer())))
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

func (s *Search) fallback(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
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
	pl := &playout{}
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
				if pl.ev, err = c.Apply(a, pl.ev[:0]); err != nil {
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
				if pl.ev, err = c.Apply(a, pl.ev[:0]); err != nil {
					okAll = false
					break
				}
				pl.run(c, policy, rr)
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

// playout holds reusable buffers for rollouts.
type playout struct {
	legal []games.Action
	ev    []games.Event
}

// maxPlayoutSteps bounds a playout: no deal of any game is nearly this long,
// so hitting it means an engine loops, and the playout just stops there.
const maxPlayoutSteps = 2000

// run plays st to the end of the current deal (Chance or Nobody to move).
func (p *playout) run(st games.State, policy RolloutPolicy, rng *rand.Rand) {
	for step := 0; step < maxPlayoutSteps; step++ {
		if st.Player() < 0 {
			return
		}
		p.legal = st.Legal(p.legal[:0])
		if len(p.legal) == 0 {
			return
		}
		a := p.legal[0]
		if len(p.legal) > 1 {
			a = policy(st, p.legal, rng)
		}
		var err error
		p.ev, err = st.Apply(a, p.ev[:0])
		if err != nil {
			// A policy bug: fall back to the first legal action.
			if p.ev, err = st.Apply(p.legal[0], p.ev[:0]); err != nil {
				return
			}
		}
	}
}

// Cheat is the open-hand search: the same Search, but every world is the true
// State. It is kept for tests and the arena only (the app never uses it): the
// fair search must lose clearly to it.
type Cheat struct {
	Search *Search
}

// OpenPlayer is a player that is handed the true State. Only Cheat is one;
// the arena checks for it.
type OpenPlayer interface {
	Player
	ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error)
}

// NewCheat returns the open-hand version of a game's Expert search. A game
// whose search player can itself use the true deal (Skat's auction) gets
// that player, wrapped.
func NewCheat(gameID string) OpenPlayer {
	g := lookup(gameID)
	s := *g.search(expertEffort)
	if g.wrap != nil {
		if oc, ok := g.wrap(&s, expertEffort).(openCapable); ok {
			return openWrap{oc}
		}
	}
	return &Cheat{Search: &s}
}

// openCapable is a search player that can also choose with the true State.
// Its method is unexported on purpose: a fair player must never be an
// OpenPlayer, or the arena would hand it the State.
type openCapable interface {
	Player
	chooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error)
}

type openWrap struct{ openCapable }

func (o openWrap) ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	return o.chooseOpen(ctx, st, legal, rng)
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

// Hint scores the viewer's legal actions with the Expert search, best first,
// for the app's hint button and the post-game review. It is a function of
// the view alone: the same view gives the same hint on any machine, under
// any load. When ctx ends first it returns ctx's error (the app shows no
// hint rather than a guess).
func Hint(ctx context.Context, v games.View) ([]Scored, error) {
	legal := v.Legal(nil)
	if len(legal) == 0 {
		return nil, ErrNoLegal
	}
	rng := rand.New(rand.NewPCG(0x41494e54, uint64(v.Viewer())))
	st, err := v.Sample(rng)
	if err != nil {
		return nil, fmt.Errorf("ai: hint: %w", err)
	}
	g := lookup(st.Game().ID)
	if h, ok := g.player(expertEffort).(snHinter); ok {
		return h.hint(ctx, v, legal, rng) // the game's own search
	}
	s := *g.search(expertEffort)
	s.Filter = nil // a hint shows every alternative
	return s.Evaluate(ctx, v, legal, rng, nil)
}

// effort is a search size.
type effort int

const (
	normalEffort effort = iota
	expertEffort
)

// parseSearch reads "worlds=N,rollouts=R,policy=random|heuristic,exact=on|off".
func parseSearch(gameID, spec string) (Player, error) {
	s := *lookup(gameID).search(expertEffort)
	defend := math.NaN()
	for _, kv := range strings.Split(spec, ",") {
		if kv == "" {
			continue
		}
		k, val, ok := strings.Cut(kv, "=")
		if !ok {
			return nil, fmt.Errorf("search option %q is not key=value", kv)
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
		case "defend":
			x, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return nil, fmt.Errorf("search option defend=%q: not a number", val)
			}
			defend = x
		case "policy":
			switch val {
			case "random":
				s.Policy = RandomPolicy
			case "heuristic":
				p := lookup(gameID).policy
				if h := lookup(gameID).heurPolicy; h != nil {
					p = h
				}
				if p == nil {
					return nil, errors.New("this game has no heuristic rollout policy")
				}
				s.Policy = p
			default:
				return nil, fmt.Errorf("policy %q (known: random, heuristic)", val)
			}
		case "exact":
			switch val {
			case "off":
				s.Exact = nil
			case "on":
				if e := lookup(gameID).optExact; e != nil {
					s.Exact = e
				} else if lookup(gameID).exact == nil {
					return nil, errors.New("this game has no exact solver")
				}
			default:
				return nil, fmt.Errorf("exact=%q (known: on, off)", val)
			}
		default:
			return nil, fmt.Errorf("unknown search option %q (known: worlds, rollouts, policy, exact, defend)", k)
		}
	}
	if g := lookup(gameID); g.wrap != nil {
		p := g.wrap(&s, expertEffort)
		if sk, ok := p.(*skSearch); ok && !math.IsNaN(defend) {
			sk.defendValue = defend
		}
		return p, nil
	}
	return &s, nil
}
