package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// radioRow is a horizontal radio choice whose options sit at their own
// widths. Fyne's horizontal RadioGroup gives every option the width of the
// widest, which left uneven gaps ("Like the system", "Light", then a hole
// before "Dark"). Each option is a one-option group; choosing one clears
// the others, so the row acts as one group, and a chosen option cannot be
// unchosen by tapping it again (Required), as in the group it replaces.
// changed is called with the label chosen by the person or by SetSelected.
func radioRow(labels []string, selected string, changed func(string)) *fyne.Container {
	row := container.NewHBox()
	groups := make([]*widget.RadioGroup, len(labels))
	for i, l := range labels {
		g := widget.NewRadioGroup([]string{l}, nil)
		g.Required = true
		if l == selected {
			g.Selected = l
		}
		groups[i] = g
		row.Add(g)
	}
	for _, g := range groups {
		g.OnChanged = func(sel string) {
			if sel == "" {
				return // cleared because another option was chosen
			}
			for _, o := range groups {
				if o != g {
					o.SetSelected("")
				}
			}
			if changed != nil {
				changed(sel)
			}
		}
	}
	return row
}
