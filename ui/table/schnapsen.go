package table

import (
	"sort"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// schnapsenUI lays out Schnapsen: the computer's hand at the top (cards it is
// known to hold, such as a marriage partner, face up), the stock with the
// trump indicator under it on the left, the trick in the middle, the won
// piles on the right, the person's hand at the bottom.
type schnapsenUI struct{}

func sview(v games.View) *schnapsen.View { return v.(*schnapsen.View) }

func (schnapsenUI) cardOf(a games.Action) (cards.Card, bool) {
	switch {
	case a < schnapsen.NumCards:
		return cards.Card(a), true
	case a >= schnapsen.Declare(0) && a < schnapsen.Declare(schnapsen.NumCards):
		return cards.Card(a - schnapsen.Declare(0)), true
	}
	return cards.None, false
}

// sortSchnapsen orders a hand: trumps first, then the other suits, each from
// the Ace down.
func sortSchnapsen(h cards.Set, trump int) []cards.Card {
	cs := h.Cards()
	key := func(c cards.Card) int {
		s := schnapsen.Suit(c)
		if s == trump {
			s = -1
		}
		return (s+1)*10 + (4 - schnapsen.Rank(c))
	}
	sort.Slice(cs, func(i, j int) bool { return key(cs[i]) < key(cs[j]) })
	return cs
}

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
	if v.StockCount > 0 && v.Indicator != cards.None {
		ind := s.face(v.Indicator, sx+cw*0.55, my0+ch*0.08)
		ind.dim = v.StockState == schnapsen.StockClosed
	}
	for i := 0; i < min(v.StockCount-1, 5); i++ {
		s.back("b/stock/"+itoa(i), sx-float32(i)*2, my0-float32(i)*2)
	}
	s.zone(games.Stock, -1, sx, my0)
	s.zone(games.Deck, -1, sx, my0)
	s.zone(games.Indicator, -1, sx+cw*0.55, my0+ch*0.08)
	stockText := t.T("table.stockCount", "Stock: {{.Count}}", "Count", max(v.StockCount, 0))
	switch v.StockState {
	case schnapsen.StockClosed:
		stockText = t.T("table.schnapsen.closed", "Closed by {{.Player}}", "Player", t.seatName(v.Closer))
	case schnapsen.StockExhausted:
		stockText = t.T("table.schnapsen.exhausted", "Stock used up")
	}
	s.label("stock", stockText, sx+cw*0.5, my0+ch+pad*0.5, ts, true, fyne.TextAlignCenter)
	if v.Trump >= 0 && v.Trump < len(t.deck.Suits) { // no trump before the first deal
		suit := t.l.Name(t.deck.Suits[v.Trump].Name)
		s.label("trump", t.T("table.trump", "Trump: {{.Suit}}", "Suit", suit), sx+cw*0.5, my0-pad-ts*1.4, ts, true, fyne.TextAlignCenter).color = colorScore()
	}

	// The trick: the leader's card left, the follower's right.
	tx := sz.Width/2 - cw*0.55
	s.zone(games.Trick, my, tx+cw*0.1, my0+ch*0.12)
	s.zone(games.Trick, op, tx+cw*1.0, my0-ch*0.12)
	if v.Lead != cards.None {
		p, _ := s.anchor(games.Trick, v.Leader)
		s.face(v.Lead, p.X, p.Y)
	}

	// Won piles.
	px := sz.Width - cw - max(pad*2, sz.Width*0.06)
	pile := func(seat int, y float32) {
		cnt := v.Won[seat].Len()
		for i := 0; i < min(cnt/2, 4); i++ {
			s.back("b/pile/"+itoa(seat)+"/"+itoa(i), px+float32(i)*2, y-float32(i)*2)
		}
		s.zone(games.Pile, seat, px, y)
	}
	pile(op, my0-ch*0.55)
	pile(my, my0+ch*0.55)
	s.label("optricks", t.T("table.tricks", "{{.Count}} tricks", "Count", v.Tricks[op]), px+cw/2, my0-ch*0.55-pad-ts*1.3, ts, false, fyne.TextAlignCenter)
	mine := t.T("table.schnapsen.points", "{{.Points}} points · {{.Count}} tricks", "Points", v.Points[my], "Count", v.Tricks[my])
	if v.Pending[my] > 0 {
		mine = t.T("table.schnapsen.pending", "{{.Points}} points (+{{.Pending}} after your first trick) · {{.Count}} tricks", "Points", v.Points[my], "Pending", v.Pending[my], "Count", v.Tricks[my])
	}
	s.label("mytricks", mine, px+cw, my0+ch*1.55+pad*0.5, ts, true, fyne.TextAlignTrailing)

	// Score and marriages, top left.
	s.label("scoreT", t.T("table.schnapsen.bummerlTitle", "Match (from 7 down)"), pad*1.5, pad, ts*0.9, false, fyne.TextAlignLeading)
	s.label("score", t.T("table.schnapsen.bummerl", "You {{.You}} · {{.Player}} {{.Them}}", "You", v.Score[my], "Player", t.seatName(op), "Them", v.Score[op]),
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
			s.label("marr"+itoa(seat)+itoa(su), t.T("table.schnapsen.declared", "{{.Player}}: {{.Value}} in {{.Suit}}", "Player", t.seatName(seat), "Value", val, "Suit", t.l.Name(t.deck.Suits[su].Name)),
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

func (schnapsenUI) pick(t *Table, gv games.View, c cards.Card, acts []games.Action) {
	v := sview(gv)
	var cs []choice
	for _, a := range acts {
		if a >= schnapsen.Declare(0) {
			cs = append(cs, choice{label: t.T("table.schnapsen.leadMarriage", "Lead it and announce {{.Value}}", "Value", marriageValue(v, c)), a: a})
		}
	}
	for _, a := range acts {
		if a < schnapsen.Declare(0) {
			cs = append(cs, choice{label: t.T("table.schnapsen.leadPlain", "Lead it without announcing"), a: a})
		}
	}
	t.offer(t.T("table.schnapsen.marriageChoice", "{{.Card}} can lead a marriage worth {{.Value}}. Announce it?", "Card", t.cardName(c), "Value", marriageValue(v, c)), cs)
}

func marriageValue(v *schnapsen.View, c cards.Card) int {
	if schnapsen.Suit(c) == v.Trump {
		return 40
	}
	return 20
}

func (schnapsenUI) refusal(t *Table, gv games.View, c cards.Card) string {
	v := sview(gv)
	if v.Lead == cards.None {
		return t.T("table.illegal", "You cannot play {{.Card}} now.", "Card", t.cardName(c))
	}
	ls := schnapsen.Suit(v.Lead)
	suit := t.l.Name(t.deck.Suits[ls].Name)
	if v.Hand&schnapsen.SuitCards(ls) != 0 {
		return t.T("table.schnapsen.mustFollow", "With the stock {{.State}} you must follow suit ({{.Suit}}) and take the trick if you can.", "State", stockWord(t, v), "Suit", suit)
	}
	return t.T("table.schnapsen.mustTrump", "You have no {{.Suit}}: with the stock {{.State}} you must trump.", "Suit", suit, "State", stockWord(t, v))
}

func stockWord(t *Table, v *schnapsen.View) string {
	if v.StockState == schnapsen.StockClosed {
		return t.T("table.schnapsen.wordClosed", "closed")
	}
	return t.T("table.schnapsen.wordExhausted", "used up")
}

func (schnapsenUI) controls(t *Table, gv games.View) []fyne.CanvasObject {
	v := sview(gv)
	var out []fyne.CanvasObject
	for _, a := range v.Legal(nil) {
		switch {
		case a == schnapsen.Exchange:
			out = append(out, t.button(t.T("table.schnapsen.exchange", "Exchange the trump Jack (X)"), a))
		case a == schnapsen.Close:
			out = append(out, t.button(t.T("table.schnapsen.close", "Close the stock (C)"), a))
		case a >= schnapsen.Declare(0) && schnapsen.Rank(cards.Card(a-schnapsen.Declare(0))) == schnapsen.King:
			c := cards.Card(a - schnapsen.Declare(0))
			out = append(out, t.button(t.T("table.schnapsen.marriage", "Marriage {{.Value}}: lead {{.Card}} (M)", "Value", marriageValue(v, c), "Card", t.cardName(c)), a))
		}
	}
	return out
}

func (schnapsenUI) key(t *Table, gv games.View, ev *fyne.KeyEvent) bool {
	v := sview(gv)
	find := func(want func(games.Action) bool) bool {
		for _, a := range v.Legal(nil) {
			if want(a) {
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
	case "X":
		return find(func(a games.Action) bool { return a == schnapsen.Exchange })
	case "C":
		return find(func(a games.Action) bool { return a == schnapsen.Close })
	case "M":
		// M leads the chosen King or Queen with its marriage; when the chosen
		// card has none, M does what the one "Marriage … (M)" button says.
		if h := t.handCards(); t.cursor >= 0 && t.cursor < len(h) {
			c := h[t.cursor]
			for _, a := range v.Legal(nil) {
				if a == schnapsen.Declare(c) {
					t.humanAct(a)
					return true
				}
			}
		}
		var kings []games.Action
		for _, a := range v.Legal(nil) {
			if a >= schnapsen.Declare(0) && a < schnapsen.Declare(schnapsen.NumCards) && schnapsen.Rank(cards.Card(a-schnapsen.Declare(0))) == schnapsen.King {
				kings = append(kings, a)
			}
		}
		if len(kings) == 1 {
			t.humanAct(kings[0])
			return true
		}
		if len(kings) > 1 && t.ready() {
			t.say(t.T("table.schnapsen.keyMarriageChoose", "You hold more than one marriage: choose its King or Queen, then press M."))
			return true
		}
		return find(func(games.Action) bool { return false })
	}
	return false
}

func (schnapsenUI) describe(t *Table, gv games.View, e games.Event) (string, bool) {
	p := t.seatName(int(e.Player))
	switch e.Kind {
	case games.KDealStart:
		if int(e.Player) == Human {
			return t.T("table.dealStartYou", "Deal {{.N}}: you deal.", "N", e.Value), false
		}
		return t.T("table.dealStart", "Deal {{.N}}: {{.Player}} deals.", "N", e.Value, "Player", p), false
	case games.KExchange:
		return t.T("table.schnapsen.exchanged", "{{.Player}} exchanged the trump Jack for {{.Card}}.", "Player", p, "Card", t.cardName(e.Cards.First())), true
	case games.KClose:
		return t.T("table.schnapsen.closedNews", "{{.Player}} closed the stock! Follow suit strictly now.", "Player", p), true
	case games.KMarriage:
		suit := t.l.Name(t.deck.Suits[schnapsen.Suit(e.Card)].Name)
		if e.Target == 1 {
			return t.T("table.schnapsen.marriagePending", "{{.Player}} announced {{.Value}} in {{.Suit}} (it counts after a first trick).", "Player", p, "Value", e.Value, "Suit", suit), true
		}
		return t.T("table.schnapsen.marriageNews", "{{.Player}} announced {{.Value}} in {{.Suit}}!", "Player", p, "Value", e.Value, "Suit", suit), true
	case games.KMarriageCredited:
		return t.T("table.schnapsen.credited", "{{.Player}} now counts the {{.Value}} marriage points.", "Player", p, "Value", e.Value), false
	case games.KTrickWon:
		return t.T("table.trickWon", "{{.Player}} took the trick ({{.Value}} points).", "Player", p, "Value", e.Value), false
	case games.KReached66:
		return t.T("table.schnapsen.reached", "{{.Player}} reached {{.Value}} points!", "Player", p, "Value", e.Value), true
	case games.KStockExhausted:
		return t.T("table.schnapsen.exhaustedNews", "The stock is used up: follow suit strictly now."), false
	case games.KDealOver:
		return t.T("table.dealWon", "{{.Player}} won the deal: {{.Count}} game points.", "Player", p, "Count", e.Value), true
	case games.KMatchOver:
		return t.T("table.matchOverNews", "{{.Player}} won the match!", "Player", p), true
	}
	return "", false
}

func (schnapsenUI) prompt(t *Table, gv games.View) string {
	v := sview(gv)
	if v.Lead != cards.None {
		return t.T("table.schnapsen.follow", "Play a card to {{.Card}}.", "Card", t.cardName(v.Lead))
	}
	// Offer the extras only while one of them is possible: once the stock is
	// used up there is nothing to exchange, close or announce.
	for _, a := range v.Legal(nil) {
		if a >= schnapsen.NumCards {
			return t.T("table.schnapsen.lead", "Your lead: play a card (or exchange, close, announce a marriage).")
		}
	}
	return t.T("table.schnapsen.leadOnly", "Your lead: play a card.")
}

func (schnapsenUI) summary(t *Table, gv games.View, r games.Result) []string {
	v := sview(gv)
	w := v.LastWinner
	if w < 0 {
		return nil
	}
	lo := 1 - w
	var out []string
	reason := ""
	if len(r.Lines) > 0 {
		reason = t.l.Name(r.Lines[0].Label)
	}
	out = append(out, t.T("table.schnapsen.dealResult", "{{.Player}} won {{.Count}} game points — {{.Reason}}.", "Player", t.seatName(w), "Count", v.LastGame, "Reason", reason))
	switch v.LastReason {
	case schnapsen.EndReached66:
		out = append(out, t.T("table.schnapsen.why66", "{{.Winner}} reached {{.Points}} card points. {{.Loser}} had {{.Other}} points and {{.Tricks}} tricks.",
			"Winner", t.seatName(w), "Points", v.LastPoints[w], "Loser", t.seatName(lo), "Other", v.LastPoints[lo], "Tricks", v.LastTricks[lo]))
		out = append(out, gamePointsWhy(t, lo, v.LastGame, false))
	case schnapsen.EndCloser66:
		out = append(out, t.T("table.schnapsen.whyCloser", "{{.Winner}} closed the stock and reached 66, so the game points count the position when the stock was closed.", "Winner", t.seatName(w)))
		out = append(out, gamePointsWhy(t, lo, v.LastGame, true))
	case schnapsen.EndCloseBeaten, schnapsen.EndCloseFailed:
		if v.LastGame == 3 {
			out = append(out, t.T("table.schnapsen.whyCloseFailed3", "{{.Closer}} closed the stock but did not reach 66 first. {{.Winner}} had no trick when it was closed, so scores 3 game points.", "Closer", t.seatName(lo), "Winner", t.seatName(w)))
		} else {
			out = append(out, t.T("table.schnapsen.whyCloseFailed2", "{{.Closer}} closed the stock but did not reach 66 first. {{.Winner}} already had a trick when it was closed, so scores 2 game points.", "Closer", t.seatName(lo), "Winner", t.seatName(w)))
		}
	case schnapsen.EndLastTrick:
		out = append(out, t.T("table.schnapsen.whyLast", "Nobody reached 66: the last trick decides, for 1 game point."))
	}
	for p := 0; p < 2; p++ {
		out = append(out, t.T("table.schnapsen.cardPoints", "{{.Player}}: {{.Points}} card points in {{.Count}} tricks.", "Player", t.seatName(p), "Points", v.LastPoints[p], "Count", v.LastTricks[p]))
	}
	out = append(out, t.T("table.schnapsen.bummerlRule", "Match: each player counts down from 7; the first to reach 0 wins. You {{.You}}, {{.Them}} {{.Score}}.", "You", v.Score[0], "Them", t.seatName(1), "Score", v.Score[1]))
	return out
}

// gamePointsWhy says which case of the game-point rule applied to the
// beaten seat: 3 without a trick, 2 under 33 points, else 1 (counted when
// the stock was closed if atClose).
func gamePointsWhy(t *Table, loser, gamePoints int, atClose bool) string {
	when := ""
	if atClose {
		when = t.T("table.schnapsen.atClose", " when the stock was closed")
	}
	switch gamePoints {
	case 3:
		return t.T("table.schnapsen.gp3", "{{.Loser}} had no trick{{.When}}: 3 game points.", "Loser", t.seatName(loser), "When", when)
	case 2:
		return t.T("table.schnapsen.gp2", "{{.Loser}} had a trick but fewer than 33 points{{.When}}: 2 game points.", "Loser", t.seatName(loser), "When", when)
	default:
		return t.T("table.schnapsen.gp1", "{{.Loser}} had 33 points or more{{.When}}: 1 game point.", "Loser", t.seatName(loser), "When", when)
	}
}

func (schnapsenUI) lastTrick(t *Table, gv games.View) ([]cards.Card, string) {
	v, ok := gv.(*schnapsen.View)
	if !ok || len(v.History) == 0 {
		return nil, ""
	}
	tr := v.History[len(v.History)-1]
	ld := int(tr.Leader)
	return []cards.Card{tr.Lead, tr.Follow}, t.T("table.lastTrickCaption", "{{.Leader}} led {{.Lead}}, {{.Other}} played {{.Follow}}; {{.Winner}} took the trick.",
		"Leader", t.seatName(ld), "Lead", t.cardName(tr.Lead), "Other", t.seatName(1-ld), "Follow", t.cardName(tr.Follow), "Winner", t.seatName(int(tr.Winner)))
}
