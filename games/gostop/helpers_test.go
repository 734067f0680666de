package gostop

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// card parses one card code or fails the test.
func card(t testing.TB, code string) cards.Card {
	t.Helper()
	c, err := cards.Hwatu().Parse(code)
	require.NoError(t, err)
	return c
}

// set parses space-separated card codes.
func set(t testing.TB, codes string) cards.Set {
	t.Helper()
	cs, err := cards.Hwatu().ParseList(codes)
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

// position describes a mid-deal position for the worked examples.
type position struct {
	hands  [2]string
	layout string
	piles  [2]string
	stock  string // the next stock cards, in turning order
	turn   int    // 1 to 20 (0 means 1)
	toMove int
	gos    [2]int
	lastGo [2]int
	ppuk   [2]int
	// makers sets stack makers by month (1–12); other layout triples are
	// opening-deal stacks.
	makers map[int]int8
}

// build makes the State for a position. Cards the position does not name
// fill the rest of the stock, so that the 48 cards stay conserved when they
// fit.
func build(t testing.TB, p position) *State {
	t.Helper()
	s, err := New(games.Config{Dealer: 0})
	require.NoError(t, err)
	turn := p.turn
	if turn == 0 {
		turn = 1
	}
	s.pub.Phase, s.pub.Turn, s.pub.ToMove, s.pub.First = PhasePlay, int8(turn), int8(p.toMove), int8((p.toMove+turn+1)%2)
	s.hand[0], s.hand[1] = set(t, p.hands[0]), set(t, p.hands[1])
	s.pub.Layout = set(t, p.layout)
	s.pub.Piles[0], s.pub.Piles[1] = set(t, p.piles[0]), set(t, p.piles[1])
	used := s.hand[0] | s.hand[1] | s.pub.Layout | s.pub.Piles[0] | s.pub.Piles[1]
	s.pub.StockLeft = int8(21 - turn)
	next := 20 - int(s.pub.StockLeft)
	top, err := cards.Hwatu().ParseList(p.stock)
	require.NoError(t, err)
	require.LessOrEqual(t, len(top), int(s.pub.StockLeft), "stock cards on turn %d", turn)
	for i, c := range top {
		require.False(t, used.Has(c), "%s is named twice", cards.Hwatu().Code(c))
		used = used.Add(c)
		s.stock[next+i] = c
	}
	rest := fullMask &^ used
	for i := next + len(top); i < 20; i++ {
		s.stock[i] = rest.First()
		rest = rest.Remove(rest.First())
	}
	for m := 0; m < 12; m++ {
		if s.pub.Layout.Intersect(monthMask[m]).Len() == 3 {
			s.pub.StackMaker[m] = OpeningDeal
			if mk, ok := p.makers[m+1]; ok {
				s.pub.StackMaker[m] = mk
			}
		}
	}
	for i := 0; i < 2; i++ {
		s.pub.Gos[i], s.pub.LastGo[i], s.pub.Ppuk[i] = int8(p.gos[i]), int16(p.lastGo[i]), int8(p.ppuk[i])
	}
	return s
}

// play applies actions in record notation and returns all their events.
func play(t testing.TB, s *State, actions ...string) []games.Event {
	t.Helper()
	var all []games.Event
	for _, text := range actions {
		a, err := s.ParseAction(text)
		require.NoError(t, err, text)
		all, err = s.Apply(a, all)
		require.NoError(t, err, text)
	}
	return all
}

// kinds lists the game events (moves, flips and pairs left out) compactly.
func kinds(ev []games.Event) string {
	var b []string
	for _, e := range ev {
		switch e.Kind {
		case games.KMove, KFlip, KPaired, KPairChoice:
			continue
		}
		b = append(b, e.Format(cards.Hwatu()))
	}
	return strings.Join(b, "; ")
}

// stolen returns the junk that moved in KStealJunk events.
func stolen(ev []games.Event) cards.Set {
	var s cards.Set
	for _, e := range ev {
		if e.Kind == KStealJunk {
			s |= e.Cards
		}
	}
	return s
}

func has(ev []games.Event, k games.Kind) bool {
	for _, e := range ev {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// explicitDeal builds a whole pack in dealing order: the first player's 10,
// the second's 10, the layout's 8, then the other cards as the stock.
func explicitDeal(t testing.TB, first, second, layout string) []cards.Card {
	t.Helper()
	var order []cards.Card
	var used cards.Set
	for _, part := range []string{first, second, layout} {
		cs, err := cards.Hwatu().ParseList(part)
		require.NoError(t, err)
		order = append(order, cs...)
		used |= cards.SetOf(cs...)
	}
	require.Len(t, order, 28, "explicit deal: cards")
	require.Equal(t, 28, used.Len(), "explicit deal: distinct cards")
	return (fullMask &^ used).Append(order)
}

func isIllegal(err error) bool { return errors.Is(err, games.ErrIllegal) }
