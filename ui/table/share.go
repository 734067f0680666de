package table

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// Replay and share, from the deal summary: play the deal just finished
// again with the same cards, the match's deal code to copy and type in
// elsewhere (games/record's DealCode), the review of the deal (review.go),
// and the match's record exported to a file through Fyne's file dialog.

// summaryExtras are the summary's rows and buttons for replaying and
// sharing: the deal code with a Copy button, and Review, Play this deal
// again and Export.
func (t *Table) summaryExtras() (rows, buttons []fyne.CanvasObject) {
	t.closeReview() // the summary is shown in the review's place
	if code, err := record.DealCode(&t.ctl.rec); err == nil {
		l := widget.NewLabel(t.T("table.share.code", "Deal code of this match: {{.Code}}", "Code", code))
		l.Wrapping = fyne.TextWrapWord
		l.Selectable = true
		cp := widget.NewButtonWithIcon(t.T("table.share.copy", "Copy"), theme.ContentCopyIcon(), func() {
			if a := fyne.CurrentApp(); a != nil {
				a.Clipboard().SetContent(code)
				t.say(t.T("table.share.copied", "The deal code is copied."))
			}
		})
		rows = append(rows, container.NewBorder(nil, nil, nil, cp, l))
	}
	if t.ctl.st.Result().Deals > 0 {
		buttons = append(buttons,
			widget.NewButtonWithIcon(t.T("table.review.button", "Review"), theme.SearchIcon(), t.openReview),
			widget.NewButtonWithIcon(t.T("table.replay.button", "Play this deal again"), theme.MediaReplayIcon(), t.playDealAgain),
			t.swapSeatsButton()) // swap.go
	}
	if t.env.Window != nil {
		buttons = append(buttons, widget.NewButtonWithIcon(t.T("table.export.button", "Export…"), theme.DocumentSaveIcon(), t.exportRecord))
	}
	return rows, buttons
}

// lastDealStart is how many of the record's moves were made before the
// last deal was dealt: the record cut there is the match just before it.
func lastDealStart(rec *record.Record, g *games.Info) (int, error) {
	start, moves := 0, 0
	_, err := record.Replay(rec, g, func(s record.Step) {
		if s.Seat == games.Chance {
			start = moves
		} else {
			moves++
		}
	})
	return start, err
}

// playDealAgain deals the deal just finished again, with the same cards:
// the match is taken back to before that deal (the record cut there,
// through the resume path) and dealt from there, so the match's generator
// gives the same cards. The deal is practice: the statistics counted it
// when it was first played and do not count it again.
func (t *Table) playDealAgain() {
	if t.closed || t.busy || t.thinking {
		return
	}
	start, err := lastDealStart(&t.ctl.rec, t.info)
	if err != nil {
		t.say(err.Error())
		return
	}
	rec := t.ctl.rec
	rec.Moves = slices.Clone(rec.Moves[:start])
	_, running := t.g.(RunningSheet)
	ctl, sheet, err := resumedController(t.info, &env.Resume{Record: &rec, Level: t.ctl.level.String()}, t.opt.NewPlayer, running)
	if err != nil {
		t.say(err.Error())
		return
	}
	if running {
		// One deal a match: the sheet runs on over the session; the deal
		// played again replaces its row.
		sheet = t.sheet
		if len(sheet) > 0 {
			sheet = sheet[:len(sheet)-1]
		}
	}
	t.replaceMatch(ctl, sheet) // match.go
}

// exportRecord saves the match's record to a file the person picks. The
// record is plain text (docs/notation.md) that the app imports and the
// CLI replays.
func (t *Table) exportRecord() {
	if t.env.Window == nil {
		return
	}
	rec := t.ctl.rec
	rec.Moves = slices.Clone(rec.Moves)
	text := exportText(&rec)
	name := exportName(&rec, time.Now())
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			t.say(t.T("table.export.failed", "The record could not be saved: {{.Error}}", "Error", err.Error()))
			return
		}
		if w == nil {
			return // cancelled
		}
		_, werr := w.Write([]byte(text))
		if cerr := w.Close(); werr == nil {
			werr = cerr
		}
		if werr != nil {
			t.say(t.T("table.export.failed", "The record could not be saved: {{.Error}}", "Error", werr.Error()))
			return
		}
		t.say(t.T("table.export.done", "The record is saved as {{.File}}.", "File", w.URI().Name()))
	}, t.env.Window)
	d.SetFileName(name)
	d.Show()
}

// exportName is the file name Export proposes: the game, the day and the
// match's deal code (its seed for a match without one), as
// "skat-2026-12-04-0000Z-4KM8P-Q3R7X-9D.rec", so that the records of
// different matches and days never share a name; the same match exported
// twice the same day does, and the save dialog asks before it replaces the
// file. (Before: every Skat match proposed "skat.rec", issue 40.)
func exportName(rec *record.Record, day time.Time) string {
	id := fmt.Sprintf("seed%d", rec.Seed)
	if code, err := record.DealCode(rec); err == nil {
		id = strings.TrimPrefix(code, rec.Game+"-")
	}
	return fmt.Sprintf("%s-%s-%s.rec", rec.Game, day.Format("2006-01-02"), id)
}

// exportText is the exported file: a comment naming the app and the deal
// code (if any), then the record.
func exportText(rec *record.Record) string {
	head := "# Cardavia game record\n"
	if code, err := record.DealCode(rec); err == nil {
		head += fmt.Sprintf("# deal code %s\n", code)
	}
	return head + rec.Format()
}
