package ui

import (
	"net/url"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/internal/licenses"
	"github.com/cardavia/cardavia/translations"
)

// The About screen: the version and build from the app's metadata
// (FyneApp.toml, injected by `fyne package`; read from the checkout by a
// development build), the app's own copyright and the card art's licence in
// the person's words (internal/licenses' files are written for the
// repository, with its paths), and the third-party licences collected by
// scripts/licenses.sh. The licence texts are legal texts and stay in their
// own language; everything around them goes through the localizer.

// openAbout shows the About screen.
func (s *Shell) openAbout() {
	s.nav.push(&screen{
		id:    "about",
		title: func() string { return s.l.T("about.title", "About Cardavia") },
		build: func(*screen) fyne.CanvasObject { return s.buildAbout() },
	})
}

func (s *Shell) buildAbout() fyne.CanvasObject {
	l := s.l
	icon := canvas.NewImageFromResource(assets.IconPNG())
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(72, 72))
	version := widget.NewLabel(versionLine(l, s.app.Metadata()))
	tagline := widget.NewLabel(l.T("home.welcome", "Traditional card games against honest computer opponents"))
	tagline.Wrapping = fyne.TextWrapWord
	intro := container.NewBorder(nil, nil, container.NewCenter(icon), nil, container.NewVBox(version, tagline))

	legal := func(text string) *widget.Label {
		lb := widget.NewLabel(text)
		lb.Wrapping = fyne.TextWrapWord
		return lb
	}
	heading := func(text string) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	// The app's own licences are said in the person's language: the files
	// behind them (LICENSE, assets/LICENSE) are written for the repository,
	// with its paths, and say nothing a player needs beyond who owns what
	// and under which terms.
	code := legal(l.T("about.code.reserved", "Copyright {{.Year}} the Cardavia authors. All rights reserved.", "Year", licenses.CopyrightYear()))
	var codeText fyne.CanvasObject = code
	if licenses.CodeLicensed() {
		// A licence has been chosen: it is a legal text, shown as written.
		codeText = licenceText(strings.TrimSpace(licenses.Code))
	}
	artLink := widget.NewHyperlink(l.T("about.art.link", "Read the licence (CC BY 4.0)"), parseURL(licenses.ArtLicenceURL))
	own := container.NewVBox(
		heading(l.T("about.code", "Source code")), codeText,
		widget.NewSeparator(),
		heading(l.T("about.art", "Card art and icon")),
		legal(l.T("about.art.text", "The card faces, card backs and the app icon are original work of the Cardavia authors (© {{.Year}}), licensed under Creative Commons Attribution 4.0 International (CC BY 4.0): you may share and adapt them for any purpose if you credit the Cardavia authors.", "Year", licenses.CopyrightYear())),
		artLink,
	)

	var inApp, other []*widget.AccordionItem
	for _, m := range licenses.Modules() {
		item := widget.NewAccordionItem(moduleTitle(m), licenceText(m.Text))
		if m.InApp {
			inApp = append(inApp, item)
		} else {
			other = append(other, item)
		}
	}
	help := widget.NewLabel(l.T("about.thirdParty.help", "Cardavia is built on these open-source modules. Open one to read its licence."))
	help.Wrapping = fyne.TextWrapWord
	help.Importance = widget.LowImportance
	third := container.NewVBox(help,
		heading(l.T("about.thirdParty.inApp", "Compiled into the app")), widget.NewAccordion(inApp...))
	if len(other) > 0 {
		third.Add(heading(l.T("about.thirdParty.buildOnly", "Used only to build or test Cardavia, not part of the app")))
		third.Add(widget.NewAccordion(other...))
	}
	if apache := licenses.ApacheText(); apache != "" {
		third.Add(widget.NewAccordion(widget.NewAccordionItem(
			l.T("about.apache", "Apache License 2.0 (the full text the entries above refer to)"), licenceText(apache))))
	}

	return container.NewVScroll(readable(container.NewVBox(
		panel(l.T("app.name", "Cardavia"), intro),
		panel(l.T("about.licences", "Licences"), own),
		panel(l.T("about.thirdParty", "Third-party software"), third),
	)))
}

// versionLine is "Version 0.1.0 (build 1)". Every build of the app has its
// metadata (main.go gives a plain `go build` FyneApp.toml's, ui.AppMetadata);
// metadata without an ID is Fyne's placeholder, seen only by a shell that
// was started without main.go, as in the tests.
func versionLine(l *translations.Localizer, m fyne.AppMetadata) string {
	if m.ID == "" || m.Version == "" {
		return l.T("about.version.unknown", "Version unknown (a build without FyneApp.toml)")
	}
	return l.T("about.version", "Version {{.Version}} (build {{.Build}})", "Version", m.Version, "Build", m.Build)
}

// moduleTitle is an accordion title: "fyne.io/fyne/v2 v2.7.1 · BSD-3-Clause".
// Module paths, versions and SPDX identifiers are names, not prose: they are
// shown as they are in every language.
func moduleTitle(m licenses.Module) string {
	t := m.Path
	if m.Version != "" {
		t += " " + m.Version
	}
	return t + " · " + m.Licences
}

// licenceText shows a licence in a fixed-width face, as it was written.
func licenceText(text string) fyne.CanvasObject {
	lb := widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	lb.Wrapping = fyne.TextWrapWord
	lb.SizeName = theme.SizeNameCaptionText
	return lb
}

// parseURL is u as a link target; nil (a link that opens nothing) for a
// malformed one, which the tests rule out for the URLs the app names.
func parseURL(u string) *url.URL {
	p, err := url.Parse(u)
	if err != nil {
		return nil
	}
	return p
}
