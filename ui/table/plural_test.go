package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games/cards"
)

// TestPlurals_OneAndMany: the felt's counts say "1 scopa" and "1 point",
// not "1 scope" and "1 points". (Mutation tried: the old single message with
// the count outside the plural — "0 cards · 1 scope".)
func TestPlurals_OneAndMany(t *testing.T) {
	h := newHarness(t, "scopa", cards.Italian40, 2, fyne.NewSize(1024, 700))
	tests := []struct {
		id, english string
		n           int
		want        string
	}{
		{"table.scopa.pileScope", "{{.Count}} scope", 1, "1 scopa"},
		{"table.scopa.pileScope", "{{.Count}} scope", 2, "2 scope"},
		{"table.scopa.pileCards", "{{.Count}} cards", 1, "1 card"},
		{"table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", 1, "You: 1 point"},
		{"table.gostop.scorePoints", "{{.Player}}: {{.Count}} points", 0, "You: 0 points"},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, h.tb.T(tc.id, tc.english, "Player", "You", "Count", tc.n))
	}
}
