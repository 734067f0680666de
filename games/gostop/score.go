package gostop

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Card ids the rules name individually (numeric id 4·(month−1)+slot, spec §2).
const (
	Cup        cards.Card = 32 // 09-A, the September cup: animal or double junk, never transferred
	RainBright cards.Card = 44 // 12-B, the December rain bright
)

// The category masks, built from the deck's printed kinds so that the engine,
// the app and the tests agree on one classification.
var (
	brightMask  cards.Set                // the five brights
	animalMask  cards.Set                // the eight animals other than the cup
	ribbonMask  cards.Set                // the ten ribbons (12-R included)
	singleMask  cards.Set                // the 22 single junk cards
	doubleMask  cards.Set                // 11-D and 12-D
	redPoemMask cards.Set                // 01-R 02-R 03-R
	blueMask    cards.Set                // 06-R 09-R 10-R
	plainMask   cards.Set                // 04-R 05-R 07-R (12-R is not one of them)
	godoriMask  = cards.SetOf(4, 12, 29) // 02-A 04-A 08-A, the three birds
	monthMask   [12]cards.Set            // the four cards of each month, index month−1
	fullMask    = cards.Set(1)<<48 - 1   // the 48 cards of the hwatu pack
	// bonusDouble and bonusTriple are the bonus cards (Rules.Bonus), ids
	// after the 48: BonusD1 and BonusD2 count 2 junk units, BonusT 3.
	bonusDouble = cards.SetOf(BonusD1, BonusD2)
	bonusTriple = cards.SetOf(BonusT)
)

// The bonus cards' ids (Rules.Bonus): the two double-junk jokers, then the
// triple-junk joker, numbered after the 48 so that every id of the pack
// keeps its meaning.
const (
	BonusD1 cards.Card = 48
	BonusD2 cards.Card = 49
	BonusT  cards.Card = 50
)

// IsBonus reports whether c is one of the bonus cards.
func IsBonus(c cards.Card) bool { return c >= BonusD1 && c <= BonusT }

// Code returns a card's record code: the hwatu pack's ("08-B") or a bonus
// card's ("BN-T", the hwatu deck's extra cards); "??" for anything else.
func Code(c cards.Card) string { return cards.Hwatu().Code(c) }

// ParseCard reads what Code writes (case-insensitively).
func ParseCard(code string) (cards.Card, error) {
	for c := BonusD1; c <= BonusT; c++ {
		if strings.EqualFold(strings.TrimSpace(code), Code(c)) {
			return c, nil
		}
	}
	return cards.Hwatu().Parse(code)
}

// bonusOf returns the bonus cards of a pack with n of them (0, 2 or 3).
func bonusOf(n int8) cards.Set {
	switch n {
	case 2:
		return bonusDouble
	case 3:
		return bonusDouble | bonusTriple
	}
	return 0
}

// packOf returns the cards of the pack the rules play with: the 48 and the
// bonus cards.
func packOf(r Rules) cards.Set { return fullMask | bonusOf(r.Bonus) }

func init() {
	for i := 0; i < 48; i++ {
		c := cards.Card(i)
		monthMask[cards.Month(c)-1] = monthMask[cards.Month(c)-1].Add(c)
		switch cards.KindOf(c) {
		case cards.Bright:
			brightMask = brightMask.Add(c)
		case cards.Animal:
			if c != Cup {
				animalMask = animalMask.Add(c)
			}
		case cards.Ribbon:
			ribbonMask = ribbonMask.Add(c)
			switch cards.RibbonOf(c) {
			case cards.RedPoem:
				redPoemMask = redPoemMask.Add(c)
			case cards.Blue:
				blueMask = blueMask.Add(c)
			case cards.PlainRed:
				plainMask = plainMask.Add(c)
			}
		case cards.Junk:
			singleMask = singleMask.Add(c)
		case cards.DoubleJunk:
			doubleMask = doubleMask.Add(c)
		}
	}
}

// MonthCards returns the four cards of month m (1 to 12).
func MonthCards(m int) cards.Set {
	if m < 1 || m > 12 {
		return 0
	}
	return monthMask[m-1]
}

// Birds returns the three godori birds (02-A 04-A 08-A), worth 5 points
// together.
func Birds() cards.Set { return godoriMask }

func monthOf(c cards.Card) cards.Set { return monthMask[int(c)/4%12] }

// Score is the combination score of one capture pile with its breakdown
// (spec §6). It is a plain value: computing it never allocates, so the
// computer players can evaluate piles in their inner loops.
type Score struct {
	Brights   int  `json:"brights"`   // bright cards held
	Rain      bool `json:"rain"`      // 12-B among them
	BrightPts int  `json:"brightPts"` // 15 / 4 / 3 (2 with the rain bright) / 0
	Animals   int  `json:"animals"`   // animals counted, the cup included when classed as an animal
	AnimalPts int  `json:"animalPts"` // one per animal from the fifth
	Godori    int  `json:"godori"`    // 5 with the three birds
	Ribbons   int  `json:"ribbons"`   // ribbons held
	RibbonPts int  `json:"ribbonPts"` // one per ribbon from the fifth
	RedPoem   int  `json:"redPoem"`   // 3 for the red poem set
	Blue      int  `json:"blue"`      // 3 for the blue set
	PlainRed  int  `json:"plainRed"`  // 3 for the plain red set
	Units     int  `json:"units"`     // junk units counted, the cup's 2 included when classed as junk
	JunkPts   int  `json:"junkPts"`   // one per unit from the tenth
	Cup       bool `json:"cup"`       // the pile holds 09-A
	CupAsJunk bool `json:"cupAsJunk"`
	Total     int  `json:"total"` // S: the combinations added together
}

// junkUnits counts the transferable junk of a pile: singles 1, doubles 2
// (the cup excluded), the bonus cards 2 and 3.
func junkUnits(pile cards.Set) int {
	return pile.Intersect(singleMask).Len() + 2*pile.Intersect(doubleMask|bonusDouble).Len() + 3*pile.Intersect(bonusTriple).Len()
}

func over(n, from int) int {
	if n > from {
		return n - from
	}
	return 0
}

// ScoreOf returns the combination score of a capture pile. The September cup
// is classed as whichever of animal or double junk scores higher; a tie makes
// it an animal.
func ScoreOf(pile cards.Set) Score {
	var s Score
	s.Brights = pile.Intersect(brightMask).Len()
	s.Rain = pile.Has(RainBright)
	switch s.Brights {
	case 5:
		s.BrightPts = 15
	case 4:
		s.BrightPts = 4
	case 3:
		s.BrightPts = 3
		if s.Rain {
			s.BrightPts = 2
		}
	}
	s.Ribbons = pile.Intersect(ribbonMask).Len()
	s.RibbonPts = over(s.Ribbons, 4)
	if pile.Contains(redPoemMask) {
		s.RedPoem = 3
	}
	if pile.Contains(blueMask) {
		s.Blue = 3
	}
	if pile.Contains(plainMask) {
		s.PlainRed = 3
	}
	if pile.Contains(godoriMask) {
		s.Godori = 5
	}
	a0, u0 := pile.Intersect(animalMask).Len(), junkUnits(pile)
	s.Animals, s.Units = a0, u0
	if pile.Has(Cup) {
		s.Cup = true
		asAnimal := over(a0+1, 4) + over(u0, 9)
		asJunk := over(a0, 4) + over(u0+2, 9)
		if asJunk > asAnimal {
			s.CupAsJunk = true
			s.Units += 2
		} else {
			s.Animals++
		}
	}
	s.AnimalPts = over(s.Animals, 4)
	s.JunkPts = over(s.Units, 9)
	s.Total = s.BrightPts + s.AnimalPts + s.Godori + s.RibbonPts + s.RedPoem + s.Blue + s.PlainRed + s.JunkPts
	return s
}

// Points returns the combination score S of a pile: ScoreOf(pile).Total
// without the breakdown, for the turn-by-turn go/stop checks.
func Points(pile cards.Set) int {
	t := 0
	switch pile.Intersect(brightMask).Len() {
	case 5:
		t = 15
	case 4:
		t = 4
	case 3:
		t = 3
		if pile.Has(RainBright) {
			t = 2
		}
	}
	t += over(pile.Intersect(ribbonMask).Len(), 4)
	for _, set := range [4]cards.Set{redPoemMask, blueMask, plainMask, godoriMask} {
		if pile.Contains(set) {
			t += 3
			if set == godoriMask {
				t += 2
			}
		}
	}
	a, u := pile.Intersect(animalMask).Len(), junkUnits(pile)
	if pile.Has(Cup) {
		return t + max(over(a+1, 4)+over(u, 9), over(a, 4)+over(u+2, 9))
	}
	return t + over(a, 4) + over(u, 9)
}

// GoAdjust applies the table's go bonus to a stopping score: +1 after one
// go, +2 after two, and from the third go a doubling per go without the +1/+2
// (table rule GS-A5; common practice differs).
func GoAdjust(score, gos int) int {
	switch {
	case gos <= 0:
		return score
	case gos == 1:
		return score + 1
	case gos == 2:
		return score + 2
	}
	return score << (gos - 2)
}

// KoreanGoAdjust is the go bonus as most Korean tables pay it
// (Rules.KoreanGo): +1 per go, and from the third go the score with its
// +g also doubles per go after the second: (S+g)·2^(g−2).
func KoreanGoAdjust(score, gos int) int {
	switch {
	case gos <= 0:
		return score
	case gos <= 2:
		return score + gos
	}
	return (score + gos) << (gos - 2)
}

// Payout is what a Stop pays, with the doublings that made it.
type Payout struct {
	Score    Score `json:"score"`    // the winner's combinations
	Gos      int   `json:"gos"`      // the winner's go count
	GoScore  int   `json:"goScore"`  // GoAdjust(Score.Total, Gos)
	GwangBak bool  `json:"gwangBak"` // the winner's brights score and the loser has none
	MeongBak bool  `json:"meongBak"` // the winner counts seven animals or more
	PiBak    bool  `json:"piBak"`    // the winner's junk scores and the loser protects with fewer than 5 units
	// The house rules' doublings (Rules), each ×2: the winner's shakes and
	// bombs, go-bak (the loser had said go), and the nagaris carried.
	Shakes int  `json:"shakes,omitempty"`
	Bombs  int  `json:"bombs,omitempty"`
	GoBak  bool `json:"goBak,omitempty"`
	Carry  int  `json:"nagariCarry,omitempty"`
	Total  int  `json:"total"` // GoScore doubled once per bak and per doubling above
}

// Multiplier is the house rules' part of a payment: 2 to the power of the
// winner's shakes and bombs, go-bak and the nagari doublings carried.
func (p Payout) Multiplier() int {
	n := p.Shakes + p.Bombs + p.Carry
	if p.GoBak {
		n++
	}
	return 1 << n
}

// SettleDeal returns the payment of a Stop by seat w in the deal pub, its
// house rules included (Settle is the seed's part).
func SettleDeal(pub *Public, w int) Payout {
	w &= 1
	r := pub.Options
	p := Settle(pub.Piles[w], int(pub.Gos[w]), pub.Piles[1-w])
	if r == (Rules{}) {
		return p
	}
	if r.KoreanGo {
		p.GoScore = KoreanGoAdjust(p.Score.Total, p.Gos)
		p.Total = p.GoScore
		for _, b := range [3]bool{p.GwangBak, p.MeongBak, p.PiBak} {
			if b {
				p.Total *= 2
			}
		}
	}
	p.Shakes, p.Bombs = int(pub.Shakes[w]), int(pub.Bombs[w])
	p.GoBak = r.GoBak && pub.Gos[1-w] > 0
	p.Carry = carried(pub)
	p.Total *= p.Multiplier()
	return p
}

// carried is the number of doublings the nagaris before this deal carry
// into it (NagariDoubles), capped at MaxNagariDoublings.
func carried(pub *Public) int {
	if !pub.Options.NagariDoubles {
		return 0
	}
	return min(int(pub.Carry), MaxNagariDoublings)
}

// ProtectUnits returns the junk units that protect a loser from pi-bak: the
// junk units, plus 2 for the cup whatever its classification (spec §7).
func ProtectUnits(pile cards.Set) int {
	u := junkUnits(pile)
	if pile.Has(Cup) {
		u += 2
	}
	return u
}

// Settle returns the payment of a Stop by the holder of pile winner, after
// gos gos, against the holder of pile loser (spec §7).
func Settle(winner cards.Set, gos int, loser cards.Set) Payout {
	p := Payout{Score: ScoreOf(winner), Gos: gos}
	p.GoScore = GoAdjust(p.Score.Total, gos)
	p.GwangBak = p.Score.BrightPts > 0 && loser.Intersect(brightMask).Empty()
	p.MeongBak = p.Score.Animals >= 7
	p.PiBak = p.Score.JunkPts > 0 && ProtectUnits(loser) < 5
	p.Total = p.GoScore
	for _, b := range [3]bool{p.GwangBak, p.MeongBak, p.PiBak} {
		if b {
			p.Total *= 2
		}
	}
	return p
}

// nextJunk returns the first transferable junk card of a pile in the order
// the table takes it (singles before doubles, each by ascending id, the
// double-junk bonus cards after the doubles and the triple last) and its
// units. The cup is never transferable (GS-A2).
func nextJunk(pile cards.Set) (cards.Card, int) {
	if c := pile.Intersect(singleMask).First(); c != cards.None {
		return c, 1
	}
	if c := pile.Intersect(doubleMask | bonusDouble).First(); c != cards.None {
		return c, 2
	}
	if pile.Has(BonusT) {
		return BonusT, 3
	}
	return cards.None, 0
}

// TakeJunk returns the cards a pile pays for a junk payment: one card when
// units is 0 (a "1 junk card" payment), otherwise cards least valuable first
// until at least units are covered (a double may overpay: GS-A3). A pile
// short of junk pays what it has.
func TakeJunk(pile cards.Set, units int) (paid cards.Set, moved int) {
	if units <= 0 {
		c, u := nextJunk(pile)
		if c == cards.None {
			return 0, 0
		}
		return cards.SetOf(c), u
	}
	for moved < units {
		c, u := nextJunk(pile)
		if c == cards.None {
			break
		}
		pile = pile.Remove(c)
		paid = paid.Add(c)
		moved += u
	}
	return paid, moved
}

// Value returns what the deal is worth to seat: once it is over, the
// settled payout (negative for the loser); before, what a Stop by seat would
// pay right now (Settle of its pile and gos), a cheap evaluation for the
// computer players that ignores whether a decision is due. A seat other
// than 0 and 1 has no stake: 0.
func (s *State) Value(seat int) int {
	if !isSeat(seat) {
		return 0
	}
	if s.pub.Phase == PhaseOver {
		switch int(s.pub.Winner) {
		case seat:
			return int(s.pub.Payment)
		case 1 - seat:
			return -int(s.pub.Payment)
		}
		return 0
	}
	return SettleDeal(&s.pub, seat).Total
}

func label(what, english string) cards.Name {
	return cards.Name{ID: "score.gostop." + what, English: english}
}

// Result returns the deal's outcome. Deal and Match are equal (one deal per
// match): the winner's payout, and its negative for the loser. Lines explain
// it: for a Stop the winner's combinations, the go bonus, each doubling and
// the payment; for an instant win its reason; for a draw "nagari".
func (s *State) Result() games.Result {
	r := games.Result{Deal: []int{0, 0}, Match: []int{0, 0}, Winner: -1, Deals: int(s.pub.Deals)}
	if s.pub.Phase == PhaseChance && s.pub.End == EndNagari {
		// A nagari carried to the next deal (NagariDoubles): the drawn
		// deal is over, the match goes on.
		r.DealOver = true
		r.Lines = s.lines()
		return r
	}
	if s.pub.Phase != PhaseOver {
		return r
	}
	r.DealOver = true
	if w := int(s.pub.Winner); w >= 0 {
		r.Winner = w
		r.Deal[w], r.Deal[1-w] = int(s.pub.Payment), -int(s.pub.Payment)
		copy(r.Match, r.Deal)
	}
	r.Lines = s.lines()
	return r
}

func (s *State) lines() []games.Line {
	w := int(s.pub.Winner)
	var ls []games.Line
	add := func(seat int, what, english string, v int, note string) {
		ls = append(ls, games.Line{Seat: seat, Label: label(what, english), Value: v, Note: note})
	}
	switch s.pub.End {
	case EndNagari:
		add(-1, "nagari", "Nagari (draw)", 0, "the stock ran out without a stop")
		if s.pub.Phase == PhaseChance {
			add(-1, "nagari-next", "The next deal pays", 1<<carried(&s.pub), "×2 per nagari in a row")
		}
		return ls
	case EndQuad:
		add(w, "quad", "Four of a month in hand", 5, "all four cards of "+s.pub.Quad.Format(cards.Hwatu()))
		s.carryLine(add, w)
		add(w, "payment", "Payment", int(s.pub.Payment), "flat: no go bonus, no doubling")
		return ls
	case EndPpuk:
		add(w, "three-ppuk", "Three ppuk", 5, "a third ppuk stack")
		s.carryLine(add, w)
		add(w, "payment", "Payment", int(s.pub.Payment), "flat: no go bonus, no doubling")
		return ls
	case EndStop:
	default:
		return ls
	}
	l := 1 - w
	pay := SettleDeal(&s.pub, w)
	sc := pay.Score
	if sc.BrightPts > 0 {
		note := fmt.Sprintf("%d brights", sc.Brights)
		if sc.Brights == 3 && sc.Rain {
			note += ", the rain bright among them"
		}
		add(w, "brights", "Brights", sc.BrightPts, note)
	}
	if sc.AnimalPts > 0 {
		add(w, "animals", "Animals", sc.AnimalPts, fmt.Sprintf("%d animals", sc.Animals))
	}
	if sc.Godori > 0 {
		add(w, "godori", "Godori", sc.Godori, "the three birds")
	}
	if sc.RibbonPts > 0 {
		add(w, "ribbons", "Ribbons", sc.RibbonPts, fmt.Sprintf("%d ribbons", sc.Ribbons))
	}
	if sc.RedPoem > 0 {
		add(w, "red-poem", "Red poem ribbons", sc.RedPoem, "01-R 02-R 03-R")
	}
	if sc.Blue > 0 {
		add(w, "blue", "Blue ribbons", sc.Blue, "06-R 09-R 10-R")
	}
	if sc.PlainRed > 0 {
		add(w, "plain-red", "Plain red ribbons", sc.PlainRed, "04-R 05-R 07-R")
	}
	if sc.JunkPts > 0 {
		add(w, "junk", "Junk", sc.JunkPts, fmt.Sprintf("%d junk units", sc.Units))
	}
	if sc.Cup {
		as := "an animal"
		if sc.CupAsJunk {
			as = "double junk"
		}
		add(w, "cup", "September cup", 0, "counted as "+as)
	}
	add(w, "score", "Score", sc.Total, "")
	if pay.Gos > 0 && s.pub.Options.KoreanGo {
		note := fmt.Sprintf("%d go: %d + %d", pay.Gos, sc.Total, pay.Gos)
		if pay.Gos >= 3 {
			note = fmt.Sprintf("%d gos: (%d + %d) × %d", pay.Gos, sc.Total, pay.Gos, 1<<(pay.Gos-2))
		}
		add(w, "gos", "Go bonus", pay.GoScore, note)
	} else if pay.Gos > 0 {
		note := fmt.Sprintf("%d go: %d + %d", pay.Gos, sc.Total, pay.Gos)
		if pay.Gos >= 3 {
			note = fmt.Sprintf("%d gos: %d × %d", pay.Gos, sc.Total, 1<<(pay.Gos-2))
		} else if pay.Gos == 2 {
			note = fmt.Sprintf("2 gos: %d + 2", sc.Total)
		}
		add(w, "gos", "Go bonus", pay.GoScore, note)
	}
	if pay.GwangBak {
		add(w, "gwang-bak", "Gwang-bak", 2, "×2: the opponent holds no bright")
	}
	if pay.MeongBak {
		add(w, "meong-bak", "Meong-bak", 2, fmt.Sprintf("×2: %d animals", sc.Animals))
	}
	if pay.PiBak {
		add(w, "pi-bak", "Pi-bak", 2, fmt.Sprintf("×2: the opponent protects with %d junk units", ProtectUnits(s.pub.Piles[l])))
	}
	if pay.Shakes > 0 {
		add(w, "shaking", "Shaking", 1<<pay.Shakes, fmt.Sprintf("×2 per shake: %d", pay.Shakes))
	}
	if pay.Bombs > 0 {
		add(w, "bombs", "Bombs", 1<<pay.Bombs, fmt.Sprintf("×2 per bomb: %d", pay.Bombs))
	}
	if pay.GoBak {
		add(w, "go-bak", "Go-bak", 2, fmt.Sprintf("×2: p%d had said go", l))
	}
	s.carryLine(add, w)
	if s.pub.Gos[l] > 0 {
		add(l, "go-lost", "Go lost", Points(s.pub.Piles[l]), fmt.Sprintf("p%d had called go and was stopped on: the score is lost", l))
	}
	add(w, "payment", "Payment", int(s.pub.Payment), fmt.Sprintf("p%d pays p%d", l, w))
	return ls
}

// carryLine adds the nagari doublings carried into the deal, if any.
func (s *State) carryLine(add func(int, string, string, int, string), w int) {
	if c := carried(&s.pub); c > 0 {
		add(w, "nagari-carry", "Nagari carried", 1<<c, fmt.Sprintf("×%d: %d nagari before this deal", 1<<c, s.pub.Carry))
	}
}

// Interchangeable reports whether cards a and b are worth exactly the same
// to whoever takes them: two single junk cards (of one month, when both lie
// on the layout to be paired) count alike under every rule of §6, so a
// player asked to choose between them has no choice to make.
func Interchangeable(a, b cards.Card) bool {
	return a == b || singleMask.Has(a) && singleMask.Has(b)
}
