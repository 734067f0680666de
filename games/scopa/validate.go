package scopa

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

var _ games.Checker = (*View)(nil)

// Check reports the first field of a view from outside (a bot request, a
// file) that is out of range or contradicts the others, by its JSON name;
// nil for a view some legal match shows. It checks every field: the seats,
// that every card lies in one place only and the counts add up to the deck,
// that the plays, the turn and the hands agree with the stock, and that the
// score fields are the score of what the piles hold.
func (v *View) Check() error {
	if err := v.checkRanges(); err != nil {
		return err
	}
	if err := v.checkCards(); err != nil {
		return err
	}
	if err := v.checkScore(); err != nil {
		return err
	}
	return v.checkDeal()
}

func viewErr(format string, args ...any) error {
	return fmt.Errorf("view: "+format, args...)
}

func (v *View) checkRanges() error {
	switch {
	case !isSeat(v.Seat):
		return viewErr("viewer %d is not a seat (0 or 1)", v.Seat)
	case v.ToMove < games.Nobody || v.ToMove > 1:
		return viewErr("toMove %d is not a seat (0 or 1), -1 (deal due) or -2 (match over)", v.ToMove)
	case !isSeat(v.Dealer):
		return viewErr("dealer %d is not a seat (0 or 1)", v.Dealer)
	case v.OpponentHand < 0 || v.OpponentHand > handSize:
		return viewErr("opponentHandCount %d is not 0–%d", v.OpponentHand, handSize)
	case v.Stock < 0 || v.Stock > stockSize || v.Stock%(2*handSize) != 0:
		return viewErr("stockCount %d is not a multiple of %d from 0 to %d", v.Stock, 2*handSize, stockSize)
	case v.LastCapturer < -1 || v.LastCapturer > 1:
		return viewErr("lastCapturer %d is not a seat (0 or 1) or -1", v.LastCapturer)
	case v.Plays < 0 || v.Plays > lastPlay:
		return viewErr("plays %d is not 0–%d", v.Plays, lastPlay)
	case v.Deals < 0:
		return viewErr("deals %d is negative", v.Deals)
	case v.MatchWinner < -1 || v.MatchWinner > 1:
		return viewErr("matchWinner %d is not a seat (0 or 1) or -1", v.MatchWinner)
	}
	for p := 0; p < 2; p++ {
		switch {
		case v.Scope[p] < 0 || v.Scope[p] > lastPlay/2:
			return viewErr("scope[%d] %d is not 0–%d", p, v.Scope[p], lastPlay/2)
		case v.MatchPoints[p] < 0 || v.MatchPoints[p] > v.Options.maxDealPoints()*v.Deals:
			m := v.Options.maxDealPoints()
			return viewErr("matchPoints[%d] %d is not 0–%d (at most %d a deal in %d deals)", p, v.MatchPoints[p], m*v.Deals, m, v.Deals)
		}
	}
	return nil
}

// maxDealPoints bounds one deal's points: the four prizes and a scopa on
// every other play, and under the house rules Re Bello's point and a Napola
// of all ten Coins.
func (r Rules) maxDealPoints() int {
	m := 4 + lastPlay/2
	if r.ReBello {
		m++
	}
	if r.Napola {
		m += 10
	}
	return m
}

func (v *View) checkCards() error {
	full := cards.Italian().Full()
	named := []struct {
		name string
		set  cards.Set
	}{{"hand", v.Hand}, {"table", v.Table}, {"piles[0]", v.Piles[0]}, {"piles[1]", v.Piles[1]}}
	var seen cards.Set
	for i, x := range named {
		if x.set&^full != 0 {
			return viewErr("%s holds card id %d, not of the deck (0–39)", x.name, (x.set &^ full).First())
		}
		if dup := x.set & seen; dup != 0 {
			for _, y := range named[:i] {
				if y.set.Has(dup.First()) {
					return viewErr("%s holds %s, which %s holds too", x.name, cards.Italian().Code(dup.First()), y.name)
				}
			}
		}
		seen |= x.set
	}
	if v.Hand.Len() > handSize {
		return viewErr("hand holds %d cards, more than %d", v.Hand.Len(), handSize)
	}
	for p := 0; p < 2; p++ {
		// A scopa captures at least one card with the card played.
		if v.Scope[p] > v.Piles[p].Len()/2 {
			return viewErr("scope[%d] is %d, but piles[%d] holds only %d cards", p, v.Scope[p], p, v.Piles[p].Len())
		}
	}
	if (v.LastCapturer < 0) != (v.Piles[0]|v.Piles[1] == 0) {
		return viewErr("lastCapturer %d disagrees with the piles (-1 exactly when nothing is captured)", v.LastCapturer)
	}
	if v.LastCapturer >= 0 && v.Piles[v.LastCapturer] == 0 {
		return viewErr("lastCapturer %d has captured nothing (piles[%d] is empty)", v.LastCapturer, v.LastCapturer)
	}
	return nil
}

// checkDeal checks the deal in progress, or the pause between deals.
func (v *View) checkDeal() error {
	if v.ToMove < 0 {
		return v.checkPause()
	}
	if v.DealOver {
		return viewErr("dealOver is true, but toMove %d is to play", v.ToMove)
	}
	if v.Plays == lastPlay {
		return viewErr("plays is %d, the last play, but toMove %d is to play", v.Plays, v.ToMove)
	}
	// Every card is dealt in turn: the ten of the first deal, then six
	// from the stock to the hands at each refill.
	hand, opp := v.Hand.Len(), v.OpponentHand
	if got := v.Unseen().Len(); got != opp+v.Stock {
		return viewErr("%d cards are unseen, but opponentHandCount %d and stockCount %d make %d", got, opp, v.Stock, opp+v.Stock)
	}
	dealt := 2*handSize + (stockSize - v.Stock)
	if want := dealt - hand - opp; v.Plays != want {
		return viewErr("plays is %d, but %d cards dealt to the hands and %d held make %d", v.Plays, dealt, hand+opp, want)
	}
	// The non-dealer plays first after every deal and refill, then the
	// seats alternate.
	nd := 1 - v.Dealer
	if want := nd ^ v.Plays&1; v.ToMove != want {
		return viewErr("toMove is p%d, but after %d plays with p%d dealing p%d is to play", v.ToMove, v.Plays, v.Dealer, want)
	}
	mover, other := hand, opp
	if v.ToMove != v.Seat {
		mover, other = opp, hand
	}
	if mover != other+v.Plays&1 || mover == 0 {
		return viewErr("the hands hold %d (hand) and %d (opponentHandCount) cards, not what %d plays leave", hand, opp, v.Plays)
	}
	if v.Scope[0]+v.Scope[1] > v.Plays {
		return viewErr("scope adds up to %d sweeps in %d plays", v.Scope[0]+v.Scope[1], v.Plays)
	}
	if v.MatchWinner >= 0 {
		return viewErr("matchWinner is p%d, but the match goes on", v.MatchWinner)
	}
	if MatchWinner(v.MatchPoints) >= 0 {
		return viewErr("matchPoints %v end the match, but it goes on", v.MatchPoints)
	}
	return nil
}

// checkPause checks a view between deals or after the match: the first
// deal due, a deal voided (three or four Re on the table) and due again, or
// a deal just scored.
func (v *View) checkPause() error {
	switch {
	case v.Hand != 0 || v.OpponentHand != 0 || v.Table != 0 || v.Stock != 0:
		return viewErr("toMove %d: no deal is in progress, but the hands, table or stock hold cards", v.ToMove)
	case v.ToMove == games.Nobody && !v.DealOver:
		return viewErr("toMove -2 (match over), but dealOver is false")
	}
	if !v.DealOver {
		// Before the first deal, or a void deal to be dealt again.
		if v.Piles[0]|v.Piles[1] != 0 || v.Scope != [2]int{} || v.Plays != 0 {
			return viewErr("the next deal is due and dealOver is false, but the piles, scope or plays are not empty")
		}
	} else {
		if got := (v.Piles[0] | v.Piles[1]).Len(); got != 40 {
			return viewErr("dealOver is true, but the piles hold %d cards, not all 40", got)
		}
		if v.Plays != lastPlay {
			return viewErr("dealOver is true, but plays is %d, not %d", v.Plays, lastPlay)
		}
		if !v.Scored {
			return viewErr("dealOver is true, but scored is false")
		}
		if err := v.LastDeal.sameAs(v.Options.Score(v.Piles, v.Scope)); err != nil {
			return err
		}
	}
	w := MatchWinner(v.MatchPoints)
	switch {
	case v.ToMove == games.Nobody && (w < 0 || v.MatchWinner != w):
		return viewErr("toMove -2 (match over), but matchWinner is %d and matchPoints %v give %d", v.MatchWinner, v.MatchPoints, w)
	case v.ToMove == games.Chance && (w >= 0 || v.MatchWinner >= 0):
		return viewErr("toMove -1 (deal due), but matchWinner is %d and matchPoints %v give %d", v.MatchWinner, v.MatchPoints, w)
	}
	return nil
}

// checkScore checks the last deal's breakdown against itself and the match.
func (v *View) checkScore() error {
	if v.Scored != (v.Deals > 0) {
		return viewErr("scored is %v after %d deals", v.Scored, v.Deals)
	}
	if v.Deals == 0 && v.MatchPoints != [2]int{} {
		return viewErr("matchPoints %v before any deal is scored", v.MatchPoints)
	}
	d := v.LastDeal
	if !v.Scored {
		if d != (DealScore{}) {
			return viewErr("lastDeal is set, but scored is false")
		}
		return nil
	}
	for p := 0; p < 2; p++ {
		switch {
		case d.Cards[p] < 0 || d.Cards[0]+d.Cards[1] != 40:
			return viewErr("lastDeal.cards %v do not add up to 40", d.Cards)
		case d.Coins[p] < 0 || d.Coins[0]+d.Coins[1] != 10 || d.Coins[p] > d.Cards[p]:
			return viewErr("lastDeal.coins %v do not add up to 10 within the cards %v", d.Coins, d.Cards)
		case d.Primiera[p] != 0 && (d.Primiera[p] < 4*10 || d.Primiera[p] > 4*21):
			return viewErr("lastDeal.primiera[%d] %d is neither 0 nor a primiera (40–84)", p, d.Primiera[p])
		case d.Scope[p] < 0 || d.Scope[p] > lastPlay/2:
			return viewErr("lastDeal.scope[%d] %d is not 0–%d", p, d.Scope[p], lastPlay/2)
		case d.ReBello[p] != 0 && (!v.Options.ReBello || d.ReBello[p] != 1):
			return viewErr("lastDeal.reBello[%d] %d is neither 0 nor 1 with Re Bello on (options %+v)", p, d.ReBello[p], v.Options)
		case d.Napola[p] != 0 && (!v.Options.Napola || d.Napola[p] < 3 || d.Napola[p] > 10):
			return viewErr("lastDeal.napola[%d] %d is neither 0 nor a run of 3–10 with Napola on (options %+v)", p, d.Napola[p], v.Options)
		}
	}
	for i, w := range d.Prize {
		if w < -1 || w > 1 {
			return viewErr("lastDeal.prize[%d] %d is not a seat (0 or 1) or -1", i, w)
		}
	}
	want := [4]int{more(d.Cards), more(d.Coins), d.Prize[PrizeSettebello], more(d.Primiera)}
	if d.Prize != want || d.Prize[PrizeSettebello] < 0 {
		return viewErr("lastDeal.prize %v does not follow from the cards, coins and primiera (%v)", d.Prize, want)
	}
	if v.Options.ReBello && d.ReBello[0]+d.ReBello[1] != 1 {
		return viewErr("lastDeal.reBello %v: with Re Bello on one seat took the King of Coins", d.ReBello)
	}
	if d.Napola[0] > 0 && d.Napola[1] > 0 {
		return viewErr("lastDeal.napola %v: only one seat can hold the Ace of Coins", d.Napola)
	}
	for p := 0; p < 2; p++ {
		pts := d.Scope[p] + d.ReBello[p] + d.Napola[p]
		for _, w := range d.Prize {
			if w == p {
				pts++
			}
		}
		if d.Points[p] != pts {
			return viewErr("lastDeal.points[%d] is %d, but its scope and prizes give %d", p, d.Points[p], pts)
		}
		if v.MatchPoints[p] < d.Points[p] {
			return viewErr("matchPoints[%d] %d is less than the last deal's %d", p, v.MatchPoints[p], d.Points[p])
		}
	}
	return nil
}

// sameAs names the first field of d that differs from want, the score of
// the piles on the table.
func (d DealScore) sameAs(want DealScore) error {
	fields := []struct {
		name      string
		got, want any
	}{
		{"cards", d.Cards, want.Cards}, {"coins", d.Coins, want.Coins}, {"primiera", d.Primiera, want.Primiera},
		{"scope", d.Scope, want.Scope}, {"prize", d.Prize, want.Prize}, {"reBello", d.ReBello, want.ReBello},
		{"napola", d.Napola, want.Napola}, {"points", d.Points, want.Points},
	}
	for _, f := range fields {
		if f.got != f.want {
			return viewErr("lastDeal.%s %v is not the score of the piles and scope (%v)", f.name, f.got, f.want)
		}
	}
	return nil
}
