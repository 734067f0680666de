package ui

import (
	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/prose"
)

// rulesPage is a rules page laid out by ui/prose: its text flows across
// bold words, and its ```cards blocks show the cards from the table's art
// (the deck the person plays the game with), drawn through the shell's
// display cache like the home tiles' cards, so they are rasterised once per
// size and follow the display filters.
func (s *Shell) rulesPage(g *games.Info, md string) *prose.Page {
	opts := prose.Options{}
	if g != nil {
		deckID := s.chosenDeck(g)
		deck := cards.ByID(deckID)
		if deck != nil {
			opts.Card = func(code string) fyne.CanvasObject {
				c, err := deck.Parse(code)
				if err != nil {
					return nil
				}
				res, err := assets.Face(deckID, c)
				if err != nil {
					return nil
				}
				return s.filteredPicture(res)
			}
			opts.Kind = func(code string) string {
				c, err := deck.Parse(code)
				if err != nil || deckID != cards.Hwatu48 {
					return ""
				}
				return s.kindName(cards.KindOf(c))
			}
		}
	}
	return prose.New(md, opts)
}

// kindName is a hwatu kind as the rules pages write it under a card.
func (s *Shell) kindName(k cards.HwatuKind) string {
	l := s.l
	switch k {
	case cards.Bright:
		return l.T("rules.cards.bright", "bright")
	case cards.Animal:
		return l.T("rules.cards.animal", "animal")
	case cards.Ribbon:
		return l.T("rules.cards.ribbon", "ribbon")
	case cards.DoubleJunk:
		return l.T("rules.cards.doubleJunk", "double junk")
	}
	return l.T("rules.cards.junk", "junk")
}
