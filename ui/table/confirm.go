package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
)

// confirm asks the person a yes/no question in a dialog over the table's
// window: the question wraps in a dialog wide enough to read it at 800×600,
// and answer gets true for yes. The caller makes sure there is a window.
func (t *Table) confirm(title, question, yes, no string, answer func(bool)) dialog.Dialog {
	q := widget.NewLabel(question)
	q.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, yes, no, q, answer, t.env.Window)
	d.Resize(fyne.NewSize(420, 220))
	d.Show()
	return d
}

// confirmPlay asks before the person plays a (Host.Confirm: Schnapsen's
// close cannot be undone and changes the rules of the rest of the deal).
// While it is asked, Enter answers yes and Esc no (keyboard.go). Without a
// window (some tests) a is played at once.
func (t *Table) confirmPlay(title, question, yes, no string, a games.Action) {
	if !t.ready() {
		return
	}
	if t.env.Window == nil {
		t.humanAct(a)
		return
	}
	d := t.confirm(title, question, yes, no, t.answerConfirm)
	t.asking, t.asked = d, a
}

// answerConfirm is the answer to the question of confirmPlay: the move, or
// play on.
func (t *Table) answerConfirm(ok bool) {
	a, d := t.asked, t.asking
	t.asking, t.asked = nil, 0
	if d != nil {
		d.Hide() // calls answerConfirm(false) again, which finds nothing asked
	}
	if ok && d != nil {
		t.humanAct(a)
		return
	}
	t.reclaimFocus()
}
