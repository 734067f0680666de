package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// keptMoves is a keeper that remembers what it was handed.
type keptMoves struct {
	recs   []*record.Record
	levels []string
	states []games.State
}

func (k *keptMoves) Moved(rec *record.Record, level string, st games.State) error {
	k.recs = append(k.recs, rec)
	k.levels = append(k.levels, level)
	k.states = append(k.states, st.Clone())
	return nil
}

func (k *keptMoves) last() games.State {
	if len(k.states) == 0 {
		return nil
	}
	return k.states[len(k.states)-1]
}

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
				if h.tb.ctl.toMove() != Human {
					break
				}
				h.tb.humanAct(h.tb.view.Legal(nil)[0])
			}
			require.NotEmpty(t, h.kept.recs)
			assert.Len(t, h.kept.recs, int(h.tb.ctl.moves), "one report per applied action, deals included")
			rec := h.kept.recs[len(h.kept.recs)-1]
			assert.Equal(t, "easy", h.kept.levels[len(h.kept.levels)-1])
			st, err := record.Replay(rec, h.tb.info, nil)
			require.NoError(t, err)
			assert.Equal(t, h.tb.ctl.st.View(Human), st.View(Human), "the record replays to the table's position")

			// Resume it on a second table, at another level in the preferences:
			// the saved level wins.
			h2 := newHarnessOpt(t, c.game, c.deck, 99, fyne.NewSize(1024, 700), nil)
			e := h2.tb.env
			e.Resume = &env.Resume{Record: rec, Level: "expert"}
			h2.tb.Close()
			tb, err := newTable(e, h.tb.info, c.deck, h.tb.opt)
			require.NoError(t, err)
			t.Cleanup(tb.Close)
			assert.Equal(t, ai.Expert, tb.ctl.level)
			assert.Equal(t, h.tb.ctl.moves, tb.ctl.moves)
			assert.Equal(t, h.tb.ctl.st.View(Human), tb.ctl.st.View(Human))
			assert.True(t, tb.ctl.rec.Equal(&h.tb.ctl.rec))
			assert.Equal(t, len(h.tb.sheet), len(tb.sheet))
			// The move log of the deal under way is written again, as it
			// read on the first table (it was empty on a resumed one).
			require.NotEmpty(t, h.tb.lines)
			assert.Equal(t, h.tb.lines, tb.lines, "the resumed table's move log")
		})
	}
}
