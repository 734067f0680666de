package table

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/ai/players"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// TestTable_ReadyWhileThinkingSaysWait: while a computer player thinks, a
// tap on a hand card plays nothing and the status line says to wait.
func TestTable_ReadyWhileThinkingSaysWait(t *testing.T) {
	h := newToyHarness(t, 2, fyne.NewSize(1024, 700), nil)
	tb := h.tb
	moves := tb.ctl.moves
	tb.thinking = true
	tb.tapCard(tb.scene.Hand[0])
	tb.thinking = false
	if tb.ctl.moves != moves {
		t.Fatal("a tap played a move while the computer was thinking")
	}
	if got, want := tb.status.Text, "Wait: the computer is thinking."; got != want {
		t.Fatalf("status %q, want %q", got, want)
	}
}

// blocker is a computer player that thinks until it is cancelled.
type blocker struct {
	started   chan struct{}
	cancelled chan struct{}
}

func (b *blocker) Choose(ctx context.Context, _ games.View, legal []games.Action, _ *rand.Rand) (games.Action, error) {
	close(b.started)
	<-ctx.Done()
	close(b.cancelled)
	return legal[0], nil
}

// patience bounds the wait for something that must happen; it only ends a
// test that would otherwise hang, so it is generous for a loaded machine.
const patience = time.Minute

// TestCloseCancelsThinking closes a table while the computer thinks: the
// computer's context is cancelled, and the decision it returns afterwards is
// dropped, not played. The table says what became of the decision
// (Options.Settled), so the test waits for exactly that instead of sleeping.
func TestCloseCancelsThinking(t *testing.T) {
	hb := newToyHarness(t, 1, fyne.NewSize(800, 600), nil)
	for seed := uint64(1); seed < 20; seed++ {
		b := &blocker{started: make(chan struct{}), cancelled: make(chan struct{})}
		settled := make(chan bool, 1)
		tb, err := New(hb.env(), hb.tb.info, cards.Italian40, nil, Options{Seed: seed, Art: Art{},
			NewPlayer: func(string, ai.Level) ai.Player { return b },
			RunAI:     func(f func()) { go f() },
			Settled:   func(applied bool) { settled <- applied }})
		if err != nil {
			t.Fatal(err)
		}
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(800, 600))
		tb.Start()
		if !tb.thinking {
			tb.Close()
			continue
		}
		select {
		case <-b.started:
		case <-time.After(patience):
			t.Fatal("the computer never started thinking")
		}
		moves := tb.ctl.moves
		tb.Close()
		select {
		case <-b.cancelled:
		case <-time.After(patience):
			t.Fatal("closing the table did not cancel the computer")
		}
		var applied bool
		select {
		case applied = <-settled:
		case <-time.After(patience):
			t.Fatal("the table never dealt with the cancelled decision")
		}
		if applied || tb.ctl.moves != moves {
			t.Fatalf("a cancelled decision was applied (moves %d → %d)", moves, tb.ctl.moves)
		}
		return
	}
	t.Fatal("no seed let the computer move first")
}

// TestTable_FirstDealWaitsForStart: laying the table out only draws it
// (an empty felt); the first deal comes with Start, onto that empty felt,
// so that it is animated like every later deal.
func TestTable_FirstDealWaitsForStart(t *testing.T) {
	h := newToyHarness(t, 3, fyne.NewSize(1280, 800), nil)
	tb, err := New(h.env(), h.tb.info, cards.Italian40, nil, Options{Seed: 3, Art: Art{}, NewPlayer: players.New, RunAI: func(f func()) { f() }})
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	w := test.NewTempWindow(t, tb)
	w.Resize(fyne.NewSize(1280, 800))
	w.Resize(fyne.NewSize(1024, 700)) // and laid out again
	if tb.ctl.toMove() != games.Chance || tb.ctl.moves != 0 {
		t.Fatalf("laying the table out played: to move %d, moves %d", tb.ctl.toMove(), tb.ctl.moves)
	}
	if tb.scene == nil || tb.scene.Size != tb.board.Size() || len(tb.scene.Hand) != 0 {
		t.Fatal("before Start the board does not show the empty table at its size")
	}
	tb.Start()
	if tb.ctl.toMove() == games.Chance {
		t.Fatal("Start did not deal")
	}
	if len(tb.scene.Hand) != 3 {
		t.Fatalf("the person holds %d cards after the deal, want the toy's 3", len(tb.scene.Hand))
	}
}

// TestTable_StartOnlyOnce: a second Start (the shell showing the table
// again) neither deals again nor sets a second computer thinking about the
// same move.
func TestTable_StartOnlyOnce(t *testing.T) {
	h := newToyHarness(t, 1, fyne.NewSize(1024, 700), nil)
	for seed := uint64(1); seed < 20; seed++ {
		decisions := 0
		tb, err := New(h.env(), h.tb.info, cards.Italian40, nil, Options{Seed: seed, Art: Art{}, NewPlayer: players.New,
			RunAI: func(func()) { decisions++ }}) // the computer thinks for ever
		if err != nil {
			t.Fatal(err)
		}
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(1024, 700))
		tb.Start()
		if !tb.thinking {
			tb.Close()
			continue
		}
		moves := tb.ctl.moves
		tb.Start()
		if decisions != 1 || tb.ctl.moves != moves {
			t.Fatalf("after a second Start: %d decisions asked for, moves %d → %d", decisions, moves, tb.ctl.moves)
		}
		tb.Close()
		return
	}
	t.Fatal("no seed let the computer move first")
}

// TestTable_InstantSpeedPlaysADeal: at the Instant speed a whole deal
// plays, and no travelling card is left on the felt.
func TestTable_InstantSpeedPlaysADeal(t *testing.T) {
	h := newToyHarness(t, 9, fyne.NewSize(1024, 700), nil)
	h.app.Preferences().SetString(env.PrefAnimSpeed, env.AnimInstant)
	h.playDeal(nil)
	if len(h.tb.temps) != 0 {
		t.Fatal("instant play left travelling cards behind")
	}
}
