package schnapsen

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/testsize"
	"github.com/stretchr/testify/require"
)

const fullSet = cards.Set(1)<<NumCards - 1

// marriageValue is what the declared suits are worth in total.
func marriageValue(declared uint8, trump int) int {
	v := 0
	for su := 0; su < 4; su++ {
		if declared&(1<<su) != 0 {
			if su == trump {
				v += 40
			} else {
				v += 20
			}
		}
	}
	return v
}

// naiveMayFollow states the strict-play rule of spec §6.2 card by card,
// independently of FollowSet's bit tricks.
func naiveMayFollow(hand cards.Set, led, c cards.Card, trump int) bool {
	var hasSuit, hasHigher, hasTrump bool
	for _, x := range hand.Cards() {
		if Suit(x) == Suit(led) {
			hasSuit = true
			if Rank(x) > Rank(led) {
				hasHigher = true
			}
		}
		if Suit(x) == trump {
			hasTrump = true
		}
	}
	switch {
	case hasHigher:
		return Suit(c) == Suit(led) && Rank(c) > Rank(led)
	case hasSuit:
		return Suit(c) == Suit(led)
	case hasTrump && Suit(led) != trump:
		return Suit(c) == trump
	}
	return true
}

// checkInvariants asserts what must hold in every reachable state. It uses
// plain comparisons rather than testify because it runs on every step of
// ten thousand matches.
func checkInvariants(t *testing.T, s *State) {
	if s.phase == phaseChance && s.dealsDone == 0 {
		return
	}
	check := func(ok bool, what string) {
		if !ok {
			t.Fatalf("invariant broken: %s\nstate: %+v", what, *s)
		}
	}
	var stock cards.Set
	for i := 0; i < int(s.stockN); i++ {
		stock = stock.Add(s.stock[i])
	}
	var lead cards.Set
	if s.lead != cards.None {
		lead = cards.SetOf(s.lead)
	}
	var all cards.Set
	n := 0
	for _, p := range [...]cards.Set{s.hand[0], s.hand[1], s.won[0], s.won[1], stock, lead} {
		all |= p
		n += p.Len()
	}
	check(all == s.rules.Full(), "all 20 (24) cards somewhere")
	check(n == s.rules.NumCards(), "no card in two places")
	check(SetPoints(all) == 120, "the pack's 120 card points")
	for p := 0; p < 2; p++ {
		check(int(s.points[p]) == SetPoints(s.won[p])+marriageValue(s.declared[p], int(s.trump))-int(s.pending[p])+lastTrickOf(s, p),
			"points = card points + credited marriages (+ Sechsundsechzig's last trick)")
		check(s.hand[p].Contains(s.known[p]), "known cards are in hand")
		check(s.hand[p]&s.excluded[p] == 0, "excluded cards are not in hand")
		if s.pending[p] > 0 {
			check(s.tricks[p] == 0, "pending marriage only without a trick")
			check(s.pending[p] <= 40, "pending at most 40")
		}
		check(int(s.tricks[p])*2 == s.won[p].Len(), "two cards per trick won")
		check(s.score[p] <= MatchStart, "match score counts down")
	}
	if s.phase != phasePlay {
		return
	}
	check(s.points[0] < Target && s.points[1] < Target, "nobody at 66 while playing")
	if s.lead == cards.None {
		check(s.leader == s.toMove, "the leader is to move")
		if s.stockState == StockOpen {
			check(s.hand[0].Len() == s.rules.HandSize() && s.hand[1].Len() == s.rules.HandSize(), "five (six) cards each while the stock is open")
			check(s.stockN%2 == 0 && s.stockN >= 2, "open stock is even and not empty at a lead")
		}
		check(s.hand[0].Len() == s.hand[1].Len(), "equal hands at a lead")
	} else {
		check(s.hand[s.leader].Len()+1 == s.hand[s.toMove].Len(), "the follower holds one card more")
	}
	check(s.stockState != StockExhausted || s.stockN == 0, "exhausted stock is empty")
}

// lastTrickOf is the 10 points of Sechsundsechzig's last trick that seat p
// has: every card played from an exhausted stock, p the last trick's
// winner. Written from the rule, not from the engine's code.
func lastTrickOf(s *State, p int) int {
	if !s.rules.Sechs || s.stockState != StockExhausted || s.hand[0]|s.hand[1] != 0 || s.lead != cards.None ||
		s.nTricks != MaxCards/2 || int(s.history[s.nTricks-1].Winner) != p {
		return 0
	}
	return LastTrickBonus
}

// playMatch plays one random legal match from seed, checking each step with
// check (if not nil), and returns the final state and the number of deals.
func playMatch(t *testing.T, seed uint64, deck cards.DeckID, check func(s *State, legal []games.Action)) *State {
	t.Helper()
	return playMatchUnder(t, seed, deck, Rules{}, check)
}

// playMatchUnder is playMatch with the house rules r.
func playMatchUnder(t *testing.T, seed uint64, deck cards.DeckID, r Rules, check func(s *State, legal []games.Action)) *State {
	t.Helper()
	cfg := games.Config{Seed: seed, Dealer: -1, Deck: deck}
	for _, o := range Info().FormatOptions(r.Options()) {
		if cfg.Options == nil {
			cfg.Options = map[string]string{}
		}
		cfg.Options[o.Name] = o.Value
	}
	s, err := New(cfg)
	require.NoError(t, err)
	require.Equal(t, r, s.Rules())
	rng := rand.New(rand.NewPCG(seed, 7))
	var legal []games.Action
	var ev []games.Event
	for steps := 0; !s.Done(); steps++ {
		legal = s.Legal(legal[:0])
		if steps > 10000 || len(legal) == 0 {
			t.Fatalf("seed %d: no legal action or endless match after %d steps", seed, steps)
		}
		if check != nil {
			check(s, legal)
		}
		a := legal[rng.IntN(len(legal))]
		before := s.score
		beforeDeals := s.dealsDone
		ev, err = s.Apply(a, ev[:0])
		if err != nil || len(ev) == 0 {
			t.Fatalf("seed %d: %s: err %v, %d events (every move emits events)", seed, s.FormatAction(a), err, len(ev))
		}
		if s.dealsDone != beforeDeals {
			w, gp, why := s.LastDeal()
			require.GreaterOrEqual(t, gp, 1)
			require.LessOrEqual(t, gp, 3)
			require.NotEqual(t, EndNone, why)
			require.Equal(t, before[w]-int8(gp), s.score[w])
			require.Equal(t, before[1-w], s.score[1-w])
			last := ev[len(ev)-1]
			if s.Done() {
				require.Equal(t, games.KMatchOver, last.Kind)
				last = ev[len(ev)-2]
			}
			require.Equal(t, games.KDealOver, last.Kind)
			require.Equal(t, int32(gp), last.Value)
			if why == EndLastTrick {
				require.Less(t, s.lastPoints[0], int16(Target))
				require.Less(t, s.lastPoints[1], int16(Target))
			}
		}
		checkInvariants(t, s)
	}
	require.Equal(t, games.Nobody, s.Player())
	w := int(s.winner)
	require.LessOrEqual(t, s.score[w], int8(0))
	require.Greater(t, s.score[1-w], int8(0))
	require.Equal(t, w, s.Result().Winner)
	return s
}

func TestPropertyRandomMatches(t *testing.T) {
	n := 10000
	if testing.Short() {
		n = 1000
	}
	deals := 0
	for seed := uint64(0); seed < uint64(n); seed++ {
		deck := cards.German20
		if seed%2 == 1 {
			deck = cards.French20
		}
		s := playMatch(t, seed, deck, func(s *State, legal []games.Action) {
			if s.phase == phasePlay && s.lead != cards.None && s.stockState != StockOpen {
				h := s.hand[s.toMove]
				var want cards.Set
				for _, c := range h.Cards() {
					if naiveMayFollow(h, s.lead, c, int(s.trump)) {
						want = want.Add(c)
					}
				}
				var got cards.Set
				for _, a := range legal {
					got = got.Add(cards.Card(a))
				}
				if want != got {
					t.Fatalf("strict-play legal set %v, want %v", got, want)
				}
			}
		})
		deals += int(s.dealsDone)
	}
	require.Greater(t, deals, 2*n, "matches last several deals")
}

// TestPropertyRandomMatches_NotAtTwo plays random matches with the house
// rule no-exchange-close-at-two, and at every lead with the stock open
// checks the exchange and the close against the rule written out: neither
// with two cards left, closing always with more, exchanging with more
// whenever the leader holds the trump Jack. Without the rule, both are
// offered at two (the seed's game), which the same walk checks.
func TestPropertyRandomMatches_NotAtTwo(t *testing.T) {
	n := testsize.Pick(1000, 10000)
	for _, r := range []Rules{{}, {NotAtTwo: true}} {
		atTwo := 0
		for seed := uint64(0); seed < uint64(n); seed++ {
			playMatchUnder(t, seed, cards.German20, r, func(s *State, legal []games.Action) {
				if s.phase != phasePlay || s.lead != cards.None || s.stockState != StockOpen {
					return
				}
				hasJack := s.hand[s.toMove].Has(cards.Card(5*int(s.trump) + Jack))
				mayAct := s.stockN > 2 || !r.NotAtTwo
				if s.stockN == 2 {
					atTwo++
				}
				if got, want := slices.Contains(legal, Close), mayAct; got != want {
					t.Fatalf("%+v, stock %d: close legal %v, want %v", r, s.stockN, got, want)
				}
				if got, want := slices.Contains(legal, Exchange), mayAct && hasJack; got != want {
					t.Fatalf("%+v, stock %d: exchange legal %v, want %v", r, s.stockN, got, want)
				}
			})
		}
		require.Positive(t, atTwo, "no lead with two cards in the stock: the rule was never checked")
	}
}

// TestPropertyCloneIllegalNotation checks, on fewer matches because each
// step tries every action: Clone independence, illegal actions leaving the
// state untouched, and the notation round trip of every legal action.
func TestPropertyCloneIllegalNotation(t *testing.T) {
	for seed := uint64(0); seed < 130; seed++ {
		// One match in four with the house rule on: the exchange and the
		// close it forbids must be refused, and change nothing.
		r := Rules{NotAtTwo: seed%4 == 3}
		playMatchUnder(t, seed, cards.German20, r, func(s *State, legal []games.Action) {
			var isLegal [80]bool
			for _, a := range legal {
				if a < 80 {
					isLegal[a] = true
				}
				txt := s.FormatAction(a)
				if back, err := s.ParseAction(txt); err != nil || back != a {
					t.Fatalf("%s parses back as %v, %v", txt, back, err)
				}
			}
			for i := -4; i < 70; i++ {
				a := games.Action(i) // every card, declaration and option
				switch i {
				case -4, -3, -2, -1: // the chance move and garbage
					a = [...]games.Action{games.Deal, 1 << 40, 200, 99}[i+4]
				}
				if a < 80 && isLegal[a] || a == games.Deal && s.phase == phaseChance {
					continue
				}
				before := *s
				_, err := s.Apply(a, nil)
				if !errors.Is(err, games.ErrIllegal) {
					t.Fatalf("action %s must be illegal, got %v", s.FormatAction(a), err)
				}
				if !reflect.DeepEqual(before, *s) {
					t.Fatalf("illegal %s changed the state", s.FormatAction(a))
				}
			}
			c := s.Clone().(*State)
			orig := *s
			_, err := c.Apply(legal[len(legal)-1], nil)
			require.NoError(t, err)
			require.True(t, reflect.DeepEqual(orig, *s), "applying on a clone leaves the original alone")
		})
	}
}
