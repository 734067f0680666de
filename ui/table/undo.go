package table

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/record"
	"github.com/cardavia/cardavia/ui/env"
)

// Undo takes back the person's last move and the computer's replies since,
// as often as the person likes within the deal being played. The match is
// its record (controller.rec), so an undo is a resume: the record cut
// before the person's last move is replayed on the engine (resume.go) and
// the table shows that position. The computer players are seeded by the
// move number, so the same move again gets the same replies.
//
// The undone match replaces the old one as every replaced match does
// (match.go): the animation queue is abandoned, the computer's decision is
// dropped and a hint being worked out is cancelled, so that no card of the
// position taken back is left on the felt or flies in afterwards, and the
// move log is the deal's up to the position, with the undo said after it.

// toolsState holds the tools this file and hint.go add to the table's bar.
type toolsState struct {
	undoBtn *widget.Button
	hintBtn *widget.Button
	undone  int // moves taken back at this table (tests read it)
	hintState
	rev *reviewState // the review open on the felt (review.go)
}

// addTools adds Undo and Hint to the tools beside the decision controls.
func (t *Table) addTools(tools *fyne.Container) {
	t.undoBtn = widget.NewButtonWithIcon("", theme.ContentUndoIcon(), t.undo)
	t.hintBtn = widget.NewButtonWithIcon("", theme.QuestionIcon(), t.askHint)
	tools.Objects = append([]fyne.CanvasObject{t.undoBtn, t.hintBtn}, tools.Objects...)
}

// retextToolsExtra sets the texts of the tools of addTools.
func (t *Table) retextToolsExtra() {
	if t.undoBtn == nil {
		return
	}
	if t.compact {
		t.undoBtn.SetText("")
		t.hintBtn.SetText("")
		return
	}
	t.undoBtn.SetText(t.T("table.undo.button", "Undo (U)"))
	t.hintBtn.SetText(t.T("table.hint.button", "Hint (H)"))
}

// toolKey handles the keys of the tools: U undoes, H asks for a hint (in
// Skat's auction H holds, the game's own key, which is asked first), but
// not during a lesson, whose tools are hidden.
func (t *Table) toolKey(ev *fyne.KeyEvent) bool {
	if t.inLesson() {
		return false // the tools are hidden while a lesson is under way (lesson.go)
	}
	switch ev.Name {
	case fyne.KeyU:
		t.undo()
		return true
	case fyne.KeyH:
		t.askHint()
		return true
	}
	return false
}

// undoRecord is the match's record before the person's last move, if that
// move was made in the deal being played and the deal is not over.
func (t *Table) undoRecord() (record.Record, bool) {
	if p := t.ctl.toMove(); p == games.Chance || p == games.Nobody {
		return record.Record{}, false
	}
	moves := t.ctl.rec.Moves
	i := len(moves) - 1
	for i >= 0 && moves[i].Seat != Human {
		i--
	}
	if i < 0 {
		return record.Record{}, false
	}
	rec := t.ctl.rec
	rec.Moves = slices.Clone(moves[:i])
	return rec, true
}

// undo takes back the person's last move of this deal, with the computer's
// replies since.
func (t *Table) undo() {
	if t.closed {
		return
	}
	rec, ok := t.undoRecord()
	var ctl *controller
	if ok {
		_, running := t.g.(RunningSheet)
		var err error
		ctl, _, err = resumedController(t.info, &env.Resume{Record: &rec, Level: t.ctl.level.String()}, t.opt.NewPlayer, running)
		// The move taken back must be of this deal: a deal that ended
		// since is kept (its score is on the sheet and in the statistics).
		ok = err == nil && ctl.st.Result().Deals == t.ctl.st.Result().Deals
	}
	if !ok {
		t.say(t.T("table.undo.nothing", "There is no move of yours to take back in this deal."))
		return
	}
	t.undid = true               // the move taken back is the person's to make (obviousMove)
	t.replaceMatch(ctl, t.sheet) // match.go: what was under way stops
	t.undone++
	if u, ok := t.env.Keeper.(env.UndoCounter); ok && t.env.Keeper != nil {
		_ = u.Undone(&ctl.rec) // a failed save is reported by the keeper
	}
	t.keep()
	t.addLine(t.T("table.undo.logged", "You took your move back."))
	if t.ctl.toMove() == Human {
		t.say(t.T("table.undo.done", "Move taken back. {{.Prompt}}", "Prompt", t.g.Prompt(t.hst, t.view)))
	}
}
