package ui

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/internal/capped"
	"github.com/cardavia/cardavia/ui/env"
)

// Sharing from the home screen: a deal code typed in (games/record's
// DealCode: game, seed, deck and dealer, checksummed) opens that game's
// table on that deal; a record file (exported from a table, or a save)
// opened through Fyne's file dialog opens its table at its last position.
// Both go through the resume path (env.Resume): a table continues a record
// exactly as it continues a saved match. A code or file that does not hold
// is refused in one sentence and nothing changes; a saved match of the same
// game is only given up after the person says so.

// shareRow is the home screen's row of sharing buttons.
func (s *Shell) shareRow() fyne.CanvasObject {
	code := newKeyButton(s.w, s.l.T("home.dealCode", "Enter a deal code"), theme.LoginIcon(), s.askDealCode)
	open := newKeyButton(s.w, s.l.T("home.import", "Open a record…"), theme.FolderOpenIcon(), s.importRecord)
	return container.NewHBox(layout.NewSpacer(), code, open) // right-aligned in the header
}

// codeProblem is the sentence for a deal code that is refused.
func (s *Shell) codeProblem(code string) (*record.Record, *games.Info, string) {
	l := s.l
	rec, err := record.ParseDealCode(code)
	switch {
	case errors.Is(err, record.ErrCodeChecksum):
		return nil, nil, l.T("dealCode.typo", "This deal code has a typing mistake: check each letter and digit.")
	case errors.Is(err, record.ErrCodeChar):
		return nil, nil, l.T("dealCode.char", "A deal code has only letters, digits and dashes (no U).")
	case err != nil:
		return nil, nil, l.T("dealCode.format", "A deal code is a game name and 17 letters and digits, like skat-00000-00000-000GG-MF.")
	}
	g := s.game(rec.Game)
	if g == nil {
		return nil, nil, l.T("dealCode.game", "This deal code is of a game this version of Cardavia does not have.")
	}
	if _, err := rec.Config(g); err != nil {
		return nil, nil, l.T("dealCode.content", "This deal code names a deck or dealer that {{.Game}} does not have.", "Game", l.Name(g.Name))
	}
	return rec, g, ""
}

// askDealCode asks for a deal code and opens its deal; a code that does
// not hold keeps the dialog open with the reason under the entry.
func (s *Shell) askDealCode() {
	l := s.l
	entry := newKeyEntry(s.w) // Esc closes the question (keydialog.go)
	entry.SetPlaceHolder("skat-00000-00000-000GG-MF")
	// The reason a code is refused, said as it is typed, under the entry.
	// (No Validator: Fyne's form shows a validator's error at once for an
	// entry that is not a *widget.Entry, as keyEntry is not, so the
	// dialog opened with a red error before anything was typed.)
	problem := widget.NewLabel(l.T("dealCode.hint", "A table's summary shows the code of its match."))
	problem.Wrapping = fyne.TextWrapWord
	entry.OnChanged = func(text string) {
		if text != "" && strings.TrimSpace(text) == "" {
			// Only blanks: the Space (or Enter) that pressed the button on
			// the home screen arrives in the entry focused under it. It is
			// no code typed wrong, so it is dropped and no error is shown.
			entry.SetText("")
			return
		}
		if _, _, why := s.codeProblem(text); why != "" && text != "" {
			problem.SetText(why)
			problem.Importance = widget.DangerImportance
		} else {
			problem.SetText(l.T("dealCode.hint", "A table's summary shows the code of its match."))
			problem.Importance = widget.MediumImportance
		}
		problem.Refresh()
	}
	form := widget.NewForm(widget.NewFormItem(l.T("dealCode.label", "Deal code"), entry), widget.NewFormItem("", problem))
	d := s.ask(l.T("dealCode.title", "Play a deal code"), form, l.T("dialog.cancel", "Cancel"), nil,
		l.T("dealCode.play", "Play"), func() { s.playDealCode(entry.Text) })
	// Play is off until the code holds; Enter in the entry plays a good
	// code, as a person types it and expects; a refused one stays with its
	// reason under the entry.
	d.ok.Disable()
	changed := entry.OnChanged
	entry.OnChanged = func(text string) {
		changed(text)
		if _, _, why := s.codeProblem(text); why == "" {
			d.ok.Enable()
		} else {
			d.ok.Disable()
		}
	}
	entry.OnSubmitted = func(string) {
		if !d.ok.Disabled() {
			d.ok.OnTapped()
		}
	}
	d.Resize(fyne.NewSize(560, 260))
	s.w.Canvas().Focus(entry)
}

// playDealCode opens the table on a deal code's match.
func (s *Shell) playDealCode(code string) {
	rec, g, why := s.codeProblem(code)
	if why != "" {
		s.message(s.l.T("dealCode.title", "Play a deal code"), why)
		return
	}
	s.openRecord(g, rec)
}

// openRecord opens g's table on rec (a deal code's header, or an imported
// record), first asking before a saved match of g is given up for it.
func (s *Shell) openRecord(g *games.Info, rec *record.Record) {
	deck := g.Decks[0]
	if d, err := cards.ByKey(rec.Deck); err == nil && g.HasDeck(d.ID()) {
		deck = d.ID()
	}
	res := &env.Resume{Record: rec, Level: env.AILevel(s.prefs)}
	if _, _, saved := s.savedMatch(g); saved && s.w != nil {
		l := s.l
		q := widget.NewLabel(l.T("share.replaceSaved", "Your saved {{.Game}} match will be given up (and counted as abandoned) once you play this one.", "Game", l.Name(g.Name)))
		q.Wrapping = fyne.TextWrapWord
		d := s.ask(l.T("share.replaceSaved.title", "Give up the saved match?"), q,
			l.T("share.replaceSaved.keep", "Keep the saved match"), nil,
			l.T("share.replaceSaved.play", "Play this one"), func() { s.openTable(g, deck, res) })
		d.Resize(fyne.NewSize(460, 200))
		return
	}
	s.openTable(g, deck, res)
}

// importRecord asks for a record file and opens it.
func (s *Shell) importRecord() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			s.importFailed("", err)
			return
		}
		if r == nil {
			return // cancelled
		}
		defer r.Close()
		// A huge file must not be read into memory (record.MaxFile).
		data, err := capped.Read(r, record.MaxFile)
		if err != nil {
			s.importFailed(r.URI().Name(), err)
			return
		}
		s.openImported(r.URI().Name(), data)
	}, s.w)
	d.Show()
}

// importedRecord reads and checks a record file: it must parse, be of a
// game the app has, and replay move by move on the engine.
func (s *Shell) importedRecord(data []byte) (*record.Record, *games.Info, error) {
	rec, err := record.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, nil, err
	}
	g := s.game(rec.Game)
	if g == nil {
		return nil, nil, fmt.Errorf("it is a record of %q, a game this version does not have", rec.Game)
	}
	if _, err := record.Replay(rec, g, nil); err != nil {
		return nil, nil, err
	}
	return rec, g, nil
}

// openImported opens a checked record file's table, or says why not.
func (s *Shell) openImported(name string, data []byte) {
	rec, g, err := s.importedRecord(data)
	if err != nil {
		s.importFailed(name, err)
		return
	}
	s.openRecord(g, rec)
}

// importFailed tells the person in one sentence that a file was not
// opened; nothing has changed.
func (s *Shell) importFailed(name string, err error) {
	l := s.l
	s.message(l.T("import.failed.title", "Not opened"),
		l.T("import.failed", "The file {{.File}} is not a game record Cardavia can play ({{.Error}}), so nothing was changed.", "File", name, "Error", err.Error()))
}
