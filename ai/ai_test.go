package ai

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/skat"
)

func TestParseLevel(t *testing.T) {
	for _, l := range Levels() {
		got, err := ParseLevel(l.String())
		if assert.NoError(t, err, l.String()) {
			assert.Equal(t, l, got, l.String())
		}
	}
	_, err := ParseLevel("grandmaster")
	assert.Error(t, err, "unknown level accepted")
}

func TestNamedPlayer(t *testing.T) {
	cases := []struct {
		name string
		ok   bool
	}{
		{"random", true}, {"heuristic", true}, {"Easy", true}, {"normal", true}, {"expert", true}, {"cheat", true},
		{"search:worlds=5,rollouts=2,policy=random", true}, {"search:exact=on", true}, {"search:defend=-20", true},
		{"search:worlds=x", false}, {"search:policy=smart", false}, {"search:colour=red", false}, {"search:exact=maybe", false},
		{"genius", false},
	}
	for _, c := range cases {
		_, err := NamedPlayer("skat", c.name)
		if c.ok {
			assert.NoError(t, err, "%q", c.name)
		} else {
			assert.Error(t, err, "%q", c.name)
		}
	}
}

// TestEasySkatBidsSanely checks that the Easy level's slips never reach the
// Skat auction: over many auctions it bids exactly like the heuristic.
func TestEasySkatBidsSanely(t *testing.T) {
	easy, h := New("skat", Easy), Heuristic("skat")
	n := 0
	for _, st := range decisionPoints(t, skat.Info(), 200) {
		v := st.View(st.Player())
		if v.(*skat.View).Phase != skat.PhaseAuction {
			continue
		}
		n++
		legal := v.Legal(nil)
		for seed := uint64(0); seed < 10; seed++ {
			a, _ := easy.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(seed, 1)))
			b, _ := h.Choose(context.Background(), v, legal, rand.New(rand.NewPCG(seed, 1)))
			require.Equal(t, b, a, "easy bid %s, the heuristic %s", v.FormatAction(a), v.FormatAction(b))
		}
	}
	require.GreaterOrEqual(t, n, 10, "auction positions")
}

// TestFairPlayersGetNoState guards fairness at its root: the arena and the
// app hand the State only to an OpenPlayer, and no fair player is one.
func TestFairPlayersGetNoState(t *testing.T) {
	for _, id := range []string{"schnapsen", "scopa", "gostop", "skat", "toy"} {
		for _, name := range []string{"random", "heuristic", "easy", "normal", "expert", "search:worlds=3"} {
			p, err := NamedPlayer(id, name)
			require.NoError(t, err)
			_, open := p.(OpenPlayer)
			assert.False(t, open, "%s %s is an OpenPlayer: it would be handed the true State", id, name)
		}
		p, err := NamedPlayer(id, "cheat")
		require.NoError(t, err)
		_, open := p.(OpenPlayer)
		assert.True(t, open, "%s cheat is no OpenPlayer", id)
	}
}
