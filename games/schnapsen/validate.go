package schnapsen

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/excerpt"
)

var _ games.Checker = (*View)(nil)

// Check reports the first field of a view from outside (a bot request, a
// file) that is out of range or contradicts the others, by its JSON name;
// nil for a view some legal match shows. The engine indexes its tables
// with the trump, the lead and the seats, so a view that fails here must
// never reach Legal or Sample (a trump of 9 or a lead of 31 ends the
// program there). It checks every field: the ranges, that every card lies
// in one place only and the counts add up to the twenty cards, the trick
// history against the piles and the turn, the points against the cards
// won and the marriages, the stock's phase, and the match and last-deal
// fields against each other.
func (v *View) Check() error {
	for _, check := range []func() error{v.checkRanges, v.checkCards, v.checkStock, v.checkHistory, v.checkPoints, v.checkMatch} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func viewErr(format string, args ...any) error {
	return fmt.Errorf("view: "+format, args...)
}

// dealt reports whether the view is of a deal: in play, or between deals
// once one was dealt (the cards of the last deal stay where they were).
func (v *View) dealt() bool { return v.ToMove >= 0 || v.Deals > 0 }

func (v *View) checkRanges() error {
	d, err := cards.ByKey(v.Deck)
	r := v.Options
	nc := r.NumCards()
	switch {
	case err != nil || (d.ID() != r.DeckOf(cards.German20) && d.ID() != r.DeckOf(cards.French20)):
		return viewErr("deck %s is not a Schnapsen deck (german20 or french20; german24 or french24 with sechsundsechzig)", excerpt.Quote(v.Deck))
	case !isSeat(v.Seat):
		return viewErr("viewer %d is not a seat (0 or 1)", v.Seat)
	case v.OpponentSeat != 1-v.Seat:
		return viewErr("opponent %d is not the other seat than viewer %d", v.OpponentSeat, v.Seat)
	case v.ToMove < games.Nobody || v.ToMove > 1:
		return viewErr("toMove %d is not a seat (0 or 1), -1 (deal due) or -2 (match over)", v.ToMove)
	case !isSeat(v.Dealer):
		return viewErr("dealer %d is not a seat (0 or 1)", v.Dealer)
	case !isSeat(v.Leader):
		return viewErr("leader %d is not a seat (0 or 1)", v.Leader)
	case v.Trump < -1 || v.Trump > 3:
		return viewErr("trump %d is not a suit (0–3) or -1", v.Trump)
	case v.Trump == -1 && v.dealt():
		return viewErr("trump is -1 (no deal yet), but a deal was dealt")
	case v.Trump != -1 && !v.dealt():
		return viewErr("trump is %d before the first deal (-1 expected)", v.Trump)
	case v.Lead != cards.None && int(v.Lead) >= nc:
		return viewErr("lead %d is not a card (0–%d) or 255 (none)", v.Lead, nc-1)
	case v.Indicator != cards.None && int(v.Indicator) >= nc:
		return viewErr("indicator %d is not a card (0–%d) or 255 (none)", v.Indicator, nc-1)
	case v.StockCount < 0 || v.StockCount > r.StockSize() || v.StockCount%2 != 0:
		return viewErr("stockCount %d is not an even number 0–%d", v.StockCount, r.StockSize())
	case v.StockState > StockExhausted:
		return viewErr("stockState %d is not 0 (open), 1 (closed) or 2 (exhausted)", v.StockState)
	case v.StrictPlay != (v.StockState != StockOpen):
		return viewErr("strict is %v with the stock %s", v.StrictPlay, v.StockState)
	case v.Closer < -1 || v.Closer > 1:
		return viewErr("closer %d is not a seat (0 or 1) or -1", v.Closer)
	case len(v.History) > nc/2:
		return viewErr("history holds %d tricks, more than %d", len(v.History), nc/2)
	case v.Deals < 0:
		return viewErr("deals %d is negative", v.Deals)
	case v.MatchWinner < -1 || v.MatchWinner > 1:
		return viewErr("matchWinner %d is not a seat (0 or 1) or -1", v.MatchWinner)
	case v.DealValue < 0 || v.DealValue > 3:
		return viewErr("dealValue %d is not 0–3", v.DealValue)
	}
	for p := 0; p < 2; p++ {
		switch {
		case v.HandCount[p] < 0 || v.HandCount[p] > r.HandSize():
			return viewErr("handCounts[%d] %d is not 0–%d", p, v.HandCount[p], r.HandSize())
		case v.Points[p] < 0 || v.Points[p] > maxPoints:
			return viewErr("points[%d] %d is not 0–%d", p, v.Points[p], maxPoints)
		case v.Pending[p] < 0 || v.Pending[p] > maxPoints:
			return viewErr("pending[%d] %d is not 0–%d", p, v.Pending[p], maxPoints)
		case v.TricksWon[p] < 0 || v.TricksWon[p] > nc/2:
			return viewErr("tricksWon[%d] %d is not 0–%d", p, v.TricksWon[p], nc/2)
		case v.Declared[p] > 0xF:
			return viewErr("declared[%d] %d has bits beyond the four suits", p, v.Declared[p])
		case v.MatchPoints[p] < MatchStart-maxGamePoints*v.Deals || v.MatchPoints[p] > MatchStart:
			return viewErr("matchPoints[%d] %d is not what %d deals leave of %d (at most %d game points a deal)", p, v.MatchPoints[p], v.Deals, MatchStart, maxGamePoints)
		}
	}
	return nil
}

// maxPoints bounds a seat's points in a deal: every card, Sechsundsechzig's
// last trick and every marriage, the trump one included.
const maxPoints = 120 + LastTrickBonus + 40 + 3*20

// maxGamePoints is the most a deal is worth.
const maxGamePoints = 3

// checkCards checks that every card is in one place: the viewer's hand,
// a pile, the trick, the stock's bottom, or known to be in the other
// seat's hand; and that the counts add up to the twenty cards.
func (v *View) checkCards() error {
	me, o := v.Seat, 1-v.Seat
	full := v.Options.Full()
	nc := v.Options.NumCards()
	var lead, ind cards.Set
	if v.Lead != cards.None {
		lead = cards.SetOf(v.Lead)
	}
	if v.StockCount > 0 {
		if v.Indicator == cards.None {
			return viewErr("indicator is 255 (none), but stockCount is %d", v.StockCount)
		}
		ind = cards.SetOf(v.Indicator)
	} else if v.Indicator != cards.None {
		return viewErr("indicator is %d, but the stock is empty (255 expected)", v.Indicator)
	}
	named := []struct {
		name string
		set  cards.Set
	}{
		{"hand", v.Hand}, {"piles[0]", v.Piles[0]}, {"piles[1]", v.Piles[1]},
		{"lead", lead}, {"indicator", ind}, {fmt.Sprintf("known[%d]", o), v.Known[o]},
	}
	var seen cards.Set
	for i, x := range named {
		if x.set&^full != 0 {
			return viewErr("%s holds card id %d, not of the deck (0–%d)", x.name, (x.set &^ full).First(), nc-1)
		}
		if dup := x.set & seen; dup != 0 {
			for _, y := range named[:i] {
				if y.set.Has(dup.First()) {
					return viewErr("%s holds card %d, which %s holds too", x.name, dup.First(), y.name)
				}
			}
		}
		seen |= x.set
	}
	for p := 0; p < 2; p++ {
		if v.Excluded[p]&^full != 0 {
			return viewErr("excluded[%d] holds card id %d, not of the deck (0–%d)", p, (v.Excluded[p] &^ full).First(), nc-1)
		}
		if v.Known[p]&^full != 0 {
			return viewErr("known[%d] holds card id %d, not of the deck (0–%d)", p, (v.Known[p] &^ full).First(), nc-1)
		}
		if v.Known[p].Len() > v.HandCount[p] {
			return viewErr("known[%d] holds %d cards, but handCounts[%d] is %d", p, v.Known[p].Len(), p, v.HandCount[p])
		}
		if v.Piles[p].Len() != 2*v.TricksWon[p] {
			return viewErr("piles[%d] holds %d cards, not two for each of tricksWon[%d] %d", p, v.Piles[p].Len(), p, v.TricksWon[p])
		}
	}
	switch {
	case v.Known[me]&^v.Hand != 0:
		return viewErr("known[%d] holds card %d, which is not in the viewer's hand", me, (v.Known[me] &^ v.Hand).First())
	case v.Known[o]&v.Excluded[o] != 0:
		return viewErr("known[%d] and excluded[%d] both hold card %d", o, o, (v.Known[o] & v.Excluded[o]).First())
	case v.Hand.Len() != v.HandCount[me]:
		return viewErr("hand holds %d cards, but handCounts[%d] is %d", v.Hand.Len(), me, v.HandCount[me])
	}
	n := v.HandCount[0] + v.HandCount[1] + v.StockCount + v.Piles[0].Len() + v.Piles[1].Len() + lead.Len()
	if v.dealt() && n != nc {
		return viewErr("the hands (%d and %d), the stock (%d), the piles and the lead make %d cards, not %d",
			v.HandCount[0], v.HandCount[1], v.StockCount, n, nc)
	}
	if !v.dealt() && n != 0 {
		return viewErr("no deal was dealt, but the view holds %d cards", n)
	}
	if v.ToMove >= 0 {
		// In play the seats hold as many cards, but for the card led.
		want := [2]int{v.HandCount[1-v.Leader], v.HandCount[1-v.Leader]}
		if v.Lead != cards.None {
			want[v.Leader]--
		}
		if v.HandCount != want || want[v.Leader] < 0 {
			return viewErr("handCounts %v: in play the seats hold as many cards, the leader one fewer once it has led", v.HandCount)
		}
		if v.HandCount[v.ToMove] == 0 {
			return viewErr("toMove is p%d, who holds no card", v.ToMove)
		}
	} else if v.Lead != cards.None {
		return viewErr("lead is %d, but no trick is in progress (toMove %d)", v.Lead, v.ToMove)
	}
	if v.Trump >= 0 && v.StockCount > 0 && Suit(v.Indicator) != v.Trump {
		return viewErr("indicator %d is not of the trump suit %d", v.Indicator, v.Trump)
	}
	return nil
}

// checkStock checks the stock's phase against its size, the closer and
// what strict play has revealed.
func (v *View) checkStock() error {
	switch v.StockState {
	case StockOpen:
		// The last draw exhausts the stock: an open stock is never empty
		// once dealt.
		if v.dealt() && v.StockCount == 0 {
			return viewErr("stockState is open, but the stock is empty")
		}
	case StockClosed:
		if v.StockCount == 0 {
			return viewErr("stockState is closed, but the stock is empty (a stock is closed with two cards or more)")
		}
		if v.StockCount < v.Options.MinStock() {
			return viewErr("stockState is closed with stockCount %d, but the house rule no-exchange-close-at-two forbids closing with fewer than %d", v.StockCount, v.Options.MinStock())
		}
	case StockExhausted:
		if v.StockCount != 0 {
			return viewErr("stockState is exhausted, but stockCount is %d", v.StockCount)
		}
	}
	if (v.StockState == StockClosed) != (v.Closer >= 0) {
		return viewErr("closer %d with the stock %s (a seat exactly when closed)", v.Closer, v.StockState)
	}
	if v.StockState != StockClosed && (v.ClosePoints != 0 || v.CloseTrick) {
		return viewErr("closeOpponentPoints %d and closeOpponentHadTrick %v are set, but the stock is %s", v.ClosePoints, v.CloseTrick, v.StockState)
	}
	if v.StockState == StockOpen && v.Excluded != [2]cards.Set{} {
		return viewErr("excluded is set, but the stock is open (only strict play excludes cards)")
	}
	if v.StockState == StockClosed {
		o := 1 - v.Closer
		switch {
		case v.ClosePoints < 0 || v.ClosePoints > v.Points[o]:
			return viewErr("closeOpponentPoints %d is not 0–%d, the points p%d has now", v.ClosePoints, v.Points[o], o)
		case v.CloseTrick && v.TricksWon[o] == 0:
			return viewErr("closeOpponentHadTrick is true, but p%d has won no trick", o)
		case !v.CloseTrick && v.ClosePoints != 0:
			return viewErr("closeOpponentPoints is %d, but closeOpponentHadTrick is false", v.ClosePoints)
		}
	}
	return nil
}

// checkHistory checks the finished tricks against the piles, the trump
// and the turn.
func (v *View) checkHistory() error {
	if !v.dealt() {
		if len(v.History) > 0 {
			return viewErr("history holds %d tricks before the first deal", len(v.History))
		}
		return nil
	}
	if len(v.History) != v.TricksWon[0]+v.TricksWon[1] {
		return viewErr("history holds %d tricks, but tricksWon adds up to %d", len(v.History), v.TricksWon[0]+v.TricksWon[1])
	}
	// The first trick is led by the dealer's opponent; between deals the
	// dealer field already names the next dealer (it alternates), but not
	// once the match is over.
	first := 1 - v.Dealer
	if v.ToMove == games.Chance {
		first = v.Dealer
	}
	var won [2]cards.Set
	leader := first
	nc := v.Options.NumCards()
	for i, t := range v.History {
		l, f := t.Lead, t.Follow
		switch {
		case int(t.Leader) != leader:
			return viewErr("history[%d].leader is %d, but p%d leads it (the dealer's opponent first, then each trick's winner)", i, t.Leader, leader)
		case int(l) >= nc:
			return viewErr("history[%d].lead %d is not a card (0–%d)", i, l, nc-1)
		case int(f) >= nc || f == l:
			return viewErr("history[%d].follow %d is not a card (0–%d) other than the lead", i, f, nc-1)
		}
		w := int(t.Leader)
		if Beats(l, f, v.Trump) {
			w = 1 - w
		}
		if int(t.Winner) != w {
			return viewErr("history[%d].winner is %d, but p%d takes %d with %d (trump %d)", i, t.Winner, w, f, l, v.Trump)
		}
		both := cards.SetOf(l, f)
		if (won[0]|won[1])&both != 0 {
			return viewErr("history[%d] plays a card an earlier trick played", i)
		}
		won[w] |= both
		leader = w
	}
	if won != v.Piles {
		return viewErr("piles %v are not the cards of the history's tricks %v", v.Piles, won)
	}
	if v.ToMove >= 0 && v.Leader != leader {
		return viewErr("leader is p%d, but p%d leads after the history", v.Leader, leader)
	}
	if v.ToMove >= 0 {
		want := v.Leader
		if v.Lead != cards.None {
			want = 1 - v.Leader
		}
		if v.ToMove != want {
			return viewErr("toMove is p%d, but p%d is to play (leader p%d, lead %d)", v.ToMove, want, v.Leader, v.Lead)
		}
	}
	return nil
}

// checkPoints checks the points against the cards won and the marriages
// declared: a marriage counts once its declarer has a trick, until then it
// is pending.
func (v *View) checkPoints() error {
	for p := 0; p < 2; p++ {
		marriages := 0
		for s := 0; s < 4; s++ {
			if v.Declared[p]&(1<<s) != 0 {
				marriages += 20
				if s == v.Trump {
					marriages += 20
				}
			}
		}
		if got, want := v.Points[p]+v.Pending[p], SetPoints(v.Piles[p])+marriages+v.lastTrickBonus(p); got != want {
			return viewErr("points[%d] %d and pending[%d] %d make %d, but piles[%d] and the marriages declared[%d] give %d",
				p, v.Points[p], p, v.Pending[p], got, p, p, want)
		}
		if v.Pending[p] > 0 && v.TricksWon[p] > 0 {
			return viewErr("pending[%d] is %d, but p%d has a trick (a marriage counts from the first trick)", p, v.Pending[p], p)
		}
		if v.Declared[p]&v.Declared[1-p] != 0 {
			return viewErr("declared: both seats declared a marriage of the same suit (%04b)", v.Declared[p]&v.Declared[1-p])
		}
	}
	if v.ToMove >= 0 {
		// A deal in play has no winner yet (the first to 66 ends it).
		for p := 0; p < 2; p++ {
			if v.Points[p] >= Target {
				return viewErr("points[%d] is %d, but a deal ends at %d", p, v.Points[p], Target)
			}
		}
		s := State{stockState: v.StockState, closer: int8(v.Closer), closePts: int16(v.ClosePoints), closeTrick: v.CloseTrick}
		for p := 0; p < 2; p++ {
			s.points[p], s.tricks[p] = int16(v.Points[p]), int8(v.TricksWon[p])
		}
		if want := s.DealValue(v.Seat); v.DealValue != want {
			return viewErr("dealValue is %d, but the deal is worth %d to p%d now", v.DealValue, want, v.Seat)
		}
	} else if v.DealValue != 0 {
		return viewErr("dealValue is %d between deals (0 expected)", v.DealValue)
	}
	return nil
}

// lastTrickBonus is the 10 points Sechsundsechzig gives seat p for the
// last trick: the stock exhausted (not closed), every card played, p the
// winner of the last trick.
func (v *View) lastTrickBonus(p int) int {
	if !v.Options.Sechs || v.StockState != StockExhausted || v.HandCount != [2]int{} ||
		v.Lead != cards.None || len(v.History) == 0 || int(v.History[len(v.History)-1].Winner) != p {
		return 0
	}
	return LastTrickBonus
}

// checkMatch checks the match score, the winner and the last deal.
func (v *View) checkMatch() error {
	lost := 2*MatchStart - v.MatchPoints[0] - v.MatchPoints[1]
	if lost < v.Deals || lost > maxGamePoints*v.Deals {
		return viewErr("matchPoints %v: %d game points in %d deals (1–%d a deal)", v.MatchPoints, lost, v.Deals, maxGamePoints)
	}
	over := v.MatchPoints[0] <= 0 || v.MatchPoints[1] <= 0
	switch {
	case v.MatchPoints[0] <= 0 && v.MatchPoints[1] <= 0:
		return viewErr("matchPoints %v: both seats are out", v.MatchPoints)
	case v.ToMove == games.Nobody && (v.MatchWinner < 0 || v.MatchPoints[v.MatchWinner] > 0):
		return viewErr("toMove is -2 (match over), but matchWinner %d has not played out (matchPoints %v)", v.MatchWinner, v.MatchPoints)
	case v.ToMove != games.Nobody && (v.MatchWinner != -1 || over):
		return viewErr("matchWinner %d, matchPoints %v, but the match goes on (toMove %d)", v.MatchWinner, v.MatchPoints, v.ToMove)
	}
	if v.Deals == 0 {
		if v.LastWinner != -1 || v.LastGame != 0 || v.LastReason != EndNone || v.LastPoints != [2]int{} || v.LastTricks != [2]int{} || v.LastCloser != -1 {
			return viewErr("lastWinner, lastGamePoints, lastReason, lastPoints, lastTricksWon or lastCloser is set before any deal ended")
		}
		return nil
	}
	switch {
	case !isSeat(v.LastWinner):
		return viewErr("lastWinner %d is not a seat (0 or 1)", v.LastWinner)
	case v.LastGame < 1 || v.LastGame > maxGamePoints:
		return viewErr("lastGamePoints %d is not 1–%d", v.LastGame, maxGamePoints)
	case v.LastReason < EndReached66 || v.LastReason > EndLastTrick:
		return viewErr("lastReason %d is not 1–5", v.LastReason)
	case v.LastCloser < -1 || v.LastCloser > 1:
		return viewErr("lastCloser %d is not a seat (0 or 1) or -1", v.LastCloser)
	case v.ToMove == games.Nobody && v.LastWinner != v.MatchWinner:
		return viewErr("lastWinner p%d did not win the match, matchWinner p%d did", v.LastWinner, v.MatchWinner)
	}
	closed := v.LastReason == EndCloser66 || v.LastReason == EndCloseBeaten || v.LastReason == EndCloseFailed
	switch {
	case closed != (v.LastCloser >= 0):
		return viewErr("lastCloser %d disagrees with lastReason %d", v.LastCloser, v.LastReason)
	case v.LastReason == EndCloser66 && v.LastWinner != v.LastCloser,
		(v.LastReason == EndCloseBeaten || v.LastReason == EndCloseFailed) && v.LastWinner == v.LastCloser:
		return viewErr("lastWinner p%d disagrees with lastCloser p%d and lastReason %d", v.LastWinner, v.LastCloser, v.LastReason)
	case v.LastReason == EndLastTrick && v.LastGame != 1:
		return viewErr("lastGamePoints is %d for a last trick (1 expected)", v.LastGame)
	}
	for p := 0; p < 2; p++ {
		switch {
		case v.LastPoints[p] < 0 || v.LastPoints[p] > maxPoints:
			return viewErr("lastPoints[%d] %d is not 0–%d", p, v.LastPoints[p], maxPoints)
		case v.LastTricks[p] < 0 || v.LastTricks[p] > v.Options.NumCards()/2:
			return viewErr("lastTricksWon[%d] %d is not 0–%d", p, v.LastTricks[p], v.Options.NumCards()/2)
		}
	}
	if v.LastTricks[0]+v.LastTricks[1] > v.Options.NumCards()/2 {
		return viewErr("lastTricksWon %v add up to more than %d tricks", v.LastTricks, v.Options.NumCards()/2)
	}
	if v.ToMove < 0 && (v.LastPoints != v.Points || v.LastTricks != v.TricksWon) {
		// Between deals the deal just finished is still on the table.
		return viewErr("lastPoints %v and lastTricksWon %v are not the points %v and tricksWon %v of the deal just ended", v.LastPoints, v.LastTricks, v.Points, v.TricksWon)
	}
	return nil
}
