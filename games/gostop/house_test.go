package gostop

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/internal/testsize"
)

// The house rules' worked examples of docs/games/gostop.md ("House rules"),
// one test per example (H1 …), the expectations written from the rule.

// withRules is build with the house rules r on.
func withRules(t *testing.T, r Rules, p position) *State {
	t.Helper()
	s := build(t, p)
	s.pub.Options = r
	return s
}

func legalText(s *State) map[string]bool {
	out := map[string]bool{}
	for _, a := range s.Legal(nil) {
		out[FormatAction(a)] = true
	}
	return out
}

// H1: three May cards in hand and none on the layout: each may be played
// with a shake, which shows all three; the opponent's view shows them.
func TestH1Shake(t *testing.T) {
	p := position{hands: [2]string{"05-A 05-R 05-J1 01-B", "02-J1 03-J1"}, layout: "01-J1 08-B", stock: "10-J1 10-J2"}
	off := build(t, p)
	var err error
	require.False(t, legalText(off)["shake:05-A"], "shaking without the option")
	_, err = off.Apply(ShakeAction(card(t, "05-A")), nil)
	require.ErrorIs(t, err, games.ErrIllegal)

	// A whole deal, so that the views are consistent: p0 holds the three
	// May cards, none lies on the layout.
	s, err := New(games.Config{Dealer: 0, Options: map[string]string{"shaking": "on"}, Deals: [][]cards.Card{explicitDeal(t,
		"05-A 05-R 05-J1 01-B 02-A 03-B 04-A 06-A 07-A 08-B", "01-R 02-R 03-R 04-R 06-R 07-R 09-R 10-R 11-B 12-B",
		"01-J1 02-J1 03-J1 04-J1 06-J1 07-J1 09-J1 10-J1")}})
	require.NoError(t, err)
	play(t, s, "deal")
	legal := legalText(s)
	for _, c := range []string{"05-A", "05-R", "05-J1"} {
		require.True(t, legal["shake:"+c], "shake:%s in %v", c, legal)
	}
	require.False(t, legal["shake:01-B"], "one January card is no shake")
	ev := play(t, s, "shake:05-A")
	require.True(t, has(ev, KShake), kinds(ev))
	require.Equal(t, set(t, "05-A 05-R 05-J1"), s.pub.Shaken[0])
	require.EqualValues(t, 1, s.pub.Shakes[0])
	require.True(t, s.pub.Layout.Has(card(t, "05-A")), "the shaken card is laid like any other")
	v := s.ViewOf(1)
	require.Equal(t, set(t, "05-A 05-R 05-J1"), v.Shaken[0], "the opponent sees the three cards")
	require.NoError(t, v.Check())
	// The opponent's sample deals the two shown cards still in hand to p0.
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		ns, err := v.SampleState(rng)
		require.NoError(t, err)
		require.Equal(t, set(t, "05-R 05-J1"), ns.hand[0]&set(t, "05-R 05-J1"))
	}
}

// H2: with one May card on the layout the three are a bomb, not a shake;
// a month shaken once is not shaken again.
func TestH2ShakeNeedsAnEmptyMonth(t *testing.T) {
	s := withRules(t, Rules{Shaking: true}, position{hands: [2]string{"05-A 05-R 05-J1 01-B", ""}, layout: "05-J2 08-B"})
	legal := legalText(s)
	require.False(t, legal["shake:05-A"], "%v", legal)
	require.False(t, legal["bomb:05-A"], "bombs are off: %v", legal)
	s.pub.Options.Bombs = true
	require.True(t, legalText(s)["bomb:05-A"])
	s = withRules(t, Rules{Shaking: true}, position{hands: [2]string{"05-A 05-R 05-J1 01-B", ""}, layout: "08-B"})
	s.pub.Shaken[0] = set(t, "05-A 05-R 05-J1")
	require.False(t, legalText(s)["shake:05-R"], "shaken twice")
}

// H3: a bomb takes all four cards of the month, a junk card from the
// opponent, and gives two dummy turns.
func TestH3Bomb(t *testing.T) {
	p := position{hands: [2]string{"07-A 07-R 07-J1 01-B 02-J1", "03-J2 04-J2"}, layout: "07-J2 01-J1",
		piles: [2]string{"", "03-J1 11-D"}, stock: "12-A 01-J2 06-J1"}
	s := withRules(t, Rules{Bombs: true}, p)
	legal := legalText(s)
	for _, c := range []string{"07-A", "07-R", "07-J1"} {
		require.True(t, legal["bomb:"+c], "bomb:%s in %v", c, legal)
	}
	ev := play(t, s, "bomb:07-R")
	require.True(t, has(ev, KBomb), kinds(ev))
	require.Equal(t, set(t, "07-A 07-R 07-J1 07-J2 03-J1"), s.pub.Piles[0], "the four Julys and the junk card")
	require.Equal(t, set(t, "01-B 02-J1"), s.hand[0])
	require.EqualValues(t, 1, s.pub.Bombs[0])
	require.EqualValues(t, 2, s.pub.Dummies[0])
	// p1's turn, then p0 may take a dummy turn: the stock card only.
	play(t, s, "03-J2")
	require.True(t, legalText(s)["dummy"])
	ev = play(t, s, "dummy")
	require.True(t, has(ev, KDummy), kinds(ev))
	require.Equal(t, set(t, "01-B 02-J1"), s.hand[0], "a dummy turn plays no hand card")
	require.EqualValues(t, 1, s.pub.Dummies[0])
	require.True(t, s.pub.Layout.Has(card(t, "06-J1")), "the dummy turn turned 06-J1 onto the layout")
}

// H4–H8: what a Stop pays with the house rules.
func TestH4toH8Payments(t *testing.T) {
	ten := set(t, "02-A 05-A 06-A 07-A 10-A 12-A 01-R 02-R 04-R 05-R 06-R 09-R 12-R 01-J1 01-J2 02-J1 02-J2 03-J1 03-J2 04-J1 04-J2 05-J1 05-J2 06-J1 06-J2 07-J1 07-J2")
	loser4 := set(t, "08-J1 08-J2 09-J1 09-J2 01-B")
	require.Equal(t, 10, Points(ten), "G12's pile")
	for _, tc := range []struct {
		name  string
		r     Rules
		gos   int
		pub   func(*Public)
		want  int
		lines []string
	}{
		// H4: the Korean go payment, G12's hand: (10+3)·2, pi-bak ·2.
		{"H4 Korean go, three gos", Rules{KoreanGo: true}, 3, nil, 52, nil},
		{"H4 the seed's go, three gos", Rules{}, 3, nil, 40, nil},
		{"H4 Korean go, one go", Rules{KoreanGo: true}, 1, nil, 22, nil},
		{"H4 Korean go, four gos", Rules{KoreanGo: true}, 4, nil, 112, nil},
		// H5: shakes and bombs double the payment of the seat that made them.
		{"H5 a shake", Rules{Shaking: true}, 0, func(p *Public) { p.Shakes[0] = 1 }, 40, []string{"shaking"}},
		{"H5 a shake and a bomb", Rules{Shaking: true, Bombs: true}, 0, func(p *Public) { p.Shakes[0], p.Bombs[0] = 1, 1 }, 80, []string{"shaking", "bombs"}},
		{"H5 the loser's shake pays nothing", Rules{Shaking: true}, 0, func(p *Public) { p.Shakes[1] = 1 }, 20, nil},
		// H6: go-bak: the loser had said go.
		{"H6 go-bak", Rules{GoBak: true}, 0, func(p *Public) { p.Gos[1], p.LastGo[1] = 1, 7 }, 40, []string{"go-bak"}},
		{"H6 no go-bak without the rule", Rules{}, 0, func(p *Public) { p.Gos[1], p.LastGo[1] = 1, 7 }, 20, nil},
		// H7: nagaris carried: ×2 each, at most ×16.
		{"H7 one nagari", Rules{NagariDoubles: true}, 0, func(p *Public) { p.Carry, p.Deals = 1, 2 }, 40, []string{"nagari-carry"}},
		{"H7 six nagaris", Rules{NagariDoubles: true}, 0, func(p *Public) { p.Carry, p.Deals = 6, 7 }, 320, []string{"nagari-carry"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pub := Public{Options: tc.r, Piles: [2]cards.Set{ten, loser4}, Gos: [2]int8{int8(tc.gos), 0}}
			if tc.pub != nil {
				tc.pub(&pub)
			}
			// 10 points, pi-bak (4 junk units), no gwang-bak (no bright of the winner's).
			require.Equal(t, tc.want, SettleDeal(&pub, 0).Total)
			s := &State{pub: pub}
			s.pub.Phase, s.pub.End, s.pub.Winner, s.pub.Payment = PhaseOver, EndStop, 0, int32(tc.want)
			ids := map[string]bool{}
			for _, l := range s.Result().Lines {
				ids[l.Label.ID] = true
			}
			for _, l := range tc.lines {
				require.True(t, ids["score.gostop."+l], "line %s in %v", l, ids)
			}
		})
	}
}

// H7: a nagari under nagari-doubles deals again; the next deal's payment
// is doubled.
func TestH7NagariCarried(t *testing.T) {
	s := withRules(t, Rules{NagariDoubles: true}, position{hands: [2]string{"", "10-J1"}, layout: "01-B", stock: "02-J1", turn: 20, toMove: 1})
	ev := play(t, s, "10-J1")
	require.True(t, has(ev, KNagari), kinds(ev))
	require.False(t, has(ev, games.KMatchOver), "the match goes on")
	require.True(t, has(ev, games.KDealOver))
	require.Equal(t, games.Chance, s.Player())
	require.False(t, s.Done())
	require.EqualValues(t, 1, s.pub.Carry)
	r := s.Result()
	require.True(t, r.DealOver)
	require.Equal(t, -1, r.Winner)
	require.Equal(t, 1, r.Deals)
	require.NoError(t, s.ViewOf(0).Check())
	_, err := s.Apply(games.Deal, nil)
	require.NoError(t, err)
	require.Equal(t, EndNone, s.pub.End)
	require.EqualValues(t, 1, s.pub.Carry, "the carry stays for the new deal")
}

// TestHouseRulesRandomMatches plays random matches with every combination
// of the options: every step's views pass Check, actions round-trip
// through the notation and Decode, the 48 cards stay conserved, and a
// Stop pays the reference payment times the house rules' doublings.
//
// The bonus cards (Rules.Bonus, 2 and 3) are played alone and with every
// combination of the other options; the pack is then 48 and the bonus cards.
func TestHouseRulesRandomMatches(t *testing.T) {
	var buf []games.Action
	var ev []games.Event
	seen := map[games.Kind]int{}
	for _, bonus := range []int{0, 2, 3} {
		seeds := testsize.Pick(40, 400)
		first := 1
		if bonus != 0 {
			seeds, first = testsize.Pick(12, 200), 0
		}
		for combo := first; combo < 1<<5; combo++ {
			var o games.Options
			opts := map[string]string{}
			for i := 0; i < 5; i++ {
				if combo&(1<<i) != 0 {
					o[i] = 1
					opts[Info().Options[i].Name] = games.On
				}
			}
			r := RulesOf(o)
			r.Bonus = int8(bonus)
			o = r.Options()
			pack := packOf(r).Len()
			for seed := uint64(0); seed < uint64(seeds); seed++ {
				s, err := NewBonus(games.Config{Seed: seed, Dealer: -1, Options: opts}, bonus)
				require.NoError(t, err)
				require.Equal(t, o, s.Options())
				require.Equal(t, r, s.pub.Options)
				rng := rand.New(rand.NewPCG(seed, uint64(combo)))
				for steps := 0; !s.Done(); steps++ {
					if steps > 2000 {
						t.Fatalf("%v seed %d: the match does not end", r, seed)
					}
					buf = s.Legal(buf[:0])
					if len(buf) == 0 {
						t.Fatalf("%v seed %d: no legal action in phase %d", r, seed, s.pub.Phase)
					}
					for _, a := range buf {
						if back, err := ParseAction(FormatAction(a)); err != nil || back != a {
							t.Fatalf("%s parses to %v, %v", FormatAction(a), back, err)
						}
						if m, ok := Decode(a); !ok || m.Action() != a {
							t.Fatalf("Decode(%s) = %+v, %v", FormatAction(a), m, ok)
						}
					}
					if seed%8 == 0 && s.pub.Phase != PhaseChance {
						checkSample(t, s, rng)
					}
					a := buf[rng.IntN(len(buf))]
					if ev, err = s.Apply(a, ev[:0]); err != nil {
						t.Fatalf("%v seed %d: legal %s: %v", r, seed, FormatAction(a), err)
					}
					for _, e := range ev {
						seen[e.Kind]++
					}
					all := s.hand[0] | s.hand[1] | s.pub.Layout | s.pub.Piles[0] | s.pub.Piles[1]
					n := all.Len()
					if s.pub.Phase != PhaseChance || s.pub.End == EndNagari {
						n += int(s.pub.StockLeft)
					}
					if s.pub.Phase == PhaseChance && s.pub.End != EndNagari {
						n = pack
					}
					if n != pack && s.pub.Phase != PhaseOver {
						t.Fatalf("%v seed %d: %d cards after %s", r, seed, n, FormatAction(a))
					}
					if s.pub.Phase != PhaseChance && s.pub.Phase != PhaseOver &&
						s.hand[0].Len()+s.hand[1].Len()+int(s.pub.Dummies[0]+s.pub.Dummies[1])+s.ViewOf(0).bonusInStock() != int(s.pub.StockLeft) {
						t.Fatalf("%v seed %d: hands %v, dummies %v and the stock %d do not add up", r, seed, s.hand, s.pub.Dummies, s.pub.StockLeft)
					}
					if (s.hand[0]|s.hand[1]|s.pub.Layout)&^fullMask != 0 {
						t.Fatalf("%v seed %d: a bonus card is in a hand or on the layout after %s", r, seed, FormatAction(a))
					}
					for seat := 0; seat < 2; seat++ {
						if err := s.ViewOf(seat).Check(); err != nil {
							t.Fatalf("%v seed %d after %s: %v", r, seed, FormatAction(a), err)
						}
					}
				}
				if s.pub.End == EndStop {
					w := int(s.pub.Winner)
					base := refPayment(s.pub.Piles[w], int(s.pub.Gos[w]), s.pub.Piles[1-w])
					if r.KoreanGo {
						base = refKoreanPayment(t, s.pub.Piles[w], int(s.pub.Gos[w]), s.pub.Piles[1-w])
					}
					d := int(s.pub.Shakes[w]) + int(s.pub.Bombs[w]) + min(int(s.pub.Carry), 4)
					if r.GoBak && s.pub.Gos[1-w] > 0 {
						d++
					}
					require.EqualValues(t, base<<d, s.pub.Payment, "%v seed %d: payment", r, seed)
					require.Equal(t, int(s.pub.Payment), s.Result().Deal[w])
				}
			}
		}
	}
	for _, k := range []games.Kind{KShake, KBomb, KDummy, KNagari, KBonus} {
		require.NotZero(t, seen[k], "no %s in random play: %v", KindName(k), seen)
	}
}

// refKoreanPayment is refPayment with the go bonus of korean-go: the seed's
// payment recomputed from a score raised by the gos.
func refKoreanPayment(t *testing.T, w cards.Set, gos int, l cards.Set) int {
	t.Helper()
	s, _, _ := refScore(w)
	seedPay := refPayment(w, gos, l)
	base := refPayment(w, 0, l) // the doublings of the baks alone: base = s·2^baks
	baks := base / max(s, 1)
	switch {
	case gos == 0:
		return seedPay
	case gos <= 2:
		return (s + gos) * baks
	}
	return (s + gos) << (gos - 2) * baks
}

// The view says which options are on, and its check refuses house-rule
// fields the options do not allow.
func TestHouseRulesInTheView(t *testing.T) {
	s, err := New(games.Config{Seed: 3, Dealer: 0, Options: map[string]string{"bombs": "on"}})
	require.NoError(t, err)
	_, err = s.Apply(games.Deal, nil)
	require.NoError(t, err)
	b, err := json.Marshal(s.ViewOf(0))
	require.NoError(t, err)
	require.Contains(t, string(b), `"options":{"bombs":true}`)
	plain, _ := New(games.Config{Seed: 3, Dealer: 0})
	b, _ = json.Marshal(plain.ViewOf(0))
	require.NotContains(t, string(b), "options")
	v := s.ViewOf(0)
	v.Shakes[1] = 1
	v.Shaken[1] = MonthCards(1) &^ cards.SetOf(0)
	require.ErrorContains(t, v.Check(), "shakes[1]")
	_, err = New(games.Config{Options: map[string]string{"bombs": "yes"}})
	require.ErrorContains(t, err, `"bombs"`)
}
