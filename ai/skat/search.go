package skat

import (
	"context"
	"math/rand/v2"
	"sync"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// DefendValue is the expected Seeger–Fabian score of declaring below which
// the search passes: what passing is worth. The simulation plays the
// declarer's cards with the heuristic, which underrates the search's own
// play, so the best threshold lies below zero; bolder thresholds won more
// against heuristic players but lost against Experts, and this one is the
// compromise (docs/ai.md).
const DefendValue = -20

// searcher is the Skat search player: the generic search for the skat,
// discard, announcement and card play, and a simulated auction: for each
// sampled deal it plays the hand as declarer (picking up the skat,
// discarding and announcing like the heuristic, then the card play by
// rollouts) and keeps bidding while the expected Seeger–Fabian score of
// declaring at the next value stays above what defending is worth.
type searcher struct {
	*ai.Search
	bidWorlds int
	// defend is what passing is worth on average (a defender scores 40
	// when the declarer loses, about one game in six): DefendValue.
	defend float64
}

// newSearcher returns the search player of level l on s: the heuristic's
// choice among equal values (the solver-free search leaves ties), and
// fewer simulated auctions at Normal.
func newSearcher(s *ai.Search, l ai.Level) *searcher {
	s.PreferPrior = true
	bidWorlds := 120
	if l == ai.Normal {
		bidWorlds = 40
	}
	return &searcher{Search: s, bidWorlds: bidWorlds, defend: DefendValue}
}

// WithDefend returns the search player p (of AI's levels) bidding with the
// threshold defend in place of DefendValue, for the lab's experiments; any
// other player comes back unchanged.
func WithDefend(p ai.Player, defend float64) ai.Player {
	s, ok := p.(*searcher)
	if !ok {
		return p
	}
	c := *s
	c.defend = defend
	return &c
}

// Choose implements ai.Player.
func (s *searcher) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	sv, ok := v.(*skat.View)
	if !ok || sv.Phase != skat.PhaseAuction || len(legal) == 1 {
		return s.Search.Choose(ctx, v, legal, rng)
	}
	return s.bid(ctx, sv, legal, rng, sv.Sample), nil
}

// bid decides in the auction by simulating the viewer's game as declarer
// in worlds (sampled from the view; the true deal for the cheat).
func (s *searcher) bid(ctx context.Context, sv *skat.View, legal []games.Action, rng *rand.Rand, worlds func(*rand.Rand) (games.State, error)) games.Action {
	// The action that keeps bidding at the lowest value, if any.
	next, val := games.Action(0), 0
	for _, a := range legal {
		if a == skat.Hold {
			next, val = a, sv.Current
			break
		}
		if m, _ := skat.Decode(a); m.Kind == skat.MoveBid {
			next, val = a, m.Bid
			break
		}
	}
	if val == 0 {
		return skat.Pass
	}
	outs := s.simulate(ctx, sv.Seat, rng, worlds)
	if len(outs) == 0 || ctx.Err() != nil {
		// Braked (or nothing could be simulated): the heuristic's bid,
		// never a decision on however many worlds were done in time.
		return decide(infoOfView(sv), legal)
	}
	if expected(outs, val) > s.defend {
		return next
	}
	return skat.Pass
}

// outcome is one simulated game as declarer.
type outcome struct {
	won         bool
	score       int // the declarer's score at the lowest bid
	value, base int // the game value reached and its base (0 for Null)
}

// expected is the mean Seeger–Fabian score of declaring at bid over the
// simulated games: a game worth less than the bid is lost as overbid.
func expected(outs []outcome, bid int) float64 {
	t := 0.0
	for _, o := range outs {
		switch {
		case o.value >= bid && o.won:
			t += float64(o.score + 50)
		case o.value >= bid:
			t += float64(o.score - 50)
		case o.base > 0:
			t += float64(-2*o.base*((bid+o.base-1)/o.base) - 50)
		default:
			t += float64(-2*bid - 50)
		}
	}
	return t / float64(len(outs))
}

// simulate plays seat me's hand as declarer in bidWorlds deals from worlds.
func (s *searcher) simulate(ctx context.Context, me int, rng *rand.Rand, worlds func(*rand.Rand) (games.State, error)) []outcome {
	var outs []outcome
	var legal []games.Action
	var ev []games.Event
	var pcg rand.PCG
	rr := rand.New(&pcg)
	pl := &ai.Playout{}
	for w := 0; w < s.bidWorlds; w++ {
		if ctx.Err() != nil {
			break
		}
		world, err := worlds(rng)
		if err != nil {
			continue
		}
		pcg.Seed(rng.Uint64(), rng.Uint64())
		st, ok := world.(*skat.State)
		if !ok {
			return nil
		}
		for steps := 0; st.Phase() != skat.PhasePlay && st.Player() >= 0 && steps < 100; steps++ {
			p := st.Player()
			legal = st.Legal(legal[:0])
			var a games.Action
			switch {
			case st.Phase() == skat.PhaseAuction && p != me:
				a = skat.Pass
			case st.Phase() == skat.PhaseAuction:
				a = legal[len(legal)-1]
				for _, x := range legal {
					if x == skat.Hold || x != skat.Pass {
						a = x
						break
					}
				}
			default:
				a = decide(infoOfState(st), legal)
			}
			if ev, err = st.Apply(a, ev[:0]); err != nil {
				break
			}
		}
		if st.Declarer() != me || st.Phase() != skat.PhasePlay {
			continue
		}
		pl.Run(st, policy, rr)
		set, done := st.Settlement()
		if !done {
			continue
		}
		o := outcome{won: set.Won, score: set.Score, value: set.Value}
		if !set.Game.IsNull() {
			o.base = set.Base
		}
		if set.Overbid {
			o.value = 0
		}
		outs = append(outs, o)
	}
	return outs
}

// exactCards is the hand size from which the search solves each sampled
// world exactly instead of rolling out (about a millisecond per solve).
const exactCards = 7

var solvers = sync.Pool{New: func() any { return newSolver(skat.Grand, 0) }}

// Exact solves a Skat world with open hands once few cards are left and
// values the verdict (won or lost; schneider aside) in Seeger–Fabian points
// for seat me. The product's search does not use it (see AI); the lab
// offers it as an experiment (search:exact=on).
func Exact(ctx context.Context, st games.State, me int) (float64, bool) {
	s, ok := st.(*skat.State)
	if !ok {
		return 0, false
	}
	if s.Player() < 0 {
		return utility(st, me), true
	}
	d := s.Declarer()
	if s.Phase() != skat.PhasePlay || d < 0 || s.Hand(d).Len() > exactCards || ctx.Err() != nil {
		return 0, false
	}
	g := s.GameType()
	sv := solvers.Get().(*solver)
	defer solvers.Put(sv)
	sv.reset(g, d)
	sv.limit = 400000
	var h [3]cards.Set
	for q := 0; q < 3; q++ {
		h[q] = s.Hand(q)
	}
	trick, n := s.Trick()
	var won bool
	if g.IsNull() {
		won = s.TricksWon(d) == 0 && sv.Value(h, trick, n, s.Player(), 0, 1) >= 1
	} else {
		_, now := s.Skat()
		need := 61 - s.CardPoints(d) - skat.SetPoints(now)
		won = sv.Value(h, trick, n, s.Player(), need-1, need) >= need
	}
	if sv.out {
		return 0, false
	}
	value := s.Value()
	score := value
	if !won {
		score = -2 * value
	}
	if base := g.BaseValue(); !g.IsNull() && value < s.Bid() && base > 0 {
		won, score = false, -2*base*((s.Bid()+base-1)/base)
	}
	switch {
	case me == d && won:
		return float64(score + 50), true
	case me == d:
		return float64(score - 50), true
	case won:
		return 0, true
	}
	return 40, true
}
