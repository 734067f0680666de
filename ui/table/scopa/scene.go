package scopa

import (
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/table"
)

// Scopa's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for Host.HandRow keeping
// the keyboard cursor inside the hand); the table places the result
// (ui/table/board.go). The proportions are tuned by eye against the goldens in
// testdata/ and held to the felt by TestScene_CardsStayOnTheFelt.

// The proportions of Scopa's felt, as shares of the board's size.
const (
	scopaCardHeight    = 0.25 // a card's height, at most, of the board's height
	scopaCardsAcross   = 9    // cards that fit side by side (caps the card width)
	scopaPadShare      = 0.02 // the margin, of the height (at least scopaPadMin)
	scopaPadMin        = 8
	scopaOpponentFan   = 0.4  // the computer's three backs share this width
	scopaHandFan       = 0.5  // the person's hand shares this width
	scopaStockInset    = 0.06 // the stock's left edge, of the width
	scopaPileInset     = 0.05 // the piles' gap to the right edge, of the width
	scopaTableMinWidth = 0.56 // the table row has at least this width
	scopaRowOverlap    = 0.9  // table cards may close up to this share of a width
	scopaBackRowStep   = 0.56 // two table rows: the back row shows this much of its card, at most
	scopaBackRowMin    = 0.3  // … and at least this much
	scopaLine          = 1.4  // a text line with its gap, of the text size
	scopaInset         = 1.5  // texts stand this many margins in from the felt's edge
	scopaTitleText     = 0.9  // "Match to 11", of the text size
	scopaPileOff       = 0.05 // each pile stands this share of a height off the middle
	scopaBacksRise     = 10   // a full pile's six backs rise this much over its place
	scopaCursorRaise   = 0.12 // the keyboard cursor raises its card by this share of a height (as Host.HandRow does)
)

// scopaGeometry is the layout of Scopa's felt for one board size; each
// field is a distance in the board's units.
type scopaGeometry struct {
	cw, ch   float32 // a card
	pad      float32 // the margin
	ts       float32 // the text size
	oppY     float32 // the top of the computer's hand
	top      float32 // the top of the table's area
	bottom   float32 // the bottom of the table's area
	mid      float32 // its middle: the stock and the piles are centred on it
	stockX   float32 // the stock's left edge
	pileX    float32 // the capture piles' left edge
	tableW   float32 // the width the table row may use
	handY    float32 // the top of the person's hand
	rowFloor float32 // the table rows keep half a margin above this line: clear of a raised hand card
}

func scopaLayout(sz fyne.Size) scopaGeometry {
	var g scopaGeometry
	g.cw, g.ch = table.CardSize(sz, scopaCardHeight, scopaCardsAcross)
	g.pad = max(scopaPadMin, sz.Height*scopaPadShare)
	g.ts = table.TextSize(sz)
	g.oppY = g.pad
	g.top, g.bottom = g.oppY+g.ch+g.pad*2, sz.Height-g.ch-g.pad*3
	g.mid = (g.top + g.bottom) / 2
	// The table row uses the felt between the stock and the capture piles,
	// so that six cards still fit side by side on a 1024-wide window.
	g.stockX = max(g.pad*2, sz.Width*scopaStockInset)
	g.pileX = sz.Width - g.cw - max(g.pad*2, sz.Width*scopaPileInset)
	g.tableW = max(sz.Width*scopaTableMinWidth, 2*min(sz.Width/2-(g.stockX+g.cw+g.pad), g.pileX-g.pad-sz.Width/2))
	g.handY = sz.Height - g.ch - g.pad
	// Where the table rows stop: a line's height and some margin above the
	// raised hand card (the "Your turn" line stood there once; it now sits
	// beside the hand, where a card raised for a choice cannot cover it).
	g.rowFloor = g.handY - g.pad - g.ts*scopaLine - g.ch*scopaCursorRaise
	return g
}

// Scene lays Scopa's felt out (Game).
func (g *game) Scene(h table.Host, gv games.View, sz fyne.Size) *table.Scene {
	v := scview(gv)
	l := scopaLayout(sz)
	s := table.NewScene(sz, l.cw, l.ch)
	cw, ch, pad, ts := l.cw, l.ch, l.pad, l.ts
	my, op := v.Seat, 1-v.Seat

	// The computer's hand.
	xs := table.Fan(v.OpponentHand, sz.Width/2, sz.Width*scopaOpponentFan, cw)
	for i := range v.OpponentHand {
		s.Back(table.HandBackKey(op, i), xs[i], l.oppY)
	}
	s.Zone(games.Hand, op, sz.Width/2-cw/2, l.oppY)
	s.Label("opname", h.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", h.SeatName(op), "Count", v.OpponentHand),
		sz.Width-pad*scopaInset, l.oppY, ts, true, fyne.TextAlignTrailing)

	// The table: one or two rows in the middle.
	tc := sortScopa(v.Table)
	perRow := max(1, 1+int((l.tableW-cw)/(cw*scopaRowOverlap))) // fan overlaps them a little if need be
	rows := [][]cards.Card{tc}
	if len(tc) > perRow {
		half := (len(tc) + 1) / 2
		rows = [][]cards.Card{tc[:half], tc[half:]}
	}
	// Two rows overlap, the back row showing its corner indices; they stay
	// clear of the raised hand card.
	step := min(ch*scopaBackRowStep, max(ch*scopaBackRowMin, l.rowFloor-pad*0.5-ch-l.top))
	for r, row := range rows {
		y := l.mid - ch/2
		if len(rows) == 2 {
			y = min(l.mid-(ch+step)/2, l.rowFloor-pad*0.5-ch-step) + float32(r)*step
		}
		rx := table.Fan(len(row), sz.Width/2, l.tableW, cw)
		for i, c := range row {
			s.Face(c, rx[i], y)
		}
	}
	s.Zone(games.Table, -1, sz.Width/2-cw/2, l.mid-ch/2)

	// The stock.
	for i := 0; i < min((v.Stock+5)/6, 5); i++ {
		s.Back("b/stock/"+strconv.Itoa(i), l.stockX-float32(i)*2, l.mid-ch/2-float32(i)*2)
	}
	s.Zone(games.Stock, -1, l.stockX, l.mid-ch/2)
	s.Zone(games.Deck, -1, l.stockX, l.mid-ch/2)
	s.Label("stock", h.T("table.stockCount", "Stock: {{.Count}}", "Count", v.Stock), l.stockX+cw/2, l.mid+ch/2+pad*0.5, ts, true, fyne.TextAlignCenter)

	// Capture piles, each under a line that says whose it is, with its
	// count and scope.
	// A caption line's height as drawn (canvas text is taller than its size).
	lineH := fyne.MeasureText("Ag", ts, fyne.TextStyle{Bold: true}).Height
	pile := func(seat int, y float32, labelY float32) {
		n := v.Piles[seat].Len()
		for i := 0; i < min((n+3)/4, 6); i++ {
			s.Back("b/pile/"+strconv.Itoa(seat)+"/"+strconv.Itoa(i), l.pileX+float32(i)*2, y-float32(i)*2)
		}
		s.Zone(games.Pile, seat, l.pileX, y)
		owner := h.T("table.scopa.pileOf", "{{.Player}}'s captures", "Player", h.SeatName(seat))
		if seat == table.Human {
			owner = h.T("table.scopa.pileOfYou", "Your captures")
		}
		// Two counts, each with its own plural: "1 card · 1 scopa".
		line := h.T("table.scopa.pileCards", "{{.Count}} cards", "Count", n) + " · " +
			h.T("table.scopa.pileScope", "{{.Count}} scope", "Count", v.Scope[seat])
		g.pileLabel(s, "pileOwner"+strconv.Itoa(seat), owner, l, labelY, true)
		g.pileLabel(s, "pile"+strconv.Itoa(seat), line, l, labelY+lineH, false)
	}
	// The computer's captions sit over its pile, above the height a full
	// pile's backs rise by, and under its name (a felt squeezed by many
	// choice buttons has no room for both).
	pile(op, l.mid-ch*(1+scopaPileOff), max(l.oppY+lineH+1, l.mid-ch*(1+scopaPileOff)-scopaBacksRise-pad*0.5-lineH*2))
	pile(my, l.mid+ch*scopaPileOff, l.mid+ch*(1+scopaPileOff)+pad*0.5)

	// Match score, top left.
	s.Label("scoreT", h.T("table.scopa.matchTitle", "Match to 11"), pad*scopaInset, pad, ts*scopaTitleText, false, fyne.TextAlignLeading)
	s.Label("score", h.T("table.scoreLine2", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.MatchPoints[my], "Player", h.SeatName(op), "Them", v.MatchPoints[op]),
		pad*scopaInset, pad+ts*scopaLine, ts, true, fyne.TextAlignLeading).Color = table.ScoreColor()

	hand := sortScopa(v.Hand)
	h.HandRow(s, hand, sz.Width/2, l.handY, sz.Width*scopaHandFan)
	s.Zone(games.Hand, my, sz.Width/2-cw/2, l.handY)
	if v.ToMove == my {
		// Left of the hand, level with its middle: a hand card raised by the
		// cursor or for a capture choice never covers it.
		left := sz.Width/2 - cw/2
		if hx := table.Fan(len(hand), sz.Width/2, sz.Width*scopaHandFan, cw); len(hx) > 0 {
			left = hx[0]
		}
		s.Label("turn", h.T("table.yourTurn", "Your turn"), left-pad*scopaInset, l.handY+ch/2-ts*0.7, ts, true, fyne.TextAlignTrailing).Color = table.ScoreColor()
	}
	return s
}

// pileLabel puts a line of a pile's caption centred on the pile, or as far
// left as it must go to stay on the felt (a long caption in some language).
func (*game) pileLabel(s *table.Scene, key, str string, l scopaGeometry, y float32, bold bool) {
	w := fyne.MeasureText(str, l.ts, fyne.TextStyle{Bold: bold}).Width
	right := min(l.pileX+l.cw/2+w/2, s.Size.Width-l.pad)
	s.Label(key, str, right, y, l.ts, bold, fyne.TextAlignTrailing)
}
