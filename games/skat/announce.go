package skat

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
)

// Level is what the declarer of a hand game announces beyond the game
// itself (house rule "announcements", ISkO 5.2.5 and 5.2.6): Schneider,
// Schwarz (which includes Schneider), or an open suit or Grand game
// (ouvert, which counts as Schwarz announced). Each level raises the
// multiplier by one, and a level not reached loses the game.
type Level uint8

// The announcement levels in order; each includes the ones before it.
const (
	LevelNone      Level = iota // nothing announced beyond the game
	LevelSchneider              // Schneider announced: the declarer must take 90 card points
	LevelSchwarz                // Schwarz announced: the declarer must take every trick
	LevelOuvert                 // ouvert: Schwarz announced with the hand face up
	numLevels
)

var levelTokens = [numLevels]string{"", "schneider", "schwarz", "ouvert"}

// String returns the level's record token ("schneider" …; "none" for
// LevelNone), which follows the game's token in an action ("grand-schwarz").
func (l Level) String() string {
	if l == LevelNone || l >= numLevels {
		return "none"
	}
	return levelTokens[l]
}

// MarshalText writes the level's token.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a level's token.
func (l *Level) UnmarshalText(b []byte) error {
	for i, t := range levelTokens {
		if i > 0 && t == string(b) || i == 0 && string(b) == "none" {
			*l = Level(i)
			return nil
		}
	}
	return fmt.Errorf("unknown skat announcement %q", b)
}

// levelStride separates the announcement codes of the levels: the game's
// code plus 10 per level (90… Schneider, 100… Schwarz, 110… ouvert), all
// below the bids' 1000.
const levelStride = 10

// AnnounceLevel returns the action of announcing game g at level lv (only
// suit and Grand games carry a level; Announce(g) is level none).
func AnnounceLevel(g GameType, lv Level) games.Action {
	return actAnnounce + games.Action(g) + levelStride*games.Action(lv)
}

// decodeAnnounceLevel reads an announcement with its level: a suit or
// Grand game at any level, the Nulls at level none only.
func decodeAnnounceLevel(a games.Action) (GameType, Level, bool) {
	if a <= actAnnounce || a >= actAnnounce+levelStride*games.Action(numLevels) {
		return NoGame, 0, false
	}
	x := a - actAnnounce
	g, lv := GameType(x%levelStride), Level(x/levelStride)
	switch {
	case g == NoGame || g >= Ramsch:
		return NoGame, 0, false
	case lv > LevelNone && g.IsNull():
		return NoGame, 0, false
	}
	return g, lv, true
}

// canAnnounceLevel reports whether the declarer may announce lv: with the
// house rule on, in a hand game, in a suit or Grand game (ISkO 5.2.5: the
// levels are announced only in hand games; Null has none).
func (s *State) canAnnounceLevel(g GameType, lv Level) bool {
	return lv == LevelNone || s.rules.Announcements && s.handGame && !g.IsNull() && g < Ramsch && lv < numLevels
}

// Announced returns the level the declarer announced.
func (s *State) Announced() Level { return s.announced }

// Open reports whether the declarer's hand lies face up: Null ouvert, or a
// suit or Grand game announced ouvert.
func (s *State) Open() bool { return s.game == NullOuvert || s.announced == LevelOuvert }

// levelReached reports whether a declarer with dp card points (the skat
// included) and dt tricks reached the announced level.
func levelReached(lv Level, dp, dt int) bool {
	switch {
	case lv >= LevelSchwarz:
		return dt == 10
	case lv == LevelSchneider:
		return dp >= 90
	}
	return true
}
