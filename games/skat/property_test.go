package skat

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The independent model below restates the spec from card codes, without
// the engine's tables, so that the property test compares two readings.

func indepTrumpLetter(g GameType) string {
	return map[GameType]string{Diamonds: "D", Hearts: "H", Spades: "S", Clubs: "C"}[g]
}

func indepEff(g GameType, c cards.Card) string {
	code := cards.German().Code(c)
	suit, rank := code[:1], code[1:]
	if g == Null || g == NullOuvert {
		return suit
	}
	if rank == "U" || suit == indepTrumpLetter(g) {
		return "trump"
	}
	return suit
}

func indepRank(g GameType, c cards.Card) int {
	code := cards.German().Code(c)
	suit, rank := code[:1], code[1:]
	if g == Null || g == NullOuvert {
		return strings.Index("789TUOKA", rank)
	}
	if rank == "U" {
		return 100 + strings.Index("DHSC", suit)
	}
	return strings.Index("789OKTA", rank)
}

func indepWinner(g GameType, t [3]cards.Card) int {
	led := indepEff(g, t[0])
	best := -1
	for _, want := range []string{"trump", led} {
		for i, c := range t {
			if indepEff(g, c) == want && (best < 0 || indepRank(g, c) > indepRank(g, t[best])) {
				best = i
			}
		}
		if best >= 0 {
			return best
		}
	}
	return best
}

func indepMatadors(g GameType, twelve cards.Set) int {
	order := []string{"CU", "SU", "HU", "DU"}
	if l := indepTrumpLetter(g); l != "" {
		for _, r := range "ATKO987" {
			order = append(order, l+string(r))
		}
	}
	with := twelve.Has(card(order[0]))
	n := 0
	for _, code := range order {
		if twelve.Has(card(code)) != with {
			break
		}
		n++
	}
	return n
}

func indepScore(g GameType, hand bool, twelve cards.Set, bid, dp, dt int) int {
	return indepAnnounced(g, hand, LevelNone, twelve, bid, dp, dt)
}

// indepAnnounced scores a game with the level lv announced, from ISkO
// 5.2.5–5.2.6 as docs/games/skat.md writes it: an announced Schneider or
// Schwarz counts as reached, plus one per announcement (ouvert one more);
// the game is lost unless the announced level is reached.
func indepAnnounced(g GameType, hand bool, lv Level, twelve cards.Set, bid, dp, dt int) int {
	if g == Null || g == NullOuvert {
		nv := map[GameType][2]int{Null: {23, 35}, NullOuvert: {46, 59}}[g][b2i(hand)]
		if dt == 0 {
			return nv
		}
		return -2 * nv
	}
	base := map[GameType]int{Diamonds: 9, Hearts: 10, Spades: 11, Clubs: 12, Grand: 24}[g]
	mult := indepMatadors(g, twelve) + 1
	if hand {
		mult++
	}
	if dp >= 90 || dp <= 30 || lv != LevelNone {
		mult++
	}
	if dt == 0 || dt == 10 || lv == LevelSchwarz || lv == LevelOuvert {
		mult++
	}
	mult += map[Level]int{LevelNone: 0, LevelSchneider: 1, LevelSchwarz: 2, LevelOuvert: 3}[lv]
	gv := base * mult
	if gv < bid {
		k := 1
		for base*k < bid {
			k++
		}
		return -2 * base * k
	}
	reached := map[Level]bool{LevelNone: true, LevelSchneider: dp >= 90, LevelSchwarz: dt == 10, LevelOuvert: dt == 10}[lv]
	if dp > 60 && reached {
		return gv
	}
	return -2 * gv
}

// indepRamsch scores a Ramsch from the rule as docs/games/skat.md writes
// it, not from the engine: pts already count the skat for the last trick's
// winner.
func indepRamsch(pts, won [3]int) [3]int {
	var out [3]int
	for q, w := range won {
		if w == 10 {
			out[q] = 120
			return out
		}
	}
	if pts[0] == 40 && pts[1] == 40 {
		return out // all three at 40
	}
	factor := 1
	if won[0]*won[1]*won[2] == 0 {
		factor = 2
	}
	for q, p := range pts {
		if p >= pts[(q+1)%3] && p >= pts[(q+2)%3] {
			out[q] = -factor * p
		}
	}
	return out
}

// checkConservation: every card is in exactly one place. It runs on every
// step of 10,000 deals, so it stays a plain if: testify's per-call
// t.Helper would show in the test's time.
func checkConservation(t *testing.T, s *State) {
	t.Helper()
	if s.phase == PhaseDeal {
		return
	}
	var all cards.Set
	n := 0
	places := []cards.Set{s.hands[0], s.hands[1], s.hands[2], s.skatNow, s.played[0], s.played[1], s.played[2]}
	for _, p := range places {
		all |= p
		n += p.Len()
	}
	if all != cards.German().Full() || n != 32 {
		t.Fatalf("cards not conserved: %d cards, union %x", n, uint64(all))
	}
}

// checkRandomDeals plays 10,000 seeded deals with random legal actions
// (auction included) and checks the invariants at every step. Three deals
// in four are played with careless (skattest.RandomBidder, which bids on its
// cards, so that won and lost games of every kind are scored; the bidder
// lives outside the engine, so TestRandomDeals hands it in); the fourth with
// randomPolicy, whose bids at random reach every corner of the auction and
// overbid.
func checkRandomDeals(t *testing.T, careless func(*rand.Rand) func(games.State, []games.Action) games.Action) {
	const deals = 10000
	var count struct {
		types                                             [numGameTypes]int
		abandoned, overbid, won, lost, schwarz, nullEarly int
		hand, jungfrau, ramschLost, kontra, pushed        int
		announced, announcedLost, ouvert                  int
	}
	combos := allRules()
	legal := make([]games.Action, 0, 80)
	var ev []games.Event
	for seed := uint64(1); seed <= deals; seed++ {
		src := cards.NewPCG(seed * 7919)
		rules := combos[int(seed/4)%len(combos)]
		s, err := New(games.Config{Seed: seed, Dealer: -1, Options: optionMap(rules)})
		require.NoError(t, err)
		require.Equal(t, rules, s.Rules(), "seed %d: the options read back", seed)
		probe := cards.Intn(&src, 40)
		choose := careless(rand.New(&src))
		if seed%4 == 0 {
			choose = func(_ games.State, legal []games.Action) games.Action { return randomPolicy(s, legal, &src) }
		}
		// The checks of every step stay plain ifs, like checkConservation.
		for step := 0; !s.Done(); step++ {
			legal = s.Legal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("seed %d: no legal action in phase %s", seed, s.phase)
			}
			if step == probe || seed <= 50 {
				checkActions(t, s, legal, &src)
			}
			a := choose(s, legal)
			if s.phase == PhasePlay {
				// Kontra and Re, from the rule: a defender before his first
				// card while nobody doubled; the declarer after a Kontra,
				// before his next card.
				nDoubled := b2i(s.doubled[0]) + b2i(s.doubled[1]) + b2i(s.doubled[2])
				wantKontra := rules.KontraRe && s.declarer >= 0 && s.turn != s.declarer && s.played[s.turn] == 0 && nDoubled == 0
				wantRe := s.turn == s.declarer && nDoubled == 1 && !s.reClosed
				if slices.Contains(legal, Kontra) != wantKontra || slices.Contains(legal, Re) != wantRe {
					t.Fatalf("seed %d: legal %v, Kontra expected %v, Re %v", seed, legal, wantKontra, wantRe)
				}
				if a == Kontra || a == Re {
					if ev, err = s.Apply(a, ev[:0]); err != nil {
						t.Fatalf("seed %d: legal %s refused: %v", seed, FormatAction(a), err)
					}
					continue
				}
				legal = slices.DeleteFunc(legal, func(a games.Action) bool { return a >= 32 })
				c := cards.Card(a)
				h := s.hands[s.turn]
				if s.nTrick > 0 {
					led := indepEff(s.game, s.trick[0])
					canFollow := false
					for x := h; x != 0; x &= x - 1 {
						canFollow = canFollow || indepEff(s.game, x.First()) == led
					}
					for _, l := range legal {
						if canFollow && indepEff(s.game, cards.Card(l)) != led {
							t.Fatalf("seed %d: %s legal though %s can follow %s", seed, FormatAction(l), indepEff(s.game, cards.Card(l)), led)
						}
					}
					if !canFollow && len(legal) != h.Len() {
						t.Fatalf("seed %d: void player restricted to %d of %d cards", seed, len(legal), h.Len())
					}
				}
				if s.nTrick == 2 {
					tr := [3]cards.Card{s.trick[0], s.trick[1], c}
					want := (int(s.leader) + indepWinner(s.game, tr)) % 3
					ev, err = s.Apply(a, ev[:0])
					if err != nil {
						t.Fatal(err)
					}
					if got := s.history[s.tricks-1].Winner; int(got) != want {
						t.Fatalf("seed %d: trick %v won by p%d, want p%d", seed, tr, got, want)
					}
					checkConservation(t, s)
					continue
				}
			}
			if ev, err = s.Apply(a, ev[:0]); err != nil {
				t.Fatalf("seed %d: legal %s refused: %v", seed, FormatAction(a), err)
			}
			checkConservation(t, s)
		}
		st, ok := s.Settlement()
		require.True(t, ok, "seed %d: finished without a settlement", seed)
		require.Equal(t, games.KMatchOver, ev[len(ev)-1].Kind, "seed %d: the last event", seed)
		require.Equal(t, games.KDealOver, ev[len(ev)-2].Kind, "seed %d: the last event but one", seed)
		r := s.Result()
		require.True(t, r.DealOver, "seed %d: bad result %+v", seed, r)
		require.Equal(t, 1, r.Deals, "seed %d: bad result %+v", seed, r)
		require.NotEmpty(t, r.Lines, "seed %d: bad result %+v", seed, r)
		require.Equal(t, games.Nobody, s.Player(), "seed %d: a player after the end", seed)
		if st.Ramsch {
			require.True(t, rules.Ramsch || rules.Schieberamsch, "seed %d: Ramsch without its option", seed)
			count.types[Ramsch]++
			var pts, won [3]int
			total := SetPoints(s.skatNow)
			for q := 0; q < 3; q++ {
				pts[q], won[q] = int(s.points[q]), int(s.won[q])
				total += pts[q]
			}
			require.Equal(t, 120, total, "seed %d: card points in all", seed)
			require.EqualValues(t, 10, s.tricks, "seed %d: tricks", seed)
			pts[s.history[9].Winner] += SetPoints(s.skatNow)
			want := indepRamsch(pts, won)
			if s.pushes > 0 {
				require.True(t, rules.Schieberamsch, "seed %d: pushed without Schieberamsch", seed)
				require.Zero(t, s.skatNow&Trumps(Ramsch), "seed %d: an Unter pushed", seed)
				count.pushed++
				for q := range want {
					if want[q] < 0 {
						want[q] <<= s.pushes // each push doubles the loss
					}
				}
			}
			require.Equal(t, want[:], r.Deal, "seed %d: Ramsch of %v points, %v tricks, %d pushes", seed, pts, won, s.pushes)
			count.jungfrau += b2i(st.Jungfrau)
			count.ramschLost += b2i(len(st.Losers()) > 0)
			continue
		}
		if st.Abandoned {
			require.False(t, rules.Ramsch || rules.Schieberamsch, "seed %d: abandoned though Ramsch is on", seed)
			count.abandoned++
			require.Equal(t, []int{0, 0, 0}, r.Deal, "seed %d: abandoned deal scored", seed)
			require.Zero(t, s.current, "seed %d: abandoned deal scored", seed)
			continue
		}
		d := st.Declarer
		count.types[st.Game]++
		count.hand += b2i(st.Hand)
		twelve := s.hands[d] | s.played[d] | s.skatNow
		require.Equal(t, 12, twelve.Len(), "seed %d: the declarer's twelve cards", seed)
		require.True(t, twelve.Contains(s.skat), "seed %d: the declarer's twelve cards lack the skat", seed)
		if st.Hand {
			require.Equal(t, s.skat, s.skatNow, "seed %d: hand game but the skat changed", seed)
		}
		dt := int(s.won[d])
		if st.Game.IsNull() {
			require.LessOrEqual(t, dt, 1, "seed %d: Null declarer tricks", seed)
			require.Equal(t, dt == 1, s.history[s.tricks-1].Winner == int8(d), "seed %d: Null: the declarer took a trick (expected) against took the last one (actual), after %d tricks", seed, s.tricks)
			if dt == 0 {
				require.EqualValues(t, 10, s.tricks, "seed %d: Null won before the tenth trick", seed)
			}
			if dt == 1 && s.tricks < 10 {
				count.nullEarly++
			}
		} else {
			total := SetPoints(s.skatNow)
			for q := 0; q < 3; q++ {
				total += int(s.points[q])
			}
			require.Equal(t, 120, total, "seed %d: card points in all", seed)
			require.EqualValues(t, 10, s.tricks, "seed %d: tricks", seed)
			require.Equal(t, int(s.points[d])+SetPoints(s.skatNow), st.CardPoints, "seed %d: the declarer's card points", seed)
			if st.Schwarz {
				count.schwarz++
			}
		}
		doubles := 0
		for q := 0; q < 3; q++ {
			doubles += b2i(s.doubled[q])
		}
		if doubles > 0 {
			require.True(t, rules.KontraRe, "seed %d: doubled without the house rule", seed)
			count.kontra++
		}
		if st.Announced != LevelNone {
			require.True(t, rules.Announcements && st.Hand && !st.Game.IsNull(), "seed %d: %s announced in %s hand=%v with %+v", seed, st.Announced, st.Game, st.Hand, rules)
			count.announced++
			count.announcedLost += b2i(!st.Won)
			count.ouvert += b2i(st.Announced == LevelOuvert)
		}
		want := indepAnnounced(st.Game, st.Hand, st.Announced, twelve, st.Bid, st.CardPoints, dt) * []int{1, 2, 4}[doubles]
		require.Equal(t, want, st.Score, "seed %d: %s hand=%v bid %d dp %d dt %d: score against the independent one", seed, st.Game, st.Hand, st.Bid, st.CardPoints, dt)
		require.Equal(t, want, r.Deal[d], "seed %d: the declarer's result against the independent score", seed)
		// Value is the game's worth as a plain win: 61 points, some tricks each side.
		plainTricks := 5
		if st.Game.IsNull() {
			plainTricks = 0
		}
		plainPoints := 61
		switch st.Announced {
		case LevelSchneider:
			plainPoints = 90
		case LevelSchwarz, LevelOuvert:
			plainPoints, plainTricks = 120, 10
		}
		require.Equal(t, indepAnnounced(st.Game, st.Hand, st.Announced, twelve, 0, plainPoints, plainTricks), s.Value(), "seed %d: Value() against the independent one", seed)
		require.Zero(t, r.Deal[(d+1)%3], "seed %d: defenders scored %v", seed, r.Deal)
		require.Zero(t, r.Deal[(d+2)%3], "seed %d: defenders scored %v", seed, r.Deal)
		switch {
		case st.Overbid:
			count.overbid++
		case st.Won:
			count.won++
		default:
			count.lost++
		}
	}
	t.Logf("coverage: %+v", count)
	for g := Diamonds; g < numGameTypes; g++ {
		assert.GreaterOrEqual(t, count.types[g], 50, "%s games in %d deals", g, deals)
	}
	for name, n := range map[string]int{"abandoned": count.abandoned, "overbid": count.overbid, "won": count.won, "lost": count.lost,
		"schwarz": count.schwarz, "null lost early": count.nullEarly, "hand": count.hand,
		"ramsch lost": count.ramschLost, "jungfrau": count.jungfrau, "kontra": count.kontra, "pushed": count.pushed,
		"announced": count.announced, "announced lost": count.announcedLost, "ouvert": count.ouvert} {
		assert.NotZero(t, n, "a case was never reached: %s", name)
	}
	// Games played on their merits, not overbid: the share the careless bidder gives.
	assert.GreaterOrEqual(t, count.won, deals/5, "won games in %d deals", deals)
	assert.GreaterOrEqual(t, count.lost, deals/10, "lost games in %d deals", deals)
}

// checkActions: every legal action formats and parses back to itself; an
// illegal action is refused with ErrIllegal and leaves the state as it was;
// a clone is independent of the original. It runs on one step of every
// deal and on every step of 50: plain ifs, as testify's per-call cost would
// double the test's time.
func checkActions(t *testing.T, s *State, legal []games.Action, src interface{ Uint64() uint64 }) {
	t.Helper()
	isLegal := map[games.Action]bool{}
	for _, a := range legal {
		isLegal[a] = true
		text := FormatAction(a)
		b, err := ParseAction(text)
		if err != nil || b != a {
			t.Fatalf("%s parses to %v, %v", text, b, err)
		}
		if strings.ContainsAny(text, " \t") {
			t.Fatalf("%q is not one token", text)
		}
	}
	candidates := []games.Action{Pass, Hold, TakeSkat, PlayHand, Bid(18), Bid(264), Bid(19), Announce(Null),
		Announce(NoGame), Announce(Grand), Discard(0, 1), actDiscard + 5*32 + 5, games.Deal, games.Action(src.Uint64()), 31, 0, 99999}
	for c := cards.Card(0); c < 32; c++ {
		candidates = append(candidates, Play(c))
	}
	for _, a := range candidates {
		if isLegal[a] {
			continue
		}
		before := *s
		_, err := s.Apply(a, nil)
		if !errors.Is(err, games.ErrIllegal) {
			t.Fatalf("phase %s: illegal %s gave %v", s.phase, FormatAction(a), err)
		}
		if *s != before {
			t.Fatalf("phase %s: illegal %s changed the state", s.phase, FormatAction(a))
		}
	}
	before := *s
	c := s.Clone().(*State)
	if _, err := c.Apply(legal[0], nil); err != nil {
		t.Fatal(err)
	}
	if *s != before {
		t.Fatal("applying to a clone changed the original")
	}
}

func TestParseErrors(t *testing.T) {
	for _, text := range []string{"", "19", "265", "-18", "discard:HA", "discard:HA,HA", "discard:HA,XX", "hearts-hand", "H", "XX", "18x"} {
		_, err := ParseAction(text)
		assert.Error(t, err, "ParseAction(%q) accepted", text)
	}
	for text, want := range map[string]games.Action{"ha": Play(card("HA")), "Grand": Announce(Grand), "acorns": Announce(Clubs),
		"bells": Announce(Diamonds), "leaves": Announce(Spades), "DISCARD:ht,c7": Discard(card("C7"), card("HT")), "264": Bid(264)} {
		a, err := ParseAction(text)
		if assert.NoError(t, err, "ParseAction(%q)", text) {
			assert.Equal(t, want, a, "ParseAction(%q)", text)
		}
	}
}

func TestNewValidates(t *testing.T) {
	full := cards.German().All()
	bad := []games.Config{
		{Deck: cards.Italian40, Dealer: -1},
		{Dealer: 3},
		{Dealer: -1, Options: map[string]string{"ramsch": "yes"}},
		{Dealer: -1, Options: map[string]string{"bock": "yes"}},
		{Dealer: -1, Options: map[string]string{"list": "13"}},
		{Dealer: -1, Options: map[string]string{"tarock": "on"}},
		{Dealer: -1, Deals: [][]cards.Card{full[:31]}},
		{Dealer: -1, Deals: [][]cards.Card{full, full}},
	}
	for i, cfg := range bad {
		_, err := New(cfg)
		assert.Error(t, err, "config %d accepted", i)
	}
	// The seed draws the first dealer: all three seats occur.
	seen := map[int]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		seen[s.Dealer()] = true
	}
	assert.Len(t, seen, 3, "dealers drawn")
}

// TestDealPattern: an explicit deal is handed out 3, skat 2, 4, 3 from forehand.
func TestDealPattern(t *testing.T) {
	pack := cards.German().All()
	s, err := New(games.Config{Dealer: 1, Deals: [][]cards.Card{pack}})
	require.NoError(t, err)
	ev, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	fh, mh, rh := 2, 0, 1
	want := map[int]cards.Set{
		fh: cards.SetOf(0, 1, 2, 11, 12, 13, 14, 23, 24, 25),
		mh: cards.SetOf(3, 4, 5, 15, 16, 17, 18, 26, 27, 28),
		rh: cards.SetOf(6, 7, 8, 19, 20, 21, 22, 29, 30, 31),
	}
	for seat, h := range want {
		assert.Equal(t, h, s.Hand(seat), "p%d holds %s, want %s", seat, s.Hand(seat).Format(cards.German()), h.Format(cards.German()))
	}
	dealt, _ := s.Skat()
	assert.Equal(t, cards.SetOf(9, 10), dealt, "skat %s", dealt.Format(cards.German()))
	assert.Equal(t, mh, s.Player(), "after the deal MH speaks")
	assert.Len(t, ev, 33, "events of the deal")
	for _, e := range ev[1:] {
		if e.To == games.Skat {
			assert.Equal(t, cards.None, e.Redact(fh).Card, "a skat card is visible to a player")
		}
	}
}
