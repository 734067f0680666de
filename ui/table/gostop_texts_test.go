package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
)

// TestGoStopSummary_NamesEachPenalty: the summary of a Stop says in words
// each penalty that doubled the payment, from the right side (the winner
// scored, the loser lacked), and never the bare jargon "-bak". (Mutation
// tried: the old "doubled once for each -bak" line without bakLines — no
// penalty named.)
func TestGoStopSummary_NamesEachPenalty(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 7, fyne.NewSize(1024, 700))
	line := func(id string) games.Line {
		return games.Line{Label: cards.Name{ID: "score.gostop." + id, English: id}}
	}
	tests := []struct {
		name    string
		winner  int8
		lines   []games.Line
		want    []string
		notWant []string
	}{
		{"you win, all three", Human, []games.Line{line("gwang-bak"), line("meong-bak"), line("pi-bak")}, []string{
			"Bright penalty (gwang-bak): you scored with brights and Computer holds none — the payment doubles.",
			"Animal penalty (meong-bak): you took 7 or more animals — the payment doubles.",
			"Junk penalty (pi-bak): you scored with junk and Computer has fewer than 5 junk units — the payment doubles.",
		}, nil},
		{"computer wins, pi-bak only", 1, []games.Line{line("pi-bak")}, []string{
			"Junk penalty (pi-bak): Computer scored with junk and you have fewer than 5 junk units — the payment doubles.",
		}, []string{"Bright penalty", "Animal penalty"}},
		{"computer wins, gwang- and meong-bak", 1, []games.Line{line("gwang-bak"), line("meong-bak")}, []string{
			"Bright penalty (gwang-bak): Computer scored with brights and you hold none — the payment doubles.",
			"Animal penalty (meong-bak): Computer took 7 or more animals — the payment doubles.",
		}, []string{"Junk penalty"}},
		{"no penalty", Human, nil, nil, []string{"penalty"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := &gostop.View{Seat: Human}
			v.Winner, v.End, v.Payment = tc.winner, gostop.EndStop, 12
			out := (&gostopUI{}).Summary(h.tb.hst, v, games.Result{Lines: tc.lines})
			all := strings.Join(out, "\n")
			for _, w := range tc.want {
				assert.Contains(t, out, w)
			}
			for _, w := range tc.notWant {
				assert.NotContains(t, all, w)
			}
			assert.NotContains(t, all, "each -bak")
			assert.Contains(t, all, "The payment is the score")
		})
	}
}

// TestGoStopPlayPrompt_GermanSaysDu: the German play prompt must not read
// as the formal "Sie" ("Spiel eine Karte: Sie nimmt …", where "Sie" meant
// the card); the table speaks to the player with "du".
func TestGoStopPlayPrompt_GermanSaysDu(t *testing.T) {
	h := newHarness(t, "gostop", cards.Hwatu48, 7, fyne.NewSize(1024, 700))
	de, ok := h.l.Bundle().Lookup("de")
	require.True(t, ok)
	h.l.SetLanguage(de)
	v := &gostop.View{}
	v.Phase = gostop.PhasePlay
	p := (&gostopUI{}).Prompt(h.tb.hst, v)
	assert.NotContains(t, p, "Sie ")
	assert.Contains(t, p, " du ")
}
