// Package catalog lists Cardavia's games. It is the one place that imports
// every engine, so that the app, the CLI and the computer players can find a
// game by its record id without importing each engine themselves.
package catalog

import (
	"fmt"
	"strings"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/scopa"
	"github.com/cardavia/cardavia/games/skat"
	"github.com/cardavia/cardavia/internal/excerpt"
)

// All returns every game, in home-screen order. The list and the entries in
// it are fresh copies (each engine's Info returns a new one), so a caller may
// keep, sort or change what it gets without touching anyone else's.
func All() []*games.Info {
	return []*games.Info{
		scopa.Info(),
		skat.Info(),
		gostop.Info(),
		schnapsen.Info(),
	}
}

// Lookup returns the game with the given record id (a fresh copy).
func Lookup(id string) (*games.Info, error) {
	var ids []string
	for _, g := range All() {
		if g.ID == id {
			return g, nil
		}
		ids = append(ids, g.ID)
	}
	return nil, fmt.Errorf("unknown game %s (known: %s)", excerpt.Quote(id), strings.Join(ids, ", "))
}
