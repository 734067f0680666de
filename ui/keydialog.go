package ui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The keyboard in the shell's buttons and questions (issue 40): Fyne's
// buttons answer Space only, and its dialogs no key at all, so a person
// playing by keyboard could not answer "Continue the match?" with Enter or
// leave it with Esc, nor press Play with Enter.

// keyButton is a button that Enter presses as well as Space. Other keys go
// on to the window's handler (nav.typedKey), as when nothing has the focus:
// a focused button must not swallow Esc (back, or close the question) or F1.
type keyButton struct {
	widget.Button
	w       fyne.Window
	focused bool // it shows the focus ring
}

// newKeyButton makes a keyButton in window w (nil: no window handler).
func newKeyButton(w fyne.Window, text string, icon fyne.Resource, tapped func()) *keyButton {
	b := &keyButton{w: w}
	b.Text, b.Icon, b.OnTapped = text, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey implements fyne.Focusable.
func (b *keyButton) TypedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeySpace:
		b.Button.TypedKey(ev)
	case fyne.KeyReturn, fyne.KeyEnter:
		b.Button.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	default:
		toWindow(b.w, ev)
	}
}

// toWindow hands ev to w's key handler.
func toWindow(w fyne.Window, ev *fyne.KeyEvent) {
	if w == nil {
		return
	}
	if h := w.Canvas().OnTypedKey(); h != nil {
		h(ev)
	}
}

// keyEntry is an entry that leaves Esc to the window's handler (it closes
// the question the entry is in); Fyne's entry ignores Esc.
type keyEntry struct {
	widget.Entry
	w fyne.Window
}

func newKeyEntry(w fyne.Window) *keyEntry {
	e := &keyEntry{w: w}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey implements fyne.Focusable.
func (e *keyEntry) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape {
		toWindow(e.w, ev)
		return
	}
	e.Entry.TypedKey(ev)
}

// question is a dialog with a cancel button and a highlighted default one
// that the keyboard answers whether a button has the focus or none: Enter
// presses the default button, Esc closes the question and does nothing
// else — not even what the cancel button does, which may be a choice
// ("New game" gives the saved match up).
type question struct {
	s      *Shell
	d      *dialog.CustomDialog
	ov     fyne.CanvasObject // the dialog's pop-up among the window's overlays
	ok, no *keyButton        // no is nil in a message
}

// ask shows a question: no (cancelText) and ok (okText, highlighted) are
// called after it closes; either may be nil. Without a cancelText the
// dialog has the one button (a message's OK), which Esc closes as well.
func (s *Shell) ask(title string, content fyne.CanvasObject, cancelText string, no func(), okText string, ok func()) *question {
	q := &question{s: s}
	q.d = dialog.NewCustomWithoutButtons(title, content, s.w)
	q.ok = newKeyButton(s.w, okText, theme.ConfirmIcon(), func() { q.answer(ok) })
	q.ok.Importance = widget.HighImportance
	buttons := []fyne.CanvasObject{q.ok}
	if cancelText != "" {
		q.no = newKeyButton(s.w, cancelText, theme.CancelIcon(), func() { q.answer(no) })
		buttons = []fyne.CanvasObject{q.no, q.ok}
	}
	q.d.SetButtons(buttons)
	q.d.Show()
	q.ov = s.w.Canvas().Overlays().Top()
	s.questions = append(s.questions, q)
	return q
}

// answer closes the question, then does f.
func (q *question) answer(f func()) {
	q.close()
	if f != nil {
		f()
	}
}

// close hides the question without an answer.
func (q *question) close() {
	q.d.Hide()
	q.s.questions = slices.DeleteFunc(q.s.questions, func(o *question) bool { return o == q })
}

// Resize sets the dialog's size.
func (q *question) Resize(sz fyne.Size) { q.d.Resize(sz) }

// questionKey answers the question on top of the window with Enter or
// Esc; false when the top overlay is no question or the key is another.
func (s *Shell) questionKey(ev *fyne.KeyEvent) bool {
	top := s.w.Canvas().Overlays().Top()
	if top == nil {
		return false
	}
	for _, q := range s.questions {
		if q.ov != top {
			continue
		}
		switch ev.Name {
		case fyne.KeyEscape:
			q.close()
			return true
		case fyne.KeyReturn, fyne.KeyEnter:
			if !q.ok.Disabled() {
				q.ok.OnTapped()
			}
			return true
		}
	}
	return false
}

// A focused button must show that it has the focus: Fyne marks it by
// blending the theme's focus colour into its background, and on a
// highlighted button of the dark palette that colour is the button's own
// brass, so a keyboard user Tabbing to Play or Continue saw no change. A
// keyButton draws a two-tone ring inside its edge while focused — the
// foreground colour outside, the background colour within — which stands
// out from any button colour in either palette.

// FocusGained implements fyne.Focusable.
func (b *keyButton) FocusGained() {
	b.focused = true
	b.Button.FocusGained()
}

// FocusLost implements fyne.Focusable.
func (b *keyButton) FocusLost() {
	b.focused = false
	b.Button.FocusLost()
}

// CreateRenderer implements fyne.Widget: Fyne's button with the ring on top.
func (b *keyButton) CreateRenderer() fyne.WidgetRenderer {
	r := &ringRenderer{WidgetRenderer: b.Button.CreateRenderer(), b: b,
		outer: canvas.NewRectangle(color.Transparent), inner: canvas.NewRectangle(color.Transparent)}
	r.Refresh()
	return r
}

// ringRenderer is a button's renderer with the focus ring.
type ringRenderer struct {
	fyne.WidgetRenderer
	b            *keyButton
	outer, inner *canvas.Rectangle
}

// focusRingWidth is the width of each of the ring's two lines.
const focusRingWidth = 2

func (r *ringRenderer) Layout(sz fyne.Size) {
	r.WidgetRenderer.Layout(sz)
	r.outer.Move(fyne.NewPos(0, 0))
	r.outer.Resize(sz)
	r.inner.Move(fyne.NewPos(focusRingWidth, focusRingWidth))
	r.inner.Resize(sz.SubtractWidthHeight(2*focusRingWidth, 2*focusRingWidth))
}

func (r *ringRenderer) Objects() []fyne.CanvasObject {
	objs := r.WidgetRenderer.Objects()
	return append(append(make([]fyne.CanvasObject, 0, len(objs)+2), objs...), r.outer, r.inner)
}

func (r *ringRenderer) Refresh() {
	r.WidgetRenderer.Refresh()
	th := r.b.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	radius := th.Size(theme.SizeNameInputRadius)
	r.outer.StrokeColor = th.Color(theme.ColorNameForeground, v)
	r.inner.StrokeColor = th.Color(theme.ColorNameBackground, v)
	r.outer.CornerRadius, r.inner.CornerRadius = radius, max(radius-focusRingWidth, 0)
	for _, o := range []*canvas.Rectangle{r.outer, r.inner} {
		o.StrokeWidth = focusRingWidth
		o.Hidden = !r.b.focused || r.b.Disabled()
		o.Refresh()
	}
}
