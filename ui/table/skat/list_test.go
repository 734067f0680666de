package skat

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestSkatTable_PlaysAList plays a whole list of 12 deals at 800×600 with
// Seeger–Fabian and Bock rounds: the Sheet tool is offered during the
// list and opens the sheet, each deal's summary shows the list's sheet
// (a line per deal so far and the totals) and goes on with "Next deal"
// to the next dealer, and the last summary names the list's winner and
// offers a new game. (Mutations tried: SheetTool saying false — no tool;
// the sheet built from the session's deals — the totals row missing.)
func TestSkatTable_PlaysAList(t *testing.T) {
	h := newHarness(t, 11, fyne.NewSize(800, 600), tabletest.PlaceholderArt)
	env.SetHouseRules(h.App.Preferences(), skat.Info(), map[string]string{skat.OptionList: "12", skat.OptionSeegerFabian: games.On, skat.OptionBock: games.On})
	h.NewGame()
	require.Equal(t, "House rules: List: 12 deals, Seeger–Fabian scoring, Bock rounds", h.RulesLine())

	sheetTool := h.Tool("sheet")
	require.NotNil(t, sheetTool)
	g := h.Game().(*game)
	dealer := -1
	for deal := 1; deal <= 12; deal++ {
		v := h.View().(*skat.View)
		if dealer >= 0 {
			assert.Equal(t, (dealer+1)%3, v.Dealer, "deal %d: the deal passes to the left", deal)
		}
		dealer = v.Dealer
		assert.True(t, sheetTool.Visible(), "deal %d: the sheet is a tool during the list", deal)
		// The felt says which deal of the list this is, and the Bock deals
		// left (this one included), clear of every card and text.
		progress := "Deal " + strconv.Itoa(deal) + " of 12"
		left := v.List.BockDue
		if v.List.BockNow {
			left++
		}
		if left > 0 {
			progress += " · Bock deals left: " + strconv.Itoa(left)
		}
		assert.Equal(t, progress, h.Texts()["list"].Text, "deal %d: the felt's list line", deal)
		assert.Empty(t, h.TextsCovered("list"), "deal %d", deal)
		if deal == 2 {
			test.Tap(sheetTool)
			top := h.W.Canvas().Overlays().Top()
			require.NotNil(t, top, "the sheet opens")
			assert.Contains(t, tabletest.Labels(top), "List of 12 deals (Seeger–Fabian): deal 2")
			test.Tap(h.DialogButton("OK"))
		}
		h.PlayDeal(skatBidder)
		require.True(t, h.SummaryShown())
		summary := tabletest.Labels(h.Overlay())
		assert.True(t, strings.HasPrefix(h.Texts()["list"].Text, "Deal "+strconv.Itoa(deal)+" of 12"), "deal %d over: the felt names the deal just over", deal)
		rows := g.Sheet(h.Host(), h.View())
		require.Len(t, rows, deal+2, "deal %d: header, a line per deal, totals", deal)
		v = h.View().(*skat.View)
		assert.Equal(t, "Total", rows[len(rows)-1][0])
		for p := 0; p < 3; p++ {
			assert.Equal(t, strconv.Itoa(v.List.Totals[p]), rows[len(rows)-1][4+p], "deal %d: seat %d's total", deal, p)
		}
		if deal < 12 {
			assert.Contains(t, summary, "List of 12 deals (Seeger–Fabian): deal "+strconv.Itoa(deal))
			require.NotNil(t, tabletest.ButtonIn(h.Overlay(), "Next deal"), "deal %d: the list goes on", deal)
			test.Tap(tabletest.ButtonIn(h.Overlay(), "Next deal"))
			continue
		}
		assert.Contains(t, summary, "List of 12 deals (Seeger–Fabian): final result")
		winner := skat.ListWinner(v.List.Totals)
		switch winner {
		case table.Human:
			assert.Contains(t, summary, "You win the list with")
		case -1:
			assert.Contains(t, summary, "tie for the top")
		default:
			assert.Contains(t, summary, h.SeatName(winner)+" wins the list with")
		}
		assert.NotNil(t, tabletest.ButtonIn(h.Overlay(), "New game"))
		assert.Equal(t, games.Nobody, h.ToMove())
	}
	assert.Len(t, h.Record().Options, 3)
}

// TestSkatTable_ListSheet lays out docs/games/skat.md's example L1 as the
// sheet: the Bock deals marked ×2, the deal that brought the round marked
// *, each line what it brought its declarer by Seeger–Fabian, and the
// running totals.
func TestSkatTable_ListSheet(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	v := &skat.View{Phase: skat.PhasePlay, Options: skat.Rules{ListRules: skat.ListRules{Length: 12, SeegerFabian: true, Bock: true}},
		List: &skat.ListView{Deals: []skat.ListDeal{
			{Dealer: 0, Declarer: 1, Game: skat.Hearts, Won: true, Score: 30},
			{Dealer: 1, Declarer: 2, Game: skat.Grand, Score: -96, BockNext: true},
			{Dealer: 2, Declarer: -1, Bock: true},
			{Dealer: 0, Declarer: 0, Game: skat.Null, Won: true, Score: 23, Bock: true},
			{Dealer: 1, Declarer: 1, Game: skat.Clubs, Score: -48, Bock: true},
			{Dealer: 2, Declarer: 2, Game: skat.Grand, Hand: true, Won: true, Score: 96},
			{Dealer: 0, Declarer: 0, Game: skat.Spades, Hand: true, Won: true, Score: 55, Announced: skat.LevelSchneider},
			{Dealer: 1, Declarer: 1, Game: skat.Grand, Hand: true, Score: -336, Announced: skat.LevelOuvert},
		}, Totals: [3]int{321, -412, 80}}}
	g := New().(*game)
	rows := g.Sheet(h.Host(), v)
	want := [][]string{
		{"Deal", "Declarer", "Game", "Score", "You", "Computer 1", "Computer 2"},
		{"1", "Computer 1", "Hearts", "+80", "0", "80", "0"},
		{"2*", "Computer 2", "Grand", "-146", "40", "120", "-146"},
		{"3", "—", "thrown in ×2", "0", "40", "120", "-146"},
		{"4", "You", "Null ×2", "+96", "136", "120", "-146"},
		{"5", "Computer 1", "Acorns ×2", "-146", "176", "-26", "-106"},
		{"6", "Computer 2", "Grand hand", "+146", "176", "-26", "40"},
		// The level announced, with the game (house rule announcements).
		{"7", "You", "Leaves hand · Schneider announced", "+105", "281", "-26", "40"},
		{"8", "Computer 1", "Grand hand · Ouvert (open hand)", "-386", "321", "-412", "80"},
		{"Total", "", "", "", "321", "-412", "80"},
	}
	assert.Equal(t, want, rows)
	assert.Equal(t, "List of 12 deals (Seeger–Fabian): deal 9", g.SheetTitle(h.Host(), v))
	legend := g.SheetLegend(h.Host(), v)
	for _, part := range []string{"running totals", "Seeger–Fabian: 50 more", "×2: a Bock deal"} {
		assert.True(t, strings.Contains(legend, part), "the legend says %q: %s", part, legend)
	}
	// The summary of the Bock deal 5 says it counted double; of deal 2, that
	// it brought the round.
	v.Phase = skat.PhaseOver
	v.List.Deals = v.List.Deals[:5]
	assert.Equal(t, "Deal 5 of 12", listProgress(h.Host(), v), "between deals: the deal just over")
	st := &skat.Settlement{Declarer: 1, Game: skat.Clubs, Score: -48}
	assert.Equal(t, []string{"A Bock deal: it counts double, -96 on the list."}, listNews(h.Host(), v, st))
	v.List.Deals = v.List.Deals[:2]
	assert.Equal(t, []string{"This game brings a Bock round: the next three deals count double."}, listNews(h.Host(), v, st))
	v.Phase = skat.PhasePlay
	assert.True(t, g.SheetTool(v))
	assert.False(t, g.SheetTool(&skat.View{}), "no list, no tool")
}

// TestSkatTable_PlaysAListWithRamschAndKontra plays a list of 12 deals at
// 800×600 with Ramsch, Kontra and Re, Seeger–Fabian and Bock rounds on,
// the person passing every auction (so that deals are played as Ramsch)
// and saying Kontra whenever he may: each deal's line on the sheet names
// a Ramsch as such, with the loser's loss by the list's scoring, and a
// Kontra'd game with its Kontra; the totals are the engine's; the summary
// with the sheet lays out without problems. (Mutations tried: the sheet's
// Ramsch line as a thrown-in deal — the Ramsch name missing; the Kontra
// left off the line — "Kontra" missing.)
func TestSkatTable_PlaysAListWithRamschAndKontra(t *testing.T) {
	h := newHarness(t, 5, fyne.NewSize(800, 600), tabletest.PlaceholderArt)
	env.SetHouseRules(h.App.Preferences(), skat.Info(), map[string]string{skat.OptionList: "12", skat.OptionRamsch: games.On,
		skat.OptionKontraRe: games.On, skat.OptionSeegerFabian: games.On, skat.OptionBock: games.On})
	h.NewGame()
	require.Equal(t, "House rules: Ramsch when all pass, Kontra and Re, List: 12 deals, Seeger–Fabian scoring, Bock rounds", h.RulesLine())
	passAndDouble := func(h *tabletest.Harness) bool {
		switch {
		case h.View().(*skat.View).Phase == skat.PhaseAuction:
			h.Key("P")
		case tabletest.ButtonIn(h.Controls(), "Kontra (K)") != nil:
			h.Key("K")
		default:
			return false
		}
		return true
	}
	g := h.Game().(*game)
	var ramsch, kontra int
	for deal := 1; deal <= 12; deal++ {
		h.PlayDeal(passAndDouble)
		require.True(t, h.SummaryShown())
		v := h.View().(*skat.View)
		st := v.Settlement
		rows := g.Sheet(h.Host(), v)
		require.Len(t, rows, deal+2, "deal %d: header, a line per deal, totals", deal)
		row := rows[deal]
		x := v.List.Deals[deal-1].Points(true)
		switch {
		case st.Ramsch:
			ramsch++
			assert.True(t, strings.HasPrefix(row[2], "Ramsch"), "deal %d: %v", deal, row)
			assert.Equal(t, "—", row[1])
			if losers := st.Losers(); len(losers) > 0 {
				assert.Equal(t, signed(x[losers[0]]), row[3], "deal %d: the loser's loss by Seeger–Fabian", deal)
			}
		case st.Kontra > 0:
			kontra++
			assert.Contains(t, row[2], "Kontra", "deal %d", deal)
			assert.Equal(t, signed(x[st.Declarer]), row[3], "deal %d", deal)
		}
		for p := 0; p < 3; p++ {
			assert.Equal(t, strconv.Itoa(v.List.Totals[p]), rows[len(rows)-1][4+p], "deal %d: seat %d's total", deal, p)
		}
		assert.Empty(t, h.LayoutProblems(), "deal %d: the summary with the sheet at 800×600", deal)
		h.Snapshot("skat-list-ramsch-kontra-" + strconv.Itoa(deal)) // with -shots, for a look
		if deal == 8 {
			test.Tap(h.Tool("sheet"))
			top := h.W.Canvas().Overlays().Top()
			require.NotNil(t, top, "the sheet opens")
			assert.Contains(t, tabletest.Labels(top), "Ramsch")
			assert.Empty(t, h.LayoutProblems(), "the sheet at 800×600")
			h.Snapshot("skat-list-ramsch-kontra-sheet")
			test.Tap(h.DialogButton("OK"))
		}
		if deal < 12 {
			test.Tap(tabletest.ButtonIn(h.Overlay(), "Next deal"))
		}
	}
	assert.Positive(t, ramsch, "a Ramsch was played in the list")
	assert.Positive(t, kontra, "a Kontra was said in the list")
	legend := g.SheetLegend(h.Host(), h.View())
	assert.Contains(t, legend, "Kontra doubles the score")
	assert.Contains(t, legend, "Ramsch: the score is the loss")
	assert.Len(t, h.Record().Options, 5)
}
