// Package tables is the table layer's one list of games: the games that
// have a table of their own (a folder ui/table/<game> with its Game, its
// scene and their tests), and the shell's table factory, which seats every
// other game of the catalog — and any engine on the contract, such as the
// toy game — at the generic table of ui/table. TestList_IsCatalogGamesOnce
// holds the list to games/catalog.
//
// It is the one package above the game folders: ui/table imports none of
// them, and no game's folder imports another's.
package tables

import (
	"math/rand/v2"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table"
	gostoptable "github.com/cardavia/cardavia/ui/table/gostop"
	schnapsentable "github.com/cardavia/cardavia/ui/table/schnapsen"
	scopatable "github.com/cardavia/cardavia/ui/table/scopa"
	skattable "github.com/cardavia/cardavia/ui/table/skat"
)

// entry is one game with a table of its own: its engine's record id and a
// fresh adapter for one table (an adapter keeps per-table state, as Skat's
// chosen discard and its session sheet).
type entry struct {
	id      string
	newGame func() table.Game
}

// list is the games with a table of their own, in no particular order (the
// home screen's order is games/catalog's). A game of the catalog that is
// not here plays at the generic table.
func list() []entry {
	return []entry{
		{scopa.Info().ID, scopatable.New},
		{skat.Info().ID, skattable.New},
		{gostop.Info().ID, gostoptable.New},
		{schnapsen.Info().ID, schnapsentable.New},
	}
}

// Games are the record ids of the games with a table of their own.
func Games() []string {
	var out []string
	for _, e := range list() {
		out = append(out, e.id)
	}
	return out
}

// GameFor returns a fresh adapter for the game with record id id, or nil
// for a game the list lacks: table.New seats it at the generic table.
func GameFor(id string) table.Game {
	for _, e := range list() {
		if e.id == id {
			return e.newGame()
		}
	}
	return nil
}

// New builds the table for a game and deck: the shell's TableFactory. The
// app boundary is where a match's seed comes from; everything below is
// deterministic in it.
func New(e env.Env, g *games.Info, deck cards.DeckID) (fyne.CanvasObject, error) {
	return Seeded(rand.Uint64())(e, g, deck)
}

// Seeded is a TableFactory whose matches start from a fixed seed, so that
// the same deal comes up again: screenshots at several display settings,
// bug reports, timing runs (the app's -seed flag).
func Seeded(seed uint64) env.TableFactory {
	return factory(table.AppOptions(seed))
}

// InPlace is a TableFactory for the tests of the packages around the table
// (the shell's): the computer decides on the goroutine that asks it and the
// pictures are drawn in place (table.InPlaceOptions).
func InPlace(seed uint64) env.TableFactory {
	return factory(table.InPlaceOptions(seed))
}

func factory(opt table.Options) env.TableFactory {
	return func(e env.Env, g *games.Info, deck cards.DeckID) (fyne.CanvasObject, error) {
		var game table.Game
		if g != nil {
			game = GameFor(g.ID)
		}
		t, err := table.New(e, g, deck, game, opt)
		if err != nil {
			return nil, err
		}
		return t, nil
	}
}
