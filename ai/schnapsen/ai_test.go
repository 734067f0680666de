package schnapsen

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/schnapsen/schnapsentest"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/internal/testsize"
)

// positions are the tests' positions from games of the Easy rules
// (schnapsentest.Positions).
func positions(t testing.TB, n int, keep func(st *schnapsen.State, legal []games.Action) bool) []*schnapsen.State {
	t.Helper()
	return schnapsentest.Positions(t, EasyHeuristic(), n, keep)
}

// plainMarriageLead reports whether a leads a King or Queen plainly while
// declaring its marriage is legal.
func plainMarriageLead(a games.Action, legal []games.Action) bool {
	if a >= schnapsen.NumCards {
		return false
	}
	for _, l := range legal {
		if l == schnapsen.Declare(cards.Card(a)) {
			return true
		}
	}
	return false
}

// TestSchnapsen_DeclaresRatherThanLeadsAMarriageHalfPlainly: with the stock
// closed or exhausted, leading the Queen or King of an open marriage
// without declaring it throws 20 or 40 points away. The exact ending often
// values both the same (both win), and the search broke that tie towards
// the plain play listed first. No level may do it; the same search without
// the filter, on the Easy rules (the first Expert), does, which shows that
// these positions catch the blunder.
func TestSearch_DeclaresRatherThanLeadsAMarriageHalfPlainly(t *testing.T) {
	pos := positions(t, 40, func(st *schnapsen.State, legal []games.Action) bool {
		if !st.Strict() || st.Lead() != cards.None {
			return false
		}
		return slices.ContainsFunc(legal, declares)
	})
	if len(pos) < 20 {
		t.Fatalf("only %d positions", len(pos))
	}
	g := AI()
	players := map[string]ai.Player{"heuristic": g.Heuristic(), "normal": g.Player(ai.Normal), "expert": g.Player(ai.Expert)}
	for name, p := range players {
		for i, st := range pos {
			v := st.View(st.Player())
			legal := v.Legal(nil)
			a, err := p.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 3)))
			if err != nil {
				t.Fatal(err)
			}
			if plainMarriageLead(a, legal) {
				t.Errorf("%s, position %d: led %s without declaring the marriage", name, i, v.FormatAction(a))
			}
		}
	}
	old := &ai.Search{Worlds: 48, Rollouts: 4, Policy: EasyPolicy, Exact: Exact, Utility: Utility, Prior: EasyHeuristic()}
	blunders := 0
	for i, st := range pos {
		v := st.View(st.Player())
		legal := v.Legal(nil)
		a, err := old.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(uint64(i), 3)))
		if err != nil {
			t.Fatal(err)
		}
		if plainMarriageLead(a, legal) {
			blunders++
		}
	}
	if blunders == 0 {
		t.Errorf("the unfiltered search never led a marriage half plainly in %d positions: the check has no teeth", len(pos))
	}
	t.Logf("the unfiltered search led a marriage half plainly in %d of %d positions", blunders, len(pos))
}

// TestFastUtility_IsTheUtility: FastUtility is Utility without the Result:
// they must agree on every finished deal.
func TestFastUtility_IsTheUtility(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	ends := 0
	var legal []games.Action
	for seed := uint64(1); seed <= 60; seed++ {
		st, err := schnapsen.New(games.Config{Seed: seed, Dealer: -1})
		if err != nil {
			t.Fatal(err)
		}
		for st.Player() != games.Nobody {
			if st.Player() == games.Chance {
				if st.Result().DealOver {
					ends++
					for me := 0; me < 2; me++ {
						if a, b := FastUtility(st, me), Utility(st, me); math.Abs(a-b) > 1e-12 {
							t.Fatalf("seed %d seat %d: fast %v, utility %v", seed, me, a, b)
						}
					}
				}
				st.Apply(games.Deal, nil)
				continue
			}
			legal = st.Legal(legal[:0])
			st.Apply(legal[rng.IntN(len(legal))], nil)
		}
		for me := 0; me < 2; me++ {
			if a, b := FastUtility(st, me), Utility(st, me); a != b {
				t.Fatalf("seed %d seat %d at the match's end: fast %v, utility %v", seed, me, a, b)
			}
		}
	}
	if ends < 100 {
		t.Fatalf("only %d deal ends", ends)
	}
}

// TestSolver_AgreesWithTheGenericSolver: Solver and ai.AlphaBeta agree on
// strict endings.
func TestSolver_AgreesWithTheGenericSolver(t *testing.T) {
	pos := positions(t, 60, func(st *schnapsen.State, _ []games.Action) bool { return st.Strict() })
	if len(pos) < 60 {
		t.Fatalf("only %d positions", len(pos))
	}
	fast := NewSolver(BummerlPayoff, 1<<30)
	slow := ai.NewAlphaBeta(Utility, 1<<30)
	for i, st := range pos {
		me := st.Player()
		a, ok1 := fast.Value(st, me)
		b, ok2 := slow.Value(context.Background(), st, me)
		if !ok1 || !ok2 || math.Abs(a-b) > 1e-9 {
			t.Errorf("position %d: schnapsen solver %v (%v), generic %v (%v)", i, a, ok1, b, ok2)
		}
	}
}

// TestPos_PWin: pWin counts the cards: examples worked by hand.
func TestPos_PWin(t *testing.T) {
	c := func(code string) cards.Card {
		x, err := cards.SchnapsenGerman().Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	set := func(codes ...string) cards.Set {
		var s cards.Set
		for _, k := range codes {
			s = s.Add(c(k))
		}
		return s
	}
	// Hearts trump, stock exhausted: the opponent holds exactly the two
	// unseen cards.
	p := pos{trump: 0, strict: true, oppN: 2, oppCan: set("SA", "DJ"), unseen: set("SA", "DJ")}
	if got := p.pWin(c("ST")); got != 0 {
		t.Errorf("ST against SA in hand: %v, want 0", got)
	}
	if got := p.pWin(c("DA")); got != 1 {
		t.Errorf("DA, the opponent follows with DJ: %v, want 1", got)
	}
	// Open stock: 4 unseen cards, one of them (HJ, trump) beats a led SK,
	// the opponent holds 2 of the 4: P(no HJ) = C(3,2)/C(4,2) = 1/2.
	p = pos{trump: 0, oppN: 2, oppCan: set("HJ", "DJ", "DQ", "CJ"), unseen: set("HJ", "DJ", "DQ", "CJ")}
	if got := p.pWin(c("SK")); math.Abs(got-0.5) > 1e-12 {
		t.Errorf("SK against one beater in 4 unseen, 2 held: %v, want 0.5", got)
	}
	// A known card counts for sure.
	p.oppKnown = set("HJ")
	if got := p.pWin(c("SK")); got != 0 {
		t.Errorf("SK against a known HJ: %v, want 0", got)
	}
}

// TestSortHints: best first; among equal values the declaration of a
// marriage first (a close that wins as surely ties with it), then the
// legal order.
func TestSortHints(t *testing.T) {
	decl := schnapsen.Declare(cards.Card(1)) // the Queen of hearts
	tests := []struct {
		name string
		in   []ai.Scored
		want []games.Action
	}{
		{"by value", []ai.Scored{{Action: schnapsen.Close, Value: 0.2}, {Action: decl, Value: 0.5}, {Action: 1, Value: -0.1}}, []games.Action{decl, schnapsen.Close, 1}},
		{"a tie goes to the declaration", []ai.Scored{{Action: schnapsen.Close, Value: 1}, {Action: 4, Value: 1}, {Action: decl, Value: 1}}, []games.Action{decl, schnapsen.Close, 4}},
		{"a better value beats a declaration", []ai.Scored{{Action: decl, Value: 0.3}, {Action: schnapsen.Close, Value: 0.31}}, []games.Action{schnapsen.Close, decl}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			SortHints(tc.in)
			var got []games.Action
			for _, s := range tc.in {
				got = append(got, s.Action)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestPosSeen_IsWhatTheViewShows checks that the rollout rules of
// SeenPolicy read a sampled State as the heuristic reads the mover's
// View, field by field, at every decision of heuristic games (open stock
// and strict play), and that some of those positions carry knowledge
// posOfState leaves out.
func TestPosSeen_IsWhatTheViewShows(t *testing.T) {
	pos := positions(t, 2000, func(st *schnapsen.State, legal []games.Action) bool { return len(legal) > 1 })
	if len(pos) < 2000 {
		t.Fatalf("%d positions, want 2000", len(pos))
	}
	richer := 0
	for i, st := range pos {
		seen, want := posSeen(st), posOfView(st.ViewOf(st.Player()))
		if seen != want {
			t.Fatalf("position %d: posSeen %+v, the view's %+v", i, seen, want)
		}
		if plain := posOfState(st); plain.oppKnown != seen.oppKnown || plain.oppCan != seen.oppCan {
			richer++
		}
	}
	if richer == 0 {
		t.Error("no position where the opponent's known or excluded cards matter: the test sees nothing")
	}
	t.Logf("%d of %d positions with knowledge posOfState leaves out", richer, len(pos))
}

// TestRuleSet_ExpertRules: ExpertRules (Expert's rollouts') never lead
// the trump Ace or Ten while the stock is open unless it ends the deal, and
// take any side lead of a suit with its Ace; HeuristicRules do neither.
func TestRuleSet_ExpertRules(t *testing.T) {
	set := func(codes ...string) cards.Set {
		var s cards.Set
		for _, k := range codes {
			x, err := cards.SchnapsenGerman().Parse(k)
			if err != nil {
				t.Fatal(err)
			}
			s = s.Add(x)
		}
		return s
	}
	card := func(code string) cards.Card { return set(code).First() }
	// Hearts trump, six cards in the stock, nobody near 66.
	unseenLead := set("HT", "HK", "HQ", "SA", "ST", "SK", "DA", "DT", "DK", "CA", "CT", "CQ")
	unseenFollow := set("HT", "HK", "HQ", "SA", "ST", "SK", "DT", "DK", "CA", "CT", "CQ")
	for _, c := range []struct {
		name     string
		p        pos
		old, new func(cards.Card) bool
	}{
		{
			name: "lead with the trump Ace in hand",
			p:    pos{hand: set("HA", "SJ", "DJ", "CJ", "SQ"), trump: 0, lead: cards.None, stockN: 6, myPts: 12, oppPts: 14, myTricks: 1, oppN: 5, unseen: unseenLead, oppCan: unseenLead},
			old:  func(x cards.Card) bool { return x == card("HA") },
			new:  func(x cards.Card) bool { return x != card("HA") },
		},
		{
			name: "a led side Jack, the suit's Ace in hand",
			p:    pos{hand: set("DA", "SJ", "CJ", "SQ", "HJ"), trump: 0, lead: card("DJ"), stockN: 6, myPts: 12, oppPts: 14, myTricks: 1, oppN: 4, unseen: unseenFollow, oppCan: unseenFollow},
			old:  func(x cards.Card) bool { return x != card("DA") },
			new:  func(x cards.Card) bool { return x == card("DA") },
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			var legal []games.Action
			for h := c.p.hand; h != 0; h = h.Remove(h.First()) {
				legal = append(legal, schnapsen.Play(h.First()))
			}
			for _, r := range []RuleSet{HeuristicRules, ExpertRules} {
				p := c.p
				p.rules = r
				a := choose(&p, legal)
				want := c.old
				if r == ExpertRules {
					want = c.new
				}
				if a >= schnapsen.NumCards || !want(cards.Card(a)) {
					t.Errorf("rules %d: the rules play action %d", r, a)
				}
			}
		})
	}
}

// TestExpert_ExchangesTheTrumpJack: the exchange is weakly dominant (the
// leader keeps the lead and every choice after it, and holds the higher
// trump), so Expert makes it whenever it may. The tree's own values do not
// always: its choice without the rule skips the exchange at some of these
// positions, which shows they catch the miss.
//
// The full run (-tags exhaustive) takes 60 positions, where the tree misses
// the exchange at 7 (2, 7, 18, 29, 31, 41 and 56). The default takes the
// first 8 of the same positions, which still hold two of those misses (a
// close and a card played instead), so the check keeps its teeth on every
// run.
func TestExpert_ExchangesTheTrumpJack(t *testing.T) {
	n := testsize.Pick(8, 60)
	pos := positions(t, n, func(_ *schnapsen.State, legal []games.Action) bool {
		return len(legal) > 1 && slices.Contains(legal, schnapsen.Exchange)
	})
	if len(pos) < n {
		t.Fatalf("only %d positions", len(pos))
	}
	expert := AI().Player(ai.Expert).(*tree)
	missed := 0
	for i, st := range pos {
		v := st.View(st.Player())
		rng := func() *rand.Rand { return rand.New(rand.NewPCG(uint64(i), 4)) }
		a, err := expert.Choose(context.Background(), v, v.Legal(nil), rng())
		if err != nil {
			t.Fatal(err)
		}
		if a != schnapsen.Exchange {
			t.Errorf("position %d: Expert played %s, not the exchange", i, st.FormatAction(a))
		}
		own, err := expert.choose(context.Background(), v, v.Legal(nil), rng())
		if err != nil {
			t.Fatal(err)
		}
		if own != schnapsen.Exchange {
			missed++
			t.Logf("position %d (stock %d): the tree's own choice is %s", i, stockLen(st), st.FormatAction(own))
		}
	}
	if missed == 0 {
		t.Errorf("the tree's own choice was the exchange at all %d positions: the check has no teeth", len(pos))
	}
	t.Logf("the tree's own choice was not the exchange at %d of %d positions", missed, len(pos))
}

func stockLen(st *schnapsen.State) int { _, n := st.Stock(); return n }

// TestExchangeOnTop: the exchange goes first, with the best value.
func TestExchangeOnTop(t *testing.T) {
	ex, c := schnapsen.Exchange, schnapsen.Close
	tests := []struct {
		name string
		in   []ai.Scored
		want []ai.Scored
	}{
		{"no exchange", []ai.Scored{{Action: c, Value: 0.5}, {Action: 3, Value: 0.1}},
			[]ai.Scored{{Action: c, Value: 0.5}, {Action: 3, Value: 0.1}}},
		{"already first", []ai.Scored{{Action: ex, Value: 0.6}, {Action: c, Value: 0.5}},
			[]ai.Scored{{Action: ex, Value: 0.6}, {Action: c, Value: 0.5}}},
		{"raised to the best", []ai.Scored{{Action: c, Value: 0.5}, {Action: 3, Value: 0.2}, {Action: ex, Value: 0.1}},
			[]ai.Scored{{Action: ex, Value: 0.5}, {Action: c, Value: 0.5}, {Action: 3, Value: 0.2}}},
		{"empty", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ExchangeOnTop(tt.in)
			assert.Equal(t, tt.want, tt.in)
		})
	}
}
