package skat

import (
	"github.com/cardavia/cardavia/games/cards"
)

// GameType is what the declarer announces. The zero value means "not
// announced yet". The order is the order of the base values, so that Legal
// lists the announcements from the cheapest suit to Null ouvert.
type GameType uint8

// The game types. Whether the game is played hand is a separate flag (the
// declarer says "hand" before announcing), so Null Hand is Null played hand.
const (
	NoGame     GameType = iota
	Diamonds            // Bells (Schellen), base 9
	Hearts              // Hearts (Herz), base 10
	Spades              // Leaves (Grün), base 11
	Clubs               // Acorns (Eichel), base 12
	Grand               // only the four Unters are trumps, base 24
	Null                // no trumps, the declarer must take no trick
	NullOuvert          // Null with the declarer's hand face up
	numGameTypes
)

// The deck's suit indices (C S H D, as the spec numbers them) and ranks.
const (
	suitC, suitS, suitH, suitD                             = 0, 1, 2, 3
	rank7, rank8, rank9, rankT, rankU, rankO, rankK, rankA = 0, 1, 2, 3, 4, 5, 6, 7
)

// trumpClass is the effective-suit class of trumps; classes 0–3 are the
// printed suits.
const trumpClass = 4

var gameTokens = [numGameTypes]string{"", "diamonds", "hearts", "spades", "clubs", "grand", "null", "nullouvert"}

var gameNames = [numGameTypes]cards.Name{
	{ID: "skat.game.none", English: "No game"},
	{ID: "skat.game.diamonds", English: "Bells"},
	{ID: "skat.game.hearts", English: "Hearts"},
	{ID: "skat.game.spades", English: "Leaves"},
	{ID: "skat.game.clubs", English: "Acorns"},
	{ID: "skat.game.grand", English: "Grand"},
	{ID: "skat.game.null", English: "Null"},
	{ID: "skat.game.nullouvert", English: "Null ouvert"},
}

// Name returns the game type's visible name (German suit names, as the deck
// shows them).
func (g GameType) Name() cards.Name {
	if g >= numGameTypes {
		return gameNames[NoGame]
	}
	return gameNames[g]
}

// String returns the record token of the announcement ("hearts", "grand" …).
func (g GameType) String() string {
	if g == NoGame || g >= numGameTypes {
		return "none"
	}
	return gameTokens[g]
}

// IsNull reports whether g is Null or Null ouvert.
func (g GameType) IsNull() bool { return g == Null || g == NullOuvert }

// IsSuit reports whether g is one of the four suit games.
func (g GameType) IsSuit() bool { return g >= Diamonds && g <= Clubs }

// TrumpSuit returns the deck suit index of a suit game's trump suit, or -1.
func (g GameType) TrumpSuit() int {
	if !g.IsSuit() {
		return -1
	}
	return int(Clubs - g) // Clubs → 0 (C), Spades → 1 (S), Hearts → 2 (H), Diamonds → 3 (D)
}

// BaseValue returns the base value of a suit or Grand game (Bells 9,
// Hearts 10, Leaves 11, Acorns 12, Grand 24), or 0 for Null.
func (g GameType) BaseValue() int {
	switch g {
	case Diamonds:
		return 9
	case Hearts:
		return 10
	case Spades:
		return 11
	case Clubs:
		return 12
	case Grand:
		return 24
	}
	return 0
}

// NullValue returns the fixed value of a Null game: 23, hand 35, ouvert 46,
// ouvert hand 59; 0 for other games.
func NullValue(g GameType, hand bool) int {
	switch {
	case g == Null && !hand:
		return 23
	case g == Null:
		return 35
	case g == NullOuvert && !hand:
		return 46
	case g == NullOuvert:
		return 59
	}
	return 0
}

// Ladder is the list of legal bids, the ISkO list of game values (spec §4.1).
var Ladder = [...]int{18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66,
	70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143, 144,
	150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264}

// MaxBid is the highest value on the ladder.
const MaxBid = 264

var onLadder [MaxBid + 1]bool

// cardPoints by rank index: 7 8 9 T U O K A.
var rankPoints = [8]int{0, 0, 0, 10, 2, 3, 4, 11}

// Points returns the card points of c (A 11, 10 10, K 4, O 3, U 2, else 0).
func Points(c cards.Card) int {
	if c >= 32 {
		return 0
	}
	return rankPoints[c&7]
}

// SetPoints returns the card points of the cards in s.
func SetPoints(s cards.Set) int {
	n := 0
	for i := range rankPoints {
		n += rankPoints[i] * (s & rankMask(i)).Len()
	}
	return n
}

func rankMask(r int) cards.Set {
	return cards.Set(0x0101010101010101&0xFFFFFFFF) << r
}

// Tables indexed by game type: effective class and power of every card, and
// the set of cards in each effective class. They turn legality and trick
// winners into a few table lookups and bit operations.
var (
	effOf   [numGameTypes][32]uint8
	powerOf [numGameTypes][32]uint8
	effSet  [numGameTypes][5]cards.Set
	// trumpOrder lists the trumps of suit and Grand games, highest first.
	trumpOrder [numGameTypes][]cards.Card
)

// Power within a plain suit (suit and Grand games): 7 8 9 T U O K A.
var plainPower = [8]uint8{1, 2, 3, 6, 0, 4, 5, 7}

// Power in Null: A K O U T 9 8 7.
var nullPower = [8]uint8{1, 2, 3, 4, 5, 6, 7, 8}

func init() {
	for _, v := range Ladder {
		onLadder[v] = true
	}
	for g := Diamonds; g < numGameTypes; g++ {
		for c := cards.Card(0); c < 32; c++ {
			suit, rank := int(c)/8, int(c)%8
			eff, pw := uint8(suit), uint8(0)
			switch {
			case g.IsNull():
				pw = nullPower[rank]
			case rank == rankU:
				eff, pw = trumpClass, 32+20+uint8(3-suit)
			case suit == g.TrumpSuit():
				eff, pw = trumpClass, 32+plainPower[rank]
			default:
				pw = plainPower[rank]
			}
			effOf[g][c], powerOf[g][c] = eff, pw
			effSet[g][eff] = effSet[g][eff].Add(c)
		}
		if !g.IsNull() {
			order := []cards.Card{cards.German.Card(suitC, rankU), cards.German.Card(suitS, rankU),
				cards.German.Card(suitH, rankU), cards.German.Card(suitD, rankU)}
			if t := g.TrumpSuit(); t >= 0 {
				for _, r := range []int{rankA, rankT, rankK, rankO, rank9, rank8, rank7} {
					order = append(order, cards.German.Card(t, r))
				}
			}
			trumpOrder[g] = order
		}
	}
}

// Trumps returns the trumps of game g (none in Null).
func Trumps(g GameType) cards.Set {
	if g == NoGame || g >= numGameTypes {
		return 0
	}
	return effSet[g][trumpClass]
}

// EffectiveSuit returns the class c follows in game g: the deck suit index
// 0–3 (C S H D), or 4 for trump.
func EffectiveSuit(g GameType, c cards.Card) int {
	if g == NoGame || g >= numGameTypes || c >= 32 {
		return -1
	}
	return int(effOf[g][c])
}

// ClassCards returns the cards of effective class cls (0–3 suits, 4 trump) in game g.
func ClassCards(g GameType, cls int) cards.Set {
	if g == NoGame || g >= numGameTypes || cls < 0 || cls > trumpClass {
		return 0
	}
	return effSet[g][cls]
}

// Follow returns the cards of hand that may be played to a trick led with
// led in game g (led == cards.None: the lead, any card).
func Follow(g GameType, hand cards.Set, led cards.Card) cards.Set {
	if led >= 32 || g == NoGame || g >= numGameTypes {
		return hand
	}
	if f := hand & effSet[g][effOf[g][led]]; f != 0 {
		return f
	}
	return hand
}

// TrickWinner returns the index (0 = the lead) of the card that wins the
// complete trick t in game g, or -1 when there is no such trick (no game
// announced, or a card that is not of the deck): callers such as a search
// may pass positions they built themselves, and a bad one must not panic.
func TrickWinner(g GameType, t [3]cards.Card) int {
	if g == NoGame || g >= numGameTypes || t[0] >= 32 || t[1] >= 32 || t[2] >= 32 {
		return -1
	}
	led := effOf[g][t[0]]
	best, bestKey := 0, powerOf[g][t[0]]
	for i := 1; i < 3; i++ {
		c := t[i]
		e := effOf[g][c]
		if e != led && e != trumpClass {
			continue
		}
		if k := powerOf[g][c]; k > bestKey {
			best, bestKey = i, k
		}
	}
	return best
}

// Matadors counts the matadors of game g over the declarer's twelve cards
// (the original hand plus the skat): the unbroken run of trumps held ("with")
// or missing ("without") from the Acorns Unter down. It returns 0 for Null.
func Matadors(g GameType, twelve cards.Set) (n int, with bool) {
	order := trumpOrder[min(g, numGameTypes-1)]
	if len(order) == 0 {
		return 0, false
	}
	with = twelve.Has(order[0])
	for _, c := range order {
		if twelve.Has(c) != with {
			break
		}
		n++
	}
	return n, with
}

// GameValue returns the value of game g for the declarer's twelve cards:
// base × (matadors + 1 + hand + schneider + schwarz) for suit and Grand
// games, the fixed value for Null (twelve and the flags other than hand do
// not matter there).
func GameValue(g GameType, twelve cards.Set, hand, schneider, schwarz bool) int {
	if g.IsNull() {
		return NullValue(g, hand)
	}
	if g == NoGame || g >= numGameTypes {
		return 0
	}
	m, _ := Matadors(g, twelve)
	mult := m + 1 + b2i(hand) + b2i(schneider) + b2i(schwarz)
	return g.BaseValue() * mult
}

// Values gives what each announcement would be worth for the declarer's
// known cards, without schneider or schwarz, indexed by GameType (index 0
// unused). known should be the twelve cards after picking up the skat; for a
// hand game (or before the skat is seen) it is the ten cards of the hand, and
// the unseen skat may still change the matadors (spec K5). The app shows
// these as "what each choice would be worth"; the computer players use them
// to bid.
func Values(known cards.Set, hand bool) [numGameTypes]int {
	var v [numGameTypes]int
	for g := Diamonds; g < numGameTypes; g++ {
		v[g] = GameValue(g, known, hand, false, false)
	}
	return v
}

// MaxValue returns the most game g can be worth with these cards: with
// schneider and schwarz (suit and Grand), or the fixed Null value.
func MaxValue(g GameType, known cards.Set, hand bool) int {
	return GameValue(g, known, hand, true, true)
}

// CanAnnounce reports whether game g may be announced at this bid (spec
// SK-D2): suit and Grand games always, a Null only when its fixed value
// reaches the bid.
func CanAnnounce(g GameType, hand bool, bid int) bool {
	switch {
	case g == NoGame || g >= numGameTypes:
		return false
	case g.IsNull():
		return NullValue(g, hand) >= bid
	}
	return true
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
