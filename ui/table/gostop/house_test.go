package gostop

import (
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// houseDeal is a deal where the person (first to play) holds three Mays,
// none on the layout (a shake), and three Julys, the fourth on the layout
// (a bomb); the computer holds neither month.
func houseDeal() []string {
	first := "05-A 05-R 05-J1 07-A 07-R 07-J1 01-B 02-A 03-B 04-A"
	second := "01-R 02-R 03-R 04-R 06-R 09-R 10-R 11-B 12-B 08-A"
	layout := "07-J2 01-J1 02-J1 03-J1 04-J1 06-J1 09-J1 10-J1"
	out := strings.Fields(first + " " + second + " " + layout)
	used := map[string]bool{}
	for _, c := range out {
		used[c] = true
	}
	d := cards.Hwatu()
	for c := cards.Card(0); c < 48; c++ {
		if !used[d.Code(c)] {
			out = append(out, d.Code(c))
		}
	}
	return out
}

// seatHouse replaces h's table with one playing rec (a match with house
// rules), as a resumed match is seated.
func seatHouse(t *testing.T, h *tabletest.Harness, rec *record.Record) {
	t.Helper()
	// The old table first: closing it lets go of the keys.
	h.Table.Close()
	e := h.TableEnv()
	e.Resume = &env.Resume{Record: rec, Level: "easy"}
	tb, err := h.NewTable(e, cards.Hwatu48, h.Options())
	require.NoError(t, err)
	h.Table, h.Probe = tb, tb.Probe()
	h.W.SetContent(tb)
	h.W.Resize(fyne.NewSize(1280, 800))
	tb.Start()
	t.Cleanup(tb.Close)
}

// TestGoStopTable_ShakeAndBomb: with shaking and bombs on, tapping one of
// three Mays (none on the layout) asks whether to shake, tapping one of
// three Julys (the fourth on the layout) whether to bomb; the score line
// says what a win would be multiplied by, a bomb's dummy turn is a button
// and the D key, and the table's line names the rules. (Mutations tried:
// CardOf without the shake and the bomb — the tap played at once.)
func TestGoStopTable_ShakeAndBomb(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	seatHouse(t, h, &record.Record{Game: "gostop", Seed: 1, Dealer: table.Human,
		Options: []record.Option{{Name: "shaking", Value: "on"}, {Name: "bombs", Value: "on"}},
		Deals:   [][]string{houseDeal()}})
	assert.Equal(t, "House rules: Shaking, Bombs", h.Probe.RulesLine())
	require.Equal(t, table.Human, h.ToMove())
	// The hint works with the house rules on.
	h.Key("H")
	assert.NotEmpty(t, h.HintText(), "a hint")
	h.DropHint()
	d := cards.Hwatu()
	may, _ := d.Parse("05-A")
	assert.Equal(t, "shake and play "+h.CardName(may), h.ActionName(gostop.ShakeAction(may), "shake:05-A"), "a hint names the shake")
	assert.Equal(t, "take a dummy turn", h.ActionName(gostop.DummyAction, "dummy"))
	test.Tap(h.FaceOf(may))
	require.Len(t, h.Choices(), 2, "play alone or shake")
	assert.Contains(t, h.Status(), "three cards of this month")
	assert.Contains(t, h.Choices()[1].Label, "Shake")
	test.Tap(h.ControlButtons()[1])
	v := h.View().(*gostop.View)
	require.EqualValues(t, 1, v.Shakes[table.Human], "the shake was played")
	require.Equal(t, table.Human, h.ToMove(), "the computer has answered")

	july, _ := d.Parse("07-A")
	test.Tap(h.FaceOf(july))
	require.Len(t, h.Choices(), 2, "pair or bomb")
	assert.Contains(t, h.Choices()[1].Label, "Bomb")
	test.Tap(h.ControlButtons()[1])
	v = h.View().(*gostop.View)
	require.EqualValues(t, 1, v.Bombs[table.Human])
	require.EqualValues(t, 2, v.Dummies[table.Human])
	found := false
	for _, tx := range h.Scene().Texts {
		found = found || strings.Contains(tx.Text, "×4 if won")
	}
	assert.True(t, found, "the score line says ×4 if won")

	require.Equal(t, table.Human, h.ToMove())
	dummy := false
	for _, b := range h.ControlButtons() {
		dummy = dummy || strings.HasPrefix(b.Text, "Dummy turn")
	}
	assert.True(t, dummy, "the dummy turn's button")
	h.Key("D")
	require.EqualValues(t, 1, h.View().(*gostop.View).Dummies[table.Human], "D took a dummy turn")

	// The deal played to its end, the review steps through the shake, the
	// bomb and the dummy turn.
	h.PlayDeal(stopper)
	h.Snapshot("gostop-house-summary")
	h.OpenReview()
	r, ok := h.Review()
	require.True(t, ok, "the review is open")
	var kinds []gostop.MoveKind
	for _, st := range r.Steps {
		m, _ := gostop.Decode(st.Action)
		kinds = append(kinds, m.Kind)
	}
	assert.Contains(t, kinds, gostop.MoveShake)
	assert.Contains(t, kinds, gostop.MoveBomb)
	assert.Contains(t, kinds, gostop.MoveDummy)
	for range r.Steps {
		h.StepReview(1)
	}
	r, _ = h.Review()
	assert.Equal(t, len(r.Steps), r.At, "stepped to the end")
}

// TestGoStopTable_NagariCarried: with nagari-doubles on, a match resumed
// just after a nagari goes on with the next deal, whose score lines say
// ×2 if won, and the drawn deal is explained with what the next one pays.
func TestGoStopTable_NagariCarried(t *testing.T) {
	// A match whose first deal is a nagari, played by random moves that
	// always say Go (a Stop ends most random deals long before).
	var rec *record.Record
	for seed := uint64(1); rec == nil && seed < 500; seed++ {
		s, err := gostop.New(games.Config{Seed: seed, Dealer: table.Human, Options: map[string]string{"nagari-doubles": "on"}})
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 1))
		r := &record.Record{Game: "gostop", Seed: seed, Dealer: table.Human, Options: []record.Option{{Name: "nagari-doubles", Value: "on"}}}
		for !s.Done() {
			p := s.Player()
			legal := s.Legal(nil)
			a := legal[rng.IntN(len(legal))]
			if legal[0] == gostop.Go {
				a = gostop.Go
			}
			if p >= 0 {
				r.Moves = append(r.Moves, record.Move{Seat: p, Action: gostop.FormatAction(a)})
			}
			_, err := s.Apply(a, nil)
			require.NoError(t, err)
			if s.Public().Carry == 1 {
				rec = r
				break
			}
		}
	}
	require.NotNil(t, rec, "no random deal ended in nagari")

	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	seatHouse(t, h, rec)
	require.Equal(t, games.Chance, h.ToMove(), "resumed at the next deal")
	require.True(t, h.SummaryShown(), "the drawn deal's summary")
	assert.Contains(t, tabletest.Labels(h.Overlay()), "The next deal pays ×2")
	h.Snapshot("gostop-nagari-summary")
	h.Key(fyne.KeyReturn)
	v := h.View().(*gostop.View)
	require.EqualValues(t, 1, v.Carry, "the next deal carries the nagari")
	require.NotEqual(t, games.Chance, h.ToMove(), "the next deal is dealt")
	require.NotEqual(t, games.Nobody, h.ToMove(), "the match goes on")
	found := false
	for _, tx := range h.Scene().Texts {
		found = found || strings.Contains(tx.Text, "×2 if won")
	}
	assert.True(t, found, "the score lines say ×2 if won")

	// The drawn deal's explanation, as the summary shows it.
	drawn := v.Public
	drawn.Phase, drawn.End = gostop.PhaseChance, gostop.EndNagari
	dv := *v
	dv.Public = drawn
	ender, ok := h.Game().(table.Ender)
	require.True(t, ok)
	assert.Equal(t, "The stock ran out before anyone said Stop: nagari. The next deal pays ×2.", ender.Why(h.Host(), &dv, games.Result{}))
}

// TestGoStopScene_ShownCardsFaceUp: the cards the computer showed by
// shaking and has not played yet lie face up in its hand.
func TestGoStopScene_ShownCardsFaceUp(t *testing.T) {
	h := newHarness(t, 3, fyne.NewSize(1280, 800), nil)
	v := *h.View().(*gostop.View)
	op := 1 - table.Human
	d := cards.Hwatu()
	shown := cards.Set(0)
	for _, code := range []string{"05-A", "05-R", "05-J1"} {
		c, _ := d.Parse(code)
		shown = shown.Add(c)
	}
	v.Shaken[op], v.Shakes[op] = shown, 1
	played, _ := d.Parse("05-A")
	v.Played[op] = v.Played[op].Add(played)
	sc := New().Scene(h.Host(), &v, fyne.NewSize(1280, 800))
	faces := cards.Set(0)
	for _, it := range sc.Items {
		if it.Card != cards.None && it.Pos.Y < sc.Items[0].Pos.Y+1 {
			faces = faces.Add(it.Card)
		}
	}
	assert.Equal(t, shown.Remove(played), faces&shown, "the two shown cards still in hand, face up beside the backs")
}

// TestGoStopNews_DummyTurn: after a computer's dummy turn the prompt does
// not say the card of its turn before as if played with this turn's stock
// card. (Mutation tried: no KDummy case — the old card stayed the news.)
func TestGoStopNews_DummyTurn(t *testing.T) {
	g := &game{}
	op := int8(1 - table.Human)
	g.Note(nil, nil, games.Event{Kind: games.KMove, Player: op, From: games.Hand, To: games.Table, Card: 16})
	g.Note(nil, nil, games.Event{Kind: gostop.KFlip, Player: op, Card: 20})
	require.True(t, g.news.set)
	g.Note(nil, nil, games.Event{Kind: gostop.KDummy, Player: op, Card: cards.None})
	g.Note(nil, nil, games.Event{Kind: gostop.KFlip, Player: op, Card: 24})
	assert.False(t, g.news.set, "nothing to say but the dummy turn's own event")
	assert.Equal(t, cards.None, g.news.played, "no card played in a dummy turn")
}
