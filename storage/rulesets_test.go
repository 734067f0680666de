package storage

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
)

// TestRuleSetKey: the seed's rules count under the deck's key as they
// always did; house rules under the deck and the options sorted by name,
// so the same rules are one key whatever order a record wrote them in,
// and SplitRuleSet reads the key back.
func TestRuleSetKey(t *testing.T) {
	for _, c := range []struct {
		name string
		deck string
		opts []record.Option
		want string
	}{
		{"the seed's rules", "italian40", nil, "italian40"},
		{"one rule", "italian40", []record.Option{{Name: "re-bello", Value: "on"}}, "italian40+re-bello=on"},
		{"sorted by name", "italian40", []record.Option{{Name: "re-bello", Value: "on"}, {Name: "napola", Value: "on"}}, "italian40+napola=on,re-bello=on"},
		{"the other order, the same key", "italian40", []record.Option{{Name: "napola", Value: "on"}, {Name: "re-bello", Value: "on"}}, "italian40+napola=on,re-bello=on"},
	} {
		t.Run(c.name, func(t *testing.T) {
			key := RuleSetKey(c.deck, c.opts)
			assert.Equal(t, c.want, key)
			deck, opts := SplitRuleSet(key)
			assert.Equal(t, c.deck, deck)
			assert.ElementsMatch(t, c.opts, opts)
		})
	}
}

// TestKeeper_CountsEachRuleSetApart: a match played with house rules is
// counted under its rule set, never in the seed's rules' counts, and its
// history entry names the set. The statistics file reads back the same.
// (Mutation tried: deckKey without the options — the Re Bello match was
// counted with the seed's rules.)
func TestKeeper_CountsEachRuleSetApart(t *testing.T) {
	g := gameInfo(t, "scopa")
	store := &Store{Dir: t.TempDir(), FS: OS{}, Now: func() time.Time { return fixedNow }, Levels: appLevels()}
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)

	playThrough(t, k, g, 3, -1) // the seed's rules
	opts := []record.Option{{Name: "re-bello", Value: "on"}}
	rec := scriptHeader(g, 4)
	rec.Options = opts
	st := playRecordThrough(t, k, g, rec, -1)

	require.NoError(t, k.Flush()) // the writer's last save, before the file is read again
	for _, kk := range []*Keeper{k, reopen(t, store, g)} {
		plain := kk.Stats().Tally("scopa", "italian40")
		house := kk.Stats().Tally("scopa", "italian40+re-bello=on")
		assert.Equal(t, 1, plain.Matches, "the seed's rules: one match")
		assert.Equal(t, 1, house.Matches, "Re Bello: one match, apart")
		assert.Equal(t, st.Result().Deals, house.Deals)
		h := kk.Stats().History("scopa")
		require.Len(t, h, 2)
		assert.Equal(t, "italian40", h[0].Deck)
		assert.Equal(t, "italian40+re-bello=on", h[1].Deck)
	}
}

func reopen(t *testing.T, store *Store, g *games.Info) *Keeper {
	t.Helper()
	k, problems := openKeeper(t, store, []*games.Info{g})
	require.Empty(t, problems)
	return k
}
