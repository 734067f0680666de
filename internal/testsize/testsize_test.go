package testsize

import "testing"

// TestPick checks that the two tiers pick their own size; which tier runs
// is the build tag's (go test -tags exhaustive runs the other branch).
func TestPick(t *testing.T) {
	got := Pick(3, 30)
	want := 3
	if Exhaustive() {
		want = 30
	}
	if got != want {
		t.Fatalf("Pick(3, 30) = %d with Exhaustive() = %v, want %d", got, Exhaustive(), want)
	}
}
