package scopa

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The record notation of a play (docs/games/scopa.md) is the played card's
// code, followed, when the card has more than one legal play on the table,
// by "x" and the captured cards' codes in ascending numeric order joined by
// "+": "D7" (laid, or its only capture), "D5xC5", "S7xC1+D6". A card's
// options depend only on the card and the table, so the spelling is
// canonical: exactly one per legal play. The dealing chance action is "deal".

func code(c cards.Card) string { return cards.Italian().Code(c) }

// formatPlay spells a on the given table under the house rules r.
func formatPlay(a games.Action, table cards.Set, r Rules) string {
	if a == games.Deal {
		return "deal"
	}
	c, capt, ok := decode(a)
	if !ok {
		return fmt.Sprintf("?%#x", uint64(a))
	}
	if capt == 0 || (r.CheckCapture(c, capt, table) == nil && r.countOptions(c, table) == 1) {
		return code(c)
	}
	var b strings.Builder
	b.WriteString(code(c))
	b.WriteByte('x')
	for i, x := 0, capt; x != 0; i++ {
		t := x.First()
		x = x.Remove(t)
		if i > 0 {
			b.WriteByte('+')
		}
		b.WriteString(code(t))
	}
	return b.String()
}

// parsePlay reads a play by seat p holding hand on table.
func parsePlay(s string, p int, hand, table cards.Set, r Rules) (games.Action, error) {
	if strings.EqualFold(s, "deal") {
		return games.Deal, nil
	}
	if p < 0 {
		return 0, fmt.Errorf("%q: nobody is to play (only \"deal\" is possible between deals)", s)
	}
	head, tail, long := strings.Cut(strings.ToUpper(s), "X")
	c, err := cards.Italian().Parse(head)
	if err != nil {
		return 0, fmt.Errorf("%q: a play is a card code such as D7, or D7xC3+S4 naming the cards it captures: %w", s, err)
	}
	if !hand.Has(c) {
		return 0, fmt.Errorf("%q: %s is not in p%d's hand", s, code(c), p)
	}
	if !long {
		var buf [64]games.Action
		opts := r.appendCard(buf[:0], c, table)
		if len(opts) == 1 {
			return opts[0], nil
		}
		names := make([]string, len(opts))
		for i, o := range opts {
			names[i] = formatPlay(o, table, r)
		}
		return 0, fmt.Errorf("%q: %s can capture in %d ways; name the cards: %s", s, code(c), len(opts), strings.Join(names, ", "))
	}
	var capt cards.Set
	for _, f := range strings.Split(tail, "+") {
		t, err := cards.Italian().Parse(f)
		if err != nil {
			return 0, fmt.Errorf("%q: captured card: %w", s, err)
		}
		if capt.Has(t) || t == c {
			return 0, fmt.Errorf("%q: %s named twice", s, code(t))
		}
		capt = capt.Add(t)
	}
	return Play(c, capt), nil
}

// FormatAction spells a in record notation on the current table.
func (s *State) FormatAction(a games.Action) string { return formatPlay(a, s.table, s.rules) }

// ParseAction reads a play of the seat to move (or "deal"). It accepts what
// FormatAction writes, in any letter case, and also the long form "D7xB7"
// for a card whose only capture the short form already names. Whether the
// capture is legal is Apply's to say.
func (s *State) ParseAction(str string) (games.Action, error) {
	p := int(s.turn)
	var hand cards.Set
	if p >= 0 {
		hand = s.hand[p]
	}
	return parsePlay(str, p, hand, s.table, s.rules)
}
