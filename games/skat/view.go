package skat

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// View is what one seat may know (spec §3 "who sees what"). Card sets are
// cards.Set bitsets: bit i is the card with id i = 8·suit + rank (C S H D;
// 7 8 9 T U O K A). Fields are documented one by one in docs/games/skat.md.
type View struct {
	Seat      int       `json:"viewer"`
	ToMove    int       `json:"toMove"`
	Phase     Phase     `json:"phase"`
	Dealer    int       `json:"dealer"`
	Hand      cards.Set `json:"hand"`
	HandCount [3]int    `json:"handCounts"`
	SkatCount int       `json:"skatCount"`

	// Auction.
	Stage    int     `json:"auctionStage"`
	Bidder   int     `json:"bidder"`
	Holder   int     `json:"holder"`
	Current  int     `json:"current"`
	Passed   [3]bool `json:"passed"`
	Said     [3]int  `json:"said"`
	Declarer int     `json:"declarer"`
	Bid      int     `json:"bid"`

	// Declaration.
	SkatTaken bool      `json:"skatTaken"`
	HandGame  bool      `json:"handGame"`
	Game      GameType  `json:"game"`
	Skat      cards.Set `json:"skat"`
	Discards  cards.Set `json:"discards"`
	Open      cards.Set `json:"open"`
	// Announced is what the declarer of a hand game announced beyond the
	// game (house rule "announcements"); left out when nothing was.
	Announced Level `json:"announced,omitempty"`

	// Play.
	Leader       int           `json:"leader"`
	Trick        [3]cards.Card `json:"trick"`
	TrickLen     int           `json:"trickLen"`
	TricksPlayed int           `json:"tricks"`
	History      [10]Trick     `json:"history"`
	Played       [3]cards.Set  `json:"played"`
	Points       [3]int        `json:"points"`
	TricksWon    [3]int        `json:"tricksWon"`
	Voids        [3]uint8      `json:"voids"`
	// Kontra and Re (house rule): the seats that said one, and whether
	// the declarer played on after the Kontra without Re.
	Doubled  [3]bool `json:"doubled,omitzero"`
	ReClosed bool    `json:"reClosed,omitempty"`
	// Pushes counts, in Schieberamsch, the players who took the skat and
	// pushed two cards on (the seat deciding is toMove).
	Pushes int `json:"pushes,omitempty"`

	Settlement *Settlement `json:"settlement,omitempty"`

	// Options are the house rules on, the deal's and the list's
	// (list.go); left out when none is.
	Options Rules `json:"options,omitzero"`
	// List is the match's sheet when an option of the list is on; nil for
	// the seed's match of one deal.
	List *ListView `json:"list,omitempty"`
}

// ListView is the list as every seat sees it: the sheet of the finished
// deals, the totals and the Bock rounds.
type ListView struct {
	Deals   []ListDeal `json:"deals"`  // the finished deals, in order
	Totals  [3]int     `json:"totals"` // each seat's total over Deals
	BockNow bool       `json:"bockNow"`
	BockDue int        `json:"bockDue"` // deals of Bock rounds due after the one in play
}

var _ games.View = (*View)(nil)

// MarshalText writes the phase's name ("auction", "play" …).
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a phase name.
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if n == string(b) {
			*p = Phase(i)
			return nil
		}
	}
	return fmt.Errorf("unknown skat phase %q", b)
}

// MarshalText writes the game's token ("hearts", "none" …).
func (g GameType) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// UnmarshalText reads a game token.
func (g *GameType) UnmarshalText(b []byte) error {
	switch string(b) {
	case "none":
		*g = NoGame
		return nil
	case gameTokens[Ramsch]:
		*g = Ramsch
		return nil
	}
	a, err := ParseAction(string(b))
	if t, ok := decodeAnnounce(a); err == nil && ok {
		*g = t
		return nil
	}
	return fmt.Errorf("unknown skat game %q", b)
}

// View returns what seat p may know. A seat outside 0–2 gets a spectator's
// view (public cards only).
func (s *State) View(p int) games.View {
	v := s.view(p)
	return &v
}

// skatKnown reports whether seat p knows the skat as dealt and what lies in it now.
func (s *State) skatKnown(p int) bool {
	return s.phase == PhaseOver || (p == int(s.declarer) && s.skatTaken)
}

func (s *State) view(p int) View {
	v := View{
		Seat: p, ToMove: s.Player(), Phase: s.phase, Dealer: int(s.dealer),
		SkatCount: s.skatNow.Len(),
		Stage:     int(s.stage), Bidder: int(s.bidder), Holder: int(s.holder), Current: int(s.current),
		Declarer: int(s.declarer), Bid: int(s.bid),
		SkatTaken: s.skatTaken, HandGame: s.handGame, Game: s.game, Announced: s.announced,
		Leader: int(s.leader), TrickLen: int(s.nTrick), TricksPlayed: int(s.tricks),
		History: s.history, Played: s.played, Voids: s.voids, Doubled: s.doubled, ReClosed: s.reClosed,
		Pushes:  int(s.pushes),
		Trick:   [3]cards.Card{cards.None, cards.None, cards.None},
		Options: s.rules,
	}
	if s.phase == PhaseDeal {
		v.Stage, v.Bidder, v.Holder = 0, -1, -1
	}
	if s.phase < PhasePlay {
		v.Leader = -1
	}
	copy(v.Trick[:], s.trick[:s.nTrick])
	for q := 0; q < 3; q++ {
		v.HandCount[q] = s.hands[q].Len()
		v.Passed[q] = s.passed&(1<<q) != 0
		v.Said[q] = int(s.said[q])
		v.Points[q] = int(s.points[q])
		v.TricksWon[q] = int(s.won[q])
	}
	if p >= 0 && p < 3 {
		v.Hand = s.hands[p]
	}
	if s.skatKnown(p) {
		v.Skat, v.Discards = s.skat, s.skatNow
	}
	if s.Open() {
		v.Open = s.hands[s.declarer]
	}
	if st, ok := s.Settlement(); ok {
		v.Settlement = &st
	}
	if s.list.on() {
		v.List = &ListView{Deals: s.ListDeals(), Totals: s.list.totals(), BockNow: s.list.bockNow, BockDue: int(s.list.bockDue)}
	}
	return v
}

// open reports whether the declarer's hand lies face up in this view: Null
// ouvert, or a suit or Grand game announced ouvert.
func (v *View) open() bool { return v.Game == NullOuvert || v.Announced == LevelOuvert }

// Viewer returns the seat whose knowledge this is.
func (v *View) Viewer() int { return v.Seat }

// Player returns the seat to move (or games.Chance or games.Nobody).
func (v *View) Player() int { return v.ToMove }

// FormatAction spells a in record notation.
func (v *View) FormatAction(a games.Action) string { return FormatAction(a) }

// Legal appends the viewer's legal actions when it is the viewer's turn.
func (v *View) Legal(buf []games.Action) []games.Action {
	if v.ToMove != v.Seat || v.Seat < 0 || v.Seat > 2 || v.check() != nil {
		return buf
	}
	s := v.skeleton()
	return s.Legal(buf)
}

// Values gives what each announcement would be worth, played hand or not,
// for the cards the viewer knows as declarer: the hand and the cards it has
// played, plus the discards after a pick-up (twelve cards then). Without
// schneider or schwarz; see the package function Values.
func (v *View) Values(hand bool) [numGameTypes]int {
	known := v.Hand
	if v.Seat >= 0 && v.Seat < 3 {
		known |= v.Played[v.Seat]
	}
	if v.Seat == v.Declarer && v.SkatTaken {
		known |= v.Discards
	}
	return Values(known, hand)
}

// skeleton rebuilds the state from the view with the cards the viewer
// cannot see left out.
func (v *View) skeleton() State {
	s := State{
		dealer: int8(v.Dealer), phase: v.Phase, declarer: int8(v.Declarer),
		stage: uint8(v.Stage), bidder: int8(v.Bidder), holder: int8(v.Holder), current: int16(v.Current),
		bid: int16(v.Bid), handGame: v.HandGame, skatTaken: v.SkatTaken, game: v.Game, announced: v.Announced,
		leader: int8(v.Leader), nTrick: uint8(v.TrickLen), tricks: uint8(v.TricksPlayed),
		history: v.History, played: v.Played, voids: v.Voids, rules: v.Options,
		doubled: v.Doubled, reClosed: v.ReClosed, pushes: uint8(v.Pushes),
	}
	copy(s.trick[:], v.Trick[:])
	switch v.Phase {
	case PhaseAuction:
		s.toSpeak = int8(v.ToMove)
	case PhasePlay:
		s.turn = int8(v.ToMove)
	case PhaseSkat, PhaseDiscard:
		s.pusher = int8(v.ToMove)
	}
	for q := 0; q < 3; q++ {
		if v.Passed[q] {
			s.passed |= 1 << q
		}
		s.said[q] = int16(v.Said[q])
		s.points[q] = int16(v.Points[q])
		s.won[q] = uint8(v.TricksWon[q])
	}
	if v.Seat >= 0 && v.Seat < 3 {
		s.hands[v.Seat] = v.Hand
	}
	if v.open() && v.Declarer >= 0 {
		s.hands[v.Declarer] = v.Open
	}
	if v.Phase == PhaseOver {
		s.list.played = 1 // the one deal, finished
	}
	s.list.rules = v.Options.ListRules.effective()
	if l := v.List; l != nil {
		s.list.played = uint8(min(len(l.Deals), MaxListLength))
		for i, d := range l.Deals[:s.list.played] {
			s.list.deals[i] = pack(d)
		}
		s.list.bockNow, s.list.bockDue = l.BockNow, uint8(min(max(l.BockDue, 0), 3*MaxListLength))
	}
	return s
}

// check rejects a view whose fields are out of range (a view from a file or
// a bot), so that nothing downstream indexes out of bounds.
func (v *View) check() error {
	seat := func(x int) bool { return x >= 0 && x < 3 }
	switch {
	case v.Phase > PhaseOver || v.Game >= numGameTypes:
		return fmt.Errorf("%w: phase %d, game %d", errInconsistent, v.Phase, v.Game)
	case !seat(v.Dealer) || v.Declarer < -1 || v.Declarer > 2:
		return fmt.Errorf("%w: seats out of range", errInconsistent)
	case v.Phase > PhaseAuction && v.Phase < PhaseOver && v.Declarer < 0 && (v.Game != Ramsch || v.Phase == PhaseAnnounce):
		return fmt.Errorf("%w: no declarer in phase %s", errInconsistent, v.Phase)
	case v.Phase >= PhaseSkat && v.Phase <= PhaseAnnounce && (!seat(v.ToMove) || (v.Declarer >= 0 && v.ToMove != v.Declarer)):
		return fmt.Errorf("%w: p%d moves in phase %s of declarer p%d", errInconsistent, v.ToMove, v.Phase, v.Declarer)
	case v.Phase == PhaseAuction && (!seat(v.ToMove) || !seat(v.Bidder) || !seat(v.Holder)):
		return fmt.Errorf("%w: auction seats out of range", errInconsistent)
	case v.Phase == PhasePlay && (!seat(v.ToMove) || !seat(v.Leader) || v.Game == NoGame):
		return fmt.Errorf("%w: play without a game or seat", errInconsistent)
	case v.Phase > PhaseSkat && v.Declarer >= 0 && v.SkatTaken == v.HandGame,
		(v.Phase <= PhaseSkat || v.Declarer < 0) && (v.SkatTaken || v.HandGame):
		return fmt.Errorf("%w: skat taken %v, hand %v in phase %s", errInconsistent, v.SkatTaken, v.HandGame, v.Phase)
	case v.Phase < PhasePlay && v.Game != NoGame && v.Game != Ramsch:
		return fmt.Errorf("%w: %s announced in phase %s", errInconsistent, v.Game, v.Phase)
	case v.Phase == PhaseAuction && v.ToMove != v.Bidder && v.ToMove != v.Holder:
		return fmt.Errorf("%w: p%d speaks in a duel of p%d and p%d", errInconsistent, v.ToMove, v.Bidder, v.Holder)
	case v.TrickLen < 0 || v.TrickLen > 2 || v.TricksPlayed < 0 || v.TricksPlayed > 10:
		return fmt.Errorf("%w: %d cards in the trick, %d tricks", errInconsistent, v.TrickLen, v.TricksPlayed)
	case (v.TrickLen > 0 || v.TricksPlayed > 0) && v.Phase < PhasePlay:
		return fmt.Errorf("%w: cards played in phase %s", errInconsistent, v.Phase)
	case v.Phase == PhasePlay && (v.TricksPlayed == 10 || v.ToMove != (v.Leader+v.TrickLen)%3):
		return fmt.Errorf("%w: p%d to play in trick %d led by p%d", errInconsistent, v.ToMove, v.TricksPlayed+1, v.Leader)
	case v.Current < 0 || v.Current > MaxBid || v.Bid < 0 || v.Bid > MaxBid:
		return fmt.Errorf("%w: bid out of range", errInconsistent)
	}
	for i := 0; i < v.TrickLen; i++ {
		if v.Trick[i] >= 32 {
			return fmt.Errorf("%w: a trick card out of range", errInconsistent)
		}
	}
	full := cards.German().Full()
	for q := 0; q < 3; q++ {
		if v.HandCount[q] < 0 || v.HandCount[q] > 12 || v.Played[q]&^full != 0 {
			return fmt.Errorf("%w: p%d's cards out of range", errInconsistent, q)
		}
	}
	if (v.Hand|v.Skat|v.Discards|v.Open)&^full != 0 {
		return fmt.Errorf("%w: a card out of range", errInconsistent)
	}
	if seat(v.Seat) && v.Hand.Len() != v.HandCount[v.Seat] {
		return fmt.Errorf("%w: hand holds %d cards, handCounts[%d] says %d", errInconsistent, v.Hand.Len(), v.Seat, v.HandCount[v.Seat])
	}
	// The card counts follow from the phase: ten each and two in the skat,
	// but for the twelve cards of a declarer discarding and the cards played.
	nPlayed := 0
	for q := 0; q < 3; q++ {
		want := 10 - v.Played[q].Len()
		if v.Phase == PhaseDiscard && q == v.ToMove {
			want = 12 // the declarer, or the player pushing in Schieberamsch
		}
		if v.Phase == PhaseDeal {
			want = 0
		}
		if v.HandCount[q] != want {
			return fmt.Errorf("%w: handCounts[%d] is %d, %d expected in phase %s", errInconsistent, q, v.HandCount[q], want, v.Phase)
		}
		// One card to every finished trick, and one to the trick in
		// progress for the seats from the leader on that have played.
		played := v.TricksPlayed
		if v.TrickLen > 0 && (q-v.Leader+3)%3 < v.TrickLen {
			played++
		}
		if v.Played[q].Len() != played {
			return fmt.Errorf("%w: played[%d] holds %d cards after %d tricks", errInconsistent, q, v.Played[q].Len(), v.TricksPlayed)
		}
		nPlayed += v.Played[q].Len()
	}
	wantSkat := 2
	switch v.Phase {
	case PhaseDeal, PhaseDiscard:
		wantSkat = 0
	}
	if v.SkatCount != wantSkat || nPlayed != 3*v.TricksPlayed+v.TrickLen {
		return fmt.Errorf("%w: skatCount %d, %d cards played in %d tricks", errInconsistent, v.SkatCount, nPlayed, v.TricksPlayed)
	}
	return nil
}

// errInconsistent is wrapped by Sample's errors.
var errInconsistent = errors.New("inconsistent skat view")

// Sample deals the cards the viewer cannot see (the other hands, the skat
// unless the viewer knows it) uniformly among the deals that respect every
// void the view shows, and returns the resulting state.
func (v *View) Sample(rng *rand.Rand) (games.State, error) {
	s, err := v.SampleState(rng)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// SampleState is Sample with the concrete type, for searches that copy and
// play the sampled State directly.
func (v *View) SampleState(rng *rand.Rand) (*State, error) {
	if err := v.check(); err != nil {
		return nil, err
	}
	s := v.skeleton()
	s.rng = cards.NewPCG(rng.Uint64())
	if v.Phase == PhaseDeal {
		return &s, nil
	}
	known := v.Hand | v.Open
	for q := 0; q < 3; q++ {
		known |= v.Played[q]
	}
	skatKnown := v.Phase == PhaseOver || (v.Seat == v.Declarer && v.SkatTaken)
	if skatKnown {
		known |= v.Skat | v.Discards
		s.skat, s.skatNow = v.Skat, v.Discards
	}
	if v.Hand&v.Open != 0 && v.Seat != v.Declarer {
		return nil, fmt.Errorf("%w: the open hand overlaps the viewer's hand", errInconsistent)
	}
	// After the settlement everybody knows the skat the declarer picked up:
	// the part of it not discarded nor played is still in the declarer's hand.
	var forced cards.Set
	if skatKnown && v.SkatTaken && v.Seat != v.Declarer && v.Declarer >= 0 && !v.open() {
		forced = v.Skat &^ v.Discards &^ v.Played[v.Declarer]
		s.hands[v.Declarer] = forced
	}
	var places [3]place
	var seats [3]int // which seat each place fills; -1: the skat
	n := 0
	for q := 0; q < 3; q++ {
		if q == v.Seat || (v.open() && q == v.Declarer) {
			if s.hands[q].Len() != v.HandCount[q] {
				return nil, fmt.Errorf("%w: p%d holds %d cards, the view says %d", errInconsistent, q, s.hands[q].Len(), v.HandCount[q])
			}
			continue
		}
		capacity := v.HandCount[q]
		if q == v.Declarer {
			capacity -= forced.Len()
		}
		allowed := cards.German().Full()
		if v.Game != NoGame {
			for cls := 0; cls <= trumpClass; cls++ {
				if v.Voids[q]&(1<<cls) != 0 {
					allowed &^= ClassCards(v.Game, cls)
				}
			}
		}
		places[n], seats[n] = place{cap: capacity, allowed: allowed}, q
		n++
	}
	if !skatKnown {
		places[n], seats[n] = place{cap: v.SkatCount, allowed: cards.German().Full()}, -1
		n++
	}
	unknown := cards.German().Full() &^ known
	got, err := dealPlaces(unknown, places[:n], rng)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		if seats[i] < 0 {
			s.skatNow = got[i]
		} else {
			s.hands[seats[i]] |= got[i]
		}
	}
	if !skatKnown {
		switch {
		case !v.SkatTaken:
			s.skat = s.skatNow
		case v.Phase == PhaseDiscard && v.Declarer >= 0:
			// The skat as dealt is two of the declarer's twelve cards; which
			// two is hidden and changes nothing in play.
			h := s.hands[v.Declarer]
			a := h.Nth(rng.IntN(12))
			h = h.Remove(a)
			s.skat = cards.SetOf(a, h.Nth(rng.IntN(11)))
		default:
			s.skat = s.skatNow
		}
	}
	return &s, nil
}

type place struct {
	cap     int
	allowed cards.Set
}

var factorial [33]float64

func init() {
	factorial[0] = 1
	for i := 1; i < len(factorial); i++ {
		factorial[i] = factorial[i-1] * float64(i)
	}
}

// dealPlaces hands the cards of unknown out to up to three places with
// exact capacities, each card only to places that allow it, uniformly among
// all such deals. Cards are grouped by the places they may go to; a table of
// completion counts then picks how many cards of each group go where with
// the right weights, and the cards within a group are shuffled.
func dealPlaces(unknown cards.Set, ps []place, rng *rand.Rand) ([3]cards.Set, error) {
	var out [3]cards.Set
	var pl [3]place
	copy(pl[:], ps)
	total := 0
	for _, p := range pl {
		if p.cap < 0 || p.cap > 12 {
			return out, fmt.Errorf("%w: a hidden place of %d cards", errInconsistent, p.cap)
		}
		total += p.cap
	}
	if total != unknown.Len() {
		return out, fmt.Errorf("%w: %d unseen cards for %d hidden places", errInconsistent, unknown.Len(), total)
	}
	var groups [8]cards.Set
	for u := unknown; u != 0; u &= u - 1 {
		c := u.First()
		m := 0
		for i, p := range pl {
			if p.cap > 0 && p.allowed.Has(c) {
				m |= 1 << i
			}
		}
		if m == 0 {
			return out, fmt.Errorf("%w: %s can be nowhere", errInconsistent, cards.German().Code(c))
		}
		groups[m] |= cards.Set(1) << c
	}
	var gm [8]int
	var gs [8]cards.Set
	ng := 0
	for m := 1; m < 8; m++ {
		if groups[m] != 0 {
			gm[ng], gs[ng] = m, groups[m]
			ng++
		}
	}
	// f[t][r0][r1]: ways to deal groups t… so that place 0 gets r0 and
	// place 1 gets r1 more cards (place 2 the rest, within its capacity).
	// States never filled stay 0, which is what makes them impossible.
	var nrest [9]int
	for t := ng - 1; t >= 0; t-- {
		nrest[t] = nrest[t+1] + gs[t].Len()
	}
	var f [9][13][13]float64
	f[ng][0][0] = 1
	for t := ng - 1; t >= 0; t-- {
		nt, m := gs[t].Len(), gm[t]
		for r0 := 0; r0 <= min(pl[0].cap, nrest[t]); r0++ {
			for r1 := max(0, nrest[t]-r0-pl[2].cap); r1 <= min(pl[1].cap, nrest[t]-r0); r1++ {
				f[t][r0][r1] = splitWeights(nt, m, r0, r1, &f[t+1], -1)
			}
		}
	}
	r0, r1 := pl[0].cap, pl[1].cap
	if f[0][r0][r1] == 0 {
		return out, fmt.Errorf("%w: no deal of the unseen cards respects the voids", errInconsistent)
	}
	var buf [32]cards.Card
	for t := 0; t < ng; t++ {
		nt, m := gs[t].Len(), gm[t]
		pick := splitWeights(nt, m, r0, r1, &f[t+1], rng.Float64()*f[t][r0][r1])
		c0, c1 := int(pick)>>8, int(pick)&0xFF
		c2 := nt - c0 - c1
		cs := gs[t].Append(buf[:0])
		cards.ShuffleRand(cs, rng)
		out[0] |= cards.SetOf(cs[:c0]...)
		out[1] |= cards.SetOf(cs[c0 : c0+c1]...)
		out[2] |= cards.SetOf(cs[c0+c1 : c0+c1+c2]...)
		r0, r1 = r0-c0, r1-c1
	}
	return out, nil
}

// splitWeights walks the ways to split a group of n cards that may go to
// the places in mask m, with at most r0 to place 0 and r1 to place 1, each
// weighted by its multinomial count times the completions in next. With
// u < 0 it returns the total weight; otherwise it returns the split (k0<<8 |
// k1) where the running total first exceeds u.
func splitWeights(n, m, r0, r1 int, next *[13][13]float64, u float64) float64 {
	max0 := 0
	if m&1 != 0 {
		max0 = min(n, r0)
	}
	sum, last := 0.0, -1
	for k0 := 0; k0 <= max0; k0++ {
		max1 := 0
		if m&2 != 0 {
			max1 = min(n-k0, r1)
		}
		for k1 := 0; k1 <= max1; k1++ {
			k2 := n - k0 - k1
			if k2 > 0 && m&4 == 0 {
				continue
			}
			w := factorial[n] / (factorial[k0] * factorial[k1] * factorial[k2]) * next[r0-k0][r1-k1]
			if w == 0 {
				continue
			}
			sum += w
			last = k0<<8 | k1
			if u >= 0 && sum > u {
				return float64(last)
			}
		}
	}
	if u >= 0 {
		return float64(last) // rounding: the last possible split
	}
	return sum
}
