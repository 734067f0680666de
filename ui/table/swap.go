package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// Play this deal again with the seats swapped: the same cards, the person
// in the seat (hand and role: dealer, forehand …) a computer had. The new
// deal is the first of a new match whose record fixes the dealer and the
// pack (record.SeatsTurned), so it is saved, resumed, reviewed and
// exported like any match; the rest of that match comes from the seed.

// declarerSeat is what a state that has a declarer (Skat) tells of it.
type declarerSeat interface{ Declarer() int }

// swapTurn is how many seats on the person's new seat is: the opponent's
// in a two-seat game; in Skat the declarer's, or the next seat when the
// person declared or everybody passed.
func (t *Table) swapTurn() int {
	k := 1
	if s := t.declarer(); s > 0 && s < t.info.Players {
		k = s
	}
	return k
}

// swapSeatsButton is the summary's "Swap seats" button.
func (t *Table) swapSeatsButton() fyne.CanvasObject {
	return widget.NewButtonWithIcon(t.T("table.swap.button", "Swap seats"), theme.ViewRefreshIcon(), t.askSwapSeats)
}

// askSwapSeats swaps the seats, first asking when that gives up a match in
// progress (a new match abandons it, as New game does).
func (t *Table) askSwapSeats() {
	if t.closed || t.busy || t.thinking {
		return
	}
	if t.ctl.toMove() == games.Nobody || t.env.Window == nil {
		t.swapSeats()
		return
	}
	t.confirm(t.T("table.swap.title", "Swap seats?"),
		t.T("table.swap.question", "The same cards in a new match, with you in the other seat. The match in progress will be given up."),
		t.T("table.swap.button", "Swap seats"), t.T("table.newGameKeep", "Keep playing"),
		func(ok bool) {
			if ok {
				t.swapSeats()
			}
		})
}

// swapSeats deals the last deal again as the first of a new match, the
// seats turned by swapTurn.
func (t *Table) swapSeats() {
	if t.closed || t.busy || t.thinking {
		return
	}
	k, decl := t.swapTurn(), t.declarer()
	rec, err := record.SeatsTurned(&t.ctl.rec, t.info, k)
	if err != nil {
		t.say(t.T("table.swap.failed", "This deal cannot be played with the seats swapped: {{.Error}}", "Error", err.Error()))
		return
	}
	_, running := t.g.(RunningSheet)
	ctl, sheet, err := resumedController(t.info, &env.Resume{Record: rec, Level: t.ctl.level.String()}, t.opt.NewPlayer, running)
	if err != nil {
		t.say(t.T("table.swap.failed", "This deal cannot be played with the seats swapped: {{.Error}}", "Error", err.Error()))
		return
	}
	if running {
		sheet = t.sheet // Skat's session sheet runs on: this is its next match
	}
	t.replaceMatch(ctl, sheet) // match.go
	switch {
	case t.info.Players == 2:
		t.say(t.T("table.swap.done", "Same cards, seats swapped: you now hold your opponent's hand."))
	case k == decl:
		t.say(t.T("table.swap.declarer", "Same cards: you now sit in the declarer's seat, with their hand."))
	default:
		t.say(t.T("table.swap.turned", "Same cards, seats turned: you now hold the hand of the player after you."))
	}
}

// declarer is the last deal's declarer before a swap (-1: none, or a game
// without one); swapSeats reads it before the new match replaces it.
func (t *Table) declarer() int {
	if d, ok := t.ctl.st.(declarerSeat); ok {
		return d.Declarer()
	}
	return -1
}
