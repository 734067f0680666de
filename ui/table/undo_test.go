package table

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
)

// undoKeeper is a keeper that also counts undone moves, as storage.Keeper.
type undoKeeper struct {
	keptMoves
	undone []*record.Record
}

func (k *undoKeeper) Undone(rec *record.Record) error {
	r := *rec
	k.undone = append(k.undone, &r)
	return nil
}

var tableGames = []struct {
	game string
	deck cards.DeckID
}{{"scopa", cards.Italian40}, {"skat", cards.German32}, {"gostop", cards.Hwatu48}, {"schnapsen", cards.German20}}

// position is what the person sees and the record behind it.
type position struct {
	view  games.View
	moves []record.Move
}

func positionOf(tb *Table) position {
	return position{view: tb.ctl.st.View(Human), moves: moveList(tb.ctl.rec.Moves)}
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
	for _, c := range tableGames {
		t.Run(c.game, func(t *testing.T) {
			k := &undoKeeper{}
			h := newHarnessOpt(t, c.game, c.deck, 5, fyne.NewSize(1024, 700), nil)
			h.tb.env.Keeper = k
			var before []position
			for len(before) < 3 && h.tb.ctl.toMove() == Human {
				before = append(before, positionOf(h.tb))
				legal := h.tb.view.Legal(nil)
				h.tb.humanAct(legal[len(legal)-1])
			}
			require.NotEmpty(t, before, "the person never got to move")
			if h.tb.ctl.toMove() != Human {
				// The deal ended: nothing of it may be taken back.
				moves := len(h.tb.ctl.rec.Moves)
				h.key(fyne.KeyU)
				assert.Len(t, h.tb.ctl.rec.Moves, moves)
				t.Fatal("the deal ended before three moves: pick a seed with a longer deal")
			}
			for i := len(before) - 1; i >= 0; i-- {
				if i%2 == 0 {
					h.key(fyne.KeyU)
				} else {
					test.Tap(h.tb.undoBtn)
				}
				got := positionOf(h.tb)
				assert.Equal(t, before[i].view, got.view, "undo %d: the position before the move", len(before)-i)
				assert.Equal(t, before[i].moves, got.moves, "undo %d: the record cut before the move", len(before)-i)
				assert.Equal(t, Human, h.tb.ctl.toMove())
				assert.False(t, h.tb.busy || h.tb.thinking)
				require.NotEmpty(t, k.recs)
				assert.Equal(t, before[i].moves, moveList(k.recs[len(k.recs)-1].Moves), "the shortened record is saved")
				for _, card := range h.tb.scene.Hand {
					v, ok := h.tb.pool[FaceKey(card)]
					assert.True(t, ok && v.Visible(), "hand card %d drawn", card)
				}
			}
			assert.Len(t, k.undone, len(before))
			assert.Equal(t, len(before), h.tb.undone)
			// Nothing of the person's is left in this deal to take back.
			moves := len(h.tb.ctl.rec.Moves)
			h.key(fyne.KeyU)
			assert.Len(t, h.tb.ctl.rec.Moves, moves)
			assert.Contains(t, h.tb.status.Text, "no move of yours")
		})
	}
}

// TestUndo_StopsWhatIsUnderWay: an undo while cards are in flight and the
// computer is thinking abandons both: the queue's generation moves on, the
// computer's context is cancelled, and the table is idle at the person's
// turn.
func TestUndo_StopsWhatIsUnderWay(t *testing.T) {
	var pending func()
	h := newHarnessOpt(t, "schnapsen", cards.German20, 5, fyne.NewSize(1024, 700), func(o *Options) {
		o.RunAI = func(f func()) {} // set below, once the person has moved
	})
	require.Equal(t, Human, h.tb.ctl.toMove())
	h.tb.opt.RunAI = func(f func()) { pending = f } // the computer "thinks" until the test lets it
	before := positionOf(h.tb)
	for _, a := range h.tb.view.Legal(nil) {
		if _, card := h.tb.g.CardOf(h.tb.view, a); card {
			h.tb.humanAct(a)
			break
		}
	}
	require.NotNil(t, pending, "the computer was asked to move")
	require.True(t, h.tb.thinking)
	ctx, gen := h.tb.ctx, h.tb.gen
	h.tb.busy = true // as if cards were still flying
	h.key(fyne.KeyU)
	assert.Error(t, ctx.Err(), "the thinking computer's context is cancelled")
	assert.NotEqual(t, gen, h.tb.gen, "the animation queue is abandoned")
	assert.False(t, h.tb.busy || h.tb.thinking)
	assert.Equal(t, before.view, positionOf(h.tb).view)
	// The dropped decision arrives late: it must change nothing.
	pending()
	assert.Equal(t, before.view, positionOf(h.tb).view)
	assert.Equal(t, before.moves, positionOf(h.tb).moves)
}
