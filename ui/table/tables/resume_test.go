package tables

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
)

// TestTable_KeepsEveryMoveAndResumes plays some moves of each game, checks
// the keeper got the record after each (replaying to the table's own
// position), then opens a new table on the last record: it must show the
// same position, the same move log, and go on with the same computer
// choices. (Mutation tried: without Table.relog — the resumed log was
// empty.)
func TestTable_KeepsEveryMoveAndResumes(t *testing.T) {
	for _, c := range []struct {
		game string
		deck cards.DeckID
	}{{"scopa", cards.Italian40}, {"skat", cards.German32}, {"gostop", cards.Hwatu48}, {"schnapsen", cards.German20}} {
		t.Run(c.game, func(t *testing.T) {
			h := newHarness(t, c.game, c.deck, 5, fyne.NewSize(1024, 700))
			for range 3 {
				if h.ToMove() != table.Human {
					break
				}
				h.Play(h.View().Legal(nil)[0])
			}
			require.NotEmpty(t, h.Kept.Recs)
			assert.Len(t, h.Kept.Recs, int(h.Moves()), "one report per applied action, deals included")
			rec := h.Kept.Recs[len(h.Kept.Recs)-1]
			assert.Equal(t, "easy", h.Kept.Levels[len(h.Kept.Levels)-1])
			st, err := record.Replay(rec, h.Info(), nil)
			require.NoError(t, err)
			assert.Equal(t, h.State().View(table.Human), st.View(table.Human), "the record replays to the table's position")

			// Resume it on a second table, at another level in the preferences:
			// the saved level wins.
			h2 := newHarnessOpt(t, c.game, c.deck, 99, fyne.NewSize(1024, 700), nil)
			e := h2.TableEnv()
			e.Resume = &env.Resume{Record: rec, Level: "expert"}
			h2.Table.Close()
			tb, err := h.NewTable(e, c.deck, h.Options())
			require.NoError(t, err)
			t.Cleanup(tb.Close)
			p := tb.Probe()
			assert.Equal(t, ai.Expert, p.Level())
			assert.Equal(t, h.Moves(), p.Moves())
			assert.Equal(t, h.State().View(table.Human), p.State().View(table.Human))
			want := h.Record()
			got := p.Record()
			assert.True(t, got.Equal(&want))
			assert.Equal(t, h.Sheet(), p.Sheet())
			// The move log of the deal under way is written again, as it
			// read on the first table (it was empty on a resumed one).
			require.NotEmpty(t, h.Log())
			assert.Equal(t, h.Log(), p.Log(), "the resumed table's move log")
		})
	}
}
