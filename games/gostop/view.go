package gostop

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// View is what one seat may know: the public deal (the layout, both capture
// piles, the cards played, stacks, ppuk and go counts, the turn in progress)
// and its own hand; of the opponent's hand and the stock only their sizes.
// It holds no slices, so two views compare with ==.
type View struct {
	Seat int `json:"viewer"`
	Public
	Hand       cards.Set `json:"hand"`       // the viewer's hand
	HandCounts [2]int    `json:"handCounts"` // cards in each hand
	Scores     [2]int    `json:"scores"`     // each seat's combination score S now
}

var _ games.View = (*View)(nil)

// View returns what seat may know. A seat other than 0 and 1 gets the
// public part only: it has no legal action, and Sample refuses the view.
func (s *State) View(seat int) games.View { return s.ViewOf(seat) }

// viewWire is View without its methods, so that the JSON methods below can
// call encoding/json on it without recursing.
type viewWire View

// MarshalJSON writes the view with "toMove" holding Player(): the seat to
// move, games.Chance (-1) while the deal is due or games.Nobody (-2) once it
// is over, as in every other game's view (docs/bot-protocol.md). The state
// keeps its last seat in ToMove in those phases, which a reader must not
// mistake for a seat to move.
func (v View) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		ToMove int `json:"toMove"`
		*viewWire
	}{v.Player(), (*viewWire)(&v)})
}

// UnmarshalJSON reads what MarshalJSON writes. A negative "toMove" in the
// deal-due or over phase becomes First, which is what the state holds while
// a deal is due (over, the field plays no part). A negative "toMove" in a
// playing phase is kept, and check refuses such a view.
func (v *View) UnmarshalJSON(b []byte) error {
	w := struct {
		ToMove *int `json:"toMove"`
		*viewWire
	}{viewWire: (*viewWire)(v)}
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	switch {
	case w.ToMove == nil:
	case *w.ToMove < -2 || *w.ToMove > 1:
		return fmt.Errorf("toMove %d: gostop seats are 0 and 1 (-1 deal due, -2 over)", *w.ToMove)
	case *w.ToMove < 0 && (v.Phase == PhaseChance || v.Phase == PhaseOver):
		v.ToMove = v.First
	default:
		v.ToMove = int8(*w.ToMove)
	}
	return nil
}

// ViewOf is View with the concrete type.
func (s *State) ViewOf(seat int) *View {
	return &View{
		Seat:       seat,
		Public:     s.pub,
		Hand:       s.Hand(seat),
		HandCounts: [2]int{s.hand[0].Len(), s.hand[1].Len()},
		Scores:     s.Scores(),
	}
}

// Viewer returns the viewing seat.
func (v *View) Viewer() int { return v.Seat }

// Player returns the seat to move, games.Chance or games.Nobody.
func (v *View) Player() int {
	switch v.Phase {
	case PhaseChance:
		return games.Chance
	case PhaseOver:
		return games.Nobody
	}
	return int(v.ToMove)
}

// Legal appends the viewer's legal actions when the viewer is to move.
func (v *View) Legal(buf []games.Action) []games.Action {
	if !isSeat(v.Seat) || v.Player() != v.Seat {
		return buf
	}
	return legal(&v.Public, v.Hand, buf)
}

// FormatAction spells a in record notation.
func (v *View) FormatAction(a games.Action) string { return FormatAction(a) }

// sampleTries bounds the rejection of deals that would have given the
// opponent a quad (such a deal ends at once, so the view rules it out).
const sampleTries = 10000

// Sample deals the unseen cards (the opponent's hand and the stock)
// uniformly among the deals consistent with the view. The one constraint
// the rules imply is that no hand was dealt four cards of a month while the
// deal goes on: the opponent's hand plus the cards it has played holds no
// quad. The returned state finishes the deal like the real one would.
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
	if v.Seat < 0 || v.Seat > 1 {
		return nil, fmt.Errorf("view of seat %d: gostop has seats 0 and 1", v.Seat)
	}
	if err := v.check(); err != nil {
		return nil, err
	}
	s := &State{pub: v.Public, rng: cards.NewPCG(rng.Uint64())}
	if v.Phase == PhaseChance {
		return s, nil
	}
	me, opp := v.Seat, 1-v.Seat
	seen := v.Hand | v.Layout | v.Piles[0] | v.Piles[1]
	if v.Hand.Len() != v.HandCounts[me] || v.Hand&(v.Layout|v.Piles[0]|v.Piles[1]) != 0 ||
		v.Layout&(v.Piles[0]|v.Piles[1]) != 0 || v.Piles[0]&v.Piles[1] != 0 || (v.Hand|v.Layout)&^fullMask != 0 || seen&^packOf(v.Options) != 0 {
		return nil, errors.New("inconsistent view: the viewer's hand, the layout and the piles overlap or disagree with the counts")
	}
	// The cards the opponent showed by shaking and has not played are in
	// its hand: only the rest of its hand is dealt at random.
	shown := v.Shaken[opp] &^ v.Played[opp]
	// The bonus cards not yet taken are in the stock: a hand never keeps one.
	bonus := bonusOf(v.Options.Bonus) &^ seen
	unseen := packOf(v.Options) &^ seen
	nOpp, nStock := v.HandCounts[opp], int(v.StockLeft)
	if nOpp < 0 || nStock < 0 || nStock > stockSize(v.Options) || unseen.Len() != nOpp+nStock || shown&^unseen != 0 || shown.Len() > nOpp {
		return nil, fmt.Errorf("inconsistent view: %d unseen cards for a hand of %d and a stock of %d", unseen.Len(), nOpp, nStock)
	}
	live := v.Phase != PhaseOver
	if live && (quads(v.Played[opp]) != 0 || quads(v.Hand|v.Played[me]) != 0) {
		return nil, errors.New("inconsistent view: a hand dealt with a quad would have ended the deal")
	}
	var pool [48 + 3]cards.Card
	n := len((unseen &^ shown &^ bonus).Append(pool[:0]))
	nRand := nOpp - shown.Len()
	for try := 0; try < sampleTries; try++ {
		cards.ShuffleRand(pool[:n], rng)
		hand := cards.SetOf(pool[:nRand]...) | shown
		if live && quads(hand|v.Played[opp]) != 0 {
			continue
		}
		s.hand[me], s.hand[opp] = v.Hand, hand
		// The cards already turned are not needed again: the used part of
		// the stock is marked empty.
		used := stockSize(v.Options) - nStock
		for i := 0; i < used; i++ {
			s.stock[i] = cards.None
		}
		if bonus == 0 {
			copy(s.stock[used:], pool[nRand:n])
			return s, nil
		}
		// The bonus cards lie anywhere in the stock among the rest.
		m := len(bonus.Append(pool[n:n]))
		cards.ShuffleRand(pool[nRand:n+m], rng)
		copy(s.stock[used:], pool[nRand:n+m])
		return s, nil
	}
	return nil, errors.New("no deal satisfies the view: every sampled hand holds a quad")
}

// check rejects views whose public part no deal can produce, so that a
// sampled state can always be played on safely.
func (v *View) check() error {
	bad := func(what string) error { return fmt.Errorf("inconsistent view: %s", what) }
	switch {
	case v.Phase > PhaseOver:
		return bad(fmt.Sprintf("phase %d is not a phase", v.Phase))
	case v.ToMove < 0 || v.ToMove > 1 || v.First < 0 || v.First > 1:
		return bad(fmt.Sprintf("toMove %d or first %d is not a seat", v.ToMove, v.First))
	case v.Phase == PhaseChance:
		return nil
	case v.Turn < 1 || v.Turn > 20 || v.StockLeft < 0 || int(v.StockLeft) > stockSize(v.Options):
		return bad(fmt.Sprintf("turn %d or stockCount %d out of range", v.Turn, v.StockLeft))
	case v.HandCounts[0]+v.HandCounts[1]+int(v.Dummies[0]+v.Dummies[1])+v.bonusInStock() != int(v.StockLeft):
		return bad(fmt.Sprintf("handCounts %v, dummies %v and %d bonus cards do not match stockCount %d (one card of each per turn)", v.HandCounts, v.Dummies, v.bonusInStock(), v.StockLeft))
	}
	if v.Phase != PhaseOver {
		// Turn t is First's when odd; its hand card is down once the turn
		// waits for a flip choice or a decision.
		turns := int(v.Turn)
		if v.Phase == PhasePlay {
			turns--
		}
		var played [2]int
		played[v.First], played[1-v.First] = (turns+1)/2, turns/2
		mover := v.First
		if v.Turn%2 == 0 {
			mover = 1 - v.First
		}
		if v.ToMove != mover {
			return bad(fmt.Sprintf("toMove p%d on turn %d, which is p%d's", v.ToMove, v.Turn, mover))
		}
		for p := 0; p < 2; p++ {
			// A bomb plays three cards in one turn and gives two dummy
			// turns, which play none: the cards played are the turns
			// plus the dummy turns still to come.
			n := played[p] + int(v.Dummies[p])
			if v.HandCounts[p] != 10-n || v.Played[p].Len() != n {
				return bad(fmt.Sprintf("played[%d] holds %d cards and handCounts[%d] is %d by turn %d", p, v.Played[p].Len(), p, v.HandCounts[p], v.Turn))
			}
		}
	}
	for m, mk := range v.StackMaker {
		if v.Phase == PhaseFlipChoice && (m == int(v.Pending.Card)/4 || m == int(v.Pending.Flip)/4) {
			continue // the turn in progress has cards of these months on the layout
		}
		if n := v.Layout.Intersect(monthMask[m]).Len(); (n == 3) != (mk != NoStack) || mk < NoStack || mk > OpeningDeal {
			return bad(fmt.Sprintf("stackMaker[%d] is %d, but the layout holds %d cards of month %d", m, mk, v.Layout.Intersect(monthMask[m]).Len(), m+1))
		}
	}
	if v.Phase == PhaseFlipChoice {
		p := v.Pending
		if p.Step == Dummy {
			if p.Card != cards.None || !v.Layout.Has(p.Flip) || v.Layout.Intersect(monthOf(p.Flip)).Remove(p.Flip).Len() != 2 {
				return bad("pending: the turned card of a dummy turn does not wait for a choice on this layout")
			}
			return nil
		}
		if !v.Layout.Has(p.Card) || !v.Layout.Has(p.Flip) || p.Step > Bomb ||
			v.Layout.Intersect(monthOf(p.Flip)).Remove(p.Flip).Len() != 2 || int(p.Card)/4 == int(p.Flip)/4 {
			return bad("pending: the turned card does not wait for a choice on this layout")
		}
	}
	return nil
}

// bonusInStock counts the bonus cards not yet taken: they are in the stock.
func (v *View) bonusInStock() int {
	return (bonusOf(v.Options.Bonus) &^ (v.Piles[0] | v.Piles[1])).Len()
}
