package schnapsen

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// EndReason says how the last deal was decided.
type EndReason uint8

// The ways a deal ends (spec §7).
const (
	EndNone        EndReason = iota
	EndReached66             // 66 reached, stock never closed
	EndCloser66              // the closer reached 66
	EndCloseBeaten           // the closer's opponent reached 66 first
	EndCloseFailed           // stock closed, all tricks played, nobody at 66
	EndLastTrick             // stock exhausted, nobody at 66: last trick wins
)

var endLabels = [...]cards.Name{
	EndNone:        {ID: "score.schnapsen.none", English: "Not decided"},
	EndReached66:   {ID: "score.schnapsen.reached66", English: "Reached 66"},
	EndCloser66:    {ID: "score.schnapsen.closer66", English: "Closed and reached 66"},
	EndCloseBeaten: {ID: "score.schnapsen.closeBeaten", English: "Opponent closed, you reached 66 first"},
	EndCloseFailed: {ID: "score.schnapsen.closeFailed", English: "Opponent closed and missed 66"},
	EndLastTrick:   {ID: "score.schnapsen.lastTrick", English: "Last trick"},
}

// Label returns the reason's visible name.
func (r EndReason) Label() cards.Name {
	if int(r) < len(endLabels) {
		return endLabels[r]
	}
	return endLabels[EndNone]
}

// GamePoints returns the game points a deal winner scores against an
// opponent with the given credited points and trick record: 3 with no
// trick, 2 below 33, else 1.
func GamePoints(oppPoints int, oppHasTrick bool) int {
	switch {
	case !oppHasTrick:
		return 3
	case oppPoints < 33:
		return 2
	}
	return 1
}

// DealValue returns the game points seat p would score if the deal ended now
// with p reaching 66 (the stake of the deal from p's side).
func (s *State) DealValue(p int) int {
	if !isSeat(p) {
		return 0
	}
	if s.stockState == StockClosed {
		if int(s.closer) == p {
			return GamePoints(int(s.closePts), s.closeTrick)
		}
		if s.closeTrick {
			return 2
		}
		return 3
	}
	return GamePoints(int(s.points[1-p]), s.tricks[1-p] > 0)
}

// reached ends the deal with seat p at 66 or more.
func (s *State) reached(p int, ev []games.Event) []games.Event {
	if s.stockState == StockClosed {
		if int(s.closer) == p {
			return s.finish(p, GamePoints(int(s.closePts), s.closeTrick), EndCloser66, ev)
		}
		gp := 3
		if s.closeTrick {
			gp = 2
		}
		return s.finish(p, gp, EndCloseBeaten, ev)
	}
	o := 1 - p
	return s.finish(p, GamePoints(int(s.points[o]), s.tricks[o] > 0), EndReached66, ev)
}

// finish scores the deal for w and moves on to the next deal or the end.
func (s *State) finish(w, gp int, why EndReason, ev []games.Event) []games.Event {
	s.lastWinner, s.lastGP, s.lastReason = int8(w), int8(gp), why
	s.lastPoints, s.lastTricks, s.lastClose = s.points, s.tricks, s.closer
	s.score[w] -= int8(gp)
	s.dealsDone++
	e := ev0(games.KDealOver, int8(w))
	e.Value = int32(gp)
	ev = append(ev, e)
	if s.score[w] <= 0 {
		s.phase = phaseOver
		s.winner = int8(w)
		return append(ev, ev0(games.KMatchOver, int8(w)))
	}
	s.phase = phaseChance
	s.dealer = 1 - s.dealer
	return ev
}

// Result returns the last finished deal's score and the match.
func (s *State) Result() games.Result {
	r := games.Result{
		DealOver: s.dealsDone > 0 && s.phase != phasePlay,
		Deal:     []int{0, 0},
		Match:    []int{int(s.score[0]), int(s.score[1])},
		Winner:   int(s.winner),
		Deals:    int(s.dealsDone),
	}
	if s.dealsDone == 0 {
		return r
	}
	w := int(s.lastWinner)
	r.Deal[w] = int(s.lastGP)
	note := ""
	switch s.lastReason {
	case EndReached66:
		note = fmt.Sprintf("p%d reached %d; p%d had %d points and %d tricks", w, s.lastPoints[w], 1-w, s.lastPoints[1-w], s.lastTricks[1-w])
	case EndCloser66:
		note = fmt.Sprintf("p%d closed and reached %d", w, s.lastPoints[w])
	case EndCloseBeaten:
		note = fmt.Sprintf("p%d closed; p%d reached %d first", 1-w, w, s.lastPoints[w])
	case EndCloseFailed:
		note = fmt.Sprintf("p%d closed and ended with %d", 1-w, s.lastPoints[1-w])
	case EndLastTrick:
		note = fmt.Sprintf("nobody reached 66; p%d took the last trick", w)
	}
	r.Lines = append(r.Lines, games.Line{Seat: w, Label: s.lastReason.Label(), Value: int(s.lastGP), Note: note})
	for p := 0; p < 2; p++ {
		r.Lines = append(r.Lines, games.Line{Seat: p,
			Label: cards.Name{ID: "score.schnapsen.cardPoints", English: "Card points"},
			Value: int(s.lastPoints[p]), Note: fmt.Sprintf("%d tricks", s.lastTricks[p])})
	}
	return r
}

// LastDeal returns how the last finished deal ended: its winner (-1 if
// none yet), the game points and the reason.
func (s *State) LastDeal() (winner, gamePoints int, why EndReason) {
	return int(s.lastWinner), int(s.lastGP), s.lastReason
}
