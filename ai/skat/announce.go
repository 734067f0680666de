package skat

import (
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// Announcements (house rule "announcements"): a level announced and not
// reached loses the game at a value raised by the level, so the computer
// players announce only what cannot fail, whatever the unseen cards:
// sureSchwarz is that proof, and with it ouvert is announced (the highest
// level, and the open hand costs nothing when every trick is sure). No
// level is announced on a mere likelihood; a search that sampled worlds
// would weigh Schneider by a few dozen of them, and a level lost doubles a
// raised value.

// sureSchwarz reports whether a declarer holding hand (ten cards) in game
// g (a suit or Grand) takes every trick whatever the others hold and
// however they play, when he plays trumps from the top and then each side
// suit from the top:
//   - his trumps are the highest of the game in an unbroken run, and at
//     least as many as the trumps out (so that leading them draws every
//     trump a defender may hold, even all in one hand);
//   - in each side suit he holds, his cards run unbroken from its top (no
//     defender can beat them once the trumps are drawn);
//   - if he does not lead the first trick (leads is false), a defender
//     leads before the trumps are drawn: he then must hold every trump
//     (none is out to ruff with) and some card of every side suit (so that
//     he follows with its top) — only a Grand with four Unters can.
func sureSchwarz(hand cards.Set, g skat.GameType, leads bool) bool {
	if g.IsNull() || g == skat.NoGame || g >= skat.Ramsch {
		return false
	}
	trumps := skat.Trumps(g)
	mine := hand & trumps
	if !topRun(mine, trumps, g) || mine.Len() < (trumps&^mine).Len() {
		return false
	}
	for cls := 0; cls < 4; cls++ {
		side := skat.ClassCards(g, cls)
		if side == 0 {
			continue // a suit game's trump suit has no side class
		}
		held := hand & side
		if !topRun(held, side, g) {
			return false
		}
		if !leads && held == 0 {
			return false
		}
	}
	return leads || mine == trumps
}

// topRun reports whether held, a subset of class, is the highest cards of
// class in an unbroken run (the empty set is).
func topRun(held, class cards.Set, g skat.GameType) bool {
	cs := class.Cards()
	slices.SortFunc(cs, func(a, b cards.Card) int { return skat.Power(g, b) - skat.Power(g, a) })
	for i, c := range cs {
		if !held.Has(c) {
			return held.Len() == i
		}
	}
	return true
}

// sureOuvert returns the announcement of the most valuable game among
// legal that the declarer may announce ouvert and is sure to win
// (sureSchwarz), or NoAction.
func sureOuvert(hand cards.Set, leads bool, legal []games.Action) games.Action {
	best, bestValue := games.NoAction, 0
	for _, a := range legal {
		m, ok := skat.Decode(a)
		if !ok || m.Kind != skat.MoveAnnounce || m.Level != skat.LevelOuvert || !sureSchwarz(hand, m.Game, leads) {
			continue
		}
		// The value ranks the games alone: the matadors of the unseen
		// skat are the same for every candidate's comparison.
		if v := skat.AnnouncedValue(m.Game, hand, true, skat.LevelOuvert, true, true); v > bestValue {
			best, bestValue = a, v
		}
	}
	return best
}

// withoutUnsafeLevels removes from legal every announced level except a
// sure ouvert (sureOuvert): what the search may weigh at the announcement.
func withoutUnsafeLevels(hand cards.Set, leads bool, legal []games.Action) []games.Action {
	sure := sureOuvert(hand, leads, legal)
	return slices.DeleteFunc(slices.Clone(legal), func(a games.Action) bool {
		m, _ := skat.Decode(a)
		return m.Kind == skat.MoveAnnounce && m.Level != skat.LevelNone && a != sure
	})
}
