package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// Skat's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for handRow keeping
// the keyboard cursor inside the hand); the table places the result
// (board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

func (g *skatUI) scene(t *Table, gv games.View, sz fyne.Size) *scene {
	v := kview(gv)
	cw, ch := cardSize(sz, 0.23, 13)
	s := newScene(sz, cw, ch)
	s.thinkingShown = true
	pad := max(8, sz.Height*0.02)
	ts := textSize(sz)
	my := v.Seat
	left, right := (my+1)%3, (my+2)%3

	// The opponents: a column of backs (or the open Null ouvert hand).
	column := func(seat int, x float32, align fyne.TextAlign, lx float32) {
		n := v.HandCount[seat]
		step := min(ch*0.22, (sz.Height*0.55-ch)/float32(max(n-1, 1)))
		y0 := pad + ts*3.2
		open := v.Game == skat.NullOuvert && seat == v.Declarer && v.Open != 0
		var opened []cards.Card
		if open {
			opened = sortSkat(v.Open, v.Game)
		}
		for i := 0; i < n; i++ {
			y := y0 + float32(i)*step
			if open && i < len(opened) {
				s.face(opened[i], x, y)
			} else {
				s.back("b/hand/"+itoa(seat)+"/"+itoa(i), x, y)
			}
		}
		s.zone(games.Hand, seat, x, y0)
		s.label("name"+itoa(seat), t.seatName(seat)+" · "+t.skatRole(v, seat), lx, pad, ts, true, align)
		s.label("info"+itoa(seat), t.skatSeatInfo(v, seat), lx, pad+ts*1.45, ts*0.85, false, align)
	}
	column(left, pad*1.5, fyne.TextAlignLeading, pad*1.5)
	column(right, sz.Width-cw-pad*1.5, fyne.TextAlignTrailing, sz.Width-pad*1.5)

	// The skat at the top centre.
	sy := pad
	skx := sz.Width/2 - cw*1.08
	// What lies in the skat now: the two cards laid away once there are
	// any, else the skat as dealt (known to the declarer after a hand game,
	// to everyone at the end) — never a card that was picked up and is now
	// in a hand or has been played.
	shown := v.Skat
	if v.Discards != 0 {
		shown = v.Discards
	}
	shown &^= v.Hand
	for _, p := range v.Played {
		shown &^= p
	}
	for i := 0; i < v.TrickLen; i++ {
		shown = shown.Remove(v.Trick[i])
	}
	sc := 0
	if v.Phase == skat.PhaseOver || (v.SkatCount > 0 && shown != 0) {
		for i, c := range shown.Cards() {
			if i < 2 {
				s.face(c, skx+float32(i)*cw*1.12, sy)
				sc++
			}
		}
	}
	for i := sc; i < v.SkatCount; i++ {
		s.back("b/skat/"+itoa(i), skx+float32(i)*cw*1.12, sy)
	}
	s.zone(games.Skat, -1, skx+cw*0.5, sy)
	s.zone(games.Deck, -1, sz.Width/2-cw/2, sy)

	// The game line under the skat.
	s.label("game", t.skatGameLine(v), sz.Width/2, sy+ch+pad*0.4, ts, true, fyne.TextAlignCenter).color = colorScore()
	s.bannerY = sy + ch + pad + ts*1.8

	// The trick: each seat's card on its side of the middle.
	mid := sz.Height*0.5 - ch*0.15
	s.zone(games.Trick, my, sz.Width/2-cw/2, mid)
	s.zone(games.Trick, left, sz.Width/2-cw*1.6, mid-ch*0.35)
	s.zone(games.Trick, right, sz.Width/2+cw*0.6, mid-ch*0.35)
	for i := 0; i < v.TrickLen; i++ {
		seat := (v.Leader + i) % 3
		p, _ := s.anchor(games.Trick, seat)
		s.face(v.Trick[i], p.X, p.Y)
	}
	if (v.Phase == skat.PhasePlay || v.Phase == skat.PhaseOver) && v.TrickLen == 0 && v.TricksPlayed > 0 && v.TricksPlayed <= len(v.History) {
		// A finished trick stays where it was played until the next one is
		// led (and the game's last one until the summary), so that the
		// person sees all three cards, not a trick swept away at once.
		tr := v.History[v.TricksPlayed-1]
		for i, c := range tr.Cards {
			seat := (int(tr.Leader) + i) % 3
			p, _ := s.anchor(games.Trick, seat)
			s.face(c, p.X, p.Y).zone = games.Trick
		}
	}
	for _, seat := range []int{my, left, right} {
		var x float32
		switch seat {
		case my:
			x = sz.Width * 0.78
		case left:
			x = pad * 1.5
		default:
			x = sz.Width - cw - pad*1.5
		}
		s.zone(games.Pile, seat, x, mid)
	}

	hy := sz.Height - ch - pad
	hand := sortSkat(v.Hand, v.Game)
	t.handRow(s, hand, hy, sz.Width*0.7)
	if v.Phase == skat.PhaseDiscard && v.ToMove == my {
		for i := range s.items {
			it := &s.items[i]
			if it.card != cards.None && v.Hand.Has(it.card) {
				it.legal, it.dim = true, false
				if it.card == g.discard {
					it.pos.Y -= ch * 0.25
				}
			}
		}
	}
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	s.label("me", t.seatName(my)+" · "+t.skatRole(v, my)+" · "+t.skatSeatInfo(v, my), sz.Width/2, hy-pad-ts*1.5-ch*0.12, ts, true, fyne.TextAlignCenter).color = colorScore()
	return s
}
