package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// Schnapsen's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for handRow keeping
// the keyboard cursor inside the hand); the table places the result
// (board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

func (g schnapsenUI) scene(t *Table, gv games.View, sz fyne.Size) *scene {
	v := sview(gv)
	cw, ch := cardSize(sz, 0.27, 8.6)
	s := newScene(sz, cw, ch)
	pad := max(8, sz.Height*0.02)
	ts := textSize(sz)
	my := v.Seat
	op := 1 - my

	// The computer's hand, known cards face up.
	oy := pad
	known := v.Known[op].Cards()
	n := v.HandCount[op]
	xs := fan(n, sz.Width/2, sz.Width*0.52, cw)
	for i := 0; i < n; i++ {
		if i < len(known) {
			s.face(known[i], xs[i], oy)
		} else {
			s.back("b/hand/"+itoa(op)+"/"+itoa(i), xs[i], oy)
		}
	}
	s.zone(games.Hand, op, sz.Width/2-cw/2, oy)
	s.label("opname", t.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", t.seatName(op), "Count", n),
		sz.Width-pad*1.5, oy, ts, true, fyne.TextAlignTrailing)

	// The stock and the trump indicator.
	my0 := sz.Height/2 - ch/2
	sx := max(pad*2, sz.Width*0.08)
	for i := 0; i < min(v.StockCount-1, 5); i++ {
		s.back("b/stock/"+itoa(i), sx-float32(i)*2, my0-float32(i)*2)
	}
	// The turned-up trump lies beside the stock, whole and readable (it
	// used to lie mostly under it).
	ix := sx + cw*1.12
	if v.StockCount > 0 && v.Indicator != cards.None {
		ind := s.face(v.Indicator, ix, my0)
		ind.dim = v.StockState == schnapsen.StockClosed
	}
	s.zone(games.Stock, -1, sx, my0)
	s.zone(games.Deck, -1, sx, my0)
	s.zone(games.Indicator, -1, ix, my0)
	stockText := t.T("table.stockCount", "Stock: {{.Count}}", "Count", max(v.StockCount, 0))
	switch v.StockState {
	case schnapsen.StockClosed:
		stockText = t.T("table.schnapsen.closed", "Closed by {{.Player}}", "Player", t.seatName(v.Closer))
	case schnapsen.StockExhausted:
		stockText = t.T("table.schnapsen.exhausted", "Stock used up")
	}
	s.label("stock", stockText, sx+cw*0.5, my0+ch+pad*0.5, ts, true, fyne.TextAlignCenter)
	if v.Trump >= 0 && v.Trump < len(t.deck.Suits()) { // no trump before the first deal
		suit := t.l.Name(t.deck.SuitName(v.Trump))
		s.label("trump", t.T("table.trump", "Trump: {{.Suit}}", "Suit", suit), sx+cw*0.5, my0-pad-ts*1.4, ts, true, fyne.TextAlignCenter).color = colorScore()
	}

	// The trick: the leader's card left, the follower's right.
	// Side by side, not overlapping: both cards of a trick read whole.
	tx := sz.Width/2 - cw*0.62
	s.zone(games.Trick, my, tx+cw*0.1, my0+ch*0.12)
	s.zone(games.Trick, op, tx+cw*1.14, my0-ch*0.12)
	if v.Lead != cards.None {
		p, _ := s.anchor(games.Trick, v.Leader)
		s.face(v.Lead, p.X, p.Y)
	} else if n := len(v.History); n > 0 && v.ToMove < 0 {
		// The deal is over: its last trick stays where it was played, so
		// that the card that ended it is seen before the summary.
		tr := v.History[n-1]
		p, _ := s.anchor(games.Trick, int(tr.Leader))
		s.face(tr.Lead, p.X, p.Y).zone = games.Trick
		q, _ := s.anchor(games.Trick, 1-int(tr.Leader))
		s.face(tr.Follow, q.X, q.Y).zone = games.Trick
	}

	// Won piles.
	px := sz.Width - cw - max(pad*2, sz.Width*0.06)
	pile := func(seat int, y float32) {
		cnt := v.Piles[seat].Len()
		for i := 0; i < min(cnt/2, 4); i++ {
			s.back("b/pile/"+itoa(seat)+"/"+itoa(i), px+float32(i)*2, y-float32(i)*2)
		}
		s.zone(games.Pile, seat, px, y)
	}
	pile(op, my0-ch*0.55)
	pile(my, my0+ch*0.55)
	s.label("optricks", t.T("table.tricks", "{{.Count}} tricks", "Count", v.TricksWon[op]), px+cw/2, my0-ch*0.55-pad-ts*1.3, ts, false, fyne.TextAlignCenter)
	mine := t.T("table.schnapsen.points", "{{.Points}} points · {{.Count}} tricks", "Points", v.Points[my], "Count", v.TricksWon[my])
	if v.Pending[my] > 0 {
		mine = t.T("table.schnapsen.pending", "{{.Points}} points (+{{.Pending}} after your first trick) · {{.Count}} tricks", "Points", v.Points[my], "Pending", v.Pending[my], "Count", v.TricksWon[my])
	}
	s.label("mytricks", mine, px+cw, my0+ch*1.55+pad*0.5, ts, true, fyne.TextAlignTrailing)

	// Score and marriages, top left.
	s.label("scoreT", t.T("table.schnapsen.bummerlTitle", "Match (from 7 down)"), pad*1.5, pad, ts*0.9, false, fyne.TextAlignLeading)
	s.label("score", t.T("table.schnapsen.bummerl", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.MatchPoints[my], "Player", t.seatName(op), "Them", v.MatchPoints[op]),
		pad*1.5, pad+ts*1.4, ts, true, fyne.TextAlignLeading).color = colorScore()
	y := pad + ts*3
	for _, seat := range []int{op, my} {
		for su := 0; su < 4; su++ {
			if v.Declared[seat]&(1<<su) == 0 {
				continue
			}
			val := 20
			if su == v.Trump {
				val = 40
			}
			s.label("marr"+itoa(seat)+itoa(su), t.T("table.schnapsen.declared", "{{.Player}}: {{.Value}} in {{.Suit}}", "Player", t.seatName(seat), "Value", val, "Suit", t.l.Name(t.deck.SuitName(su))),
				pad*1.5, y, ts*0.9, false, fyne.TextAlignLeading)
			y += ts * 1.4
		}
	}

	// The person's hand.
	hy := sz.Height - ch - pad
	t.handRow(s, sortSchnapsen(v.Hand, v.Trump), hy, sz.Width*0.56)
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	if v.ToMove == my {
		s.label("turn", t.T("table.yourTurn", "Your turn"), sz.Width/2, hy-pad-ts*1.4-ch*0.12, ts, true, fyne.TextAlignCenter).color = colorScore()
	}
	return s
}
