package table

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
)

// scopaUI lays out Scopa: the computer's three cards at the top, the face-up
// table in the middle, the stock on the left, both capture piles on the right
// with their scope, the person's hand at the bottom.
type scopaUI struct{}

func scview(v games.View) scopa.View { return v.(scopa.View) }

func (scopaUI) cardOf(a games.Action) (cards.Card, bool) {
	c, _, ok := scopa.Decode(a)
	return c, ok
}

// sortScopa orders cards by capture value, then suit.
func sortScopa(s cards.Set) []cards.Card {
	cs := s.Cards()
	sort.SliceStable(cs, func(i, j int) bool {
		vi, vj := scopa.Value(cs[i]), scopa.Value(cs[j])
		if vi != vj {
			return vi < vj
		}
		return cs[i] < cs[j]
	})
	return cs
}

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
		s.label("pile"+itoa(seat), t.T("table.scopa.pile", "{{.Count}} cards · {{.Scope}} scope", "Count", n, "Scope", v.Scope[seat]),
			px+cw/2, labelY, ts, true, fyne.TextAlignCenter)
	}
	pile(op, mid-ch*1.05, mid-ch*1.05-pad-ts*1.3)
	pile(my, mid+ch*0.05, mid+ch*1.05+pad*0.5)

	// Match score, top left.
	s.label("scoreT", t.T("table.scopa.matchTitle", "Match to 11"), pad*1.5, pad, ts*0.9, false, fyne.TextAlignLeading)
	s.label("score", t.T("table.scoreLine2", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.Totals[my], "Player", t.seatName(op), "Them", v.Totals[op]),
		pad*1.5, pad+ts*1.4, ts, true, fyne.TextAlignLeading).color = colorScore()

	hy := sz.Height - ch - pad
	t.handRow(s, sortScopa(v.Hand), hy, sz.Width*0.5)
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	if v.ToMove == my {
		s.label("turn", t.T("table.yourTurn", "Your turn"), sz.Width/2, hy-pad-ts*1.4-ch*0.12, ts, true, fyne.TextAlignCenter).color = colorScore()
	}
	return s
}

// captureLabel names the cards a play takes ("3 of Cups + 4 of Swords").
func (t *Table) captureLabel(set cards.Set) string {
	var parts []string
	for _, c := range set.Cards() {
		parts = append(parts, t.cardName(c))
	}
	return strings.Join(parts, " + ")
}

func (scopaUI) pick(t *Table, gv games.View, c cards.Card, acts []games.Action) {
	var cs []choice
	for _, a := range acts {
		_, capt, _ := scopa.Decode(a)
		cs = append(cs, choice{label: t.T("table.scopa.take", "Take {{.Cards}}", "Cards", t.captureLabel(capt)), a: a})
	}
	t.offer(t.T("table.scopa.choose", "{{.Card}} can capture in {{.Count}} ways: which cards do you take?", "Card", t.cardName(c), "Count", len(cs)), cs)
}

func (scopaUI) refusal(t *Table, gv games.View, c cards.Card) string {
	return t.T("table.illegal", "You cannot play {{.Card}} now.", "Card", t.cardName(c))
}

func (scopaUI) controls(*Table, games.View) []fyne.CanvasObject { return nil }

func (scopaUI) key(*Table, games.View, *fyne.KeyEvent) bool { return false }

func (scopaUI) describe(t *Table, gv games.View, e games.Event) (string, bool) {
	p := t.seatName(int(e.Player))
	switch e.Kind {
	case games.KDealStart:
		return t.dealsNews(int(e.Player)), false
	case games.KRedeal:
		if int(e.Player) == Human {
			return t.T("table.scopa.redeal.you", "Three or more Kings on the table: you deal again."), true
		}
		return t.T("table.scopa.redeal", "Three or more Kings on the table: {{.Player}} deals again.", "Player", p), true
	case games.KCapture:
		return t.T("table.scopa.captured", "{{.Player}} took {{.Cards}} with {{.Card}}.", "Player", p, "Cards", t.captureLabel(e.Cards), "Card", t.cardName(e.Card)), false
	case games.KScopa:
		return t.T("table.scopa.scopa", "Scopa! {{.Player}} swept the table.", "Player", p), true
	case games.KSweepToLast:
		return t.T("table.scopa.lastTable", "The cards left on the table go to {{.Player}}, who captured last.", "Player", p), false
	case games.KMatchOver:
		return t.T("table.matchOverNews", "{{.Player}} won the match!", "Player", p), true
	}
	return "", false
}

func (scopaUI) prompt(t *Table, gv games.View) string {
	return t.T("table.scopa.prompt", "Play a card: it captures a card of the same value, or cards that add up to it, or stays on the table.")
}

func (scopaUI) summary(t *Table, gv games.View, r games.Result) []string {
	v := scview(gv)
	if !v.Scored {
		return nil
	}
	return []string{
		t.T("table.scopa.rule", "Each prize is worth one point (a tie gives it to nobody), and so is each scopa."),
		t.T("table.scopa.total", "Match: You {{.You}}, {{.Player}} {{.Them}}; the first to 11 with more points wins.", "You", v.Totals[0], "Player", t.seatName(1), "Them", v.Totals[1]),
	}
}

// summaryTable is the prize table: what each side had for each prize and
// who took the point.
func (scopaUI) summaryTable(t *Table, gv games.View, _ games.Result) [][]string {
	v := scview(gv)
	if !v.Scored {
		return nil
	}
	d := v.LastDeal
	who := func(p int) string {
		if p < 0 {
			return t.T("table.scopa.nobody", "nobody (tie)")
		}
		return t.seatName(p)
	}
	rows := [][]string{{t.T("table.scopa.prize", "Prize"), t.seatName(0), t.seatName(1), t.T("table.scopa.pointTo", "Point to")}}
	add := func(name string, a, b int, winner int) {
		rows = append(rows, []string{name, itoa(a), itoa(b), who(winner)})
	}
	add(t.T("table.scopa.rowCards", "Cards (most)"), d.Cards[0], d.Cards[1], d.Prize[0])
	add(t.T("table.scopa.rowCoins", "Coins (most)"), d.Coins[0], d.Coins[1], d.Prize[1])
	sette := [2]int{}
	if d.Prize[2] >= 0 {
		sette[d.Prize[2]] = 1
	}
	add(t.T("table.scopa.rowSettebello", "Settebello"), sette[0], sette[1], d.Prize[2])
	add(t.T("table.scopa.rowPrimiera", "Primiera (0: a suit missing)"), d.Primiera[0], d.Primiera[1], d.Prize[3])
	rows = append(rows, []string{t.T("table.scopa.rowScope", "Scope (1 point each)"), itoa(d.Scope[0]), itoa(d.Scope[1]), ""})
	rows = append(rows, []string{t.T("table.scopa.rowPoints", "Points this deal"), itoa(d.Points[0]), itoa(d.Points[1]), ""})
	return rows
}

func (scopaUI) lastTrick(*Table, games.View) ([]cards.Card, string) { return nil, "" }
