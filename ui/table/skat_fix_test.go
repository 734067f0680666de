package table

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/skat"
)

// TestSortSkat_TrumpsThenWholeSuits: in every game the sorted deck has the
// trumps first (for Null, none), then each plain suit in one block, with
// no card of one block inside another. The expectation is the engine's own
// trump rule (skat.EffectiveSuit), not the sort keys. (Mutation tried: the
// old keys, where the trump suit's 8 and 7 shared keys with the Acorns Ace
// and Ten — Bells, Hearts and Leaves games failed.)
func TestSortSkat_TrumpsThenWholeSuits(t *testing.T) {
	full := cards.German().Full()
	for g := skat.Diamonds; g <= skat.NullOuvert; g++ {
		t.Run(g.String(), func(t *testing.T) {
			cs := sortSkat(full, g)
			require.Len(t, cs, 32)
			block := func(c cards.Card) int { return skat.EffectiveSuit(g, c) }
			seen := map[int]bool{}
			prev := -1
			for i, c := range cs {
				b := block(c)
				if i == 0 || b != prev {
					require.False(t, seen[b], "block %d comes twice; order %v", b, cs)
					seen[b] = true
				}
				prev = b
			}
			if !g.IsNull() {
				require.Equal(t, 4, block(cs[0]), "the trumps come first")
				for i := 0; i < 4; i++ {
					require.Equal(t, 4, cards.German().Rank(cs[i]), "the Jacks lead the trumps")
				}
			}
		})
	}
}

// TestSkatScene_PickedUpCardNotShownInTheSkat: a card taken from the skat
// and played later is not drawn on the felt again, and the two cards laid
// away lie unseen with the declarer's tricks until the deal is over (see
// TestSkatScene_SkatSpot). (Mutation tried: shown = Skat|Discards as before
// — the played card came back face up in the skat.)
func TestSkatScene_PickedUpCardNotShownInTheSkat(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	d := cards.German()
	c := func(suit, rank int) cards.Card { return d.Card(suit, rank) }
	skatAsDealt := cards.Set(0).Add(c(0, 7)).Add(c(1, 7))
	laidAway := cards.Set(0).Add(c(2, 0)).Add(c(3, 0))
	v := &skat.View{Seat: Human, ToMove: Human, Phase: skat.PhasePlay, Dealer: 2, Declarer: Human, Game: skat.Hearts,
		Skat: skatAsDealt, Discards: laidAway, SkatCount: 2, Hand: cards.Set(0).Add(c(1, 7)), HandCount: [3]int{1, 1, 1}, Bid: 18, Holder: -1, Bidder: -1}
	v.Played[Human] = cards.Set(0).Add(c(0, 7)) // picked up from the skat, then played
	s := (&skatUI{discard: cards.None}).scene(h.tb, v, fyne.NewSize(1280, 800))
	count := map[cards.Card]int{}
	for _, it := range s.items {
		if it.card != cards.None {
			count[it.card]++
		}
	}
	assert.Zero(t, count[c(0, 7)], "the played card is drawn on the felt")
	assert.Equal(t, 1, count[c(1, 7)], "the card in hand is drawn once")
	assert.Zero(t, count[c(2, 0)], "a card laid away is drawn during the play")
	assert.Zero(t, count[c(3, 0)], "a card laid away is drawn during the play")
	// When the deal is over the skat is turned up: the two laid away, and
	// still not the card that was played.
	v.Phase = skat.PhaseOver
	s = (&skatUI{discard: cards.None}).scene(h.tb, v, fyne.NewSize(1280, 800))
	count = map[cards.Card]int{}
	for _, it := range s.items {
		if it.card != cards.None {
			count[it.card]++
		}
	}
	assert.Zero(t, count[c(0, 7)], "the played card is drawn on the felt")
	assert.Equal(t, 1, count[c(2, 0)])
	assert.Equal(t, 1, count[c(3, 0)])
}

// TestSkatSummary_OverbidSaysWhereTheLossComesFrom: spec §7, example K2
// (bid 33, game worth 30 on base 10): the loss is twice 40, the smallest
// multiple of 10 that covers 33. (Mutation tried: the old line, which gave
// −80 without the 40.)
func TestSkatSummary_OverbidSaysWhereTheLossComesFrom(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	st := &skat.Settlement{Declarer: Human, Game: skat.Clubs, Bid: 33, Matadors: 1, With: true, Base: 12, Multiplier: 2,
		Value: 24, Overbid: true, Score: -72, CardPoints: 75}
	st.Base, st.Value, st.Score = 10, 30, -80 // K2's numbers (base 10 stands for any suit)
	lines := (&skatUI{}).summary(h.tb, &skat.View{Settlement: st}, games.Result{})
	all := strings.Join(lines, "\n")
	for _, want := range []string{"worth 30", "bid of 33", "10 × 4 = 40", "-80"} {
		assert.Contains(t, all, want)
	}
}

// TestSkatSeatInfo_HoldsAndPassed: the seat that said yes reads "holds",
// a seat that passed reads "passed" whoever is to move. (Mutation tried:
// without the held marks — forehand's hold read "said 20".)
func TestSkatSeatInfo_HoldsAndPassed(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	g := h.tb.g.(*skatUI)
	fh := 0 // Dealer 2: seat 0 is forehand
	v := &skat.View{Seat: Human, ToMove: 1, Phase: skat.PhaseAuction, Dealer: 2, Declarer: -1, Bidder: 1, Holder: fh, Current: 20}
	v.Said[fh], v.Said[1] = 20, 20
	g.note(h.tb, v, games.Event{Kind: skat.KBid, Player: 1, Value: 20})
	g.note(h.tb, v, games.Event{Kind: skat.KHold, Player: int8(fh), Value: 20})
	assert.Equal(t, "holds 20", h.tb.skatSeatInfo(v, fh))
	assert.Equal(t, "said 20 · to bid", h.tb.skatSeatInfo(v, 1))
	v.Passed[2] = true
	v.ToMove = 2
	assert.Equal(t, "passed", h.tb.skatSeatInfo(v, 2))
}

// TestSkatSeatLabels_PassedSeatsSayPassed plays auctions and checks every
// seat's label on the felt whenever the person is to move: a seat that has
// passed never reads "to bid".
func TestSkatSeatLabels_PassedSeatsSayPassed(t *testing.T) {
	for seed := uint64(1); seed < 12; seed++ {
		h := newHarness(t, "skat", cards.German32, seed, fyne.NewSize(1024, 700))
		for i := 0; i < 10 && h.tb.ctl.toMove() == Human; i++ {
			v := h.tb.view.(*skat.View)
			if v.Phase != skat.PhaseAuction {
				break
			}
			for _, tx := range h.tb.scene.texts {
				for seat := 0; seat < 3; seat++ {
					if v.Passed[seat] && (tx.key == "info"+itoa(seat) || (seat == Human && tx.key == "me")) {
						assert.Contains(t, tx.s, "passed", "seed %d seat %d", seed, seat)
						assert.NotContains(t, tx.s, "to bid", "seed %d seat %d", seed, seat)
					}
				}
			}
			h.key("H")
		}
	}
}

// TestSkatSheet_RunsOverTheSession: the session's sheet has a line per deal
// with the declarer, the game and the running totals, and the
// Seeger–Fabian totals. (Mutation tried: seegerFabian without the 40 for
// the defenders — the totals line read 0 for them.)
func TestSkatSheet_RunsOverTheSession(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 1, fyne.NewSize(1280, 800))
	g := &skatUI{deals: []skatDeal{
		{declarer: 0, game: skat.Hearts, score: 40, won: true},
		{declarer: 1, game: skat.Grand, hand: true, score: -96},
		{declarer: -1},
	}}
	rows := g.sheet(h.tb)
	require.Len(t, rows, 5) // header, three deals, Seeger–Fabian
	assert.Equal(t, []string{"1", "You", "Hearts", "+40", "40", "0", "0"}, rows[1])
	assert.Equal(t, []string{"2", "Computer 1", "Grand hand", "-96", "40", "-96", "0"}, rows[2])
	assert.Equal(t, "thrown in", rows[3][2])
	// SF: deal 1 you +90; deal 2 computer 1 −146, you and computer 2 +40.
	assert.Equal(t, []string{"130", "-146", "40"}, rows[4][4:])
}

// TestSkatSheet_FilledByAPlayedDeal: a deal played at the table lands on
// the sheet, and the summary shows it.
func TestSkatSheet_FilledByAPlayedDeal(t *testing.T) {
	h := newHarness(t, "skat", cards.German32, 2, fyne.NewSize(1280, 800))
	h.playDeal(skatBidder)
	g := h.tb.g.(*skatUI)
	require.Len(t, g.deals, 1)
	assert.Contains(t, texts(h.tb.overlay), "Seeger–Fabian")
}
