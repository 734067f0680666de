package gostop

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
)

// The bonus cards' worked examples of docs/games/gostop.md ("Bonus
// cards"), one test per example (B1 …), the expectations written from the
// rule.

// bonusSet parses space-separated codes, the bonus cards' included.
func bonusSet(t *testing.T, codes string) cards.Set {
	t.Helper()
	var s cards.Set
	for _, code := range strings.Fields(codes) {
		c, err := ParseCard(code)
		require.NoError(t, err, code)
		s = s.Add(c)
	}
	return s
}

// bonusDeal starts a match with n bonus cards whose pack is dealt in the
// order given: the first player's 10 (seat 0 plays first), the second's 10,
// the layout's 8, the top of the stock; the other cards of the pack follow
// by ascending id (the bonus cards last).
func bonusDeal(t *testing.T, n int, first, second, layout, stock string) *State {
	t.Helper()
	s, _ := bonusDealEvents(t, n, first, second, layout, stock)
	return s
}

// bonusDealEvents is bonusDeal with the deal's events.
func bonusDealEvents(t *testing.T, n int, first, second, layout, stock string) (*State, []games.Event) {
	t.Helper()
	s, err := NewBonus(games.Config{Dealer: 0, Deals: [][]cards.Card{packWith(t, n, first, second, layout, stock)}}, n)
	require.NoError(t, err)
	ev, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	return s, ev
}

func bonusEvents(ev []games.Event) string {
	var b []string
	for _, e := range ev {
		if e.Kind == KBonus {
			b = append(b, "p"+string(rune('0'+e.Player))+" "+Code(e.Card)+" from "+e.From.String())
		}
	}
	return strings.Join(b, "; ")
}

// B1 and B2: at the deal, a bonus card on the layout goes to the first
// player, one in a hand to its holder, each replaced from the top of the
// stock; a bonus card drawn as a replacement goes the same way.
func TestB1B2BonusAtTheDeal(t *testing.T) {
	s := bonusDeal(t, 3, strings.Replace(plainFirst, "05-R", "BN-D1", 1), plainSecond,
		strings.Replace(plainLayout, "04-J1", "BN-T", 1), "BN-D2 04-J1 05-R")
	require.Equal(t, bonusSet(t, "BN-D1 BN-D2 BN-T"), s.pub.Piles[0], "the first player takes the layout's and its own bonus cards")
	require.Zero(t, s.pub.Piles[1])
	require.Equal(t, set(t, plainLayout), s.pub.Layout, "the layout's bonus card and its bonus replacement are replaced by 04-J1")
	require.Equal(t, set(t, plainFirst), s.hand[0], "BN-D1 is replaced by 05-R")
	require.EqualValues(t, 20, s.pub.StockLeft, "23 stock cards, three drawn as replacements")
	require.Equal(t, 7, ScoreOf(s.pub.Piles[0]).Units, "2 + 2 + 3 junk units")
	for seat := 0; seat < 2; seat++ {
		require.NoError(t, s.ViewOf(seat).Check())
	}

	// The second player's bonus card is replaced the same way, and the
	// events say where each came from.
	s, ev := bonusDealEvents(t, 2, plainFirst,
		strings.Replace(plainSecond, "10-R", "BN-D2", 1),
		strings.Replace(plainLayout, "04-J1", "BN-D1", 1),
		"04-J1 10-R")
	require.Equal(t, "p0 BN-D1 from table; p1 BN-D2 from hand", bonusEvents(ev))
	require.True(t, s.hand[1].Has(card(t, "10-R")))
	require.True(t, s.pub.Piles[1].Has(BonusD2))
	// The opponent sees the bonus card taken, not its replacement.
	for _, e := range ev {
		if e.Kind == games.KMove && e.From == games.Stock && e.To == games.Hand {
			require.EqualValues(t, 1, e.Private)
		}
	}
}

// The hands and layout of the examples that need no bonus card dealt: p0
// holds January to May, p1 June to October, no month pairs in a hand.
const (
	plainFirst  = "01-B 01-R 02-A 02-R 03-B 03-R 04-A 04-R 05-A 05-R"
	plainSecond = "06-A 06-R 07-A 07-R 08-B 08-A 09-A 09-R 10-A 10-R"
	plainLayout = "11-B 11-D 12-B 12-A 01-J1 02-J1 03-J1 04-J1"
)

// packWith is bonusDeal's pack without the deal.
func packWith(t *testing.T, n int, parts ...string) []cards.Card {
	t.Helper()
	var order []cards.Card
	var used cards.Set
	for _, part := range parts {
		for _, code := range strings.Fields(part) {
			c, err := ParseCard(code)
			require.NoError(t, err, code)
			order = append(order, c)
			used = used.Add(c)
		}
	}
	return (packOf(Rules{Bonus: int8(n)}) &^ used).Append(order)
}

// B3: a bonus card turned from the stock goes to the turner's pile, and the
// next stock card is turned in its place.
func TestB3BonusTurned(t *testing.T) {
	s := bonusDeal(t, 2, plainFirst, plainSecond, plainLayout, "BN-D1 02-J2")
	require.EqualValues(t, 22, s.pub.StockLeft)
	ev := play(t, s, "01-B")
	require.Equal(t, "p0 BN-D1 from stock", bonusEvents(ev))
	require.Equal(t, bonusSet(t, "01-B 01-J1 02-J1 02-J2 BN-D1"), s.pub.Piles[0], "01-B takes 01-J1, the card turned after the bonus 02-J2 takes 02-J1")
	require.EqualValues(t, 20, s.pub.StockLeft)
	require.EqualValues(t, 1, s.pub.ToMove)
	require.NoError(t, s.ViewOf(1).Check())
}

// B4: the bonus cards count 2 and 3 junk units, protect against pi-bak,
// and are paid as junk after the singles and doubles.
func TestB4BonusJunk(t *testing.T) {
	pile := bonusSet(t, "01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 BN-T")
	require.Equal(t, 10, ScoreOf(pile).Units)
	require.Equal(t, 1, ScoreOf(pile).JunkPts)
	require.Equal(t, 1, Points(pile))
	for _, tc := range []struct {
		pile  string
		units int
		paid  string
	}{
		{"05-J1 BN-D1 BN-T 11-D", 0, "05-J1"},
		{"BN-D1 BN-T 11-D", 0, "11-D"},
		{"BN-D2 BN-T", 0, "BN-D2"},
		{"BN-T", 0, "BN-T"},
		{"05-J1 BN-D1 BN-T", 2, "05-J1 BN-D1"},
	} {
		paid, _ := TakeJunk(bonusSet(t, tc.pile), tc.units)
		require.Equal(t, bonusSet(t, tc.paid), paid, tc.pile)
	}
	// BN-T and 11-D make the 5 units that protect from pi-bak.
	winner := bonusSet(t, "01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2")
	require.False(t, Settle(winner, 0, bonusSet(t, "BN-T 11-D")).PiBak)
	require.True(t, Settle(winner, 0, bonusSet(t, "BN-T 12-A")).PiBak, "3 units do not protect")
}

// B5: a bonus card under the stock's last turned card is never turned: the
// deal ends when the hands are empty, and it stays in the stock, nobody's.
// Seed 66 deals BN-D2 as the last stock card and, with the first legal
// move each time and a go whenever one is due, runs to the last turn.
func TestB5BonusLastInTheStock(t *testing.T) {
	s, err := NewBonus(games.Config{Seed: 66, Dealer: 0}, 2)
	require.NoError(t, err)
	play(t, s, "deal")
	require.Equal(t, BonusD2, s.Stock()[len(s.Stock())-1])
	for !s.Done() {
		legal := s.Legal(nil)
		a := legal[0]
		if contains(legal, Go) {
			a = Go
		}
		_, err := s.Apply(a, nil)
		require.NoError(t, err)
		for seat := 0; seat < 2; seat++ {
			require.NoError(t, s.ViewOf(seat).Check())
		}
	}
	require.EqualValues(t, 20, s.pub.Turn, "the deal ran to its last turn")
	require.Zero(t, s.hand[0]|s.hand[1])
	require.Equal(t, []cards.Card{BonusD2}, s.Stock())
	require.False(t, (s.pub.Piles[0] | s.pub.Piles[1]).Has(BonusD2))
}

// The view's check keeps the bonus cards to the piles and to the rule.
func TestBonusInTheView(t *testing.T) {
	s := bonusDeal(t, 2, strings.Replace(plainFirst, "05-R", "BN-D1", 1), plainSecond, plainLayout, "05-R")
	v := s.ViewOf(0)
	require.NoError(t, v.Check())
	b, err := json.Marshal(v)
	require.NoError(t, err)
	require.Contains(t, string(b), `"options":{"bonus":2}`)
	for name, spoil := range map[string]func(v *View){
		"bonus in hand": func(v *View) {
			v.Piles[0] = v.Piles[0].Remove(BonusD1)
			v.Hand = v.Hand.Remove(card(t, "05-R")).Add(BonusD1)
		},
		"bonus off":        func(v *View) { v.Options.Bonus = 0 },
		"bonus 4":          func(v *View) { v.Options.Bonus = 4 },
		"triple not dealt": func(v *View) { v.Piles[1] = v.Piles[1].Add(BonusT) },
		"stock short":      func(v *View) { v.StockLeft-- },
	} {
		w := *v
		spoil(&w)
		require.Error(t, w.Check(), name)
	}
	_, err = NewBonus(games.Config{}, 1)
	require.Error(t, err, "one bonus card is no rule")
	_, err = NewBonus(games.Config{Deals: [][]cards.Card{packWith(t, 2, "")[:49]}}, 2)
	require.Error(t, err, "a pack without BN-D2")
}

// The option bonus (off, 2, 3) starts the match NewBonus starts, refuses
// other values, and a record's deal may name the bonus cards by their
// codes when the option deals them (a deal played again with the seats
// swapped), not otherwise.
func TestBonusOption(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  int8
	}{{"off", 0}, {"2", 2}, {"3", 3}} {
		s, err := New(games.Config{Options: map[string]string{"bonus": tc.value}})
		require.NoError(t, err, tc.value)
		require.Equal(t, tc.want, s.pub.Options.Bonus)
		require.Equal(t, Info().FormatOptions(s.Options()) == nil, tc.want == 0, "the option is written to the record when not off")
	}
	_, err := New(games.Config{Options: map[string]string{"bonus": "on"}})
	require.ErrorContains(t, err, "off, 2, 3")

	pack := packWith(t, 2, plainFirst, plainSecond, plainLayout, "BN-D1")
	codes := make([]string, len(pack))
	for i, c := range pack {
		codes[i] = Code(c)
	}
	rec := &record.Record{Game: "gostop", Dealer: 0, Options: []record.Option{{Name: "bonus", Value: "2"}}, Deals: [][]string{codes}}
	cfg, err := rec.Config(Info())
	require.NoError(t, err)
	s, err := New(cfg)
	require.NoError(t, err)
	require.Equal(t, "p0 BN-D1 from stock", bonusEvents(play(t, s, "deal", "01-B")))
	rec.Options = nil
	cfg, err = rec.Config(Info())
	require.NoError(t, err)
	_, err = New(cfg)
	require.ErrorContains(t, err, "BN-", "bonus cards in a deal without the option")
}
