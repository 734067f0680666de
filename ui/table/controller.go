package table

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
)

// Human is the person's seat at every table.
const Human = 0

// controller owns the match's authoritative State. Nothing else in the UI
// touches it: the table renders View(Human), and the computer players get
// their own seat's View, never the State.
type controller struct {
	info *games.Info
	// deck is the pack the match is played with; chosen the deck the
	// table chose, which a house rule may have changed into deck
	// (Sechsundsechzig: german20 chosen, german24 played). A new match
	// starts from chosen.
	deck    *cards.Deck
	chosen  cards.DeckID
	st      games.State
	players []ai.Player // nil at the person's seat
	seed    uint64
	level   ai.Level
	moves   uint64
	ev      []games.Event
	// rec is the match's record: the header it was dealt from and every
	// move so far (deals are not written). It is what the keeper saves
	// and what the match is resumed from (resume.go).
	rec record.Record
	// replay is, for a resumed match, the deal under way as the person
	// saw it: each action's events and the view after it (resume.go),
	// from which the table writes the move log again.
	replay []seenAction
}

// seenAction is one applied action as the person saw it.
type seenAction struct {
	ev   []games.Event // redacted for the person
	view games.View    // after the action
}

// newController starts a new match of info with deck and seed, played
// with the house rules rules (Config.Options; nil: the seed's rules). The
// rules are written into the match's record as its "option" headers, in
// the order the game declares them, so that everything that rebuilds the
// match from its record (resume, undo, the deal played again, the seats
// turned, the review, an export) plays it by the same rules, whatever the
// person chooses meanwhile.
func newController(info *games.Info, deck cards.DeckID, seed uint64, level ai.Level, newPlayer func(gameID string, l ai.Level) ai.Player, rules map[string]string) (*controller, error) {
	d := cards.ByID(deck)
	if d == nil || !info.HasDeck(deck) {
		return nil, fmt.Errorf("%s cannot be played with deck %d", info.ID, deck)
	}
	opts, err := info.ParseOptions(rules)
	if err != nil {
		return nil, fmt.Errorf("start %s: %w", info.ID, err)
	}
	rec := record.Record{Game: info.ID, Deck: d.Key(), Seed: seed, Dealer: -1}
	// The record keeps the deck chosen; the table shows the pack played,
	// which a house rule may change (Sechsundsechzig's nines).
	d = cards.ByID(info.PlayDeck(deck, opts))
	cfg := games.Config{Deck: deck, Seed: seed, Dealer: -1}
	if pairs := info.FormatOptions(opts); len(pairs) > 0 {
		cfg.Options = map[string]string{}
		for _, o := range pairs {
			cfg.Options[o.Name] = o.Value
			rec.Options = append(rec.Options, record.Option{Name: o.Name, Value: o.Value})
		}
	}
	st, err := info.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("start %s: %w", info.ID, err)
	}
	c := &controller{info: info, deck: d, chosen: deck, st: st, seed: seed, level: level, players: make([]ai.Player, info.Players),
		rec: rec}
	for p := range c.players {
		if p != Human {
			c.players[p] = newPlayer(info.ID, level)
		}
	}
	return c, nil
}

// view is what the person may know.
func (c *controller) view() games.View { return c.st.View(Human) }

// toMove is the seat to move, games.Chance or games.Nobody.
func (c *controller) toMove() int { return c.st.Player() }

// apply plays a for the seat to move and returns the events as the person
// may see them. An illegal action changes nothing.
func (c *controller) apply(a games.Action) ([]games.Event, error) {
	seat, text := c.st.Player(), c.st.FormatAction(a)
	ev, err := c.st.Apply(a, c.ev[:0])
	if err != nil {
		return nil, err
	}
	c.moves++
	if seat >= 0 {
		c.rec.Moves = append(c.rec.Moves, record.Move{Seat: seat, Action: text})
	}
	out := make([]games.Event, len(ev))
	copy(out, ev)
	c.ev = ev
	return games.RedactAll(out, Human), nil
}

// aiTurn prepares a computer decision: the player, its seat's view, the legal
// actions and a generator seeded from the match seed and the move number (so a
// replayed match makes the same choices).
func (c *controller) aiTurn() (p ai.Player, v games.View, legal []games.Action, rng *rand.Rand, ok bool) {
	seat := c.st.Player()
	if seat < 0 || seat >= len(c.players) || c.players[seat] == nil {
		return nil, nil, nil, nil, false
	}
	v = c.st.View(seat)
	legal = v.Legal(nil)
	rng = rand.New(rand.NewPCG(c.seed, c.moves+1))
	return c.players[seat], v, legal, rng, true
}

// think runs a computer decision; it is what runs off the UI goroutine.
func think(ctx context.Context, p ai.Player, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	return p.Choose(ctx, v, legal, rng)
}
