package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

// Go-Stop's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for handRow keeping
// the keyboard cursor inside the hand); the table places the result
// (board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

func (gs gostopUI) scene(t *Table, gv games.View, sz fyne.Size) *scene {
	v := gview(gv)
	cw, ch := cardSize(sz, 0.19, 13)
	s := newScene(sz, cw, ch)
	pad := max(6, sz.Height*0.015)
	ts := textSize(sz) * 0.9
	my, op := v.Seat, 1-v.Seat
	small := fyne.NewSize(cw*0.62, ch*0.62)

	// The computer's hand: small backs at the top left.
	n := v.HandCounts[op]
	xs := fan(n, sz.Width*0.14, sz.Width*0.26, small.Width)
	for i := 0; i < n; i++ {
		it := s.back("b/hand/"+itoa(op)+"/"+itoa(i), xs[i], pad+ts*1.4)
		it.size = small
	}
	s.zone(games.Hand, op, sz.Width*0.14-small.Width/2, pad+ts*1.4)
	opname := t.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", t.seatName(op), "Count", n)
	if t.thinking {
		opname += " · " + t.T("table.thinkingShort", "thinking…")
	}
	s.thinkingShown = true
	s.label("opname", opname, pad*1.5, pad, ts, true, fyne.TextAlignLeading)

	// Captured piles, grouped, with running scores.
	pileRow := func(seat int, y float32) {
		sc := gostop.ScoreOf(v.Piles[seat])
		g := groups(v.Piles[seat])
		x0 := sz.Width * 0.3
		gw := (sz.Width - x0 - pad) / 4
		labels := [4]string{
			t.T("table.gostop.brights", "Brights {{.N}} · {{.Points}} pts", "N", sc.Brights, "Points", sc.BrightPts),
			t.T("table.gostop.animals", "Animals {{.N}} · {{.Points}} pts", "N", sc.Animals, "Points", sc.AnimalPts+sc.Godori),
			t.T("table.gostop.ribbons", "Ribbons {{.N}} · {{.Points}} pts", "N", sc.Ribbons, "Points", sc.RibbonPts+sc.RedPoem+sc.Blue+sc.PlainRed),
			t.T("table.gostop.junk", "Junk {{.N}} · {{.Points}} pts", "N", sc.Units, "Points", sc.JunkPts),
		}
		for k := 0; k < 4; k++ {
			gx := x0 + float32(k)*gw
			s.label("grp"+itoa(seat)+itoa(k), labels[k], gx, y, ts*0.85, false, fyne.TextAlignLeading)
			cs := g[k]
			if len(cs) == 0 {
				continue
			}
			step := min(small.Width*0.45, (gw-small.Width-pad)/float32(max(len(cs)-1, 1)))
			for i, c := range cs {
				it := s.face(c, gx+float32(i)*step, y+ts*1.3)
				it.size = small
				it.zone = games.Pile
			}
		}
		s.zone(games.Pile, seat, x0+gw*3, y+ts*1.3)
	}
	topY := pad
	pileRow(op, topY)
	botPileY := sz.Height - ch - pad*2 - small.Height - ts*1.4 - ts*1.3
	pileRow(my, botPileY)

	// Scores and gos.
	scoreLine := func(seat int) string {
		// The count carries the plural ("1 point", "2 points").
		line := t.T("table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", "Player", t.seatName(seat), "Count", v.Scores[seat])
		if v.Gos[seat] > 0 {
			line += " · " + t.T("table.gostop.gos", "{{.Count}} go", "Count", v.Gos[seat])
		}
		return line
	}
	s.label("opscore", scoreLine(op), pad*1.5, pad+ts*1.4+small.Height+pad, ts, true, fyne.TextAlignLeading).color = colorScore()
	s.label("myscore", scoreLine(my), pad*1.5, botPileY+ts*0.2, ts, true, fyne.TextAlignLeading).color = colorScore()

	// The layout, by month, and the stock.
	top := topY + ts*1.3 + small.Height + pad*2
	bottom := botPileY - pad
	mid := (top + bottom) / 2
	var months [][]cards.Card
	seen := map[int]int{}
	for _, c := range v.Layout.Cards() {
		m := cards.Month(c)
		if i, ok := seen[m]; ok {
			months[i] = append(months[i], c)
			continue
		}
		seen[m] = len(months)
		months = append(months, []cards.Card{c})
	}
	lx0 := sz.Width * 0.2
	lw := sz.Width - lx0 - pad*2
	perRow := max(1, int(lw/(cw*1.2)))
	rows := (len(months) + perRow - 1) / perRow
	rows = max(rows, 1)
	rowH := min(ch*1.15, (bottom-top)/float32(rows))
	for i, grp := range months {
		r, col := i/perRow, i%perRow
		inRow := min(perRow, len(months)-r*perRow)
		gx := fan(inRow, lx0+lw/2, lw, cw)[col]
		gy := mid - rowH*float32(rows)/2 + float32(r)*rowH
		for j, c := range grp {
			it := s.face(c, gx+float32(j)*cw*0.12, gy+float32(j)*ch*0.1)
			if v.Phase == gostop.PhaseFlipChoice && v.ToMove == int8(my) && t.flipTarget(c) {
				it.legal = true
				cc := c
				it.onTap = func() { t.humanAct(gostop.FlipAction(cc)) }
			}
		}
	}
	if v.Phase == gostop.PhaseFlipChoice && v.ToMove == int8(my) {
		// The cards the turned card may take, whole and on top.
		var targets cards.Set
		for _, c := range v.Layout.Cards() {
			if t.flipTarget(c) {
				targets = targets.Add(c)
			}
		}
		s.liftCards(targets)
	}
	s.zone(games.Table, -1, lx0+lw/2-cw/2, mid-ch/2)
	s.bannerY = top
	sx := pad * 3
	for i := 0; i < min((int(v.StockLeft)+4)/5, 5); i++ {
		s.back("b/stock/"+itoa(i), sx-float32(i)*2, mid-ch/2-float32(i)*2)
	}
	s.zone(games.Stock, -1, sx, mid-ch/2)
	s.zone(games.Deck, -1, sx, mid-ch/2)
	s.label("stock", t.T("table.stockCount", "Stock: {{.Count}}", "Count", int(v.StockLeft)), sx+cw/2, mid+ch/2+pad, ts, true, fyne.TextAlignCenter)
	s.label("turn#", t.T("table.gostop.turn", "Turn {{.N}} of 20", "N", int(v.Turn)), sx+cw/2, mid-ch/2-pad-ts*1.3, ts*0.85, false, fyne.TextAlignCenter)

	// What the marks in the cards' top-right corners mean, under the stock:
	// the art tells the kinds apart by shape (docs/cards.md).
	legend := []string{
		t.T("table.gostop.marks", "Corner marks:"),
		t.T("table.gostop.markBright", "star: bright") + " · " + t.T("table.gostop.markAnimal", "triangle: animal"),
		t.T("table.gostop.markRibbon", "ribbon: ribbon") + " · " + t.T("table.gostop.markJunk", "diamond: junk"),
		t.T("table.gostop.markDouble", "two diamonds: double junk"),
	}
	// In the left column under the person's score, above the hand.
	ly, lts := botPileY+ts*1.6, ts*0.72
	hyTop := sz.Height - ch*1.12 - pad*2 // the cursor raises a hand card
	for i, line := range legend {
		if ly+lts*1.25 > hyTop {
			break // no room on a small felt: the rules page explains them
		}
		s.label("mark"+itoa(i), line, pad*1.5, ly, lts, i == 0, fyne.TextAlignLeading)
		ly += lts * 1.25
	}

	// The person's hand.
	hy := sz.Height - ch - pad
	t.handRow(s, v.Hand.Cards(), hy, sz.Width*0.9)
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	return s
}
