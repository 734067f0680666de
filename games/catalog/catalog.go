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
)

// all lists the games in home-screen order. Each engine exports its
// registry entry as Info.
var all = []*games.Info{
	scopa.Info,
	skat.Info,
	gostop.Info,
	schnapsen.Info,
}

// All returns every game, in home-screen order.
func All() []*games.Info { return all }

// Lookup returns the game with the given record id.
func Lookup(id string) (*games.Info, error) {
	var ids []string
	for _, g := range all {
		if g.ID == id {
			return g, nil
		}
		ids = append(ids, g.ID)
	}
	return nil, fmt.Errorf("unknown game %q (known: %s)", id, strings.Join(ids, ", "))
}
