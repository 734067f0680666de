package art

import (
	"github.com/cardavia/cardavia/games/cards"
)

// BackNames lists the card backs in the order a settings list shows them.
var BackNames = []string{"red", "blue", "lattice", "tartan", "hwatu"}

// FacePath returns the embedded file of a card of one of the decks that
// have their own art (German20 and German24 borrow German32's, French20
// French24's; see assets.Face).
func FacePath(deck *cards.Deck, c cards.Card) string {
	return "svg/" + deck.Key() + "/" + deck.Code(c) + ".svg"
}

// BackPath returns the embedded file of a card back.
func BackPath(name string) string { return "svg/back-" + name + ".svg" }

// IconPath is the embedded app icon.
const IconPath = "svg/icon.svg"

// Files generates every SVG file, keyed by its path under assets/.
func Files() map[string][]byte {
	out := map[string][]byte{}
	for _, c := range cards.Italian().All() {
		out[FacePath(cards.Italian(), c)] = ItalianFace(cards.Italian().Suit(c), cards.Italian().Rank(c))
	}
	for _, c := range cards.German().All() {
		out[FacePath(cards.German(), c)] = GermanFace(cards.German().Suit(c), cards.German().Rank(c))
	}
	for _, c := range cards.SechsFrench().All() {
		out[FacePath(cards.SechsFrench(), c)] = FrenchFace(cards.SechsFrench().Suit(c), cards.SechsFrench().Rank(c))
	}
	for _, c := range cards.Hwatu().All() {
		hc := HwatuCard{Month: cards.Month(c), Slot: int(c) % 4, Kind: cards.KindOf(c), Ribbon: cards.RibbonOf(c)}
		out[FacePath(cards.Hwatu(), c)] = HwatuFace(hc)
	}
	for i, b := range HwatuBonus {
		out[BonusPath(b.Code)] = HwatuBonusFace(i)
	}
	for _, n := range BackNames {
		out[BackPath(n)] = Back(n)
	}
	out[IconPath] = Icon()
	return out
}
