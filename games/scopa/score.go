package scopa

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// The four end-of-deal prizes, indices into DealScore.Prize.
const (
	PrizeCards = iota
	PrizeCoins
	PrizeSettebello
	PrizePrimiera
)

// DealScore is a deal's score with everything it was computed from.
type DealScore struct {
	Cards    [2]int `json:"cards"`    // captured cards per seat
	Coins    [2]int `json:"coins"`    // captured Coins per seat
	Primiera [2]int `json:"primiera"` // primiera per seat; 0 when a suit is missing
	Scope    [2]int `json:"scope"`    // sweeps per seat
	// Prize holds the seat winning each prize (PrizeCards …), or -1 when
	// tied or nobody qualifies.
	Prize  [4]int `json:"prize"`
	Points [2]int `json:"points"` // the deal's points per seat
	// The house rules' points per seat, included in Points; left out of
	// the JSON when zero, as they always are without the options.
	ReBello [2]int `json:"reBello,omitzero"` // 1 for the seat that took the King of Coins (Re Bello)
	Napola  [2]int `json:"napola,omitzero"`  // the length of the seat's run of Coins from the Ace, when 3 or more (Napola)
}

// ReBello is the King of Coins, which scores a point under Re Bello.
const ReBello cards.Card = 9

// NapolaRun returns the length of the run of Coins from the Ace that pile
// holds (Ace, 2, 3, … without a gap), 0 when it is shorter than three: the
// points Napola gives.
func NapolaRun(pile cards.Set) int {
	n := 0
	for n < 10 && pile.Has(cards.Card(n)) {
		n++
	}
	if n < 3 {
		return 0
	}
	return n
}

// primieraValue is the primiera value by rank index (spec §6): 7=21, 6=18,
// 1=16, 5=15, 4=14, 3=13, 2=12, courts 10.
var primieraValue = [10]int{16, 12, 13, 14, 15, 18, 21, 10, 10, 10}

// primieraOrder lists rank indices from the best primiera value down, so
// that a suit's best card is the first of them present.
var primieraOrder = [10]int{6, 5, 0, 4, 3, 2, 1, 7, 8, 9}

// Primiera returns the primiera of a set of captured cards: the sum over the
// suits of the best primiera value held, or 0 when a suit is missing.
func Primiera(pile cards.Set) int {
	t := 0
	for suit := 0; suit < 4; suit++ {
		ranks := uint64(pile>>(10*suit)) & 0x3FF
		if ranks == 0 {
			return 0
		}
		for _, r := range primieraOrder {
			if ranks&(1<<r) != 0 {
				t += primieraValue[r]
				break
			}
		}
	}
	return t
}

// coins is the set of the ten Denari.
const coins cards.Set = 0x3FF

// ScoreDeal scores two capture piles and sweep counts (spec §6). Ties, and a
// primiera nobody has, give no point; a complete primiera beats a missing one.
// It is the seed's rule: Rules.Score adds the house rules' points.
func ScoreDeal(pile [2]cards.Set, scope [2]int) DealScore {
	return Rules{}.Score(pile, scope)
}

// Score is ScoreDeal under r: Re Bello and Napola add their points.
func (r Rules) Score(pile [2]cards.Set, scope [2]int) DealScore {
	var d DealScore
	for p := 0; p < 2; p++ {
		d.Cards[p] = pile[p].Len()
		d.Coins[p] = (pile[p] & coins).Len()
		d.Primiera[p] = Primiera(pile[p])
		d.Scope[p] = scope[p]
		d.Points[p] = scope[p]
	}
	d.Prize[PrizeCards] = more(d.Cards)
	d.Prize[PrizeCoins] = more(d.Coins)
	d.Prize[PrizeSettebello] = -1
	for p := 0; p < 2; p++ {
		if pile[p].Has(Settebello) {
			d.Prize[PrizeSettebello] = p
		}
	}
	d.Prize[PrizePrimiera] = more(d.Primiera)
	for _, w := range d.Prize {
		if w >= 0 {
			d.Points[w]++
		}
	}
	for p := 0; p < 2; p++ {
		if r.ReBello && pile[p].Has(ReBello) {
			d.ReBello[p] = 1
		}
		if r.Napola {
			d.Napola[p] = NapolaRun(pile[p])
		}
		d.Points[p] += d.ReBello[p] + d.Napola[p]
	}
	return d
}

// more returns the seat with the strictly larger number, or -1 on a tie.
func more(x [2]int) int {
	switch {
	case x[0] > x[1]:
		return 0
	case x[1] > x[0]:
		return 1
	}
	return -1
}

// Lines explains the score: for each seat, its scope and the four prizes,
// each line's Value being the points it gives, so that a seat's lines add up
// to Points[seat]. It is the seed's game: LinesUnder adds the house rules.
func (d DealScore) Lines() []games.Line { return d.LinesUnder(Rules{}) }

// LinesUnder is Lines with a line for each house rule of r that scores:
// Re Bello and Napola, after the four prizes.
func (d DealScore) LinesUnder(r Rules) []games.Line {
	lines := make([]games.Line, 0, 14)
	for p := 0; p < 2; p++ {
		o := 1 - p
		pr := func(x int) string {
			if x == 0 {
				return "incomplete"
			}
			return fmt.Sprint(x)
		}
		add := func(id, english string, prize int, note string) {
			v := 0
			if prize == p {
				v = 1
			}
			lines = append(lines, games.Line{Seat: p, Label: cards.Name{ID: "score.scopa." + id, English: english}, Value: v, Note: note})
		}
		lines = append(lines, games.Line{Seat: p, Label: cards.Name{ID: "score.scopa.scope", English: "Scope"},
			Value: d.Scope[p], Note: fmt.Sprintf("sweeps: %d", d.Scope[p])})
		add("cards", "Cards", d.Prize[PrizeCards], fmt.Sprintf("%d cards vs %d", d.Cards[p], d.Cards[o]))
		add("coins", "Coins", d.Prize[PrizeCoins], fmt.Sprintf("%d coins vs %d", d.Coins[p], d.Coins[o]))
		sb := "not taken"
		if d.Prize[PrizeSettebello] == p {
			sb = "7 of Coins taken"
		}
		add("settebello", "Settebello", d.Prize[PrizeSettebello], sb)
		add("primiera", "Primiera", d.Prize[PrizePrimiera], fmt.Sprintf("primiera %s vs %s", pr(d.Primiera[p]), pr(d.Primiera[o])))
		if r.ReBello {
			rb := "not taken"
			if d.ReBello[p] > 0 {
				rb = "King of Coins taken"
			}
			lines = append(lines, games.Line{Seat: p, Label: cards.Name{ID: "score.scopa.rebello", English: "Re Bello"}, Value: d.ReBello[p], Note: rb})
		}
		if r.Napola {
			run := "no run of Coins from the Ace"
			if d.Napola[p] > 0 {
				run = fmt.Sprintf("a run of %d Coins from the Ace", d.Napola[p])
			}
			lines = append(lines, games.Line{Seat: p, Label: cards.Name{ID: "score.scopa.napola", English: "Napola"}, Value: d.Napola[p], Note: run})
		}
	}
	return lines
}

// Result returns the last scored deal's breakdown and the match totals.
func (s *State) Result() games.Result {
	r := games.Result{
		DealOver: s.dealOver || s.turn == games.Nobody,
		Deal:     []int{0, 0},
		Match:    []int{s.total[0], s.total[1]},
		Winner:   int(s.winner),
		Deals:    s.deals,
	}
	if s.scored {
		r.Deal = []int{s.lastDeal.Points[0], s.lastDeal.Points[1]}
		r.Lines = s.lastDeal.LinesUnder(s.rules)
	}
	return r
}
