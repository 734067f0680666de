package filter

import (
	"encoding/binary"
	"unsafe"
)

// words views a row of 8-bit RGBA pixels as little-endian pixel words (R in the low
// byte), without copying, so that the pixel loop loads and stores a whole pixel at a
// time and needs no bounds check per byte. It returns nil where such a view would be
// wrong or unsafe — on a big-endian machine, or for a row that does not start on a
// 4-byte boundary (an image built with an odd stride) — and the caller then maps the
// row pixel by pixel through encoding/binary instead.
func words(row []uint8) []uint32 {
	if len(row) < 4 || binary.NativeEndian.Uint16([]byte{1, 0}) != 1 {
		return nil
	}
	p := unsafe.Pointer(unsafe.SliceData(row))
	if uintptr(p)%unsafe.Alignof(uint32(0)) != 0 {
		return nil
	}
	return unsafe.Slice((*uint32)(p), len(row)/4)
}
