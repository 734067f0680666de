package schnapsen

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// formatAction spells a in record notation (docs/games/schnapsen.md): a card
// code plays it ("HA"), a trailing "+" leads and declares a marriage ("SK+"),
// "exchange" and "close" are the leader's options, "deal" is the chance move.
func formatAction(d *cards.Deck, a games.Action) string {
	switch {
	case a == games.Deal:
		return "deal"
	case a == Exchange:
		return "exchange"
	case a == Close:
		return "close"
	case a < MaxCards:
		return d.Code(cards.Card(a))
	case a >= actDeclare && a < actDeclare+MaxCards:
		return d.Code(cards.Card(a-actDeclare)) + "+"
	}
	return fmt.Sprintf("?%d", uint64(a))
}

// parseAction reads what formatAction writes, case-insensitively.
func parseAction(d *cards.Deck, s string) (games.Action, error) {
	switch strings.ToLower(s) {
	case "deal":
		return games.Deal, nil
	case "exchange":
		return Exchange, nil
	case "close":
		return Close, nil
	case "":
		return 0, fmt.Errorf("empty action")
	}
	code, declare := strings.CutSuffix(s, "+")
	c, err := d.Parse(code)
	if err != nil {
		return 0, fmt.Errorf("%q is not a Schnapsen action (a card such as HA, a King or Queen with + such as SK+, exchange, or close): %w", s, err)
	}
	if !declare {
		return Play(c), nil
	}
	if r := Rank(c); r != King && r != Queen {
		return 0, fmt.Errorf("%q: only a King or Queen (Ober/Dame) leads a marriage", s)
	}
	return Declare(c), nil
}

// FormatAction spells a in record notation.
func (s *State) FormatAction(a games.Action) string { return formatAction(s.deck, a) }

// ParseAction reads an action in record notation. It checks the spelling
// only; Apply checks legality.
func (s *State) ParseAction(str string) (games.Action, error) { return parseAction(s.deck, str) }
