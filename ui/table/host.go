package table

import (
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Host is the table as a game's adapter sees it: the words of the table's
// language, a few read-only facts of the turn that a scene shows, and the
// person's ways to act. It is all a Game gets of the table: the match's
// State, the turn flow (whose move, the computer thinking, the animation
// under way), the keyboard's cursor and the pending choice stay the
// table's, so that no game's file can change how a turn goes.
type Host interface {
	// T is the localizer's T: a message id and its English.
	T(id, english string, args ...any) string
	// Name spells a cards.Name (a game, a suit, a score label) in the
	// table's language.
	Name(n cards.Name) string
	// SeatName is how a seat is called ("You", a computer player's name).
	SeatName(seat int) string
	// CardName is a card's name in the table's deck.
	CardName(c cards.Card) string
	// CardsName names a set of cards ("3 of Cups + 4 of Swords").
	CardsName(s cards.Set) string
	// Deck is the table's deck.
	Deck() *cards.Deck

	// Thinking reports whether a computer player is deciding now (a
	// scene that marks the thinking seat itself reads it).
	Thinking() bool
	// Candidates are the table cards a pending choice's options take
	// (ChoiceTaker), as the person narrowed them down so far.
	Candidates() cards.Set
	// Raised is the hand card under the keyboard cursor, if any.
	Raised() (cards.Card, bool)
	// InLesson reports whether a lesson of the course is under way (not
	// yet past its end): its captions do the teaching, so a prompt leaves
	// out the reckoning a lesson asks the person to work out (Skat's
	// values of the games in the auction).
	InLesson() bool

	// Play plays a as the person, if it is the person's turn.
	Play(a games.Action)
	// Ready reports whether the person may act now, saying why not
	// otherwise (the computer is thinking, it is not their turn).
	Ready() bool
	// TryKey plays the first of legal that want accepts; when there is
	// none it says the key is not possible now (unless the person may not
	// act at all, which Ready has said). The key is taken either way.
	TryKey(legal []games.Action, want func(games.Action) bool) bool
	// Offer shows a pending choice as numbered buttons (digits pick too)
	// and, for a ChoiceTaker, as the table cards to tap.
	Offer(prompt string, cs []Choice)
	// Confirm asks a yes/no question before playing a (Schnapsen's close):
	// yes plays it, no plays on. Without a window it plays a at once.
	Confirm(title, question, yes, no string, a games.Action)
	// Button is a decision button that plays a when tapped.
	Button(label string, a games.Action) *widget.Button
	// Say shows a line in the status bar.
	Say(s string)
	// Relayout lays the view out again (after a choice of the game's own
	// changed what the scene shows).
	Relayout()
	// RefreshControls builds the decision controls again (Skat's
	// announcement cursor).
	RefreshControls()
	// HandRow lays the person's hand face up in a row centred at cx at
	// height y within width w: legal cards glow, the others are veiled
	// while it is the person's turn, and the keyboard cursor's card stands
	// a little higher. It sets s.Hand.
	HandRow(s *Scene, hand []cards.Card, cx, y, w float32)
}

// host is the Host a table gives its game: a type of its own, so that an
// adapter cannot turn it back into the *Table.
type host struct{ t *Table }

func (h host) T(id, english string, args ...any) string { return h.t.T(id, english, args...) }
func (h host) Name(n cards.Name) string                 { return h.t.l.Name(n) }
func (h host) SeatName(seat int) string                 { return h.t.seatName(seat) }
func (h host) CardName(c cards.Card) string             { return h.t.cardName(c) }
func (h host) CardsName(s cards.Set) string             { return h.t.cardsName(s) }
func (h host) Deck() *cards.Deck                        { return h.t.deck }
func (h host) Thinking() bool                           { return h.t.thinking }
func (h host) InLesson() bool                           { return h.t.inLesson() }
func (h host) Candidates() cards.Set                    { return h.t.candidates() }
func (h host) Raised() (cards.Card, bool) {
	if hand := h.t.handCards(); h.t.cursor >= 0 && h.t.cursor < len(hand) {
		return hand[h.t.cursor], true
	}
	return cards.None, false
}
func (h host) Play(a games.Action) { h.t.humanAct(a) }
func (h host) Ready() bool         { return h.t.ready() }
func (h host) TryKey(legal []games.Action, want func(games.Action) bool) bool {
	return h.t.tryKey(legal, want)
}
func (h host) Offer(prompt string, cs []Choice) { h.t.offer(prompt, cs) }
func (h host) Confirm(title, question, yes, no string, a games.Action) {
	h.t.confirmPlay(title, question, yes, no, a)
}
func (h host) Button(label string, a games.Action) *widget.Button { return h.t.button(label, a) }
func (h host) Say(s string)                                       { h.t.say(s) }
func (h host) Relayout()                                          { h.t.relayout() }
func (h host) RefreshControls()                                   { h.t.refreshControls() }
func (h host) HandRow(s *Scene, hand []cards.Card, cx, y, w float32) {
	h.t.handRow(s, hand, cx, y, w)
}
