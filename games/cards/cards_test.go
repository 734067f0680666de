package cards

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDeckIdentities(t *testing.T) {
	cases := []struct {
		deck        *Deck
		size        int
		first, last string
		probe       string
		probeID     Card
		probeName   string
	}{
		// Numeric ids as the specs define them.
		{Italian(), 40, "D1", "B12", "D7", 6, "Seven of Coins"},                     // 10·suit+k
		{German(), 32, "C7", "DA", "HT", 19, "Ten of Hearts"},                       // 8·suit+rank
		{SchnapsenGerman(), 20, "HJ", "CA", "SQ", 11, "Ober of Leaves"},             // 5·suit+rank
		{SchnapsenFrench(), 20, "HJ", "CA", "DK", 7, "King of Diamonds"},            // 5·suit+rank
		{Hwatu(), 48, "01-B", "12-D", "09-A", 32, "September chrysanthemum animal"}, // 4·(m−1)+slot
	}
	for _, c := range cases {
		t.Run(c.deck.Key(), func(t *testing.T) {
			require.Equal(t, c.size, c.deck.Size())
			assert.Equal(t, c.first, c.deck.Code(0))
			assert.Equal(t, c.last, c.deck.Code(Card(c.size-1)))
			got, err := c.deck.Parse(c.probe)
			require.NoError(t, err)
			assert.Equal(t, c.probeID, got)
			assert.Equal(t, c.probeName, c.deck.CardName(got).English)
			assert.Equal(t, c.size, c.deck.Full().Len())
			seen := map[string]bool{}
			for _, card := range c.deck.All() {
				code := c.deck.Code(card)
				assert.False(t, seen[code], "duplicate code %s", code)
				seen[code] = true
				back, err := c.deck.Parse(code)
				require.NoError(t, err)
				assert.Equal(t, card, back)
			}
			_, err = c.deck.Parse("ZZ")
			assert.ErrorContains(t, err, c.deck.Key())
			// Past the deck's cards and the extras a game adds to its pack,
			// a card has no code.
			next := Card(c.size)
			for c.deck.IsExtra(next) {
				next++
			}
			assert.Equal(t, "??", c.deck.Code(next))
			assert.False(t, c.deck.Valid(Card(c.size)), "an extra card is no card of the deck")
		})
	}
}

// TestHwatuExtras: the hwatu deck names Go-Stop's three bonus cards after
// its 48, without making them cards of the deck.
func TestHwatuExtras(t *testing.T) {
	d := Hwatu()
	for i, want := range []struct{ code, name string }{{"BN-D1", "Bonus double junk 1"}, {"BN-D2", "Bonus double junk 2"}, {"BN-T", "Bonus triple junk"}} {
		c := Card(48 + i)
		assert.True(t, d.IsExtra(c))
		assert.Equal(t, want.code, d.Code(c))
		assert.Equal(t, Name{ID: "card.hwatu48." + want.code, English: want.name}, d.CardName(c))
		back, err := d.Parse(want.code)
		require.NoError(t, err, "a record's deal names an extra card by its code")
		assert.Equal(t, c, back)
	}
	assert.False(t, d.IsExtra(47))
	assert.False(t, d.IsExtra(51))
	assert.False(t, Italian().IsExtra(40))
}

func TestHwatuKinds(t *testing.T) {
	count := map[HwatuKind]int{}
	for c := Card(0); c < 48; c++ {
		count[KindOf(c)]++
	}
	// 5 brights, 9 animals (cup included), 10 ribbons, 2 double junk, 22 junk.
	assert.Equal(t, map[HwatuKind]int{Bright: 5, Animal: 9, Ribbon: 10, DoubleJunk: 2, Junk: 22}, count)
	assert.Equal(t, RedPoem, RibbonOf(1))
	assert.Equal(t, Blue, RibbonOf(21))
	assert.Equal(t, NoSet, RibbonOf(46))
	assert.Equal(t, 12, Month(47))
}

func TestGerman20To32(t *testing.T) {
	cases := map[string]string{"HJ": "HU", "HQ": "HO", "DK": "DK", "ST": "ST", "CA": "CA"}
	for from, to := range cases {
		c, err := SchnapsenGerman().Parse(from)
		require.NoError(t, err)
		assert.Equal(t, to, German().Code(German20To32(c)), from)
	}
	assert.Equal(t, None, German20To32(20))
}

func TestSet(t *testing.T) {
	s := SetOf(3, 7, 40)
	assert.Equal(t, 3, s.Len())
	assert.True(t, s.Has(7))
	assert.False(t, s.Has(8))
	assert.False(t, s.Has(None))
	assert.Equal(t, Card(3), s.First())
	assert.Equal(t, Card(40), s.Last())
	assert.Equal(t, Card(7), s.Nth(1))
	assert.Equal(t, None, s.Nth(3))
	assert.Equal(t, []Card{3, 7, 40}, s.Cards())
	assert.Equal(t, SetOf(3, 40), s.Remove(7))
	assert.True(t, s.Contains(SetOf(3, 40)))
	assert.False(t, s.Contains(SetOf(3, 4)))
	assert.Equal(t, None, Set(0).First())
	assert.Equal(t, "D4 D10", SetOf(3, 7).Format(Italian()))
}

func TestShuffleDeterministicAndUniform(t *testing.T) {
	a, b := Italian().All(), Italian().All()
	pa, pb := NewPCG(7), NewPCG(7)
	Shuffle(a, &pa)
	Shuffle(b, &pb)
	assert.Equal(t, a, b, "same seed, same order")
	assert.NotEqual(t, Italian().All(), a)
	assert.Equal(t, Italian().Full(), SetOf(a...), "a permutation")

	// Each of 4 cards lands in each position about 1/4 of the time.
	const n = 40000
	var pos [4][4]int
	src := NewPCG(1)
	for i := 0; i < n; i++ {
		cs := []Card{0, 1, 2, 3}
		Shuffle(cs, &src)
		for p, c := range cs {
			pos[c][p]++
		}
	}
	for c := range pos {
		for p := range pos[c] {
			assert.InDelta(t, n/4, pos[c][p], n/4*0.05, "card %d at %d", c, p)
		}
	}
}

func TestIntnBounds(t *testing.T) {
	src := NewPCG(3)
	for n := 1; n < 60; n++ {
		for i := 0; i < 100; i++ {
			v := Intn(&src, n)
			require.True(t, v >= 0 && v < n)
		}
	}
	assert.Equal(t, 0, Intn(&src, 0))
}

func TestDeck_IsReadOnly(t *testing.T) {
	d := German()
	suits, ranks := d.Suits(), d.Ranks()
	suits[0].Code, ranks[0].Code = "X", "Y"
	assert.Equal(t, "C7", d.Code(0), "changing a returned slice must not change the shared deck")
	assert.Equal(t, "Acorns", d.SuitName(0).English)
	assert.Equal(t, Name{}, d.SuitName(4), "out of range")
	assert.Same(t, German(), d, "one deck value, shared")
}

// TestDecks24 checks the Sechsundsechzig packs: the Schnapsen pack's 20
// cards under their numbers and names, then the four nines as cards 20–23
// named as the Skat pack names its nines (German) or by their own ids.
func TestDecks24(t *testing.T) {
	tests := []struct {
		deck  *Deck
		base  *Deck
		nine  string // the message id of the Nine of Hearts
		codes string // the nines H D S C
	}{
		{SechsGerman(), SchnapsenGerman(), "card.german32.H9", "H9 D9 S9 C9"},
		{SechsFrench(), SchnapsenFrench(), "card.french24.H9", "H9 D9 S9 C9"},
	}
	for _, tt := range tests {
		t.Run(tt.deck.Key(), func(t *testing.T) {
			assert.Equal(t, 24, tt.deck.Size())
			for _, c := range tt.base.All() {
				assert.Equal(t, tt.base.Code(c), tt.deck.Code(c))
				assert.Equal(t, tt.base.CardName(c), tt.deck.CardName(c))
				assert.Equal(t, tt.base.Suit(c), tt.deck.Suit(c))
				assert.Equal(t, c, tt.deck.Card(tt.deck.Suit(c), tt.deck.Rank(c)))
			}
			nines, err := tt.deck.ParseList(tt.codes)
			assert.NoError(t, err)
			for s, c := range nines {
				assert.Equal(t, Card(Nines24+s), c)
				assert.Equal(t, s, tt.deck.Suit(c))
				assert.Equal(t, "9", tt.deck.Ranks()[tt.deck.Rank(c)].Code)
				assert.Equal(t, c, tt.deck.Card(s, 5))
			}
			assert.Equal(t, tt.nine, tt.deck.CardName(nines[0]).ID)
		})
	}
	assert.Equal(t, German().Card(2, 2), German24To32(Nines24), "the Herz-Neun of the Skat pack")
	assert.Equal(t, German20To32(3), German24To32(3))
}
