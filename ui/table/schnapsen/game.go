// Package schnapsen is Schnapsen's table: its Game for ui/table (the
// exchange, the close asked about first, the marriages, the strict rules'
// refusals, the deal's game points explained) and its scene (scene.go),
// with their tests. It sees the table only through table.Host and the
// scene kit.
package schnapsen

import (
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/ui/table"
)

// New returns a fresh Schnapsen Game for one table.
func New() table.Game { return &game{} }

// game lays out Schnapsen: the computer's hand at the top (cards it is
// known to hold, such as a marriage partner, face up), the stock with the
// trump indicator under it on the left, the trick in the middle, the won
// piles on the right, the person's hand at the bottom.
type game struct {
	// marriage is the marriage announced since the last trick (its value,
	// 0: none), and byMarriage the value of the one that took its seat to
	// 66 and so ended the deal: the deal's end says so (Why).
	marriage, byMarriage int
	// trick is the last trick, kept to be said by the prompt until the
	// person plays a card (issue 40: the finished trick left the felt after
	// a moment and the status said only "Your lead"). Kept as what
	// happened, so that a language switch says it in the new language.
	trick lastTrick
}

// lastTrick is a finished trick: who took it, its cards and points (set:
// there is one to say).
type lastTrick struct {
	set    bool
	winner int
	cards  cards.Set
	points int
}

// Note follows the marriages, to tell a deal ended by one (EventNoter).
func (g *game) Note(_ table.Host, _ games.View, e games.Event) {
	switch e.Kind {
	case games.KDealStart:
		g.marriage, g.byMarriage = 0, 0
		g.trick = lastTrick{}
	case schnapsen.KMarriage:
		g.marriage = int(e.Value)
	case games.KTrickWon:
		g.marriage = 0
		g.trick = lastTrick{set: true, winner: int(e.Player), cards: e.Cards, points: int(e.Value)}
	case games.KMove:
		if int(e.Player) == table.Human && e.From == games.Hand && e.To == games.Trick {
			g.trick = lastTrick{} // the person has moved on
		}
	case schnapsen.KReached66:
		g.byMarriage = g.marriage
	}
}

// MatchReplaced forgets the marriages of the match replaced (MatchReplacer).
func (g *game) MatchReplaced() { g.marriage, g.byMarriage, g.trick = 0, 0, lastTrick{} }

// trickLine says the last trick until the person plays a card: "" when
// there is none to say.
func (g *game) trickLine(h table.Host) string {
	if !g.trick.set {
		return ""
	}
	return h.T("table.schnapsen.trickNews", "{{.Player}} took the trick: {{.Cards}} ({{.Value}} points).",
		"Player", h.SeatName(g.trick.winner), "Cards", h.CardsName(g.trick.cards), "Value", g.trick.points)
}

func sview(v games.View) *schnapsen.View { return v.(*schnapsen.View) }

// CountsDown: Schnapsen's match sheet counts the game points still to go
// (Countdown).
func (*game) CountsDown() {}

// CardOf is the card a play or a marriage's lead puts down (Game).
func (*game) CardOf(_ games.View, a games.Action) (cards.Card, bool) {
	switch m, _ := schnapsen.Decode(a); m.Kind {
	case schnapsen.MovePlay, schnapsen.MoveDeclare:
		return m.Card, true
	}
	return cards.None, false
}

// sortSchnapsen orders a hand: trumps first, then the other suits, each from
// the Ace down (to Sechsundsechzig's Nine).
func sortSchnapsen(h cards.Set, trump int) []cards.Card {
	cs := h.Cards()
	key := func(c cards.Card) int {
		s := schnapsen.Suit(c)
		if s == trump {
			s = -1
		}
		r := schnapsen.Rank(c)
		if r == schnapsen.Nine { // Sechsundsechzig's Nine, below the Jack
			r = -1
		}
		return (s+1)*10 + (4 - r)
	}
	sort.Slice(cs, func(i, j int) bool { return key(cs[i]) < key(cs[j]) })
	return cs
}

// Pick asks whether a King or Queen leads with its marriage (Game).
func (*game) Pick(h table.Host, gv games.View, c cards.Card, acts []games.Action) {
	v := sview(gv)
	var cs []table.Choice
	for _, a := range acts {
		if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MoveDeclare {
			cs = append(cs, table.Choice{Label: h.T("table.schnapsen.leadMarriage", "Lead it and announce {{.Value}}", "Value", marriageValue(v, c)), Action: a})
		}
	}
	for _, a := range acts {
		if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MovePlay {
			cs = append(cs, table.Choice{Label: h.T("table.schnapsen.leadPlain", "Lead it without announcing"), Action: a})
		}
	}
	h.Offer(h.T("table.schnapsen.marriageChoice", "{{.Card}} can lead a marriage worth {{.Value}}. Announce it?", "Card", h.CardName(c), "Value", marriageValue(v, c)), cs)
}

func marriageValue(v *schnapsen.View, c cards.Card) int {
	if schnapsen.Suit(c) == v.Trump {
		return 40
	}
	return 20
}

// actionName names the moves that are more than a card for a hint: a
// declaration is its marriage and its lead (named by the card alone it
// read as a plain lead, which gives the marriage up), the exchange and
// the close in words rather than the record notation (ActionNamer).
func (*game) ActionName(h table.Host, gv games.View, a games.Action) (string, bool) {
	v, ok := gv.(*schnapsen.View)
	m, known := schnapsen.Decode(a)
	if !ok || !known {
		return "", false
	}
	switch m.Kind {
	case schnapsen.MoveClose:
		return h.T("table.schnapsen.act.close", "close the stock"), true
	case schnapsen.MoveExchange:
		if v.Trump < 0 || v.Indicator == cards.None {
			return "", false
		}
		// The trump Jack (Sechsundsechzig's Nine) by its place in the
		// pack: in the review of the computer's exchange it is not in
		// the person's hand.
		jack := v.Options.LowTrump(v.Trump)
		return h.T("table.schnapsen.act.exchange", "exchange {{.Jack}} for {{.Card}}", "Jack", h.CardName(jack), "Card", h.CardName(v.Indicator)), true
	case schnapsen.MoveDeclare:
		return h.T("table.schnapsen.act.declare", "announce {{.Value}} and lead {{.Card}}", "Value", marriageValue(v, m.Card), "Card", h.CardName(m.Card)), true
	}
	return "", false
}

// Refusal says which of the strict rules keeps the card back (Game).
func (*game) Refusal(h table.Host, gv games.View, c cards.Card) string {
	v := sview(gv)
	if v.Lead == cards.None {
		return h.T("table.illegal", "You cannot play {{.Card}} now.", "Card", h.CardName(c))
	}
	ls := schnapsen.Suit(v.Lead)
	suit := h.Name(h.Deck().SuitName(ls))
	if v.Hand&schnapsen.SuitCards(ls) != 0 {
		return h.T("table.schnapsen.mustFollow", "With the stock {{.State}} you must follow suit ({{.Suit}}) and take the trick if you can.", "State", stockWord(h, v), "Suit", suit)
	}
	return h.T("table.schnapsen.mustTrump", "You have no {{.Suit}}: with the stock {{.State}} you must trump.", "Suit", suit, "State", stockWord(h, v))
}

func stockWord(h table.Host, v *schnapsen.View) string {
	if v.StockState == schnapsen.StockClosed {
		return h.T("table.schnapsen.wordClosed", "closed")
	}
	return h.T("table.schnapsen.wordExhausted", "used up")
}

// Controls are the exchange, the close and the marriages (Game).
func (*game) Controls(h table.Host, gv games.View) []fyne.CanvasObject {
	v := sview(gv)
	var out []fyne.CanvasObject
	for _, a := range v.Legal(nil) {
		switch m, _ := schnapsen.Decode(a); {
		case m.Kind == schnapsen.MoveExchange:
			// The card by its own name in the deck on the table: the Unter
			// in the German pack, the Jack in the French one.
			out = append(out, h.Button(h.T("table.schnapsen.exchangeCard", "Exchange {{.Card}} (X)", "Card", h.CardName(trumpJack(v))), a))
		case m.Kind == schnapsen.MoveClose:
			b := widget.NewButton(h.T("table.schnapsen.close", "Close the stock (C)"), func() { confirmClose(h, gv, a) })
			b.Importance = widget.HighImportance
			out = append(out, b)
		case m.Kind == schnapsen.MoveDeclare && schnapsen.Rank(m.Card) == schnapsen.King:
			c := m.Card
			out = append(out, h.Button(h.T("table.schnapsen.marriage", "Marriage {{.Value}}: lead {{.Card}} (M)", "Value", marriageValue(v, c), "Card", h.CardName(c)), a))
		}
	}
	return out
}

// Key is X, C and M: exchange, close and marry (Game).
func (*game) Key(h table.Host, gv games.View, ev *fyne.KeyEvent) bool {
	v := sview(gv)
	switch ev.Name {
	case "X":
		return h.TryKey(v.Legal(nil), table.Is(schnapsen.Exchange))
	case "C":
		for _, a := range v.Legal(nil) {
			if a == schnapsen.Close {
				confirmClose(h, gv, a) // asked first, then played
				return true
			}
		}
		return h.TryKey(nil, nil)
	case "M":
		// M leads the chosen King or Queen with its marriage; when the chosen
		// card has none, M does what the one "Marriage … (M)" button says.
		if c, ok := h.Raised(); ok {
			for _, a := range v.Legal(nil) {
				if a == schnapsen.Declare(c) {
					h.Play(a)
					return true
				}
			}
		}
		var kings []games.Action
		for _, a := range v.Legal(nil) {
			if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MoveDeclare && schnapsen.Rank(m.Card) == schnapsen.King {
				kings = append(kings, a)
			}
		}
		if len(kings) == 1 {
			h.Play(kings[0])
			return true
		}
		if len(kings) > 1 && h.Ready() {
			h.Say(h.T("table.schnapsen.keyMarriageChoose", "You hold more than one marriage: choose its King or Queen, then press M."))
			return true
		}
		return h.TryKey(nil, func(games.Action) bool { return false })
	}
	return false
}

// Describe says what an event means (Game).
func (*game) Describe(h table.Host, gv games.View, e games.Event) (string, bool) {
	p := h.SeatName(int(e.Player))
	switch e.Kind {
	case games.KDealStart:
		if int(e.Player) == table.Human {
			return h.T("table.dealStartYou", "Deal {{.N}}: you deal.", "N", e.Value), false
		}
		return h.T("table.dealStart", "Deal {{.N}}: {{.Player}} deals.", "N", e.Value, "Player", p), false
	case schnapsen.KExchange:
		return h.T("table.schnapsen.exchangedCard", "{{.Player}} exchanged {{.Jack}} for {{.Card}}.", "Player", p, "Jack", h.CardName(e.Card), "Card", h.CardName(e.Cards.First())), true
	case schnapsen.KClose:
		return h.T("table.schnapsen.closedNews", "{{.Player}} closed the stock! Follow suit strictly now.", "Player", p), true
	case schnapsen.KMarriage:
		suit := h.Name(h.Deck().SuitName(schnapsen.Suit(e.Card)))
		if e.Target == 1 {
			return h.T("table.schnapsen.marriagePending", "{{.Player}} announced {{.Value}} in {{.Suit}} (it counts after a first trick).", "Player", p, "Value", e.Value, "Suit", suit), true
		}
		return h.T("table.schnapsen.marriageNews", "{{.Player}} announced {{.Value}} in {{.Suit}}!", "Player", p, "Value", e.Value, "Suit", suit), true
	case schnapsen.KMarriageCredited:
		return h.T("table.schnapsen.credited", "{{.Player}} now counts the {{.Value}} marriage points.", "Player", p, "Value", e.Value), false
	case games.KTrickWon:
		return h.T("table.trickWon", "{{.Player}} took the trick ({{.Value}} points).", "Player", p, "Value", e.Value), false
	case schnapsen.KReached66:
		return h.T("table.schnapsen.reached", "{{.Player}} reached {{.Value}} points!", "Player", p, "Value", e.Value), true
	case schnapsen.KStockExhausted:
		return h.T("table.schnapsen.exhaustedNews", "The stock is used up: follow suit strictly now."), false
	case schnapsen.KLastTrickBonus:
		return h.T("table.schnapsen.lastTrickNews", "{{.Player}} took the last trick: {{.Value}} points more.", "Player", p, "Value", e.Value), true
	case games.KDealOver:
		return h.T("table.dealWon", "{{.Player}} won the deal: {{.Count}} game points.", "Player", p, "Count", e.Value), true
	case games.KMatchOver:
		return h.T("table.matchOverNews", "{{.Player}} won the match!", "Player", p), true
	}
	return "", false
}

// Prompt asks for a card to the lead, or for the lead and names the
// extras legal now (Game).
// The last trick comes first, until the person plays a card.
func (g *game) Prompt(h table.Host, gv games.View) string {
	v := sview(gv)
	var ask string
	if v.Lead != cards.None {
		ask = h.T("table.schnapsen.follow", "Play a card to {{.Card}}.", "Card", h.CardName(v.Lead))
	} else {
		// Offer only the extras that are legal now: after closing, a
		// marriage may still be announced but nothing exchanged or closed
		// again.
		ask = leadPrompt(h, v.Legal(nil))
	}
	if news := g.trickLine(h); news != "" {
		return news + " " + ask
	}
	return ask
}

// leadPrompt is the lead's prompt naming the extras among legal, in the
// order exchange, close, marriage.
func leadPrompt(h table.Host, legal []games.Action) string {
	var exchange, closing, marry bool
	for _, a := range legal {
		switch m, _ := schnapsen.Decode(a); m.Kind {
		case schnapsen.MoveExchange:
			exchange = true
		case schnapsen.MoveClose:
			closing = true
		case schnapsen.MoveDeclare:
			marry = true
		}
	}
	var extras []string
	if exchange {
		extras = append(extras, h.T("table.schnapsen.extraExchange", "exchange"))
	}
	if closing {
		extras = append(extras, h.T("table.schnapsen.extraClose", "close"))
	}
	if marry {
		extras = append(extras, h.T("table.schnapsen.extraMarriage", "announce a marriage"))
	}
	if len(extras) == 0 {
		return h.T("table.schnapsen.leadOnly", "Your lead: play a card.")
	}
	return h.T("table.schnapsen.lead", "Your lead: play a card (or {{.Extras}}).", "Extras", strings.Join(extras, h.T("table.schnapsen.extraSep", ", ")))
}

// Why says in one sentence who won the deal's game points and why (Ender):
// "Computer won 2 game points — reached 66 by announcing 40."
func (g *game) Why(h table.Host, gv games.View, r games.Result) string {
	v := sview(gv)
	w := v.LastWinner
	if w < 0 {
		return ""
	}
	reason := ""
	if len(r.Lines) > 0 {
		reason = h.Name(r.Lines[0].Label)
	}
	// The engine words a failed close from the winner's side ("Opponent
	// closed …"), which reads wrong when the person closed: name the closer.
	closer := v.LastCloser
	switch {
	case v.LastReason == schnapsen.EndCloseFailed && closer == table.Human:
		reason = h.T("table.schnapsen.reasonYouCloseFailed", "you closed and missed 66")
	case v.LastReason == schnapsen.EndCloseFailed && closer >= 0:
		reason = h.T("table.schnapsen.reasonCloseFailed", "{{.Player}} closed and missed 66", "Player", h.SeatName(closer))
	case v.LastReason == schnapsen.EndCloseBeaten && closer == table.Human:
		reason = h.T("table.schnapsen.reasonYouCloseBeaten", "you closed, and {{.Player}} reached 66 first", "Player", h.SeatName(1-closer))
	case v.LastReason == schnapsen.EndCloseBeaten && closer >= 0:
		reason = h.T("table.schnapsen.reasonCloseBeaten", "{{.Player}} closed, and you reached 66 first", "Player", h.SeatName(closer))
	// The engine's labels stand alone ("Reached 66"); after the dash they
	// continue the sentence.
	case v.LastReason == schnapsen.EndReached66 && g.byMarriage > 0:
		reason = h.T("table.schnapsen.reasonMarriage66", "reached 66 by announcing {{.Value}}", "Value", g.byMarriage)
	case v.LastReason == schnapsen.EndReached66:
		reason = h.T("table.schnapsen.reasonReached66", "reached 66")
	case v.LastReason == schnapsen.EndCloser66:
		reason = h.T("table.schnapsen.reasonCloser66", "closed the stock and reached 66")
	case v.LastReason == schnapsen.EndLastTrick:
		reason = h.T("table.schnapsen.reasonLastTrick", "took the last trick")
	}
	return h.T("table.schnapsen.dealResult", "{{.Player}} won {{.Count}} game points — {{.Reason}}.", "Player", h.SeatName(w), "Count", v.LastGame, "Reason", reason)
}

// Summary explains the deal's game points, after the one sentence of Why
// (Game).
func (*game) Summary(h table.Host, gv games.View, r games.Result) []string {
	v := sview(gv)
	w := v.LastWinner
	if w < 0 {
		return nil
	}
	lo := 1 - w
	var out []string
	switch v.LastReason {
	case schnapsen.EndReached66:
		out = append(out, h.T("table.schnapsen.why66", "{{.Winner}} reached {{.Points}} card points. {{.Loser}} had {{.Other}} points and {{.Count}} tricks.",
			"Winner", h.SeatName(w), "Points", v.LastPoints[w], "Loser", h.SeatName(lo), "Other", v.LastPoints[lo], "Count", v.LastTricks[lo]))
		out = append(out, gamePointsWhy(h, lo, v.LastGame, false))
	case schnapsen.EndCloser66:
		out = append(out, h.T("table.schnapsen.whyCloser", "{{.Winner}} closed the stock and reached 66, so the game points count the position when the stock was closed.", "Winner", h.SeatName(w)))
		out = append(out, gamePointsWhy(h, lo, v.LastGame, true))
	case schnapsen.EndCloseBeaten, schnapsen.EndCloseFailed:
		if v.LastGame == 3 {
			out = append(out, h.T("table.schnapsen.whyCloseFailed3", "{{.Closer}} closed the stock but did not reach 66 first. {{.Winner}} had no trick when it was closed, so scores 3 game points.", "Closer", h.SeatName(lo), "Winner", h.SeatName(w)))
		} else {
			out = append(out, h.T("table.schnapsen.whyCloseFailed2", "{{.Closer}} closed the stock but did not reach 66 first. {{.Winner}} already had a trick when it was closed, so scores 2 game points.", "Closer", h.SeatName(lo), "Winner", h.SeatName(w)))
		}
	case schnapsen.EndLastTrick:
		out = append(out, h.T("table.schnapsen.whyLast", "Nobody reached 66: the last trick decides, for 1 game point."))
	}
	for p := 0; p < 2; p++ {
		out = append(out, cardPointsLine(h, v, p))
	}
	out = append(out, h.T("table.schnapsen.bummerlRule", "Match: each player counts down from 7; the first to reach 0 wins. You {{.You}}, {{.Them}} {{.Score}}.", "You", v.MatchPoints[0], "Them", h.SeatName(1), "Score", v.MatchPoints[1]))
	return out
}

// cardPointsLine is seat p's points in the deal just over. They include the
// marriages it announced and had counted, which the line names apart from
// the points its tricks brought (the seat's pile still holds the deal's
// tricks until the next deal).
func cardPointsLine(h table.Host, v *schnapsen.View, p int) string {
	tricks := 0
	for _, c := range v.Piles[p].Cards() {
		tricks += schnapsen.Points(c)
	}
	if marriage := v.LastPoints[p] - tricks; marriage > 0 && v.Piles[p] != 0 {
		return h.T("table.schnapsen.cardPointsMarriage", "{{.Player}}: {{.Points}} points ({{.Tricks}} in {{.Count}} tricks + {{.Marriage}} marriage).",
			"Player", h.SeatName(p), "Points", v.LastPoints[p], "Tricks", tricks, "Count", v.LastTricks[p], "Marriage", marriage)
	}
	return h.T("table.schnapsen.cardPoints", "{{.Player}}: {{.Points}} card points in {{.Count}} tricks.", "Player", h.SeatName(p), "Points", v.LastPoints[p], "Count", v.LastTricks[p])
}

// gamePointsWhy says which case of the game-point rule applied to the
// beaten seat: 3 without a trick, 2 under 33 points, else 1 (counted when
// the stock was closed if atClose).
func gamePointsWhy(h table.Host, loser, gamePoints int, atClose bool) string {
	when := ""
	if atClose {
		when = h.T("table.schnapsen.atClose", " when the stock was closed")
	}
	switch gamePoints {
	case 3:
		return h.T("table.schnapsen.gp3", "{{.Loser}} had no trick{{.When}}: 3 game points.", "Loser", h.SeatName(loser), "When", when)
	case 2:
		return h.T("table.schnapsen.gp2", "{{.Loser}} had a trick but fewer than 33 points{{.When}}: 2 game points.", "Loser", h.SeatName(loser), "When", when)
	default:
		return h.T("table.schnapsen.gp1", "{{.Loser}} had 33 points or more{{.When}}: 1 game point.", "Loser", h.SeatName(loser), "When", when)
	}
}

// LastTrick is the last trick taken, with its two cards named (Game).
func (*game) LastTrick(h table.Host, gv games.View) ([]cards.Card, string) {
	v, ok := gv.(*schnapsen.View)
	if !ok || len(v.History) == 0 {
		return nil, ""
	}
	tr := v.History[len(v.History)-1]
	ld := int(tr.Leader)
	return []cards.Card{tr.Lead, tr.Follow}, h.T("table.lastTrickCaption", "{{.Leader}} led {{.Lead}}, {{.Other}} played {{.Follow}}; {{.Winner}} took the trick.",
		"Leader", h.SeatName(ld), "Lead", h.CardName(tr.Lead), "Other", h.SeatName(1-ld), "Follow", h.CardName(tr.Follow), "Winner", h.SeatName(int(tr.Winner)))
}

// trumpJack is the card exchanged for the turned-up trump, the trump Jack
// (Sechsundsechzig's Nine), when the person holds it (else cards.None).
func trumpJack(v *schnapsen.View) cards.Card {
	if v.Trump < 0 {
		return cards.None
	}
	if c := v.Options.LowTrump(v.Trump); v.Hand.Has(c) {
		return c
	}
	return cards.None
}

// Ask implements Asker: closing is asked about, whichever way the person
// chose it (the button, C, or Enter on a hint of "close").
func (*game) Ask(h table.Host, v games.View, a games.Action) bool {
	if a != schnapsen.Close {
		return false
	}
	confirmClose(h, v, a)
	return true
}

// confirmClose asks before closing the stock in the position of v: it
// cannot be undone and changes the rules of the rest of the deal.
func confirmClose(h table.Host, v games.View, a games.Action) {
	h.Confirm(h.T("table.schnapsen.closeTitle", "Close the stock?"), closeQuestion(h, v),
		h.T("table.schnapsen.closeConfirm", "Close the stock"), h.T("table.schnapsen.closeKeep", "Keep drawing"), a)
}

// closeQuestion says what closing commits the person to: strict play in
// words, and what a failed close costs here — 3 game points to an
// opponent without a trick yet, else 2 (the tricks when the stock is
// closed count).
func closeQuestion(h table.Host, gv games.View) string {
	v, ok := gv.(*schnapsen.View)
	if !ok {
		return ""
	}
	op := 1 - v.Seat
	stake := 2
	if v.TricksWon[op] == 0 {
		stake = 3
	}
	return h.T("table.schnapsen.closeQuestionStake", "From now on no cards are drawn: follow suit and take the trick if you can; if you cannot follow suit, trump if you can. If you do not reach 66 first, {{.Player}} scores {{.Count}} game points.",
		"Player", h.SeatName(op), "Count", stake)
}

// Open lays a Schnapsen position open for the review (Reviewer): both
// hands and the card led; the review names the stock's cards as they are
// drawn.
func (*game) Open(_ table.Host, gst games.State) table.OpenPosition {
	st, ok := gst.(*schnapsen.State)
	if !ok {
		return table.OpenPosition{}
	}
	op := table.OpenPosition{Hands: []cards.Set{st.Hand(0), st.Hand(1)}}
	if c := st.Lead(); c != cards.None {
		op.Trick = []cards.Card{c}
	}
	return op
}
