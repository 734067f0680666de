//go:build linux && cgo

package main

// #include <malloc.h>
import "C"

// trimC returns the free memory of glibc's C heap to the system: the OpenGL
// driver's freed textures stay in it otherwise (ui/release.go).
func trimC() { C.malloc_trim(0) }
