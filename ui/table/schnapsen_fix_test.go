package table

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/internal/layoutcheck"
)

// TestSchnapsenSummary_NamesTheCloser: after a failed close the summary
// says who closed — "you closed and missed 66" when the person did, never
// the engine's "Opponent closed…" seen from the winner. (Mutation tried:
// the engine's reason as before — the person's own failed close read
// "Opponent closed and missed 66".)
func TestSchnapsenSummary_NamesTheCloser(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	tests := []struct {
		closer int
		reason schnapsen.EndReason
		want   string
	}{
		{Human, schnapsen.EndCloseFailed, "you closed and missed 66"},
		{1, schnapsen.EndCloseFailed, "Computer closed and missed 66"},
		{Human, schnapsen.EndCloseBeaten, "you closed, and Computer reached 66 first"},
		{1, schnapsen.EndCloseBeaten, "Computer closed, and you reached 66 first"},
	}
	for _, tc := range tests {
		v := &schnapsen.View{Seat: Human, LastWinner: 1 - tc.closer, LastCloser: tc.closer, LastReason: tc.reason, LastGame: 2}
		r := games.Result{Lines: []games.Line{{Label: cards.Name{ID: "score.schnapsen.closeFailed", English: "Opponent closed and missed 66"}}}}
		all := strings.Join((&schnapsenUI{}).Summary(h.tb.hst, v, r), "\n")
		assert.Contains(t, all, tc.want)
		assert.NotContains(t, all, "Opponent")
	}
}

// TestSchnapsenExchange_NamesTheCardOfTheDeck: the exchange button names
// the card as the deck on the table calls it — the Unter in the German
// pack, the Jack in the French one.
func TestSchnapsenExchange_NamesTheCardOfTheDeck(t *testing.T) {
	for _, tc := range []struct {
		deck cards.DeckID
		want string
	}{{cards.German20, "Unter"}, {cards.French20, "Jack"}} {
		h := newHarness(t, "schnapsen", tc.deck, 7, fyne.NewSize(1024, 700))
		v := h.tb.view.(*schnapsen.View)
		var jack cards.Card = cards.None
		for c := cards.Card(0); c < 20; c++ {
			if schnapsen.Rank(c) == schnapsen.Jack && schnapsen.Suit(c) == v.Trump {
				jack = c
			}
		}
		v2 := *v
		v2.Hand = v.Hand.Add(jack)
		assert.Contains(t, h.tb.cardName(trumpJack(&v2)), tc.want)
	}
}

// TestSchnapsenHint_NamesDecisionsInWords: a hint to declare a marriage
// names the marriage and its lead, not the card alone (which read as a
// plain lead, giving the marriage up), and the close and the exchange are
// said in words, not in the record notation, in every language; the review
// names them in the position they were made in.
// (Mutation tried: without schnapsenUI.actionName — "Hint: close; Ober of
// Acorns is about as good.", as a player saw it.)
func TestSchnapsenHint_NamesDecisionsInWords(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	const trump = 1
	jack, queen, king := cards.Card(5*trump+schnapsen.Jack), cards.Card(5*trump+schnapsen.Queen), cards.Card(5*trump+schnapsen.King)
	ace := cards.Card(5*trump + schnapsen.Ace)
	saved := h.tb.view
	defer func() { h.tb.view = saved }()
	h.tb.view = &schnapsen.View{Seat: Human, Trump: trump, Hand: cards.SetOf(jack, queen, king), Indicator: ace, Lead: cards.None}
	// The record notation, the name a hint fell back on.
	notation := func(a games.Action) string {
		switch a {
		case schnapsen.Close:
			return "close"
		case schnapsen.Exchange:
			return "exchange"
		}
		return "??"
	}
	for _, tc := range []struct {
		a    games.Action
		want string
	}{
		{schnapsen.Close, "close the stock"},
		{schnapsen.Exchange, "exchange " + h.tb.cardName(jack) + " for " + h.tb.cardName(ace)},
		{schnapsen.Declare(queen), "announce 40 and lead " + h.tb.cardName(queen)},
		{schnapsen.Play(queen), h.tb.cardName(queen)},
	} {
		assert.Equal(t, tc.want, h.tb.actionName(tc.a, notation(tc.a)), "%v", tc.a)
	}
	// The review names a move in its own position: the computer's
	// exchange, with the Jack in no hand the person sees.
	theirs := &schnapsen.View{Seat: Human, Trump: trump, Hand: cards.SetOf(queen, king), Indicator: ace, Lead: cards.None}
	assert.Equal(t, "exchange "+h.tb.cardName(jack)+" for "+h.tb.cardName(ace), h.tb.actionNameIn(theirs, schnapsen.Exchange, "exchange"))
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		h.l.SetLanguage(lang)
		for _, a := range []games.Action{schnapsen.Close, schnapsen.Exchange, schnapsen.Declare(king)} {
			name := h.tb.actionName(a, notation(a))
			assert.NotEqual(t, notation(a), name, lang.Code)
			assert.NotEqual(t, h.tb.cardName(king), name, lang.Code)
		}
	}
}

// TestSchnapsenScene_TextsClearOfCards plays deals at 800×600 and 1024×768
// with the move log closed and open and checks the felt's texts at each of
// the person's turns and at the summary (as skatTextProblems does): inside
// the felt, clear of the move log, of each other and of every card. Every
// language plays at 800×600; English and the language with the widest
// texts there at 1024×768 (layoutcheck.Walked; all of them under -tags
// exhaustive).
func TestSchnapsenScene_TextsClearOfCards(t *testing.T) {
	b, err := translations.NewBundle()
	require.NoError(t, err)
	var widths layoutcheck.Widths // 800×600 first: it measures
	for _, sz := range []fyne.Size{fyne.NewSize(800, 600), fyne.NewSize(1024, 768)} {
		for _, logOpen := range []bool{false, true} {
			scene := fmt.Sprintf("log=%v", logOpen)
			for _, lang := range layoutcheck.Langs(b.Languages(), sz, widths.Widest(scene)) {
				t.Run(fmt.Sprintf("%s/%vx%v/%s", lang.Code, sz.Width, sz.Height, scene), func(t *testing.T) {
					h := newHarnessOpt(t, "schnapsen", cards.German20, 7, sz, func(o *Options) { o.Art = Art{} })
					h.l.SetLanguage(lang)
					if logOpen {
						h.key("L")
						require.True(t, h.tb.panel.Visible())
					}
					measure := func() {
						if layoutcheck.Small(sz) {
							widths.Add(scene, lang.Code, layoutcheck.Texts(h.w.Content()))
						}
					}
					playDealCheckingTexts(t, h, measure)
				})
			}
		}
	}
}

// TestSchnapsenSummary_CountsTricksInTheRightNumber: "1 trick", never
// "1 tricks", in the line that says why a deal ended at 66, and the reason
// continues the sentence before it ("— reached 66", not the engine's
// stand-alone "Reached 66"). (Mutation tried: the count passed as Tricks,
// as before — "and 1 tricks".)
func TestSchnapsenSummary_CountsTricksInTheRightNumber(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	for _, tc := range []struct {
		tricks int
		want   string
	}{{1, "had 25 points and 1 trick."}, {2, "had 25 points and 2 tricks."}} {
		v := &schnapsen.View{Seat: Human, LastWinner: Human, LastCloser: -1, LastReason: schnapsen.EndReached66, LastGame: 2}
		v.LastPoints = [2]int{66, 25}
		v.LastTricks = [2]int{3, tc.tricks}
		all := strings.Join((&schnapsenUI{}).Summary(h.tb.hst, v, games.Result{}), "\n")
		assert.Contains(t, all, tc.want)
		assert.Contains(t, all, "— reached 66.")
	}
}
