package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"slices"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/ui/env"
)

// The board: the current scene turned into pooled canvas objects. The scene
// comes from the game's Game (its layout of the view); the board places
// it and re-places it whenever the felt is resized.

// boardState is what the board shows: the view, its scene, and the canvas
// objects the scene was turned into, pooled by key across scenes.
type boardState struct {
	board *fyne.Container
	pool  map[string]*CardView
	texts map[string]*canvas.Text
	temps []fyne.CanvasObject // objects of a running animation
	scene *Scene
	view  games.View
}

// boardLayout re-lays the current view whenever the board is resized, so the
// cards scale with the window.
type boardLayout struct{ t *Table }

// Layout only places the view's cards and texts for the size; it never
// plays, deals or opens anything (Start deals the first hand).
func (b *boardLayout) Layout(_ []fyne.CanvasObject, sz fyne.Size) {
	t := b.t
	if t.scene != nil && t.scene.Size == sz {
		return
	}
	if t.busy {
		// The flying cards are placed for the old size: the step in
		// flight ends, the rest of the queue is played at once, and the
		// render that ends it lays the felt out at the new size.
		t.hurry = true
		return
	}
	t.scene = t.buildScene(sz)
	t.place(false)
}

// buildScene lays out the current view and marks a computer that is
// thinking next to its hand.
func (t *Table) buildScene(sz fyne.Size) *Scene {
	s := t.g.Scene(t.hst, t.view, sz)
	t.markChoices(s)
	t.markHint(s) // hint.go
	if t.thinking && !s.ThinkingShown {
		seat := t.ctl.toMove()
		p, _ := s.Anchor(games.Hand, seat)
		ts := TextSize(sz)
		y := p.Y + s.CH + ts*0.3
		if y+ts*1.5 > sz.Height {
			y = p.Y - ts*1.5
		}
		s.Label("thinking", t.T("table.thinkingShort", "thinking…"), p.X+s.CW/2, y, ts, true, fyne.TextAlignCenter).Color = ScoreColor()
	}
	return s
}

// MinSize is small enough that an 800×600 window keeps room for two rows of
// decision controls and a two-line status under the felt.
func (b *boardLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(320, 220) }

// render shows the view as it is now.
func (t *Table) render() {
	sz := t.board.Size()
	t.scene = t.buildScene(sz)
	if !sz.IsZero() {
		t.prefetchFaces(t.scene.CW, t.scene.CH)
	}
	t.place(true)
	t.refreshControls()
}

// place turns the scene into canvas objects: pooled cards by key, texts.
func (t *Table) place(sync bool) {
	s := t.scene
	objs := make([]fyne.CanvasObject, 0, len(s.Items)+len(s.Texts))
	used := map[string]bool{}
	var dropped []fyne.CanvasObject
	for _, it := range s.Items {
		v, ok := t.pool[it.Key]
		if !ok || v.card != it.Card {
			if ok {
				dropped = append(dropped, v)
			}
			v = newCardView(t, it.Card)
			t.pool[it.Key] = v
		}
		used[it.Key] = true
		v.Show()
		v.Move(it.Pos)
		v.Resize(it.Size)
		v.set(it.Legal, it.Selected, it.Dim, it.OnTap)
		objs = append(objs, v)
	}
	for k, v := range t.pool {
		if !used[k] {
			dropped = append(dropped, v)
			delete(t.pool, k)
		}
	}
	tused := map[string]bool{}
	for _, tx := range s.Texts {
		c, ok := t.texts[tx.Key]
		if !ok {
			c = canvas.NewText("", nil)
			t.texts[tx.Key] = c
		}
		tused[tx.Key] = true
		placeText(c, tx)
		objs = append(objs, c)
	}
	for k := range t.texts {
		if !tused[k] {
			delete(t.texts, k)
		}
	}
	objs = t.markLesson(s, objs) // a lesson's rings and arrows (lesson.go)
	if sync || len(t.temps) > 0 || !sameObjects(objs, t.board.Objects) {
		for _, o := range t.temps {
			if !slices.Contains(objs, o) {
				dropped = append(dropped, o)
			}
		}
		t.temps = nil
		t.board.Objects = objs
		t.board.Refresh()
	}
	t.freeTextures(dropped)
	t.placeBanner()
}

// placeText gives a canvas text the scene text's words, style and place
// (tx.Pos is its top-left, top-centre or top-right by its alignment).
func placeText(c *canvas.Text, tx Text) {
	c.Text = tx.Text
	c.TextSize = tx.Size
	c.TextStyle.Bold = tx.Bold
	c.Alignment = tx.Align
	c.Color = tx.Color
	if c.Color == nil {
		c.Color = tcolor(env.ColorNameOnFelt)
	}
	m := c.MinSize()
	pos := tx.Pos
	switch tx.Align {
	case fyne.TextAlignCenter:
		pos.X -= m.Width / 2
	case fyne.TextAlignTrailing:
		pos.X -= m.Width
	}
	c.Alignment = fyne.TextAlignLeading
	c.Move(pos)
	c.Resize(m)
	c.Refresh()
}

// sameObjects reports whether two object lists hold the same objects in
// the same order.
func sameObjects(a, b []fyne.CanvasObject) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// freeTextures has the next frame free the GL textures of card views the
// board no longer shows (a card captured, turned or done travelling)
// instead of a minute later: Fyne keeps a texture for a minute after its
// object was last drawn, and over a deal the dropped cards' textures added
// up to several megabytes that stayed after the table was closed
// (docs/memory.md). A canvas refresh of an object queues it, and Fyne's
// painter frees the textures under every queued object before it paints.
func (t *Table) freeTextures(objs []fyne.CanvasObject) {
	if len(objs) == 0 {
		return
	}
	if t.onFreeTextures != nil {
		t.onFreeTextures(objs)
		return
	}
	if t.env.Window == nil {
		return
	}
	c := t.env.Window.Canvas()
	for _, o := range objs {
		c.Refresh(o)
	}
}

// hideOverlay hides the summary or review panel on the felt and has its
// pictures' and texts' textures freed on the next frame (freeTextures):
// each deal's summary shows cards at a size of their own.
func (t *Table) hideOverlay() {
	t.freeTextures(t.overlay.Objects)
	t.overlay.Hide()
}
