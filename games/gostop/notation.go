package gostop

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// FormatAction spells an action as one token (docs/games/gostop.md):
//
//	05-A         play 05-A from the hand
//	07-A:07-J1   play 07-A and pair it with 07-J1 (two loose July cards on the layout)
//	flip:09-J1   the turned stock card pairs with 09-J1
//	go, stop     the decision
//	deal         the chance action that deals
//	shake:05-A   play 05-A showing the three May cards in hand (option shaking)
//	bomb:05-A    play the three May cards in hand onto the fourth (option bombs)
//	dummy        a dummy turn after a bomb: the stock card only
func FormatAction(a games.Action) string {
	if a == games.Deal {
		return "deal"
	}
	kind, h, with := decode(a)
	if a>>24 != 0 {
		return fmt.Sprintf("?%#x", uint64(a))
	}
	d := cards.Hwatu()
	switch kind {
	case kindPlay:
		if !d.Valid(h) || (with != cards.None && !d.Valid(with)) {
			break
		}
		if with == cards.None {
			return d.Code(h)
		}
		return d.Code(h) + ":" + d.Code(with)
	case kindFlip:
		if h == 0 && d.Valid(with) {
			return "flip:" + d.Code(with)
		}
	case kindGo:
		if a == Go {
			return "go"
		}
	case kindStop:
		if a == StopAction {
			return "stop"
		}
	case kindShake, kindBomb:
		if d.Valid(h) && with == cards.None {
			if kind == kindShake {
				return "shake:" + d.Code(h)
			}
			return "bomb:" + d.Code(h)
		}
	case kindDummy:
		if a == DummyAction {
			return "dummy"
		}
	}
	return fmt.Sprintf("?%#x", uint64(a))
}

// ParseAction reads what FormatAction writes (case-insensitively).
func ParseAction(text string) (games.Action, error) {
	t := strings.ToLower(strings.TrimSpace(text))
	switch t {
	case "deal":
		return games.Deal, nil
	case "go":
		return Go, nil
	case "stop":
		return StopAction, nil
	case "dummy":
		return DummyAction, nil
	case "":
		return 0, fmt.Errorf("empty action: expected a card like 05-A, 07-A:07-J1, flip:09-J1, go or stop")
	}
	for prefix, mk := range map[string]func(cards.Card) games.Action{"shake:": ShakeAction, "bomb:": BombAction} {
		if rest, ok := strings.CutPrefix(t, prefix); ok {
			c, err := cards.Hwatu().Parse(rest)
			if err != nil {
				return 0, fmt.Errorf("action %q: %w", text, err)
			}
			return mk(c), nil
		}
	}
	if rest, ok := strings.CutPrefix(t, "flip:"); ok {
		c, err := cards.Hwatu().Parse(rest)
		if err != nil {
			return 0, fmt.Errorf("action %q: %w", text, err)
		}
		return FlipAction(c), nil
	}
	hs, ws, pair := strings.Cut(t, ":")
	h, err := cards.Hwatu().Parse(hs)
	if err != nil {
		return 0, fmt.Errorf("action %q: %w (expected a card like 05-A, 07-A:07-J1, flip:09-J1, go or stop)", text, err)
	}
	with := cards.None
	if pair {
		if with, err = cards.Hwatu().Parse(ws); err != nil {
			return 0, fmt.Errorf("action %q: the pair: %w", text, err)
		}
		if int(with)/4 != int(h)/4 {
			return 0, fmt.Errorf("action %q: %s cannot pair with %s, a card of another month", text, cards.Hwatu().Code(h), cards.Hwatu().Code(with))
		}
	}
	return PlayAction(h, with), nil
}

// FormatAction spells a in record notation.
func (s *State) FormatAction(a games.Action) string { return FormatAction(a) }

// ParseAction reads an action in record notation.
func (s *State) ParseAction(text string) (games.Action, error) { return ParseAction(text) }
