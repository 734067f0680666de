package scopa

import (
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// View is what one seat may know (spec: the table and both capture piles are
// public; the opponent's hand and the stock are not). Card sets are bitsets
// of card ids (bit n is card n = 10·suit+rank); docs/games/scopa.md explains
// every field. It holds no slices, so two views compare with == (through
// the pointers: *a == *b).
type View struct {
	Seat         int          `json:"viewer"`            // the viewer
	ToMove       int          `json:"toMove"`            // seat to move, -1 deal due, -2 match over
	Dealer       int          `json:"dealer"`            // this deal's dealer (the next one's at -1)
	Hand         cards.Set    `json:"hand"`              // the viewer's hand
	OpponentHand int          `json:"opponentHandCount"` // how many cards the opponent holds
	Table        cards.Set    `json:"table"`             // face-up table cards
	Piles        [2]cards.Set `json:"piles"`             // captured cards per seat this deal
	Stock        int          `json:"stockCount"`        // cards left in the stock
	Scope        [2]int       `json:"scope"`             // sweeps per seat this deal
	LastCapturer int          `json:"lastCapturer"`      // who gets the table at the end, -1 none yet
	Plays        int          `json:"plays"`             // plays made this deal; play 36 cannot score a scopa
	MatchPoints  [2]int       `json:"matchPoints"`       // match points, the last scored deal included
	Deals        int          `json:"deals"`             // deals scored so far
	MatchWinner  int          `json:"matchWinner"`       // match winner or -1
	DealOver     bool         `json:"dealOver"`          // the last deal has just been scored
	Scored       bool         `json:"scored"`            // LastDeal holds a scored deal
	LastDeal     DealScore    `json:"lastDeal"`          // the last scored deal's breakdown
	Options      Rules        `json:"options,omitzero"`  // the house rules on; left out when none is
}

var _ games.View = (*View)(nil)

// View returns what seat player may know. A seat other than 0 and 1 gets
// the public part only: it has no legal action, and Sample refuses the view.
func (s *State) View(player int) games.View { return s.ViewOf(player) }

// ViewOf is View with the concrete type.
func (s *State) ViewOf(player int) *View {
	opp := 0
	if isSeat(player) {
		opp = s.hand[1-player].Len()
	}
	return &View{
		Seat: player, ToMove: int(s.turn), Dealer: int(s.dealer),
		Hand: s.Hand(player), OpponentHand: opp,
		Table: s.table, Piles: s.pile, Stock: s.StockLen(), Scope: s.scope,
		LastCapturer: int(s.last), Plays: int(s.plays), MatchPoints: s.total, Deals: s.deals,
		MatchWinner: int(s.winner), DealOver: s.dealOver, Scored: s.scored, LastDeal: s.lastDeal,
		Options: s.rules,
	}
}

// Viewer returns the viewer's seat.
func (v *View) Viewer() int { return v.Seat }

// Player returns the seat to move, games.Chance or games.Nobody.
func (v *View) Player() int { return v.ToMove }

// Legal appends the viewer's legal plays when it is the viewer's turn.
func (v *View) Legal(buf []games.Action) []games.Action {
	if !isSeat(v.Seat) || v.ToMove != v.Seat {
		return buf
	}
	return v.Options.AppendLegal(buf, v.Hand, v.Table)
}

// FormatAction spells a in record notation. A play's spelling depends only
// on the table, so this also spells the opponent's plays.
func (v *View) FormatAction(a games.Action) string { return formatPlay(a, v.Table, v.Options) }

// Unseen returns the cards the viewer cannot locate: the opponent's hand and
// the stock together.
func (v *View) Unseen() cards.Set {
	return cards.Italian().Full().Minus(v.Hand | v.Table | v.Piles[0] | v.Piles[1])
}

// Sample deals the unseen cards uniformly: OpponentHand of them to the
// opponent, the rest to the stock in random order. Nothing in Scopa narrows
// where a hidden card is (any card may be played), so every split is
// consistent. Deals after the current one come from a seed drawn from rng.
func (v *View) Sample(rng *rand.Rand) (games.State, error) {
	s, err := v.SampleState(rng)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// SampleState is Sample with the concrete type, for searches that copy and
// play the sampled State directly.
func (v *View) SampleState(rng *rand.Rand) (*State, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	var buf [40]cards.Card
	var unseen []cards.Card
	if v.ToMove != games.Chance {
		unseen = v.Unseen().Append(buf[:0])
	}
	cards.ShuffleRand(unseen, rng)
	s := &State{
		rng: cards.NewPCG(rng.Uint64()), dealer: int8(v.Dealer), turn: int8(v.ToMove),
		winner: int8(v.MatchWinner), last: int8(v.LastCapturer), plays: int8(v.Plays),
		sp: int8(stockSize - v.Stock), table: v.Table, pile: v.Piles, scope: v.Scope,
		total: v.MatchPoints, deals: v.Deals, dealOver: v.DealOver, lastDeal: v.LastDeal, scored: v.Scored,
		rules: v.Options,
	}
	s.hand[v.Seat] = v.Hand
	for _, c := range unseen[:v.OpponentHand] {
		s.hand[1-v.Seat] = s.hand[1-v.Seat].Add(c)
	}
	copy(s.stock[s.sp:], unseen[v.OpponentHand:])
	return s, nil
}

// check rejects views no deal satisfies.
func (v *View) check() error {
	sets := []cards.Set{v.Hand, v.Table, v.Piles[0], v.Piles[1]}
	var all cards.Set
	for _, x := range sets {
		if x&^cards.Italian().Full() != 0 {
			return fmt.Errorf("scopa view: card ids above 39")
		}
		if all&x != 0 {
			return fmt.Errorf("scopa view: card %s is in two places", cards.Italian().Code((all & x).First()))
		}
		all |= x
	}
	switch {
	case v.Seat != 0 && v.Seat != 1:
		return fmt.Errorf("scopa view: seat %d", v.Seat)
	case v.Dealer != 0 && v.Dealer != 1:
		return fmt.Errorf("scopa view: dealer %d", v.Dealer)
	case v.ToMove < games.Nobody || v.ToMove > 1:
		return fmt.Errorf("scopa view: seat to move %d", v.ToMove)
	case v.Hand.Len() > handSize || v.OpponentHand < 0 || v.OpponentHand > handSize:
		return fmt.Errorf("scopa view: hands of %d and %d cards", v.Hand.Len(), v.OpponentHand)
	case v.Stock < 0 || v.Stock > stockSize:
		return fmt.Errorf("scopa view: stock of %d cards", v.Stock)
	case v.Plays < 0 || v.Plays > lastPlay || v.LastCapturer < -1 || v.LastCapturer > 1:
		return fmt.Errorf("scopa view: %d plays, last capturer %d", v.Plays, v.LastCapturer)
	case v.ToMove != games.Chance && v.Unseen().Len() != v.OpponentHand+v.Stock:
		// (At Chance the cards not in the piles are back in the pack.)
		return fmt.Errorf("scopa view: %d unseen cards for %d in the opponent's hand and %d in the stock",
			v.Unseen().Len(), v.OpponentHand, v.Stock)
	}
	return nil
}
