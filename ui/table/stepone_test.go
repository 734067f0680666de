package table

import (
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

func gameFor(id string) Game {
	switch id {
	case "scopa":
		return NewScopaGame()
	case "skat":
		return NewSkatGame()
	case "gostop":
		return NewGoStopGame()
	case "schnapsen":
		return NewSchnapsenGame()
	}
	return &genericUI{}
}

func newTable(e env.Env, g *games.Info, deck cards.DeckID, opt Options) (*Table, error) {
	return New(e, g, deck, gameFor(g.ID), opt)
}
