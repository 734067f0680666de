package skat

import (
	"context"
	"math/rand/v2"
	"sort"
	"sync"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// cheat is the Skat cheat (tests and arena only: the open-hand player of
// AI), which really uses its open hands. Rolling out on the true deal, as the generic Cheat does, still
// plays the cards by the heuristic's model of everybody and so throws most
// of the knowledge away. Instead:
//
//   - bidding: it solves, with the open-hand solver, every game it could
//     declare with the real skat (hand, or picking up the skat with the best
//     discards for that game) against the real hands, and bids up to the
//     value of the best game that wins against any defence;
//   - skat, discard and announcement: it follows that best game;
//   - card play: each card is rated by the outcome class it guarantees under
//     perfect play by everybody (won or lost, with or without schneider, in
//     Seeger–Fabian points), and cards of the same class by rollouts on the
//     true deal, which value the chances that the fair players err.
//
// Without the State (Choose) it plays like the fair search.
type cheat struct {
	*searcher
	// plans caches the open-hand plans of this player: per player, so no
	// state is shared between them.
	plans *planCache
}

// ChooseOpen implements ai.OpenPlayer.
func (c *cheat) ChooseOpen(ctx context.Context, st games.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	if len(legal) == 0 {
		return 0, ai.ErrNoLegal
	}
	if sst, ok := st.(*skat.State); ok && len(legal) > 1 {
		return c.choose(ctx, sst, legal, rng)
	}
	return (&ai.Cheat{Search: c.Search}).ChooseOpen(ctx, st, legal, rng)
}

// cheatSolveLimit caps one open-hand solve (in nodes); a solve that hits
// it counts as lost for a plan and sends a card decision back to rollouts.
const cheatSolveLimit = 2_000_000

// cheatDiscards is how many discard pairs per game (the heuristic's best
// for that game) the cheat solves when it plans to pick up the skat.
const cheatDiscards = 4

// plan is a game the cheat can declare and win against any defence.
type plan struct {
	hand    bool
	discard cards.Set // the two cards put away (the skat itself in a hand game)
	game    skat.GameType
	value   int // the game value without schneider
}

// planCache holds the plans already found, by deal and seat: the auction
// asks the same question at every bid. Only the cheat has state; fair
// players hold none.
type planCache struct {
	mu    sync.Mutex
	plans map[planKey]planResult
}

type planKey struct {
	hands    [3]cards.Set
	skat     cards.Set
	me       int
	phase    skat.Phase
	handGame bool
	bid      int // past the auction, games below the bid are left out
}

type planResult struct {
	plan plan
	ok   bool
}

func newPlanCache() *planCache { return &planCache{plans: map[planKey]planResult{}} }

// choose is the cheat's move in st for the seat to move.
func (s *cheat) choose(ctx context.Context, st *skat.State, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	me := st.Player()
	switch st.Phase() {
	case skat.PhaseAuction:
		next, val := games.Action(0), 0
		for _, a := range legal {
			if a == skat.Hold {
				next, val = a, st.Bid()
				if v, ok := current(st); ok {
					val = v
				}
				break
			}
			if m, _ := skat.Decode(a); m.Kind == skat.MoveBid {
				next, val = a, m.Bid
				break
			}
		}
		if val == 0 {
			return skat.Pass, nil
		}
		if p, ok := s.plans.best(ctx, st, me); ok && p.value >= val {
			return next, nil
		}
		return skat.Pass, nil
	case skat.PhaseSkat, skat.PhaseDiscard, skat.PhaseAnnounce:
		p, ok := s.plans.best(ctx, st, me)
		if !ok {
			break // no game wins for sure: the search decides
		}
		var want games.Action
		switch st.Phase() {
		case skat.PhaseSkat:
			want = skat.TakeSkat
			if p.hand {
				want = skat.PlayHand
			}
		case skat.PhaseDiscard:
			want = skat.Discard(p.discard.First(), p.discard.Remove(p.discard.First()).First())
		default:
			want = skat.Announce(p.game)
		}
		for _, a := range legal {
			if a == want {
				return a, nil
			}
		}
	case skat.PhasePlay:
		if a, ok := s.cheatPlay(ctx, st, legal, rng); ok {
			return a, nil
		}
	}
	return (&ai.Cheat{Search: s.Search}).ChooseOpen(ctx, st, legal, rng)
}

// current is the value a Hold answers: the bid on the table.
func current(st *skat.State) (int, bool) {
	v := st.View(st.Player())
	sv, ok := v.(*skat.View)
	if !ok {
		return 0, false
	}
	return sv.Current, true
}

// best returns the most valuable game seat me can declare and win against
// any defence from st, as far as st's phase leaves the choice open.
func (c *planCache) best(ctx context.Context, st *skat.State, me int) (plan, bool) {
	dealt, _ := st.Skat()
	key := planKey{skat: dealt, me: me, phase: st.Phase(), handGame: st.HandGame()}
	if st.Phase() != skat.PhaseAuction {
		key.bid = st.Bid()
	}
	for q := 0; q < 3; q++ {
		key.hands[q] = st.Hand(q)
	}
	c.mu.Lock()
	r, hit := c.plans[key]
	c.mu.Unlock()
	if hit {
		return r.plan, r.ok
	}
	r.plan, r.ok = bestPlan(ctx, st, me, cheatSlack)
	if ctx.Err() != nil {
		return r.plan, r.ok // possibly cut short: not cached
	}
	c.mu.Lock()
	if len(c.plans) > 4096 {
		clear(c.plans)
	}
	c.plans[key] = r
	c.mu.Unlock()
	return r.plan, r.ok
}

// bestPlan solves the games open to seat me in st, most valuable first,
// and returns the first that wins against any defence.
func bestPlan(ctx context.Context, st *skat.State, me, slack int) (plan, bool) {
	dealt, now := st.Skat()
	twelve := st.Hand(me) | dealt | now
	var cand []plan
	games6 := []skat.GameType{skat.Clubs, skat.Spades, skat.Hearts, skat.Diamonds, skat.Grand, skat.Null}
	addHand := func() {
		for _, g := range games6 {
			cand = append(cand, plan{hand: true, discard: dealt, game: g, value: planValue(g, twelve, true)})
		}
	}
	addPickup := func() {
		for _, g := range games6 {
			for _, d := range topDiscards(twelve, g, cheatDiscards) {
				cand = append(cand, plan{discard: d, game: g, value: planValue(g, twelve, false)})
			}
		}
	}
	switch st.Phase() {
	case skat.PhaseAuction, skat.PhaseSkat:
		addHand()
		addPickup()
	case skat.PhaseDiscard:
		addPickup()
	case skat.PhaseAnnounce:
		for _, g := range games6 {
			cand = append(cand, plan{hand: st.HandGame(), discard: now, game: g, value: planValue(g, twelve, st.HandGame())})
		}
	default:
		return plan{}, false
	}
	if st.Phase() != skat.PhaseAuction {
		// The bid is settled: a game below it would be lost as overbid.
		kept := cand[:0]
		for _, p := range cand {
			if p.value >= st.Bid() {
				kept = append(kept, p)
			}
		}
		cand = kept
	}
	// Most valuable first; at equal value pick up the skat (more choice)
	// and keep the heuristic's discard order.
	sort.SliceStable(cand, func(i, j int) bool { return cand[i].value > cand[j].value })
	sv := solvers.Get().(*solver)
	defer solvers.Put(sv)
	for _, p := range cand {
		if ctx.Err() != nil {
			break
		}
		if planWins(sv, st, me, p, twelve, slack) {
			return p, true
		}
	}
	return plan{}, false
}

func planValue(g skat.GameType, twelve cards.Set, hand bool) int {
	if g.IsNull() {
		return skat.NullValue(g, hand)
	}
	return skat.GameValue(g, twelve, hand, false, false)
}

// topDiscards returns the n best discard pairs of twelve for game g by
// the heuristic's count.
func topDiscards(twelve cards.Set, g skat.GameType, n int) []cards.Set {
	type sc struct {
		d cards.Set
		v float64
	}
	var all []sc
	for a := twelve; a != 0; a = a.Remove(a.First()) {
		for b := a.Remove(a.First()); b != 0; b = b.Remove(b.First()) {
			d := cards.SetOf(a.First(), b.First())
			all = append(all, sc{d, discardScore(twelve&^d, d, g)})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].v > all[j].v })
	out := make([]cards.Set, 0, n)
	for i := 0; i < len(all) && i < n; i++ {
		out = append(out, all[i].d)
	}
	return out
}

// planWins solves plan p from the first lead with open hands.
func planWins(sv *solver, st *skat.State, me int, p plan, twelve cards.Set, slack int) bool {
	var h [3]cards.Set
	for q := 0; q < 3; q++ {
		h[q] = st.Hand(q)
	}
	h[me] = twelve &^ p.discard
	sv.reset(p.game, me)
	sv.limit = cheatSolveLimit
	turn := st.Forehand()
	if p.game.IsNull() {
		return sv.Value(h, [3]cards.Card{}, 0, turn, 0, 1) >= 1 && !sv.out
	}
	need := 61 - slack - skat.SetPoints(p.discard)
	return sv.Value(h, [3]cards.Card{}, 0, turn, need-1, need) >= need && !sv.out
}

// cheatSlack is how many card points short of 61 against perfect defence
// a game may be and still count as one to declare. The fair defenders are
// not perfect, but bolder bidding did not measurably pay (docs/ai.md), so
// the cheat declares only games it wins for sure.
const cheatSlack = 0

// cheatPlay rates each legal card by the Seeger–Fabian outcome it
// guarantees under perfect play, breaking ties by rollouts on the true
// deal. ok is false when a solve was too large.
func (s *cheat) cheatPlay(ctx context.Context, st *skat.State, legal []games.Action, rng *rand.Rand) (games.Action, bool) {
	if len(legal) == 1 {
		return legal[0], true
	}
	me := st.Player()
	sv := solvers.Get().(*solver)
	defer solvers.Put(sv)
	exact := make(map[games.Action]float64, len(legal))
	for _, a := range legal {
		c := st.Clone().(*skat.State)
		if _, err := c.Apply(a, nil); err != nil {
			return 0, false
		}
		v, ok := guaranteed(sv, c, me)
		if !ok {
			return 0, false
		}
		exact[a] = v
	}
	sc, err := s.Search.Evaluate(ctx, st.View(me), legal, rng, func(*rand.Rand) (games.State, error) { return st.Clone(), nil })
	if err != nil || len(sc) == 0 {
		return 0, false
	}
	// sc is best first by rollouts; a stable sort by the exact class keeps
	// that order within a class.
	sort.SliceStable(sc, func(i, j int) bool { return exact[sc[i].Action] > exact[sc[j].Action] })
	return sc[0].Action, true
}

// guaranteed is seat me's Seeger–Fabian score of s when everybody plays
// perfectly from here, by outcome class (won or lost, schneider or not;
// schwarz is not told apart). ok is false when a solve was too large.
func guaranteed(sv *solver, s *skat.State, me int) (float64, bool) {
	if s.Player() < 0 {
		return utility(s, me), true
	}
	d := s.Declarer()
	if s.Phase() != skat.PhasePlay || d < 0 {
		return 0, false
	}
	g := s.GameType()
	sv.reset(g, d)
	sv.limit = cheatSolveLimit
	var h [3]cards.Set
	for q := 0; q < 3; q++ {
		h[q] = s.Hand(q)
	}
	trick, n := s.Trick()
	// reaches reports whether the declarer's final card points reach t.
	_, now := s.Skat()
	have := s.CardPoints(d) + skat.SetPoints(now)
	reaches := func(t int) bool {
		need := t - have
		if need <= 0 {
			return true
		}
		return sv.Value(h, trick, n, s.Player(), need-1, need) >= need
	}
	twelve := s.Hand(d) | s.Played(d) | now
	var score int
	if g.IsNull() {
		won := s.TricksWon(d) == 0 && sv.Value(h, trick, n, s.Player(), 0, 1) >= 1
		score = skat.NullValue(g, s.HandGame())
		if !won {
			score = -2 * score
		}
	} else {
		dp := 0
		switch {
		case reaches(61) && reaches(90):
			dp = 90
		case reaches(61):
			dp = 61
		case reaches(31):
			dp = 31
		}
		score = suitScore(g, s.HandGame(), twelve, s.Bid(), dp)
	}
	if sv.out {
		return 0, false
	}
	switch {
	case me == d && score > 0:
		return float64(score + 50), true
	case me == d:
		return float64(score - 50), true
	case score > 0:
		return 0, true
	}
	return 40, true
}

// suitScore is the declarer's score of a suit or Grand game with dp card
// points (spec §7; schwarz left out).
func suitScore(g skat.GameType, hand bool, twelve cards.Set, bid, dp int) int {
	m, _ := skat.Matadors(g, twelve)
	mult := m + 1
	if hand {
		mult++
	}
	if dp >= 90 || dp <= 30 {
		mult++
	}
	base := g.BaseValue()
	value := base * mult
	switch {
	case value < bid:
		return -2 * base * ((bid + base - 1) / base)
	case dp >= 61:
		return value
	}
	return -2 * value
}
