package table

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
)

// TestHint_ShowsTheExpertsMove asks for a hint with H in every game, with
// the real Expert search off the UI goroutine: the answer must come back
// through fyne.Do (the test waits on hintSettled), name ai.Hint's best move
// with its margin over the second, and, for a card, raise that hand card
// with the hint mark. Playing a move takes the hint off the felt.
func TestHint_ShowsTheExpertsMove(t *testing.T) {
	for _, c := range tableGames {
		t.Run(c.game, func(t *testing.T) {
			settled := make(chan bool, 1)
			gate := make(chan struct{}) // the search starts once the test has looked
			h := newHarnessOpt(t, c.game, c.deck, 5, fyne.NewSize(1024, 700), func(o *options) {
				o.hintSettled = func(shown bool) { settled <- shown }
				o.hint = func(ctx context.Context, v games.View) ([]ai.Scored, error) {
					<-gate
					return ai.Hint(ctx, v)
				}
			})
			h.tb.opt.runAI = func(f func()) { go f() } // the computer's moves stay in place until now
			require.Equal(t, Human, h.tb.ctl.toMove())
			want, err := ai.Hint(context.Background(), h.tb.ctl.st.View(Human))
			require.NoError(t, err)
			if c.game == "skat" {
				test.Tap(h.tb.hintBtn) // H holds in Skat's auction
			} else {
				h.key(fyne.KeyH)
			}
			assert.Contains(t, h.tb.status.Text, "Looking")
			close(gate)
			require.True(t, <-settled, "the hint was shown")
			best := want[0]
			assert.Contains(t, h.tb.status.Text, h.tb.actionName(best.Action, best.Text))
			if len(want) > 1 {
				g := ai.HintGain(c.game, best.Value-want[1].Value)
				shown := h.tb.l.Float(g.Amount, 1)
				if g.Kind == ai.GainWinChance {
					shown = h.tb.l.Percent(g.Amount, 0)
				}
				if !strings.Contains(h.tb.status.Text, "about as good") {
					assert.Contains(t, h.tb.status.Text, shown, "the margin in the game's measure")
				}
			}
			if card, ok := h.tb.g.cardOf(best.Action); ok {
				assert.Equal(t, card, h.tb.hintCard)
				v := h.tb.pool[faceKey(card)]
				require.NotNil(t, v)
				assert.True(t, v.selected, "the hinted card is raised")
				_, marked := h.tb.texts["hint#"]
				assert.True(t, marked, "the hint mark is on the felt")
			}
			h.tb.opt.runAI = func(f func()) { f() }
			h.tb.humanAct(best.Action)
			assert.Equal(t, cards.None, h.tb.hintCard, "a move takes the hint away")
			_, marked := h.tb.texts["hint#"]
			assert.False(t, marked)
		})
	}
}

// TestHint_CancelledByMoveUndoAndClose: a hint still being worked out is
// cancelled when the person moves, undoes or leaves, and its late answer
// is dropped (nothing shown, the felt unchanged).
func TestHint_CancelledByMoveUndoAndClose(t *testing.T) {
	for _, how := range []string{"move", "undo", "close"} {
		t.Run(how, func(t *testing.T) {
			gate := make(chan struct{})
			started := make(chan context.Context, 1)
			settled := make(chan bool, 1)
			slow := func(ctx context.Context, v games.View) ([]ai.Scored, error) {
				started <- ctx
				<-gate
				legal := v.Legal(nil)
				return []ai.Scored{{Action: legal[0], Text: v.FormatAction(legal[0]), Value: 1, N: 1}}, nil
			}
			h := newHarnessOpt(t, "scopa", cards.Italian40, 5, fyne.NewSize(1024, 700), func(o *options) {
				o.hint = slow
				o.hintSettled = func(shown bool) { settled <- shown }
			})
			if how == "undo" {
				h.tb.humanAct(h.tb.view.Legal(nil)[0])
			}
			require.Equal(t, Human, h.tb.ctl.toMove())
			h.tb.opt.runAI = func(f func()) { go f() }
			h.key(fyne.KeyH)
			ctx := <-started
			h.tb.opt.runAI = func(f func()) { f() }
			switch how {
			case "move":
				h.tb.humanAct(h.tb.view.Legal(nil)[0])
			case "undo":
				h.key(fyne.KeyU)
			case "close":
				h.tb.Close()
			}
			assert.Error(t, ctx.Err(), "the search's context is cancelled")
			close(gate)
			assert.False(t, <-settled, "the late answer is dropped")
			assert.Equal(t, cards.None, h.tb.hintCard)
			assert.NotContains(t, h.tb.status.Text, "Hint:")
		})
	}
}

// TestHint_ReasonInTheGamesOwnMeasure: the reason tells the margin of the
// best move over the second as a player of the game reads it, from the
// search's value difference: Schnapsen's values are a match chance scaled
// to −1 … 1 (0.1 is 5%), Go-Stop's count the payment twice (3 is 1.5 points
// won), Scopa's are the lead in deal points, Skat's Seeger–Fabian points.
// A margin that would show as zero is "about as good"; German writes its
// own decimals.
func TestHint_ReasonInTheGamesOwnMeasure(t *testing.T) {
	for _, tc := range []struct {
		game string
		deck cards.DeckID
		lang string
		d    float64
		want string
	}{
		{"schnapsen", cards.German20, "en", 0.1, "Hint: A. It raises your chance of winning the match by about 5% over B."},
		{"schnapsen", cards.German20, "en", 0.008, "Hint: A; B is about as good."},
		{"schnapsen", cards.German20, "de", 0.3, "Tipp: A. Damit ist deine Chance, das Bummerl zu gewinnen, um etwa 15\u00a0% höher als mit B."},
		{"gostop", cards.Hwatu48, "en", 3, "Hint: A. On average it wins you about 1.5 points more this hand than B."},
		{"gostop", cards.Hwatu48, "en", 0.08, "Hint: A; B is about as good."},
		{"scopa", cards.Italian40, "en", 0.6, "Hint: A. On average it puts you about 0.6 points further ahead of your opponent this deal than B."},
		{"scopa", cards.Italian40, "it", 1.26, "Suggerimento: A. In media, in questa smazzata, ti porta circa 1,3 punti più avanti dell'avversario rispetto a B."},
		{"skat", cards.German32, "en", 12.5, "Hint: A. On average it is worth about 12.5 more Seeger–Fabian points on the score sheet than B."},
		{"skat", cards.German32, "en", 0.04, "Hint: A; B is about as good."},
	} {
		t.Run(tc.game+"/"+tc.lang, func(t *testing.T) {
			h := newHarness(t, tc.game, tc.deck, 5, fyne.NewSize(1024, 700))
			lg, ok := h.l.Bundle().Lookup(tc.lang)
			require.True(t, ok)
			h.l.SetLanguage(lg)
			assert.Equal(t, tc.want, h.tb.hintReason("A", "B", tc.d))
		})
	}
}
