package scopa

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/testsize"
)

// bruteLegal lists the legal plays of a hand on a table straight from spec
// §5.2 by trying every subset of the table: independent of AppendLegal.
// With Scopa d'Assi (docs/games/scopa.md) an Ace on a table without an Ace
// takes all of it.
func bruteLegal(hand, table cards.Set, r Rules) []games.Action {
	tc := table.Cards()
	var out []games.Action
	for _, c := range hand.Cards() {
		v := int(c)%10 + 1
		if r.ScopaDAssi && v == 1 && len(tc) > 0 && !slices.ContainsFunc(tc, func(x cards.Card) bool { return int(x)%10 == 0 }) {
			out = append(out, Play(c, table))
			continue
		}
		var singles, sums []games.Action
		for mask := 1; mask < 1<<len(tc); mask++ {
			var g cards.Set
			sum, n := 0, 0
			for i, x := range tc {
				if mask&(1<<i) != 0 {
					g = g.Add(x)
					sum += int(x)%10 + 1
					n++
				}
			}
			switch {
			case sum != v:
			case n == 1:
				singles = append(singles, Play(c, g))
			default:
				sums = append(sums, Play(c, g))
			}
		}
		switch {
		case len(singles) > 0:
			out = append(out, singles...)
		case len(sums) > 0:
			out = append(out, sums...)
		default:
			out = append(out, Play(c, 0))
		}
	}
	return out
}

// bruteScore scores two piles from spec §6 with plain loops over the cards:
// independent of ScoreDeal. Re Bello gives the King of Coins' taker a
// point; Napola gives the taker of Coins 1, 2, 3 … the length of that run.
func bruteScore(pile [2]cards.Set, scope [2]int, r Rules) [2]int {
	prim := map[int]int{1: 16, 2: 12, 3: 13, 4: 14, 5: 15, 6: 18, 7: 21, 8: 10, 9: 10, 10: 10}
	var n, coins, best [2]int
	var seven [2]bool
	for p := 0; p < 2; p++ {
		suitBest := [4]int{}
		for _, c := range pile[p].Cards() {
			n[p]++
			suit, v := int(c)/10, int(c)%10+1
			if suit == 0 {
				coins[p]++
				if v == 7 {
					seven[p] = true
				}
			}
			suitBest[suit] = max(suitBest[suit], prim[v])
		}
		if !slices.Contains(suitBest[:], 0) {
			best[p] = suitBest[0] + suitBest[1] + suitBest[2] + suitBest[3]
		}
	}
	pts := scope
	award := func(x [2]int) {
		if x[0] > x[1] {
			pts[0]++
		} else if x[1] > x[0] {
			pts[1]++
		}
	}
	award(n)
	award(coins)
	award(best)
	for p := 0; p < 2; p++ {
		if seven[p] {
			pts[p]++
		}
		if r.ReBello && pile[p].Has(cards.Card(9)) {
			pts[p]++
		}
		run := 0
		for run < 10 && pile[p].Has(cards.Card(run)) {
			run++
		}
		if r.Napola && run >= 3 {
			pts[p] += run
		}
	}
	return pts
}

// allRules is every combination of the house rules, the seed's game first.
func allRules() []Rules {
	var out []Rules
	for m := 0; m < 8; m++ {
		out = append(out, Rules{ScopaDAssi: m&1 != 0, ReBello: m&2 != 0, Napola: m&4 != 0})
	}
	return out
}

// config is a new match's Config with the options r.
func config(seed uint64, r Rules) games.Config {
	cfg := games.Config{Seed: seed, Dealer: -1}
	if pairs := Info().FormatOptions(r.Options()); len(pairs) > 0 {
		cfg.Options = map[string]string{}
		for _, p := range pairs {
			cfg.Options[p.Name] = p.Value
		}
	}
	return cfg
}

// conserved checks that the 40 cards are each in exactly one place.
func conserved(t *testing.T, s *State) {
	t.Helper()
	var all cards.Set
	n := 0
	add := func(x cards.Set) {
		if all&x != 0 {
			t.Fatalf("card %s in two places", cards.Italian().Code((all & x).First()))
		}
		all |= x
		n += x.Len()
	}
	add(s.hand[0])
	add(s.hand[1])
	add(s.table)
	add(s.pile[0])
	add(s.pile[1])
	for _, c := range s.stock[s.sp:] {
		add(cards.SetOf(c))
	}
	if n != 40 || all != cards.Italian().Full() {
		t.Fatalf("%d cards accounted for, want 40", n)
	}
}

// TestRandomDeals plays seeded random matches until at least 10,000 deals
// have been scored, checking at every step the invariants of the issue:
// conservation, legality against a brute-force generator, notation round
// trips, illegal actions and clones leaving the state alone, and scores
// recomputed independently from the piles.
//
// That is the full run (-tags exhaustive). By default the first 2,000 of
// those deals (the matches of seeds 1 to 444) are played: every invariant is
// checked at every step of them as before, and they still hold kings
// redeals (4 of the full run's 11), whose rules are checked only when one
// happens.
//
// Every combination of the house rules is played too, a quarter as many
// deals each, with the same checks written from their rules.
func TestRandomDeals(t *testing.T) {
	for i, r := range allRules() {
		want := testsize.Pick(2000, 10000)
		if i > 0 {
			want /= 4
		}
		t.Run(fmt.Sprintf("%+v", r), func(t *testing.T) {
			redeals := randomDeals(t, r, want)
			require.Positive(t, redeals, "no kings redeal: the redeal checks never ran")
		})
	}
}

func randomDeals(t *testing.T, rules Rules, wantDeals int) (redeals int) {
	var legal []games.Action
	var ev []games.Event
	deals, matches := 0, 0
	for seed := uint64(1); deals < wantDeals; seed++ {
		matches++
		rng := rand.New(rand.NewPCG(seed, 7))
		s, err := New(config(seed, rules))
		require.NoError(t, err)
		require.Equal(t, rules, s.Rules())
		var scope [2]int
		plays := 0
		prevTotal := [2]int{}
		lastDealer := -1
		for step := 0; !s.Done(); step++ {
			legal = s.Legal(legal[:0])
			if s.Player() == games.Chance {
				dealer := s.Dealer()
				ev, err = s.Apply(games.Deal, ev[:0])
				require.NoError(t, err)
				if hasKind(ev, games.KRedeal) {
					redeals++
					require.Equal(t, dealer, s.Dealer())
					require.GreaterOrEqual(t, kingsOn(ev).Len(), 3, "only three or four kings void a deal")
					continue
				}
				require.Less(t, kingsOn(ev).Len(), 3)
				require.Equal(t, 1-s.Dealer(), s.Player(), "the non-dealer leads")
				if s.deals > 0 {
					require.Equal(t, 1-lastDealer, dealer, "the dealer alternates after a completed deal")
				}
				lastDealer = dealer
				scope, plays = [2]int{}, 0
				conserved(t, s)
				continue
			}
			conserved(t, s)
			require.ElementsMatch(t, bruteLegal(s.hand[s.turn], s.table, rules), legal, "seed %d step %d", seed, step)
			for _, a := range legal {
				text := s.FormatAction(a)
				back, err := s.ParseAction(text)
				require.NoError(t, err, text)
				require.Equal(t, a, back, text)
			}
			// A random non-legal action is refused and changes nothing.
			before := *s
			bad := games.Action(rng.Uint64() >> rng.IntN(64))
			if !slices.Contains(legal, bad) {
				_, err := s.Apply(bad, nil)
				require.ErrorIs(t, err, games.ErrIllegal)
				require.Equal(t, before, *s)
			}
			a := legal[rng.IntN(len(legal))]
			if step%11 == 0 {
				c := s.Clone().(*State)
				_, err := c.Apply(a, nil)
				require.NoError(t, err)
				require.Equal(t, before, *s, "a clone is independent")
			}
			p := s.Player()
			card, capt, _ := decode(a)
			tableBefore := s.table
			ev, err = s.Apply(a, ev[:0])
			require.NoError(t, err)
			plays++
			require.Equal(t, plays, s.Plays())
			if capt != 0 {
				require.True(t, tableBefore.Contains(capt))
				require.True(t, s.pile[p].Contains(capt.Add(card)))
			}
			aceSweep := rules.ScopaDAssi && card%10 == 0 && tableBefore != 0 && tableBefore&aces == 0
			if aceSweep {
				require.Equal(t, tableBefore, capt, "an Ace takes the whole table")
			}
			for _, e := range ev {
				if e.Kind == games.KMove && e.To == games.Hand {
					require.Equal(t, e.Player, e.Private, "only the receiver sees a drawn card")
				} else {
					require.Equal(t, int8(games.Everyone), e.Private)
				}
				if e.Kind == KScopa {
					scope[e.Player]++
					require.NotEqual(t, 36, plays, "no scopa on the last play")
					require.False(t, aceSweep, "an Ace's sweep is no scopa")
				}
			}
			if hasKind(ev, games.KDealOver) {
				deals++
				require.Equal(t, 36, plays)
				r := s.Result()
				want := bruteScore(s.pile, scope, rules)
				require.Equal(t, want[:], r.Deal, "seed %d deal %d", seed, r.Deals)
				require.Equal(t, []int{prevTotal[0] + want[0], prevTotal[1] + want[1]}, r.Match)
				var sum [2]int
				for _, l := range r.Lines {
					sum[l.Seat] += l.Value
				}
				require.Equal(t, want, sum)
				require.Equal(t, cards.Set(0), s.table, "the table went to the last capturer")
				require.Equal(t, 40, s.pile[0].Len()+s.pile[1].Len())
				prevTotal = s.total
				if s.Done() {
					require.GreaterOrEqual(t, max(s.total[0], s.total[1]), 11)
					require.NotEqual(t, s.total[0], s.total[1])
					require.Equal(t, r.Winner, MatchWinner(s.total))
				} else {
					require.Equal(t, -1, MatchWinner(s.total))
				}
			}
		}
	}
	t.Logf("%d deals in %d matches, %d kings redeals", deals, matches, redeals)
	return redeals
}

// kingsOn returns the cards dealt to the table in a deal's events.
func kingsOn(ev []games.Event) cards.Set {
	var s cards.Set
	for _, e := range ev {
		if e.Kind == games.KMove && e.To == games.Table {
			s = s.Add(e.Card)
		}
	}
	return s & kings
}

// FuzzApply feeds arbitrary actions to random positions: Apply never
// panics, and a refused action leaves the state exactly as it was.
func FuzzApply(f *testing.F) {
	f.Add(uint64(1), 3, uint64(0))
	f.Add(uint64(2), 10, uint64(games.Deal))
	f.Add(uint64(3), 40, uint64(Play(6, cards.SetOf(16))))
	f.Add(uint64(4), 0, ^uint64(0))
	f.Fuzz(func(t *testing.T, seed uint64, steps int, raw uint64) {
		s, err := New(config(seed, allRules()[seed%8]))
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 3))
		for i := 0; i < steps%200 && !s.Done(); i++ {
			legal := s.Legal(nil)
			_, err := s.Apply(legal[rng.IntN(len(legal))], nil)
			require.NoError(t, err)
		}
		before := *s
		_ = s.FormatAction(games.Action(raw))
		if _, err := s.Apply(games.Action(raw), nil); err != nil {
			require.ErrorIs(t, err, games.ErrIllegal)
			require.Equal(t, before, *s)
		} else {
			require.Contains(t, before.Legal(nil), games.Action(raw))
		}
	})
}
