package schnapsen

import (
	"strconv"
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
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

func TestSchnapsenTable_PlaysADeal(t *testing.T) {
	for _, deck := range []cards.DeckID{cards.German20, cards.French20} {
		h := newHarnessDeck(t, deck, 7, fyne.NewSize(1024, 700), nil)
		h.Snapshot("schnapsen-start-" + strconv.Itoa(int(deck)))
		moves := h.PlayDeal(nil)
		if moves == 0 {
			t.Fatal("the person made no move")
		}
		h.Snapshot("schnapsen-summary-" + strconv.Itoa(int(deck)))
		r := h.State().Result()
		if r.Deals != 1 || h.Sheet() != 1 {
			t.Fatalf("deals %d, sheet %d", r.Deals, h.Sheet())
		}
		if !strings.Contains(tabletest.Labels(h.Overlay()), "game points") {
			t.Errorf("summary does not explain game points: %q", tabletest.Labels(h.Overlay()))
		}
	}
}

func TestSchnapsenTable_Golden(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), placeholderArt)
	h.AssertGolden("table-schnapsen")
}

// The Schnapsen summary names the case of the game-point rule that applied,
// not the rule in general: "had no trick: 3", "fewer than 33: 2", "33 or
// more: 1", or which side of a failed close.
func TestSchnapsenTable_SummarySaysWhichCaseApplied(t *testing.T) {
	want := map[int][]string{
		3: {"had no trick"},
		2: {"fewer than 33 points", "already had a trick when it was closed"},
		1: {"had 33 points or more", "the last trick decides, for 1 game point"},
	}
	seen := map[int]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 3; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1280, 800), nil)
		h.PlayDeal(nil)
		v := h.View().(*schnapsen.View)
		sum := tabletest.Labels(h.Overlay())
		found := false
		for _, phrase := range want[v.LastGame] {
			found = found || strings.Contains(sum, phrase)
		}
		if !found {
			t.Errorf("seed %d: %d game points but the summary does not say why (%q):\n%s", seed, v.LastGame, want[v.LastGame], sum)
		}
		if strings.Contains(sum, "or 3 if") {
			t.Errorf("seed %d: the summary states the rule instead of the case:\n%s", seed, sum)
		}
		seen[v.LastGame] = true
	}
	if len(seen) < 2 {
		t.Fatalf("only game-point cases %v came up; widen the seed range", seen)
	}
}

// TestSchnapsenTable_IllegalTapRefused closes the stock and taps a card that may
// not follow: nothing is played and the status line says why.
func TestSchnapsenTable_IllegalTapRefused(t *testing.T) {
	for seed := uint64(1); seed < 60; seed++ {
		h := newHarnessDeck(t, cards.French20, seed, fyne.NewSize(1024, 700), nil)
		h.Key("C")
		h.Key(fyne.KeyReturn) // answer "Close the stock?"
		for i := 0; i < 12 && h.ToMove() == table.Human; i++ {
			v := h.View().(*schnapsen.View)
			if v.Lead != cards.None {
				for _, cv := range h.HandViews() {
					if cv.Legal() {
						continue
					}
					if !cv.Dim() {
						t.Fatal("an illegal card is not veiled")
					}
					moves := h.Moves()
					test.Tap(cv)
					if h.Moves() != moves {
						t.Fatal("an illegal tap was played")
					}
					if !strings.Contains(h.Status(), "must") {
						t.Fatalf("refusal does not say why: %q", h.Status())
					}
					return
				}
			}
			for _, cv := range h.HandViews() {
				if cv.Legal() {
					test.Tap(cv)
					break
				}
			}
		}
	}
	t.Fatal("no seed gave an illegal card to tap")
}

// TestSchnapsenTable_MarriageChoice taps a King that can marry: the table asks,
// and the announcement is shown on the felt.
func TestSchnapsenTable_MarriageChoice(t *testing.T) {
	for seed := uint64(1); seed < 200; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		v := h.View().(*schnapsen.View)
		if v.ToMove != table.Human {
			continue
		}
		for _, a := range v.Legal(nil) {
			if a < schnapsen.Declare(0) || a >= schnapsen.Declare(schnapsen.NumCards) {
				continue
			}
			c := cards.Card(a - schnapsen.Declare(0))
			test.Tap(h.FaceOf(c))
			if len(h.Choices()) != 2 {
				t.Fatalf("tapping a marriage card offered %d choices", len(h.Choices()))
			}
			h.Key("1")
			nv := h.View().(*schnapsen.View)
			if nv.Declared[table.Human] == 0 {
				t.Fatal("choice 1 did not declare the marriage")
			}
			if text, _, _ := h.Banner(); text == "" && !strings.Contains(h.Status(), "announced") {
				t.Errorf("the marriage was not announced; status %q", h.Status())
			}
			return
		}
	}
	t.Fatal("no seed dealt a marriage to the leading person")
}

// TestSchnapsenTable_MatchStats plays a whole match and checks the statistics.
func TestSchnapsenTable_MatchStats(t *testing.T) {
	h := newHarness(t, 3, fyne.NewSize(1024, 700), nil)
	for d := 0; d < 30 && h.ToMove() != games.Nobody; d++ {
		h.PlayDeal(nil)
		if h.ToMove() == games.Chance {
			h.Key(fyne.KeyReturn)
		}
	}
	if h.ToMove() != games.Nobody {
		t.Fatal("the match did not end")
	}
	r := h.State().Result()
	var last games.State
	if n := len(h.Kept.States); n > 0 {
		last = h.Kept.States[n-1]
	}
	if last == nil || !last.Done() || last.Result().Winner != r.Winner {
		t.Fatalf("the keeper was not handed the finished match (winner %d)", r.Winner)
	}
	if h.Sheet() != r.Deals {
		t.Fatalf("sheet has %d rows for %d deals", h.Sheet(), r.Deals)
	}
	h.Snapshot("schnapsen-match")
}

// TestSchnapsenTable_LeadPromptOffersOnlyWhatIsPossible plays until the person
// leads with the stock used up: the status line must not invite them to
// exchange or close any more.
func TestSchnapsenTable_LeadPromptOffersOnlyWhatIsPossible(t *testing.T) {
	for seed := uint64(1); seed < 40; seed++ {
		h := newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		for i := 0; i < 40 && h.ToMove() == table.Human; i++ {
			v := h.View().(*schnapsen.View)
			if v.Lead == cards.None && v.StockState == schnapsen.StockExhausted {
				if strings.Contains(h.Status(), "close") {
					t.Fatalf("seed %d: stock used up, yet the prompt says %q", seed, h.Status())
				}
				if !strings.Contains(h.Status(), "lead") {
					t.Fatalf("seed %d: the lead prompt is missing: %q", seed, h.Status())
				}
				return
			}
			for _, cv := range h.HandViews() {
				if cv.Legal() {
					test.Tap(cv)
					break
				}
			}
		}
	}
	t.Fatal("no seed let the person lead after the stock was used up")
}

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

// TestSchnapsenTable_CloseTextsSayWhatHappened closes the stock as the person
// (seed 11 lets them at once): the confirm button says what it does
// ("Close the stock", not a bare "Close" that reads as closing the dialog),
// the stock's label says "You closed" (before: "Closed by You"), and the
// lead prompt no longer offers to exchange or close. (Mutations tried: the
// old "Closed by {{.Player}}" label; the prompt's check for any extra
// action as before — both fail here.)
func TestSchnapsenTable_CloseTextsSayWhatHappened(t *testing.T) {
	h := newHarness(t, 11, fyne.NewSize(1024, 700), nil)
	h.Key("C")
	require.NotNil(t, h.Asking(), "C asks first")
	assert.Contains(t, overlayButtons(h.W), "Close the stock")
	assert.NotContains(t, overlayButtons(h.W), "Close")
	h.Key(fyne.KeyReturn)
	v := h.View().(*schnapsen.View)
	require.Equal(t, schnapsen.StockClosed, v.StockState)
	require.Equal(t, table.Human, h.ToMove(), "the closer still leads")
	assert.Equal(t, "You closed", h.Texts()["stock"].Text)

	status := h.Status()
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

// TestSchnapsenTable_LeadPromptNamesOnlyLegalExtras: the lead prompt lists the
// extras that are legal, and only them, in a fixed order.
func TestSchnapsenTable_LeadPromptNamesOnlyLegalExtras(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
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
			assert.Equal(t, tc.want, leadPrompt(h.Host(), tc.legal))
		})
	}
}

// TestSchnapsenTable_SummaryNamesTheMarriage: a seat's points at the end of a
// deal that include an announced marriage say so — "70 points (30 in 3
// tricks + 40 marriage)" — instead of calling them all card points won in
// tricks; a seat without one keeps the plain line. (Mutation tried: the
// plain line for both seats — "70 card points in 3 tricks".)
func TestSchnapsenTable_SummaryNamesTheMarriage(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	v := &schnapsen.View{Seat: table.Human, LastWinner: table.Human, LastCloser: -1, LastReason: schnapsen.EndReached66, LastGame: 3}
	v.Piles[table.Human] = schnapsen.SuitCards(0) // A, 10, K, Q, J: 30 points
	v.LastPoints = [2]int{70, 0}
	v.LastTricks = [2]int{3, 0}
	all := summaryText(h.Host(), v, games.Result{})
	assert.Contains(t, all, "You: 70 points (30 in 3 tricks + 40 marriage).")
	assert.Contains(t, all, "Computer: 0 card points in 0 tricks.")
}

// TestSchnapsenTable_CloseQuestionSaysTheStake: the question before closing
// names the duties of strict play and what a failed close costs here: 3
// game points to an opponent without a trick, 2 to one with a trick.
func TestSchnapsenTable_CloseQuestionSaysTheStake(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	for _, tc := range []struct {
		oppTricks int
		want      string
	}{{0, "Computer scores 3 game points."}, {2, "Computer scores 2 game points."}} {
		v := &schnapsen.View{Seat: table.Human}
		v.TricksWon[1] = tc.oppTricks
		q := closeQuestion(h.Host(), v)
		assert.Contains(t, q, "trump if you can")
		assert.True(t, strings.HasSuffix(q, tc.want), q)
	}
}

// TestSchnapsenTable_SummaryNamesTheCloser: after a failed close the summary
// says who closed — "you closed and missed 66" when the person did, never
// the engine's "Opponent closed…" seen from the winner. (Mutation tried:
// the engine's reason as before — the person's own failed close read
// "Opponent closed and missed 66".)
func TestSchnapsenTable_SummaryNamesTheCloser(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	tests := []struct {
		closer int
		reason schnapsen.EndReason
		want   string
	}{
		{table.Human, schnapsen.EndCloseFailed, "you closed and missed 66"},
		{1, schnapsen.EndCloseFailed, "Computer closed and missed 66"},
		{table.Human, schnapsen.EndCloseBeaten, "you closed, and Computer reached 66 first"},
		{1, schnapsen.EndCloseBeaten, "Computer closed, and you reached 66 first"},
	}
	for _, tc := range tests {
		v := &schnapsen.View{Seat: table.Human, LastWinner: 1 - tc.closer, LastCloser: tc.closer, LastReason: tc.reason, LastGame: 2}
		r := games.Result{Lines: []games.Line{{Label: cards.Name{ID: "score.schnapsen.closeFailed", English: "Opponent closed and missed 66"}}}}
		all := summaryText(h.Host(), v, r)
		assert.Contains(t, all, tc.want)
		assert.NotContains(t, all, "Opponent")
	}
}

// TestSchnapsenTable_ExchangeNamesTheCardOfTheDeck: the exchange button names
// the card as the deck on the table calls it — the Unter in the German
// pack, the Jack in the French one.
func TestSchnapsenTable_ExchangeNamesTheCardOfTheDeck(t *testing.T) {
	for _, tc := range []struct {
		deck cards.DeckID
		want string
	}{{cards.German20, "Unter"}, {cards.French20, "Jack"}} {
		h := newHarnessDeck(t, tc.deck, 7, fyne.NewSize(1024, 700), nil)
		v := h.View().(*schnapsen.View)
		var jack cards.Card = cards.None
		for c := cards.Card(0); c < 20; c++ {
			if schnapsen.Rank(c) == schnapsen.Jack && schnapsen.Suit(c) == v.Trump {
				jack = c
			}
		}
		v2 := *v
		v2.Hand = v.Hand.Add(jack)
		assert.Contains(t, h.CardName(trumpJack(&v2)), tc.want)
	}
}

// TestSchnapsenTable_HintNamesDecisionsInWords: a hint to declare a marriage
// names the marriage and its lead, not the card alone (which read as a
// plain lead, giving the marriage up), and the close and the exchange are
// said in words, not in the record notation, in every language; the review
// names them in the position they were made in.
// (Mutation tried: without game.actionName — "Hint: close; Ober of
// Acorns is about as good.", as a player saw it.)
func TestSchnapsenTable_HintNamesDecisionsInWords(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	const trump = 1
	jack, queen, king := cards.Card(5*trump+schnapsen.Jack), cards.Card(5*trump+schnapsen.Queen), cards.Card(5*trump+schnapsen.King)
	ace := cards.Card(5*trump + schnapsen.Ace)
	mine := &schnapsen.View{Seat: table.Human, Trump: trump, Hand: cards.SetOf(jack, queen, king), Indicator: ace, Lead: cards.None}
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
		{schnapsen.Exchange, "exchange " + h.CardName(jack) + " for " + h.CardName(ace)},
		{schnapsen.Declare(queen), "announce 40 and lead " + h.CardName(queen)},
		{schnapsen.Play(queen), h.CardName(queen)},
	} {
		assert.Equal(t, tc.want, h.ActionNameIn(mine, tc.a, notation(tc.a)), "%v", tc.a)
	}
	// The review names a move in its own position: the computer's
	// exchange, with the Jack in no hand the person sees.
	theirs := &schnapsen.View{Seat: table.Human, Trump: trump, Hand: cards.SetOf(queen, king), Indicator: ace, Lead: cards.None}
	assert.Equal(t, "exchange "+h.CardName(jack)+" for "+h.CardName(ace), h.ActionNameIn(theirs, schnapsen.Exchange, "exchange"))
	b, err := translations.NewBundle()
	require.NoError(t, err)
	for _, lang := range b.Languages() {
		h.L.SetLanguage(lang)
		for _, a := range []games.Action{schnapsen.Close, schnapsen.Exchange, schnapsen.Declare(king)} {
			name := h.ActionNameIn(mine, a, notation(a))
			assert.NotEqual(t, notation(a), name, lang.Code)
			assert.NotEqual(t, h.CardName(king), name, lang.Code)
		}
	}
}

// TestSchnapsenTable_SummaryCountsTricksInTheRightNumber: "1 trick", never
// "1 tricks", in the line that says why a deal ended at 66, and the reason
// continues the sentence before it ("— reached 66", not the engine's
// stand-alone "Reached 66"). (Mutation tried: the count passed as Tricks,
// as before — "and 1 tricks".)
func TestSchnapsenTable_SummaryCountsTricksInTheRightNumber(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	for _, tc := range []struct {
		tricks int
		want   string
	}{{1, "had 25 points and 1 trick."}, {2, "had 25 points and 2 tricks."}} {
		v := &schnapsen.View{Seat: table.Human, LastWinner: table.Human, LastCloser: -1, LastReason: schnapsen.EndReached66, LastGame: 2}
		v.LastPoints = [2]int{66, 25}
		v.LastTricks = [2]int{3, tc.tricks}
		all := summaryText(h.Host(), v, games.Result{})
		assert.Contains(t, all, tc.want)
		assert.Contains(t, all, "— reached 66.")
	}
}

// summaryText is what the deal's summary says: the one sentence of Why,
// then the lines of Summary.
func summaryText(h table.Host, v *schnapsen.View, r games.Result) string {
	g := &game{}
	return strings.Join(append([]string{g.Why(h, v, r)}, g.Summary(h, v, r)...), "\n")
}

// TestSchnapsenTable_WhySaysTheMarriageThatReached66: a deal ended by the
// marriage that took its seat to 66 says so in its one sentence; a
// marriage followed by a trick before 66 does not count as the reason, and
// the next deal forgets it. (Mutation tried: without Note — "reached 66"
// only, the bug of issue 40 where the Log was needed to learn of the 40.)
func TestSchnapsenTable_WhySaysTheMarriageThatReached66(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), nil)
	ev := func(k games.Kind, v int) games.Event { return games.Event{Kind: k, Player: 1, Value: int32(v)} }
	for _, tc := range []struct {
		name string
		evs  []games.Event
		want string
	}{
		{"the 40 ends it", []games.Event{ev(games.KDealStart, 1), ev(schnapsen.KMarriage, 40), ev(schnapsen.KReached66, 76)}, "Computer won 2 game points — reached 66 by announcing 40."},
		{"a trick after the 20", []games.Event{ev(games.KDealStart, 1), ev(schnapsen.KMarriage, 20), ev(games.KTrickWon, 10), ev(schnapsen.KReached66, 70)}, "Computer won 2 game points — reached 66."},
		{"the next deal forgets", []games.Event{ev(schnapsen.KMarriage, 40), ev(schnapsen.KReached66, 76), ev(games.KDealStart, 2), ev(schnapsen.KReached66, 66)}, "Computer won 2 game points — reached 66."},
	} {
		g := &game{}
		for _, e := range tc.evs {
			g.Note(h.Host(), nil, e)
		}
		v := &schnapsen.View{Seat: table.Human, LastWinner: 1, LastCloser: -1, LastReason: schnapsen.EndReached66, LastGame: 2}
		assert.Equal(t, tc.want, g.Why(h.Host(), v, games.Result{}), tc.name)
	}
}

// TestSchnapsenTable_Sechsundsechzig: with the house rule chosen, New game
// deals Sechsundsechzig in the suits chosen: the table shows the 24-card
// pack (the nines named as the deck names them), six cards in hand sorted
// from the Ace down to the Nine, the exchange button names the trump Nine,
// the last trick's 10 is said, and the next New game without the rule goes
// back to the 20 cards.
// (Mutations tried: New game passing the table's pack instead of the deck
// chosen — "schnapsen cannot be played with deck 6"; replaceMatch keeping
// the old pack — the nines unnamed.)
func TestSchnapsenTable_Sechsundsechzig(t *testing.T) {
	for _, tc := range []struct {
		deck, pack cards.DeckID
		nine       string
	}{{cards.German20, cards.German24, "Nine of Hearts"}, {cards.French20, cards.French24, "Nine of Hearts"}} {
		h := newHarnessDeck(t, tc.deck, 7, fyne.NewSize(1024, 700), nil)
		info := schnapsen.Info()
		env.SetHouseRules(h.App.Preferences(), info, map[string]string{"sechsundsechzig": "on"})
		h.NewGame()
		require.Equal(t, tc.pack, h.Deck().ID())
		assert.Equal(t, tc.nine, h.CardName(cards.Nines24))
		v := h.View().(*schnapsen.View)
		require.True(t, v.Options.Sechs)
		assert.Len(t, h.Hand(), 6, "six cards in hand")
		assert.Equal(t, "House rules: Sechsundsechzig (24 cards)", h.RulesLine())

		other := (v.Trump + 1) % 4
		nine, ace := cards.Card(cards.Nines24+other), cards.Card(5*other+schnapsen.Ace)
		assert.Equal(t, []cards.Card{ace, nine}, sortSchnapsen(cards.SetOf(nine, ace), v.Trump), "the Nine after the Ace")
		v2 := *v
		v2.Hand = v.Hand.Add(v.Options.LowTrump(v.Trump))
		assert.Contains(t, h.CardName(trumpJack(&v2)), "Nine", "the exchange names the trump Nine")

		said, important := h.Game().Describe(h.Host(), v, games.Event{Kind: schnapsen.KLastTrickBonus, Player: table.Human, Value: schnapsen.LastTrickBonus})
		assert.Equal(t, "You took the last trick: 10 points more.", said)
		assert.True(t, important, "the last trick's 10 is news worth holding")

		env.SetHouseRules(h.App.Preferences(), info, nil)
		h.NewGame()
		assert.Equal(t, tc.deck, h.Deck().ID(), "back to the 20 cards chosen")
		assert.Len(t, h.Hand(), 5)
	}
}
