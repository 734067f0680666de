package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// Scopa's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for handRow keeping
// the keyboard cursor inside the hand); the table places the result
// (board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

func (scopaUI) scene(t *Table, gv games.View, sz fyne.Size) *scene {
	v := scview(gv)
	cw, ch := cardSize(sz, 0.25, 9)
	s := newScene(sz, cw, ch)
	pad := max(8, sz.Height*0.02)
	ts := textSize(sz)
	my, op := v.Seat, 1-v.Seat

	// The computer's hand.
	oy := pad
	xs := fan(v.OpponentHand, sz.Width/2, sz.Width*0.4, cw)
	for i := range v.OpponentHand {
		s.back("b/hand/"+itoa(op)+"/"+itoa(i), xs[i], oy)
	}
	s.zone(games.Hand, op, sz.Width/2-cw/2, oy)
	s.label("opname", t.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", t.seatName(op), "Count", v.OpponentHand),
		sz.Width-pad*1.5, oy, ts, true, fyne.TextAlignTrailing)

	// The table: one or two rows in the middle.
	tc := sortScopa(v.Table)
	top, bottom := oy+ch+pad*2, sz.Height-ch-pad*3
	mid := (top + bottom) / 2
	// The table row uses the felt between the stock and the capture piles,
	// so that six cards still fit side by side on a 1024-wide window.
	sx := max(pad*2, sz.Width*0.06)
	px := sz.Width - cw - max(pad*2, sz.Width*0.05)
	tw := max(sz.Width*0.56, 2*min(sz.Width/2-(sx+cw+pad), px-pad-sz.Width/2))
	perRow := max(1, 1+int((tw-cw)/(cw*0.9))) // fan overlaps them a little if need be
	rows := [][]cards.Card{tc}
	if len(tc) > perRow {
		half := (len(tc) + 1) / 2
		rows = [][]cards.Card{tc[:half], tc[half:]}
	}
	// Two rows overlap, the back row showing its corner indices; they stay
	// clear of the "Your turn" line above the hand.
	turnY := sz.Height - ch - pad - pad - ts*1.4 - ch*0.12
	step := min(ch*0.56, max(ch*0.3, turnY-pad*0.5-ch-top))
	for r, row := range rows {
		y := mid - ch/2
		if len(rows) == 2 {
			y = min(mid-(ch+step)/2, turnY-pad*0.5-ch-step) + float32(r)*step
		}
		rx := fan(len(row), sz.Width/2, tw, cw)
		for i, c := range row {
			s.face(c, rx[i], y)
		}
	}
	s.zone(games.Table, -1, sz.Width/2-cw/2, mid-ch/2)

	// The stock.
	for i := 0; i < min((v.Stock+5)/6, 5); i++ {
		s.back("b/stock/"+itoa(i), sx-float32(i)*2, mid-ch/2-float32(i)*2)
	}
	s.zone(games.Stock, -1, sx, mid-ch/2)
	s.zone(games.Deck, -1, sx, mid-ch/2)
	s.label("stock", t.T("table.stockCount", "Stock: {{.Count}}", "Count", v.Stock), sx+cw/2, mid+ch/2+pad*0.5, ts, true, fyne.TextAlignCenter)

	// Capture piles with their scope.
	pile := func(seat int, y float32, labelY float32) {
		n := v.Piles[seat].Len()
		for i := 0; i < min((n+3)/4, 6); i++ {
			s.back("b/pile/"+itoa(seat)+"/"+itoa(i), px+float32(i)*2, y-float32(i)*2)
		}
		s.zone(games.Pile, seat, px, y)
		// Two counts, each with its own plural: "1 card · 1 scopa".
		line := t.T("table.scopa.pileCards", "{{.Count}} cards", "Count", n) + " · " +
			t.T("table.scopa.pileScope", "{{.Count}} scope", "Count", v.Scope[seat])
		s.label("pile"+itoa(seat), line, px+cw/2, labelY, ts, true, fyne.TextAlignCenter)
	}
	pile(op, mid-ch*1.05, mid-ch*1.05-pad-ts*1.3)
	pile(my, mid+ch*0.05, mid+ch*1.05+pad*0.5)

	// Match score, top left.
	s.label("scoreT", t.T("table.scopa.matchTitle", "Match to 11"), pad*1.5, pad, ts*0.9, false, fyne.TextAlignLeading)
	s.label("score", t.T("table.scoreLine2", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.MatchPoints[my], "Player", t.seatName(op), "Them", v.MatchPoints[op]),
		pad*1.5, pad+ts*1.4, ts, true, fyne.TextAlignLeading).color = colorScore()

	hy := sz.Height - ch - pad
	t.handRow(s, sortScopa(v.Hand), hy, sz.Width*0.5)
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	if v.ToMove == my {
		s.label("turn", t.T("table.yourTurn", "Your turn"), sz.Width/2, hy-pad-ts*1.4-ch*0.12, ts, true, fyne.TextAlignCenter).color = colorScore()
	}
	return s
}
