// Package testsize tells a test how big to be.
//
// The default suite (scripts/test.sh) must stay under ten minutes on a busy
// 2-core machine, so statistical, soak and every-language-at-every-size tests
// run at a smaller fixed-seed size that still proves their point. Their full
// size runs with the build tag exhaustive (scripts/test.sh --all), before a
// release and whenever the code they check changes. A test never loses a case
// to this switch: it only runs fewer seeds, deals or sizes by default.
package testsize

// Exhaustive reports whether the suite runs at full size (-tags exhaustive).
func Exhaustive() bool { return exhaustive }

// Pick returns full under -tags exhaustive and quick otherwise.
func Pick(quick, full int) int {
	if exhaustive {
		return full
	}
	return quick
}
