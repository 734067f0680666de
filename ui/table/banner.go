package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/cardavia/cardavia/ui/env"
)

// The banner: a big announcement on the felt for everyone to see.

// bannerState is the announcement: its text on a dark rounded box.
type bannerState struct {
	banner  *canvas.Text
	bannerB *canvas.Rectangle
	bannerC *fyne.Container
}

// announce shows a big message on the felt, for both players to see.
func (t *Table) announce(s string) {
	t.banner.Text = s
	t.banner.Color = tcolor(env.ColorNameScore)
	t.bannerC.Show()
	t.placeBanner()
}

func (t *Table) hideBanner() { t.bannerC.Hide() }

// freeLayout leaves its objects where they were put and asks for no room,
// like container.NewWithoutLayout but without its children's minimum size.
type freeLayout struct{}

func (freeLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

func (freeLayout) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(1, 1) }

func (t *Table) placeBanner() {
	if t.bannerC.Hidden || t.scene == nil {
		return
	}
	sz := t.scene.Size
	t.banner.TextSize = max(18, min(sz.Height/22, 34))
	m := t.banner.MinSize()
	// A long announcement shrinks until it fits the felt.
	for t.banner.TextSize > 10 && m.Width+1.2*t.banner.TextSize > sz.Width*0.96 {
		t.banner.TextSize--
		m = t.banner.MinSize()
	}
	pad := t.banner.TextSize * 0.6
	w, h := m.Width+2*pad, m.Height+pad
	x, y := (sz.Width-w)/2, sz.Height*0.5-h/2
	if t.scene.BannerY > 0 {
		y = t.scene.BannerY
	} else {
		y = t.scene.CH*1.25 + sz.Height*0.02
	}
	y = t.clearOfTexts(x, y, w, h)
	t.bannerB.Move(fyne.NewPos(x, y))
	t.bannerB.Resize(fyne.NewSize(w, h))
	t.banner.Move(fyne.NewPos(x+pad, y+pad/2))
	t.banner.Resize(m)
	t.bannerB.Refresh()
	t.banner.Refresh()
}

// clearOfTexts moves a banner of size w×h at (x, y) down (or else up) the
// felt until it covers none of the felt's texts — the names, scores and
// pile labels must stay readable while an announcement is shown. With no
// clear place it stays at y.
func (t *Table) clearOfTexts(x, y, w, h float32) float32 {
	sz := t.scene.Size
	hits := func(y float32) bool {
		for _, tx := range t.texts {
			p, m := tx.Position(), tx.Size()
			if p.X < x+w && x < p.X+m.Width && p.Y < y+h && y < p.Y+m.Height {
				return true
			}
		}
		return false
	}
	if !hits(y) {
		return y
	}
	step := max(4, h/4)
	for d := step; d < sz.Height; d += step {
		if y+d+h <= sz.Height && !hits(y+d) {
			return y + d
		}
		if y-d >= 0 && !hits(y-d) {
			return y - d
		}
	}
	return y
}
