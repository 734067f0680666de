package gostop

import (
	"fmt"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

func label(what, english string) cards.Name {
	return cards.Name{ID: "score.gostop." + what, English: english}
}

// Result returns the deal's outcome. Deal and Match are equal (one deal per
// match): the winner's payout, and its negative for the loser. Lines explain
// it: for a Stop the winner's combinations, the go bonus, each doubling and
// the payment; for an instant win its reason; for a draw "nagari".
func (s *State) Result() games.Result {
	r := games.Result{Deal: []int{0, 0}, Match: []int{0, 0}, Winner: -1, Deals: int(s.Deals)}
	if s.Phase != PhaseOver {
		return r
	}
	r.DealOver = true
	if w := int(s.Winner); w >= 0 {
		r.Winner = w
		r.Deal[w], r.Deal[1-w] = int(s.Payment), -int(s.Payment)
		copy(r.Match, r.Deal)
	}
	r.Lines = s.lines()
	return r
}

func (s *State) lines() []games.Line {
	w := int(s.Winner)
	var ls []games.Line
	add := func(seat int, what, english string, v int, note string) {
		ls = append(ls, games.Line{Seat: seat, Label: label(what, english), Value: v, Note: note})
	}
	switch s.End {
	case EndNagari:
		add(-1, "nagari", "Nagari (draw)", 0, "the stock ran out without a stop")
		return ls
	case EndQuad:
		add(w, "quad", "Four of a month in hand", 5, "all four cards of "+s.Quad.Format(cards.Hwatu))
		add(w, "payment", "Payment", int(s.Payment), "flat: no go bonus, no doubling")
		return ls
	case EndPpuk:
		add(w, "three-ppuk", "Three ppuk", 5, "a third ppuk stack")
		add(w, "payment", "Payment", int(s.Payment), "flat: no go bonus, no doubling")
		return ls
	case EndStop:
	default:
		return ls
	}
	l := 1 - w
	pay := Settle(s.Piles[w], int(s.Gos[w]), s.Piles[l])
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
	if pay.Gos > 0 {
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
		add(w, "pi-bak", "Pi-bak", 2, fmt.Sprintf("×2: the opponent protects with %d junk units", ProtectUnits(s.Piles[l])))
	}
	if s.Gos[l] > 0 {
		add(l, "go-lost", "Go lost", Points(s.Piles[l]), fmt.Sprintf("p%d had called go and was stopped on: the score is lost", l))
	}
	add(w, "payment", "Payment", int(s.Payment), fmt.Sprintf("p%d pays p%d", l, w))
	return ls
}
