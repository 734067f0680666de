//go:build !linux || !cgo

package main

// trimC does nothing where the C library is not glibc's.
var trimC func()
