package schnapsen

import (
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/stretchr/testify/require"
)

// position describes a mid-deal situation for the spec's worked examples.
// Seat 0 is "A" and seat 1 is "B" unless a test says otherwise.
type position struct {
	trump    int       // suit index (H = 0)
	hands    [2]string // card codes
	stock    string    // top first; the last card is the bottom (indicator)
	state    StockState
	leader   int
	lead     string // the card led to the current trick, if any
	points   [2]int
	tricks   [2]int
	pending  [2]int
	won      [2]string
	closer   int // used when state is StockClosed
	closePts int
	closeTr  bool
	score    [2]int // 0 means 7
}

func codes(t *testing.T, s string) cards.Set {
	t.Helper()
	cs, err := cards.SechsGerman().ParseList(s) // the 20 cards keep their numbers; the nines too
	require.NoError(t, err)
	return cards.SetOf(cs...)
}

func card(t *testing.T, s string) cards.Card {
	t.Helper()
	c, err := cards.SechsGerman().Parse(s)
	require.NoError(t, err)
	return c
}

// newPosition builds the State of a position directly. The positions need
// not account for all twenty cards: the examples only fix what matters.
func newPosition(t *testing.T, p position) *State {
	t.Helper()
	s, err := New(games.Config{Seed: 1, Dealer: 1})
	require.NoError(t, err)
	s.phase = phasePlay
	s.dealer = 1
	s.trump = int8(p.trump)
	for i := 0; i < 2; i++ {
		s.hand[i] = codes(t, p.hands[i])
		s.won[i] = codes(t, p.won[i])
		s.points[i], s.tricks[i], s.pending[i] = int16(p.points[i]), int8(p.tricks[i]), int16(p.pending[i])
		if p.score[i] != 0 {
			s.score[i] = int8(p.score[i])
		}
	}
	st, err := cards.SechsGerman().ParseList(p.stock)
	require.NoError(t, err)
	s.stockN = int8(len(st))
	for i, c := range st {
		s.stock[len(st)-1-i] = c
	}
	s.stockState = p.state
	if p.state == StockExhausted {
		require.Empty(t, st)
	}
	if p.state == StockClosed {
		s.closer, s.closePts, s.closeTrick = int8(p.closer), int16(p.closePts), p.closeTr
	}
	s.leader, s.toMove = int8(p.leader), int8(p.leader)
	if p.lead != "" {
		s.lead = card(t, p.lead)
		s.toMove = int8(1 - p.leader)
	}
	return s
}

// play applies actions written in record notation, failing on any error.
func play(t *testing.T, s *State, moves string) []games.Event {
	t.Helper()
	var all []games.Event
	for _, m := range strings.Fields(moves) {
		a, err := s.ParseAction(m)
		require.NoError(t, err, m)
		all, err = s.Apply(a, all)
		require.NoError(t, err, m)
	}
	return all
}

// find returns the events of kind k.
func find(ev []games.Event, k games.Kind) []games.Event {
	var out []games.Event
	for _, e := range ev {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// legalText returns the legal actions in record notation.
func legalText(s *State) []string {
	var out []string
	for _, a := range s.Legal(nil) {
		out = append(out, s.FormatAction(a))
	}
	return out
}
