package table

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// CardView is one card on the felt (and in the summary's and the review's
// card rows): its picture (a raster drawn through the table's filtered
// cache, so the display filters reach every card), a drop shadow, a glow
// when it may be played, a frame when the keyboard cursor is on it, and a
// veil when it may not be played now. Tapping it does what the table decided
// for it. Its tests read it through the methods below (Probe.Card).
type CardView struct {
	widget.BaseWidget

	t      *Table
	card   cards.Card // cards.None: the back
	pic    *canvas.Raster
	shadow *canvas.Rectangle
	glow   *canvas.Rectangle
	frame  *canvas.Rectangle
	veil   *canvas.Rectangle

	legal, selected, dim bool
	onTap                func()
}

func newCardView(t *Table, c cards.Card) *CardView {
	v := &CardView{t: t, card: c}
	v.pic = t.picture(c)
	v.shadow = canvas.NewRectangle(tcolor(env.ColorNameCardShadow))
	v.glow = canvas.NewRectangle(color.Transparent)
	v.frame = canvas.NewRectangle(color.Transparent)
	v.veil = canvas.NewRectangle(color.NRGBA{0, 0, 0, 0x55})
	v.ExtendBaseWidget(v)
	return v
}

// Card is the card shown (cards.None: a back).
func (v *CardView) Card() cards.Card { return v.card }

// Legal reports whether the card glows: it may be played now.
func (v *CardView) Legal() bool { return v.legal }

// Selected reports whether the card stands framed: the keyboard's cursor.
func (v *CardView) Selected() bool { return v.selected }

// Dim reports whether the card is veiled, and the veil shown: it may not
// be played now.
func (v *CardView) Dim() bool { return v.dim && v.veil.Visible() }

// Picture is the card's raster.
func (v *CardView) Picture() *canvas.Raster { return v.pic }

// set updates the card's state marks.
func (v *CardView) set(legal, selected, dim bool, onTap func()) {
	changed := v.legal != legal || v.selected != selected || v.dim != dim
	v.legal, v.selected, v.dim, v.onTap = legal, selected, dim, onTap
	if changed {
		v.Refresh()
	}
}

// Tapped plays or chooses the card (what the table decided for it).
func (v *CardView) Tapped(*fyne.PointEvent) {
	if v.onTap != nil {
		v.onTap()
	}
}

func (v *CardView) CreateRenderer() fyne.WidgetRenderer {
	return &cardRenderer{v: v}
}

type cardRenderer struct{ v *CardView }

func (r *cardRenderer) Layout(sz fyne.Size) {
	v := r.v
	rad := sz.Width * 0.06
	off := max(2, sz.Width*0.03)
	v.shadow.CornerRadius = rad
	v.shadow.Move(fyne.NewPos(off*0.6, off))
	v.shadow.Resize(sz)
	g := max(3, sz.Width*0.045)
	v.glow.CornerRadius = rad + g
	v.glow.Move(fyne.NewPos(-g, -g))
	v.glow.Resize(fyne.NewSize(sz.Width+2*g, sz.Height+2*g))
	v.frame.CornerRadius = rad
	v.frame.StrokeWidth = max(2, sz.Width*0.035)
	v.frame.Move(fyne.NewPos(0, 0))
	v.frame.Resize(sz)
	v.veil.CornerRadius = rad
	v.veil.Resize(sz)
	v.pic.Move(fyne.NewPos(0, 0))
	v.pic.Resize(sz)
}

func (r *cardRenderer) MinSize() fyne.Size { return fyne.NewSize(10, 15) }

func (r *cardRenderer) Refresh() {
	v := r.v
	v.shadow.FillColor = tcolor(env.ColorNameCardShadow)
	if v.legal {
		v.glow.FillColor = withAlpha(tcolor(env.ColorNameHighlight), 0xd0)
	} else {
		v.glow.FillColor = color.Transparent
	}
	if v.selected {
		v.frame.StrokeColor = theme.Color(theme.ColorNamePrimary)
		v.frame.FillColor = color.Transparent
	} else {
		v.frame.StrokeColor = color.Transparent
	}
	if v.dim {
		v.veil.Show()
	} else {
		v.veil.Hide()
	}
	r.Layout(v.Size())
	// The picture is not refreshed here: that would re-upload its texture on
	// every mark change; the table refreshes it when the filters change.
	for _, o := range []fyne.CanvasObject{v.shadow, v.glow, v.veil, v.frame} {
		o.Refresh()
	}
}

func (r *cardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.v.shadow, r.v.glow, r.v.pic, r.v.veil, r.v.frame}
}

func (r *cardRenderer) Destroy() {}

func withAlpha(c color.Color, a uint8) color.Color {
	rr, g, b, _ := c.RGBA()
	return color.NRGBA{uint8(rr >> 8), uint8(g >> 8), uint8(b >> 8), a}
}
