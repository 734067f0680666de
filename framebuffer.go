package main

import "github.com/go-gl/glfw/v3.3/glfw"

// plainFramebuffer asks for a window with colour only. Fyne's painter never
// uses a depth or stencil buffer (it disables the depth test and clips with
// the scissor), but GLFW's default hints ask for 24 and 8 bits, which a
// software renderer (Mesa's llvmpipe) allocates at the window's size and
// clears on every frame: 1.5 MB at home in the default window
// (docs/memory.md). The hints must come after glfw.Init and before Fyne
// makes its window; Fyne's own Init then does nothing more, and Fyne sets
// neither hint. main runs on the main thread, as GLFW needs: Fyne's driver
// locks it in its init.
func plainFramebuffer() {
	defer func() {
		_ = recover() // go-gl/glfw panics on a GLFW error: Fyne reports it when it tries
	}()
	if err := glfw.Init(); err != nil {
		return
	}
	glfw.WindowHint(glfw.DepthBits, 0)
	glfw.WindowHint(glfw.StencilBits, 0)
}
