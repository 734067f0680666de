package gostop

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/games/cards"
)

// TestInterchangeable: only two single junk cards count alike (the table
// asks no question between them, ui/table/gostop).
func TestInterchangeable(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"02-J1", "02-J2", true},
		{"11-J1", "11-J2", true},
		{"11-D", "11-J1", false}, // a double junk is worth two
		{"09-A", "09-J1", false}, // the cup
		{"02-R", "02-J1", false},
		{"08-A", "08-J1", false}, // a bird
	} {
		a, err := cards.Hwatu().Parse(tc.a)
		require.NoError(t, err)
		b, err := cards.Hwatu().Parse(tc.b)
		require.NoError(t, err)
		assert.Equal(t, tc.want, Interchangeable(a, b), "%s %s", tc.a, tc.b)
	}
}
