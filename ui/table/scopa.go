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
type scopaUI struct {
	// news is the computer's last play, kept to be said in words by the
	// prompt until the person moves (it would flash by in the status line
	// otherwise). It is kept as what happened, not as text, so that a
	// language switch says it in the new language.
	news scopaNews
}

// scopaNews is a computer's play: the card, what it took, whether it swept
// the table, and the move count it was made at (an undo changes the count,
// which drops it).
type scopaNews struct {
	set   bool
	seat  int
	card  cards.Card
	took  cards.Set
	scopa bool
	at    uint64
}

func scview(v games.View) *scopa.View { return v.(*scopa.View) }

func (scopaUI) cardOf(a games.Action) (cards.Card, bool) {
	m, ok := scopa.Decode(a)
	return m.Card, ok && m.Kind == scopa.MovePlay
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
		m, _ := scopa.Decode(a)
		cs = append(cs, choice{label: t.T("table.scopa.take", "Take {{.Cards}}", "Cards", t.captureLabel(m.Capture)), a: a})
	}
	t.offer(t.T("table.scopa.choose", "{{.Card}} can capture in {{.Count}} ways: which cards do you take?", "Card", t.cardName(c), "Count", len(cs)), cs)
}

// takes is the table cards a capture takes (choiceTaker).
func (scopaUI) takes(a games.Action) cards.Set {
	m, _ := scopa.Decode(a)
	return m.Capture
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
	case scopa.KScopa:
		return t.T("table.scopa.scopa", "Scopa! {{.Player}} swept the table.", "Player", p), true
	case games.KSweepToLast:
		return t.T("table.scopa.lastTable", "The cards left on the table go to {{.Player}}, who captured last.", "Player", p), false
	case games.KMatchOver:
		return t.T("table.matchOverNews", "{{.Player}} won the match!", "Player", p), true
	}
	return "", false
}

// note keeps what the computer's play did (eventNoter): the card it played,
// then what that card took and whether it swept the table. The person's own
// play, or a new deal, forgets it.
func (g *scopaUI) note(t *Table, _ games.View, e games.Event) {
	human := int(e.Player) == Human
	switch {
	case e.Kind == games.KDealStart || e.Kind == games.KRedeal:
		g.news = scopaNews{}
	case e.Kind == games.KMove && e.From == games.Hand && e.To == games.Table && e.Card != cards.None:
		g.news = scopaNews{set: !human, seat: int(e.Player), card: e.Card}
	case e.Kind == games.KCapture && !human:
		g.news.took = e.Cards
	case e.Kind == scopa.KScopa && !human:
		g.news.scopa = true
	}
	g.news.at = t.ctl.moves
}

// prompt tells the person to play, after saying what the computer's last
// play did, if the person has not moved since.
func (g *scopaUI) prompt(t *Table, gv games.View) string {
	n := g.news
	if !n.set || n.at != t.ctl.moves {
		return t.T("table.scopa.prompt", "Play a card: it captures a card of the same value, or cards that add up to it, or stays on the table.")
	}
	p, c := t.seatName(n.seat), t.cardName(n.card)
	var said string
	switch {
	case n.took != 0 && n.scopa:
		said = t.T("table.scopa.newsScopa", "{{.Player}} took {{.Cards}} with {{.Card}}: scopa!", "Player", p, "Cards", t.captureLabel(n.took), "Card", c)
	case n.took != 0:
		said = t.T("table.scopa.captured", "{{.Player}} took {{.Cards}} with {{.Card}}.", "Player", p, "Cards", t.captureLabel(n.took), "Card", c)
	default:
		said = t.T("table.scopa.newsPlayed", "{{.Player}} played {{.Card}}; it stays on the table.", "Player", p, "Card", c)
	}
	return said + " " + t.T("table.scopa.nowYou", "Now play a card.")
}

func (scopaUI) summary(t *Table, gv games.View, r games.Result) []string {
	v := scview(gv)
	if !v.Scored {
		return nil
	}
	out := []string{t.T("table.scopa.rule", "Each prize is worth one point (a tie gives it to nobody), and so is each scopa.")}
	for seat, p := range v.LastDeal.Primiera {
		switch {
		case p != 0:
		case seat == Human:
			out = append(out, t.T("table.scopa.primieraMissingYou", "You captured no card of one suit, so you have no primiera."))
		default:
			out = append(out, t.T("table.scopa.primieraMissing", "{{.Player}} captured no card of one suit, so has no primiera.", "Player", t.seatName(seat)))
		}
	}
	return append(out, t.T("table.scopa.total", "Match: You {{.You}}, {{.Player}} {{.Them}}; the first to 11 with more points wins.", "You", v.MatchPoints[0], "Player", t.seatName(1), "Them", v.MatchPoints[1]))
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
	// A primiera of 0 means a suit is missing: say "none", and the summary
	// under the table says why.
	prim := []string{t.T("table.scopa.rowPrimiera", "Primiera (best card of each suit)")}
	for _, p := range d.Primiera {
		cell := itoa(p)
		if p == 0 {
			cell = t.T("table.scopa.primieraNone", "none")
		}
		prim = append(prim, cell)
	}
	rows = append(rows, append(prim, who(d.Prize[3])))
	rows = append(rows, []string{t.T("table.scopa.rowScope", "Scope (1 point each)"), itoa(d.Scope[0]), itoa(d.Scope[1]), ""})
	rows = append(rows, []string{t.T("table.scopa.rowPoints", "Points this deal"), itoa(d.Points[0]), itoa(d.Points[1]), ""})
	return rows
}

func (scopaUI) lastTrick(*Table, games.View) ([]cards.Card, string) { return nil, "" }
