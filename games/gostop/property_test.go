package gostop

import (
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// refScore recomputes S from a pile card by card with the deck's printed
// kinds, independently of the engine's masks.
func refScore(pile cards.Set) (total, animals, units int) {
	var brights, ribbons int
	rain := false
	sets := map[cards.RibbonKind]int{}
	birds := 0
	cup := false
	for _, c := range pile.Cards() {
		if IsBonus(c) { // the bonus cards: two double-junk jokers and a triple
			units += 2
			if c == BonusT {
				units++
			}
			continue
		}
		switch cards.KindOf(c) {
		case cards.Bright:
			brights++
			if cards.Month(c) == 12 {
				rain = true
			}
		case cards.Animal:
			if cards.Month(c) == 9 {
				cup = true
				continue
			}
			animals++
			if m := cards.Month(c); m == 2 || m == 4 || m == 8 {
				birds++
			}
		case cards.Ribbon:
			ribbons++
			sets[cards.RibbonOf(c)]++
		case cards.Junk:
			units++
		case cards.DoubleJunk:
			units += 2
		}
	}
	pts := func(a, u int) int { return max(0, a-4) + max(0, u-9) }
	if cup {
		if pts(animals, units+2) > pts(animals+1, units) {
			units += 2
		} else {
			animals++
		}
	}
	switch {
	case brights == 5:
		total += 15
	case brights == 4:
		total += 4
	case brights == 3 && rain:
		total += 2
	case brights == 3:
		total += 3
	}
	total += max(0, animals-4) + max(0, ribbons-4) + max(0, units-9)
	if birds == 3 {
		total += 5
	}
	for _, k := range []cards.RibbonKind{cards.RedPoem, cards.Blue, cards.PlainRed} {
		if sets[k] == 3 {
			total += 3
		}
	}
	return total, animals, units
}

// refPayment recomputes a Stop's payment from the piles.
func refPayment(w cards.Set, gos int, l cards.Set) int {
	s, animals, _ := refScore(w)
	pay := s
	switch {
	case gos == 1:
		pay = s + 1
	case gos == 2:
		pay = s + 2
	case gos >= 3:
		pay = s
		for i := 2; i < gos; i++ {
			pay *= 2
		}
	}
	wBright, lBright, lUnits := 0, 0, 0
	for _, c := range w.Cards() {
		if cards.KindOf(c) == cards.Bright {
			wBright++
		}
	}
	for _, c := range l.Cards() {
		switch {
		case c == BonusT:
			lUnits += 3
			continue
		case IsBonus(c):
			lUnits += 2
			continue
		}
		switch cards.KindOf(c) {
		case cards.Bright:
			lBright++
		case cards.Junk:
			lUnits++
		case cards.DoubleJunk:
			lUnits += 2
		}
		if c == Cup {
			lUnits += 2
		}
	}
	_, _, wUnits := refScore(w)
	if wBright >= 3 && lBright == 0 {
		pay *= 2
	}
	if animals >= 7 {
		pay *= 2
	}
	if wUnits >= 10 && lUnits < 5 {
		pay *= 2
	}
	return pay
}

// refTake lists the transferable junk of a pile in the table's order.
func refTake(pile cards.Set, units int) cards.Set {
	var junk []cards.Card
	for _, c := range pile.Cards() {
		if k := cards.KindOf(c); k == cards.Junk || k == cards.DoubleJunk {
			junk = append(junk, c)
		}
	}
	unit := func(c cards.Card) int {
		switch {
		case c == BonusT:
			return 3
		case cards.KindOf(c) == cards.DoubleJunk, IsBonus(c):
			return 2
		}
		return 1
	}
	sort.SliceStable(junk, func(i, j int) bool { return unit(junk[i]) < unit(junk[j]) })
	var out cards.Set
	if units == 0 {
		if len(junk) > 0 {
			out = out.Add(junk[0])
		}
		return out
	}
	for _, c := range junk {
		if units <= 0 {
			break
		}
		out = out.Add(c)
		units -= unit(c)
	}
	return out
}

// same compares two states field by field (the explicit deals excepted,
// which never change).
func same(a, b *State) bool {
	return a.pub == b.pub && a.hand == b.hand && a.stock == b.stock && a.rng == b.rng && a.next == b.next
}

// checkStep verifies one Apply: the 48 cards, the pile changes explained by
// the events, and the junk payments.
func checkStep(t *testing.T, before, after *State, a games.Action, ev []games.Event) error {
	t.Helper()
	if after.pub.Phase == PhaseChance {
		return nil
	}
	all := after.hand[0] | after.hand[1] | after.pub.Layout | after.pub.Piles[0] | after.pub.Piles[1]
	n := after.hand[0].Len() + after.hand[1].Len() + after.pub.Layout.Len() + after.pub.Piles[0].Len() + after.pub.Piles[1].Len()
	for _, c := range after.Stock() {
		all = all.Add(c)
		n++
	}
	if all != fullMask || n != 48 {
		return fmt.Errorf("cards not conserved: %d cards, union %d", n, all.Len())
	}
	if after.hand[0].Len()+after.hand[1].Len() != int(after.pub.StockLeft) {
		return fmt.Errorf("hands %d+%d, stock %d", after.hand[0].Len(), after.hand[1].Len(), after.pub.StockLeft)
	}
	if before.pub.Phase == PhaseChance {
		return nil
	}
	// Which specials the turn makes, worked out from the cards alone, and
	// whether a go/stop decision follows.
	if (before.pub.Phase == PhasePlay || before.pub.Phase == PhaseFlipChoice) && after.pub.Phase != PhaseFlipChoice {
		if err := checkSpecials(before, after, ev); err != nil {
			return err
		}
		if err := checkCaptures(before, after, a, ev); err != nil {
			return err
		}
		if err := checkDecision(before, after); err != nil {
			return err
		}
	}
	piles := before.pub.Piles
	// expect holds the junk the next KStealJunk must carry after a payment
	// is due; pending reports whether one is due.
	var expect cards.Set
	pending := false
	due := func(p int8, units int) {
		expect, pending = refTake(piles[1-p], units), true
	}
	for i, e := range ev {
		if pending && e.Kind != KStealJunk {
			if expect != 0 {
				return fmt.Errorf("event %d (%s): a payment of %s is missing", i, e.Kind, expect.Format(cards.Hwatu()))
			}
			pending = false
		}
		switch e.Kind {
		case KStackTaken:
			if e.Target == e.Player {
				due(e.Player, 2)
			} else {
				due(e.Player, 0)
			}
		case KTtadak, KChok, KSseul:
			if before.pub.Turn != 20 {
				due(e.Player, 0)
			}
		case games.KMove:
			if e.From == games.Table && e.To == games.Pile {
				piles[e.Player] |= e.Cards
			}
		case KStealJunk:
			from := piles[e.Target]
			if !pending || e.Cards.Has(Cup) || !from.Contains(e.Cards) || e.Target != 1-e.Player {
				return fmt.Errorf("junk %s taken from %s without a payment due", e.Cards.Format(cards.Hwatu()), from.Format(cards.Hwatu()))
			}
			if e.Cards != expect {
				return fmt.Errorf("p%d paid %s, want %s", e.Target, e.Cards.Format(cards.Hwatu()), expect.Format(cards.Hwatu()))
			}
			piles[e.Target] &^= e.Cards
			piles[e.Player] |= e.Cards
			pending = false
		}
	}
	if pending && expect != 0 {
		return fmt.Errorf("a payment of %s is missing at the end", expect.Format(cards.Hwatu()))
	}
	if piles != after.pub.Piles {
		return fmt.Errorf("piles %v not explained by the events", after.pub.Piles)
	}
	for p := 0; p < 2; p++ {
		if got, _, _ := refScore(after.pub.Piles[p]); got != Points(after.pub.Piles[p]) {
			return fmt.Errorf("p%d score %d, reference %d", p, Points(after.pub.Piles[p]), got)
		}
	}
	return nil
}

// TestRandomDeals plays 10,000 seeded random deals, checking every step.
func TestRandomDeals(t *testing.T) {
	ends := map[End]int{}
	var buf []games.Action
	var ev []games.Event
	for seed := uint64(0); seed < 10000; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 7))
		// The checks of every step stay plain ifs: they run millions of
		// times, and testify's per-call t.Helper would triple the test's time.
		for steps := 0; !s.Done(); steps++ {
			if steps > 100 {
				t.Fatalf("seed %d: the deal does not end", seed)
			}
			buf = s.Legal(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("seed %d: no legal action in phase %d", seed, s.pub.Phase)
			}
			for _, a := range buf {
				text := s.FormatAction(a)
				if back, err := s.ParseAction(text); err != nil || back != a {
					t.Fatalf("seed %d: %s parses to %v, %v", seed, text, back, err)
				}
			}
			if seed%10 == 0 {
				checkIllegal(t, s, buf, rng)
			}
			if seed%50 == 0 {
				checkSample(t, s, rng)
			}
			before := *s
			a := buf[rng.IntN(len(buf))]
			if seed%97 == 0 {
				c := s.Clone().(*State)
				if _, err := c.Apply(a, nil); err != nil || !same(s, &before) {
					t.Fatalf("seed %d: a clone's move changed the original (%v)", seed, err)
				}
			}
			if ev, err = s.Apply(a, ev[:0]); err != nil {
				t.Fatalf("seed %d: legal %s: %v", seed, s.FormatAction(a), err)
			}
			if err := checkStep(t, &before, s, a, ev); err != nil {
				t.Fatalf("seed %d, turn %d, %s: %v", seed, before.pub.Turn, FormatAction(a), err)
			}
		}
		ends[s.pub.End]++
		r := s.Result()
		switch s.pub.End {
		case EndStop:
			w := int(s.pub.Winner)
			want := refPayment(s.pub.Piles[w], int(s.pub.Gos[w]), s.pub.Piles[1-w])
			require.EqualValues(t, want, s.pub.Payment, "seed %d: payment against the reference", seed)
			require.Equal(t, want, r.Deal[w], "seed %d: the winner's result", seed)
			require.Equal(t, -want, r.Deal[1-w], "seed %d: the loser's result", seed)
			sc, _, _ := refScore(s.pub.Piles[w])
			require.GreaterOrEqual(t, sc, 7+int(s.pub.Gos[w]), "seed %d: stop after %d gos", seed, s.pub.Gos[w])
		case EndNagari:
			require.EqualValues(t, 20, s.pub.Turn, "seed %d: nagari before the last turn", seed)
			require.Zero(t, s.pub.StockLeft, "seed %d: nagari with stock left", seed)
			require.Zero(t, s.hand[0]|s.hand[1], "seed %d: nagari with cards in hand", seed)
			require.Equal(t, -1, r.Winner, "seed %d: nagari has a winner", seed)
		case EndQuad, EndPpuk:
			require.EqualValues(t, 5, s.pub.Payment, "seed %d: instant win", seed)
		}
		require.True(t, r.DealOver, "seed %d: result %+v", seed, r)
		require.Equal(t, 1, r.Deals, "seed %d: result %+v", seed, r)
		require.NotEmpty(t, r.Lines, "seed %d: result %+v", seed, r)
	}
	for _, e := range []End{EndStop, EndQuad, EndNagari} {
		assert.NotZero(t, ends[e], "no deal ended with %d in 10,000: %v", e, ends)
	}
}

// checkIllegal applies actions outside Legal and checks that each is refused
// with ErrIllegal and changes nothing. It runs on every step of 1,000 deals:
// plain ifs, as testify's per-call cost would show in the test's time.
func checkIllegal(t *testing.T, s *State, legal []games.Action, rng *rand.Rand) {
	t.Helper()
	before := *s
	tries := []games.Action{games.Deal, Go, StopAction, FlipAction(0), PlayAction(cards.None, cards.None),
		games.Action(rng.Uint64()), PlayAction(cards.Card(rng.IntN(48)), cards.None),
		PlayAction(cards.Card(rng.IntN(48)), cards.Card(rng.IntN(48))), FlipAction(cards.Card(rng.IntN(48)))}
	for _, a := range tries {
		if contains(legal, a) {
			continue
		}
		if _, err := s.Apply(a, nil); !isIllegal(err) {
			t.Fatalf("%s (%#x) in phase %d: error %v, want illegal", FormatAction(a), uint64(a), s.pub.Phase, err)
		}
		if !same(s, &before) {
			t.Fatalf("illegal %s changed the state", FormatAction(a))
		}
	}
}

// checkSample samples states from both seats' views and checks them.
func checkSample(t *testing.T, s *State, rng *rand.Rand) {
	t.Helper()
	for seat := 0; seat < 2; seat++ {
		v := s.ViewOf(seat)
		require.Zero(t, v.Hand&s.hand[1-seat], "p%d's view shows the opponent's hand", seat)
		require.Equal(t, s.hand[seat], v.Hand, "p%d's view shows the wrong hand", seat)
		got, err := v.Sample(rng)
		require.NoError(t, err, "sample for p%d", seat)
		ns := got.(*State)
		require.Equal(t, *v, *ns.ViewOf(seat), "p%d: the sampled state's view differs", seat)
		opp := 1 - seat
		if s.pub.Phase != PhaseChance && s.pub.Phase != PhaseOver {
			require.Zero(t, quads(ns.hand[opp]|ns.pub.Played[opp]), "p%d: sampled an opponent hand dealt with a quad", seat)
		}
		// The sample plays to the end of the deal.
		var buf []games.Action
		// (Plain ifs in this hot loop, like checkIllegal.)
		for i := 0; !ns.Done(); i++ {
			if i > 100 {
				t.Fatalf("sampled state does not finish the deal (phase %d)", ns.pub.Phase)
			}
			buf = ns.Legal(buf[:0])
			if _, err := ns.Apply(buf[rng.IntN(len(buf))], nil); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSampleUniform checks that the opponent's sampled hand is spread over
// the unseen cards: every unseen card lands there about equally often.
func TestSampleUniform(t *testing.T) {
	s, _ := New(games.Config{Seed: 3, Dealer: 0})
	_, err := s.Apply(games.Deal, nil)
	require.NoError(t, err, "deal")
	require.Equal(t, PhasePlay, s.pub.Phase, "after the deal")
	v := s.ViewOf(0)
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[cards.Card]int{}
	const n = 20000
	for i := 0; i < n; i++ {
		ns, err := v.Sample(rng)
		require.NoError(t, err)
		for _, c := range ns.(*State).hand[1].Cards() {
			counts[c]++
		}
	}
	unseen := fullMask &^ (v.Hand | v.Layout)
	// 10 of 30 unseen cards: each about n/3 times (less for the months
	// where a quad would be possible; none here is far off).
	for _, c := range unseen.Cards() {
		f := float64(counts[c]) / n
		assert.GreaterOrEqual(t, f, 0.30, "%s in the sampled hand, want about 1/3 of the time", cards.Hwatu().Code(c))
		assert.LessOrEqual(t, f, 0.37, "%s in the sampled hand, want about 1/3 of the time", cards.Hwatu().Code(c))
	}
}

func TestViewHidesAndInconsistentViews(t *testing.T) {
	s, _ := New(games.Config{Seed: 11, Dealer: 1})
	_, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	v := s.ViewOf(0)
	require.Equal(t, s.hand[0], v.Hand, "view %+v", v)
	require.Equal(t, [2]int{10, 10}, v.HandCounts, "view %+v", v)
	require.EqualValues(t, 20, v.StockLeft, "view %+v", v)
	rng := rand.New(rand.NewPCG(5, 5))
	bad := *v
	bad.HandCounts[1] = 12
	_, err = bad.Sample(rng)
	assert.Error(t, err, "a view with too many hidden cards sampled")
	bad = *v
	bad.Layout = bad.Layout.Add(bad.Hand.First())
	_, err = bad.Sample(rng)
	assert.Error(t, err, "a view whose hand overlaps the layout sampled")
	bad = *v
	bad.Played[1] = monthMask[0]
	_, err = bad.Sample(rng)
	assert.Error(t, err, "a view where the opponent played a whole month sampled")
	bad = *v
	bad.ToMove = 1 - bad.ToMove
	_, err = bad.Sample(rng)
	assert.Error(t, err, "a view with the other seat to move on turn 1 sampled")
	bad = *v
	bad.Played[1] = bad.Played[1].Add(bad.Layout.First())
	_, err = bad.Sample(rng)
	assert.Error(t, err, "a view where the opponent played a card before turn 1 sampled")
	if v.Player() != 0 {
		assert.Nil(t, v.Legal(nil), "legal actions offered out of turn")
	}
}

// TestSampleGarbageViews corrupts real views field by field: Sample either
// refuses them or returns a state that plays to the end of the deal,
// accepting every action it lists as legal.
func TestSampleGarbageViews(t *testing.T) {
	rng := rand.New(rand.NewPCG(8, 8))
	var buf []games.Action
	sampled := 0
	for seed := uint64(0); seed < 600; seed++ {
		s, err := New(games.Config{Seed: seed, Dealer: -1})
		require.NoError(t, err)
		for i := rng.IntN(30) + 1; i > 0 && !s.Done(); i-- {
			buf = s.Legal(buf[:0])
			a := buf[rng.IntN(len(buf))]
			_, err := s.Apply(a, nil)
			require.NoError(t, err, "seed %d: legal %s", seed, s.FormatAction(a))
		}
		v := *s.ViewOf(int(seed % 2))
		spoilt := rng.IntN(8)
		switch spoilt {
		case 0:
			v.Phase = Phase(rng.IntN(7))
		case 1:
			v.ToMove = int8(rng.IntN(5) - 2)
		case 2:
			v.StockLeft = int8(rng.IntN(25) - 2)
		case 3:
			v.HandCounts[rng.IntN(2)] = rng.IntN(14) - 2
		case 4:
			v.Layout ^= 1 << rng.IntN(64)
		case 5:
			v.Pending.Flip = cards.Card(rng.IntN(256))
		case 6:
			v.StackMaker[rng.IntN(12)] = int8(rng.IntN(6) - 2)
		case 7:
			v.Turn = int8(rng.IntN(25) - 2)
		}
		got, err := v.Sample(rng)
		if err != nil {
			continue
		}
		sampled++
		ns := got.(*State)
		// A deal has 20 turns of at most three actions, and redeals.
		for n := 0; !ns.Done(); n++ {
			buf = ns.Legal(buf[:0])
			require.NotEmpty(t, buf, "seed %d (field %d spoilt): the sample is stuck in phase %d after %d actions", seed, spoilt, ns.pub.Phase, n)
			require.LessOrEqual(t, n, 100, "seed %d (field %d spoilt): the sample is stuck in phase %d", seed, spoilt, ns.pub.Phase)
			a := buf[rng.IntN(len(buf))]
			_, err := ns.Apply(a, nil)
			require.NoError(t, err, "seed %d (field %d spoilt): the sample refuses its legal %s in phase %d", seed, spoilt, ns.FormatAction(a), ns.pub.Phase)
		}
	}
	// Many spoilt views are refused; enough must sample for the check to mean anything.
	assert.GreaterOrEqual(t, sampled, 100, "spoilt views of 600 that sampled")
}

// checkSpecials classifies a resolved turn from the cards (spec §4.2, §5.2)
// and compares with the events.
func checkSpecials(before, after *State, ev []games.Event) error {
	if after.pub.Phase == PhaseFlipChoice {
		return nil
	}
	h, f, start := before.pub.Pending.Card, before.pub.Pending.Flip, before.pub.Pending.Start
	if before.pub.Phase == PhasePlay {
		start = before.pub.Layout
		for _, e := range ev {
			switch {
			case e.Kind == games.KMove && e.From == games.Hand:
				h = e.Card
			case e.Kind == KFlip:
				f = e.Card
			}
		}
	}
	want := map[games.Kind]bool{}
	if cards.Month(h) == cards.Month(f) {
		switch start.Intersect(MonthCards(cards.Month(h))).Len() {
		case 0:
			want[KChok] = true
		case 1:
			want[KPpuk] = true
		case 2:
			want[KTtadak] = true
		}
	}
	if start.Len() == 2 && cards.Month(start.First()) != cards.Month(start.Last()) && after.pub.Layout == 0 {
		want[KSseul] = true
	}
	for _, k := range []games.Kind{KChok, KPpuk, KTtadak, KSseul} {
		if has(ev, k) != want[k] {
			return fmt.Errorf("%s: event %v, want %v (hand %s, flip %s, layout %s)", k, has(ev, k), want[k],
				cards.Hwatu().Code(h), cards.Hwatu().Code(f), start.Format(cards.Hwatu()))
		}
	}
	return nil
}

// checkDecision checks the end of a resolved turn against §7 and §8.
func checkDecision(before, after *State) error {
	p := before.pub.ToMove
	if after.pub.End == EndPpuk {
		return nil
	}
	sc, _, _ := refScore(after.pub.Piles[p])
	due := sc >= 7
	if before.pub.Gos[p] > 0 {
		due = sc > int(before.pub.LastGo[p])
	}
	switch {
	case due && (before.pub.Turn == 20 || after.hand[p] == 0):
		if after.pub.End != EndStop || after.pub.Winner != p {
			return fmt.Errorf("p%d at %d on turn %d: no automatic stop", p, sc, before.pub.Turn)
		}
	case due:
		if after.pub.Phase != PhaseDecide || after.pub.ToMove != p {
			return fmt.Errorf("p%d at %d (gos %d, last %d): no decision", p, sc, before.pub.Gos[p], before.pub.LastGo[p])
		}
	case before.pub.Turn == 20:
		if after.pub.End != EndNagari {
			return fmt.Errorf("turn 20 at %d without a decision ends with %d, want nagari", sc, after.pub.End)
		}
	default:
		if after.pub.Phase != PhasePlay || after.pub.ToMove != 1-p || after.pub.Turn != before.pub.Turn+1 {
			return fmt.Errorf("p%d at %d: the turn does not pass (phase %d)", p, sc, after.pub.Phase)
		}
	}
	return nil
}

// TestPointsMatchesScoreOf compares the fast total with the breakdown on
// random piles.
func TestPointsMatchesScoreOf(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for i := 0; i < 100000; i++ {
		pile := cards.Set(rng.Uint64()&rng.Uint64()) & fullMask
		if i%2 == 0 {
			pile |= cards.Set(rng.Uint64()) & fullMask
		}
		ref, _, _ := refScore(pile)
		// A plain if: testify would format the pile for the message on
		// each of the 100,000 passes.
		if got, want := Points(pile), ScoreOf(pile).Total; got != want || got != ref {
			t.Fatalf("%s: Points %d, ScoreOf %d, reference %d", pile.Format(cards.Hwatu()), got, want, ref)
		}
	}
}

// checkCaptures works out from the spec's tables (§4.1, §4.2) which cards a
// resolved turn captures, which stacks it takes and what the layout and the
// stack makers become, from the layout at the start of the turn, the hand
// card with its pair choice and the turned card with its pick.
func checkCaptures(before, after *State, a games.Action, ev []games.Event) error {
	p := before.pub.ToMove
	h, f, start, with, pick := before.pub.Pending.Card, before.pub.Pending.Flip, before.pub.Pending.Start, before.pub.Pending.Pair, cards.None
	_, ah, aw := decode(a)
	if before.pub.Phase == PhasePlay {
		h, start, with = ah, before.pub.Layout, aw
		for _, e := range ev {
			if e.Kind == KFlip {
				f = e.Card
			}
		}
	} else {
		pick = aw
	}
	m, n := cards.Month(h), cards.Month(f)
	lm, ln := start.Intersect(MonthCards(m)), start.Intersect(MonthCards(n))
	var want cards.Set
	var stacks []int8 // the makers of the stacks taken, in payment order
	makers := before.pub.StackMaker
	ppuk := false
	if m == n {
		switch lm.Len() {
		case 0: // chok
			want = cards.SetOf(h, f)
		case 1: // ppuk
			ppuk = true
			makers[m-1] = p
		case 2: // ttadak
			want = lm.Add(h).Add(f)
		default:
			return fmt.Errorf("the turned %s meets a taken stack", cards.Hwatu().Code(f))
		}
	} else {
		switch lm.Len() {
		case 1:
			want = lm.Add(h)
		case 2:
			if !lm.Has(with) {
				return fmt.Errorf("pair choice %s not on the layout", cards.Hwatu().Code(with))
			}
			want = cards.SetOf(h, with)
		case 3:
			want = lm.Add(h)
			stacks = append(stacks, before.pub.StackMaker[m-1])
			makers[m-1] = NoStack
		}
		switch ln.Len() {
		case 1:
			want |= ln.Add(f)
		case 2:
			if !ln.Has(pick) {
				return fmt.Errorf("flip pick %s not on the layout", cards.Hwatu().Code(pick))
			}
			want |= cards.SetOf(f, pick)
		case 3:
			want |= ln.Add(f)
			stacks = append(stacks, before.pub.StackMaker[n-1])
			makers[n-1] = NoStack
		}
	}
	var got cards.Set
	var gotStacks []int8
	for _, e := range ev {
		switch {
		case e.Kind == games.KMove && e.From == games.Table && e.To == games.Pile:
			if e.Player != p {
				return fmt.Errorf("p%d captured on p%d's turn", e.Player, p)
			}
			got |= e.Cards
		case e.Kind == KStackTaken:
			mk := e.Target
			if mk == -1 {
				mk = OpeningDeal
			}
			gotStacks = append(gotStacks, mk)
		}
	}
	if got != want {
		return fmt.Errorf("captured %s, want %s (hand %s with %s, flip %s pick %s, layout %s)", got.Format(cards.Hwatu()),
			want.Format(cards.Hwatu()), cards.Hwatu().Code(h), cards.Hwatu().Code(with), cards.Hwatu().Code(f), cards.Hwatu().Code(pick),
			start.Format(cards.Hwatu()))
	}
	if fmt.Sprint(gotStacks) != fmt.Sprint(stacks) {
		return fmt.Errorf("stacks taken %v, want %v", gotStacks, stacks)
	}
	if wantLayout := start.Add(h).Add(f).Minus(want); after.pub.Layout != wantLayout {
		return fmt.Errorf("layout %s, want %s", after.pub.Layout.Format(cards.Hwatu()), wantLayout.Format(cards.Hwatu()))
	}
	if after.pub.StackMaker != makers {
		return fmt.Errorf("stack makers %v, want %v", after.pub.StackMaker, makers)
	}
	if ppuk != (after.pub.Ppuk[p] == before.pub.Ppuk[p]+1) || (!ppuk && after.pub.Ppuk != before.pub.Ppuk) {
		return fmt.Errorf("ppuk counts %v after %v (ppuk %v)", after.pub.Ppuk, before.pub.Ppuk, ppuk)
	}
	for m := 0; m < 12; m++ {
		if (after.pub.Layout.Intersect(monthMask[m]).Len() == 3) != (after.pub.StackMaker[m] != NoStack) {
			return fmt.Errorf("month %d: %d layout cards, stack maker %d", m+1, after.pub.Layout.Intersect(monthMask[m]).Len(), after.pub.StackMaker[m])
		}
	}
	return nil
}
