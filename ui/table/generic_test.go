package table

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gametest/toy"
	"github.com/cardavia/cardavia/ui/table/tabletest/wintest"
)

// replay plays a table's record in a fresh match of the engine and returns
// its result: what the engine says the moves the table made come to.
func replay(t *testing.T, g *games.Info, seed uint64, rec []string) games.Result {
	t.Helper()
	st, err := g.New(games.Config{Deck: g.Decks[0], Seed: seed, Dealer: -1})
	require.NoError(t, err)
	_, err = st.Apply(games.Deal, nil)
	require.NoError(t, err)
	for i, m := range rec {
		a, err := st.ParseAction(m)
		require.NoError(t, err, "move %d %q", i, m)
		_, err = st.Apply(a, nil)
		require.NoError(t, err, "move %d %q", i, m)
	}
	require.True(t, st.Done(), "the record does not finish the match")
	return st.Result()
}

func recordMoves(h *harness) []string {
	var out []string
	for _, m := range h.tb.ctl.rec.Moves {
		out = append(out, m.Action)
	}
	return out
}

// TestGenericTable_PlaysTheToyMatch: a game that ui/table/tables does not list
// (the toy) is seated at the generic table; the person plays a whole match
// by tapping the glowing hand cards, the computer through ai, and the table
// ends where the engine, given the same moves, ends.
func TestGenericTable_PlaysTheToyMatch(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3, 4, 5} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			h := newHarnessGame(t, toy.Info(), cards.Italian40, seed, fyne.NewSize(1024, 700), nil)
			_, ok := h.tb.g.(*genericUI)
			require.True(t, ok, "the toy got %T, want the generic table", h.tb.g)
			h.beforeMove = func() {
				v := h.tb.view.(*toy.View)
				// The person's hand as cards, every one playable (any card
				// may be played in the toy), the computer's as a count.
				var shown []cards.Card
				for _, cv := range h.handViews() {
					shown = append(shown, cv.card)
					assert.True(t, cv.legal, "card %d is not offered", cv.card)
				}
				assert.Equal(t, v.Hand.Cards(), shown)
				assert.Equal(t, "Your move: click a glowing card.", h.tb.status.Text)
				assert.Empty(t, h.controlButtons(), "buttons for a game whose every move is a card")
				count := itoa(v.OppCount) + " cards"
				if v.OppCount == 1 {
					count = "1 card"
				}
				assert.Contains(t, sceneTexts(h.tb.scene), "Computer · "+count)
				assert.Empty(t, sceneOutside(h.tb.scene), "off the felt")
				if v.Lead >= 0 {
					// What the computer led is on the felt and in words.
					_, onFelt := h.tb.scene.Find(FaceKey(cards.Card(v.Lead)))
					assert.True(t, onFelt, "the led card %d is not shown", v.Lead)
					assert.Contains(t, sceneTexts(h.tb.scene), "Computer plays "+h.tb.cardName(cards.Card(v.Lead))+".")
				}
			}
			shot := 0
			before := h.beforeMove
			h.beforeMove = func() {
				before()
				shot++
				h.snapshot("toy-" + itoa(int(seed)) + "-" + itoa(shot))
			}
			moves := h.playDeal(nil)
			h.snapshot("toy-" + itoa(int(seed)) + "-summary")
			assert.Equal(t, 3, moves, "the person plays each of three cards")
			require.Equal(t, games.Nobody, h.tb.ctl.toMove(), "the toy match is one deal")

			got := h.tb.ctl.st.Result()
			want := replay(t, toy.Info(), seed, recordMoves(h))
			assert.Equal(t, want.Match, got.Match)
			assert.Equal(t, want.Winner, got.Winner)
			assert.Len(t, recordMoves(h), 6)

			sum := wintest.Labels(h.tb.overlay)
			for seat, p := range want.Match {
				assert.Contains(t, sum, h.tb.seatName(seat)+": "+itoa(p)+" in the match")
			}
			switch want.Winner {
			case Human:
				assert.Contains(t, sum, "you win")
			case -1:
				assert.Contains(t, sum, "a draw")
			default:
				assert.Contains(t, sum, "Computer wins")
			}
		})
	}
}

// sceneTexts is every text line of a scene, one a line.
func sceneTexts(s *Scene) string {
	var b strings.Builder
	for _, x := range s.Texts {
		b.WriteString(x.Text + "\n")
	}
	return b.String()
}

// plainState is the toy behind views that do not implement games.HandView:
// a game that tells the generic table nothing beyond the contract.
type plainState struct{ games.State }

func (s plainState) View(p int) games.View { return plainView{s.State.View(p)} }
func (s plainState) Clone() games.State    { return plainState{s.State.Clone()} }

type plainView struct{ games.View }

func plainInfo() *games.Info {
	g := toy.Info()
	g.ID = "plaintoy"
	g.New = func(cfg games.Config) (games.State, error) { return plainState{toy.New(cfg.Seed, false)}, nil }
	return g
}

// TestGenericTable_ButtonsWhenTheViewShowsNoHand: a view without
// games.HandView still plays, every legal action a button named by the
// engine's notation, and no hand is drawn.
func TestGenericTable_ButtonsWhenTheViewShowsNoHand(t *testing.T) {
	const seed = 3
	h := newHarnessGame(t, plainInfo(), cards.Italian40, seed, fyne.NewSize(1024, 700), nil)
	h.beforeMove = func() {
		assert.Empty(t, h.handViews(), "a hand drawn from a view that shows none")
		var want, got []string
		for _, a := range h.tb.view.Legal(nil) {
			want = append(want, h.tb.view.FormatAction(a))
		}
		for _, b := range h.controlButtons() {
			got = append(got, b.Text)
		}
		slices.Sort(want)
		slices.Sort(got)
		require.Equal(t, want, got, "the buttons are not the legal actions")
		require.NotEmpty(t, got)
		assert.Equal(t, "Your move: click one of the buttons.", h.tb.status.Text)
	}
	assert.Equal(t, 3, h.playDeal(nil))
	require.Equal(t, games.Nobody, h.tb.ctl.toMove())
	want := replay(t, plainInfo(), seed, recordMoves(h))
	assert.Equal(t, want.Match, h.tb.ctl.st.Result().Match)
}

// TestGenericTable_RecentEventsAreTheLastFour: the felt keeps the newest
// events only, in order.
func TestGenericTable_RecentEventsAreTheLastFour(t *testing.T) {
	h := newHarnessGame(t, toy.Info(), cards.Italian40, 1, fyne.NewSize(1024, 700), nil)
	g := h.tb.g.(*genericUI)
	g.recent = nil
	for v := int32(1); v <= 6; v++ {
		g.Note(h.tb.hst, h.tb.view, games.Event{Kind: games.KTrickWon, Player: 1, Card: cards.None, Value: v})
	}
	require.Len(t, g.recent, genericRecent)
	assert.Contains(t, g.recent[0], "(3 points)")
	assert.Contains(t, g.recent[3], "(6 points)")
	// A trick taken leaves its cards shown until the next card is played.
	g.felt = []cards.Card{1, 2}
	g.Note(h.tb.hst, h.tb.view, games.Event{Kind: games.KTrickWon, Player: 0, Card: cards.None})
	assert.Equal(t, []cards.Card{1, 2}, g.felt)
	g.Note(h.tb.hst, h.tb.view, games.Event{Kind: games.KMove, Player: 1, Card: 5, From: games.Hand, To: games.Trick})
	assert.Equal(t, []cards.Card{5}, g.felt)
}

// TestGenericTable_FitsAtEverySize: the generic table keeps its cards on
// the felt and its controls inside the window, not on top of each other, at
// the sizes every screen must work at, during the match and at its summary.
func TestGenericTable_FitsAtEverySize(t *testing.T) {
	for _, sz := range layoutSizes() {
		t.Run(fmt.Sprintf("%vx%v", sz.Width, sz.Height), func(t *testing.T) {
			h := newHarnessGame(t, toy.Info(), cards.Italian40, 4, sz, nil)
			check := func() {
				require.NotEmpty(t, h.tb.scene.Items)
				assert.Empty(t, sceneOutside(h.tb.scene), "off the felt")
				assert.Empty(t, layoutProblems(h.w.Content(), h.w.Canvas().Size()))
			}
			h.beforeMove = check
			assert.Equal(t, 3, h.playDeal(nil))
			check()
		})
	}
}
