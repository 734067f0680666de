package table

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/cardavia/cardavia/games/record"
)

// TestExportName: Export proposes the game, the day and the deal code (or
// the seed), so that no two matches nor two days share a file name.
// (Before: "skat.rec" for every match without a deal code, each export
// replacing the last, issue 40 item 12.)
func TestExportName(t *testing.T) {
	day := time.Date(2026, 12, 4, 23, 59, 0, 0, time.UTC)
	withCode := record.Record{Game: "skat", Seed: 12345, Dealer: -1}
	code, err := record.DealCode(&withCode)
	assert.NoError(t, err)
	withDeals := record.Record{Game: "skat", Seed: 99, Dealer: -1, Deals: [][]string{{"D1"}}}
	for _, tc := range []struct {
		name string
		rec  record.Record
		day  time.Time
		want string
	}{
		{"a match with a deal code names it", withCode, day, "skat-2026-12-04-" + code[len("skat-"):] + ".rec"},
		{"a match without one names its seed", withDeals, day, "skat-2026-12-04-seed99.rec"},
		{"the next day is another name", withCode, day.Add(time.Minute), "skat-2026-12-05-" + code[len("skat-"):] + ".rec"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, exportName(&tc.rec, tc.day))
		})
	}
	other := withCode
	other.Seed++
	assert.NotEqual(t, exportName(&withCode, day), exportName(&other, day), "another match, another name")
}
