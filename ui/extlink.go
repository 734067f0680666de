package ui

import (
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// externalIcon is the "opens outside the app" mark after a link: Material
// Design's open_in_new (Apache 2.0, the icon set Fyne's theme draws from).
// It is drawn, not a character: "↗" in the text needed a system font that
// has it, and the Windows build under Wine showed a replacement box
// (issue 40).
var externalIcon = &fyne.StaticResource{StaticName: "open-in-new.svg", StaticContent: []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">` +
	`<path d="M19 19H5V5h7V3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14c1.1 0 2-.9 2-2v-7h-2v7zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3h-7z"/></svg>`)}

// newExternalLink is a hyperlink to u with the external mark after its
// text, in the link's colour; the mark opens the link too.
func newExternalLink(text string, u *url.URL) fyne.CanvasObject {
	link := widget.NewHyperlink(text, u)
	icon := canvas.NewImageFromResource(theme.NewColoredResource(externalIcon, theme.ColorNameHyperlink))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSquareSize(theme.Size(theme.SizeNameInlineIcon) * 0.8))
	open := newTapArea(icon, func() {
		if a := fyne.CurrentApp(); a != nil {
			_ = a.OpenURL(u)
		}
	})
	// The mark sits close after the text: the link keeps an inner padding
	// on its right, which the mark takes back.
	mark := container.New(layout.NewCustomPaddedLayout(0, 0, -theme.InnerPadding(), 0), container.NewCenter(open))
	return container.NewHBox(link, mark)
}
