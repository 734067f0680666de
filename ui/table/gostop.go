package table

import (
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

// gostopUI lays out Go-Stop: the computer's hand and its captured cards at
// the top, the layout grouped by month with the stock in the middle, the
// person's captures and hand at the bottom. Captures are grouped into
// brights, animals, ribbons and junk, each with its running score.
type gostopUI struct{}

func gview(v games.View) *gostop.View { return v.(*gostop.View) }

// Action kinds, as the engine encodes them (bits 16–23).
const (
	gsKindMask games.Action = 0xFF << 16
	gsKindPlay games.Action = 1 << 16
	gsKindFlip games.Action = 2 << 16
)

func (gostopUI) cardOf(a games.Action) (cards.Card, bool) {
	if a&gsKindMask == gsKindPlay {
		return cards.Card(a & 0xFF), true
	}
	return cards.None, false
}

// pairOf is the layout card a play or flip choice pairs with.
func pairOf(a games.Action) cards.Card { return cards.Card(a >> 8 & 0xFF) }

// groups splits a pile by what the cards are printed as.
func groups(pile cards.Set) [4][]cards.Card {
	var g [4][]cards.Card
	for _, c := range pile.Cards() {
		switch cards.KindOf(c) {
		case cards.Bright:
			g[0] = append(g[0], c)
		case cards.Animal:
			g[1] = append(g[1], c)
		case cards.Ribbon:
			g[2] = append(g[2], c)
		default:
			g[3] = append(g[3], c)
		}
	}
	return g
}

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
		if v.Gos[seat] > 0 {
			return t.T("table.gostop.scoreGo", "{{.Player}}: {{.Score}} points · {{.Gos}} go", "Player", t.seatName(seat), "Score", v.Scores[seat], "Gos", v.Gos[seat])
		}
		return t.T("table.gostop.score", "{{.Player}}: {{.Score}} points", "Player", t.seatName(seat), "Score", v.Scores[seat])
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

	// The person's hand.
	hy := sz.Height - ch - pad
	t.handRow(s, v.Hand.Cards(), hy, sz.Width*0.9)
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	return s
}

// flipTarget reports whether layout card c is one the turned card may pair with.
func (t *Table) flipTarget(c cards.Card) bool {
	for _, a := range t.view.Legal(nil) {
		if a&gsKindMask == gsKindFlip && pairOf(a) == c {
			return true
		}
	}
	return false
}

func (gostopUI) pick(t *Table, gv games.View, c cards.Card, acts []games.Action) {
	var cs []choice
	for _, a := range acts {
		cs = append(cs, choice{label: t.T("table.gostop.pairWith", "Pair with {{.Card}}", "Card", t.cardName(pairOf(a))), a: a})
	}
	t.offer(t.T("table.gostop.choosePair", "Two cards of this month lie on the layout: which one does {{.Card}} take?", "Card", t.cardName(c)), cs)
}

func (gostopUI) refusal(t *Table, gv games.View, c cards.Card) string {
	v := gview(gv)
	switch v.Phase {
	case gostop.PhaseFlipChoice:
		return t.T("table.gostop.flipFirst", "First choose which layout card the turned card takes.")
	case gostop.PhaseDecide:
		return t.T("table.gostop.decideFirst", "First say Go or Stop.")
	}
	return t.T("table.illegal", "You cannot play {{.Card}} now.", "Card", t.cardName(c))
}

func (gostopUI) controls(t *Table, gv games.View) []fyne.CanvasObject {
	v := gview(gv)
	var out []fyne.CanvasObject
	n := 0
	for _, a := range v.Legal(nil) {
		switch {
		case a&gsKindMask == gsKindFlip:
			n++
			out = append(out, t.button(itoa(n)+" · "+t.T("table.gostop.flipWith", "Turned {{.Flip}} takes {{.Card}}", "Flip", t.cardName(v.Pending.Flip), "Card", t.cardName(pairOf(a))), a))
		case a == gostop.Go:
			out = append(out, t.button(t.T("table.gostop.go", "Go (G)"), a))
		case a == gostop.StopAction:
			out = append(out, t.button(t.T("table.gostop.stop", "Stop (S)"), a))
		}
	}
	return out
}

func (gostopUI) key(t *Table, gv games.View, ev *fyne.KeyEvent) bool {
	v := gview(gv)
	legal := v.Legal(nil)
	try := func(a games.Action) bool {
		for _, x := range legal {
			if x == a {
				t.humanAct(a)
				return true
			}
		}
		if t.ready() {
			t.say(t.T("table.schnapsen.keyUnavailable", "That is not possible now."))
		}
		return true
	}
	switch ev.Name {
	case "G":
		return try(gostop.Go)
	case "S":
		return try(gostop.StopAction)
	}
	if v.Phase == gostop.PhaseFlipChoice {
		if d, ok := digit(ev.Name); ok {
			var flips []games.Action
			for _, a := range legal {
				if a&gsKindMask == gsKindFlip {
					flips = append(flips, a)
				}
			}
			if d >= 1 && d <= len(flips) {
				t.humanAct(flips[d-1])
			}
			return true
		}
	}
	return false
}

func (gostopUI) describe(t *Table, gv games.View, e games.Event) (string, bool) {
	p := t.seatName(int(e.Player))
	target := ""
	if e.Target >= 0 && e.Target < 2 {
		target = t.seatName(int(e.Target))
	}
	switch e.Kind {
	case games.KDealStart:
		if int(e.Player) == Human {
			return t.T("table.gostop.first.you", "You play first."), false
		}
		return t.T("table.gostop.first", "{{.Player}} plays first.", "Player", p), false
	case games.KRedeal:
		return t.T("table.gostop.redeal", "Four cards of a month were dealt: the deal is void and dealt again."), true
	case games.KFlip:
		return t.T("table.gostop.flipped", "{{.Player}} turned {{.Card}} from the stock.", "Player", p, "Card", t.cardName(e.Card)), false
	case games.KPpuk:
		return t.T("table.gostop.ppuk", "Ppuk! Three cards of a month are stuck on the layout."), true
	case games.KStackTaken:
		return t.T("table.gostop.stackTaken", "{{.Player}} took the whole stack of three.", "Player", p), true
	case games.KTtadak:
		return t.T("table.gostop.ttadak", "Ttadak! {{.Player}} took two pairs at once and takes junk from {{.Target}}.", "Player", p, "Target", target), true
	case games.KChok:
		return t.T("table.gostop.chok", "Chok! {{.Player}} paired the turned card with the card just played and takes junk from {{.Target}}.", "Player", p, "Target", target), true
	case games.KSseul:
		return t.T("table.gostop.sseul", "Sseul! {{.Player}} swept the layout and takes junk from {{.Target}}.", "Player", p, "Target", target), true
	case games.KStealJunk:
		return t.T("table.gostop.steal", "{{.Player}} took junk from {{.Target}}.", "Player", p, "Target", target), false
	case games.KGo:
		return t.T("table.gostop.goNews", "{{.Player}}: Go number {{.Value}}!", "Player", p, "Value", e.Value), true
	case games.KStop:
		if int(e.Player) == Human {
			return t.T("table.gostop.stopNews.you", "You stop with {{.Value}} points.", "Value", e.Value), true
		}
		return t.T("table.gostop.stopNews", "{{.Player}} stops with {{.Value}} points.", "Player", p, "Value", e.Value), true
	case games.KInstantWin:
		if int(e.Player) == Human {
			return t.T("table.gostop.instant.you", "You win at once: 5 points."), true
		}
		return t.T("table.gostop.instant", "{{.Player}} wins at once: 5 points.", "Player", p), true
	case games.KNagari:
		return t.T("table.gostop.nagari", "The stock ran out without a Stop: nagari, a draw."), true
	case games.KDealOver:
		if e.Player >= 0 {
			if int(e.Player) == Human {
				return t.T("table.gostop.paid.you", "You win {{.Value}} points.", "Value", e.Value), true
			}
			return t.T("table.gostop.paid", "{{.Player}} wins {{.Value}} points.", "Player", p, "Value", e.Value), true
		}
	}
	return "", false
}

func (gostopUI) prompt(t *Table, gv games.View) string {
	v := gview(gv)
	switch v.Phase {
	case gostop.PhaseFlipChoice:
		return t.T("table.gostop.flipPrompt", "The turned {{.Card}} meets two cards of its month: choose the one it takes (1, 2 or tap it).", "Card", t.cardName(v.Pending.Flip))
	case gostop.PhaseDecide:
		return t.T("table.gostop.decidePrompt", "You have {{.Score}} points. Stop (S) to be paid now, or Go (G) to play on for more; if {{.Player}} then stops first, you pay instead.", "Score", v.Scores[v.Seat], "Player", t.seatName(1-v.Seat))
	}
	return t.T("table.gostop.playPrompt", "Play a card: it takes a layout card of the same month; then a card is turned from the stock.")
}

func (gostopUI) summary(t *Table, gv games.View, r games.Result) []string {
	v := gview(gv)
	var out []string
	if v.Winner >= 0 {
		if int(v.Winner) == Human {
			out = append(out, t.T("table.gostop.sumYouWin", "You win a payment of {{.Value}} from {{.Loser}}.", "Loser", t.seatName(1-int(v.Winner)), "Value", v.Payment))
		} else {
			out = append(out, t.T("table.gostop.sumYouPay", "{{.Player}} wins a payment of {{.Value}} from you.", "Player", t.seatName(int(v.Winner)), "Value", v.Payment))
		}
	}
	if v.Winner >= 0 && v.End == gostop.EndStop {
		out = append(out, t.T("table.gostop.how", "The payment is the score, plus 1 or 2 for the first gos (doubled from the third), then doubled once for each -bak."))
	}
	return out
}

// summaryTable lists what the payment is made of: each combination with its
// points, the score, the go bonus, each doubling and the payment.
func (gostopUI) summaryTable(t *Table, gv games.View, r games.Result) [][]string {
	if len(r.Lines) == 0 {
		return nil
	}
	v := gview(gv)
	loserSeat := 1 - int(v.Winner)
	loser := t.seatName(loserSeat)
	rows := [][]string{{t.T("table.gostop.sumWhat", "Combination"), t.T("table.gostop.sumPoints", "Points")}}
	for _, ln := range r.Lines {
		name := t.l.Name(ln.Label)
		id := ln.Label.ID
		switch {
		case strings.HasSuffix(id, ".cup"):
			continue
		case strings.HasSuffix(id, ".gwang-bak"):
			why := t.T("table.gostop.gwangBak", "{{.Name}}: {{.Player}} holds no bright", "Name", name, "Player", loser)
			if loserSeat == Human {
				why = t.T("table.gostop.gwangBakYou", "{{.Name}}: you hold no bright", "Name", name)
			}
			rows = append(rows, []string{why, "×2"})
		case strings.HasSuffix(id, ".meong-bak"):
			rows = append(rows, []string{t.T("table.gostop.meongBak", "{{.Name}}: {{.Player}} took 7 or more animals", "Name", name, "Player", t.seatName(int(v.Winner))), "×2"})
		case strings.HasSuffix(id, ".pi-bak"):
			why := t.T("table.gostop.piBak", "{{.Name}}: {{.Player}} has fewer than 5 junk units", "Name", name, "Player", loser)
			if loserSeat == Human {
				why = t.T("table.gostop.piBakYou", "{{.Name}}: you have fewer than 5 junk units", "Name", name)
			}
			rows = append(rows, []string{why, "×2"})
		case strings.HasSuffix(id, "-bak"):
			rows = append(rows, []string{name, "×2"})
		case strings.HasSuffix(id, ".go-lost"):
			rows = append(rows, []string{t.T("table.gostop.goLostRow", "{{.Player}} called Go and was stopped: score lost", "Player", t.seatName(ln.Seat)), itoa(ln.Value)})
		case strings.HasSuffix(id, ".gos"):
			rows = append(rows, []string{t.T("table.gostop.goRow", "Score with the bonus for {{.Count}} go", "Count", v.Gos[ln.Seat]), itoa(ln.Value)})
		default:
			rows = append(rows, []string{name, itoa(ln.Value)})
		}
	}
	return rows
}

func (gostopUI) lastTrick(*Table, games.View) ([]cards.Card, string) { return nil, "" }
