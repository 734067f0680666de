package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// genericUI seats a game that has no entry in gameUIs(): it knows nothing
// of the game but the engine contract, so a new engine can be played at the
// table the day it lands, before it gets a scene of its own. A view that
// implements games.HandView shows its hand as cards (tapped to play) and the
// other seats' hands as counts; every other legal action is a button named by
// the engine's notation. Nothing here reads a game's bit layout.
type genericUI struct {
	// view is the person's current view (the table's): the table asks
	// cardOf of actions alone, and only the view can decode them. Set by
	// newTable.
	view func() games.View
	// recent are the last events in words, newest last (at most
	// genericRecent), so that the person sees what the others just did.
	recent []string
	// felt are the cards played to the trick or the table since the last
	// trick was taken (that trick stays shown until the next card is played).
	felt []cards.Card
	// cleared is set when a trick was taken: the next card played starts a
	// new row on the felt.
	cleared bool
}

// genericRecent is how many past events the generic scene shows.
const genericRecent = 4

func handView(v games.View) (games.HandView, bool) {
	hv, ok := v.(games.HandView)
	return hv, ok
}

// cardOf asks the person's current view which card a plays: every action
// the table asks about is one of the person's legal actions in that view.
func (g *genericUI) cardOf(a games.Action) (cards.Card, bool) {
	if g.view == nil {
		return cards.None, false
	}
	return cardIn(g.view(), a)
}

// cardIn is cardOf with the view to ask.
func cardIn(v games.View, a games.Action) (cards.Card, bool) {
	if v == nil {
		return cards.None, false
	}
	if hv, ok := handView(v); ok {
		return hv.ActionCard(a)
	}
	return cards.None, false
}

func (g *genericUI) pick(t *Table, v games.View, c cards.Card, acts []games.Action) {
	var cs []choice
	for _, a := range acts {
		cs = append(cs, choice{label: v.FormatAction(a), a: a})
	}
	t.offer(t.T("table.generic.choose", "{{.Card}} can be played in {{.Count}} ways: which one?", "Card", t.cardName(c), "Count", len(cs)), cs)
}

func (g *genericUI) refusal(t *Table, _ games.View, c cards.Card) string {
	return t.T("table.illegal", "You cannot play {{.Card}} now.", "Card", t.cardName(c))
}

// controls are the legal actions that play no hand card, as buttons.
func (g *genericUI) controls(t *Table, v games.View) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, a := range v.Legal(nil) {
		if _, ok := cardIn(v, a); ok {
			continue
		}
		out = append(out, t.button(v.FormatAction(a), a))
	}
	return out
}

func (g *genericUI) key(*Table, games.View, *fyne.KeyEvent) bool { return false }

// describe says what an event did in the contract's words (the generic
// kinds) or by its name (a game's own kinds): the table knows no game words.
func (g *genericUI) describe(t *Table, _ games.View, e games.Event) (string, bool) {
	switch e.Kind {
	case games.KDealStart:
		return t.dealsNews(int(e.Player)), false
	case games.KMatchOver:
		return t.T("table.matchOverNews", "{{.Player}} won the match!", "Player", t.seatName(int(e.Player))), true
	}
	if msg := t.logMove(e); msg != "" {
		return msg, false
	}
	if e.Kind >= games.KGame {
		return t.T("table.generic.event", "{{.Player}}: {{.Event}}", "Player", t.seatName(int(e.Player)), "Event", t.info.KindName(e.Kind)), false
	}
	return "", false
}

// note keeps the last events in words and the cards on the felt
// (eventNoter).
func (g *genericUI) note(t *Table, v games.View, e games.Event) {
	switch {
	case e.Kind == games.KDealStart || e.Kind == games.KRedeal:
		g.recent, g.felt, g.cleared = nil, nil, false
	case e.Kind == games.KMove && e.Card != cards.None && (e.To == games.Trick || e.To == games.Table):
		if g.cleared {
			g.felt, g.cleared = nil, false
		}
		g.felt = append(g.felt, e.Card)
	case e.Kind == games.KTrickWon || e.Kind == games.KCapture || e.Kind == games.KSweepToLast:
		g.cleared = true
	}
	msg, _ := g.describe(t, v, e)
	if msg == "" {
		return
	}
	g.recent = append(g.recent, msg)
	if n := len(g.recent); n > genericRecent {
		g.recent = append(g.recent[:0], g.recent[n-genericRecent:]...)
	}
}

// prompt says what the person can tap: cards, buttons or both.
func (g *genericUI) prompt(t *Table, v games.View) string {
	var card, other bool
	for _, a := range v.Legal(nil) {
		_, isCard := cardIn(v, a)
		card, other = card || isCard, other || !isCard
	}
	switch {
	case card && other:
		return t.T("table.generic.promptBoth", "Your move: tap a glowing card or a button.")
	case card:
		return t.T("table.generic.prompt", "Your move: tap a glowing card.")
	}
	return t.T("table.generic.promptButtons", "Your move: tap one of the buttons.")
}

// summary spells the engine's score lines and the match totals.
func (g *genericUI) summary(t *Table, _ games.View, r games.Result) []string {
	var out []string
	for _, ln := range r.Lines {
		label := t.l.Name(ln.Label)
		if ln.Seat >= 0 {
			label = t.seatName(ln.Seat) + " · " + label
		}
		out = append(out, t.T("table.generic.line", "{{.Label}}: {{.Value}}", "Label", label, "Value", ln.Value))
	}
	for seat, p := range r.Match {
		out = append(out, t.T("table.generic.total", "{{.Player}}: {{.Points}} in the match", "Player", t.seatName(seat), "Points", p))
	}
	return out
}

func (g *genericUI) lastTrick(*Table, games.View) ([]cards.Card, string) { return nil, "" }
