package skat

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// toDiscard plays the person's side until they are to lay two cards away
// (they won the auction and took the skat); false when the deal went
// otherwise.
func toDiscard(h *tabletest.Harness) bool {
	for i := 0; i < 40; i++ {
		v, ok := h.View().(*skat.View)
		if !ok || h.ToMove() != table.Human || h.SummaryShown() {
			return false
		}
		switch v.Phase {
		case skat.PhaseDiscard:
			return true
		case skat.PhaseAuction, skat.PhaseSkat:
			skatBidder(h)
		default:
			return false
		}
	}
	return false
}

// TestSkatTable_EveryWayOfReplacingTheMatchStartsClean is the test of the
// table's one routine that replaces the match (ui/table/match.go), over
// the five ways it is replaced: a new game, an undo, a resumed match, the
// deal played again and the seats swapped. Each starts from a table with
// something of the old match under way — a hint shown, a first card chosen
// to lay away (Skat's pending discard), the keyboard's cursor moved, the
// deal's log written — and the table after it must show none of it: no
// hint, no discard pending, and the cursor and the move log of a fresh
// table opened on the new match's record (the log of an undo with its
// "You took your move back." after it). (Mutations tried: replaceMatch
// without MatchReplaced — the discard stayed chosen after every way but
// the resume, which is a new table; without resetting the cursor — the
// deal played again and the swap kept the old cursor; without writing the
// log again — every way's log differed from a fresh table's.)
func TestSkatTable_EveryWayOfReplacingTheMatchStartsClean(t *testing.T) {
	sz := fyne.NewSize(1280, 800)
	undoNote := "You took your move back."
	for _, way := range []struct {
		name      string
		atSummary bool // the way is offered on the deal's summary
		// replace replaces h's match and returns the table that plays on
		// (h's, or a new one) and the line the log ends with after the
		// deal's own ("" none).
		replace func(t *testing.T, h *tabletest.Harness) (*table.Table, string)
	}{
		{"new game", false, func(t *testing.T, h *tabletest.Harness) (*table.Table, string) {
			h.NewGame()
			return h.Table, ""
		}},
		{"undo", false, func(t *testing.T, h *tabletest.Harness) (*table.Table, string) {
			h.Key(fyne.KeyU)
			return h.Table, undoNote
		}},
		{"resume", false, func(t *testing.T, h *tabletest.Harness) (*table.Table, string) {
			rec := h.Record()
			return h.Resume(&rec, h.Level().String(), sz), ""
		}},
		{"play again", true, func(t *testing.T, h *tabletest.Harness) (*table.Table, string) {
			test.Tap(tabletest.ButtonIn(h.Overlay(), "Play this deal again"))
			return h.Table, ""
		}},
		{"swap seats", true, func(t *testing.T, h *tabletest.Harness) (*table.Table, string) {
			test.Tap(tabletest.ButtonIn(h.Overlay(), "Swap seats"))
			return h.Table, ""
		}},
	} {
		t.Run(way.name, func(t *testing.T) {
			var h *tabletest.Harness
			for seed := uint64(1); seed < 40 && h == nil; seed++ {
				h = newHarness(t, seed, sz, nil)
				if way.atSummary {
					h.PlayDeal(skatBidder)
				} else if !toDiscard(h) {
					h = nil
				}
			}
			require.NotNil(t, h, "no seed let the person lay cards away")
			g := h.Game().(*game)
			// What the old match leaves on the table: a card chosen to lay
			// away, a hint, the cursor moved, the deal's log.
			if way.atSummary {
				g.discard = 3 // as if chosen before; the deal is over
				h.SetCursor(4)
			} else {
				test.Tap(h.HandViews()[len(h.Hand())-1])
				require.NotEqual(t, cards.None, g.discard, "the tap chose a card to lay away")
			}
			legal := h.View().Legal(nil)
			hinted := skat.Pass
			if len(legal) > 0 {
				hinted = legal[0]
			}
			h.ShowHint([]ai.Scored{{Action: hinted, Text: "hint", Value: 1, N: 1}})
			require.NotEmpty(t, h.HintText(), "a hint is shown")
			require.NotEmpty(t, h.Log(), "the deal is in the log")

			tb, last := way.replace(t, h)
			p := tb.Probe()
			now := p.Game().(*game)
			assert.Equal(t, cards.None, now.discard, "a card chosen to lay away is forgotten")
			assert.Equal(t, cards.None, p.HintCard(), "the hint's card is unmarked")
			assert.Empty(t, p.HintText(), "the hint is gone")
			_, marked := p.Text("hint#")
			assert.False(t, marked, "the hint's mark is off the felt")
			assert.Empty(t, p.Choices())
			assert.False(t, p.Busy() || p.Thinking() || p.Asking())

			rec := p.Record()
			fresh := h.Resume(&rec, p.Level().String(), sz).Probe()
			assert.Equal(t, fresh.Cursor(), p.Cursor(), "the cursor as a fresh table has it")
			assert.Equal(t, fresh.CursorCard(), p.CursorCard(), "the cursor's card as a fresh table has it")
			want := fresh.Log()
			if last != "" {
				want = append(want, last)
			}
			assert.Equal(t, want, p.Log(), "the log of the new match's deal, as a fresh table writes it")
		})
	}
}
