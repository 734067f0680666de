package cards

import "fmt"

// HwatuKind is what a hwatu card is printed as: the type marker on its face.
type HwatuKind uint8

// The hwatu card kinds. The September cup is printed as an animal; Go-Stop
// may count it as double junk instead.
const (
	Bright HwatuKind = iota
	Animal
	Ribbon
	Junk
	DoubleJunk
)

// RibbonKind tells the ribbon sets apart (their colour and poem on the card).
type RibbonKind uint8

// The ribbon kinds. NoSet is the December ribbon, which belongs to no set.
const (
	NotRibbon RibbonKind = iota
	RedPoem
	Blue
	PlainRed
	NoSet
)

// hwatuSlots lists each month's four cards in slot order, as the Go-Stop spec's
// table does: the code suffix and the kind.
var hwatuSlots = [12][4]struct {
	suffix string
	kind   HwatuKind
	ribbon RibbonKind
}{
	{{"B", Bright, 0}, {"R", Ribbon, RedPoem}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, RedPoem}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"B", Bright, 0}, {"R", Ribbon, RedPoem}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, PlainRed}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, PlainRed}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, Blue}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, PlainRed}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"B", Bright, 0}, {"A", Animal, 0}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, Blue}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"A", Animal, 0}, {"R", Ribbon, Blue}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"B", Bright, 0}, {"D", DoubleJunk, 0}, {"J1", Junk, 0}, {"J2", Junk, 0}},
	{{"B", Bright, 0}, {"A", Animal, 0}, {"R", Ribbon, NoSet}, {"D", DoubleJunk, 0}},
}

var monthNames = [12]string{"January pine", "February plum", "March cherry", "April wisteria",
	"May iris", "June peony", "July bush clover", "August pampas", "September chrysanthemum",
	"October maple", "November paulownia", "December rain"}

var months = [12]string{"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

var kindNames = [...]string{Bright: "bright", Animal: "animal", Ribbon: "ribbon", Junk: "junk", DoubleJunk: "double junk"}

func newHwatu() *Deck {
	d := &Deck{id: Hwatu48, key: "hwatu48", title: Name{"deck.hwatu48", "Hwatu 48"}}
	for m := 0; m < 12; m++ {
		d.suits = append(d.suits, suit("hwatu", fmt.Sprintf("%02d", m+1), months[m]))
	}
	for s := 0; s < 4; s++ {
		d.ranks = append(d.ranks, rank("hwatu", fmt.Sprint(s), fmt.Sprint("slot ", s)))
	}
	for m := 0; m < 12; m++ {
		for s, slot := range hwatuSlots[m] {
			d.codes = append(d.codes, fmt.Sprintf("%02d-%s", m+1, slot.suffix))
			name := monthNames[m] + " " + kindNames[slot.kind]
			if slot.kind == Junk {
				name += fmt.Sprint(" ", s-1)
			}
			d.names = append(d.names, name)
		}
	}
	// Go-Stop's bonus cards (games/gostop, Rules.Bonus): two double-junk
	// jokers and a triple-junk one, after the 48.
	d.extras = []extra{{"BN-D1", "Bonus double junk 1"}, {"BN-D2", "Bonus double junk 2"}, {"BN-T", "Bonus triple junk"}}
	return d
}

// Month returns a hwatu card's month, 1 to 12.
func Month(c Card) int { return int(c)/4 + 1 }

// KindOf returns the kind printed on a hwatu card.
func KindOf(c Card) HwatuKind {
	if int(c) >= 48 {
		return Junk
	}
	return hwatuSlots[c/4][c%4].kind
}

// RibbonOf returns the ribbon set of a hwatu ribbon card (NotRibbon otherwise).
func RibbonOf(c Card) RibbonKind {
	if int(c) >= 48 {
		return NotRibbon
	}
	return hwatuSlots[c/4][c%4].ribbon
}
