package table

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// genericUI seats a game that has no Game of its own (ui/table/tables
// lists those that have): it knows nothing of the game but the engine
// contract, so a new engine can be played at the table the day it lands,
// before it gets a scene of its own. A view that implements games.HandView
// shows its hand as cards (tapped to play) and the other seats' hands as
// counts; every other legal action is a button named by the engine's
// notation. Nothing here reads a game's bit layout.
type genericUI struct {
	// t is the table it seats (set by New): the generic table reads the
	// game's registry entry, the match's public Result (the score line) and
	// the log's words for a card's move from it.
	t *Table
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

// CardOf asks the view which card a plays (games.HandView).
func (g *genericUI) CardOf(v games.View, a games.Action) (cards.Card, bool) {
	return cardIn(v, a)
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

// Pick offers each action that plays c, named by the engine's notation.
func (g *genericUI) Pick(h Host, v games.View, c cards.Card, acts []games.Action) {
	var cs []Choice
	for _, a := range acts {
		cs = append(cs, Choice{Label: v.FormatAction(a), Action: a})
	}
	h.Offer(h.T("table.generic.choose", "{{.Card}} can be played in {{.Count}} ways: which one?", "Card", h.CardName(c), "Count", len(cs)), cs)
}

// Refusal says the card cannot be played, without a reason: the generic
// table knows no rules.
func (g *genericUI) Refusal(h Host, _ games.View, c cards.Card) string {
	return h.T("table.illegal", "You cannot play {{.Card}} now.", "Card", h.CardName(c))
}

// Controls are the legal actions that play no hand card, as buttons.
func (g *genericUI) Controls(h Host, v games.View) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for _, a := range v.Legal(nil) {
		if _, ok := cardIn(v, a); ok {
			continue
		}
		out = append(out, h.Button(v.FormatAction(a), a))
	}
	return out
}

// Key takes no keys: the buttons are the generic table's decisions.
func (g *genericUI) Key(Host, games.View, *fyne.KeyEvent) bool { return false }

// Describe says what an event did in the contract's words (the generic
// kinds) or by its name (a game's own kinds): the table knows no game words.
func (g *genericUI) Describe(h Host, _ games.View, e games.Event) (string, bool) {
	switch e.Kind {
	case games.KDealStart:
		return DealsNews(h, int(e.Player)), false
	case games.KMatchOver:
		return h.T("table.matchOverNews", "{{.Player}} won the match!", "Player", h.SeatName(int(e.Player))), true
	}
	if msg := g.t.logMove(e); msg != "" {
		return msg, false
	}
	if e.Kind >= games.KGame {
		return h.T("table.generic.event", "{{.Player}}: {{.Event}}", "Player", h.SeatName(int(e.Player)), "Event", g.t.info.KindName(e.Kind)), false
	}
	return "", false
}

// Note keeps the last events in words and the cards on the felt
// (EventNoter).
func (g *genericUI) Note(h Host, v games.View, e games.Event) {
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
	msg, _ := g.Describe(h, v, e)
	if msg == "" {
		return
	}
	g.recent = append(g.recent, msg)
	if n := len(g.recent); n > genericRecent {
		g.recent = append(g.recent[:0], g.recent[n-genericRecent:]...)
	}
}

// Prompt says what the person can tap: cards, buttons or both.
func (g *genericUI) Prompt(h Host, v games.View) string {
	var card, other bool
	for _, a := range v.Legal(nil) {
		_, isCard := cardIn(v, a)
		card, other = card || isCard, other || !isCard
	}
	switch {
	case card && other:
		return h.T("table.generic.promptBoth", "Your move: click a glowing card or a button.")
	case card:
		return h.T("table.generic.prompt", "Your move: click a glowing card.")
	}
	return h.T("table.generic.promptButtons", "Your move: click one of the buttons.")
}

// Summary spells the engine's score lines and the match totals.
func (g *genericUI) Summary(h Host, _ games.View, r games.Result) []string {
	var out []string
	for _, ln := range r.Lines {
		label := h.Name(ln.Label)
		if ln.Seat >= 0 {
			label = h.SeatName(ln.Seat) + " · " + label
		}
		out = append(out, h.T("table.generic.line", "{{.Label}}: {{.Value}}", "Label", label, "Value", ln.Value))
	}
	for seat, p := range r.Match {
		out = append(out, h.T("table.generic.total", "{{.Player}}: {{.Points}} in the match", "Player", h.SeatName(seat), "Points", p))
	}
	return out
}

// LastTrick is none: the contract does not tell tricks apart.
func (g *genericUI) LastTrick(Host, games.View) ([]cards.Card, string) { return nil, "" }
