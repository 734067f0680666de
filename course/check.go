package course

import (
	"context"
	"errors"
	"fmt"

	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/catalog"
)

// Verdict is what Judge says of the person's move.
type Verdict int

const (
	// Right: the move is legal and the hint ranks it first.
	Right Verdict = iota
	// Illegal: the engine does not allow it (Scopa's must-capture rule,
	// Schnapsen's duty to follow): taken back and explained.
	Illegal
	// Weaker: legal, but the hint ranks another move higher: taken back and
	// explained.
	Weaker
)

// Judge decides whether a is the right move for the person at v: legal in
// the engine, and the hint's first (players.Hint, the same hint the table's
// Hint button shows, in its own order: among moves it values alike, its
// order is its preference, as Schnapsen's exchange on top of the lead it
// comes with). Nothing about the move is written in the lesson; Check makes
// sure the lesson's written move is this one, so that its scripted
// computer moves stay legal. The hint is deterministic in the view, and
// takes tens of milliseconds for Scopa and Schnapsen.
func Judge(ctx context.Context, v games.View, a games.Action) (Verdict, error) {
	if !IsLegal(v, a) {
		return Illegal, nil
	}
	best, err := Best(ctx, v)
	if err != nil {
		return Weaker, err
	}
	if a == best {
		return Right, nil
	}
	return Weaker, nil
}

// IsLegal reports whether a is in the engine's legal set at v.
func IsLegal(v games.View, a games.Action) bool {
	for _, x := range v.Legal(nil) {
		if x == a {
			return true
		}
	}
	return false
}

// Best is the move Judge calls right at v: the hint's first (the only
// legal move needs no hint). The table asks it off the UI goroutine when
// a question comes up, so that the person's answer is judged at once.
func Best(ctx context.Context, v games.View) (games.Action, error) {
	legal := v.Legal(nil)
	switch len(legal) {
	case 0:
		return 0, errors.New("course: no legal move")
	case 1:
		return legal[0], nil
	}
	sc, err := players.Hint(ctx, v)
	if err != nil {
		return 0, err
	}
	return sc[0].Action, nil
}

// Position is a lesson replayed up to a step: the match's State before the
// step, and the deck its cards are named in.
type Position struct {
	Info  *games.Info
	Deck  *cards.Deck
	State games.State
}

// Start is the lesson's match dealt: the position before its first step.
func (l *Lesson) Start() (*Position, error) {
	g, err := catalog.Lookup(l.Game)
	if err != nil {
		return nil, err
	}
	cfg, err := l.Record.Config(g)
	if err != nil {
		return nil, err
	}
	st, err := g.New(cfg)
	if err != nil {
		return nil, err
	}
	p := &Position{Info: g, Deck: cards.ByID(cfg.Deck), State: st}
	if err := p.deal(); err != nil {
		return nil, err
	}
	return p, nil
}

func (p *Position) deal() error {
	for p.State.Player() == games.Chance {
		if _, err := p.State.Apply(games.Deal, nil); err != nil {
			return fmt.Errorf("dealing: %w", err)
		}
	}
	return nil
}

// Check replays the lesson through its engine and the hint: every marked
// card is a card of the deck, every computer move is the scripted seat's
// and legal at its step, every move asked for is the person's, legal, and
// the one Judge calls right (the hint's first), so that the person who
// plays right stays on the script. It returns
// the first problem as an *Error naming the lesson's line.
func Check(ctx context.Context, file string, l *Lesson) error {
	fail := func(line int, err error) error { return &Error{File: file, Line: line, Err: err} }
	p, err := l.Start()
	if err != nil {
		return fail(0, err)
	}
	for _, s := range l.Steps {
		for _, c := range append(append([]string(nil), s.Marks...), s.Arrows...) {
			if _, err := p.Deck.Parse(c); err != nil {
				return fail(s.Line, fmt.Errorf("mark or arrow %s: %w", c, err))
			}
		}
		if s.Kind == Say {
			continue
		}
		if err := p.deal(); err != nil {
			return fail(s.Line, err)
		}
		if who := p.State.Player(); who != s.Seat {
			return fail(s.Line, fmt.Errorf("p%d %s: it is p%d's turn", s.Seat, s.Action, who))
		}
		a, err := p.State.ParseAction(s.Action)
		if err != nil {
			return fail(s.Line, fmt.Errorf("p%d %s: %w", s.Seat, s.Action, err))
		}
		if s.Kind == Ask {
			v := p.State.View(s.Seat)
			verdict, err := Judge(ctx, v, a)
			if err != nil {
				return fail(s.Line, err)
			}
			switch verdict {
			case Illegal:
				return fail(s.Line, fmt.Errorf("p0 %s: %w", s.Action, games.ErrIllegal))
			case Weaker:
				return fail(s.Line, fmt.Errorf("p0 %s: the hint ranks another move first (%s)", s.Action, ranking(ctx, p.State, v)))
			}
		}
		if _, err := p.State.Apply(a, nil); err != nil {
			return fail(s.Line, fmt.Errorf("p%d %s: %w", s.Seat, s.Action, err))
		}
	}
	return nil
}

// ranking is the hint's scores, for a lesson author reading Check's error.
func ranking(ctx context.Context, st games.State, v games.View) string {
	sc, err := players.Hint(ctx, v)
	if err != nil {
		return err.Error()
	}
	s := ""
	for i, x := range sc {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprintf("%s %.3f", st.FormatAction(x.Action), x.Value)
	}
	return s
}
