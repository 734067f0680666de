// Package scopa is Scopa's table: its Game for ui/table (what a tap plays,
// the capture choices, the news of the computer's play, the prize table of
// the summary, the review's open cards) and its scene (scene.go), with
// their tests. It sees the table only through table.Host and the scene kit.
package scopa

import (
	"sort"
	"strconv"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/ui/table"
)

// New returns a fresh Scopa Game for one table.
func New() table.Game { return &game{} }

// game lays out Scopa: the computer's three cards at the top, the face-up
// table in the middle, the stock on the left, both capture piles on the right
// with their scope, the person's hand at the bottom.
type game struct {
	// news is the computer's last play, kept to be said in words by the
	// prompt until the person moves (it would flash by in the status line
	// otherwise). It is kept as what happened, not as text, so that a
	// language switch says it in the new language.
	news scopaNews
}

// MatchReplaced forgets the news of the match replaced (MatchReplacer).
func (g *game) MatchReplaced() { g.news = scopaNews{} }

// scopaNews is a computer's play: the card, what it took and whether it
// swept the table (an undo, which replaces the match, drops it).
type scopaNews struct {
	set   bool
	seat  int
	card  cards.Card
	took  cards.Set
	scopa bool
}

func scview(v games.View) *scopa.View { return v.(*scopa.View) }

// CardOf is the card a play puts down (Game).
func (*game) CardOf(_ games.View, a games.Action) (cards.Card, bool) {
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

// Pick offers each capture the card can make (Game).
func (*game) Pick(h table.Host, gv games.View, c cards.Card, acts []games.Action) {
	var cs []table.Choice
	for _, a := range acts {
		m, _ := scopa.Decode(a)
		cs = append(cs, table.Choice{Label: h.T("table.scopa.take", "Take {{.Cards}}", "Cards", h.CardsName(m.Capture)), Action: a})
	}
	h.Offer(h.T("table.scopa.choose", "{{.Card}} can capture in {{.Count}} ways: which cards do you take?", "Card", h.CardName(c), "Count", len(cs)), cs)
}

// Takes is the table cards a capture takes (ChoiceTaker).
func (*game) Takes(a games.Action) cards.Set {
	m, _ := scopa.Decode(a)
	return m.Capture
}

// Refusal: every card may be played on the person's turn.
func (*game) Refusal(h table.Host, gv games.View, c cards.Card) string {
	return h.T("table.illegal", "You cannot play {{.Card}} now.", "Card", h.CardName(c))
}

// Controls: Scopa's decisions are its cards.
func (*game) Controls(table.Host, games.View) []fyne.CanvasObject { return nil }

// Key: Scopa has no keys of its own.
func (*game) Key(table.Host, games.View, *fyne.KeyEvent) bool { return false }

// Describe says what an event means (Game).
func (*game) Describe(h table.Host, gv games.View, e games.Event) (string, bool) {
	p := h.SeatName(int(e.Player))
	switch e.Kind {
	case games.KDealStart:
		return table.DealsNews(h, int(e.Player)), false
	case games.KRedeal:
		if int(e.Player) == table.Human {
			return h.T("table.scopa.redeal.you", "Three or more Kings on the table: you deal again."), true
		}
		return h.T("table.scopa.redeal", "Three or more Kings on the table: {{.Player}} deals again.", "Player", p), true
	case games.KCapture:
		return h.T("table.scopa.captured", "{{.Player}} took {{.Cards}} with {{.Card}}.", "Player", p, "Cards", h.CardsName(e.Cards), "Card", h.CardName(e.Card)), false
	case scopa.KScopa:
		return h.T("table.scopa.scopa", "Scopa! {{.Player}} swept the table.", "Player", p), true
	case games.KSweepToLast:
		return h.T("table.scopa.lastTable", "The cards left on the table go to {{.Player}}, who captured last.", "Player", p), false
	case games.KMatchOver:
		return h.T("table.matchOverNews", "{{.Player}} won the match!", "Player", p), true
	}
	return "", false
}

// Note keeps what the computer's play did (EventNoter): the card it played,
// then what that card took and whether it swept the table. The person's own
// play, or a new deal, forgets it.
func (g *game) Note(_ table.Host, _ games.View, e games.Event) {
	human := int(e.Player) == table.Human
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
}

// Prompt tells the person to play, after saying what the computer's last
// play did, if the person has not moved since.
func (g *game) Prompt(h table.Host, gv games.View) string {
	n := g.news
	if !n.set {
		return h.T("table.scopa.prompt", "Play a card: it captures a card of the same value, or cards that add up to it, or stays on the table.")
	}
	p, c := h.SeatName(n.seat), h.CardName(n.card)
	var said string
	switch {
	case n.took != 0 && n.scopa:
		said = h.T("table.scopa.newsScopa", "{{.Player}} took {{.Cards}} with {{.Card}}: scopa!", "Player", p, "Cards", h.CardsName(n.took), "Card", c)
	case n.took != 0:
		said = h.T("table.scopa.captured", "{{.Player}} took {{.Cards}} with {{.Card}}.", "Player", p, "Cards", h.CardsName(n.took), "Card", c)
	default:
		said = h.T("table.scopa.newsPlayed", "{{.Player}} played {{.Card}}; it stays on the table.", "Player", p, "Card", c)
	}
	return said + " " + h.T("table.scopa.nowYou", "Now play a card.")
}

// Why says why the deal ended and what it brought, in one sentence
// (Ender): a Scopa deal ends when every card is played.
func (*game) Why(h table.Host, gv games.View, _ games.Result) string {
	v := scview(gv)
	if !v.Scored {
		return ""
	}
	return h.T("table.scopa.why", "Every card is played: you made {{.You}} points this deal, {{.Player}} {{.Them}}.",
		"You", v.LastDeal.Points[0], "Player", h.SeatName(1), "Them", v.LastDeal.Points[1])
}

// Summary says how the prizes are scored and who lacked a primiera (Game).
func (*game) Summary(h table.Host, gv games.View, r games.Result) []string {
	v := scview(gv)
	if !v.Scored {
		return nil
	}
	out := []string{h.T("table.scopa.rule", "Each prize is worth one point (a tie gives it to nobody), and so is each scopa.")}
	if v.Options.Napola {
		out = append(out, h.T("table.scopa.ruleNapola", "Napola scores a point for each Coin in a row from the Ace, once the run reaches the 3."))
	}
	for seat, p := range v.LastDeal.Primiera {
		switch {
		case p != 0:
		case seat == table.Human:
			out = append(out, h.T("table.scopa.primieraMissingYou", "You captured no card of one suit, so you have no primiera."))
		default:
			out = append(out, h.T("table.scopa.primieraMissing", "{{.Player}} captured no card of one suit, so has no primiera.", "Player", h.SeatName(seat)))
		}
	}
	return append(out, h.T("table.scopa.total", "Match: You {{.You}}, {{.Player}} {{.Them}}; the first to 11 with more points wins.", "You", v.MatchPoints[0], "Player", h.SeatName(1), "Them", v.MatchPoints[1]))
}

// SummaryTable is the prize table: what each side had for each prize and
// who took the point (Tabler).
func (*game) SummaryTable(h table.Host, gv games.View, _ games.Result) [][]string {
	v := scview(gv)
	if !v.Scored {
		return nil
	}
	d := v.LastDeal
	who := func(p int) string {
		if p < 0 {
			return h.T("table.scopa.nobody", "nobody (tie)")
		}
		return h.SeatName(p)
	}
	rows := [][]string{{h.T("table.scopa.prize", "Prize"), h.SeatName(0), h.SeatName(1), h.T("table.scopa.pointTo", "Point to")}}
	add := func(name string, a, b int, winner int) {
		rows = append(rows, []string{name, strconv.Itoa(a), strconv.Itoa(b), who(winner)})
	}
	add(h.T("table.scopa.rowCards", "Cards (most)"), d.Cards[0], d.Cards[1], d.Prize[0])
	add(h.T("table.scopa.rowCoins", "Coins (most)"), d.Coins[0], d.Coins[1], d.Prize[1])
	sette := [2]int{}
	if d.Prize[2] >= 0 {
		sette[d.Prize[2]] = 1
	}
	add(h.T("table.scopa.rowSettebello", "Settebello"), sette[0], sette[1], d.Prize[2])
	// A primiera of 0 means a suit is missing: say "none", and the summary
	// under the table says why.
	prim := []string{h.T("table.scopa.rowPrimiera", "Primiera (best card of each suit)")}
	for _, p := range d.Primiera {
		cell := strconv.Itoa(p)
		if p == 0 {
			cell = h.T("table.scopa.primieraNone", "none")
		}
		prim = append(prim, cell)
	}
	rows = append(rows, append(prim, who(d.Prize[3])))
	// The house rules' rows, only when on (a record's option headers):
	// their points are in "Points this deal", so the table adds up.
	if v.Options.ReBello {
		winner := -1
		for p, n := range d.ReBello {
			if n > 0 {
				winner = p
			}
		}
		add(h.T("table.scopa.rowReBello", "Re Bello (King of Coins)"), d.ReBello[0], d.ReBello[1], winner)
	}
	if v.Options.Napola {
		rows = append(rows, []string{h.T("table.scopa.rowNapola", "Napola (Coins in a row from the Ace)"), strconv.Itoa(d.Napola[0]), strconv.Itoa(d.Napola[1]), ""})
	}
	rows = append(rows, []string{h.T("table.scopa.rowScope", "Scope (1 point each)"), strconv.Itoa(d.Scope[0]), strconv.Itoa(d.Scope[1]), ""})
	rows = append(rows, []string{h.T("table.scopa.rowPoints", "Points this deal"), strconv.Itoa(d.Points[0]), strconv.Itoa(d.Points[1]), ""})
	return rows
}

// LastTrick: Scopa has no tricks.
func (*game) LastTrick(table.Host, games.View) ([]cards.Card, string) { return nil, "" }

// Open lays a Scopa position open for the review (Reviewer): both hands
// and the cards on the table.
func (*game) Open(h table.Host, gst games.State) table.OpenPosition {
	st, ok := gst.(*scopa.State)
	if !ok {
		return table.OpenPosition{}
	}
	op := table.OpenPosition{Hands: []cards.Set{st.Hand(0), st.Hand(1)}}
	if tb := st.Table(); tb != 0 {
		op.More = append(op.More, table.CardGroup{Caption: h.T("table.review.table", "On the table"), Cards: tb.Cards()})
	}
	return op
}
