package games

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games/cards"
)

func TestRedact(t *testing.T) {
	drawn := Event{Kind: KMove, Player: 1, From: Stock, To: Hand, Card: 7, Cards: cards.SetOf(7, 9), Private: 1}
	assert.Equal(t, drawn, drawn.Redact(1), "the drawer sees the cards")
	hidden := drawn.Redact(0)
	assert.Equal(t, cards.None, hidden.Card)
	assert.Zero(t, hidden.Cards)
	assert.Equal(t, int32(2), hidden.Value, "the others see how many cards moved")
	assert.Equal(t, Stock, hidden.From)
	assert.Equal(t, Hand, hidden.To)

	public := Event{Kind: KMove, Player: 0, Card: 3, Private: Everyone}
	assert.Equal(t, public, public.Redact(1))

	ev := RedactAll([]Event{drawn, public}, 0)
	assert.Equal(t, cards.None, ev[0].Card)
	assert.Equal(t, cards.Card(3), ev[1].Card)
}

func TestEventFormat(t *testing.T) {
	e := Event{Kind: KCapture, Player: 0, Target: -1, From: Table, To: Pile, Card: 6, Cards: cards.SetOf(2, 3), Value: 3, Private: Everyone}
	assert.Equal(t, "capture p0 D7 [D3 D4] table→pile value=3", e.Format(cards.Italian()))
	for k := KNone; k < kindCount; k++ {
		assert.NotContains(t, k.String(), "kind", "every kind has a name: %d", k)
	}
}

func TestIllegal(t *testing.T) {
	err := Illegal("%s does not hold %s", "p0", "HA")
	assert.True(t, errors.Is(err, ErrIllegal))
	assert.Equal(t, "illegal action: p0 does not hold HA", err.Error())
}

func TestValidateDeals(t *testing.T) {
	d := cards.SchnapsenFrench()
	good := d.All()
	assert.NoError(t, ValidateDeals([][]cards.Card{good}, d))
	short := good[:19]
	assert.ErrorContains(t, ValidateDeals([][]cards.Card{good, short}, d), "deal 2 has 19 cards")
	dup := append([]cards.Card{}, good...)
	dup[1] = dup[0]
	assert.ErrorContains(t, ValidateDeals([][]cards.Card{dup}, d), "HJ twice")
	bad := append([]cards.Card{}, good...)
	bad[0] = 30
	assert.ErrorContains(t, ValidateDeals([][]cards.Card{bad}, d), "not of the french20 deck")
}

// A game's own kinds are spelled by its registry entry; without one they
// read as numbers, and a generic kind never asks the game.
func TestEventFormatIn(t *testing.T) {
	g := &Info{ID: "toy", Kinds: func(k Kind) string {
		if k == KGame {
			return "toy-bid"
		}
		return ""
	}}
	e := Event{Kind: KGame, Player: 1, Target: -1, Card: cards.None, Value: 18, Private: Everyone}
	assert.Equal(t, "toy-bid p1 value=18", e.FormatIn(g, cards.German()))
	assert.Equal(t, "kind32 p1 value=18", e.Format(cards.German()))
	e.Kind = KGame + 1
	assert.Equal(t, "kind33 p1 value=18", e.FormatIn(g, cards.German()), "a kind the game does not name")
	e.Kind = KTrickWon
	assert.Equal(t, "trick p1 value=18", e.FormatIn(g, cards.German()))
	assert.Equal(t, "trick", (*Info)(nil).KindName(KTrickWon))
	assert.Less(t, kindCount, KGame, "the generic kinds stay below the games' own")
}

func TestGameKindName(t *testing.T) {
	names := []string{"bid", "go"}
	assert.Equal(t, "bid", GameKindName(names, KGame))
	assert.Equal(t, "go", GameKindName(names, KGame+1))
	assert.Equal(t, "", GameKindName(names, KGame+2), "past the table")
	assert.Equal(t, "", GameKindName(names, KTrickWon), "a generic kind is not the game's")
}
