package scopa

import (
	"math/bits"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// An Action packs the played card in its low byte and the captured table
// cards as a bitset above it: Play(c, capt) = c | capt<<8. Laying a card on
// the table is Play(c, 0). Every value fits in 48 bits, so no Scopa move can
// be mistaken for games.Deal.
const captShift = 8

// Play returns the action that plays c and captures capt.
func Play(c cards.Card, capt cards.Set) games.Action {
	return games.Action(c) | games.Action(capt)<<captShift
}

// Decode splits a into the played card and the captured cards; ok is false
// for a value no Play call can give.
func Decode(a games.Action) (c cards.Card, capt cards.Set, ok bool) {
	c = cards.Card(a & 0xFF)
	capt = cards.Set(a >> captShift)
	return c, capt, c < 40 && capt < 1<<40 && !capt.Has(c)
}

// CheckCapture checks that playing c and taking capt obeys spec §5.2 on the
// given table: a single equal-value card when one exists; otherwise a set of
// two or more cards with the right sum when one exists; otherwise nothing.
// The hand is not checked. The error wraps games.ErrIllegal.
func CheckCapture(c cards.Card, capt, table cards.Set) error {
	v := Value(c)
	equal := table & valueMask[v]
	switch n := capt.Len(); {
	case !table.Contains(capt):
		return games.Illegal("%s is not all on the table", capt.Format(cards.Italian))
	case n == 0 && equal != 0:
		return games.Illegal("%s must capture a card of value %d from the table", code(c), v)
	case n == 0 && sumReachable(table, v):
		return games.Illegal("%s must capture table cards adding up to %d", code(c), v)
	case n == 1 && Value(capt.First()) != v:
		return games.Illegal("%s (value %d) cannot capture %s (value %d)", code(c), v, code(capt.First()), Value(capt.First()))
	case n >= 2 && equal != 0:
		return games.Illegal("%s must capture a single card of value %d, not a sum", code(c), v)
	case n >= 2 && sumOf(capt) != v:
		return games.Illegal("%s adds up to %d, not %d", capt.Format(cards.Italian), sumOf(capt), v)
	}
	return nil
}

// sumOf adds up the capture values of s.
func sumOf(s cards.Set) int {
	t := 0
	for s != 0 {
		c := s.First()
		t += Value(c)
		s = s.Remove(c)
	}
	return t
}

// sumReachable reports whether some cards of table add up to v. It is only
// asked when no single card has value v, so any such set has two or more
// cards.
func sumReachable(table cards.Set, v int) bool {
	return sums(table&upTo[v-1])&(1<<v) != 0
}

// sums returns the set of totals up to 10 that some cards of t add up to,
// as a bitmask (bit n: n is such a total; bit 0 always, for no card).
func sums(t cards.Set) uint32 {
	reach := uint32(1)
	for x := uint64(t); x != 0; x &= x - 1 {
		reach |= reach << values[bits.TrailingZeros64(x)]
	}
	return reach & 0x7FF
}

// AppendLegal appends the legal plays of a hand on a table: for each hand
// card in ascending order, each equal-value card (ascending), or else every
// set adding up to its value (in lexicographic order of the ascending card
// lists), or else laying it.
func AppendLegal(buf []games.Action, hand, table cards.Set) []games.Action {
	// One subset-sum pass over the table tells which hand cards can take a
	// sum at all, so the enumeration runs only where it finds something.
	reach := sums(table)
	for h := uint64(hand); h != 0; h &= h - 1 {
		buf = appendCardReach(buf, cards.Card(bits.TrailingZeros64(h)), table, reach)
	}
	return buf
}

func appendCard(buf []games.Action, c cards.Card, table cards.Set) []games.Action {
	return appendCardReach(buf, c, table, sums(table))
}

// appendCardReach appends the plays of c; reach is sums(table).
func appendCardReach(buf []games.Action, c cards.Card, table cards.Set, reach uint32) []games.Action {
	v := Value(c)
	if eq := uint64(table & valueMask[v]); eq != 0 {
		for ; eq != 0; eq &= eq - 1 {
			buf = append(buf, Play(c, cards.Set(eq&-eq)))
		}
		return buf
	}
	if reach&(1<<v) == 0 {
		return append(buf, Play(c, 0))
	}
	return appendSums(buf, c, table&upTo[v-1], 0, v)
}

// upTo[v] holds the cards of capture value at most v.
var upTo = func() (m [11]cards.Set) {
	for v := 1; v <= 10; v++ {
		m[v] = m[v-1] | valueMask[v]
	}
	return m
}()

// appendSums appends Play(c, acc ∪ G) for every G ⊆ cand adding up to rest,
// taking the cards in ascending order so that each set comes once. Only
// cards no greater than what remains are tried.
func appendSums(buf []games.Action, c cards.Card, cand, acc cards.Set, rest int) []games.Action {
	for cand &= upTo[rest]; cand != 0; {
		x := cards.Card(bits.TrailingZeros64(uint64(cand)))
		cand &= cand - 1
		if w := Value(x); w == rest {
			buf = append(buf, Play(c, acc.Add(x)))
		} else if more := cand & upTo[rest-w]; more != 0 {
			buf = appendSums(buf, c, more, acc.Add(x), rest-w)
		}
	}
	return buf
}

// countOptions returns how many legal plays card c has on table (at least 1:
// laying it when it captures nothing).
func countOptions(c cards.Card, table cards.Set) int {
	var buf [64]games.Action
	if n := len(appendCard(buf[:0], c, table)); n <= len(buf) {
		return n
	}
	return len(buf) + 1 // more than fit: certainly more than one
}
