package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
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
