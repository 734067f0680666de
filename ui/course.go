package ui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/ui/env"
)

// The course (issue 39, package course, docs/course.md): a "Learn" button
// on the home tile and on the rules page of each game that has a course
// opens its course screen ("course:<game>"), which lists the lessons, each
// ticked once done, and goes on with the first not done. A lesson is played
// at the game's real table ("lesson:<game>", ui/table/lesson.go); which
// lessons are done is the preference env.PrefCourseDone, read defensively
// (course.ParseProgress) and mirrored atomically with every setting. On the
// first start a short note says the course exists (greet).

// progress is the lessons done, as stored.
func (s *Shell) progress() course.Progress {
	return course.ParseProgress(s.prefs.StringWithFallback(env.PrefCourseDone, ""))
}

// markDone stores lesson l as done.
func (s *Shell) markDone(l *course.Lesson) {
	p := s.progress()
	p[l.Key()] = true
	s.prefs.SetString(env.PrefCourseDone, p.String())
}

// learnButton is the "Learn" entry of a game that has a course; nil for a
// game without one.
func (s *Shell) learnButton(g *games.Info) *keyButton {
	if !course.Has(g.ID) {
		return nil
	}
	return newKeyButton(s.w, s.l.T("course.ui.learn", "Learn"), theme.InfoIcon(), func() { s.openCourse(g.ID) })
}

// openCourse shows a game's course screen on top of the current one.
func (s *Shell) openCourse(gameID string) {
	s.prefs.SetBool(env.PrefCourseNoted, true) // the first-start note has done its work
	s.nav.push(&screen{
		id:     "course:" + gameID,
		gameID: gameID,
		title: func() string {
			return s.l.T("course.ui.title", "Learn {{.Game}}", "Game", s.gameName(gameID))
		},
		build: func(*screen) fyne.CanvasObject { return s.buildCourse(gameID) },
		// Back from a lesson: its tick is shown.
		onShow: func(sc *screen) { sc.obj = s.buildCourse(gameID) },
	})
}

// buildCourse lists the course's lessons, each with its state and a button
// that plays it, under a button that goes on with the first not done.
func (s *Shell) buildCourse(gameID string) fyne.CanvasObject {
	l := s.l
	c := course.Of(gameID)
	g := s.game(gameID)
	if c == nil || g == nil {
		return layout.NewSpacer()
	}
	p := s.progress()
	intro := widget.NewLabel(l.T("course.ui.intro", "Each lesson is a short deal on the real table. Read the text above the cards, press Next, and play the card it shows. A lesson takes a few minutes; you can stop or skip one at any time."))
	intro.Wrapping = fyne.TextWrapWord
	// Only the lessons done are kept, not the step a lesson was left at: a
	// lesson takes a few minutes and its captions build on each other (the
	// last ones refer back to the first), so one reopened starts again —
	// and the screen says so, rather than leave the person to wonder.
	restarts := widget.NewLabel(l.T("course.ui.restarts", "A lesson you leave before its end starts again from its beginning next time, as its steps build on each other."))
	restarts.Wrapping = fyne.TextWrapWord
	done := c.Count(p)
	word := l.T("course.ui.start", "Start the course")
	if done > 0 {
		word = l.T("course.ui.continue", "Continue the course")
	}
	goOn := newKeyButton(s.w, word, theme.MediaPlayIcon(), func() { s.openLesson(g, c, c.Resume(p)) })
	goOn.Importance = widget.HighImportance
	count := widget.NewLabel(l.T("course.ui.count", "Lessons done: {{.Done}} of {{.Of}}", "Done", done, "Of", len(c.Lessons)))
	box := container.NewVBox(intro, restarts, container.NewHBox(goOn, count))
	for i, ls := range c.Lessons {
		state := l.T("course.ui.notDone", "Not done yet")
		icon := theme.RadioButtonIcon()
		if p.Done(ls) {
			state = l.T("course.ui.done", "Done")
			icon = theme.ConfirmIcon()
		}
		title := widget.NewLabel(fmt.Sprintf("%d. %s", i+1, l.T(ls.Title, s.englishOf(ls.Title))))
		title.Wrapping = fyne.TextWrapWord
		title.TextStyle.Bold = true
		mark := widget.NewIcon(icon)
		status := widget.NewLabel(state)
		ls := ls
		play := newKeyButton(s.w, l.T("course.ui.play", "Play"), theme.MediaPlayIcon(), func() { s.openLesson(g, c, ls) })
		box.Add(container.NewBorder(nil, nil, mark, container.NewHBox(status, play), title))
	}
	rules := newKeyButton(s.w, l.T("home.rules", "Rules"), theme.HelpIcon(), func() { s.openRules(gameID) })
	box.Add(container.NewHBox(rules))
	return container.NewVScroll(readable(panel(l.T("course.ui.lessons", "Lessons"), box)))
}

// englishOf is a message's English from the message file (lessons name
// their texts by id only).
func (s *Shell) englishOf(id string) string {
	if e, ok := s.l.Bundle().EnglishOther(id); ok {
		return e
	}
	return id
}

// openLesson plays lesson ls of course c at g's table, in place of a lesson
// already open (Next lesson).
func (s *Shell) openLesson(g *games.Info, c *course.Course, ls *course.Lesson) {
	if top := s.nav.top(); top != nil && top.id == "lesson:"+g.ID {
		s.nav.pop() // the lesson before: Next lesson replaces it
	}
	number := 1
	for i, x := range c.Lessons {
		if x == ls {
			number = i + 1
		}
	}
	lesson := &env.Lesson{Lesson: ls, Number: number, Of: len(c.Lessons), Done: func() { s.markDone(ls) }}
	if next := c.After(ls); next != nil {
		lesson.Next = func() { s.openLesson(g, c, next) }
	}
	title := func() string { return s.l.T("course.ui.title", "Learn {{.Game}}", "Game", s.l.Name(g.Name)) }
	// In the pack the person chose on the home tile (the lessons' card
	// codes are the same in Schnapsen's two packs).
	s.pushTable("lesson:"+g.ID, title, g, s.chosenDeck(g), func(e *env.Env) { e.Lesson = lesson })
}

// noteCourse is the first start's note that the course exists (greet): once,
// and never after a course was opened.
func (s *Shell) noteCourse() dialog.Dialog {
	if s.prefs.BoolWithFallback(env.PrefCourseNoted, false) {
		return nil
	}
	if top := s.nav.top(); top == nil || top.id != "home" {
		return nil // started on another screen (-screen): the note is for the home screen
	}
	has := false
	for _, g := range s.games {
		has = has || course.Has(g.ID)
	}
	if !has {
		return nil
	}
	s.prefs.SetBool(env.PrefCourseNoted, true)
	s.deps.Trace.Mark("dialog course") // scripts/measure.sh answers it
	l := s.l
	return s.message(l.T("course.ui.noteTitle", "New to these games?"),
		l.T("course.ui.note", "Games with a Learn button on the home screen have a short course: a few lessons on the real table that teach you the game step by step."))
}
