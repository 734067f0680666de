package tables

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// position is what the person sees and the record behind it.
type position struct {
	view  games.View
	moves []record.Move
}

func positionOf(h *tabletest.Harness) position {
	return position{view: h.State().View(table.Human), moves: moveList(h.Record().Moves)}
}

// moveList is a copy of moves, nil when empty (for comparisons).
func moveList(moves []record.Move) []record.Move {
	if len(moves) == 0 {
		return nil
	}
	return slices.Clone(moves)
}

// TestUndo_TakesBackMovesAndReplies plays three of the person's moves in
// each game (the computer answering each), then undoes them one by one
// with the key and the button: each undo must bring back exactly the
// position before that move, the record cut there, saved through the
// keeper, counted as undone, and the felt must show that position's hand.
func TestUndo_TakesBackMovesAndReplies(t *testing.T) {
	for _, c := range tableGames() {
		t.Run(c.game, func(t *testing.T) {
			h := newHarnessCounting(t, c.game, c.deck, 5, fyne.NewSize(1024, 700))
			k := h.Kept
			var before []position
			for len(before) < 3 && h.ToMove() == table.Human {
				before = append(before, positionOf(h))
				legal := h.View().Legal(nil)
				h.Play(legal[len(legal)-1])
			}
			require.NotEmpty(t, before, "the person never got to move")
			if h.ToMove() != table.Human {
				// The deal ended: nothing of it may be taken back.
				moves := len(h.Record().Moves)
				h.Key(fyne.KeyU)
				assert.Len(t, h.Record().Moves, moves)
				t.Fatal("the deal ended before three moves: pick a seed with a longer deal")
			}
			for i := len(before) - 1; i >= 0; i-- {
				if i%2 == 0 {
					h.Key(fyne.KeyU)
				} else {
					test.Tap(h.Tool("undo"))
				}
				got := positionOf(h)
				assert.Equal(t, before[i].view, got.view, "undo %d: the position before the move", len(before)-i)
				assert.Equal(t, before[i].moves, got.moves, "undo %d: the record cut before the move", len(before)-i)
				assert.Equal(t, table.Human, h.ToMove())
				assert.False(t, h.Busy() || h.Thinking())
				require.NotEmpty(t, k.Recs)
				assert.Equal(t, before[i].moves, moveList(k.Recs[len(k.Recs)-1].Moves), "the shortened record is saved")
				for _, card := range h.Scene().Hand {
					v := h.FaceOf(card)
					assert.True(t, v != nil && v.Visible(), "hand card %d drawn", card)
				}
			}
			assert.Len(t, k.Undos, len(before))
			assert.Equal(t, len(before), h.Undone())
			// Nothing of the person's is left in this deal to take back.
			moves := len(h.Record().Moves)
			h.Key(fyne.KeyU)
			assert.Len(t, h.Record().Moves, moves)
			assert.Contains(t, h.Status(), "no move of yours")
		})
	}
}

// TestUndo_StopsWhatIsUnderWay: an undo while cards are in flight and the
// computer is thinking abandons both: the queue's generation moves on, the
// computer's context is cancelled, and the table is idle at the person's
// turn.
func TestUndo_StopsWhatIsUnderWay(t *testing.T) {
	var pending func()
	h := newHarnessOpt(t, "schnapsen", cards.German20, 5, fyne.NewSize(1024, 700), func(o *table.Options) {
		o.RunAI = func(f func()) {} // set below, once the person has moved
	})
	require.Equal(t, table.Human, h.ToMove())
	h.SetRunAI(func(f func()) { pending = f }) // the computer "thinks" until the test lets it
	before := positionOf(h)
	for _, a := range h.View().Legal(nil) {
		if _, card := h.Game().CardOf(h.View(), a); card {
			h.Play(a)
			break
		}
	}
	require.NotNil(t, pending, "the computer was asked to move")
	require.True(t, h.Thinking())
	ctx, gen := h.Context(), h.Gen()
	h.SetBusy(true) // as if cards were still flying
	h.Key(fyne.KeyU)
	assert.Error(t, ctx.Err(), "the thinking computer's context is cancelled")
	assert.NotEqual(t, gen, h.Gen(), "the animation queue is abandoned")
	assert.False(t, h.Busy() || h.Thinking())
	assert.Equal(t, before.view, positionOf(h).view)
	// The dropped decision arrives late: it must change nothing.
	pending()
	assert.Equal(t, before.view, positionOf(h).view)
	assert.Equal(t, before.moves, positionOf(h).moves)
}
