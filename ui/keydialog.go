package ui

import (
	"slices"

	"fyne.io/fyne/v2"
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
	w fyne.Window
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
	ok, no *keyButton
}

// ask shows a question: no (cancelText) and ok (okText, highlighted) are
// called after it closes; either may be nil.
func (s *Shell) ask(title string, content fyne.CanvasObject, cancelText string, no func(), okText string, ok func()) *question {
	q := &question{s: s}
	q.d = dialog.NewCustomWithoutButtons(title, content, s.w)
	q.no = newKeyButton(s.w, cancelText, theme.CancelIcon(), func() { q.answer(no) })
	q.ok = newKeyButton(s.w, okText, theme.ConfirmIcon(), func() { q.answer(ok) })
	q.ok.Importance = widget.HighImportance
	q.d.SetButtons([]fyne.CanvasObject{q.no, q.ok})
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
