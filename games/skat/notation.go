package skat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// FormatAction spells a in record notation: a card code ("HA"), a bid
// ("18"), "pass", "hold", "skat", "hand", "kontra", "re", "discard:C7,HA" (the lower card
// id first), or a game ("hearts", "grand", "null", "nullouvert" …), with
// the level announced after a hyphen ("grand-schneider", "clubs-ouvert"). An
// action that means nothing prints as "?<number>".
func FormatAction(a games.Action) string {
	switch {
	case a == games.Deal:
		return "deal"
	case a < 32:
		return cards.German().Code(cards.Card(a))
	case a == Pass:
		return "pass"
	case a == Hold:
		return "hold"
	case a == TakeSkat:
		return "skat"
	case a == PlayHand:
		return "hand"
	case a == Kontra:
		return "kontra"
	case a == Re:
		return "re"
	}
	if g, lv, ok := decodeAnnounceLevel(a); ok {
		if lv > LevelNone {
			return g.String() + "-" + lv.String()
		}
		return g.String()
	}
	if v, ok := decodeBid(a); ok {
		return strconv.Itoa(v)
	}
	if x, y, ok := decodeDiscard(a); ok {
		return "discard:" + cards.German().Code(x) + "," + cards.German().Code(y)
	}
	return fmt.Sprintf("?%d", uint64(a))
}

// gameAliases are the German-suit names accepted besides the tokens.
var gameAliases = map[string]GameType{"bells": Diamonds, "leaves": Spades, "acorns": Clubs}

// ParseAction reads an action written by FormatAction (case-insensitive).
// The German suit names bells, leaves and acorns are also accepted for
// diamonds, spades and clubs.
func ParseAction(s string) (games.Action, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "":
		return 0, fmt.Errorf("empty action")
	case "deal":
		return games.Deal, nil
	case "pass":
		return Pass, nil
	case "hold", "yes":
		return Hold, nil
	case "skat":
		return TakeSkat, nil
	case "hand":
		return PlayHand, nil
	case "kontra":
		return Kontra, nil
	case "re":
		return Re, nil
	}
	game, level, leveled := strings.Cut(t, "-")
	lv := LevelNone
	if leveled {
		for l := LevelSchneider; l < numLevels; l++ {
			if level == levelTokens[l] {
				lv = l
			}
		}
	}
	if !leveled || lv != LevelNone {
		g, ok := gameAliases[game]
		for k := Diamonds; k < Ramsch && !ok; k++ {
			g, ok = k, game == gameTokens[k]
		}
		if ok && (lv == LevelNone || !g.IsNull()) {
			return AnnounceLevel(g, lv), nil
		}
	}
	if rest, ok := strings.CutPrefix(t, "discard:"); ok {
		x, y, ok := strings.Cut(rest, ",")
		if !ok {
			return 0, fmt.Errorf("%q: a discard is discard:XX,YY with two card codes", s)
		}
		a, err := cards.German().Parse(x)
		if err != nil {
			return 0, fmt.Errorf("%q: %w", s, err)
		}
		b, err := cards.German().Parse(y)
		if err != nil {
			return 0, fmt.Errorf("%q: %w", s, err)
		}
		if a == b {
			return 0, fmt.Errorf("%q: the two discarded cards must differ", s)
		}
		return Discard(a, b), nil
	}
	if t[0] >= '0' && t[0] <= '9' {
		v, err := strconv.Atoi(t)
		if err != nil || v < 0 || v > MaxBid || !onLadder[v] {
			return 0, fmt.Errorf("%q is not a bid: bids are the values 18, 20, 22, 23, 24, 27 … 264 of the ladder", s)
		}
		return Bid(v), nil
	}
	if c, err := cards.German().Parse(t); err == nil {
		return Play(c), nil
	}
	return 0, fmt.Errorf("%q is not a skat action (a card like HA, a bid like 18, pass, hold, skat, hand, kontra, re, discard:XX,YY, or a game: diamonds, hearts, spades, clubs, grand, null, nullouvert, a suit or grand with -schneider, -schwarz or -ouvert)", s)
}

// FormatAction spells a in record notation.
func (s *State) FormatAction(a games.Action) string { return FormatAction(a) }

// ParseAction reads an action in record notation. The notation does not
// depend on the position; whether the action is legal is Apply's business.
func (s *State) ParseAction(text string) (games.Action, error) { return ParseAction(text) }
