package record

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Chooser picks one of the legal actions of a state. Play asks it at chance
// points too (where games.Deal is the only choice), so that a seeded chooser
// draws the same numbers whoever is to move.
type Chooser func(st games.State, legal []games.Action) games.Action

// Uniform returns a Chooser that picks uniformly at random with rng.
func Uniform(rng *rand.Rand) Chooser {
	return func(_ games.State, legal []games.Action) games.Action {
		return legal[rng.IntN(len(legal))]
	}
}

// MaxMoves bounds Play, so that an engine that never ends a match shows up as
// an error instead of a hang.
const MaxMoves = 100000

// Play plays the match that header describes on game g to its end, choosing
// every seat's move with choose, and returns the record of it (header plus
// moves) and the final state.
func Play(g *games.Info, header *Record, choose Chooser) (*Record, games.State, error) {
	rec := *header
	rec.Moves = nil
	st, err := rec.start(g)
	if err != nil {
		return nil, nil, err
	}
	var legal []games.Action
	var ev []games.Event
	for n := 0; !st.Done(); n++ {
		if n > MaxMoves {
			return nil, st, fmt.Errorf("%s seed %d: no end after %d moves", g.ID, rec.Seed, MaxMoves)
		}
		legal = st.Legal(legal[:0])
		if len(legal) == 0 {
			return nil, st, fmt.Errorf("%s seed %d: no legal action for seat %d", g.ID, rec.Seed, st.Player())
		}
		a := choose(st, legal)
		if seat := st.Player(); seat >= 0 {
			rec.Moves = append(rec.Moves, Move{Seat: seat, Action: st.FormatAction(a)})
		}
		if ev, err = st.Apply(a, ev[:0]); err != nil {
			return nil, st, fmt.Errorf("%s seed %d: %s refused: %w", g.ID, rec.Seed, st.FormatAction(a), err)
		}
	}
	return &rec, st, nil
}

// Transcript replays rec on g and writes it out in full: the record, then
// every step (who moved, the legal actions, the action and its events), then
// the result with its lines. The engines' golden files are transcripts, so a
// change in any rule shows as a readable diff.
func Transcript(rec *Record, g *games.Info) (string, games.State, error) {
	cfg, err := rec.Config(g)
	if err != nil {
		return "", nil, err
	}
	deck := cards.ByID(cfg.Deck)
	var b strings.Builder
	b.WriteString(rec.Format())
	b.WriteString("\n# replay\n")
	st, err := Replay(rec, g, func(s Step) {
		who := "deal"
		if s.Seat >= 0 {
			who = fmt.Sprintf("p%d", s.Seat)
		}
		fmt.Fprintf(&b, "%s %s   legal: %s\n", who, s.Action, strings.Join(s.Legal, " "))
		for _, e := range s.Events {
			fmt.Fprintf(&b, "    %s\n", e.FormatIn(g, deck))
		}
	})
	if err != nil {
		return "", st, err
	}
	r := st.Result()
	fmt.Fprintf(&b, "# result: deal %v, match %v, winner %d, %d deals, over %v, to move %d\n",
		r.Deal, r.Match, r.Winner, r.Deals, st.Done(), st.Player())
	for _, l := range r.Lines {
		fmt.Fprintf(&b, "#   p%d %s (%s) %d", l.Seat, l.Label.English, l.Label.ID, l.Value)
		if l.Note != "" {
			fmt.Fprintf(&b, ": %s", l.Note)
		}
		b.WriteByte('\n')
	}
	return b.String(), st, nil
}
