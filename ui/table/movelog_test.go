package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
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
			h := newHarnessOpt(t, g.id, g.deck, g.seed, fyne.NewSize(1024, 700), func(o *Options) { o.Art = Art{} })
			h.playDeal(layoutPlayer)
			tb := h.tb
			var evs []games.Event
			_, err := record.Replay(&tb.ctl.rec, tb.info, func(s record.Step) {
				for _, e := range games.RedactAll(s.Events, Human) {
					if e.Kind == games.KDealStart {
						evs = evs[:0] // the log is per deal
					}
					evs = append(evs, e)
				}
			})
			require.NoError(t, err)
			lines := tb.lines
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
			nv := tb.ctl.view()
			for _, e := range evs {
				switch {
				case e.Kind == games.KMove && e.From == games.Hand && e.Card != cards.None && (e.To == games.Trick || e.To == games.Table):
					name := tb.cardName(e.Card)
					find("the play of "+name, func(s string) bool { return strings.Contains(s, name) })
				case e.Kind == games.KCapture:
					var names []string
					for _, c := range e.Cards.Cards() {
						names = append(names, tb.cardName(c))
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
					if msg, _ := tb.g.Describe(tb.hst, nv, e); msg != "" {
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
	h := newHarnessOpt(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700), func(o *Options) { o.Art = Art{} })
	require.True(t, h.tb.panel.Hidden)
	felt := h.tb.board.Size()
	h.key("L")
	require.False(t, h.tb.panel.Hidden, "L did not open the log")
	require.Equal(t, len(h.tb.lines), len(h.tb.list.Objects))
	require.Less(t, h.tb.board.Size().Width, felt.Width, "the log covers the felt instead of standing beside it")
	require.Empty(t, layoutProblems(h.w.Content(), h.w.Canvas().Size()))
	h.key("L")
	require.True(t, h.tb.panel.Hidden, "L did not close the log")
}

// TestMoveLog_TheTrumpCardTakenIsNotTurnedUp: Schnapsen's face-up trump
// card taken into a hand (by the exchange, or as the last card of the
// stock) is logged as taken, not as "turned up" — which came after the
// exchange's own line and read as if the trump card were turned up again.
func TestMoveLog_TheTrumpCardTakenIsNotTurnedUp(t *testing.T) {
	h := newHarness(t, "schnapsen", cards.German20, 7, fyne.NewSize(1024, 700))
	c := cards.Card(3)
	name := h.tb.cardName(c)
	for _, tc := range []struct {
		seat int
		want string
	}{{Human, "You take the trump card, " + name + "."}, {1, "Computer takes the trump card, " + name + "."}} {
		e := games.Event{Kind: games.KMove, Player: int8(tc.seat), From: games.Indicator, To: games.Hand, Card: c}
		require.Equal(t, tc.want, h.tb.logMove(e))
	}
	turned := games.Event{Kind: games.KMove, Player: -1, From: games.Stock, To: games.Table, Card: c}
	require.Equal(t, name+" is turned up.", h.tb.logMove(turned), "a card turned up from the stock still is")
}
