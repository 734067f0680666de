// Package lab is Cardavia's research bench, which the product never
// imports: the frozen baselines the players are measured against (Schnapsen:
// lab/schnapsen), the experiments' search options, and the arena of
// cardavia-lab (lab/cmd/cardavia-lab), which knows their names on top of
// the product's. notes.md is the notebook of what was measured.
package lab

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/ai"
	aigostop "github.com/cardavia/cardavia/ai/gostop"
	"github.com/cardavia/cardavia/ai/players"
	aiskat "github.com/cardavia/cardavia/ai/skat"
	"github.com/cardavia/cardavia/games/gostop"
	"github.com/cardavia/cardavia/games/schnapsen"
	"github.com/cardavia/cardavia/games/skat"
	snlab "github.com/cardavia/cardavia/lab/schnapsen"
)

// Named returns a player by name: a baseline of the lab (Schnapsen:
// heuristic-v1 … expert-exchange, see snlab.Names), a search with the
// experiments' options (Search), or any name players.Named knows.
func Named(gameID, name string) (ai.Player, error) {
	if gameID == schnapsen.Info().ID {
		if p, ok := snlab.Baseline(strings.ToLower(name)); ok {
			return p, nil
		}
	}
	if rest, ok := strings.CutPrefix(strings.ToLower(name), "search:"); ok {
		return Search(gameID, rest)
	}
	return players.Named(gameID, name)
}

// Search returns the game's Expert search player changed by spec: the
// options of ai.GameAI.ParseSearch, and the experiments the product does
// not play: Skat's open-hand solver in the fair search (exact=on) and its
// bidding threshold (defend=X, see aiskat.DefendValue), Go-Stop's heuristic
// rollouts (policy=heuristic, see aigostop.HeuristicPolicy).
func Search(gameID, spec string) (ai.Player, error) {
	g := players.Of(gameID)
	defend := math.NaN()
	extra := func(s *ai.Search, key, val string) (bool, error) {
		switch {
		case gameID == skat.Info().ID && key == "exact" && val == "on":
			s.Exact = aiskat.Exact
		case gameID == skat.Info().ID && key == "defend":
			x, err := strconv.ParseFloat(val, 64)
			if err != nil {
				return false, fmt.Errorf("search option defend=%q: not a number", val)
			}
			defend = x
		case gameID == gostop.Info().ID && key == "policy" && val == "heuristic":
			s.Policy = aigostop.HeuristicPolicy
		default:
			return false, nil
		}
		return true, nil
	}
	s, err := g.ParseSearch(spec, extra)
	if err != nil {
		return nil, err
	}
	p := g.SearchPlayer(s, ai.Expert)
	if !math.IsNaN(defend) {
		p = aiskat.WithDefend(p, defend)
	}
	return p, nil
}
