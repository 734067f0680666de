package gostop

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

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
	d := cards.Hwatu()
	may, _ := d.Parse("05-A")
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
}
