package aitest

import (
	"testing"
	"time"
)

// TestPercentile checks the nearest-rank rule the decision benchmarks
// report: the q-th percentile is the smallest value that at least q% of the
// values do not exceed, so of 400 decisions the 99th is the fifth slowest,
// and of fewer than 100 it is the slowest.
func TestPercentile(t *testing.T) {
	ms := func(n int) []time.Duration {
		out := make([]time.Duration, n)
		for i := range out {
			out[i] = time.Duration(i+1) * time.Millisecond
		}
		return out
	}
	for _, tc := range []struct {
		name string
		vals []time.Duration
		q    int
		want time.Duration
	}{
		{"of none, zero", nil, 99, 0},
		{"of one, that one", ms(1), 99, time.Millisecond},
		{"the 99th of 400 is the fifth slowest", ms(400), 99, 396 * time.Millisecond},
		{"the 99th of 50 is the slowest", ms(50), 99, 50 * time.Millisecond},
		{"the 99th of 100 is the second slowest", ms(100), 99, 99 * time.Millisecond},
		{"the 50th of 400 is the lower median", ms(400), 50, 200 * time.Millisecond},
		{"the 50th of 5 is the median", ms(5), 50, 3 * time.Millisecond},
		{"the 100th is the slowest", ms(7), 100, 7 * time.Millisecond},
		{"the 0th is the fastest", ms(7), 0, time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Percentile(tc.vals, tc.q); got != tc.want {
				t.Errorf("Percentile(%d values, %d) = %v, want %v", len(tc.vals), tc.q, got, tc.want)
			}
		})
	}
}
