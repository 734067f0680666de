package record

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// Config turns the record's header into a match configuration for game g.
// A header value that does not fit g is refused, for a parsed record with
// the line it was read from (an *Error).
func (r *Record) Config(g *games.Info) (games.Config, error) {
	if r.Game != g.ID {
		return games.Config{}, atLine(r.lines.game, fmt.Errorf("record is for %s, not %q", excerpt.Quote(r.Game), g.ID))
	}
	cfg := games.Config{Seed: r.Seed, Dealer: r.Dealer, Deck: g.Decks[0]}
	if r.Dealer >= g.Players {
		return cfg, atLine(r.lines.dealer, fmt.Errorf("dealer p%d: %s has seats p0 to p%d", r.Dealer, g.ID, g.Players-1))
	}
	if r.Deck != "" {
		d, err := cards.ByKey(r.Deck)
		if err != nil {
			return cfg, atLine(r.lines.deck, err)
		}
		if !g.HasDeck(d.ID()) {
			return cfg, atLine(r.lines.deck, fmt.Errorf("%s is not played with the %s deck", g.ID, d.Key()))
		}
		cfg.Deck = d.ID()
	}
	if len(r.Options) > 0 {
		cfg.Options = map[string]string{}
		for _, o := range r.Options {
			cfg.Options[o.Name] = o.Value
		}
		// A house rule may change the pack (Sechsundsechzig's nines): the
		// deals are cards of the pack played. Options g refuses are for
		// g.New to report, so they leave the deck as chosen here.
		if opts, err := g.ParseOptions(cfg.Options); err == nil {
			cfg.Deck = g.PlayDeck(cfg.Deck, opts)
		}
	}
	deck := cards.ByID(cfg.Deck)
	for i, codes := range r.Deals {
		cs, err := deck.ParseList(joinFields(codes))
		if err != nil {
			return cfg, atLine(lineOf(r.lines.deals, i), fmt.Errorf("deal %d: %w", i+1, err))
		}
		cfg.Deals = append(cfg.Deals, cs)
	}
	if err := games.ValidateDeals(cfg.Deals, deck); err != nil {
		// The first deal that fails with those before it is the one at fault.
		for i := range cfg.Deals {
			if games.ValidateDeals(cfg.Deals[:i+1], deck) != nil {
				return cfg, atLine(lineOf(r.lines.deals, i), err)
			}
		}
		return cfg, err
	}
	return cfg, nil
}

// lineOf returns lines[i], or 0 past its end (a record made in code).
func lineOf(lines []int, i int) int {
	if i < len(lines) {
		return lines[i]
	}
	return 0
}

// start starts the match the header describes on game g. The engine is the
// judge of the rule options and of how many explicit deals it takes, so an
// error of g.New is put at the header line it is about: the first option
// that g refuses on its own, else the first deal that g refuses with those
// before it. (Config has checked the game, the deck and the dealer.)
func (r *Record) start(g *games.Info) (games.State, error) {
	cfg, err := r.Config(g)
	if err != nil {
		return nil, err
	}
	st, err := g.New(cfg)
	if err == nil {
		return st, nil
	}
	bare := cfg
	bare.Options, bare.Deals = nil, nil
	if r.Deck != "" { // the deck chosen, before an option changed the pack
		if d, e := cards.ByKey(r.Deck); e == nil {
			bare.Deck = d.ID()
		}
	} else {
		bare.Deck = g.Decks[0]
	}
	if _, e := g.New(bare); e != nil {
		return nil, err
	}
	for i, o := range r.Options {
		c := bare
		c.Options = map[string]string{o.Name: o.Value}
		if _, e := g.New(c); e != nil {
			return nil, atLine(lineOf(r.lines.options, i), e)
		}
	}
	for i := range cfg.Deals {
		c := bare
		c.Deals = cfg.Deals[:i+1]
		if _, e := g.New(c); e != nil {
			return nil, atLine(lineOf(r.lines.deals, i), e)
		}
	}
	return nil, err
}

func joinFields(fs []string) string {
	s := ""
	for i, f := range fs {
		if i > 0 {
			s += " "
		}
		s += f
	}
	return s
}

// Step is one step of a replay: who was to move, what they could do, what
// they did, what happened and the position it left.
type Step struct {
	Line   int // the record line of the move; 0 for a deal
	Seat   int // the seat to move, or games.Chance for a deal
	Legal  []string
	Action string
	Events []games.Event // the visitor's own copy
	// State is the position after the step: the replay's own state, valid
	// during the visit only (a visitor that keeps a position clones it).
	State games.State
	// DealOver is set when the step finished a deal (the match's count of
	// finished deals grew): where a deal's result is to be read.
	DealOver bool
}

// Replay plays the record on game g from its header, calling visit (if not
// nil) after every step, deals included, and returns the final state.
// Deals are made whenever the match is at a chance point. It is the one
// replay of a record: saves, resumed tables, imported files, transcripts
// and the CLI all go through it, so a record means the same everywhere.
//
// A header value that g refuses, a move by the wrong seat, an unreadable
// or illegal action, or moves after the end are errors naming the line
// (*Error, "line N: p<seat> <action>: …"), and wrap the cause: an action
// the engine refuses is errors.Is(err, games.ErrIllegal). After a bad move
// the state returned is the position before it (nil after a bad header).
func Replay(r *Record, g *games.Info, visit func(Step)) (games.State, error) {
	return replay(r, g, visit, nil)
}

// replay is Replay that also shows beforeDeal (if not nil) the state right
// before each deal is dealt (SeatsTurned reads the pack there).
func replay(r *Record, g *games.Info, visit func(Step), beforeDeal func(games.State)) (games.State, error) {
	st, err := r.start(g)
	if err != nil {
		return nil, err
	}
	var legal []games.Action
	var ev []games.Event
	step := func(seat, line int, a games.Action) error {
		var names []string
		deals := 0
		if visit != nil {
			legal = st.Legal(legal[:0])
			names = make([]string, len(legal))
			for i, l := range legal {
				names[i] = st.FormatAction(l)
			}
			deals = st.Result().Deals
		}
		text := st.FormatAction(a)
		if seat == games.Chance && beforeDeal != nil {
			beforeDeal(st)
		}
		ev, err = st.Apply(a, ev[:0])
		if err != nil {
			return err
		}
		if visit != nil {
			visit(Step{Line: line, Seat: seat, Legal: names, Action: text, Events: append([]games.Event(nil), ev...),
				State: st, DealOver: st.Result().Deals > deals})
		}
		return nil
	}
	deal := func() error {
		for st.Player() == games.Chance {
			if err := step(games.Chance, 0, games.Deal); err != nil {
				return fmt.Errorf("dealing: %w", err)
			}
		}
		return nil
	}
	for _, m := range r.Moves {
		if err := deal(); err != nil {
			return st, &Error{Line: m.Line, Err: err}
		}
		switch p := st.Player(); {
		case p == games.Nobody:
			return st, lineErr(m.Line, "p%d %s: the match is already over", m.Seat, excerpt.Text(m.Action))
		case p != m.Seat:
			return st, lineErr(m.Line, "p%d %s: it is p%d's turn", m.Seat, excerpt.Text(m.Action), p)
		}
		a, err := st.ParseAction(m.Action)
		if err != nil {
			return st, lineErr(m.Line, "p%d %s: %w", m.Seat, excerpt.Text(m.Action), clipped(err, m.Action))
		}
		if err := step(m.Seat, m.Line, a); err != nil {
			return st, lineErr(m.Line, "p%d %s: %w", m.Seat, excerpt.Text(m.Action), clipped(err, m.Action))
		}
	}
	// A record that ends after a deal's last move leaves the state at the
	// chance point, so that the finished deal's result stays readable and
	// whoever resumes decides when to deal the next one. Only a deal that
	// was never played (the first, or one voided for a redeal) is dealt.
	for st.Player() == games.Chance && !st.Result().DealOver {
		if err := step(games.Chance, 0, games.Deal); err != nil {
			return st, fmt.Errorf("dealing: %w", err)
		}
	}
	return st, nil
}

// ActiveOptions is opts without the options g calls idle among them
// (games.Info.Idle: Skat's Bock rounds with one deal), in their order: the
// options the match is really played with, which whoever names a record's
// rules or counts its statistics goes by, as the engine does. A nil g
// leaves opts as they are.
func ActiveOptions(g *games.Info, opts []Option) []Option {
	if g == nil || len(opts) == 0 {
		return opts
	}
	m := make(map[string]string, len(opts))
	for _, o := range opts {
		m[o.Name] = o.Value
	}
	var out []Option
	for _, o := range opts {
		if !g.Idle(o.Name, m) {
			out = append(out, o)
		}
	}
	return out
}
