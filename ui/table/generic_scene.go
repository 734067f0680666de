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

func (g *genericUI) scene(t *Table, v games.View, sz fyne.Size) *scene {
	cw, ch := cardSize(sz, 0.2, 12)
	s := newScene(sz, cw, ch)
	pad := max(8, sz.Height*0.02)
	ts := textSize(sz)
	hv, hasHand := handView(v)
	my := v.Viewer()
	n := t.info.Players

	// The other seats, side by side along the top: a share of the width each.
	others := make([]int, 0, n)
	for i := 1; i < n; i++ {
		others = append(others, (my+i)%n)
	}
	oy := pad + ts*1.6 // under the score line
	share := sz.Width / float32(max(len(others), 1))
	for i, seat := range others {
		cx := share * (float32(i) + 0.5)
		count := -1
		if hasHand {
			count = hv.HandSize(seat)
		}
		label := t.seatName(seat)
		if count >= 0 {
			label = t.T("table.handCount", "{{.Player}} · {{.Count}} cards", "Player", label, "Count", count)
			xs := fan(count, cx, share*0.8, cw*0.6)
			for j, x := range xs {
				it := s.back("b/hand/"+itoa(seat)+"/"+itoa(j), x, oy)
				it.size = fyne.NewSize(cw*0.6, ch*0.6)
			}
		}
		s.zone(games.Hand, seat, cx-cw/2, oy)
		s.label("seat"+itoa(seat), label, cx, oy+ch*0.6+pad*0.5, ts, true, fyne.TextAlignCenter)
	}
	topEnd := oy + ch*0.6 + pad*0.5 + ts*1.4

	// The match score, top left: the contract's views carry no score, so it
	// is the match's Result, public like the summary that shows it too.
	if r := t.ctl.st.Result(); len(r.Match) > 0 {
		parts := make([]string, 0, len(r.Match))
		for seat, p := range r.Match {
			parts = append(parts, t.T("table.generic.score", "{{.Player}} {{.Points}}", "Player", t.seatName(seat), "Points", p))
		}
		s.label("score", strings.Join(parts, " · "), pad*1.5, pad, ts, true, fyne.TextAlignLeading).color = colorScore()
	}

	// The felt: the cards played to the trick, the last events under them.
	my0 := topEnd + pad
	xs := fan(len(g.felt), sz.Width/2, sz.Width*0.6, cw)
	for i, c := range g.felt {
		s.face(c, xs[i], my0)
	}
	s.zone(games.Trick, -1, sz.Width/2-cw/2, my0)
	s.zone(games.Table, -1, sz.Width/2-cw/2, my0)
	// The person's hand, and "Your turn" above it.
	hy := sz.Height - ch - pad
	turnY := hy - pad - ts*1.4 - ch*0.12

	// As many of the last events as fit between the trick and "Your turn",
	// the newest last.
	ey, lh := my0+ch+pad*0.5, ts*1.25
	recent := g.recent
	if fit := int((turnY - pad*0.5 - ey) / lh); fit < len(recent) {
		recent = recent[len(recent)-max(fit, 0):]
	}
	for i, line := range recent {
		s.label("event"+itoa(i), line, sz.Width/2, ey+float32(i)*lh, ts*0.9, false, fyne.TextAlignCenter)
	}
	if hasHand {
		t.handRow(s, hv.HeldCards().Cards(), hy, sz.Width*0.7)
	}
	s.zone(games.Hand, my, sz.Width/2-cw/2, hy)
	if v.Player() == my {
		s.label("turn", t.T("table.yourTurn", "Your turn"), sz.Width/2, turnY, ts, true, fyne.TextAlignCenter).color = colorScore()
	}
	return s
}
