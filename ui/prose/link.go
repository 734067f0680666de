package prose

import (
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Link is a linked piece of a line: its text, in the link colour, drawn
// where the line's flow puts it (a Fyne Hyperlink pads its text, so it
// cannot stand inside a line). A tap, or Enter or Space while it has the
// keyboard focus, opens URL; it is underlined under the pointer or the
// focus.
type Link struct {
	widget.BaseWidget
	URL   *url.URL
	text  *canvas.Text
	under *canvas.Rectangle
	open  func(*url.URL) error

	hovered, focused bool
}

var (
	_ fyne.Tappable      = (*Link)(nil)
	_ fyne.Focusable     = (*Link)(nil)
	_ desktop.Hoverable  = (*Link)(nil)
	_ desktop.Cursorable = (*Link)(nil)
)

func newLink(t *canvas.Text, u *url.URL, open func(*url.URL) error) *Link {
	k := &Link{URL: u, text: t, open: open}
	k.under = canvas.NewRectangle(t.Color)
	k.under.Hide()
	k.ExtendBaseWidget(k)
	return k
}

// Text is the link's text.
func (k *Link) Text() string { return k.text.Text }

// Tapped opens the link.
func (k *Link) Tapped(*fyne.PointEvent) { k.follow() }

func (k *Link) follow() {
	if k.URL == nil {
		return
	}
	if k.open != nil {
		_ = k.open(k.URL)
		return
	}
	if a := fyne.CurrentApp(); a != nil {
		_ = a.OpenURL(k.URL)
	}
}

// Cursor is the pointing hand.
func (k *Link) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MouseIn underlines the link.
func (k *Link) MouseIn(*desktop.MouseEvent) { k.hovered = true; k.Refresh() }

// MouseMoved does nothing.
func (k *Link) MouseMoved(*desktop.MouseEvent) {}

// MouseOut takes the underline away.
func (k *Link) MouseOut() { k.hovered = false; k.Refresh() }

// FocusGained underlines the link.
func (k *Link) FocusGained() { k.focused = true; k.Refresh() }

// FocusLost takes the underline away.
func (k *Link) FocusLost() { k.focused = false; k.Refresh() }

// TypedRune does nothing.
func (k *Link) TypedRune(rune) {}

// TypedKey opens the link on Enter or Space.
func (k *Link) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		k.follow()
	}
}

// MinSize is the text's size.
func (k *Link) MinSize() fyne.Size { return k.text.MinSize() }

// CreateRenderer draws the text and its underline.
func (k *Link) CreateRenderer() fyne.WidgetRenderer { return &linkRenderer{k: k} }

type linkRenderer struct{ k *Link }

func (r *linkRenderer) Layout(s fyne.Size) {
	r.k.text.Move(fyne.NewPos(0, 0))
	r.k.text.Resize(s)
	r.k.under.Move(fyne.NewPos(0, s.Height-1))
	r.k.under.Resize(fyne.NewSize(s.Width, 1))
}

func (r *linkRenderer) MinSize() fyne.Size { return r.k.MinSize() }

func (r *linkRenderer) Refresh() {
	r.k.under.Hidden = !r.k.hovered && !r.k.focused
	r.k.under.FillColor = theme.Color(theme.ColorNameHyperlink)
	r.k.under.Refresh()
	r.k.text.Refresh()
}

func (r *linkRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.k.text, r.k.under}
}

func (r *linkRenderer) Destroy() {}
