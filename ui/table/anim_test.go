package table

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/ui/env"
)

// TestTable_ResizeDuringAnAnimationHurriesIt: a felt resized while cards fly keeps no
// stale layout to the end of the queue. The resize marks the animation to
// hurry; the steps left then run as at the instant speed (the words are
// said, no card flies) and the render that ends the queue lays the felt out
// at the new size; the next move animates normally again. (The test driver
// runs animations at once, so the queue is driven by hand. Mutations tried:
// without hurry the flight runs and the queue plays out at the old pace;
// without the reset in animate every later move would be instant.)
func TestTable_ResizeDuringAnAnimationHurriesIt(t *testing.T) {
	h := toyPersonToMove(t, fyne.NewSize(1024, 700), nil)
	h.app.Preferences().SetString(env.PrefAnimSpeed, env.AnimNormal)
	old := h.tb.scene.Size
	h.tb.busy = true // as if cards were in flight
	h.w.Resize(fyne.NewSize(1200, 800))
	require.True(t, h.tb.hurry, "the resize while busy hurries the animation")
	assert.Equal(t, old, h.tb.scene.Size, "no re-layout under the flying cards")

	var ran []string
	steps := []step{
		{dur: flyTime, visual: true, start: func() { ran = append(ran, "fly") }},
		{dur: pauseTime, start: func() { ran = append(ran, "say") }},
	}
	h.tb.runSteps(steps, 0, h.tb.gen)
	assert.Equal(t, []string{"say"}, ran, "the rest of the queue as at the instant speed")
	assert.False(t, h.tb.busy, "the queue ended")
	assert.Equal(t, h.tb.board.Size(), h.tb.scene.Size, "the felt is laid out at the new size")

	require.Equal(t, Human, h.tb.ctl.toMove(), "the person's move")
	h.tb.humanAct(h.tb.view.Legal(nil)[0])
	assert.False(t, h.tb.hurry, "a new move animates at the chosen speed")
}
