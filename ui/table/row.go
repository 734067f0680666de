package table

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/games"
)

// The row of choices: one keyboard model for every choice at the table, in
// every game. Whatever the person chooses among now is a row — the hand
// cards they may play, or, when no hand card is playable (Skat's auction and
// announcement, Go-Stop's Go or Stop and the turned card's pairing) or a
// pending choice is open, the decision buttons under the felt. The arrows
// (and Tab, which the table keeps: see AcceptsTab) move along that row,
// Enter takes what is highlighted, and a key hint beside the buttons says
// so. A row of buttons shows its highlight as the one primary button.
//
// The highlight follows its action when the buttons are built again (a
// relayout, a language switch), and starts where the game says
// (Highlighter): Skat's announcement starts on a game that covers the bid
// and moves to the Expert's choice once the Expert has scored the games
// (the best game the hand can win), so that Enter never declares a game
// that needs Schneider by default.

// rowState is the keyboard's highlight in the row of decision buttons.
type rowState struct {
	rowBtns []*widget.Button                // the buttons of the row, in order
	btnActs map[*widget.Button]games.Action // the action each table-made button plays
	rowAt   int                             // the highlighted button
	rowSig  string                          // what the row offers (its actions or labels)
	rowOn   bool                            // the row of buttons is the keyboard's row now
	keyHint *widget.Label                   // "Arrow keys choose · Enter confirms"
	// rowWant is the action the highlight goes to once the row offering it
	// is built (the Expert's answer, a hint of a decision).
	rowWant   games.Action
	rowWanted bool
	judgeSeq  int  // bumped on every new row; an older judgement is dropped
	building  bool // refreshControls is building the controls now
	// sumBtns are the summary's buttons under its scrolled body, in
	// reading order (Review, Play this deal again, Swap seats, Export…,
	// Next deal, New game), the keyboard's row while the summary is up;
	// sumAt is the highlighted one (-1: none, a finished match, where
	// Enter must not start a new one).
	sumBtns []*widget.Button
	sumAt   int
}

// button makes a decision button that plays a when tapped, and remembers
// a as the button's action (the row's highlight follows it).
func (t *Table) button(label string, a games.Action) *widget.Button {
	b := widget.NewButton(label, func() { t.humanAct(a) })
	b.Importance = widget.HighImportance
	if t.btnActs == nil {
		t.btnActs = map[*widget.Button]games.Action{}
	}
	t.btnActs[b] = a
	return b
}

// handPlayable reports whether the person may play a hand card now: then
// the hand is the keyboard's row, not the buttons.
func (t *Table) handPlayable() bool {
	for _, c := range t.handCards() {
		if len(t.handActions(c)) > 0 {
			return true
		}
	}
	return false
}

// buildRow finds the row of buttons among the controls just built (all
// but skip, a pending choice's Cancel), decides whether it is the
// keyboard's row, and shows the highlight and the key hint.
func (t *Table) buildRow(skip *widget.Button) {
	t.rowBtns = t.rowBtns[:0]
	var sig strings.Builder
	var walk func([]fyne.CanvasObject)
	walk = func(objs []fyne.CanvasObject) {
		for _, o := range objs {
			switch o := o.(type) {
			case *widget.Button:
				if o == skip || o.Disabled() || !o.Visible() {
					continue
				}
				t.rowBtns = append(t.rowBtns, o)
				if a, ok := t.btnActs[o]; ok {
					sig.WriteString(itoa(int(a)))
				} else {
					sig.WriteString(o.Text)
				}
				sig.WriteByte('|')
			case *fyne.Container:
				walk(o.Objects)
			}
		}
	}
	walk(t.controls.Objects)
	t.rowOn = len(t.rowBtns) > 0 && !t.busy && !t.thinking && t.overlay.Hidden &&
		(len(t.choices) > 0 || !t.handPlayable())
	if !t.rowOn {
		t.rowSig = ""
		return
	}
	if s := sig.String(); s != t.rowSig {
		t.rowSig = s
		t.judgeSeq++
		t.rowWanted = false // a judgement or hint of another row
		t.rowAt = t.rowStart()
	}
	if t.rowWanted {
		if i := t.rowIndex(t.rowWant); i >= 0 {
			t.rowAt = i
			t.rowWanted = false
		}
	}
	t.rowAt = min(max(t.rowAt, 0), len(t.rowBtns)-1)
	for i, b := range t.rowBtns {
		if i == t.rowAt {
			b.Importance = widget.HighImportance
		} else {
			b.Importance = widget.MediumImportance
		}
	}
	if t.keyHint == nil {
		t.keyHint = widget.NewLabel("")
		t.keyHint.Importance = widget.LowImportance
	}
	t.keyHint.SetText(t.T("table.keys.row", "Arrow keys choose · Enter confirms"))
	t.controls.Add(t.keyHint)
}

// isKeyHint reports whether o is the row's key hint, which the decision
// bar draws only where it fits beside the buttons (flowLayout.spare).
func (t *Table) isKeyHint(o fyne.CanvasObject) bool {
	return t.keyHint != nil && o == fyne.CanvasObject(t.keyHint)
}

// rowIndex is the row's button that plays a (-1: none).
func (t *Table) rowIndex(a games.Action) int {
	for i, b := range t.rowBtns {
		if x, ok := t.btnActs[b]; ok && x == a {
			return i
		}
	}
	return -1
}

// rowStart is where the highlight starts in a new row: at a lesson's
// question on the move the step expects (lessonRowAction), else on the
// game's choice (Highlighter), else on the first button; a game that asks
// for the Expert's judgement has it worked out now (judgeRow).
func (t *Table) rowStart() int {
	if a, ok := t.lessonRowAction(); ok {
		if i := t.rowIndex(a); i >= 0 {
			return i
		}
	}
	hl, ok := t.g.(Highlighter)
	if !ok || len(t.choices) > 0 || t.view == nil {
		return 0
	}
	a, judged, ok := hl.Highlight(t.hst, t.view)
	if judged {
		t.judgeRow()
	}
	if !ok {
		return 0
	}
	return max(t.rowIndex(a), 0)
}

// judgeRow asks the Expert (the hinter, off the UI goroutine) which of the
// row's actions it would take, and moves the highlight there when the
// answer comes for the same row.
func (t *Table) judgeRow() {
	seq, v := t.judgeSeq, t.ctl.st.View(Human)
	ctx := t.ctx
	h := t.hintFunc()
	t.opt.RunAI(func() {
		sc, err := h(ctx, v)
		fyne.Do(func() {
			if t.closed || ctx.Err() != nil || seq != t.judgeSeq || err != nil || len(sc) == 0 {
				return
			}
			t.rowWant, t.rowWanted = sc[0].Action, true
			if t.rowOn {
				// Built again at once: the answer may come while the
				// row is being built (a test's in-place hinter).
				t.refreshControlsLater()
			}
		})
	})
}

// refreshControlsLater rebuilds the controls unless they are being built
// now (an in-place answer arrives inside refreshControls).
func (t *Table) refreshControlsLater() {
	if t.building {
		return // buildRow reads rowWant right after
	}
	t.refreshControls()
}

// rowMove moves the highlight d buttons along the row, round its ends,
// and names the highlighted choice in the status bar: the buttons wrap
// into rows, and a highlight that went round is easily taken for one that
// did not move.
func (t *Table) rowMove(d int) {
	n := len(t.rowBtns)
	if n == 0 {
		return
	}
	t.rowAt = ((t.rowAt+d)%n + n) % n
	t.showRowHighlight()
	t.say(t.rowBtns[t.rowAt].Text)
}

// showRowHighlight draws the row's highlighted button as the one primary
// button.
func (t *Table) showRowHighlight() {
	for i, b := range t.rowBtns {
		imp := widget.MediumImportance
		if i == t.rowAt {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

// rowKey is the row's keyboard: the arrows and Tab move the highlight,
// Enter (or Space) takes it. False: the row of buttons is not the
// keyboard's row now, or the key is not the row's.
func (t *Table) rowKey(ev *fyne.KeyEvent) bool {
	if !t.rowOn || len(t.rowBtns) == 0 {
		return false
	}
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyUp:
		t.rowMove(-1)
	case fyne.KeyRight, fyne.KeyDown, fyne.KeyTab:
		t.rowMove(1)
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		b := t.rowBtns[min(t.rowAt, len(t.rowBtns)-1)]
		if b.OnTapped != nil && !b.Disabled() {
			b.OnTapped()
		}
	default:
		return false
	}
	return true
}

// cancelJudgement drops an Expert's judgement still to come (a new turn).
func (t *Table) cancelJudgement() { t.judgeSeq++; t.rowWanted = false }
