package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// backPreviewSize is a back's picture on the settings screen: small enough
// for the four choices to sit in one row at 800 px, large enough to see the
// pattern.
var backPreviewSize = fyne.NewSize(56, 84)

// backChooser is the card-back setting: each choice a small picture of the
// back with a button under it, the chosen one's button highlighted. A tap
// stores the choice (env.PrefCardBack); open tables follow it through the
// change feed at once. The pictures go through the display filters like
// every other card of the shell.
func (s *Shell) backChooser() fyne.CanvasObject {
	l := s.l
	label := func(v string) string {
		switch v {
		case env.BackBlue:
			return l.T("settings.back.blue", "Blue")
		case env.BackLattice:
			return l.T("settings.back.lattice", "Green lattice")
		case env.BackTartan:
			return l.T("settings.back.tartan", "Tartan")
		}
		return l.T("settings.back.classic", "Classic")
	}
	choices := env.CardBacks()
	buttons := make([]*widget.Button, len(choices))
	mark := func(current string) {
		for i, v := range choices {
			imp := widget.MediumImportance
			if v == current {
				imp = widget.HighImportance
			}
			if buttons[i].Importance != imp {
				buttons[i].Importance = imp
				buttons[i].Refresh()
			}
		}
	}
	tiles := make([]fyne.CanvasObject, len(choices))
	for i, v := range choices {
		buttons[i] = widget.NewButton(label(v), func() {
			s.prefs.SetString(env.PrefCardBack, v)
			mark(v)
		})
		var pic fyne.CanvasObject = widget.NewLabel("")
		// The classic choice shows the Western packs' back; the settings
		// help says the hwatu pack keeps its own.
		if res, err := assets.BackFor(cards.Italian40, v); err == nil {
			img := s.filteredPicture(res)
			img.SetMinSize(backPreviewSize)
			pic = container.NewCenter(container.NewGridWrap(backPreviewSize, img))
		}
		tiles[i] = container.NewVBox(pic, buttons[i])
	}
	mark(env.CardBack(s.prefs))
	// Equal columns, so the pictures stand evenly whatever the labels' lengths.
	return container.NewHBox(container.NewGridWithColumns(len(tiles), tiles...))
}
