package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
)

// overlayButtons are the texts of the buttons on the window's top overlay
// (a dialog).
func overlayButtons(w fyne.Window) []string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	var out []string
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok {
			out = append(out, b.Text)
		}
	}
	return out
}

// TestSchnapsenClose_TextsSayWhatHappened closes the stock as the person
// (seed 11 lets them at once): the confirm button says what it does
// ("Close the stock", not a bare "Close" that reads as closing the dialog),
// the stock's label says "You closed" (before: "Closed by You"), and the
// lead prompt no longer offers to exchange or close. (Mutations tried: the
// old "Closed by {{.Player}}" label; the prompt's check for any extra
// action as before — both fail here.)
func TestSchnapsenClose_TextsSayWhatHappened(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 11, fyne.NewSize(1024, 700))
	h.key("C")
	require.NotNil(t, h.tb.asking, "C asks first")
	assert.Contains(t, overlayButtons(h.w), "Close the stock")
	assert.NotContains(t, overlayButtons(h.w), "Close")
	h.key(fyne.KeyReturn)
	v := h.tb.view.(*schnapsen.View)
	require.Equal(t, schnapsen.StockClosed, v.StockState)
	require.Equal(t, Human, h.tb.ctl.toMove(), "the closer still leads")
	assert.Equal(t, "You closed", h.tb.texts["stock"].Text)

	status := h.tb.status.Text
	assert.NotContains(t, status, "exchange")
	assert.NotContains(t, status, "close")
	marriage := false
	for _, a := range v.Legal(nil) {
		if m, _ := schnapsen.Decode(a); m.Kind == schnapsen.MoveDeclare {
			marriage = true
		}
	}
	if marriage {
		assert.Equal(t, "Your lead: play a card (or announce a marriage).", status)
	} else {
		assert.Equal(t, "Your lead: play a card.", status)
	}
}

// TestSchnapsenLeadPrompt_NamesOnlyLegalExtras: the lead prompt lists the
// extras that are legal, and only them, in a fixed order.
func TestSchnapsenLeadPrompt_NamesOnlyLegalExtras(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	var king cards.Card = cards.None
	for c := cards.Card(0); c < schnapsen.NumCards; c++ {
		if schnapsen.Rank(c) == schnapsen.King {
			king = c
			break
		}
	}
	require.NotEqual(t, cards.None, king)
	play := schnapsen.Play(king)
	tests := []struct {
		name  string
		legal []games.Action
		want  string
	}{
		{"cards only", []games.Action{play}, "Your lead: play a card."},
		{"everything", []games.Action{play, schnapsen.Exchange, schnapsen.Close, schnapsen.Declare(king)}, "Your lead: play a card (or exchange, close, announce a marriage)."},
		{"after closing, a marriage", []games.Action{play, schnapsen.Declare(king)}, "Your lead: play a card (or announce a marriage)."},
		{"close only", []games.Action{play, schnapsen.Close}, "Your lead: play a card (or close)."},
		{"exchange and close", []games.Action{schnapsen.Close, play, schnapsen.Exchange}, "Your lead: play a card (or exchange, close)."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, leadPrompt(h.tb.hst, tc.legal))
		})
	}
}

// TestSchnapsenSummary_NamesTheMarriage: a seat's points at the end of a
// deal that include an announced marriage say so — "70 points (30 in 3
// tricks + 40 marriage)" — instead of calling them all card points won in
// tricks; a seat without one keeps the plain line. (Mutation tried: the
// plain line for both seats — "70 card points in 3 tricks".)
func TestSchnapsenSummary_NamesTheMarriage(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	v := &schnapsen.View{Seat: Human, LastWinner: Human, LastCloser: -1, LastReason: schnapsen.EndReached66, LastGame: 3}
	v.Piles[Human] = schnapsen.SuitCards(0) // A, 10, K, Q, J: 30 points
	v.LastPoints = [2]int{70, 0}
	v.LastTricks = [2]int{3, 0}
	all := strings.Join((&schnapsenUI{}).Summary(h.tb.hst, v, games.Result{}), "\n")
	assert.Contains(t, all, "You: 70 points (30 in 3 tricks + 40 marriage).")
	assert.Contains(t, all, "Computer: 0 card points in 0 tricks.")
}

// TestSchnapsenClose_QuestionSaysTheStake: the question before closing
// names the duties of strict play and what a failed close costs here: 3
// game points to an opponent without a trick, 2 to one with a trick.
func TestSchnapsenClose_QuestionSaysTheStake(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	for _, tc := range []struct {
		oppTricks int
		want      string
	}{{0, "Computer scores 3 game points."}, {2, "Computer scores 2 game points."}} {
		v := &schnapsen.View{Seat: Human}
		v.TricksWon[1] = tc.oppTricks
		q := closeQuestion(h.tb.hst, v)
		assert.Contains(t, q, "trump if you can")
		assert.True(t, strings.HasSuffix(q, tc.want), q)
	}
}
