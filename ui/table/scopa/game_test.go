package scopa

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestScopaTable_PlaysADeal plays a deal through the widgets: the person
// plays every card of the deal, and the summary shows the prize table.
func TestScopaTable_PlaysADeal(t *testing.T) {
	h := newHarness(t, 5, fyne.NewSize(1024, 700), nil)
	h.Snapshot("scopa-start")
	if h.PlayDeal(nil) < 18 {
		t.Fatal("the person played fewer than 18 cards in a Scopa deal")
	}
	h.Snapshot("scopa-summary")
	for _, want := range []string{"Cards (most)", "Settebello", "Primiera", "Points this deal"} {
		if !strings.Contains(tabletest.Labels(h.Overlay()), want) {
			t.Errorf("the summary lacks %q", want)
		}
	}
}

// TestScopaTable_Golden: the first deal of seed 7 at 1024×700 looks as
// testdata/table-scopa.png (placeholder art).
func TestScopaTable_Golden(t *testing.T) {
	h := newHarness(t, 7, fyne.NewSize(1024, 700), placeholderArt)
	h.AssertGolden("table-scopa")
}

// TestScopaTable_CaptureChoiceByButtonAndDigit: a card that captures in
// several ways offers each way as a numbered button, and the digit key
// takes the capture of the button with that number.
func TestScopaTable_CaptureChoiceByButtonAndDigit(t *testing.T) {
	var h *tabletest.Harness
	c := cards.None
	for seed := uint64(1); seed < 400 && c == cards.None; seed++ {
		h = newHarness(t, seed, fyne.NewSize(1024, 700), nil)
		if h.ToMove() != table.Human {
			continue
		}
		for _, x := range h.Hand() {
			if len(h.HandActions(x)) > 1 {
				c = x
				break
			}
		}
	}
	require.NotEqual(t, cards.None, c, "no seed gave Scopa a card with a choice")
	n := len(h.HandActions(c))
	test.Tap(h.FaceOf(c))
	bs := h.ControlButtons()
	if len(h.Choices()) != n || len(bs) != n+1 {
		t.Fatalf("%d captures offered as %d choices and %d buttons", n, len(h.Choices()), len(bs))
	}
	// What button 2 says it takes ("2 · Take 3 of Cups + 4 of Swords"), read
	// as the person reads it: the person's pile must gain exactly those cards
	// and the card played.
	v := h.View().(*scopa.View)
	want := cards.Set(0).Add(c)
	names, ok := strings.CutPrefix(bs[1].Text, "2 · Take ")
	if !ok || bs[0].Text == "1 · "+strings.TrimPrefix(bs[1].Text, "2 · ") {
		t.Fatalf("buttons %q and %q do not offer two numbered captures", bs[0].Text, bs[1].Text)
	}
	for _, name := range strings.Split(names, " + ") {
		found := false
		for _, x := range v.Table.Cards() {
			if h.CardName(x) == name {
				want, found = want.Add(x), true
			}
		}
		if !found {
			t.Fatalf("button 2 offers %q, which is not on the table", name)
		}
	}
	pile := v.Piles[table.Human]
	moves := h.Moves()
	h.Key("2")
	if h.Moves() == moves {
		t.Fatal("key 2 did not capture")
	}
	if len(h.Choices()) != 0 {
		t.Fatal("the choice stayed after the capture")
	}
	// The computer has moved since, but only into its own pile.
	if got := h.View().(*scopa.View).Piles[table.Human] &^ pile; got != want {
		t.Fatalf("key 2 took %s, want %s (button 2: %q)", h.Host().CardsName(got), h.Host().CardsName(want), bs[1].Text)
	}
}

// recorder is a computer player that remembers the moves it chose.
type recorder struct {
	p      ai.Player
	chosen []games.Action
}

func (r *recorder) Choose(ctx context.Context, v games.View, legal []games.Action, rng *rand.Rand) (games.Action, error) {
	a, err := r.p.Choose(ctx, v, legal, rng)
	r.chosen = append(r.chosen, a)
	return a, err
}

// TestScopaTable_StatusSaysWhatTheComputerDid: at each of the person's
// turns after a computer play, the status line names the card the computer
// played and every card it took (expected from the moves the computer
// player chose, not from the table's own notes); and after the person's
// move the computer's old news is gone. (Before: the status showed the
// rule prompt only.)
func TestScopaTable_StatusSaysWhatTheComputerDid(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		var rec *recorder
		h := newHarness(t, seed, fyne.NewSize(1024, 700), func(o *table.Options) {
			o.NewPlayer = func(id string, l ai.Level) ai.Player {
				rec = &recorder{p: players.New(id, l)}
				return rec
			}
		})
		seen, takes := 0, 0
		h.PlayDealChecking(nil, func() {
			if h.SummaryShown() || len(h.Choices()) > 0 || len(h.Kept.Recs) == 0 {
				return
			}
			moves := h.Kept.Recs[len(h.Kept.Recs)-1].Moves
			if len(moves) == 0 || moves[len(moves)-1].Seat != 1 {
				return // the deal, or the person's own move, came last
			}
			m, ok := scopa.Decode(rec.chosen[len(rec.chosen)-1])
			require.True(t, ok)
			status := h.Status()
			seen++
			assert.Contains(t, status, h.CardName(m.Card), "seed %d: the status does not say what the computer played", seed)
			for _, c := range m.Capture.Cards() {
				takes++
				assert.Contains(t, status, h.CardName(c), "seed %d: the status does not say the computer took %s", seed, h.CardName(c))
			}
		})
		require.Greater(t, seen, 10, "seed %d: few turns after a computer play", seed)
		require.Positive(t, takes, "seed %d: the computer never captured", seed)
	}
}

// TestScopaTable_PrimieraSaysWhatItIs: the prize table calls the row by
// what the primiera is, says "none" for a player without a card of every
// suit (not a bare 0 explained as "0: a suit missing"), and the summary says
// who had none and why.
func TestScopaTable_PrimieraSaysWhatItIs(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1024, 700), placeholderArt)
	tests := []struct {
		name     string
		primiera [2]int
		cells    [2]string
		lines    []string
		absent   []string
	}{
		{"both complete", [2]int{78, 70}, [2]string{"78", "70"}, nil, []string{"no primiera"}},
		{"you lack a suit", [2]int{0, 70}, [2]string{"none", "70"}, []string{"You captured no card of one suit, so you have no primiera."}, []string{"Computer captured no"}},
		{"the computer lacks one", [2]int{64, 0}, [2]string{"64", "none"}, []string{"Computer captured no card of one suit, so has no primiera."}, []string{"You captured no"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &scopa.View{Seat: table.Human, Scored: true, LastDeal: scopa.DealScore{Primiera: tc.primiera, Prize: [4]int{-1, -1, -1, -1}}}
			g := h.Game().(*game)
			var row []string
			for _, r := range g.SummaryTable(h.Host(), v, games.Result{}) {
				if strings.HasPrefix(r[0], "Primiera") {
					row = r
				}
			}
			require.NotNil(t, row, "no primiera row")
			assert.Equal(t, "Primiera (best card of each suit)", row[0])
			assert.Equal(t, tc.cells[:], row[1:3])
			sum := strings.Join(g.Summary(h.Host(), v, games.Result{}), "\n")
			for _, want := range tc.lines {
				assert.Contains(t, sum, want)
			}
			for _, not := range tc.absent {
				assert.NotContains(t, sum, not)
			}
		})
	}
}

// TestScopaTable_HouseRuleRows: with Re Bello and Napola on, the prize
// table has a row for each, with each side's points, so that the rows add
// up to "Points this deal"; without them, neither row is there.
func TestScopaTable_HouseRuleRows(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1024, 700), placeholderArt)
	g := h.Game().(*game)
	deal := scopa.DealScore{Prize: [4]int{0, 1, 0, -1}, ReBello: [2]int{0, 1}, Napola: [2]int{4, 0}, Points: [2]int{6, 2}}
	rowsOf := func(v *scopa.View) map[string][]string {
		m := map[string][]string{}
		for _, r := range g.SummaryTable(h.Host(), v, games.Result{}) {
			m[r[0]] = r
		}
		return m
	}
	on := rowsOf(&scopa.View{Seat: table.Human, Scored: true, LastDeal: deal, Options: scopa.Rules{ReBello: true, Napola: true}})
	require.Contains(t, on, "Re Bello (King of Coins)")
	assert.Equal(t, []string{"0", "1", "Computer"}, on["Re Bello (King of Coins)"][1:])
	require.Contains(t, on, "Napola (Coins in a row from the Ace)")
	assert.Equal(t, []string{"4", "0"}, on["Napola (Coins in a row from the Ace)"][1:3])

	sum := strings.Join(g.Summary(h.Host(), &scopa.View{Seat: table.Human, Scored: true, LastDeal: deal, Options: scopa.Rules{Napola: true}}, games.Result{}), "\n")
	assert.Contains(t, sum, "Napola scores a point for each Coin in a row from the Ace", "the summary says how Napola counts")

	plain := rowsOf(&scopa.View{Seat: table.Human, Scored: true, LastDeal: scopa.DealScore{Prize: [4]int{-1, -1, -1, -1}}})
	assert.NotContains(t, plain, "Re Bello (King of Coins)")
	assert.NotContains(t, plain, "Napola (Coins in a row from the Ace)")
	sum = strings.Join(g.Summary(h.Host(), &scopa.View{Seat: table.Human, Scored: true, LastDeal: scopa.DealScore{Prize: [4]int{-1, -1, -1, -1}}}, games.Result{}), "\n")
	assert.NotContains(t, sum, "Napola")
}
