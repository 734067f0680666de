package schnapsen

import (
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Inference for the Schnapsen search: a sampled world (the opponent's hand
// and the stock order, uniform over what the View allows) is weighted by
// how well it explains what the opponent did in this deal. A strong player
// takes a led Ten or Ace when it can, throws a Ten or Ace away only when it
// has nothing cheaper, and never leads a King or Queen plainly while holding
// its partner; a world in which the opponent did hold the means to do
// otherwise is not impossible (it may have planned something else), only
// less likely: its weight is multiplied, per such play, by the chance of
// that play against the chance of the play made without the means
// (inference).
//
// The world gives the opponent's hand now, not at the time of a past
// trick: the cards it held then are its hand now plus what it has played
// since, less the d cards it drew since (unknown ones). The chance that the
// telling cards were all among those drawn later is hypergeometric,
// treating the d drawn cards as any d of them.
const inferEps = 0.3

// inference holds the likelihood ratios of the telling plays: a led Ten
// or Ace let go while holding a winner (keep), a Ten or Ace thrown away
// while holding a cheaper losing side card (throw), and the plain lead of
// a King or Queen while holding its partner (plain).
type inference struct{ keep, throw, plain float64 }

// inferUniform is the third round's inference: inferEps for every
// telling play.
var inferUniform = inference{inferEps, inferEps, inferEps}

// inferMeasured is the eighth round's inference (expert-infer-measured,
// notes.md), the ratios read off 300 deals of expert-v1 playing itself: holding a winner,
// it let a led Ten or Ace go 19% of the time (1 when it held none);
// holding a cheaper losing side card it threw a Ten or Ace away 6% of the
// time, taken as a tenth of the chance without one; it led a marriage
// half plainly once in those deals.
var inferMeasured = inference{keep: 0.2, throw: 0.1, plain: 0.02}

// worldWeight is the likelihood weight, in (0, 1], of a world in which
// the viewer's opponent holds hand. It reads only v's public history.
func worldWeight(v *schnapsen.View, hand cards.Set, in *inference) float64 {
	me, o := v.Seat, 1-v.Seat
	h := v.History
	// The tricks played with the stock open, each followed by a draw.
	nOpen := len(h)
	switch v.StockState {
	case schnapsen.StockExhausted:
		nOpen = min(nOpen, schnapsen.StockSize/2)
	case schnapsen.StockClosed:
		nOpen = min(nOpen, (schnapsen.StockSize-v.StockCount)/2)
	}
	// later is what the opponent held after trick i: its hand now plus
	// the cards it played after trick i.
	later := hand
	if v.Lead != cards.None && v.Leader == o {
		later = later.Add(v.Lead)
	}
	trump := v.Trump
	wt := 1.0
	for i := len(h) - 1; i >= 0; i-- {
		t := h[i]
		if i < nOpen {
			d := nOpen - i
			n := later.Len()
			if int(t.Leader) == me {
				wt *= followLikelihood(t.Lead, t.Follow, later, trump, d, n, in)
			} else if pc := schnapsen.Partner(t.Lead); pc != cards.None && v.Declared[o]&(1<<schnapsen.Suit(t.Lead)) == 0 && later.Has(pc) {
				wt *= likely(1, d, n, in.plain)
			}
		}
		if int(t.Leader) == o {
			later = later.Add(t.Lead)
		} else {
			later = later.Add(t.Follow)
		}
	}
	return wt
}

// followLikelihood weighs an open-stock follow f to the viewer's lead l
// when the opponent held later (less d unknown draws of n cards).
func followLikelihood(l, f cards.Card, later cards.Set, trump, d, n int, in *inference) float64 {
	if schnapsen.Beats(l, f, trump) {
		return 1
	}
	wt := 1.0
	if schnapsen.Points(l) >= 10 && schnapsen.Suit(l) != trump {
		// It let a Ten or Ace go: it held no winner then.
		beat := higher(later, l) | later&schnapsen.SuitCards(trump)
		wt *= likely(beat.Len(), d, n, in.keep)
	}
	if fp := schnapsen.Points(f); fp >= 10 {
		// It threw a Ten or Ace away: it held no cheaper side card that
		// loses too.
		var cheaper cards.Set
		for s := later &^ schnapsen.SuitCards(trump); s != 0; s = s.Remove(s.First()) {
			c := s.First()
			if schnapsen.Points(c) < fp && !schnapsen.Beats(l, c, trump) {
				cheaper = cheaper.Add(c)
			}
		}
		wt *= likely(cheaper.Len(), d, n, in.throw)
	}
	return wt
}

// likely is the likelihood of a play the opponent would not have made
// holding any of k telling cards, when those k are among n cards of which
// d unknown ones came in only later: the chance that all k came later, and
// eps for the rest.
func likely(k, d, n int, eps float64) float64 {
	if k == 0 {
		return 1
	}
	p := 0.0
	if k <= d && n > 0 {
		p = 1
		for j := 0; j < k; j++ {
			p *= float64(d-j) / float64(n-j)
		}
	}
	return p + (1-p)*eps
}

// higher returns the cards of s above c in c's suit.
func higher(s cards.Set, c cards.Card) cards.Set {
	return s & schnapsen.SuitCards(schnapsen.Suit(c)) &^ (cards.Set(2)<<c - 1)
}
