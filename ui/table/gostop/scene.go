package gostop

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/ui/table"
)

// Go-Stop's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for Host.HandRow keeping
// the keyboard cursor inside the hand); the table places the result
// (ui/table/board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.
//
// The layout gives each of the twelve months a place of its own (January
// top left): a card that arrives on the layout — played, or turned from the
// stock — lands on its month's place and never on another month's cards,
// and the months do not shift when one of them is taken (gostopLayout).

// The proportions of Go-Stop's felt, as shares of the board's size or of a
// card.
const (
	gostopCardHeight  = 0.19  // a card's height, at most, of the board's height
	gostopCardsAcross = 13    // cards that fit side by side (caps the card width)
	gostopPadShare    = 0.015 // the margin, of the height (at least gostopPadMin)
	gostopPadMin      = 6
	gostopTextShare   = 0.9         // the felt's text, of textSize
	gostopSmallCard   = 0.62        // captured cards and the computer's backs, of a card
	gostopOppFanX     = 0.14        // the computer's backs: centre, of the width
	gostopOppFanW     = 0.26        // … and the width they share
	gostopPilesX      = 0.4         // the capture piles' four groups start here, of the width
	gostopPileStep    = 0.45        // captured cards of a group close up to this share of a small card
	gostopLayoutX     = 0.2         // the layout's left edge, of the width
	gostopMonths      = 12          // places on the layout, one per month
	gostopMonthStep   = 0.2         // cards of one month lie this share of a card width apart
	gostopMonthMax    = 4           // a month has four cards: its place holds them all
	gostopPairStep    = 1.04        // a choice's two cards of one month lie this share of a card width apart, both whole (as liftCards would push them)
	gostopLift        = 0.1         // liftCards raises a choice's cards by this share of a card height
	gostopPileEdge    = 3           // the capture piles end this many margins before the felt's right edge (the stock stands as far from the left, stockX)
	gostopHandW       = 0.9         // the person's hand shares this width
	gostopRaise       = 0.12 + 0.15 // the card being played in a choice stands this share of a height high: the cursor's raise (Host.HandRow) plus markChoices'
	gostopLegendLead  = 1.2         // the legend's line height, of its text size, at least
	gostopLine        = 1.4         // a text line with its gap, of the text size
	gostopCaption     = 1.3         // a caption over cards: its line, of the text size
	gostopSmallText   = 0.85        // the capture groups' captions and the turn count, of the text size
	gostopInset       = 1.5         // texts stand this many margins in from the felt's edge
)

// gostopGeometry is the layout of Go-Stop's felt for one board size; each
// field is a distance in the board's units. It depends on the size alone,
// so the scene before a move and the scene after it agree on where every
// month lies (the animation lands a card by it, game.landing).
type gostopGeometry struct {
	size      fyne.Size
	cw, ch    float32   // a card (the hand's)
	small     fyne.Size // a captured card, a back of the computer's hand
	pad, ts   float32   // the margin, the felt's text size
	topPileY  float32   // the top of the computer's capture row (its labels)
	oppScoreY float32   // the top of the computer's score line, under its hand
	botPileY  float32   // the top of the person's capture row (its labels)
	top       float32   // the top of the layout's area
	bottom    float32   // its bottom
	mid       float32   // its middle: the stock is centred on it
	layoutX   float32   // the layout's left edge
	layoutW   float32   // its width
	cols      int       // month places in a row (12, 6 or 4)
	slotW     float32   // a month's place: its width
	slotH     float32   // … and its height
	lcw, lch  float32   // a card on the layout (smaller than the hand's on a tight felt)
	stockX    float32   // the stock's left edge
	handY     float32   // the top of the person's hand
	handTop   float32   // the top of a raised hand card: nothing else reaches below it
	legendTxt float32   // the corner-mark legend's text size: the body text's at least
	// wide is the month (0: none) whose two cards a pending choice offers:
	// its place widens to show both whole side by side, and the other
	// places of its row share what is left (withWide).
	wide int
}

// The widths of a month's place, in layout card widths: four cards fanned,
// or a choice's two cards side by side after the month's one other card
// (the turned card that meets them).
const (
	gostopFanSpread  = 1 + gostopMonthStep*(gostopMonthMax-1)
	gostopPairSpread = 1 + gostopMonthStep + gostopPairStep
)

// withWide is g with month m's place widened for a choice between its two
// cards on the layout.
func (g gostopGeometry) withWide(m int) gostopGeometry {
	g.wide = m
	return g
}

// column is the left edge and width of month m's place, and whether it is
// the widened one. A row without the widened month has places of equal
// width; in its row, each place gets what its cards need plus an equal share
// of the room left over (gostopLayout keeps enough for this).
func (g gostopGeometry) column(m int) (x, w float32, wide bool) {
	i := (m - 1) % gostopMonths
	r, c := i/g.cols, i%g.cols
	if g.wide == 0 || ((g.wide-1)%gostopMonths)/g.cols != r {
		return g.layoutX + float32(c)*g.slotW, g.slotW, false
	}
	wc := (g.wide - 1) % gostopMonths % g.cols
	fan, pair := g.lcw*gostopFanSpread, g.lcw*gostopPairSpread
	share := max(0, float32(g.cols)*g.slotW-float32(g.cols-1)*fan-pair) / float32(g.cols)
	x = g.layoutX
	for j := 0; j < c; j++ {
		if j == wc {
			x += pair + share
		} else {
			x += fan + share
		}
	}
	if c == wc {
		return x, pair + share, true
	}
	return x, fan + share, false
}

func gostopLayout(sz fyne.Size) gostopGeometry {
	g := gostopGeometry{size: sz}
	g.cw, g.ch = table.CardSize(sz, gostopCardHeight, gostopCardsAcross)
	g.pad = max(gostopPadMin, sz.Height*gostopPadShare)
	g.ts = table.TextSize(sz) * gostopTextShare
	g.small = fyne.NewSize(g.cw*gostopSmallCard, g.ch*gostopSmallCard)
	g.topPileY = g.pad
	g.oppScoreY = g.pad + g.ts*gostopLine + g.small.Height + g.pad
	g.botPileY = sz.Height - g.ch - g.pad*2 - g.small.Height - g.ts*gostopLine - g.ts*gostopCaption
	g.top = g.topPileY + g.ts*gostopCaption + g.small.Height + g.pad*2
	g.bottom = g.botPileY - g.pad
	g.mid = (g.top + g.bottom) / 2
	g.layoutX = sz.Width * gostopLayoutX
	g.layoutW = sz.Width - g.layoutX - g.pad*2
	g.stockX = g.pad * 3
	g.handY = sz.Height - g.ch - g.pad
	g.handTop = sz.Height - g.ch*(1+gostopRaise) - g.pad*2
	g.legendTxt = max(g.ts, theme.TextSize())

	// The month places: the arrangement (one row of twelve, two of six or
	// three of four) that gives the layout's cards the largest size, a
	// place wide enough for a month's four cards fanned — and a row wide
	// enough for one of its months to show two cards side by side, whole,
	// when a choice offers them (withWide).
	// One row of twelve unless another is better: a board too small for
	// any (a window not yet sized) still has an arrangement to draw.
	best := float32(-1)
	g.cols, g.slotW, g.slotH = 12, g.layoutW/12, g.bottom-g.top
	for _, cols := range []int{12, 6, 4} {
		rows := gostopMonths / cols
		slotW := g.layoutW / float32(cols)
		slotH := (g.bottom - g.top) / float32(rows)
		spread := (float32(cols-1)*gostopFanSpread + gostopPairSpread) / float32(cols)
		h := min(g.ch, slotH-2, (slotW-2)/spread*3/2)
		if h > best {
			best = h
			g.cols, g.slotW, g.slotH = cols, slotW, slotH
		}
	}
	g.lch = max(best, 20)
	g.lcw = g.lch * 2 / 3
	return g
}

// slot is the top-left of the k-th card (0 first) of month m's place.
func (g gostopGeometry) slot(m, k int) fyne.Position {
	r := ((m - 1) % gostopMonths) / g.cols
	x, w, wide := g.column(m)
	spread := g.lcw * gostopFanSpread
	if wide {
		spread = g.lcw * gostopPairSpread
	}
	y := g.top + float32(r)*g.slotH + (g.slotH-g.lch)/2
	return fyne.NewPos(x+(w-spread)/2+float32(k)*g.lcw*gostopMonthStep, y)
}

// pairSlot is the top-left of the j-th (0 or 1) of the two cards a choice
// offers, in the widened place (withWide); the month's other card lies at
// slot(m, 0), under the first.
func (g gostopGeometry) pairSlot(j int) fyne.Position {
	p := g.slot(g.wide, 0)
	return p.Add(fyne.NewPos(g.lcw*(gostopMonthStep+float32(j)*gostopPairStep), 0))
}

// inSlot reports whether a card at p lies in month m's place.
func (g gostopGeometry) inSlot(m int, p fyne.Position) bool {
	x0, w, _ := g.column(m)
	y0 := g.top + float32(((m-1)%gostopMonths)/g.cols)*g.slotH
	return p.X >= x0-1 && p.X < x0+w && p.Y >= y0-g.lch*0.2 && p.Y < y0+g.slotH
}

// Scene lays Go-Stop's felt out (Game).
func (gs *game) Scene(h table.Host, gv games.View, sz fyne.Size) *table.Scene {
	v := gview(gv)
	l := gostopLayout(sz)
	s := table.NewScene(sz, l.cw, l.ch)
	cw, ch, pad, ts, small := l.cw, l.ch, l.pad, l.ts, l.small
	my, op := v.Seat, 1-v.Seat

	// The computer's hand: small backs at the top left.
	n := v.HandCounts[op]
	xs := table.Fan(n, sz.Width*gostopOppFanX, sz.Width*gostopOppFanW, small.Width)
	// The cards the computer showed by shaking stay face up in its hand
	// until it plays them.
	shown := (v.Shaken[op] &^ v.Played[op]).Cards()
	for i := 0; i < n; i++ {
		var it *table.Item
		if i < len(shown) {
			it = s.Face(shown[i], xs[i], pad+ts*gostopLine)
		} else {
			it = s.Back(table.HandBackKey(op, i), xs[i], pad+ts*gostopLine)
		}
		it.Size = small
	}
	s.Zone(games.Hand, op, sz.Width*gostopOppFanX-small.Width/2, pad+ts*gostopLine)
	opname := h.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", h.SeatName(op), "Count", n)
	if h.Thinking() {
		opname += " · " + h.T("table.thinkingShort", "thinking…")
	}
	s.ThinkingShown = true
	s.Label("opname", opname, pad*gostopInset, pad, ts, true, fyne.TextAlignLeading)

	// Captured piles, grouped, with running scores.
	pileRow := func(seat int, y float32) {
		sc := gostop.ScoreOf(v.Piles[seat])
		g := groups(v.Piles[seat])
		x0 := sz.Width * gostopPilesX
		gw := (sz.Width - x0 - pad*(gostopPileEdge-1)) / 4
		labels := [4]string{
			h.T("table.gostop.brights", "Brights {{.N}} · {{.Points}} pts", "N", sc.Brights, "Points", sc.BrightPts),
			h.T("table.gostop.animals", "Animals {{.N}} · {{.Points}} pts", "N", sc.Animals, "Points", sc.AnimalPts+sc.Godori),
			h.T("table.gostop.ribbons", "Ribbons {{.N}} · {{.Points}} pts", "N", sc.Ribbons, "Points", sc.RibbonPts+sc.RedPoem+sc.Blue+sc.PlainRed),
			h.T("table.gostop.junk", "Junk {{.N}} · {{.Points}} pts", "N", sc.Units, "Points", sc.JunkPts),
		}
		for k := 0; k < 4; k++ {
			gx := x0 + float32(k)*gw
			s.Label("grp"+strconv.Itoa(seat)+strconv.Itoa(k), labels[k], gx, y, ts*gostopSmallText, false, fyne.TextAlignLeading)
			cs := g[k]
			if len(cs) == 0 {
				continue
			}
			step := min(small.Width*gostopPileStep, (gw-small.Width-pad)/float32(max(len(cs)-1, 1)))
			for i, c := range cs {
				it := s.Face(c, gx+float32(i)*step, y+ts*gostopCaption)
				it.Size = small
				it.Zone = games.Pile
			}
		}
		s.Zone(games.Pile, seat, x0+gw*3, y+ts*gostopCaption)
	}
	pileRow(op, l.topPileY)
	pileRow(my, l.botPileY)

	// Scores and gos. The computer's line goes under its name and hand, so
	// it does not name it again.
	gosOf := func(seat int) string {
		out := ""
		if v.Gos[seat] > 0 {
			out = " · " + h.T("table.gostop.gos", "{{.Count}} Gos", "Count", v.Gos[seat])
		}
		// The house rules' doublings a win by this seat would get: its
		// shakes and bombs, and the nagaris carried into the deal.
		if n := int(v.Shakes[seat]) + int(v.Bombs[seat]) + min(int(v.Carry), gostop.MaxNagariDoublings); n > 0 && v.Phase != gostop.PhaseChance {
			out += " · " + h.T("table.gostop.ifWon", "×{{.Factor}} if won", "Factor", 1<<n)
		}
		return out
	}
	// The count carries the plural ("1 point", "2 points").
	opscore := h.T("table.gostop.points", "{{.Count}} points", "Count", v.Scores[op]) + gosOf(op)
	myscore := h.T("table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", "Player", h.SeatName(my), "Count", v.Scores[my]) + gosOf(my)
	s.Label("opscore", opscore, pad*gostopInset, l.oppScoreY, ts, true, fyne.TextAlignLeading).Color = table.ScoreColor()

	// The layout: each month in its place, its cards side by side; the
	// month whose two cards a choice offers widens to show both whole.
	var offered cards.Set
	if v.Phase == gostop.PhaseFlipChoice && v.ToMove == int8(my) {
		for _, c := range v.Layout.Cards() {
			if flipTarget(gv, c) {
				offered = offered.Add(c)
			}
		}
	} else {
		offered = h.Candidates() & v.Layout
	}
	if offered != 0 {
		l = l.withWide(cards.Month(offered.First()))
	}
	count := map[int]int{}
	pairs := 0
	for _, c := range v.Layout.Cards() {
		m := cards.Month(c)
		it := s.Face(c, 0, 0)
		it.Size = fyne.NewSize(l.lcw, l.lch)
		switch {
		case offered.Has(c):
			// Side by side, and as low as the lift will raise them: they
			// stand on the row's line, clear of the row above.
			it.Pos = l.pairSlot(pairs).Add(fyne.NewPos(0, ch*gostopLift))
			pairs++
		default:
			it.Pos = l.slot(m, count[m])
			count[m]++
		}
		if v.Phase == gostop.PhaseFlipChoice && v.ToMove == int8(my) && flipTarget(gv, c) {
			it.Legal = true
			cc := c
			it.OnTap = func() { h.Play(gostop.FlipAction(cc)) }
		}
	}
	if v.Phase == gostop.PhaseFlipChoice && v.ToMove == int8(my) {
		// The cards the turned card may take, whole and on top.
		s.LiftCards(offered)
	}
	s.Zone(games.Table, -1, l.layoutX+l.layoutW/2-cw/2, l.mid-ch/2)
	s.BannerY = l.top
	// The stock in the left column, with the person's score and, under it,
	// what the marks in the cards' top-right corners mean (the art tells
	// the kinds apart by shape, docs/cards.md).
	gs.leftColumn(h, s, l, v, myscore, opscore)

	// The person's hand.
	h.HandRow(s, v.Hand.Cards(), sz.Width/2, l.handY, sz.Width*gostopHandW)
	s.Zone(games.Hand, my, sz.Width/2-cw/2, l.handY)
	return s
}

// leftColumn places the stock (with the turn and its count), the person's
// score line and the corner-mark legend under it, in the body text's size.
// The score and legend stand level with the person's capture row when they
// fit there; else they move up under the stock, and the stock up the
// layout's side, as far as they must. The entries are packed into lines as
// wide as the column (narrower beside the layout than under it); on a felt
// too small for them all the junk's entries become one ("one junk per
// diamond"), and only on a felt smaller than the app's smallest window are
// the last left out (the rules page explains them).
func (*game) leftColumn(h table.Host, s *table.Scene, l gostopGeometry, v *gostop.View, myscore, opscore string) {
	pad, ts, lts, cw, ch := l.pad, l.ts, l.legendTxt, l.cw, l.ch
	x := pad * gostopInset
	// Every mark a card of this match can show is explained: the triple
	// junk's three diamonds only when its bonus card is in the pack. Where
	// they do not fit, the junk entries become one short one (compact).
	compact := false
	// A line's height as drawn (canvas text is taller than its size).
	lead := max(lts*gostopLegendLead, fyne.MeasureText("Ag", lts, fyne.TextStyle{Bold: true}).Height)
	// pack lays the entries into lines starting at y: a line beside the
	// layout ends before it, one under it before the capture row. The title
	// has a line of its own, or (inline, when room is short) starts the
	// first line.
	title := h.T("table.gostop.marks", "Corner marks:")
	pack0 := func(y float32, inline bool) []string {
		var lines []string
		cur := ""
		if inline {
			cur = title
		} else {
			lines = append(lines, title)
			y += lead
		}
		entries := legendEntries(h, v.Options.Bonus, compact)
		for i, e := range entries {
			colW := l.size.Width*gostopPilesX - x - pad
			if y < l.bottom {
				colW = l.layoutX - x - pad
			}
			sep := " · "
			if inline && i == 0 {
				sep = " " // after the title's colon
			}
			if next := cur + sep + e; cur != "" && fyne.MeasureText(next, lts, fyne.TextStyle{}).Width <= colW {
				cur = next
				continue
			}
			if cur != "" {
				lines = append(lines, cur)
				y += lead
			}
			cur = e
		}
		return append(lines, cur)
	}
	inline := false
	pack := func(y float32) []string { return pack0(y, inline) }
	scoreH := fyne.MeasureText(myscore, ts, fyne.TextStyle{Bold: true}).Height + pad*0.3
	stockLabelH := fyne.MeasureText("Ag", ts, fyne.TextStyle{Bold: true}).Height
	blockH := func(lines []string) float32 { return scoreH + lead*float32(len(lines)) }

	y := l.botPileY + ts*0.2
	lines := pack(y + scoreH)
	stockY := l.mid - ch/2
	sw, sh := cw, ch // the stock's cards
	fits := func() bool { return y+blockH(lines) <= l.handTop }
	turn := h.T("table.gostop.turn", "Turn {{.N}} of 20", "N", int(v.Turn))
	turnBeside := false // the turn's count on the computer's score line, not over the stock
	turnX := x + fyne.MeasureText(opscore, ts, fyne.TextStyle{Bold: true}).Width + pad*2
	turnFits := turnX+fyne.MeasureText(turn, ts*gostopSmallText, fyne.TextStyle{}).Width <= l.layoutX-pad
	// moveUp puts the block as high as it must go, with the stock above it:
	// packed as if beside the layout all the way (the most lines it can
	// take), but not above the line under the computer's score (the turn's
	// count stands over the stock).
	moveUp := func() {
		narrow := pack(l.top + scoreH)
		top := l.handTop - blockH(narrow)
		highest := l.oppScoreY + stockLabelH + pad*0.5 + ts*gostopCaption + pad
		if turnBeside {
			highest = l.oppScoreY + stockLabelH + pad
		}
		stockY = max(highest, min(l.mid-sh/2, top-pad*0.5-stockLabelH-pad-sh))
		y = max(stockY+sh+pad+stockLabelH+pad*0.5, top)
		lines = pack(y + scoreH)
	}
	// Each step gives the legend more room, as long as it does not fit: move
	// it up; put the title on the first line; draw the stock small (its
	// cards are never read), the title on its own line again; move the
	// turn's count onto the computer's score line; the title inline again;
	// the junk entries as one, with the title on its own line and inline.
	steps := []func(){
		moveUp,
		func() { inline = true; lines = pack(y + scoreH) },
		func() { inline = false; sw, sh = l.small.Width, l.small.Height; moveUp() },
		func() { inline = true; lines = pack(y + scoreH) },
		func() {
			if turnFits {
				turnBeside, inline = true, false
				moveUp()
			}
		},
		func() { inline = true; lines = pack(y + scoreH) },
		func() { compact, inline = true, false; lines = pack(y + scoreH) },
		func() { inline = true; lines = pack(y + scoreH) },
	}
	for _, step := range steps {
		if fits() {
			break
		}
		step()
	}

	sx := l.stockX
	for i := 0; i < min((int(v.StockLeft)+4)/5, 5); i++ {
		s.Back("b/stock/"+strconv.Itoa(i), sx-float32(i)*2, stockY-float32(i)*2).Size = fyne.NewSize(sw, sh)
	}
	s.Zone(games.Stock, -1, sx, stockY)
	s.Zone(games.Deck, -1, sx, stockY)
	s.Label("stock", h.T("table.stockCount", "Stock: {{.Count}}", "Count", int(v.StockLeft)), sx+sw/2, stockY+sh+pad, ts, true, fyne.TextAlignCenter)
	if turnBeside {
		s.Label("turn#", turn, turnX, l.oppScoreY+(ts-ts*gostopSmallText)/2, ts*gostopSmallText, false, fyne.TextAlignLeading)
	} else {
		s.Label("turn#", turn, sx+sw/2, stockY-pad-ts*gostopCaption, ts*gostopSmallText, false, fyne.TextAlignCenter)
	}

	s.Label("myscore", myscore, x, y, ts, true, fyne.TextAlignLeading).Color = table.ScoreColor()
	y += scoreH
	for i, line := range lines {
		if y+lead > l.handTop {
			break
		}
		s.Label("mark"+strconv.Itoa(i), line, x, y, lts, i == 0 && !inline, fyne.TextAlignLeading)
		y += lead
	}
}

// legendEntries are the corner-mark legend's entries: the four kinds'
// marks, then the junk's diamonds — one, two (the double junk and the
// double-junk bonus cards) and, when bonus is 3, three (the triple-junk
// bonus card) — or, compact, one entry for every number of diamonds.
func legendEntries(h table.Host, bonus int8, compact bool) []string {
	entries := []string{
		h.T("table.gostop.markBright", "star: bright"),
		h.T("table.gostop.markAnimal", "triangle: animal"),
		h.T("table.gostop.markRibbon", "ribbon: ribbon"),
	}
	if compact {
		return append(entries, h.T("table.gostop.markJunkEach", "one junk per diamond"))
	}
	entries = append(entries,
		h.T("table.gostop.markJunk", "diamond: junk"),
		h.T("table.gostop.markDouble", "two diamonds: double junk"))
	if bonus >= 3 {
		entries = append(entries, h.T("table.gostop.markTriple", "three diamonds: triple junk"))
	}
	return entries
}
