package skat

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/games/skat/skattest"
	"github.com/cardavia/cardavia/ui/table"
)

// handAnnounce deals the pack in card order with p2 dealing, so that p0
// is forehand; the others pass, p0 plays at 18 and hand: the person's
// announcement of a hand game, with the house rule as given.
func handAnnounce(t *testing.T, announcements bool) *skat.State {
	t.Helper()
	pack := make([]cards.Card, 32)
	for i := range pack {
		pack[i] = cards.Card(i)
	}
	opts := map[string]string{}
	if announcements {
		opts[skat.OptionAnnouncements] = games.On
	}
	s, err := skat.New(games.Config{Seed: 1, Dealer: 2, Deals: [][]cards.Card{pack}, Options: opts})
	require.NoError(t, err)
	for _, a := range []games.Action{games.Deal, skat.Pass, skat.Pass, skat.Bid(18), skat.PlayHand} {
		_, err := s.Apply(a, nil)
		require.NoError(t, err, skat.FormatAction(a))
	}
	require.Equal(t, skat.PhaseAnnounce, s.Phase())
	require.Equal(t, 0, s.Declarer())
	return s
}

// TestSkatTable_AnnounceLevels: in a hand game with the house rule on, the
// declaration offers the levels above the game buttons; choosing ouvert
// makes every button announce that game ouvert at its raised value, and
// the prompt says what a level means. Without the rule, or after another
// level was chosen in an earlier deal, nothing of it shows.
func TestSkatTable_AnnounceLevels(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	g := &game{}
	off := handAnnounce(t, false).View(0).(*skat.View)
	assert.Nil(t, g.levelSelect(h.Host(), off), "the rule off: no levels")
	assert.NotContains(t, g.Prompt(h.Host(), off), "Schneider, Schwarz or ouvert")

	v := handAnnounce(t, true).View(0).(*skat.View)
	var sel *widget.Select
	for _, o := range g.Controls(h.Host(), v) {
		if s, ok := o.(*widget.Select); ok {
			sel = s
		}
	}
	require.NotNil(t, sel, "the levels' choice")
	assert.Equal(t, []string{"No announcement", "Schneider announced", "Schwarz announced", "Ouvert (open hand)"}, sel.Options)
	assert.Equal(t, "No announcement", sel.Selected)
	assert.Contains(t, g.Prompt(h.Host(), v), "Schneider, Schwarz or ouvert")
	plain := g.announceActions(h.Host(), v)
	require.Len(t, plain, 7, "five suit and Grand games and two Nulls")

	sel.SetSelected("Ouvert (open hand)")
	require.Equal(t, skat.LevelOuvert, g.level)
	acts := g.announceActions(h.Host(), v)
	require.Len(t, acts, 5, "no Null ouvert announced: the suits and Grand")
	for _, c := range acts {
		m, _ := skat.Decode(c.Action)
		assert.Equal(t, skat.LevelOuvert, m.Level, c.Label)
	}
	// p0 holds C7…CA S7 S8 (the Acorns Unter: Grand with 1 × 24 ×
	// (2 + hand, Schneider, announced, Schwarz, announced, ouvert) = 192).
	assert.Equal(t, "Grand · 192", acts[4].Label)
	name, ok := g.ActionName(h.Host(), v, acts[4].Action)
	assert.True(t, ok)
	assert.Equal(t, "announce Grand, Ouvert (open hand)", name)

	g.MatchReplaced()
	assert.Equal(t, skat.LevelNone, g.level, "a new match starts without a level")
}

// TestSkatTable_AnnouncedLines: the game line, the news and the summary
// say what was announced; a level missed says why the game is lost.
func TestSkatTable_AnnouncedLines(t *testing.T) {
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	s := handAnnounce(t, true)
	ev, err := s.Apply(skat.AnnounceLevel(skat.Grand, skat.LevelOuvert), nil)
	require.NoError(t, err)
	v := s.View(1).(*skat.View)
	assert.Equal(t, "You play Grand hand (bid 18) · Ouvert (open hand)", skatGameLine(h.Host(), v))
	g := &game{}
	var news []string
	for _, e := range ev {
		if n, _ := g.Describe(h.Host(), v, e); n != "" {
			news = append(news, n)
		}
	}
	assert.Contains(t, strings.Join(news, "\n"), "You announce: Ouvert (open hand).")

	st := &skat.Settlement{Declarer: 0, Game: skat.Clubs, Hand: true, Bid: 18, Matadors: 2, With: true, Base: 12, Multiplier: 9,
		Schneider: true, Schwarz: true, Value: 108, Won: true, Score: 108, CardPoints: 120, Tricks: 10, Announced: skat.LevelOuvert}
	lines := strings.Join(g.Summary(h.Host(), &skat.View{Settlement: st}, games.Result{}), "\n")
	assert.Contains(t, lines, "with 2, game 3, hand 4, Schneider 5, Schwarz 6, Ouvert (open hand) 9 × 12 = 108, won")
	assert.Contains(t, lines, "Ouvert (open hand): reached.")
	assert.NotContains(t, lines, "multiplier 9", "every level named")
	st.Won, st.Score, st.CardPoints, st.Tricks = false, -216, 110, 9
	lines = strings.Join(g.Summary(h.Host(), &skat.View{Settlement: st}, games.Result{}), "\n")
	assert.Contains(t, lines, "Ouvert (open hand): a level announced must be reached, or the game is lost.")
}

// TestSkatTable_OuvertHandFaceUp: resumed in a Grand ouvert of p1 (the
// person defends), every card p1 still holds lies face up on the felt,
// for the person to see as the rule says. (Mutation tried: the scene's
// open hand for Null ouvert only — no face of p1's was on the felt.)
func TestSkatTable_OuvertHandFaceUp(t *testing.T) {
	decl := cards.SetOf(mustCodes(t, "CU SU HU DU CA CT CK SA ST HA")...)
	rest := (cards.German().Full() &^ decl).Cards()
	pack := skattest.Pack(0, [3]cards.Set{cards.SetOf(rest[:10]...), decl, cards.SetOf(rest[10:20]...)}, cards.SetOf(rest[20:]...))
	var deal []string
	for _, c := range pack {
		deal = append(deal, cards.German().Code(c))
	}
	rec := &record.Record{Game: "skat", Seed: 7, Dealer: 0, Options: []record.Option{{Name: skat.OptionAnnouncements, Value: games.On}},
		Deals: [][]string{deal}, Moves: []record.Move{{Seat: 2, Action: "pass"}, {Seat: 0, Action: "pass"}, {Seat: 1, Action: "18"},
			{Seat: 1, Action: "hand"}, {Seat: 1, Action: "grand-ouvert"}}}
	h := newHarness(t, 1, fyne.NewSize(1280, 800), nil)
	p := h.Resume(rec, "easy", fyne.NewSize(1280, 800)).Probe()
	v := p.View().(*skat.View)
	require.Equal(t, skat.LevelOuvert, v.Announced)
	require.NotZero(t, v.Open)
	for _, c := range v.Open.Cards() {
		cv, ok := p.Card(table.FaceKey(c))
		if assert.True(t, ok, "%s of the open hand is not on the felt", cards.German().Code(c)) {
			assert.True(t, cv.Visible(), "%s of the open hand is hidden", cards.German().Code(c))
		}
	}
}

func mustCodes(t *testing.T, s string) []cards.Card {
	t.Helper()
	cs, err := cards.German().ParseList(s)
	require.NoError(t, err)
	return cs
}
