//go:build !exhaustive

package testsize

const exhaustive = false
