package table

import (
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
)

// The generic scene: the other seats along the top (their hands face down
// when the view tells their size, else their names), the match score top
// left, the cards played to the current trick and the last events in the
// middle, the person's hand at the bottom. It reads the view through
// games.HandView only, so it fits any game; the proportions are held to the
// felt by TestScene_CardsStayOnTheFelt like the games' own.

// The generic scene's proportions. Each is a share of what its comment names:
// the board's width or height, a card's width (cw) or height (ch), the margin
// (pad) or the text size (ts).
const (
	gnCardHeight  = 0.2  // a card's height: this share of the board's height,
	gnCardsAcross = 12   // unless this many cards would not fit across (cardSize)
	gnPad         = 0.02 // the margin: this share of the board's height,
	gnPadMin      = 8    // and never less (px)
	gnLine        = 1.4  // a line of text: this many text sizes
	gnScoreLine   = 1.6  // the score line at the top and the gap under it: this many ts
	gnSeatMiddle  = 0.5  // a seat's hand is centred this far into its share of the width
	gnSeatFan     = 0.8  // a seat's hand fans out over this share of its share of the width
	gnSeatCard    = 0.6  // the other seats' cards: this share of a card's size
	gnUnderGap    = 0.5  // pads between cards and the label or lines under them
	gnScoreX      = 1.5  // the match score's left edge: this many pads
	gnFeltFan     = 0.6  // the cards on the felt fan out over this share of the width
	gnEventLine   = 1.25 // one line of the last events: this many ts
	gnEventText   = 0.9  // their text: this share of the text size
	gnHandWidth   = 0.7  // the person's hand fans out over this share of the width
	gnCursorRaise = 0.12 // ch the raised hand card stands out of its row (Host.HandRow), which "Your turn" clears
)

// Scene lays the generic table out (Game).
func (g *genericUI) Scene(h Host, v games.View, sz fyne.Size) *Scene {
	cw, ch := CardSize(sz, gnCardHeight, gnCardsAcross)
	s := NewScene(sz, cw, ch)
	pad := max(gnPadMin, sz.Height*gnPad)
	ts := TextSize(sz)
	hv, hasHand := handView(v)
	my := v.Viewer()
	n := g.t.info.Players

	// The other seats, side by side along the top: a share of the width each.
	others := make([]int, 0, n)
	for i := 1; i < n; i++ {
		others = append(others, (my+i)%n)
	}
	oy := pad + ts*gnScoreLine // under the score line
	share := sz.Width / float32(max(len(others), 1))
	for i, seat := range others {
		cx := share * (float32(i) + gnSeatMiddle)
		count := -1
		if hasHand {
			count = hv.HandSize(seat)
		}
		label := h.SeatName(seat)
		if count >= 0 {
			label = h.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", label, "Count", count)
			xs := Fan(count, cx, share*gnSeatFan, cw*gnSeatCard)
			for j, x := range xs {
				it := s.Back(HandBackKey(seat, j), x, oy)
				it.Size = fyne.NewSize(cw*gnSeatCard, ch*gnSeatCard)
			}
		}
		s.Zone(games.Hand, seat, cx-cw/2, oy)
		s.Label("seat"+itoa(seat), label, cx, oy+ch*gnSeatCard+pad*gnUnderGap, ts, true, fyne.TextAlignCenter)
	}
	topEnd := oy + ch*gnSeatCard + pad*gnUnderGap + ts*gnLine

	// The match score, top left: the contract's views carry no score, so it
	// is the match's Result, public like the summary that shows it too.
	if r := g.t.ctl.st.Result(); len(r.Match) > 0 {
		parts := make([]string, 0, len(r.Match))
		for seat, p := range r.Match {
			parts = append(parts, h.T("table.generic.score", "{{.Player}} {{.Points}}", "Player", h.SeatName(seat), "Points", p))
		}
		s.Label("score", strings.Join(parts, " · "), pad*gnScoreX, pad, ts, true, fyne.TextAlignLeading).Color = ScoreColor()
	}

	// The felt: the cards played to the trick, the last events under them.
	my0 := topEnd + pad
	xs := Fan(len(g.felt), sz.Width/2, sz.Width*gnFeltFan, cw)
	for i, c := range g.felt {
		s.Face(c, xs[i], my0)
	}
	s.Zone(games.Trick, -1, sz.Width/2-cw/2, my0)
	s.Zone(games.Table, -1, sz.Width/2-cw/2, my0)
	// The person's hand, and "Your turn" above it.
	hy := sz.Height - ch - pad
	turnY := hy - pad - ts*gnLine - ch*gnCursorRaise

	// As many of the last events as fit between the trick and "Your turn",
	// the newest last.
	ey, lh := my0+ch+pad*gnUnderGap, ts*gnEventLine
	recent := g.recent
	if fit := int((turnY - pad*gnUnderGap - ey) / lh); fit < len(recent) {
		recent = recent[len(recent)-max(fit, 0):]
	}
	for i, line := range recent {
		s.Label("event"+itoa(i), line, sz.Width/2, ey+float32(i)*lh, ts*gnEventText, false, fyne.TextAlignCenter)
	}
	if hasHand {
		h.HandRow(s, hv.HeldCards().Cards(), sz.Width/2, hy, sz.Width*gnHandWidth)
	}
	s.Zone(games.Hand, my, sz.Width/2-cw/2, hy)
	if v.Player() == my {
		s.Label("turn", h.T("table.yourTurn", "Your turn"), sz.Width/2, turnY, ts, true, fyne.TextAlignCenter).Color = ScoreColor()
	}
	return s
}
