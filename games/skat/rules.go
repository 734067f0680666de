package skat

import (
	"github.com/cardavia/cardavia/games"
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
	// Ramsch is no announcement: the game of a deal all three passed, when
	// the house rule is on. Everyone plays for himself, the Unters alone
	// are trumps (as in Grand), and the most card points lose.
	Ramsch
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

var gameTokens = [numGameTypes]string{"", "diamonds", "hearts", "spades", "clubs", "grand", "null", "nullouvert", "ramsch"}

var gameNames = [numGameTypes]cards.Name{
	{ID: "skat.game.none", English: "No game"},
	{ID: "skat.game.diamonds", English: "Bells"},
	{ID: "skat.game.hearts", English: "Hearts"},
	{ID: "skat.game.spades", English: "Leaves"},
	{ID: "skat.game.clubs", English: "Acorns"},
	{ID: "skat.game.grand", English: "Grand"},
	{ID: "skat.game.null", English: "Null"},
	{ID: "skat.game.nullouvert", English: "Null ouvert"},
	{ID: "skat.game.ramsch", English: "Ramsch"},
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

// ladder is the list of legal bids, the ISkO list of game values (spec §4.1).
var ladder = [...]int{18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66,
	70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 117, 120, 121, 126, 130, 132, 135, 140, 143, 144,
	150, 153, 154, 156, 160, 162, 165, 168, 170, 176, 180, 187, 192, 198, 204, 216, 240, 264}

// Ladder returns the legal bids in ascending order, the ISkO list of game
// values (spec §4.1): a fresh copy, which the caller may keep or change.
func Ladder() []int { return append([]int(nil), ladder[:]...) }

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
	for _, v := range ladder {
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
			order := []cards.Card{cards.German().Card(suitC, rankU), cards.German().Card(suitS, rankU),
				cards.German().Card(suitH, rankU), cards.German().Card(suitD, rankU)}
			if t := g.TrumpSuit(); t >= 0 {
				for _, r := range []int{rankA, rankT, rankK, rankO, rank9, rank8, rank7} {
					order = append(order, cards.German().Card(t, r))
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

// Power returns c's power in game g: of two cards of the same effective
// class (EffectiveSuit) the one of higher power wins the trick, and a trump
// beats every other class. 0 for no game or a card not of the deck.
func Power(g GameType, c cards.Card) int {
	if g == NoGame || g >= numGameTypes || c >= 32 {
		return 0
	}
	return int(powerOf[g][c])
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
	return AnnouncedValue(g, twelve, hand, LevelNone, schneider, schwarz)
}

// AnnouncedValue is GameValue with the level lv announced (house rule
// "announcements"): Schneider and Schwarz count when announced, and each
// announced level adds one to the multiplier (ISkO 5.2.5–5.2.6: Acorns
// ouvert with 2 is 9 × 12 = 108).
func AnnouncedValue(g GameType, twelve cards.Set, hand bool, lv Level, schneider, schwarz bool) int {
	if g.IsNull() {
		return NullValue(g, hand)
	}
	if g == NoGame || g >= numGameTypes {
		return 0
	}
	m, _ := Matadors(g, twelve)
	schneider = schneider || lv >= LevelSchneider
	schwarz = schwarz || lv >= LevelSchwarz
	mult := m + 1 + b2i(hand) + b2i(schneider) + b2i(schwarz) + int(min(lv, LevelOuvert))
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
	for g := Diamonds; g < Ramsch; g++ {
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
	case g == NoGame || g >= Ramsch:
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

// Action encoding. Cards are their ids 0–31 (a card played to a trick); the
// other actions live above, in ranges that never overlap.
const (
	// Pass passes in the auction (and, for forehand alone, abandons the deal).
	Pass games.Action = 64 + iota
	// Hold says "yes" to the bidder's value.
	Hold
	// TakeSkat picks up the skat.
	TakeSkat
	// PlayHand plays without the skat.
	PlayHand
	// Kontra is a defender's double (house rule "kontra-re"): said at his
	// turn before he has played a card.
	Kontra
	// Re is the declarer's answer to a Kontra, said at his turn before he
	// plays his next card.
	Re
)

const (
	actAnnounce games.Action = 80   // + GameType
	actBid      games.Action = 1000 // + value
	actDiscard  games.Action = 2000 // + 32·low + high card
)

// Play returns the action of playing card c.
func Play(c cards.Card) games.Action { return games.Action(c) }

// Bid returns the action of bidding value v (a ladder value).
func Bid(v int) games.Action { return actBid + games.Action(v) }

// Announce returns the action of announcing game g.
func Announce(g GameType) games.Action { return actAnnounce + games.Action(g) }

// Discard returns the action of discarding the two cards a and b (in any order).
func Discard(a, b cards.Card) games.Action {
	if a > b {
		a, b = b, a
	}
	return actDiscard + games.Action(a)*32 + games.Action(b)
}

func decodeBid(a games.Action) (int, bool) {
	if a < actBid || a > actBid+MaxBid || !onLadder[a-actBid] {
		return 0, false
	}
	return int(a - actBid), true
}

// decodeAnnounce reads an announcement; Ramsch is none (nobody announces
// it), so its code is no action.
func decodeAnnounce(a games.Action) (GameType, bool) {
	if a <= actAnnounce || a >= actAnnounce+games.Action(Ramsch) {
		return NoGame, false
	}
	return GameType(a - actAnnounce), true
}

func decodeDiscard(a games.Action) (cards.Card, cards.Card, bool) {
	if a < actDiscard || a >= actDiscard+32*32 {
		return 0, 0, false
	}
	x := a - actDiscard
	lo, hi := cards.Card(x/32), cards.Card(x%32)
	if lo >= hi {
		return 0, 0, false
	}
	return lo, hi, true
}

// MoveKind says what an action does.
type MoveKind uint8

// The kinds of Skat actions.
const (
	MoveNone     MoveKind = iota // no action of Skat's
	MoveDeal                     // games.Deal: the deal
	MovePlay                     // Card played to the trick
	MoveBid                      // Bid said (or, as the first word of a duel, passed on)
	MoveHold                     // "yes" to the bidder's value
	MovePass                     // pass
	MoveTakeSkat                 // the skat picked up
	MovePlayHand                 // hand: the skat left lying
	MoveDiscard                  // the two cards of Discard laid away
	MoveAnnounce                 // Game announced
	MoveKontra                   // a defender's Kontra
	MoveRe                       // the declarer's Re
)

// Move is an action taken apart: Decode's result, and Action's input.
type Move struct {
	Kind    MoveKind
	Card    cards.Card // the card played (MovePlay), else cards.None
	Bid     int        // the value bid (MoveBid)
	Discard cards.Set  // the two cards laid away (MoveDiscard)
	Game    GameType   // the game announced (MoveAnnounce)
	Level   Level      // what was announced beyond the game (MoveAnnounce, house rule "announcements")
}

// Decode takes a apart; ok is false for a value that is no Skat action
// (Move.Action would not give it back). Whether the move is legal is the
// state's business.
func Decode(a games.Action) (m Move, ok bool) {
	m = Move{Card: cards.None}
	switch {
	case a == games.Deal:
		m.Kind = MoveDeal
	case a < 32:
		m.Kind, m.Card = MovePlay, cards.Card(a)
	case a == Pass:
		m.Kind = MovePass
	case a == Hold:
		m.Kind = MoveHold
	case a == TakeSkat:
		m.Kind = MoveTakeSkat
	case a == PlayHand:
		m.Kind = MovePlayHand
	case a == Kontra:
		m.Kind = MoveKontra
	case a == Re:
		m.Kind = MoveRe
	default:
		if v, ok := decodeBid(a); ok {
			m.Kind, m.Bid = MoveBid, v
		} else if g, lv, ok := decodeAnnounceLevel(a); ok {
			m.Kind, m.Game, m.Level = MoveAnnounce, g, lv
		} else if lo, hi, ok := decodeDiscard(a); ok {
			m.Kind, m.Discard = MoveDiscard, cards.SetOf(lo, hi)
		} else {
			return m, false
		}
	}
	return m, true
}

// Action encodes m: Decode's inverse (games.NoAction for MoveNone, and for
// a MoveDiscard without exactly two cards).
func (m Move) Action() games.Action {
	switch m.Kind {
	case MoveDeal:
		return games.Deal
	case MovePlay:
		return Play(m.Card)
	case MoveBid:
		return Bid(m.Bid)
	case MoveHold:
		return Hold
	case MovePass:
		return Pass
	case MoveTakeSkat:
		return TakeSkat
	case MovePlayHand:
		return PlayHand
	case MoveKontra:
		return Kontra
	case MoveRe:
		return Re
	case MoveDiscard:
		if m.Discard.Len() == 2 {
			return Discard(m.Discard.First(), m.Discard.Last())
		}
	case MoveAnnounce:
		if m.Level > LevelNone && (m.Game.IsNull() || m.Level >= numLevels) {
			return games.NoAction
		}
		return AnnounceLevel(m.Game, m.Level)
	}
	return games.NoAction
}

// Legal appends the legal actions in a fixed order: pass before bids in
// ascending order; "skat" before "hand"; discards by ascending card pairs;
// announcements from Bells to Null ouvert, then (house rule
// "announcements", hand games) Schneider, Schwarz and ouvert announced,
// each from Bells to Grand; cards by ascending id, then
// Kontra or Re when the house rule allows one.
func (s *State) Legal(buf []games.Action) []games.Action {
	switch s.phase {
	case PhaseDeal:
		return append(buf, games.Deal)
	case PhaseAuction:
		if s.stage == 3 {
			return append(buf, Bid(18), Pass)
		}
		if s.toSpeak == s.holder {
			return append(buf, Hold, Pass)
		}
		buf = append(buf, Pass)
		for _, v := range ladder {
			if v > int(s.current) {
				buf = append(buf, Bid(v))
			}
		}
		return buf
	case PhaseSkat:
		return append(buf, TakeSkat, PlayHand)
	case PhaseDiscard:
		var h cards.Set
		if s.game == Ramsch {
			h = s.hands[s.pusher] &^ Trumps(Ramsch) // Unters are not pushed
		} else {
			h = s.hands[s.declarer]
		}
		for a := h; a != 0; a &= a - 1 {
			c1 := a.First()
			for b := a & (a - 1); b != 0; b &= b - 1 {
				buf = append(buf, Discard(c1, b.First()))
			}
		}
		return buf
	case PhaseAnnounce:
		for g := Diamonds; g < Ramsch; g++ {
			if CanAnnounce(g, s.handGame, int(s.bid)) {
				buf = append(buf, Announce(g))
			}
		}
		for lv := LevelSchneider; lv < numLevels; lv++ {
			for g := Diamonds; g <= Grand; g++ {
				if s.canAnnounceLevel(g, lv) {
					buf = append(buf, AnnounceLevel(g, lv))
				}
			}
		}
		return buf
	case PhasePlay:
		for p := s.playable(); p != 0; p &= p - 1 {
			buf = append(buf, games.Action(p.First()))
		}
		switch {
		case s.canKontra():
			buf = append(buf, Kontra)
		case s.canRe():
			buf = append(buf, Re)
		}
		return buf
	case PhaseOver:
		if s.list.more() {
			return append(buf, games.Deal)
		}
	}
	return buf
}

// canKontra reports whether the seat to play may say Kontra (house rule
// "kontra-re"): a defender of a declared game who has not played a card
// yet, while nobody has doubled.
func (s *State) canKontra() bool {
	return s.rules.KontraRe && s.phase == PhasePlay && s.declarer >= 0 && s.turn != s.declarer &&
		s.played[s.turn] == 0 && s.doubled == [3]bool{}
}

// canRe reports whether the declarer to play may answer a Kontra with Re:
// before he plays his next card after it.
func (s *State) canRe() bool {
	return s.phase == PhasePlay && s.declarer >= 0 && s.turn == s.declarer && s.kontra() == 1 && !s.reClosed
}

// kontra counts the doubles said: 0, 1 (Kontra) or 2 (Kontra and Re).
func (s *State) kontra() int {
	return b2i(s.doubled[0]) + b2i(s.doubled[1]) + b2i(s.doubled[2])
}

func (s *State) playable() cards.Set {
	h := s.hands[s.turn]
	if s.nTrick == 0 {
		return h
	}
	if f := h & effSet[s.game][effOf[s.game][s.trick[0]]]; f != 0 {
		return f
	}
	return h
}

// Apply plays a, appending the events to ev. An illegal action returns an
// error wrapping games.ErrIllegal and leaves the state unchanged.
func (s *State) Apply(a games.Action, ev []games.Event) ([]games.Event, error) {
	switch s.phase {
	case PhaseDeal:
		if a != games.Deal {
			return ev, games.Illegal("the deal is due: only the deal action is legal, not %s", FormatAction(a))
		}
		return s.doDeal(ev), nil
	case PhaseAuction:
		return s.applyAuction(a, ev)
	case PhaseSkat:
		if s.game == Ramsch {
			return s.applyPush(a, ev)
		}
		switch a {
		case TakeSkat:
			d := s.declarer
			ev = append(ev, games.Event{Kind: KSkatTake, Player: d, Target: -1, From: games.Skat, To: games.Hand,
				Cards: s.skat, Private: d})
			s.hands[d] |= s.skat
			s.skatNow = 0
			s.skatTaken = true
			s.phase = PhaseDiscard
			return ev, nil
		case PlayHand:
			ev = append(ev, games.Event{Kind: KHand, Player: s.declarer, Target: -1, Card: cards.None, Private: games.Everyone})
			s.handGame = true
			s.phase = PhaseAnnounce
			return ev, nil
		}
		return ev, games.Illegal("p%d must pick up the skat (skat) or play hand (hand), not %s", s.declarer, FormatAction(a))
	case PhaseDiscard:
		if s.game == Ramsch {
			return s.applyPush(a, ev)
		}
		c1, c2, ok := decodeDiscard(a)
		if !ok {
			return ev, games.Illegal("p%d holds 12 cards and must discard two (discard:XX,YY), not %s", s.declarer, FormatAction(a))
		}
		h := s.hands[s.declarer]
		for _, c := range [2]cards.Card{c1, c2} {
			if !h.Has(c) {
				return ev, games.Illegal("p%d does not hold %s and cannot discard it", s.declarer, cards.German().Code(c))
			}
		}
		d := cards.SetOf(c1, c2)
		s.hands[s.declarer] = h &^ d
		s.skatNow = d
		ev = append(ev, games.Event{Kind: KDiscard, Player: s.declarer, Target: -1, From: games.Hand, To: games.Skat,
			Card: cards.None, Cards: d, Private: s.declarer})
		s.phase = PhaseAnnounce
		return ev, nil
	case PhaseAnnounce:
		g, lv, ok := decodeAnnounceLevel(a)
		if !ok {
			return ev, games.Illegal("p%d must announce a game, not %s", s.declarer, FormatAction(a))
		}
		if !CanAnnounce(g, s.handGame, int(s.bid)) {
			return ev, games.Illegal("%s is worth %d, below the bid %d", describe(g, s.handGame), NullValue(g, s.handGame), s.bid)
		}
		switch {
		case lv == LevelNone:
		case !s.rules.Announcements:
			return ev, games.Illegal("announcing %s is a house rule that is off in this match", lv)
		case !s.handGame:
			return ev, games.Illegal("%s is announced only in a hand game, and p%d took the skat", lv, s.declarer)
		}
		s.game, s.announced = g, lv
		ev = append(ev, games.Event{Kind: KDeclare, Player: s.declarer, Target: -1, Card: cards.None,
			Value: int32(g), Private: games.Everyone})
		if lv > LevelNone {
			ev = append(ev, games.Event{Kind: KAnnounced, Player: s.declarer, Target: -1, Card: cards.None,
				Value: int32(lv), Private: games.Everyone})
		}
		if s.Open() {
			ev = append(ev, games.Event{Kind: KReveal, Player: s.declarer, Target: -1, Card: cards.None,
				Cards: s.hands[s.declarer], Private: games.Everyone})
		}
		s.phase = PhasePlay
		s.turn = int8(s.Forehand())
		s.leader = s.turn
		return ev, nil
	case PhasePlay:
		switch {
		case a == Kontra && s.canKontra(), a == Re && s.canRe():
			s.doubled[s.turn] = true
			kind := KKontra
			if a == Re {
				kind = KRe
			}
			return append(ev, games.Event{Kind: kind, Player: s.turn, Target: -1, Card: cards.None,
				Value: int32(s.kontra()), Private: games.Everyone}), nil
		case a == Kontra || a == Re:
			return ev, s.illegalDouble(a)
		}
		if a >= 32 || !s.playable().Has(cards.Card(a)) {
			return ev, s.illegalPlay(a)
		}
		if s.turn == s.declarer && s.kontra() == 1 {
			s.reClosed = true // the declarer played on: Re is no longer his to say
		}
		return s.play(cards.Card(a), ev), nil
	case PhaseOver:
		if !s.list.more() {
			break
		}
		if a != games.Deal {
			return ev, games.Illegal("the next deal of the list is due: only the deal action is legal, not %s", FormatAction(a))
		}
		s.nextDeal()
		return s.doDeal(ev), nil
	}
	return ev, games.Illegal("the deal is over")
}

// nextDeal clears the finished deal of a list for the next one, dealt by
// the seat on the dealer's left (forehand of the deal before).
func (s *State) nextDeal() {
	*s = State{rng: s.rng, rules: s.rules, script: s.script, list: s.list, dealer: (s.dealer + 1) % 3, declarer: -1}
	s.list.startDeal()
}

func describe(g GameType, hand bool) string {
	if hand {
		return g.Name().English + " hand"
	}
	return g.Name().English
}

// illegalDouble says why Kontra or Re is refused.
func (s *State) illegalDouble(a games.Action) error {
	switch {
	case !s.rules.KontraRe:
		return games.Illegal("%s is a house rule that is off in this match", FormatAction(a))
	case s.declarer < 0:
		return games.Illegal("nobody declared: there is no game to double")
	case a == Kontra && s.turn == s.declarer:
		return games.Illegal("p%d declares: only a defender says Kontra", s.turn)
	case a == Kontra && s.kontra() > 0:
		return games.Illegal("Kontra has been said already")
	case a == Kontra:
		return games.Illegal("p%d has played a card: Kontra is said before one's first card", s.turn)
	case s.turn != s.declarer:
		return games.Illegal("only the declarer answers Kontra with Re")
	case s.kontra() == 0:
		return games.Illegal("Re answers a Kontra, and nobody said Kontra")
	case s.kontra() == 2:
		return games.Illegal("Re has been said already")
	}
	return games.Illegal("p%d played a card after the Kontra: Re is said before one's next card", s.turn)
}

func (s *State) illegalPlay(a games.Action) error {
	if a >= 32 {
		return games.Illegal("p%d must play a card, not %s", s.turn, FormatAction(a))
	}
	c := cards.Card(a)
	if !s.hands[s.turn].Has(c) {
		return games.Illegal("p%d does not hold %s", s.turn, cards.German().Code(c))
	}
	return games.Illegal("p%d must follow the led %s with one of %s", s.turn,
		cards.German().Code(s.trick[0]), s.playable().Format(cards.German()))
}

// doDeal deals 3 each, 2 to the skat, 4 each, 3 each, clockwise from forehand.
func (s *State) doDeal(ev []games.Event) []games.Event {
	var pack [32]cards.Card
	s.pack(&pack, &s.rng)
	ev = append(ev, games.Event{Kind: games.KDealStart, Player: s.dealer, Target: -1, Card: cards.None, Private: games.Everyone})
	fh := s.Forehand()
	i := 0
	give := func(n int) {
		for k := 0; k < 3; k++ {
			seat := int8((fh + k) % 3)
			for j := 0; j < n; j++ {
				c := pack[i]
				i++
				s.hands[seat] = s.hands[seat].Add(c)
				ev = append(ev, games.Event{Kind: games.KMove, Player: seat, Target: -1, From: games.Deck, To: games.Hand, Card: c, Private: seat})
			}
		}
	}
	give(3)
	for j := 0; j < 2; j++ {
		c := pack[i]
		i++
		s.skat = s.skat.Add(c)
		ev = append(ev, games.Event{Kind: games.KMove, Player: -1, Target: -1, From: games.Deck, To: games.Skat, Card: c, Private: games.Nobody})
	}
	give(4)
	give(3)
	s.skatNow = s.skat
	s.phase = PhaseAuction
	s.stage = 1
	s.bidder = int8(s.Middlehand())
	s.holder = int8(fh)
	s.toSpeak = s.bidder
	return ev
}

func (s *State) applyAuction(a games.Action, ev []games.Event) ([]games.Event, error) {
	p := s.toSpeak
	if s.stage == 3 {
		switch a {
		case Bid(18):
			s.current = 18
			s.said[p] = 18
			ev = append(ev, games.Event{Kind: KBid, Player: p, Target: -1, Card: cards.None, Value: 18, Private: games.Everyone})
			return s.endAuction(p, ev), nil
		case Pass:
			s.passed |= 1 << p
			ev = append(ev, games.Event{Kind: KPass, Player: p, Target: -1, Card: cards.None, Private: games.Everyone})
			if s.rules.Ramsch || s.rules.Schieberamsch {
				return s.startRamsch(ev), nil
			}
			return s.abandon(ev), nil
		}
		return ev, games.Illegal("everybody else passed: forehand p%d may play at 18 (18) or pass, not %s", p, FormatAction(a))
	}
	if p == s.holder {
		switch a {
		case Hold:
			s.said[p] = s.current
			ev = append(ev, games.Event{Kind: KHold, Player: p, Target: s.bidder, Card: cards.None, Value: int32(s.current), Private: games.Everyone})
			s.toSpeak = s.bidder
			return ev, nil
		case Pass:
			ev = s.pass(p, ev)
			if s.stage == 1 {
				s.secondDuel(s.bidder)
				return ev, nil
			}
			return s.endAuction(s.bidder, ev), nil
		}
		return ev, games.Illegal("p%d must hold %d (hold) or pass, not %s", p, s.current, FormatAction(a))
	}
	if a == Pass {
		ev = s.pass(p, ev)
		if s.stage == 1 {
			s.secondDuel(s.holder)
			return ev, nil
		}
		if s.current > 0 {
			return s.endAuction(s.holder, ev), nil
		}
		s.stage = 3
		s.toSpeak = s.holder
		return ev, nil
	}
	v, ok := decodeBid(a)
	if !ok {
		if a >= actBid && a <= actBid+MaxBid {
			return ev, games.Illegal("%d is not a bid: bids are the ladder values 18, 20, 22, 23, 24, 27 … 264", a-actBid)
		}
		return ev, games.Illegal("p%d must bid or pass, not %s", p, FormatAction(a))
	}
	if v <= int(s.current) {
		return ev, games.Illegal("a bid must be above %d, not %d", s.current, v)
	}
	s.current = int16(v)
	s.said[p] = int16(v)
	ev = append(ev, games.Event{Kind: KBid, Player: p, Target: s.holder, Card: cards.None, Value: int32(v), Private: games.Everyone})
	s.toSpeak = s.holder
	return ev, nil
}

func (s *State) pass(p int8, ev []games.Event) []games.Event {
	s.passed |= 1 << p
	return append(ev, games.Event{Kind: KPass, Player: p, Target: -1, Card: cards.None, Value: int32(s.current), Private: games.Everyone})
}

// secondDuel starts rearhand's bidding against the survivor of the first duel.
func (s *State) secondDuel(survivor int8) {
	s.stage = 2
	s.holder = survivor
	s.bidder = int8(s.Rearhand())
	s.toSpeak = s.bidder
}

func (s *State) endAuction(decl int8, ev []games.Event) []games.Event {
	s.declarer = decl
	s.bid = s.current
	s.phase = PhaseSkat
	return append(ev, games.Event{Kind: KAuctionWon, Player: decl, Target: -1, Card: cards.None, Value: int32(s.bid), Private: games.Everyone})
}

func (s *State) abandon(ev []games.Event) []games.Event {
	s.phase = PhaseOver
	st, _ := s.Settlement()
	s.list.record(st, int(s.dealer))
	ev = append(ev,
		games.Event{Kind: games.KAbandoned, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone},
		games.Event{Kind: games.KDealOver, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone})
	return s.matchOver(ev, -1, 0)
}

// matchOver ends the match after a deal that is its last (the one deal, or
// the list's last): the winner is the winning declarer of the one deal, the
// seat with the highest total of a list (-1 for none); value is the
// deal's score.
func (s *State) matchOver(ev []games.Event, winner int8, value int) []games.Event {
	if s.list.more() {
		return ev
	}
	if s.list.rules.Length > 0 {
		winner = int8(ListWinner(s.list.totals()))
		value = 0
	}
	return append(ev, games.Event{Kind: games.KMatchOver, Player: winner, Target: -1, Card: cards.None, Value: int32(value), Private: games.Everyone})
}

func (s *State) play(c cards.Card, ev []games.Event) []games.Event {
	p := s.turn
	g := s.game
	s.hands[p] = s.hands[p].Remove(c)
	s.played[p] = s.played[p].Add(c)
	if s.nTrick > 0 {
		if led := effOf[g][s.trick[0]]; effOf[g][c] != led {
			s.voids[p] |= 1 << led
		}
	}
	s.trick[s.nTrick] = c
	s.nTrick++
	ev = append(ev, games.Event{Kind: games.KMove, Player: p, Target: -1, From: games.Hand, To: games.Trick, Card: c, Private: games.Everyone})
	if s.nTrick < 3 {
		s.turn = (p + 1) % 3
		return ev
	}
	w := (s.leader + int8(TrickWinner(g, s.trick))) % 3
	set := cards.SetOf(s.trick[0], s.trick[1], s.trick[2])
	pts := int16(Points(s.trick[0]) + Points(s.trick[1]) + Points(s.trick[2]))
	s.points[w] += pts
	s.won[w]++
	s.history[s.tricks] = Trick{Leader: s.leader, Cards: s.trick, Winner: w}
	s.tricks++
	s.nTrick = 0
	s.leader, s.turn = w, w
	ev = append(ev, games.Event{Kind: games.KTrickWon, Player: w, Target: -1, From: games.Trick, To: games.Pile,
		Card: cards.None, Cards: set, Value: int32(pts), Private: games.Everyone})
	switch {
	case g == Ramsch && s.tricks == 10:
		ev = s.finishRamsch(ev)
	case s.tricks == 10 || (g.IsNull() && w == s.declarer):
		ev = s.finish(ev)
	}
	return ev
}

// twelve returns the declarer's original hand plus the skat: what is in
// hand, what was played and what lies in the skat.
func (s *State) twelve() cards.Set {
	return s.hands[s.declarer] | s.played[s.declarer] | s.skatNow
}

func (s *State) finish(ev []games.Event) []games.Event {
	d := s.declarer
	s.phase = PhaseOver
	st, _ := s.Settlement()
	s.list.record(st, int(s.dealer))
	winner := int8(-1)
	if st.Won {
		winner = d
	}
	ev = append(ev,
		games.Event{Kind: KSkatShown, Player: d, Target: -1, From: games.Skat, To: games.Pile, Card: cards.None,
			Cards: s.skatNow, Value: int32(st.SkatPoints), Private: games.Everyone},
		games.Event{Kind: games.KDealOver, Player: d, Target: -1, Card: cards.None, Value: int32(st.Score), Private: games.Everyone})
	return s.matchOver(ev, winner, st.Score)
}

// startRamsch begins the Ramsch of a deal all three passed (house rule
// "ramsch"): nobody declares, the skat stays face down, and forehand leads
// at once; under "schieberamsch" forehand first decides on the skat.
func (s *State) startRamsch(ev []games.Event) []games.Event {
	s.game = Ramsch
	ev = append(ev, games.Event{Kind: KRamsch, Player: -1, Target: -1, Card: cards.None, Private: games.Everyone})
	if s.rules.Schieberamsch {
		s.phase = PhaseSkat
		s.pusher = int8(s.Forehand())
		return ev
	}
	s.startRamschPlay()
	return ev
}

// startRamschPlay lets forehand lead the Ramsch.
func (s *State) startRamschPlay() {
	s.phase = PhasePlay
	s.turn = int8(s.Forehand())
	s.leader = s.turn
}

// applyPush is Schieberamsch's round of the skat: the seat deciding takes
// it (skat) and then pushes two cards that are no Unters on
// (discard:XX,YY), or passes it on unseen (hand); after rearhand forehand
// leads.
func (s *State) applyPush(a games.Action, ev []games.Event) ([]games.Event, error) {
	p := s.pusher
	if s.phase == PhaseSkat {
		switch a {
		case TakeSkat:
			ev = append(ev, games.Event{Kind: KSkatTake, Player: p, Target: -1, From: games.Skat, To: games.Hand,
				Cards: s.skatNow, Private: p})
			s.hands[p] |= s.skatNow
			s.skatNow = 0
			s.phase = PhaseDiscard
			return ev, nil
		case PlayHand:
			ev = append(ev, games.Event{Kind: KSkatPassed, Player: p, Target: -1, Card: cards.None, Private: games.Everyone})
			return s.nextPusher(ev), nil
		}
		return ev, games.Illegal("p%d must take the skat to push it (skat) or pass it on unseen (hand), not %s", p, FormatAction(a))
	}
	c1, c2, ok := decodeDiscard(a)
	if !ok {
		return ev, games.Illegal("p%d holds 12 cards and must push two on (discard:XX,YY), not %s", p, FormatAction(a))
	}
	h := s.hands[p]
	for _, c := range [2]cards.Card{c1, c2} {
		switch {
		case !h.Has(c):
			return ev, games.Illegal("p%d does not hold %s and cannot push it", p, cards.German().Code(c))
		case Trumps(Ramsch).Has(c):
			return ev, games.Illegal("%s is an Unter: Unters may not be pushed", cards.German().Code(c))
		}
	}
	d := cards.SetOf(c1, c2)
	s.hands[p] = h &^ d
	s.skatNow = d
	s.pushes++
	ev = append(ev, games.Event{Kind: KDiscard, Player: p, Target: -1, From: games.Hand, To: games.Skat,
		Card: cards.None, Cards: d, Value: int32(s.pushes), Private: p})
	return s.nextPusher(ev), nil
}

// nextPusher hands the skat to the next seat, or, after rearhand, starts
// the play.
func (s *State) nextPusher(ev []games.Event) []games.Event {
	s.pusher = (s.pusher + 1) % 3
	if int(s.pusher) == s.Forehand() {
		s.startRamschPlay()
		return ev
	}
	s.phase = PhaseSkat
	return ev
}

// finishRamsch settles a Ramsch after its tenth trick: the skat goes to the
// winner of the last trick.
func (s *State) finishRamsch(ev []games.Event) []games.Event {
	s.phase = PhaseOver
	st := s.ramschSettlement()
	s.list.record(st, int(s.dealer))
	last := s.history[9].Winner
	winner := int8(-1)
	if st.Durchmarsch {
		winner = last
	}
	ev = append(ev,
		games.Event{Kind: KSkatShown, Player: last, Target: -1, From: games.Skat, To: games.Pile, Card: cards.None,
			Cards: s.skatNow, Value: int32(st.SkatPoints), Private: games.Everyone},
		games.Event{Kind: games.KDealOver, Player: -1, Target: -1, Card: cards.None, Value: int32(st.Score), Private: games.Everyone})
	return s.matchOver(ev, winner, st.Score)
}
