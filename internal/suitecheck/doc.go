// Package suitecheck holds no code: its test keeps scripts/test.sh's list of
// race-detector runs true. The suite runs every test once without -race and
// -race only over the tests that start goroutines (the race detector
// multiplies single-goroutine tests' time by 7 to 19 and finds nothing in
// them), so a package that starts goroutines and is missing from the list
// would lose its race checks without anyone noticing.
package suitecheck
