package gostop

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

var _ games.Checker = (*View)(nil)

// Check reports the first field of a view from outside (a bot request, a
// file) that is out of range or contradicts the others, by its JSON name;
// nil for a view some legal deal shows. It checks every field: the ranges
// and enumerations, that every card lies in one place only and the counts
// add up to the 48 cards, the turn against the cards played, the stacks
// and the turn in progress against the layout, the go counts, the scores
// against the piles, and the outcome against all of it. The turn and stack
// rules are Sample's own check, run after the ranges.
func (v *View) Check() error {
	for _, check := range []func() error{v.checkRanges, v.checkCards, v.checkPhase} {
		if err := check(); err != nil {
			return err
		}
	}
	if v.Phase == PhaseOver {
		// Over, the turn and the stacks are as the deal left them: a hand
		// quad ends it at the deal itself, before turn 1.
		return v.checkOutcome()
	}
	if err := v.check(); err != nil {
		return viewErr("%s", strings.TrimPrefix(err.Error(), "inconsistent view: "))
	}
	return nil
}

func viewErr(format string, args ...any) error {
	return fmt.Errorf("view: "+format, args...)
}

// cardOrNone reports whether c is a card of the deck or none.
func cardOrNone(c cards.Card) bool { return c == cards.None || int(c) < 48 }

func (v *View) checkRanges() error {
	p := v.Pending
	switch {
	case !isSeat(v.Seat):
		return viewErr("viewer %d is not a seat (0 or 1)", v.Seat)
	case v.Phase > PhaseOver:
		return viewErr("phase %d is not a phase (0–%d)", v.Phase, PhaseOver)
	case !isSeat(int(v.ToMove)):
		return viewErr("toMove %d is not a seat (0 or 1), -1 (deal due) or -2 (over)", v.ToMove)
	case !isSeat(int(v.First)):
		return viewErr("first %d is not a seat (0 or 1)", v.First)
	case v.Turn < 0 || v.Turn > 20:
		return viewErr("turn %d is not 0–20", v.Turn)
	case v.Options.Bonus != 0 && v.Options.Bonus != 2 && v.Options.Bonus != 3:
		return viewErr("options.bonus %d is not 0, 2 or 3", v.Options.Bonus)
	case v.StockLeft < 0 || int(v.StockLeft) > stockSize(v.Options):
		return viewErr("stockCount %d is not 0–%d", v.StockLeft, stockSize(v.Options))
	case !cardOrNone(p.Card):
		return viewErr("pending.card %d is not a card (0–47) or 255 (none)", p.Card)
	case p.Step > Dummy:
		return viewErr("pending.step %d is not 0–5", p.Step)
	case !cardOrNone(p.Pair):
		return viewErr("pending.pair %d is not a card (0–47) or 255 (none)", p.Pair)
	case !cardOrNone(p.Other):
		return viewErr("pending.other %d is not a card (0–47) or 255 (none)", p.Other)
	case !cardOrNone(p.Flip):
		return viewErr("pending.flip %d is not a card (0–47) or 255 (none)", p.Flip)
	case p.Maker < NoStack || p.Maker > OpeningDeal:
		return viewErr("pending.maker %d is not -1, a seat (0 or 1) or 2", p.Maker)
	case p.Start&^fullMask != 0:
		return viewErr("pending.start holds card id %d, not of the deck (0–47)", (p.Start &^ fullMask).First())
	case v.End > EndNagari:
		return viewErr("end %d is not 0–4", v.End)
	case v.Winner < -1 || v.Winner > 1:
		return viewErr("matchWinner %d is not a seat (0 or 1) or -1", v.Winner)
	case v.Payment < 0:
		return viewErr("payment %d is negative", v.Payment)
	case v.Quad&^fullMask != 0:
		return viewErr("quad holds card id %d, not of the deck (0–47)", (v.Quad &^ fullMask).First())
	case v.Deals < 0 || v.Deals > 1 && !v.Options.NagariDoubles:
		return viewErr("deals %d is not 0 or 1 (a match is one deal)", v.Deals)
	case v.Carry < 0 || v.Carry > 0 && !v.Options.NagariDoubles:
		return viewErr("nagariCarry %d without the house rule nagari-doubles", v.Carry)
	case v.Deals != v.Carry && (v.Phase != PhaseOver || v.Deals != v.Carry+1):
		return viewErr("deals %d: every deal before the last was a nagari (nagariCarry %d)", v.Deals, v.Carry)
	case v.Redeals < 0:
		return viewErr("redeals %d is negative", v.Redeals)
	}
	for m, mk := range v.StackMaker {
		if mk < NoStack || mk > OpeningDeal {
			return viewErr("stackMaker[%d] %d is not -1, a seat (0 or 1) or 2", m, mk)
		}
	}
	for q := 0; q < 2; q++ {
		switch {
		case v.HandCounts[q] < 0 || v.HandCounts[q] > 10:
			return viewErr("handCounts[%d] %d is not 0–10", q, v.HandCounts[q])
		case v.Ppuk[q] < 0 || v.Ppuk[q] > 3:
			return viewErr("ppuk[%d] %d is not 0–3", q, v.Ppuk[q])
		case v.Gos[q] < 0 || v.Gos[q] > 10:
			return viewErr("gos[%d] %d is not 0–10", q, v.Gos[q])
		case (v.Gos[q] == 0) != (v.LastGo[q] == 0) || v.LastGo[q] < 0 || v.LastGo[q] > 0 && v.LastGo[q] < 7:
			return viewErr("lastGo[%d] %d is not a score of 7 or more after gos[%d] %d (0 before any go)", q, v.LastGo[q], q, v.Gos[q])
		case v.Scores[q] != Points(v.Piles[q]&packOf(v.Options)):
			return viewErr("scores[%d] %d is not the score of piles[%d] (%d)", q, v.Scores[q], q, Points(v.Piles[q]&packOf(v.Options)))
		case v.Shakes[q] != 0 && !v.Options.Shaking || v.Shakes[q] < 0 || int(v.Shakes[q])*3 != v.Shaken[q].Len() || quads(v.Shaken[q]) != 0:
			return viewErr("shakes[%d] %d and shaken[%d] (%d cards) do not fit: three cards of a month per shake, with the house rule shaking", q, v.Shakes[q], q, v.Shaken[q].Len())
		case v.Bombs[q] != 0 && !v.Options.Bombs || v.Bombs[q] < 0 || v.Bombs[q] > 3:
			return viewErr("bombs[%d] %d: 0–3, with the house rule bombs", q, v.Bombs[q])
		case v.Dummies[q] < 0 || v.Dummies[q] > 2*v.Bombs[q]:
			return viewErr("dummies[%d] %d: two dummy turns per bomb (bombs[%d] %d)", q, v.Dummies[q], q, v.Bombs[q])
		}
		for m := 0; m < 12; m++ {
			if n := v.Shaken[q].Intersect(monthMask[m]).Len(); n != 0 && n != 3 {
				return viewErr("shaken[%d] holds %d cards of month %d (a shake shows three)", q, n, m+1)
			}
		}
	}
	return nil
}

// checkCards checks that every card is in one place (the viewer's hand,
// the layout, a pile), that the cards played lie on the layout or in a
// pile, and that the counts add up to the deck.
func (v *View) checkCards() error {
	named := []struct {
		name string
		set  cards.Set
	}{{"hand", v.Hand}, {"layout", v.Layout}, {"piles[0]", v.Piles[0]}, {"piles[1]", v.Piles[1]}}
	var seen cards.Set
	for i, x := range named {
		deck := fullMask
		if i >= 2 {
			deck = packOf(v.Options) // the piles alone hold bonus cards
		}
		if x.set&^deck != 0 {
			return viewErr("%s holds card id %d, not of the deck (0–47) or a bonus card of the match", x.name, (x.set &^ deck).First())
		}
		if dup := x.set & seen; dup != 0 {
			for _, y := range named[:i] {
				if y.set.Has(dup.First()) {
					return viewErr("%s holds %s, which %s holds too", x.name, Code(dup.First()), y.name)
				}
			}
		}
		seen |= x.set
	}
	for q := 0; q < 2; q++ {
		if x := v.Played[q] &^ (v.Layout | v.Piles[0] | v.Piles[1]); x != 0 {
			return viewErr("played[%d] holds %s, which is neither on the layout nor in a pile", q, Code(x.First()))
		}
	}
	if x := v.Played[0] & v.Played[1]; x != 0 {
		return viewErr("played[1] holds %s, which p0 played", Code(x.First()))
	}
	if n := v.Hand.Len(); n != v.HandCounts[v.Seat] {
		return viewErr("hand holds %d cards, but handCounts[%d] is %d", n, v.Seat, v.HandCounts[v.Seat])
	}
	if x := v.Shaken[1-v.Seat] &^ v.Played[1-v.Seat] & seen; x != 0 {
		return viewErr("shaken[%d] holds %s, still in p%d's hand, but the view shows it elsewhere", 1-v.Seat, Code(x.First()), 1-v.Seat)
	}
	if x := v.Shaken[v.Seat] &^ v.Played[v.Seat] &^ v.Hand; x != 0 {
		return viewErr("shaken[%d] holds %s, neither played nor in the hand", v.Seat, Code(x.First()))
	}
	if v.Phase != PhaseChance {
		if unseen, want := packOf(v.Options).Len()-seen.Len(), v.HandCounts[1-v.Seat]+int(v.StockLeft); unseen != want {
			return viewErr("%d cards are unseen, but handCounts[%d] %d and stockCount %d make %d",
				unseen, 1-v.Seat, v.HandCounts[1-v.Seat], v.StockLeft, want)
		}
	}
	if v.Phase != PhaseOver && quads(v.Hand|v.Played[v.Seat]) != 0 {
		return viewErr("hand and played[%d] hold a whole month, which ends the deal at once", v.Seat)
	}
	return nil
}

// checkPhase checks what each phase implies of the other fields: nothing
// dealt while the deal is due, no outcome before the end, the turn in
// progress only while the turned card waits for a choice.
func (v *View) checkPhase() error {
	if v.Phase == PhaseChance && v.End == EndNagari {
		// A nagari carried to the next deal: the drawn deal stays on view.
		switch {
		case !v.Options.NagariDoubles || v.Carry < 1:
			return viewErr("end 4 (nagari) while a deal is due, without a nagari carried (nagari-doubles)")
		case v.Turn != 20 || int(v.StockLeft) != v.bonusInStock() || v.HandCounts != [2]int{} || v.Winner != -1 || v.Payment != 0 || v.Quad != 0:
			return viewErr("a nagari carried: turn 20, empty hands, a stock of the bonus cards left only, no winner or payment expected")
		case v.ToMove != v.First:
			return viewErr("toMove %d while the deal is due (-1 expected)", v.ToMove)
		case v.Pending != noPending:
			return viewErr("pending is set, but no turn waits for a choice (phase %d)", v.Phase)
		}
		return nil
	}
	if v.Phase == PhaseChance {
		switch {
		case v.Shakes != [2]int8{} || v.Bombs != [2]int8{} || v.Dummies != [2]int8{} || v.Shaken != [2]cards.Set{}:
			return viewErr("phase 0 (deal due), but shakes, bombs, dummies or shaken is set")
		case v.Turn != 0 || v.StockLeft != 0 || v.HandCounts != [2]int{} || v.Layout|v.Piles[0]|v.Piles[1]|v.Played[0]|v.Played[1] != 0:
			return viewErr("phase 0 (deal due), but turn, stockCount, handCounts, layout, piles or played is set")
		case v.Ppuk != [2]int8{} || v.Gos != [2]int8{}:
			return viewErr("phase 0 (deal due), but ppuk or gos is set")
		case v.ToMove != v.First:
			return viewErr("toMove %d while the deal is due (-1 expected)", v.ToMove)
		}
		for m, mk := range v.StackMaker {
			if mk != NoStack {
				return viewErr("stackMaker[%d] is %d while the deal is due (-1 expected)", m, mk)
			}
		}
	} else if v.Turn == 0 && v.End != EndQuad {
		return viewErr("turn is 0 in phase %d (1–20 once dealt)", v.Phase)
	}
	if v.Phase != PhaseOver {
		switch {
		case v.End != EndNone:
			return viewErr("end is %d, but the deal goes on (phase %d)", v.End, v.Phase)
		case v.Winner != -1 || v.Payment != 0 || v.Quad != 0 || v.Deals != v.Carry:
			return viewErr("matchWinner, payment, quad or deals is set, but the deal goes on (phase %d)", v.Phase)
		}
		for q := 0; q < 2; q++ {
			if v.Ppuk[q] == 3 {
				return viewErr("ppuk[%d] is 3, which ends the deal", q)
			}
		}
	}
	if v.Phase != PhaseFlipChoice && v.Pending != noPending {
		return viewErr("pending is set, but no turn waits for a choice (phase %d)", v.Phase)
	}
	if v.Phase == PhaseFlipChoice && v.Pending.Step == Dummy {
		if p := v.Pending; p.Card != cards.None || p.Pair != cards.None || p.Other != cards.None || p.Maker != NoStack || p.Flip == cards.None {
			return viewErr("pending: a dummy turn has no hand card, pair or stack, and waits with the turned card")
		}
	} else if v.Phase == PhaseFlipChoice {
		p := v.Pending
		switch {
		case p.Card == cards.None || !v.Played[v.ToMove].Has(p.Card):
			return viewErr("pending.card %d is not a card p%d has played", p.Card, v.ToMove)
		case p.Flip == cards.None:
			return viewErr("pending.flip is 255 (none) while the turned card waits for a choice")
		case p.Step == Laid && (p.Pair != cards.None || p.Other != cards.None),
			(p.Step == Pair || p.Step == Pair2) && (p.Pair == cards.None || int(p.Pair)/4 != int(p.Card)/4),
			p.Step == Pair && p.Other != cards.None,
			p.Step == Bomb && (p.Pair == cards.None || int(p.Pair)/4 != int(p.Card)/4 || p.Other != cards.None || !v.Options.Bombs),
			p.Step == Pair2 && (p.Other == cards.None || int(p.Other)/4 != int(p.Card)/4 || p.Other == p.Pair):
			return viewErr("pending.pair %d and pending.other %d do not fit pending.step %d of pending.card %d", p.Pair, p.Other, p.Step, p.Card)
		case p.Step != Stack && p.Maker != NoStack:
			return viewErr("pending.maker is %d, but pending.step %d takes no stack", p.Maker, p.Step)
		}
	}
	if v.Phase == PhaseDecide {
		q := int(v.ToMove)
		if !DecisionDue(Points(v.Piles[q]), int(v.Gos[q]), int(v.LastGo[q])) {
			return viewErr("phase 3 (go or stop), but p%d's score %d is no reason to decide (gos %d, lastGo %d)", q, Points(v.Piles[q]), v.Gos[q], v.LastGo[q])
		}
		if v.Turn == 20 || v.HandCounts[q] == 0 && v.Dummies[q] == 0 {
			return viewErr("phase 3 (go or stop) on the last turn, where the stop is forced")
		}
	}
	return nil
}

// checkOutcome checks the end of the deal against the piles and counts.
func (v *View) checkOutcome() error {
	switch {
	case v.Deals != v.Carry+1:
		return viewErr("deals is %d once the deal is over (%d expected: the nagaris carried and this deal)", v.Deals, v.Carry+1)
	case v.End == EndNone:
		return viewErr("end is 0, but the deal is over")
	case v.End == EndNagari && (v.Winner != -1 || v.Payment != 0):
		return viewErr("matchWinner %d and payment %d for a drawn deal (end 4: -1 and 0)", v.Winner, v.Payment)
	case v.End != EndNagari && v.Winner < 0:
		return viewErr("matchWinner is -1, but end %d has a winner", v.End)
	case v.End != EndQuad && v.Quad != 0:
		return viewErr("quad is set, but end %d is no hand quad", v.End)
	}
	switch v.End {
	case EndQuad:
		if v.Quad == 0 || quads(v.Quad) != v.Quad || int(v.Payment) != 5<<carried(&v.Public) || v.Turn != 0 {
			return viewErr("quad %d, payment %d: a hand quad shows whole months and pays 5 at the deal", v.Quad, v.Payment)
		}
	case EndPpuk:
		if v.Ppuk[v.Winner] != 3 || int(v.Payment) != 5<<carried(&v.Public) {
			return viewErr("end 3 (third ppuk), but ppuk[%d] is %d and payment %d (3 and %d expected)", v.Winner, v.Ppuk[v.Winner], v.Payment, 5<<carried(&v.Public))
		}
	case EndStop:
		w := int(v.Winner)
		if want := SettleDeal(&v.Public, w).Total; int(v.Payment) != want {
			return viewErr("payment %d is not what the piles pay the stopper p%d (%d)", v.Payment, w, want)
		}
	}
	return nil
}
