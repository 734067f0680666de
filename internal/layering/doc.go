// Package layering holds no code: its test enforces the dependency arrows of
// docs/architecture.md over the whole module, so that a forbidden import
// fails the suite rather than a review.
package layering
