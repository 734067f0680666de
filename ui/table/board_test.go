package table

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/cardavia/cardavia/games"
)

// TestBoardLayout_RelaysOnlyOnResize: laying the board out again at the same
// size keeps its scene; a new size lays the view out anew for that size.
func TestBoardLayout_RelaysOnlyOnResize(t *testing.T) {
	h := newToyHarness(t, 2, fyne.NewSize(1024, 700), nil)
	tb := h.tb
	l := &boardLayout{t: tb}
	before := tb.scene
	l.Layout(nil, before.Size)
	if tb.scene != before {
		t.Fatal("a layout at the same size rebuilt the scene")
	}
	sz := fyne.NewSize(before.Size.Width-100, before.Size.Height-50)
	l.Layout(nil, sz)
	if tb.scene == before || tb.scene.Size != sz {
		t.Fatalf("a layout at %v left the scene at %v", sz, tb.scene.Size)
	}
}

// TestTable_TexturesOfCardsThatLeftTheFeltAreFreed: a card view the board
// stops showing (a trick taken, a card turned) has its textures freed on
// the next frame, and so has the summary once the next deal starts; a view
// still on the felt is never freed. Fyne keeps a texture a minute after its
// object was last drawn: over three deals of Go-Stop the dropped cards'
// textures were 7 MB still held at home after the table was closed.
func TestTable_TexturesOfCardsThatLeftTheFeltAreFreed(t *testing.T) {
	h := newToyHarness(t, 1, fyne.NewSize(1024, 700), nil)
	freed := map[fyne.CanvasObject]bool{}
	h.tb.onFreeTextures = func(objs []fyne.CanvasObject) {
		for _, o := range objs {
			if h.tb.onBoard(o) {
				t.Errorf("a card still on the felt had its textures freed: %T", o)
			}
			freed[o] = true
		}
	}
	seen := map[*CardView]bool{}
	look := func() {
		for _, o := range h.tb.board.Objects {
			if v, ok := o.(*CardView); ok {
				seen[v] = true
			}
		}
	}
	h.beforeMove = look
	look()
	h.playDeal(nil)
	left := 0
	for v := range seen {
		if h.tb.onBoard(v) {
			continue
		}
		left++
		if !freed[v] {
			t.Errorf("the %v left the felt and its textures were kept", v.card)
		}
	}
	if left == 0 {
		t.Fatal("no card left the felt in a whole deal: the test saw nothing")
	}
	summary := append([]fyne.CanvasObject(nil), h.tb.overlay.Objects...)
	if h.tb.ctl.toMove() == games.Chance {
		h.tb.nextDeal()
	} else {
		h.tb.askNewGame() // the match is over: no question
	}
	if !h.tb.overlay.Hidden {
		t.Fatal("the summary is still shown")
	}
	for _, o := range summary {
		if !freed[o] {
			t.Errorf("the summary's %T was hidden with its textures kept", o)
		}
	}
}
