package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
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
		choose := func() {
			s.prefs.SetString(env.PrefCardBack, v)
			mark(v)
		}
		buttons[i] = widget.NewButton(label(v), choose)
		var pic fyne.CanvasObject = widget.NewLabel("")
		// The classic choice shows the Western packs' back; the settings
		// help says the hwatu pack keeps its own.
		if res, err := assets.BackFor(cards.Italian40, v); err == nil {
			img := s.filteredPicture(res)
			img.SetMinSize(backPreviewSize)
			// The picture is what the person sees as the choice: a tap on
			// it chooses too, not only one on the name under it.
			pic = container.NewCenter(newTapArea(container.NewGridWrap(backPreviewSize, img), choose))
		}
		tiles[i] = container.NewVBox(pic, buttons[i])
	}
	mark(env.CardBack(s.prefs))
	// Equal columns, so the pictures stand evenly whatever the labels' lengths.
	return container.NewHBox(container.NewGridWithColumns(len(tiles), tiles...))
}

// tapArea makes a picture tappable: a tap calls tapped, and the pointer
// shows a hand over it, as over a button.
type tapArea struct {
	widget.BaseWidget
	content fyne.CanvasObject
	tapped  func()
}

func newTapArea(content fyne.CanvasObject, tapped func()) *tapArea {
	a := &tapArea{content: content, tapped: tapped}
	a.ExtendBaseWidget(a)
	return a
}

// Tapped implements fyne.Tappable.
func (a *tapArea) Tapped(*fyne.PointEvent) {
	if a.tapped != nil {
		a.tapped()
	}
}

// Cursor implements desktop.Cursorable.
func (a *tapArea) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer implements fyne.Widget.
func (a *tapArea) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(a.content) }
