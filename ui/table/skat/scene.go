package skat

import (
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
)

// Skat's scene: where its view's cards and texts go on a board of a given
// size. It builds a scene and changes nothing else (but for Host.HandRow keeping
// the keyboard cursor inside the hand); the table places the result
// (ui/table/board.go). The proportions below were tuned by eye against the goldens
// in testdata/ and are held to the felt by TestScene_CardsStayOnTheFelt;
// TestSkatScene_TextsClearOfCardsAndPanel holds the texts to their room.

// The proportions of Skat's table, named so that moving one thing is
// changing one number whose comment says what it moves (#19). Sizes called
// "a card" are the card's width (cw) or height (ch); "a line" is the seat
// label's text size; "a margin" is pad.
const (
	skatCardHeight  = 0.23 // a card's height: at most this share of the board's height …
	skatCardsAcross = 13   // … and narrow enough for this many cards side by side
	skatPadShare    = 0.02 // the margin round the felt: this share of its height …
	skatPadMin      = 8    // … and never less than this
	skatSideMargin  = 1.5  // the opponents' columns stand this many margins from the side

	skatLineHeight = 1.45 // from one label line to the next, in text sizes
	skatInfoSize   = 0.85 // a seat's last line (its bid or its tricks) is this much smaller
	skatColumnTop  = 3.2  // the backs of a column start this many lines under the margin (two label lines)
	skatColumnStep = 0.22 // each back shows this much of a card's height below the one above …
	skatColumnSpan = 0.55 // … unless the column would run past this share of the board's height
	skatFitMin     = 0.7  // a label too wide for its room shrinks, to this share of its size at most

	skatSkatLeft = 1.08 // the skat's first card starts this many cards left of the centre
	skatSkatStep = 1.12 // and its second this many cards to the right of the first
	skatGameGap  = 0.4  // the game line stands this many margins under the skat
	skatBanner   = 1.8  // the banner starts this many lines under the skat (and a margin)
	skatListGap  = 1.45 // a list's progress stands this many lines under the game line

	skatTrickMid   = 0.15 // the trick's row sits this many cards (height) above the board's middle
	skatTrickSide  = 0.35 // the opponents' trick cards sit this many cards (height) higher still
	skatTrickLeft  = 1.6  // the left seat's trick card: this many cards left of the centre
	skatTrickRight = 0.6  // the right seat's: this many cards right of the centre
	skatMyPile     = 0.78 // the person's tricks go to this share of the board's width

	skatHandWidth  = 0.7  // the person's hand spans at most this share of the board's width
	skatDiscardUp  = 0.25 // a card chosen to lay away stands this many cards (height) higher
	skatMyLabelGap = 1.5  // the person's label stands this many lines (and a margin) above the hand
	skatRaised     = 0.12 // how far Host.HandRow raises the card under the keyboard cursor, in cards
)

// skatLayout is the table's geometry for one board size, from the
// proportions above.
type skatLayout struct {
	sz      fyne.Size
	cw, ch  float32 // a card
	pad     float32 // the margin round the felt
	ts      float32 // the seat labels' text size
	leftX   float32 // the left column's cards (and its label)
	rightX  float32 // the right column's cards; its label ends at sideEnd
	sideEnd float32 // where the right label ends
	skatX   float32 // the skat's first card
	skatY   float32
	mid     float32 // the trick's row
	handY   float32 // the person's hand
}

func newSkatLayout(sz fyne.Size) skatLayout {
	cw, ch := table.CardSize(sz, skatCardHeight, skatCardsAcross)
	pad := max(skatPadMin, sz.Height*skatPadShare)
	l := skatLayout{sz: sz, cw: cw, ch: ch, pad: pad, ts: table.TextSize(sz)}
	l.leftX = pad * skatSideMargin
	l.rightX = sz.Width - cw - pad*skatSideMargin
	l.sideEnd = sz.Width - pad*skatSideMargin
	l.skatX = sz.Width/2 - cw*skatSkatLeft
	l.skatY = pad
	l.mid = sz.Height*0.5 - ch*skatTrickMid
	l.handY = sz.Height - ch - pad
	return l
}

// sideRoom is the width a side label may take: up to the skat when cards
// lie in it, else up to the middle of the board (the two labels then share
// the top row).
func (l skatLayout) sideRoom(skatShown bool) float32 {
	if skatShown {
		return l.skatX - l.pad - l.leftX
	}
	return l.sz.Width/2 - l.pad/2 - l.leftX
}

// skatFit is the text size at which s fits in width w: size itself when it
// does, else smaller, down to skatFitMin of it.
func skatFit(s string, size float32, bold bool, w float32) float32 {
	m := fyne.MeasureText(s, size, fyne.TextStyle{Bold: bold})
	if m.Width <= w || m.Width <= 0 {
		return size
	}
	return max(size*skatFitMin, size*w/m.Width)
}

// Scene lays Skat's table out (Game).
func (g *game) Scene(h table.Host, gv games.View, sz fyne.Size) *table.Scene {
	v := kview(gv)
	l := newSkatLayout(sz)
	cw, ch, pad, ts := l.cw, l.ch, l.pad, l.ts
	s := table.NewScene(sz, cw, ch)
	s.ThinkingShown = true
	my := v.Seat
	left, right := (my+1)%3, (my+2)%3

	// The skat at the top centre. Before the declarer decides it lies face
	// down; a declarer who picks it up takes it off the table (the two cards
	// laid away later lie with the declarer's tricks, unseen, as at a real
	// table), while in a hand game it stays where it was dealt. When the
	// deal is over it is turned up: the two laid away (or, after a hand
	// game, the skat itself) — never a card that was picked up and is now
	// in a hand or has been played. The summary shows both as dealt and as
	// laid away.
	var shown cards.Set
	backs := 0
	switch {
	case v.Phase == skat.PhaseOver:
		shown = v.Skat
		if v.Discards != 0 {
			shown = v.Discards
		}
		shown &^= v.Hand
		for _, p := range v.Played {
			shown &^= p
		}
		for i := 0; i < v.TrickLen; i++ {
			shown = shown.Remove(v.Trick[i])
		}
		backs = v.SkatCount - min(shown.Len(), 2)
	case !v.SkatTaken:
		backs = v.SkatCount
	}
	skatShown := min(shown.Len(), 2)+backs > 0

	// The opponents: a column of backs (or the open Null ouvert hand) under
	// the seat's name and role, and its bid or tricks. A name line too wide
	// for its room (a narrow board, the log open, a long language) breaks
	// into the name and the role; each line then shrinks if it must.
	room := l.sideRoom(skatShown)
	column := func(seat int, x float32, align fyne.TextAlign, lx float32) {
		name, role := h.SeatName(seat), skatRole(h, v, seat)
		lines := []string{name + " · " + role}
		if fyne.MeasureText(lines[0], ts, fyne.TextStyle{Bold: true}).Width > room {
			lines = []string{name, role}
		}
		y := pad
		for i, str := range lines {
			s.Label("name"+strconv.Itoa(seat)+skatLineKey(i), str, lx, y, skatFit(str, ts, true, room), true, align)
			y += ts * skatLineHeight
		}
		info := g.seatInfo(h, v, seat)
		s.Label("info"+strconv.Itoa(seat), info, lx, y, skatFit(info, ts*skatInfoSize, false, room), false, align)

		n := v.HandCount[seat]
		y0 := pad + ts*(skatColumnTop+skatLineHeight*float32(len(lines)-1))
		step := min(ch*skatColumnStep, (sz.Height*skatColumnSpan-ch)/float32(max(n-1, 1)))
		open := (v.Game == skat.NullOuvert || v.Announced == skat.LevelOuvert) && seat == v.Declarer && v.Open != 0
		var opened []cards.Card
		if open {
			opened = sortSkat(v.Open, v.Game)
		}
		for i := 0; i < n; i++ {
			y := y0 + float32(i)*step
			if open && i < len(opened) {
				s.Face(opened[i], x, y)
			} else {
				s.Back(table.HandBackKey(seat, i), x, y)
			}
		}
		s.Zone(games.Hand, seat, x, y0)
	}
	column(left, l.leftX, fyne.TextAlignLeading, l.leftX)
	column(right, l.rightX, fyne.TextAlignTrailing, l.sideEnd)

	n := 0
	for _, c := range shown.Cards() {
		if n < 2 {
			s.Face(c, l.skatX+float32(n)*cw*skatSkatStep, l.skatY)
			n++
		}
	}
	for i := n; i < n+backs && i < 2; i++ {
		s.Back("b/skat/"+strconv.Itoa(i), l.skatX+float32(i)*cw*skatSkatStep, l.skatY)
	}
	s.Zone(games.Deck, -1, sz.Width/2-cw/2, l.skatY)

	// The game line under the skat, between the columns.
	game := skatGameLine(h, v)
	gameRoom := sz.Width - 2*(l.leftX+cw+pad)
	s.Label("game", game, sz.Width/2, l.skatY+ch+pad*skatGameGap, skatFit(game, ts, true, gameRoom), true, fyne.TextAlignCenter).Color = table.ScoreColor()
	s.BannerY = l.skatY + ch + pad + ts*skatBanner
	if list := listProgress(h, v); list != "" {
		// Which deal of the list this is, and the Bock deals left, under
		// the game line, in the seats' smaller text; the banner moves down.
		lts := skatFit(list, ts*skatInfoSize, false, gameRoom)
		s.Label("list", list, sz.Width/2, l.skatY+ch+pad*skatGameGap+ts*skatListGap, lts, false, fyne.TextAlignCenter)
		s.BannerY += lts * skatListGap
	}

	// The trick: each seat's card on its side of the middle.
	mid := l.mid
	s.Zone(games.Trick, my, sz.Width/2-cw/2, mid)
	s.Zone(games.Trick, left, sz.Width/2-cw*skatTrickLeft, mid-ch*skatTrickSide)
	s.Zone(games.Trick, right, sz.Width/2+cw*skatTrickRight, mid-ch*skatTrickSide)
	for i := 0; i < v.TrickLen; i++ {
		seat := (v.Leader + i) % 3
		p, _ := s.Anchor(games.Trick, seat)
		s.Face(v.Trick[i], p.X, p.Y)
	}
	if (v.Phase == skat.PhasePlay || v.Phase == skat.PhaseOver) && v.TrickLen == 0 && v.TricksPlayed > 0 && v.TricksPlayed <= len(v.History) {
		// A finished trick stays where it was played until the next one is
		// led (and the game's last one until the summary), so that the
		// person sees all three cards, not a trick swept away at once.
		tr := v.History[v.TricksPlayed-1]
		for i, c := range tr.Cards {
			seat := (int(tr.Leader) + i) % 3
			p, _ := s.Anchor(games.Trick, seat)
			s.Face(c, p.X, p.Y).Zone = games.Trick
		}
	}
	s.Zone(games.Pile, my, sz.Width*skatMyPile, mid)
	s.Zone(games.Pile, left, l.leftX, mid)
	s.Zone(games.Pile, right, l.rightX, mid)
	if p, ok := s.Anchor(games.Pile, v.Declarer); ok && v.SkatTaken && v.Phase != skat.PhaseOver {
		// The cards laid away go to the declarer's tricks, not back to an
		// empty spot (and come from there when the skat is shown at the end).
		s.Zone(games.Skat, -1, p.X, p.Y)
	} else {
		s.Zone(games.Skat, -1, l.skatX+cw*0.5, l.skatY)
	}

	hy := l.handY
	hand := sortSkat(v.Hand, v.Game)
	h.HandRow(s, hand, sz.Width/2, hy, sz.Width*skatHandWidth)
	if v.Phase == skat.PhaseDiscard && v.ToMove == my {
		for i := range s.Items {
			it := &s.Items[i]
			if it.Card != cards.None && v.Hand.Has(it.Card) {
				it.Legal, it.Dim = true, false
				if it.Card == g.discard {
					it.Pos.Y -= ch * skatDiscardUp
				}
			}
		}
	}
	skatRaiseOnTop(s, g.discard)
	s.Zone(games.Hand, my, sz.Width/2-cw/2, hy)
	me := h.SeatName(my) + " · " + skatRole(h, v, my) + " · " + g.seatInfo(h, v, my)
	// The label clears the highest a hand card may stand: the cursor's
	// card, and in the lay-away the chosen card raised on top of that. It
	// moves up for the whole lay-away, not at each tap (no trick lies in
	// the middle then).
	raised := ch * skatRaised
	if v.Phase == skat.PhaseDiscard && v.ToMove == my {
		raised += ch * skatDiscardUp
	}
	s.Label("me", me, sz.Width/2, hy-pad-ts*skatMyLabelGap-raised, skatFit(me, ts, true, sz.Width-2*pad), true, fyne.TextAlignCenter).Color = table.ScoreColor()
	if v.Phase == skat.PhaseDiscard && v.ToMove == my {
		// The two cards just taken from the skat, marked until the
		// lay-away: they may be the very ones to lay away again.
		word := h.T("score.skat.skat", "Skat")
		for _, c := range (g.taken & v.Hand).Cards() {
			s.MarkCard(c, "skat#"+strconv.Itoa(int(c)), word)
		}
	}
	return s
}

// skatLineKey keys a seat's second name line apart from its first (the
// first keeps the key "name<seat>" it always had).
func skatLineKey(i int) string {
	if i == 0 {
		return ""
	}
	return "/" + strconv.Itoa(i)
}

// skatRaiseOnTop draws the hand cards that stand raised — the one under the
// keyboard cursor, the one chosen to lay away — after the others: the
// fanned hand overlaps each card with the next, and a raised card must be
// seen whole, not half under its neighbour.
func skatRaiseOnTop(s *table.Scene, chosen cards.Card) {
	var rest, top []table.Item
	for _, it := range s.Items {
		if it.Card != cards.None && (it.Selected || it.Card == chosen) && s.HasHand(it.Card) {
			top = append(top, it)
		} else {
			rest = append(rest, it)
		}
	}
	if len(top) > 0 {
		s.Items = append(rest, top...)
	}
}
