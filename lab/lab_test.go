package lab

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ai"
	snlab "github.com/cardavia/cardavia/lab/schnapsen"
)

// TestNamed_KnowsTheLabsNames: every baseline, the experiments' search
// options, and the product's names.
func TestNamed_KnowsTheLabsNames(t *testing.T) {
	cases := []struct {
		game, name string
		ok         bool
	}{
		{"skat", "search:exact=on", true}, {"skat", "search:defend=-20", true}, {"skat", "search:worlds=5,defend=5", true},
		{"skat", "search:defend=x", false}, {"gostop", "search:policy=heuristic", true}, {"gostop", "search:defend=1", false},
		{"scopa", "search:worlds=40", true}, {"schnapsen", "expert", true}, {"schnapsen", "Expert-V1", true},
		{"skat", "expert-v1", false}, {"schnapsen", "genius", false},
	}
	for _, c := range cases {
		_, err := Named(c.game, c.name)
		if c.ok {
			assert.NoError(t, err, "%s %q", c.game, c.name)
		} else {
			assert.Error(t, err, "%s %q", c.game, c.name)
		}
	}
	names := snlab.Names()
	require.Len(t, names, 37)
	for _, n := range names {
		p, err := Named("schnapsen", n)
		require.NoError(t, err, n)
		_, open := p.(ai.OpenPlayer)
		assert.False(t, open, "%s is an OpenPlayer", n)
	}
}
