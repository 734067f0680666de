// Package cards holds card identities for Cardavia's four deck systems, sets
// of cards as bitsets, and seeded shuffling.
//
// A Card is an index into one deck, numbered exactly as the rules specs number
// them (../shared/rules: Scopa 10·suit+rank, Skat 8·suit+rank, Schnapsen
// 5·suit+rank, Go-Stop 4·(month−1)+slot), so that the numeric ids in the
// specs, the records and the engines are the same numbers.
package cards

import (
	"fmt"
	"slices"
	"strings"

	"github.com/cardavia/cardavia/internal/excerpt"
)

// Card is a card's index within its deck. Which card it is depends on the deck.
type Card uint8

// None stands for "no card" (an empty slot, a card hidden from the viewer).
const None Card = 0xFF

// DeckID names one of the deck systems.
type DeckID uint8

// The deck systems. German20 and French20 are the two 20-card Schnapsen packs;
// German20's cards are the ten-to-Daus cards of German32 (see German20To32).
const (
	Italian40 DeckID = iota + 1
	German32
	German20
	French20
	Hwatu48
	// German24 and French24 are the Sechsundsechzig packs: the 20-card
	// Schnapsen packs plus the four nines, numbered after the 20 (see
	// Nines24), so that the 20 cards keep their Schnapsen numbers.
	German24
	French24
)

// Name is a piece of visible text: a stable go-i18n message ID and the
// English text that stands when no translation is loaded.
type Name struct {
	ID      string
	English string
}

// Deck describes one deck system: its suits and ranks with their codes and
// names. Card c has suit c / len(Ranks()) and rank c % len(Ranks()).
//
// A Deck is read-only: the five decks are shared by every game, seat and
// goroutine, so its fields are unexported and read through methods, and the
// slices it hands out are copies.
type Deck struct {
	id    DeckID
	key   string // stable key used in records and file names
	title Name
	suits []Suit
	ranks []Rank
	// codes overrides suit+rank codes for decks whose card codes are not
	// that concatenation (hwatu: "01-B").
	codes []string
	names []string
	// pos overrides the suit·len(ranks)+rank numbering: pos[c] is card
	// c's suit and rank (the 24-card packs number the nines last).
	pos [][2]int8
	// nameKeys overrides, card by card, the deck key in a card's message
	// id: a pack made of another pack's cards shares their names.
	nameKeys []string
	// extras are cards a game adds to the deck's pack (Go-Stop's bonus
	// cards, ids from Size on): they have a code and a name, so that
	// records, views and the table can show them, but they are no card of
	// the deck (Valid, Size, All and Full leave them out; Parse reads
	// their codes, so that a record's deal can name them).
	extras []extra
}

// extra is one card a game adds to a deck's pack.
type extra struct{ code, name string }

// Suit is one suit (hwatu: one month) of a deck.
type Suit struct {
	Code string
	Name Name
}

// Rank is one rank (hwatu: one slot of a month) of a deck.
type Rank struct {
	Code string
	Name Name
}

// ID returns the deck's identifier.
func (d *Deck) ID() DeckID { return d.id }

// Key returns the deck's stable key, used in records and file names
// ("italian40", "german32", "german20", "french20", "hwatu48").
func (d *Deck) Key() string { return d.key }

// Title returns the deck's display name.
func (d *Deck) Title() Name { return d.title }

// Suits returns the deck's suits in card order, in a fresh slice.
func (d *Deck) Suits() []Suit { return slices.Clone(d.suits) }

// Ranks returns the deck's ranks in card order, in a fresh slice.
func (d *Deck) Ranks() []Rank { return slices.Clone(d.ranks) }

// SuitName returns the name of suit s (an index as returned by Suit), or an
// empty Name when s is out of range.
func (d *Deck) SuitName(s int) Name {
	if s < 0 || s >= len(d.suits) {
		return Name{}
	}
	return d.suits[s].Name
}

// Size returns the number of cards in the deck.
func (d *Deck) Size() int { return len(d.suits) * len(d.ranks) }

// All returns the deck's cards in numeric order.
func (d *Deck) All() []Card {
	cs := make([]Card, d.Size())
	for i := range cs {
		cs[i] = Card(i)
	}
	return cs
}

// Full returns the set of all the deck's cards.
func (d *Deck) Full() Set { return Set(1)<<d.Size() - 1 }

// Valid reports whether c is a card of d.
func (d *Deck) Valid(c Card) bool { return int(c) < d.Size() }

// IsExtra reports whether c is one of the cards a game adds to the deck's
// pack (the hwatu deck's bonus cards, ids 48–50): named and coded, but no
// card of the deck.
func (d *Deck) IsExtra(c Card) bool {
	return int(c) >= d.Size() && int(c) < d.Size()+len(d.extras)
}

// Suit returns the suit index of c.
func (d *Deck) Suit(c Card) int {
	if d.pos != nil && d.Valid(c) {
		return int(d.pos[c][0])
	}
	return int(c) / len(d.ranks)
}

// Rank returns the rank index of c.
func (d *Deck) Rank(c Card) int {
	if d.pos != nil && d.Valid(c) {
		return int(d.pos[c][1])
	}
	return int(c) % len(d.ranks)
}

// Card returns the card of the given suit and rank indices.
func (d *Deck) Card(suit, rank int) Card {
	if d.pos != nil {
		for c, p := range d.pos {
			if int(p[0]) == suit && int(p[1]) == rank {
				return Card(c)
			}
		}
		return None
	}
	return Card(suit*len(d.ranks) + rank)
}

// Code returns the card's record code, such as "HQ", "D7", "CU" or "08-B".
// An invalid card gives "??" rather than failing, so that diagnostics about
// bad cards can always be printed.
func (d *Deck) Code(c Card) string {
	if d.IsExtra(c) {
		return d.extras[int(c)-d.Size()].code
	}
	if !d.Valid(c) {
		return "??"
	}
	if d.codes != nil {
		return d.codes[c]
	}
	return d.suits[d.Suit(c)].Code + d.ranks[d.Rank(c)].Code
}

// Parse returns the card with the given code (case-insensitive), one of
// the deck's extra cards included.
func (d *Deck) Parse(code string) (Card, error) {
	for i := 0; i < d.Size()+len(d.extras); i++ {
		if strings.EqualFold(d.Code(Card(i)), code) {
			return Card(i), nil
		}
	}
	return None, fmt.Errorf("%s is not a card of the %s deck", excerpt.Quote(code), d.key)
}

// ParseList parses space-separated card codes.
func (d *Deck) ParseList(s string) ([]Card, error) {
	var cs []Card
	for _, f := range strings.Fields(s) {
		c, err := d.Parse(f)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

// FormatList writes cards as space-separated codes.
func (d *Deck) FormatList(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = d.Code(c)
	}
	return strings.Join(parts, " ")
}

// CardName returns the card's visible name, such as "Herz-Ober" or "Sette di
// Denari" in English form ("Ober of Hearts", "Seven of Coins").
func (d *Deck) CardName(c Card) Name {
	key := d.key
	if d.nameKeys != nil && d.Valid(c) {
		key = d.nameKeys[c]
	}
	id := "card." + key + "." + d.Code(c)
	if d.IsExtra(c) {
		return Name{ID: id, English: d.extras[int(c)-d.Size()].name}
	}
	if !d.Valid(c) {
		return Name{ID: id, English: "unknown card"}
	}
	if d.names != nil {
		return Name{ID: id, English: d.names[c]}
	}
	return Name{ID: id, English: d.ranks[d.Rank(c)].Name.English + " of " + d.suits[d.Suit(c)].Name.English}
}

// ByID returns the deck with the given id, or nil.
func ByID(id DeckID) *Deck {
	for _, d := range decks {
		if d.id == id {
			return d
		}
	}
	return nil
}

// ByKey returns the deck with the given record key ("german20", "french20" …).
func ByKey(key string) (*Deck, error) {
	for _, d := range decks {
		if d.key == key {
			return d, nil
		}
	}
	return nil, fmt.Errorf("unknown deck %s (known: italian40, german32, german20, french20, hwatu48, german24, french24)", excerpt.Quote(key))
}

// Decks returns every deck system, in a fresh slice the caller may keep or
// change without changing what ByID, ByKey and the next caller see.
func Decks() []*Deck { return append([]*Deck(nil), decks...) }

func suit(key, code, english string) Suit {
	return Suit{Code: code, Name: Name{ID: "suit." + key + "." + code, English: english}}
}

func rank(key, code, english string) Rank {
	return Rank{Code: code, Name: Name{ID: "rank." + key + "." + code, English: english}}
}

var (
	// italian is the 40-card Italian pack of Scopa: suits Denari, Coppe,
	// Spade, Bastoni; ranks 1–7, Fante (10), Cavallo (11), Re (12).
	italian = &Deck{id: Italian40, key: "italian40", title: Name{"deck.italian40", "Italian 40"},
		suits: []Suit{suit("italian", "D", "Coins"), suit("italian", "C", "Cups"), suit("italian", "S", "Swords"), suit("italian", "B", "Batons")},
		ranks: []Rank{rank("italian", "1", "Ace"), rank("italian", "2", "Two"), rank("italian", "3", "Three"), rank("italian", "4", "Four"),
			rank("italian", "5", "Five"), rank("italian", "6", "Six"), rank("italian", "7", "Seven"),
			rank("italian", "10", "Fante"), rank("italian", "11", "Cavallo"), rank("italian", "12", "Re")},
	}
	// german is the 32-card German-suited pack of Skat: suits Eichel, Laub,
	// Herz, Schellen (the Skat order C, S, H, D); ranks 7, 8, 9, 10, Unter,
	// Ober, König, Daus.
	german = &Deck{id: German32, key: "german32", title: Name{"deck.german32", "German 32"},
		suits: []Suit{suit("german", "C", "Acorns"), suit("german", "S", "Leaves"), suit("german", "H", "Hearts"), suit("german", "D", "Bells")},
		ranks: []Rank{rank("german", "7", "Seven"), rank("german", "8", "Eight"), rank("german", "9", "Nine"), rank("german", "T", "Ten"),
			rank("german", "U", "Unter"), rank("german", "O", "Ober"), rank("german", "K", "King"), rank("german", "A", "Ace")},
	}
	// schnapsenGerman is the German-suited 20-card Schnapsen pack (seed 003):
	// suits Herz, Schellen, Laub, Eichel; ranks Unter, Ober, König, Zehner,
	// Daus with the Schnapsen codes J, Q, K, T, A.
	schnapsenGerman = &Deck{id: German20, key: "german20", title: Name{"deck.german20", "German 20"},
		suits: []Suit{suit("german", "H", "Hearts"), suit("german", "D", "Bells"), suit("german", "S", "Leaves"), suit("german", "C", "Acorns")},
		ranks: []Rank{rank("german20", "J", "Unter"), rank("german20", "Q", "Ober"), rank("german20", "K", "King"), rank("german20", "T", "Ten"), rank("german20", "A", "Ace")},
	}
	// schnapsenFrench is the French-suited 20-card Schnapsen pack (seed 004):
	// Herz, Karo, Pik, Kreuz; Bube, Dame, König, Zehn, Ass.
	schnapsenFrench = &Deck{id: French20, key: "french20", title: Name{"deck.french20", "French 20"},
		suits: []Suit{suit("french", "H", "Hearts"), suit("french", "D", "Diamonds"), suit("french", "S", "Spades"), suit("french", "C", "Clubs")},
		ranks: []Rank{rank("french", "J", "Jack"), rank("french", "Q", "Queen"), rank("french", "K", "King"), rank("french", "T", "Ten"), rank("french", "A", "Ace")},
	}
	// hwatu is the 48-card Korean flower pack of Go-Stop: twelve months of
	// four cards, numbered 4·(month−1)+slot as in the Go-Stop spec.
	hwatu = newHwatu()

	// sechsGerman and sechsFrench are the 24-card Sechsundsechzig packs:
	// the Schnapsen pack's 20 cards with their numbers, then the nines of
	// Herz (Hearts), Schellen (Diamonds), Laub (Spades), Eichel (Clubs) as
	// cards 20–23. Rank index 5 is the nine, the lowest card of a suit.
	sechsGerman = with24(&Deck{id: German24, key: "german24", title: Name{"deck.german24", "German 24"},
		suits: schnapsenGerman.suits,
		ranks: append(slices.Clone(schnapsenGerman.ranks), rank("german", "9", "Nine")),
	}, "german20", "german32")
	sechsFrench = with24(&Deck{id: French24, key: "french24", title: Name{"deck.french24", "French 24"},
		suits: schnapsenFrench.suits,
		ranks: append(slices.Clone(schnapsenFrench.ranks), rank("french", "9", "Nine")),
	}, "french20", "french24")

	decks = []*Deck{italian, german, schnapsenGerman, schnapsenFrench, hwatu, sechsGerman, sechsFrench}
)

// Nines24 is the number of the first nine in a 24-card pack: the nine of
// suit s is card Nines24+s.
const Nines24 = 20

// with24 lays out a 24-card pack (the 20 cards 5·suit+rank, then the
// nines) and names its cards after the packs they come from: the 20 by
// base20's names, the nines by nines' ("card.german32.H9" is the Skat
// pack's Herz-Neun, the same card).
func with24(d *Deck, base20, nines string) *Deck {
	d.pos = make([][2]int8, 24)
	d.nameKeys = make([]string, 24)
	for c := range d.pos {
		if c < Nines24 {
			d.pos[c] = [2]int8{int8(c / 5), int8(c % 5)}
			d.nameKeys[c] = base20
		} else {
			d.pos[c] = [2]int8{int8(c - Nines24), 5}
			d.nameKeys[c] = nines
		}
	}
	return d
}

// Italian returns the 40-card Italian pack of Scopa.
func Italian() *Deck { return italian }

// German returns the 32-card German-suited pack of Skat.
func German() *Deck { return german }

// SchnapsenGerman returns the German-suited 20-card Schnapsen pack.
func SchnapsenGerman() *Deck { return schnapsenGerman }

// SchnapsenFrench returns the French-suited 20-card Schnapsen pack.
func SchnapsenFrench() *Deck { return schnapsenFrench }

// SechsGerman returns the German-suited 24-card Sechsundsechzig pack.
func SechsGerman() *Deck { return sechsGerman }

// SechsFrench returns the French-suited 24-card Sechsundsechzig pack.
func SechsFrench() *Deck { return sechsFrench }

// Hwatu returns the 48-card Korean flower pack of Go-Stop.
func Hwatu() *Deck { return hwatu }

// suitTo32 maps the Schnapsen packs' suits H D S C to the German 32's
// indices (C S H D).
var suitTo32 = [4]int{2, 3, 1, 0}

// German20To32 maps a German-suited Schnapsen card to the same card of the
// 32-card German pack, whose art both share.
func German20To32(c Card) Card {
	if !SchnapsenGerman().Valid(c) {
		return None
	}
	rankTo32 := [5]int{4, 5, 6, 3, 7} // J Q K T A -> U O K T A
	return German().Card(suitTo32[SchnapsenGerman().Suit(c)], rankTo32[SchnapsenGerman().Rank(c)])
}

// German24To32 maps a card of the German 24 to the same card of the German
// 32: the 20 as German20To32, the nines to the Skat pack's nines.
func German24To32(c Card) Card {
	if c >= Nines24 && sechsGerman.Valid(c) {
		return German().Card(suitTo32[c-Nines24], 2)
	}
	return German20To32(c)
}
