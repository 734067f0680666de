package table

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The sheet as a tool: a game whose sheet runs over a match of many deals
// (Skat's list, SheetTooler) shows it in every deal summary, but the
// person also wants the totals while a deal is played — who leads, how
// many deals are left, whether this one counts double. While the game
// says so, the table's tools offer "Sheet", which opens the sheet in a
// dialog of its own over the felt.

// sheetOn reports whether the game offers its sheet as a tool now.
func (t *Table) sheetOn() bool {
	st, ok := t.g.(SheetTooler)
	if !ok || t.view == nil {
		return false
	}
	_, ok = t.g.(Sheeter)
	return ok && st.SheetTool(t.view)
}

// showSheetTool shows or hides the Sheet tool as the game says.
func (t *Table) showSheetTool() {
	if t.sheetBtn == nil || t.sheetOn() == t.sheetBtn.Visible() {
		return
	}
	if t.sheetOn() {
		t.sheetBtn.Show()
	} else {
		t.sheetBtn.Hide()
	}
	if w := t.Size().Width; w > 0 {
		t.adaptBar(w) // one tool more may not fit beside the others with its label
	}
	t.bottom.Refresh()
	t.fitBar()
}

// showSheet opens the game's sheet: its title, its rows in a scroll that
// fits the window (36 deals of a list do not fit 800×600 whole), its legend.
func (t *Table) showSheet() {
	sh, ok := t.g.(Sheeter)
	if !ok || !t.sheetOn() || t.env.Window == nil {
		return
	}
	rows := sh.Sheet(t.hst, t.view)
	if len(rows) == 0 {
		return
	}
	legend := widget.NewLabel(sh.SheetLegend(t.hst, t.view))
	legend.Wrapping = fyne.TextWrapWord
	body := grid(rows)
	win := t.env.Window.Canvas().Size()
	w := min(max(body.MinSize().Width, 360), max(win.Width-80, 200))
	scroll := container.NewScroll(body)
	scroll.SetMinSize(fyne.NewSize(w, min(body.MinSize().Height, 120)))
	d := dialog.NewCustom(sh.SheetTitle(t.hst, t.view), t.T("dialog.ok", "OK"), container.NewBorder(nil, legend, nil, nil, scroll), t.env.Window)
	// As tall as the window allows: the rows take what the legend and the
	// button leave, and the last deals and the totals are in view.
	d.Resize(fyne.NewSize(min(w+2*theme.Padding()+40, win.Width-16), min(win.Height-16, body.MinSize().Height+legend.MinSize().Height+200)))
	d.Show()
	scroll.ScrollToBottom()
}
