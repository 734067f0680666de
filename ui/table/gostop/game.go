// Package gostop is Go-Stop's table: its Game for ui/table (the pairings
// and the turned card's choice, Go and Stop, the payment explained with its
// doublings, where a card lands on its month) and its scene (scene.go), with
// their tests. It sees the table only through table.Host and the scene kit.
package gostop

import (
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/ui/table"
)

// New returns a fresh Go-Stop Game for one table.
func New() table.Game { return &game{} }

// game lays out Go-Stop: the computer's hand and its captured cards at
// the top, the layout grouped by month with the stock in the middle, the
// person's captures and hand at the bottom. Captures are grouped into
// brights, animals, ribbons and junk, each with its running score.
type game struct {
	// news is the computer's last turn — the card it played, the card it
	// turned and what they took — kept to be said by the prompt until the
	// person moves (issue 40: the felt showed the result, and the status
	// only "Play a card"). Kept as what happened, not as text, so that a
	// language switch says it in the new language.
	news gostopNews
}

// gostopNews is a computer's turn in Go-Stop (set: there is one to say).
type gostopNews struct {
	set          bool
	seat         int
	played, flip cards.Card
	took         cards.Set
}

// Note keeps what the computer's turn did (table.EventNoter); the
// person's own card, or a new deal, forgets it.
func (g *game) Note(_ table.Host, _ games.View, e games.Event) {
	human := int(e.Player) == table.Human
	switch {
	case e.Kind == games.KDealStart || e.Kind == games.KRedeal:
		g.news = gostopNews{}
	case e.Kind == games.KMove && e.From == games.Hand && e.To == games.Table && e.Card != cards.None:
		g.news = gostopNews{set: !human, seat: int(e.Player), played: e.Card, flip: cards.None}
	case e.Kind == gostop.KDummy:
		// A dummy turn plays no card: the news of the turn before must
		// not be said with this turn's stock card (the event says it).
		g.news = gostopNews{played: cards.None, flip: cards.None}
	case human:
	case e.Kind == gostop.KFlip:
		g.news.flip = e.Card
	case e.Kind == games.KMove && e.From == games.Table && e.To == games.Pile:
		g.news.took |= e.Cards
	}
}

// MatchReplaced forgets the news of the match replaced (table.MatchReplacer).
func (g *game) MatchReplaced() { g.news = gostopNews{} }

// newsLine says the computer's last turn, "" when the person has moved
// since.
func (g *game) newsLine(h table.Host) string {
	n := g.news
	if !n.set || n.played == cards.None || n.flip == cards.None {
		return ""
	}
	p := h.SeatName(n.seat)
	if n.took != 0 {
		return h.T("table.gostop.newsTook", "{{.Player}} played {{.Card}}, turned {{.Flip}} and took {{.Cards}}.",
			"Player", p, "Card", h.CardName(n.played), "Flip", h.CardName(n.flip), "Cards", h.CardsName(n.took))
	}
	return h.T("table.gostop.newsNothing", "{{.Player}} played {{.Card}} and turned {{.Flip}}: nothing taken.",
		"Player", p, "Card", h.CardName(n.played), "Flip", h.CardName(n.flip))
}

func gview(v games.View) *gostop.View { return v.(*gostop.View) }

// CardOf is the hand card a play puts down (Game): a shake and a bomb are
// plays of the card too, so that tapping it offers them beside the plain
// play (Pick).
func (*game) CardOf(_ games.View, a games.Action) (cards.Card, bool) {
	m, _ := gostop.Decode(a)
	return m.Card, m.Kind == gostop.MovePlay || m.Kind == gostop.MoveShake || m.Kind == gostop.MoveBomb
}

// ActionName names the house rules' moves for a hint and the review: a
// shake and a bomb are more than their card, a dummy turn is no card
// (ActionNamer).
func (*game) ActionName(h table.Host, _ games.View, a games.Action) (string, bool) {
	m, _ := gostop.Decode(a)
	switch m.Kind {
	case gostop.MoveShake:
		return h.T("table.gostop.act.shake", "shake and play {{.Card}}", "Card", h.CardName(m.Card)), true
	case gostop.MoveBomb:
		return h.T("table.gostop.act.bomb", "bomb with {{.Card}} and the other two of its month", "Card", h.CardName(m.Card)), true
	case gostop.MoveDummy:
		return h.T("table.gostop.act.dummy", "take a dummy turn"), true
	}
	return "", false
}

// pairOf is the layout card a play or flip choice pairs with.
func pairOf(a games.Action) cards.Card {
	m, _ := gostop.Decode(a)
	return m.With
}

// isFlip reports whether a chooses the layout card the turned card takes.
func isFlip(a games.Action) bool {
	m, _ := gostop.Decode(a)
	return m.Kind == gostop.MoveFlip
}

// groups splits a pile by what the cards are printed as.
func groups(pile cards.Set) [4][]cards.Card {
	var g [4][]cards.Card
	for _, c := range pile.Cards() {
		switch cards.KindOf(c) {
		case cards.Bright:
			g[0] = append(g[0], c)
		case cards.Animal:
			g[1] = append(g[1], c)
		case cards.Ribbon:
			g[2] = append(g[2], c)
		default:
			g[3] = append(g[3], c)
		}
	}
	return g
}

// flipTarget reports whether layout card c is one the turned card may pair
// with in the position of v.
func flipTarget(v games.View, c cards.Card) bool {
	for _, a := range v.Legal(nil) {
		if isFlip(a) && pairOf(a) == c {
			return true
		}
	}
	return false
}

// Pick offers the two layout cards of the month to pair with, or, under
// the house rules, the shake or the bomb beside the plain play (Game).
func (*game) Pick(h table.Host, gv games.View, c cards.Card, acts []games.Action) {
	var cs []table.Choice
	house := false
	for _, a := range acts {
		m, _ := gostop.Decode(a)
		label := ""
		switch {
		case m.Kind == gostop.MoveShake:
			house = true
			// Short: the prompt names the card, and three card names
			// ran off an 1100-pixel window's button.
			label = h.T("table.gostop.shakeChoice", "Shake: show all three, then play this one")
		case m.Kind == gostop.MoveBomb:
			house = true
			label = h.T("table.gostop.bombChoice", "Bomb: play all three at once")
		case m.With != cards.None:
			label = h.T("table.gostop.pairWith", "Pair with {{.Card}}", "Card", h.CardName(m.With))
		default:
			label = h.T("table.gostop.playOnly", "Play {{.Card}} alone", "Card", h.CardName(c))
		}
		cs = append(cs, table.Choice{Label: label, Action: a})
	}
	if house {
		h.Offer(h.T("table.gostop.chooseHouse", "You hold three cards of this month: how do you play {{.Card}}?", "Card", h.CardName(c)), cs)
		return
	}
	h.Offer(h.T("table.gostop.choosePair", "Two cards of this month lie on the layout: which one does {{.Card}} take?", "Card", h.CardName(c)), cs)
}

// Same reports that a and b pair the same card with two layout cards worth
// the same (two single junk of the month): no question is asked
// (Equivalent, issue 40 item 9).
func (*game) Same(gv games.View, a, b games.Action) bool {
	ma, _ := gostop.Decode(a)
	mb, _ := gostop.Decode(b)
	return ma.Kind == mb.Kind && ma.Card == mb.Card && ma.With != cards.None && mb.With != cards.None &&
		gostop.Interchangeable(ma.With, mb.With)
}

// Takes is the layout card a play pairs with (ChoiceTaker).
func (*game) Takes(a games.Action) cards.Set {
	if c := pairOf(a); c != cards.None {
		return cards.SetOf(c)
	}
	return 0
}

// Refusal says what must come first: the turned card's pairing, or Go or
// Stop (Game).
func (*game) Refusal(h table.Host, gv games.View, c cards.Card) string {
	v := gview(gv)
	switch v.Phase {
	case gostop.PhaseFlipChoice:
		return h.T("table.gostop.flipFirst", "First choose which layout card the turned card takes.")
	case gostop.PhaseDecide:
		return h.T("table.gostop.decideFirst", "First say Go or Stop.")
	}
	return h.T("table.illegal", "You cannot play {{.Card}} now.", "Card", h.CardName(c))
}

// Controls are the turned card's choices and Go and Stop (Game).
func (*game) Controls(h table.Host, gv games.View) []fyne.CanvasObject {
	v := gview(gv)
	var out []fyne.CanvasObject
	n := 0
	for _, a := range v.Legal(nil) {
		switch {
		case isFlip(a):
			n++
			// The prompt names the turned card; the button only what it takes.
			out = append(out, h.Button(strconv.Itoa(n)+" · "+h.T("table.gostop.flipTakes", "Take {{.Card}}", "Card", h.CardName(pairOf(a))), a))
		case a == gostop.Go:
			out = append(out, h.Button(h.T("table.gostop.go", "Go (G)"), a))
		case a == gostop.StopAction:
			out = append(out, h.Button(h.T("table.gostop.stop", "Stop (S)"), a))
		case a == gostop.DummyAction:
			out = append(out, h.Button(h.T("table.gostop.dummy", "Dummy turn (D): only turn a stock card"), a))
		}
	}
	return out
}

// Highlight starts the keyboard's highlight on Stop when Go or Stop is
// asked (table.Highlighter): Enter, pressed as for the cards before, must
// not take the risky choice. Go puts the points won so far at stake
// (go-bak), Stop banks them; the person chooses Go on purpose, by G or the
// arrows. The Expert's choice is not used as the start here (unlike
// Skat's announcement, where every start risks something and the best
// game is the safe one).
func (*game) Highlight(h table.Host, gv games.View) (games.Action, bool, bool) {
	if gview(gv).Phase != gostop.PhaseDecide {
		return 0, false, false
	}
	return gostop.StopAction, false, true
}

// Key is G and S, and the digits of the turned card's choice (Game).
func (*game) Key(h table.Host, gv games.View, ev *fyne.KeyEvent) bool {
	v := gview(gv)
	legal := v.Legal(nil)
	switch ev.Name {
	case "G":
		return h.TryKey(legal, table.Is(gostop.Go))
	case "S":
		return h.TryKey(legal, table.Is(gostop.StopAction))
	case "D":
		return h.TryKey(legal, table.Is(gostop.DummyAction))
	}
	if v.Phase == gostop.PhaseFlipChoice {
		if d, ok := table.Digit(ev.Name); ok {
			var flips []games.Action
			for _, a := range legal {
				if isFlip(a) {
					flips = append(flips, a)
				}
			}
			if d >= 1 && d <= len(flips) {
				h.Play(flips[d-1])
			}
			return true
		}
	}
	return false
}

// Describe says what an event means (Game).
func (*game) Describe(h table.Host, gv games.View, e games.Event) (string, bool) {
	p := h.SeatName(int(e.Player))
	target := ""
	if e.Target >= 0 && e.Target < 2 {
		target = h.SeatName(int(e.Target))
	}
	switch e.Kind {
	case games.KDealStart:
		if int(e.Player) == table.Human {
			return h.T("table.gostop.first.you", "You play first."), false
		}
		return h.T("table.gostop.first", "{{.Player}} plays first.", "Player", p), false
	case games.KRedeal:
		return h.T("table.gostop.redeal", "Four cards of a month were dealt: the deal is void and dealt again."), true
	case gostop.KFlip:
		return h.T("table.gostop.flipped", "{{.Player}} turned {{.Card}} from the stock.", "Player", p, "Card", h.CardName(e.Card)), false
	case gostop.KPpuk:
		return h.T("table.gostop.ppuk", "Ppuk! Three cards of a month are stuck on the layout."), true
	case gostop.KStackTaken:
		return h.T("table.gostop.stackTaken", "{{.Player}} took the whole stack of three.", "Player", p), true
	case gostop.KTtadak:
		return h.T("table.gostop.ttadak", "Ttadak! {{.Player}} took two pairs at once and took junk from {{.Target}}.", "Player", p, "Target", target), true
	case gostop.KChok:
		return h.T("table.gostop.chok", "Chok! {{.Player}} paired the turned card with the card just played and took junk from {{.Target}}.", "Player", p, "Target", target), true
	case gostop.KSseul:
		return h.T("table.gostop.sseul", "Sseul! {{.Player}} swept the layout and took junk from {{.Target}}.", "Player", p, "Target", target), true
	case gostop.KStealJunk:
		return h.T("table.gostop.steal", "{{.Player}} took junk from {{.Target}}.", "Player", p, "Target", target), false
	case gostop.KGo:
		return h.T("table.gostop.goNews", "{{.Player}}: Go number {{.Value}}!", "Player", p, "Value", e.Value), true
	case gostop.KStop:
		if int(e.Player) == table.Human {
			return h.T("table.gostop.stopNews.you", "You stop with {{.Value}} points.", "Value", e.Value), true
		}
		return h.T("table.gostop.stopNews", "{{.Player}} stops with {{.Value}} points.", "Player", p, "Value", e.Value), true
	case gostop.KInstantWin:
		if int(e.Player) == table.Human {
			return h.T("table.gostop.instant.you", "You win at once: 5 points."), true
		}
		return h.T("table.gostop.instant", "{{.Player}} wins at once: 5 points.", "Player", p), true
	case gostop.KNagari:
		if e.Value > 0 {
			return h.T("table.gostop.nagariCarry", "The stock ran out without a Stop: nagari. The deal is dealt again and pays ×{{.Factor}}.", "Factor", 1<<e.Value), true
		}
		return h.T("table.gostop.nagari", "The stock ran out without a Stop: nagari, a draw."), true
	case gostop.KShake:
		return h.T("table.gostop.shakeNews", "Shaking! {{.Player}} showed {{.Cards}}: a win pays double.", "Player", p, "Cards", h.CardsName(e.Cards)), true
	case gostop.KBomb:
		return h.T("table.gostop.bombNews", "Bomb! {{.Player}} played {{.Cards}} onto the fourth card of the month: all four, a junk card, and a win pays double.", "Player", p, "Cards", h.CardsName(e.Cards)), true
	case gostop.KBonus:
		return h.T("table.gostop.bonusNews", "{{.Player}}: {{.Card}}! A card from the stock takes its place.", "Player", p, "Card", h.CardName(e.Card)), true
	case gostop.KDummy:
		return h.T("table.gostop.dummyNews", "{{.Player}} took a dummy turn: only a stock card was turned.", "Player", p), false
	case games.KDealOver:
		if e.Player >= 0 {
			if int(e.Player) == table.Human {
				return h.T("table.gostop.paid.you", "You win {{.Value}} points.", "Value", e.Value), true
			}
			return h.T("table.gostop.paid", "{{.Player}} wins {{.Value}} points.", "Player", p, "Value", e.Value), true
		}
	}
	return "", false
}

// Prompt tells the person what this phase asks for (Game); on a turn to
// play a card, what the computer's last turn did, once there is one.
func (g *game) Prompt(h table.Host, gv games.View) string {
	v := gview(gv)
	switch v.Phase {
	case gostop.PhaseFlipChoice:
		return h.T("table.gostop.flipPrompt", "The turned {{.Card}} meets two cards of its month: choose the one it takes (1, 2 or click it).", "Card", h.CardName(v.Pending.Flip))
	case gostop.PhaseDecide:
		return h.T("table.gostop.decidePrompt", "You have {{.Score}} points. Stop (S) to be paid now, or Go (G) to play on for more; if {{.Player}} then stops first, you pay instead.", "Score", v.Scores[v.Seat], "Player", h.SeatName(1-v.Seat))
	}
	if news := g.newsLine(h); news != "" {
		// The news alone: with the rule after it the status took three
		// lines at 800×550 and squeezed the felt ("Your turn" on the
		// felt asks for the card).
		return news
	}
	return h.T("table.gostop.playPrompt", "Play a card: it takes a layout card of the same month; then a card is turned from the stock.")
}

// Why says in one sentence how the deal ended and who is paid (Ender): a
// Stop and its score, a win at once, or nagari.
func (*game) Why(h table.Host, gv games.View, _ games.Result) string {
	v := gview(gv)
	w := int(v.Winner)
	you := w == table.Human
	p := ""
	if w == 0 || w == 1 {
		p = h.SeatName(w)
	}
	switch {
	case v.End == gostop.EndNagari && v.Phase == gostop.PhaseChance:
		return h.T("table.gostop.why.nagariCarry", "The stock ran out before anyone said Stop: nagari. The next deal pays ×{{.Factor}}.", "Factor", 1<<min(int(v.Carry), gostop.MaxNagariDoublings))
	case v.End == gostop.EndNagari:
		return h.T("table.gostop.why.nagari", "The stock ran out before anyone said Stop: nagari, nobody pays.")
	case w < 0 || w > 1:
		return ""
	case v.End == gostop.EndStop && you:
		return h.T("table.gostop.why.stop.you", "You said Stop with {{.Score}} points: {{.Player}} pays you {{.Value}}.", "Score", v.Scores[w], "Player", h.SeatName(1-w), "Value", v.Payment)
	case v.End == gostop.EndStop:
		return h.T("table.gostop.why.stop", "{{.Player}} said Stop with {{.Score}} points: you pay {{.Value}}.", "Player", p, "Score", v.Scores[w], "Value", v.Payment)
	case v.End == gostop.EndQuad && you:
		return h.T("table.gostop.why.quad.you", "You were dealt four cards of one month and win {{.Value}} points at once.", "Value", v.Payment)
	case v.End == gostop.EndQuad:
		return h.T("table.gostop.why.quad", "{{.Player}} was dealt four cards of one month and wins {{.Value}} points at once.", "Player", p, "Value", v.Payment)
	case v.End == gostop.EndPpuk && you:
		return h.T("table.gostop.why.ppuk.you", "You made a third ppuk and win {{.Value}} points at once.", "Value", v.Payment)
	case v.End == gostop.EndPpuk:
		return h.T("table.gostop.why.ppuk", "{{.Player}} made a third ppuk and wins {{.Value}} points at once.", "Player", p, "Value", v.Payment)
	}
	return ""
}

// Summary says who pays whom and why (Game).
func (*game) Summary(h table.Host, gv games.View, r games.Result) []string {
	v := gview(gv)
	var out []string
	if v.Winner >= 0 {
		if int(v.Winner) == table.Human {
			out = append(out, h.T("table.gostop.sumYouWin", "You win a payment of {{.Value}} from {{.Loser}}.", "Loser", h.SeatName(1-int(v.Winner)), "Value", v.Payment))
		} else {
			out = append(out, h.T("table.gostop.sumYouPay", "{{.Player}} wins a payment of {{.Value}} from you.", "Player", h.SeatName(int(v.Winner)), "Value", v.Payment))
		}
	}
	if v.Winner >= 0 && v.End == gostop.EndStop {
		if v.Options.KoreanGo {
			out = append(out, h.T("table.gostop.howKorean", "The payment is the score plus 1 for each Go; from the third Go on, that sum also doubles with each Go."))
		} else {
			out = append(out, h.T("table.gostop.how", "The payment is the score, plus 1 for one Go or 2 for two Gos; from the third Go on it doubles instead."))
		}
		out = append(out, bakLines(h, int(v.Winner), r)...)
	}
	return out
}

// bakLines says in words each penalty that doubled the payment (the spec's
// gwang-bak, meong-bak and pi-bak, ../shared/rules/gostop.md §7): what the
// winner scored and what the loser lacked.
func bakLines(h table.Host, winner int, r games.Result) []string {
	you := winner == table.Human
	w, lo := h.SeatName(winner), h.SeatName(1-winner)
	var out []string
	for _, ln := range r.Lines {
		id := ln.Label.ID
		switch {
		case strings.HasSuffix(id, ".gwang-bak"):
			if you {
				out = append(out, h.T("table.gostop.bakBright.you", "Bright penalty (gwang-bak): you scored with brights and {{.Loser}} holds none — the payment doubles.", "Loser", lo))
			} else {
				out = append(out, h.T("table.gostop.bakBright", "Bright penalty (gwang-bak): {{.Winner}} scored with brights and you hold none — the payment doubles.", "Winner", w))
			}
		case strings.HasSuffix(id, ".meong-bak"):
			if you {
				out = append(out, h.T("table.gostop.bakAnimal.you", "Animal penalty (meong-bak): you took 7 or more animals — the payment doubles."))
			} else {
				out = append(out, h.T("table.gostop.bakAnimal", "Animal penalty (meong-bak): {{.Winner}} took 7 or more animals — the payment doubles.", "Winner", w))
			}
		case strings.HasSuffix(id, ".pi-bak"):
			if you {
				out = append(out, h.T("table.gostop.bakJunk.you", "Junk penalty (pi-bak): you scored with junk and {{.Loser}} has fewer than 5 junk units — the payment doubles.", "Loser", lo))
			} else {
				out = append(out, h.T("table.gostop.bakJunk", "Junk penalty (pi-bak): {{.Winner}} scored with junk and you have fewer than 5 junk units — the payment doubles.", "Winner", w))
			}
		}
	}
	return out
}

// SummaryTable lists what the payment is made of: each combination with its
// points, the score, the go bonus, each doubling and the payment (Tabler).
func (*game) SummaryTable(h table.Host, gv games.View, r games.Result) [][]string {
	if len(r.Lines) == 0 {
		return nil
	}
	v := gview(gv)
	loserSeat := 1 - int(v.Winner)
	loser := h.SeatName(loserSeat)
	rows := [][]string{{h.T("table.gostop.sumWhat", "Combination"), h.T("table.gostop.sumPoints", "Points")}}
	for _, ln := range r.Lines {
		name := h.Name(ln.Label)
		id := ln.Label.ID
		switch {
		case strings.HasSuffix(id, ".cup"):
			continue
		case strings.HasSuffix(id, ".gwang-bak"):
			why := h.T("table.gostop.gwangBak", "{{.Name}}: {{.Player}} holds no bright", "Name", name, "Player", loser)
			if loserSeat == table.Human {
				why = h.T("table.gostop.gwangBakYou", "{{.Name}}: you hold no bright", "Name", name)
			}
			rows = append(rows, []string{why, "×2"})
		case strings.HasSuffix(id, ".meong-bak"):
			rows = append(rows, []string{h.T("table.gostop.meongBak", "{{.Name}}: {{.Player}} took 7 or more animals", "Name", name, "Player", h.SeatName(int(v.Winner))), "×2"})
		case strings.HasSuffix(id, ".pi-bak"):
			why := h.T("table.gostop.piBak", "{{.Name}}: {{.Player}} has fewer than 5 junk units", "Name", name, "Player", loser)
			if loserSeat == table.Human {
				why = h.T("table.gostop.piBakYou", "{{.Name}}: you have fewer than 5 junk units", "Name", name)
			}
			rows = append(rows, []string{why, "×2"})
		case strings.HasSuffix(id, "-bak"):
			rows = append(rows, []string{name, "×2"})
		case strings.HasSuffix(id, ".shaking"), strings.HasSuffix(id, ".bombs"), strings.HasSuffix(id, ".nagari-carry"), strings.HasSuffix(id, ".nagari-next"):
			// Their values are the factor they multiply by.
			rows = append(rows, []string{name, "×" + strconv.Itoa(ln.Value)})
		case strings.HasSuffix(id, ".go-lost"):
			rows = append(rows, []string{h.T("table.gostop.goLostRow", "{{.Player}} called Go and was stopped: score lost", "Player", h.SeatName(ln.Seat)), strconv.Itoa(ln.Value)})
		case strings.HasSuffix(id, ".gos"):
			rows = append(rows, []string{h.T("table.gostop.goRow", "Score with the bonus for {{.Count}} Gos", "Count", v.Gos[ln.Seat]), strconv.Itoa(ln.Value)})
		default:
			rows = append(rows, []string{name, strconv.Itoa(ln.Value)})
		}
	}
	return rows
}

// LastTrick: Go-Stop has no tricks.
func (*game) LastTrick(table.Host, games.View) ([]cards.Card, string) { return nil, "" }

// Landing is where a card flying onto the layout lands when the scene after
// the move no longer shows it there (it is captured in a later step of the
// same move): on its own month's place, beside the cards of that month on
// the felt now (Lander). Without it the card would land on the layout's
// middle, over another month's cards.
func (*game) Landing(c cards.Card, to games.Zone, old *table.Scene, felt []table.FeltCard) (fyne.Position, fyne.Size, bool) {
	if to != games.Table || c == cards.None || old == nil {
		return fyne.Position{}, fyne.Size{}, false
	}
	l := gostopLayout(old.Size)
	m := cards.Month(c)
	k := 0
	for _, f := range felt {
		if f.Card == c || f.Card == cards.None || cards.Month(f.Card) != m {
			continue
		}
		if l.inSlot(m, f.Pos) {
			k++
		}
	}
	return l.slot(m, min(k, gostopMonthMax-1)), fyne.NewSize(l.lcw, l.lch), true
}

// Open lays a Go-Stop position open for the review (Reviewer): both hands
// and the stock in the order it is turned.
func (*game) Open(_ table.Host, gst games.State) table.OpenPosition {
	st, ok := gst.(*gostop.State)
	if !ok {
		return table.OpenPosition{}
	}
	return table.OpenPosition{Hands: []cards.Set{st.Hand(0), st.Hand(1)}, Stock: slices.Clone(st.Stock())}
}
