package table

import (
	"context"
	"image"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// Replacing the match. A table plays one match at a time, and five things
// put another in its place: a new game (newGame), an undo (undo.go: the
// match replayed to before the person's last move), a saved match resumed
// (New), the deal just finished played again (share.go) and the seats
// swapped (swap.go). They all go through replaceMatch, so that no way of
// replacing the match keeps something of the old one: a hint about a
// position that is gone, a card chosen for a pending choice or to lay
// away, the keyboard's cursor on a card of the old hand, the old deal's
// move log, a question asked about an old move, a tap kept for later, the
// computer's decision and the cards in flight.

// replaceMatch puts ctl and its match sheet in place of the table's match.
// It stops what is under way (the animation queue, the computer's
// decision, a hint being worked out, a question asked before a move, a
// tap kept for later), forgets the old match's turn (the pending choice,
// the keyboard's cursor, the game's own choices: MatchReplacer), writes
// the move log of ctl's deal as its record tells it, and, once the table
// has started, plays on from ctl's position: a deal still to be dealt is
// dealt onto the felt. The computer players stay the table's.
func (t *Table) replaceMatch(ctl *controller, sheet []sheetRow) {
	t.dropHint()    // and the review of the old match's deal
	t.gen++         // the old match's animation queue stops
	t.waiting = nil // and no pause of it is left to hold a key
	t.cancel()      // the computer's decision is dropped
	t.ctx, t.cancel = context.WithCancel(context.Background())
	t.busy, t.hurry, t.thinking = false, false, false
	t.closeQuestion()
	if t.ctl != nil {
		ctl.players = t.ctl.players // the same players (a test's, the app's braked ones)
	}
	t.ctl, t.sheet = ctl, sheet
	if ctl.deck != t.deck { // a house rule changed the pack (Sechsundsechzig's nines)
		t.deck = ctl.deck
		t.prefetched = image.Point{} // the next layout draws the new pack's faces
	}
	t.showRules() // the rules of this match (houserules.go)
	t.choices = nil
	t.choosing, t.picked = cards.None, 0
	t.hasQueued = false
	t.cursor, t.cursorCard = 0, cards.None
	t.turnCards, t.newTurn = 0, false
	if r, ok := t.g.(MatchReplacer); ok {
		r.MatchReplaced()
	}
	t.lines = nil
	t.relog(ctl.replay) // the deal under way, as it was written when played
	ctl.replay = nil
	t.fillLog()
	t.hideOverlay()
	t.hideBanner()
	t.view = ctl.view()
	if !t.started || t.closed {
		return // Start plays on
	}
	t.reclaimFocus()
	if ctl.toMove() == games.Chance {
		t.render()
		t.act(games.Deal) // dealt onto the felt as every deal is
		return
	}
	t.next()
}

// newGame starts a fresh match at the same table (an unfinished match is
// abandoned, and not counted in the statistics); its seed follows from the
// old match's, so a seeded table deals the same matches again. It is
// played with the house rules chosen now (env.HouseRules), not those of
// the match it replaces.
func (t *Table) newGame() {
	seed := rand.New(rand.NewPCG(t.ctl.seed, 0x6e6577)).Uint64()
	ctl, err := newController(t.info, t.ctl.chosen, seed, t.ctl.level, t.opt.NewPlayer, env.HouseRules(t.env.Prefs, t.info))
	if err != nil {
		t.say(err.Error())
		return
	}
	var sheet []sheetRow
	if _, ok := t.g.(RunningSheet); ok {
		sheet = t.sheet // Skat's session sheet runs on: this is its next match
	}
	t.replaceMatch(ctl, sheet)
}

// closeQuestion takes down a question asked before a move (confirmPlay):
// the move it was about is of the match being replaced.
func (t *Table) closeQuestion() {
	d := t.asking
	t.asking, t.asked = nil, 0
	if d != nil {
		d.Hide() // calls answerConfirm(false), which finds nothing asked
	}
}
