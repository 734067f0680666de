package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// arrangeBar puts the tools (undo, hint, last trick, log, new game) beside
// the decision controls in a wide table, and on a row of their own under
// them in a narrow one, where the controls take the whole width and the
// tools keep their labels.
func (t *Table) arrangeBar() {
	if t.barRow == nil {
		return
	}
	if t.stacked {
		t.barRow.Layout = layout.NewVBoxLayout()
		t.barRow.Objects = []fyne.CanvasObject{t.controls, container.NewBorder(nil, nil, nil, t.toolsBox)}
	} else {
		t.barRow.Layout = layout.NewBorderLayout(nil, nil, nil, t.toolsBox)
		t.barRow.Objects = []fyne.CanvasObject{t.controls, t.toolsBox}
	}
	t.barRow.Refresh()
	t.fitBar()
}

// toolsWidth is the width the tools need with their labels in the language
// on screen, measured on probe buttons (the tools may show icons alone
// now), remembered per language and text size.
func (t *Table) toolsWidth() float32 {
	if t.tools == nil {
		return 0
	}
	texts := t.toolTexts()
	key := strings.Join(texts, "\x00") + "\x00" + string(rune(int(theme.TextSize()*8)))
	if t.sheetBtn != nil && t.sheetBtn.Visible() {
		key += "\x00sheet" // a tool that comes and goes with the match (sheettool.go)
	}
	if key == t.toolsKey {
		return t.toolsW
	}
	var w float32
	shown := 0
	for i, b := range t.toolButtons() {
		if !b.Visible() && b != t.lastBtn { // the last trick's button comes and goes: room for it
			continue
		}
		if shown > 0 {
			w += theme.Padding()
		}
		shown++
		w += widget.NewButtonWithIcon(texts[i], b.Icon, nil).MinSize().Width
	}
	t.toolsKey, t.toolsW = key, w
	return w
}

// toolButtons are the tools in the order they are shown.
func (t *Table) toolButtons() []*widget.Button {
	var out []*widget.Button
	for _, o := range t.tools.Objects {
		if b, ok := o.(*widget.Button); ok {
			out = append(out, b)
		}
	}
	return out
}

// toolTexts are the labels of toolButtons, in the language on screen.
func (t *Table) toolTexts() []string {
	bs := t.toolButtons()
	out := make([]string, len(bs))
	for i, b := range bs {
		switch b {
		case t.undoBtn:
			out[i] = t.T("table.undo.button", "Undo (U)")
		case t.hintBtn:
			out[i] = t.T("table.hint.button", "Hint (H)")
		case t.lastBtn:
			out[i] = t.T("table.lastTrick", "Last trick")
		case t.sheetBtn:
			out[i] = t.T("table.sheet.button", "Sheet")
		case t.logBtn:
			out[i] = t.T("table.log.button", "Log (L)")
		case t.newBtn:
			out[i] = t.T("table.newGame", "New game")
		}
	}
	return out
}
