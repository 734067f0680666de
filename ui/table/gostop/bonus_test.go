package gostop

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/ui/table"
	"github.com/cardavia/cardavia/ui/table/tabletest"
)

// bonusInfo is Go-Stop's registry entry with the option bonus=3 always on,
// so that the harness, which deals from a seed, deals the bonus cards.
func bonusInfo() *games.Info {
	g := gostop.Info()
	g.New = func(cfg games.Config) (games.State, error) { return gostop.NewBonus(cfg, 3) }
	return g
}

// TestGoStopTable_BonusCards: a bonus card the deal gives the person lies
// in its junk pile with its own picture and is counted in the junk line
// (BN-T: 3 units); the news names it; the hint works; a whole deal with
// bonus cards plays to its summary. (Mutation tried: assetFace without the extra cards — the
// bonus card was drawn as the placeholder.)
func TestGoStopTable_BonusCards(t *testing.T) {
	seat := tabletest.Seat(bonusInfo(), New, cards.Hwatu48)
	var h *tabletest.Harness
	var mine cards.Set
	for seed := uint64(1); seed < 60 && mine == 0; seed++ {
		h = seat(t, seed, fyne.NewSize(1280, 800), nil)
		v := h.Probe.View().(*gostop.View)
		mine = v.Piles[table.Human] & cards.SetOf(gostop.BonusD1, gostop.BonusD2, gostop.BonusT)
	}
	require.NotZero(t, mine, "no seed below 60 deals the person a bonus card")
	v := h.Probe.View().(*gostop.View)
	units := gostop.ScoreOf(v.Piles[table.Human]).Units
	found := false
	for _, it := range h.Probe.Scene().Items {
		if it.Card == mine.First() {
			found = true
			assert.Equal(t, games.Pile, it.Zone, "the bonus card lies in a pile")
		}
	}
	require.True(t, found, "the bonus card is not on the felt")
	var texts []string
	for _, tx := range h.Texts() {
		texts = append(texts, tx.Text)
	}
	assert.Contains(t, strings.Join(texts, "\n"), "Junk "+strconv.Itoa(units)+" · ", "the junk line counts the bonus card's units")
	want, err := assets.BonusFace(int(mine.First() - gostop.BonusD1))
	require.NoError(t, err)
	got, err := table.DefaultArt().Face(cards.Hwatu48, mine.First())
	require.NoError(t, err)
	assert.True(t, bytes.Equal(want.Content(), got), "the bonus card's own picture")
	assert.Equal(t, "Bonus triple junk", h.CardName(gostop.BonusT))
	text, _ := (&game{}).Describe(h.Probe.Host(), v, games.Event{Kind: gostop.KBonus, Player: 1 - table.Human, From: games.Stock, To: games.Pile, Card: gostop.BonusT})
	assert.Equal(t, "Computer: Bonus triple junk! A card from the stock takes its place.", text)
	h.Snapshot("gostop-bonus")
	// The hint's search samples the bonus cards still in the stock.
	require.Equal(t, table.Human, h.ToMove(), "the person's turn")
	h.Key("H")
	assert.NotEmpty(t, h.HintText(), "a hint with bonus cards in the pack")
	h.DropHint()
	h.PlayDeal(stopper)
	assert.True(t, h.SummaryShown(), "the deal with bonus cards ends in its summary")
}
