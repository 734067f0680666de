package schnapsen

import (
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/table"
)

// Schnapsen's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for Host.HandRow keeping
// the keyboard cursor inside the hand); the table places the result
// (ui/table/board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

// Schnapsen's proportions. Each is a share of what its comment names: the
// board's width or height, a card's width (cw) or height (ch), the margin
// (pad) or the text size (ts, one line being snLine of it).
const (
	snCardHeight  = 0.27 // a card's height: this share of the board's height,
	snCardsAcross = 8.6  // unless this many cards would not fit across (cardSize)
	snPad         = 0.02 // the margin: this share of the board's height,
	snPadMin      = 8    // and never less (px)
	snLine        = 1.4  // a line of text: this many text sizes
	snSmallText   = 0.9  // the titles and marriage lines: this share of the text size

	snOppFan = 0.52 // the computer's hand fans out over this share of the width

	snStockX      = 0.08 // the stock's left edge: this share of the width,
	snStockXPads  = 2    // and at least this many pads
	snStackMax    = 5    // backs drawn in the stock under its top card, at most
	snStackStep   = 2    // px between stacked backs, up and left (stock, piles)
	snIndicatorX  = 1.12 // the turned-up trump: this many cw right of the stock's left edge
	snUnderGap    = 0.5  // pads between a card and the label under it
	snStockLabelX = 0.5  // the stock and trump labels are centred this many cw into the stock

	snTrickX      = 0.62 // the trick begins this many cw left of the centre
	snLeaderX     = 0.1  // the person's trick card: cw right of the trick's start,
	snLeaderY     = 0.12 // and ch below the middle row
	snFollowerX   = 1.14 // the computer's trick card: cw right of the trick's start,
	snFollowerY   = 0.12 // and ch above the middle row
	snPileX       = 0.06 // the won piles' right margin: this share of the width,
	snPileXPads   = 2    // and at least this many pads
	snPileY       = 0.55 // each pile lies this many ch above (computer) or below (person) the middle row
	snPileBacks   = 4    // backs drawn for a pile, at most (one per two tricks)
	snOppTricksY  = 1.3  // the computer's trick count: this many ts above its pile, less a pad
	snMyPointsY   = 1.55 // the person's points: this many ch below the middle row, plus half a pad
	snEdge        = 1.5  // the labels at the left and right edges keep this many pads from them
	snMarriagesY  = 3    // the first marriage line: this many ts from the top, plus a pad
	snHandWidth   = 0.56 // the person's hand fans out over this share of the width
	snCursorRaise = 0.12 // ch the raised hand card stands out of its row (Host.HandRow), which "Your turn" clears
	snFanMinStep  = 0.42 // a fan squeezed between labels still shows this many cw of each card
)

// Scene lays Schnapsen's felt out (Game).
func (g *game) Scene(h table.Host, gv games.View, sz fyne.Size) *table.Scene {
	v := sview(gv)
	cw, ch := table.CardSize(sz, snCardHeight, snCardsAcross)
	s := table.NewScene(sz, cw, ch)
	pad := max(snPadMin, sz.Height*snPad)
	ts := table.TextSize(sz)
	my := v.Seat
	op := 1 - my

	// The computer's hand, known cards face up, between the match score
	// at the top left and its name at the top right (with the move log
	// open the felt is narrow, and the fan lay over both).
	oy := pad
	known := v.Known[op].Cards()
	n := v.HandCount[op]
	opName := h.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", h.SeatName(op), "Count", n)
	scoreTitle := h.T("table.schnapsen.bummerlTitle", "Match (from 7 down)")
	score := h.T("table.schnapsen.bummerl", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.MatchPoints[my], "Player", h.SeatName(op), "Them", v.MatchPoints[op])
	bold := fyne.TextStyle{Bold: true}
	left := pad*snEdge + max(fyne.MeasureText(scoreTitle, ts*snSmallText, fyne.TextStyle{}).Width, fyne.MeasureText(score, ts, bold).Width) + pad
	right := sz.Width - pad*snEdge - fyne.MeasureText(opName, ts, bold).Width - pad
	ocx := snFanCentre(sz.Width/2, sz.Width*snOppFan, left, right)
	xs := table.Fan(n, ocx, snFanWidth(sz.Width*snOppFan, ocx, left, right, n, cw), cw)
	for i := 0; i < n; i++ {
		if i < len(known) {
			s.Face(known[i], xs[i], oy)
		} else {
			s.Back(table.HandBackKey(op, i), xs[i], oy)
		}
	}
	s.Zone(games.Hand, op, ocx-cw/2, oy)
	s.Label("opname", opName, sz.Width-pad*snEdge, oy, ts, true, fyne.TextAlignTrailing)

	// The stock and the trump indicator.
	my0 := sz.Height/2 - ch/2
	sx := max(pad*snStockXPads, sz.Width*snStockX)
	for i := 0; i < min(v.StockCount-1, snStackMax); i++ {
		s.Back("b/stock/"+strconv.Itoa(i), sx-float32(i)*snStackStep, my0-float32(i)*snStackStep)
	}
	// The turned-up trump lies beside the stock, whole and readable (it
	// used to lie mostly under it).
	ix := sx + cw*snIndicatorX
	if v.StockCount > 0 && v.Indicator != cards.None {
		ind := s.Face(v.Indicator, ix, my0)
		ind.Dim = v.StockState == schnapsen.StockClosed
	}
	s.Zone(games.Stock, -1, sx, my0)
	s.Zone(games.Deck, -1, sx, my0)
	s.Zone(games.Indicator, -1, ix, my0)
	stockText := h.T("table.stockCount", "Stock: {{.Count}}", "Count", max(v.StockCount, 0))
	switch v.StockState {
	case schnapsen.StockClosed:
		stockText = h.T("table.schnapsen.closed", "Closed by {{.Player}}", "Player", h.SeatName(v.Closer))
		if v.Closer == table.Human {
			stockText = h.T("table.schnapsen.closed.you", "You closed")
		}
	case schnapsen.StockExhausted:
		stockText = h.T("table.schnapsen.exhausted", "Stock used up")
	}
	// Centred under the stock, unless a long text ("Tallone chiuso da te")
	// would reach past the felt's left edge: then from the margin.
	stockW := fyne.MeasureText(stockText, ts, bold).Width
	stockY := my0 + ch + pad*snUnderGap
	stockRight := sx + cw*snStockLabelX + stockW/2
	if stockRight-stockW < pad*snEdge {
		s.Label("stock", stockText, pad*snEdge, stockY, ts, true, fyne.TextAlignLeading)
		stockRight = pad*snEdge + stockW
	} else {
		s.Label("stock", stockText, sx+cw*snStockLabelX, stockY, ts, true, fyne.TextAlignCenter)
	}
	if v.Trump >= 0 && v.Trump < len(h.Deck().Suits()) { // no trump before the first deal
		suit := h.Name(h.Deck().SuitName(v.Trump))
		s.Label("trump", h.T("table.trump", "Trump: {{.Suit}}", "Suit", suit), sx+cw*snStockLabelX, my0-pad-ts*snLine, ts, true, fyne.TextAlignCenter).Color = table.ScoreColor()
	}

	// The trick: the leader's card left, the follower's right.
	// Side by side, not overlapping: both cards of a trick read whole.
	tx := sz.Width/2 - cw*snTrickX
	s.Zone(games.Trick, my, tx+cw*snLeaderX, my0+ch*snLeaderY)
	s.Zone(games.Trick, op, tx+cw*snFollowerX, my0-ch*snFollowerY)
	if v.Lead != cards.None {
		p, _ := s.Anchor(games.Trick, v.Leader)
		s.Face(v.Lead, p.X, p.Y)
	} else if n := len(v.History); n > 0 && v.ToMove < 0 {
		// The deal is over: its last trick stays where it was played, so
		// that the card that ended it is seen before the summary.
		tr := v.History[n-1]
		p, _ := s.Anchor(games.Trick, int(tr.Leader))
		s.Face(tr.Lead, p.X, p.Y).Zone = games.Trick
		q, _ := s.Anchor(games.Trick, 1-int(tr.Leader))
		s.Face(tr.Follow, q.X, q.Y).Zone = games.Trick
	}

	// Won piles.
	px := sz.Width - cw - max(pad*snPileXPads, sz.Width*snPileX)
	pile := func(seat int, y float32) {
		cnt := v.Piles[seat].Len()
		for i := 0; i < min(cnt/2, snPileBacks); i++ {
			s.Back("b/pile/"+strconv.Itoa(seat)+"/"+strconv.Itoa(i), px+float32(i)*snStackStep, y-float32(i)*snStackStep)
		}
		s.Zone(games.Pile, seat, px, y)
	}
	pile(op, my0-ch*snPileY)
	pile(my, my0+ch*snPileY)
	s.Label("optricks", h.T("table.tricks", "{{.Count}} tricks", "Count", v.TricksWon[op]), px+cw/2, my0-ch*snPileY-pad-ts*snOppTricksY, ts, false, fyne.TextAlignCenter)
	mine := h.T("table.schnapsen.points", "{{.Points}} points · {{.Count}} tricks", "Points", v.Points[my], "Count", v.TricksWon[my])
	if v.Pending[my] > 0 {
		mine = h.T("table.schnapsen.pending", "{{.Points}} points (+{{.Pending}} after your first trick) · {{.Count}} tricks", "Points", v.Points[my], "Pending", v.Pending[my], "Count", v.TricksWon[my])
	}
	// At the felt's right edge, under the pile; the hand keeps clear of it.
	s.Label("mytricks", mine, sz.Width-pad*snEdge, my0+ch*snMyPointsY+pad*snUnderGap, ts, true, fyne.TextAlignTrailing)
	mineLeft := sz.Width - pad*snEdge - fyne.MeasureText(mine, ts, bold).Width - pad

	// Score and marriages, top left.
	s.Label("scoreT", scoreTitle, pad*snEdge, pad, ts*snSmallText, false, fyne.TextAlignLeading)
	s.Label("score", score, pad*snEdge, pad+ts*snLine, ts, true, fyne.TextAlignLeading).Color = table.ScoreColor()
	y := pad + ts*snMarriagesY
	for _, seat := range []int{op, my} {
		for su := 0; su < 4; su++ {
			if v.Declared[seat]&(1<<su) == 0 {
				continue
			}
			val := 20
			if su == v.Trump {
				val = 40
			}
			s.Label("marr"+strconv.Itoa(seat)+strconv.Itoa(su), h.T("table.schnapsen.declared", "{{.Player}}: {{.Value}} in {{.Suit}}", "Player", h.SeatName(seat), "Value", val, "Suit", h.Name(h.Deck().SuitName(su))),
				pad*snEdge, y, ts*snSmallText, false, fyne.TextAlignLeading)
			y += ts * snLine
		}
	}

	// The person's hand.
	hy := sz.Height - ch - pad
	hand := sortSchnapsen(v.Hand, v.Trump)
	handLeft := pad * snEdge
	if stockY+ts*snLine > hy-ch*snCursorRaise {
		handLeft = stockRight + pad // the stock's text reaches down to the raised card
	}
	hcx := snFanCentre(sz.Width/2, sz.Width*snHandWidth, handLeft, mineLeft)
	h.HandRow(s, hand, hcx, hy, snFanWidth(sz.Width*snHandWidth, hcx, handLeft, mineLeft, len(hand), cw))
	s.Zone(games.Hand, my, hcx-cw/2, hy)
	if v.ToMove == my {
		s.Label("turn", h.T("table.yourTurn", "Your turn"), hcx, hy-pad-ts*snLine-ch*snCursorRaise, ts, true, fyne.TextAlignCenter).Color = table.ScoreColor()
	}
	return s
}

// snFanCentre is where a fan of width w centred at cx goes when left …
// right is all that is free: where it was if it fits, else in the middle
// of the free space.
func snFanCentre(cx, w, left, right float32) float32 {
	if left > cx-w/2 || right < cx+w/2 {
		return (left + right) / 2
	}
	return cx
}

// snFanWidth is the width a fan of n cards of width cw centred at cx may
// take: at most w, inside left … right, but never so narrow that a card
// shows less than snFanMinStep of its width (then it keeps that much and
// overlaps what is beside it rather than hide its own index).
func snFanWidth(w, cx, left, right float32, n int, cw float32) float32 {
	w = min(w, 2*(cx-left), 2*(right-cx))
	if n > 1 {
		w = max(w, cw+float32(n-1)*cw*snFanMinStep)
	}
	return max(w, cw)
}
