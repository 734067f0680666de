package table

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/ui/env"
)

// A lesson of the course (package course, docs/course.md) played on the
// table: the lesson's fixed deal is the match, its captions stand in a
// panel above the felt (so they never cover a card they talk about), the
// cards a step names are ringed or pointed at on the felt, the computer's
// moves are the lesson's script, and the person's move is judged by
// course.Judge (the engine's legal set and the hint): a wrong one is not
// played, and the step's one sentence says why. Past the last step the
// table plays on as at any match (the computer players decide again), so
// the person may finish the deal.

// lessonState is the lesson under way, if any (nil lesson: a match).
type lessonState struct {
	lesson *env.Lesson
	lstep  int  // the step the lesson is at (len(Steps): past the last)
	lwrong bool // the wrong move's sentence is up
	ldone  bool // the end was reached (Done told)

	lbox     *fyne.Container
	lhead    *widget.Label
	lcaption *widget.Label
	lwrongL  *widget.Label
	lwrongB  *fyne.Container // holds lwrongL, its line's height kept at a question (reserveLayout)
	lnext    *widget.Button
	lskip    *widget.Button
	lboxMin  fyne.Size
	// lbest is the right answer to the question at step lbestStep, once
	// lbestReady (course.Best, asked off the UI goroutine when the question
	// comes up); lpend is a move made before it was ready, judged then.
	lbest       games.Action
	lbestErr    error
	lbestStep   int
	lbestReady  bool
	lpend       games.Action
	lhasPending bool
	lasking     bool // course.Best is at work
	// the rings and arrows' lines of the step on the felt, pooled
	lringPool      []*canvas.Rectangle
	llinePool      []*canvas.Line
	lrings, llines int
}

// inLesson reports whether a lesson is under way (not yet past its end).
func (t *Table) inLesson() bool {
	return t.lesson != nil && !t.ldone
}

// lessonStep is the step the lesson is at, if any.
func (t *Table) lessonStep() (course.Step, bool) {
	if !t.inLesson() || t.lstep >= len(t.lesson.Lesson.Steps) {
		return course.Step{}, false
	}
	return t.lesson.Lesson.Steps[t.lstep], true
}

// shownStep is the caption step the panel shows: the current one, or for
// a computer's scripted move the caption before it.
func (t *Table) shownStep() (course.Step, int, bool) {
	if t.lesson == nil {
		return course.Step{}, 0, false
	}
	steps := t.lesson.Lesson.Steps
	for i := min(t.lstep, len(steps)-1); i >= 0; i-- {
		if steps[i].Kind != course.Auto {
			return steps[i], i, true
		}
	}
	return course.Step{}, 0, false
}

// buildLesson makes the lesson's panel, the top of the table's root (nil
// for a match).
func (t *Table) buildLesson() fyne.CanvasObject {
	if t.lesson == nil {
		return nil
	}
	t.lhead = widget.NewLabel("")
	t.lhead.TextStyle.Bold = true
	t.lhead.Wrapping = fyne.TextWrapWord
	t.lcaption = widget.NewLabel("")
	t.lcaption.Wrapping = fyne.TextWrapWord
	t.lwrongL = widget.NewLabel("")
	t.lwrongL.Wrapping = fyne.TextWrapWord
	t.lwrongL.Importance = widget.DangerImportance
	t.lwrongL.Hide()
	t.lwrongB = container.New(reserveLayout{}, t.lwrongL)
	t.lwrongB.Hide()
	t.lnext = widget.NewButton("", t.lessonNext)
	t.lnext.Importance = widget.HighImportance
	t.lskip = widget.NewButton("", t.lessonSkip)
	buttons := container.NewVBox(t.lnext, t.lskip)
	t.lbox = container.NewBorder(nil, nil, nil, buttons, container.NewVBox(t.lhead, t.lcaption, t.lwrongB))
	return t.lbox
}

// showLesson writes the panel for the step the lesson is at.
func (t *Table) showLesson() {
	if t.lesson == nil || t.lbox == nil {
		return
	}
	l := t.lesson.Lesson
	title := t.T(l.Title, t.english(l.Title))
	captions, at := 0, 0
	for i, s := range l.Steps {
		if s.Kind != course.Auto {
			captions++
			if i <= t.lstep {
				at = captions
			}
		}
	}
	t.lhead.SetText(t.T("course.ui.lessonStep", "Lesson {{.N}} of {{.Of}}: {{.Title}} · step {{.Step}} of {{.Steps}}",
		"N", t.lesson.Number, "Of", t.lesson.Of, "Title", title, "Step", at, "Steps", captions))
	switch s, _, ok := t.shownStep(); {
	case t.ldone && t.lesson.Next != nil:
		t.lcaption.SetText(t.T("course.ui.lessonOver", "Lesson complete. Play this deal on to its end if you like (Hint and Undo are back), or go on to the next lesson."))
	case t.ldone:
		t.lcaption.SetText(t.T("course.ui.lastLessonOver", "That was the course's last lesson. Play this deal on to its end if you like (Hint and Undo are back), or go back to the course."))
	case ok:
		t.lcaption.SetText(t.T(s.Caption, t.english(s.Caption)))
	}
	if s, ok := t.lessonStep(); ok && s.Kind == course.Ask {
		// The wrong move's line has its room from the question's start,
		// shown or not: appearing, it must not push the felt down.
		t.reserveWrong(t.T(s.Wrong, t.english(s.Wrong)), t.lwrong)
	} else {
		t.reserveWrong("", false)
	}
	s, ok := t.lessonStep()
	switch {
	case t.ldone && t.lesson.Next != nil:
		t.lnext.SetText(t.T("course.ui.nextLesson", "Next lesson"))
		t.lnext.Enable()
	case t.ldone:
		t.lnext.SetText(t.T("course.ui.toCourse", "Back to the course"))
		t.lnext.Enable()
	default:
		t.lnext.SetText(t.T("course.ui.next", "Next"))
		if ok && s.Kind == course.Say && !t.busy {
			t.lnext.Enable()
		} else {
			t.lnext.Disable()
		}
	}
	// After the end the second button is the way back to the course
	// (the first is already, after the last lesson).
	switch {
	case !t.ldone:
		t.lskip.SetText(t.T("course.ui.skip", "Skip lesson"))
		t.lskip.Show()
	case t.lesson.Next != nil:
		t.lskip.SetText(t.T("course.ui.toCourse", "Back to the course"))
		t.lskip.Show()
	default:
		t.lskip.Hide()
	}
	t.fitLesson()
}

// reserveWrong puts text in the wrong move's line, shown or only holding
// its room (no text: neither).
func (t *Table) reserveWrong(text string, show bool) {
	t.lwrongL.SetText(text)
	for _, o := range []fyne.CanvasObject{t.lwrongB, t.lwrongL} {
		if text == "" || (o == t.lwrongL && !show) {
			o.Hide()
		} else {
			o.Show()
		}
	}
}

// reserveLayout gives its one object its whole space and asks for the
// object's size even while the object is hidden: the wrong move's line
// keeps its room in the lesson's panel for the whole question (a label
// hidden in a VBox takes none, and its appearing grew the panel by a line,
// pushing the felt down under the person's eyes).
type reserveLayout struct{}

func (reserveLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	if len(objs) == 0 {
		return fyne.Size{}
	}
	return objs[0].MinSize()
}

func (reserveLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.Position{})
		o.Resize(size)
	}
}

// fitLesson lays the table out again when the panel needs another size:
// Fyne lays a container out again only when its own size changes, so a
// longer caption or button label would be cut.
func (t *Table) fitLesson() {
	if m := t.lbox.MinSize(); m != t.lboxMin {
		t.lboxMin = m
		t.lbox.Refresh()
		t.root.Refresh()
	}
}

// english is a caption's English, from the message file (a lesson names
// its captions by id only).
func (t *Table) english(id string) string {
	if s, ok := t.l.Bundle().EnglishOther(id); ok {
		return s
	}
	return id
}

// lessonHolds is asked by next() before anything else happens: a caption
// to read (a Say step) holds the match until Next is pressed. The first
// deal is dealt first, so the captions talk about cards on the felt.
func (t *Table) lessonHolds() bool {
	if !t.inLesson() {
		return false
	}
	if t.lstep >= len(t.lesson.Lesson.Steps) {
		t.finishLesson()
		return false
	}
	t.showLesson()
	if t.ctl.toMove() == games.Chance && t.ctl.st.Result().Deals == 0 {
		return false
	}
	s, _ := t.lessonStep()
	if s.Kind == course.Ask && t.ctl.toMove() == Human {
		t.lessonPrepare()
	}
	return s.Kind == course.Say
}

// lessonPrepare asks course.Best for the question at the lesson's step, off
// the UI goroutine as the table's hint is (tens of milliseconds for Scopa
// and Schnapsen, more for a Skat bid), so that the answer is judged at once;
// a move made before it is ready waits for it (lessonJudges).
func (t *Table) lessonPrepare() {
	if t.lbestStep == t.lstep && (t.lbestReady || t.lasking) {
		return
	}
	t.lbestStep, t.lbestReady, t.lasking, t.lhasPending = t.lstep, false, true, false
	step, v, ctx := t.lstep, t.view, t.ctx
	t.opt.RunAI(func() {
		best, err := course.Best(ctx, v)
		fyne.Do(func() {
			if t.closed || ctx.Err() != nil || t.lbestStep != step || !t.lasking {
				return // the table closed, or the lesson moved on
			}
			t.lbest, t.lbestErr, t.lbestReady, t.lasking = best, err, true, false
			if t.lhasPending {
				a := t.lpend
				t.lhasPending = false
				t.say("")
				t.act(a)
			}
		})
	})
}

// lessonNext is the panel's Next: the next step after a caption read, the
// next lesson (or the course) after the end.
func (t *Table) lessonNext() {
	if t.lesson == nil || t.closed {
		return
	}
	if t.ldone {
		if t.lesson.Next != nil {
			t.lesson.Next()
		} else if t.env.Back != nil {
			t.env.Back()
		}
		return
	}
	s, ok := t.lessonStep()
	if !ok || s.Kind != course.Say || t.busy {
		return
	}
	t.lstep++
	t.lwrong = false
	t.next()
}

// lessonKey is Enter or Space while a caption is to be read: it presses
// Next. (After the end the keys play on: the next lesson is the button's.)
func (t *Table) lessonKey(ev *fyne.KeyEvent) bool {
	if t.lesson == nil || t.lnext == nil || t.lnext.Disabled() {
		return false
	}
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace:
		if s, ok := t.lessonStep(); ok && s.Kind == course.Say {
			t.lessonNext()
			return true
		}
	}
	return false
}

// lessonSkip leaves the lesson undone: on to the next one, or back to the
// course after the last. After the end it is "Back to the course".
func (t *Table) lessonSkip() {
	if t.lesson == nil || t.closed {
		return
	}
	if t.lesson.Next != nil && !t.ldone {
		t.lesson.Next()
	} else if t.env.Back != nil {
		t.env.Back()
	}
}

// finishLesson marks the end: Done is told once, and the table plays on
// as a match would, with its tools back (showLessonTools).
func (t *Table) finishLesson() {
	if t.ldone {
		return
	}
	t.ldone = true
	t.lwrong = false
	if t.lesson.Done != nil {
		t.lesson.Done()
	}
	t.showLessonTools()
	t.showLesson()
}

// showLessonTools shows the tools a lesson may use: none while it is under
// way (undo, the hint and a new game would leave its script, and the
// caption is the hint), and past its end, when the person plays the deal
// on, all but New game — what a learner expects of a table they play on,
// while a new match belongs to the home screen, not to a lesson's screen.
func (t *Table) showLessonTools() {
	if t.lesson == nil {
		return
	}
	t.newBtn.Hide()
	if t.inLesson() {
		t.toolsBox.Hide()
		return
	}
	t.toolsBox.Show()
	t.toolsKey = "" // the tools' width is measured again (toolbar.go)
	t.adaptBar(t.Size().Width)
	t.retextTools()
	t.fitBar()
	t.relayout()
}

// lessonMove is the computer's scripted move for the seat to move, when
// the lesson is at one.
func (t *Table) lessonMove() (games.Action, bool) {
	s, ok := t.lessonStep()
	if !ok || s.Kind != course.Auto || s.Seat != t.ctl.toMove() {
		return 0, false
	}
	a, err := t.ctl.st.ParseAction(s.Action)
	if err != nil {
		return 0, false // course.Check rules this out for every embedded lesson
	}
	t.lstep++
	return a, true
}

// lessonJudges is asked by act() before the person's move is applied: false
// keeps the move from being played (a caption to read first, or a wrong
// move, whose sentence the panel then shows).
func (t *Table) lessonJudges(a games.Action) bool {
	s, ok := t.lessonStep()
	if !ok {
		return true
	}
	switch s.Kind {
	case course.Say:
		t.say(t.T("course.ui.readFirst", "Read the lesson's text above, then press Next."))
		return false
	case course.Ask:
		if !course.IsLegal(t.view, a) {
			t.lessonWrong()
			return false
		}
		if t.lbestStep != t.lstep || !t.lbestReady {
			// The answer is being worked out: the move is judged when it is in.
			t.lpend, t.lhasPending = a, true
			t.lessonPrepare()
			if t.lhasPending {
				t.say(t.T("course.ui.checking", "Checking your move…"))
			}
			return false
		}
		// A hint that failed (the table closing) lets the move stand.
		if t.lbestErr == nil && a != t.lbest {
			t.lessonWrong()
			return false
		}
		t.lstep++
		t.lwrong = false
		return true
	}
	return true
}

// lessonWrong shows the step's sentence on a wrong move, which is not
// played: the card goes back where it was.
func (t *Table) lessonWrong() {
	t.lwrong = true
	// The card tapped wrongly is not played; it must not stay raised as
	// if chosen, so the cursor goes back to the card the step points at.
	t.lessonCursor(t.handCards(), t.turnCards)
	if a, ok := t.lessonRowAction(); ok && t.rowOn {
		// Likewise the row's highlight: a wrong Enter must not stay on.
		if i := t.rowIndex(a); i >= 0 {
			t.rowAt = i
			t.showRowHighlight()
			t.say(t.g.Prompt(t.hst, t.view)) // not the name of the button left
		}
	}
	t.showLesson()
	t.relayout()
}

// markLesson adds the step's rings and arrows over the cards it names,
// wherever they lie on the felt, to the board's objects.
func (t *Table) markLesson(s *Scene, objs []fyne.CanvasObject) []fyne.CanvasObject {
	st, _, ok := t.shownStep()
	if !ok || !t.inLesson() {
		return objs
	}
	t.lrings, t.llines = 0, 0
	col := ScoreColor()
	find := func(code string) (Item, bool) {
		c, err := t.deck.Parse(code)
		if err != nil {
			return Item{}, false
		}
		for _, it := range s.Items {
			if it.Card == c && c != cards.None {
				return it, true
			}
		}
		return Item{}, false
	}
	for _, code := range st.Marks {
		it, ok := find(code)
		if !ok {
			continue
		}
		// A light ring on a dark one, a little outside the card: it must
		// read as a mark, not as the card's own edge or the playable glow.
		w := max(4, s.CW/16)
		for i, c := range []color.Color{tcolor(env.ColorNameCardShadow), col} {
			r := t.ring()
			r.FillColor = nil
			r.StrokeColor = c
			r.StrokeWidth = w + float32(1-i)*4
			r.CornerRadius = s.CW / 8
			pad := w + 5
			r.Move(fyne.NewPos(it.Pos.X-pad, it.Pos.Y-pad))
			r.Resize(fyne.NewSize(it.Size.Width+2*pad, it.Size.Height+2*pad))
			r.Refresh()
			objs = append(objs, r)
		}
	}
	for _, code := range st.Arrows {
		it, ok := find(code)
		if !ok {
			continue
		}
		objs = t.arrowAt(s, it, objs)
	}
	return objs
}

// arrowAt points at a card from above it (from below when the card lies
// at the top of the felt): a shaft and two strokes of a head.
func (t *Table) arrowAt(s *Scene, it Item, objs []fyne.CanvasObject) []fyne.CanvasObject {
	cx := it.Pos.X + it.Size.Width/2
	length := s.CH * 0.45
	tipY, tailY := it.Pos.Y-8, it.Pos.Y-8-length
	dir := float32(1) // the arrow points down
	if tailY < 0 {
		tipY, tailY = it.Pos.Y+it.Size.Height+8, it.Pos.Y+it.Size.Height+8+length
		dir = -1
	}
	w := max(4, s.CW/14)
	head := length * 0.35
	segs := [][4]float32{
		{cx, tailY, cx, tipY},
		{cx - head*0.7, tipY - dir*head, cx, tipY},
		{cx + head*0.7, tipY - dir*head, cx, tipY},
	}
	for i, c := range []color.Color{tcolor(env.ColorNameCardShadow), ScoreColor()} {
		for _, seg := range segs {
			ln := t.line()
			ln.StrokeColor = c
			ln.StrokeWidth = w + float32(1-i)*4 // the dark halo first, under the light stroke
			ln.Position1 = fyne.NewPos(seg[0], seg[1])
			ln.Position2 = fyne.NewPos(seg[2], seg[3])
			ln.Refresh()
			objs = append(objs, ln)
		}
	}
	return objs
}

// ring and line hand out the step's pooled mark objects (the pools are
// counted from zero again at every markLesson).
func (t *Table) ring() *canvas.Rectangle {
	if t.lrings >= len(t.lringPool) {
		t.lringPool = append(t.lringPool, canvas.NewRectangle(nil))
	}
	t.lrings++
	return t.lringPool[t.lrings-1]
}

func (t *Table) line() *canvas.Line {
	if t.llines >= len(t.llinePool) {
		t.llinePool = append(t.llinePool, canvas.NewLine(nil))
	}
	t.llines++
	return t.llinePool[t.llines-1]
}

// lessonCursor raises the hand card the shown step points at (an arrow,
// else a ring) when the person may play it now, so that the one card that
// stands out is the lesson's and Enter plays what the caption asks; it
// reports whether it did. Outside a lesson, or when the step names no
// playable hand card, the cursor is left alone.
func (t *Table) lessonCursor(hand []cards.Card, now cards.Set) bool {
	st, _, ok := t.shownStep()
	if !ok || !t.inLesson() {
		return false
	}
	for _, codes := range [][]string{st.Arrows, st.Marks} {
		for _, code := range codes {
			c, err := t.deck.Parse(code)
			if err != nil || !now.Has(c) {
				continue
			}
			if i := slices.Index(hand, c); i >= 0 {
				t.cursor, t.cursorCard = i, c
				return true
			}
		}
	}
	return false
}

// lessonRowAction is the move the lesson's question expects, for the row
// of buttons to start its highlight on (rowStart), as lessonCursor raises
// the card: Enter then does what the caption asks (Skat's "pass (P)" with
// Bid highlighted made Enter bid). It is the step's p0 move, which
// course.Check holds to the hint's first, so it needs no search.
func (t *Table) lessonRowAction() (games.Action, bool) {
	s, ok := t.lessonStep()
	if !ok || s.Kind != course.Ask || t.ctl.toMove() != Human {
		return 0, false
	}
	a, err := t.ctl.st.ParseAction(s.Action)
	if err != nil {
		return 0, false // course.Check rules this out for every embedded lesson
	}
	return a, true
}
