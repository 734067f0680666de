package games

import "github.com/cardavia/cardavia/games/cards"

// HandView is an optional part of a View: a game whose view implements it
// can be played at the app's generic table (ui/table), which draws the
// viewer's hand as cards and the other seats' hands as counts, before the
// game has a table scene of its own. A view without it still plays there,
// every legal action a button labelled with its notation.
type HandView interface {
	View
	// HeldCards is the viewer's hand.
	HeldCards() cards.Set
	// HandSize is how many cards seat holds, or -1 when the view cannot
	// tell (or the seat is out of range).
	HandSize(seat int) int
	// ActionCard tells which of the viewer's hand cards action a plays;
	// false for an action that is not a card played from the hand (a bid,
	// "go", "close").
	ActionCard(a Action) (cards.Card, bool)
}
