package tables

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// TestMoveLog_ADealLogsEveryEvent plays a seeded deal of every game and
// replays its record with the engine alone: every card a seat played, every
// capture and every event the game announces must have its line in the
// log, in order, each on a line of its own. (Mutation tried: noteEvent
// leaving card plays out — "no line for the play of Cavallo of Swords".)
func TestMoveLog_ADealLogsEveryEvent(t *testing.T) {
	for _, g := range []struct {
		id   string
		deck cards.DeckID
		seed uint64
	}{{"scopa", cards.Italian40, 5}, {"skat", cards.German32, 2}, {"gostop", cards.Hwatu48, 12}, {"schnapsen", cards.German20, 7}} {
		t.Run(g.id, func(t *testing.T) {
			h := newHarnessOpt(t, g.id, g.deck, g.seed, fyne.NewSize(1024, 700), func(o *table.Options) { o.Art = table.Art{} })
			h.PlayDeal(layoutPlayer)
			rec := h.Record()
			var evs []games.Event
			_, err := record.Replay(&rec, h.Info(), func(s record.Step) {
				for _, e := range games.RedactAll(s.Events, table.Human) {
					if e.Kind == games.KDealStart {
						evs = evs[:0] // the log is per deal
					}
					evs = append(evs, e)
				}
			})
			require.NoError(t, err)
			lines := h.Log()
			require.NotEmpty(t, lines)
			at := 0
			find := func(what string, ok func(string) bool) {
				t.Helper()
				for i := at; i < len(lines); i++ {
					if ok(lines[i]) {
						at = i + 1 // each event has a line of its own
						return
					}
				}
				t.Fatalf("no line for %s after line %d; the log:\n%s", what, at, strings.Join(lines, "\n"))
			}
			nv := h.State().View(table.Human)
			for _, e := range evs {
				switch {
				case e.Kind == games.KMove && e.From == games.Hand && e.Card != cards.None && (e.To == games.Trick || e.To == games.Table):
					name := h.CardName(e.Card)
					find("the play of "+name, func(s string) bool { return strings.Contains(s, name) })
				case e.Kind == games.KCapture:
					var names []string
					for _, c := range e.Cards.Cards() {
						names = append(names, h.CardName(c))
					}
					find("the capture of "+strings.Join(names, ", "), func(s string) bool {
						for _, n := range names {
							if !strings.Contains(s, n) {
								return false
							}
						}
						return true
					})
				case e.Kind != games.KMove:
					if msg, _ := h.Game().Describe(h.Host(), nv, e); msg != "" {
						find("the event "+msg, func(s string) bool { return s == msg })
					}
				}
			}
		})
	}
}

// TestMoveLog_LTogglesThePanel: L opens the log beside the felt (its lines
// listed) and closes it again; the felt gives it room rather than being
// covered.
func TestMoveLog_LTogglesThePanel(t *testing.T) {
	h := newHarnessOpt(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700), func(o *table.Options) { o.Art = table.Art{} })
	require.True(t, h.LogPanel().Hidden)
	felt := h.Board().Size()
	h.Key("L")
	require.False(t, h.LogPanel().Hidden, "L did not open the log")
	require.Equal(t, len(h.Log()), strings.Count(tabletest.Labels(h.LogPanel()), "\n")-1, "a label per line, under the title")
	require.Less(t, h.Board().Size().Width, felt.Width, "the log covers the felt instead of standing beside it")
	require.Empty(t, h.LayoutProblems())
	h.Key("L")
	require.True(t, h.LogPanel().Hidden, "L did not close the log")
}

// TestMoveLog_TheTrumpCardTakenIsNotTurnedUp: Schnapsen's face-up trump
// card taken into a hand (by the exchange, or as the last card of the
// stock) is logged as taken, not as "turned up" — which came after the
// exchange's own line and read as if the trump card were turned up again.
func TestMoveLog_TheTrumpCardTakenIsNotTurnedUp(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	c := cards.Card(3)
	name := h.CardName(c)
	for _, tc := range []struct {
		seat int
		want string
	}{{table.Human, "You take the trump card, " + name + "."}, {1, "Computer takes the trump card, " + name + "."}} {
		e := games.Event{Kind: games.KMove, Player: int8(tc.seat), From: games.Indicator, To: games.Hand, Card: c}
		require.Equal(t, tc.want, h.LogMove(e))
	}
	turned := games.Event{Kind: games.KMove, Player: -1, From: games.Stock, To: games.Table, Card: c}
	require.Equal(t, name+" is turned up.", h.LogMove(turned), "a card turned up from the stock still is")
}
