// Package ui holds Cardavia's Fyne screens. It never imports fyne.io/fyne/v2/app,
// so it builds and tests without cgo; main.go hands it the running app.
package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Run opens the main window and blocks until the app quits.
func Run(a fyne.App) error {
	w := a.NewWindow("Cardavia")
	w.SetContent(container.NewVBox(widget.NewLabel("Cardavia")))
	w.ShowAndRun()
	return nil
}
