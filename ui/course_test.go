package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/course"
	"github.com/cardavia/cardavia/games"
	"github.com/cardavia/cardavia/games/cards"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
)

// lessonTables is a table factory that records the lesson each table was
// asked to play, and shows a label in its place.
type lessonTables struct{ opened []*env.Lesson }

func (f *lessonTables) new(e env.Env, g *games.Info, d cards.DeckID) (fyne.CanvasObject, error) {
	f.opened = append(f.opened, e.Lesson)
	return widget.NewLabel("table"), nil
}

// learnButtons are the "Learn" buttons under o.
func learnButtons(o fyne.CanvasObject) []*widget.Button {
	return find(o, func(b *widget.Button) bool {
		return b.Text == "Learn" && b.Icon != nil && b.Icon.Name() == theme.InfoIcon().Name()
	})
}

// TestCourse_LearnOnTheTileAndTheRulesPage: a game with a course has a
// Learn button on its home tile and on its rules page, which open its
// course screen; a game without one has neither. (Mutation tried: the
// button added to every tile — the games without a course failed.)
func TestCourse_LearnOnTheTileAndTheRulesPage(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	s.nav.home()
	with := 0
	for _, g := range fixtureGames() {
		want := 0
		if course.Has(g.ID) {
			want, with = 1, with+1
		}
		assert.Len(t, learnButtons(s.tileOf(g.ID)), want, "%s's tile", g.ID)
		s.openRules(g.ID)
		assert.Len(t, learnButtons(s.nav.top().obj), want, "%s's rules page", g.ID)
		s.nav.home()
	}
	require.GreaterOrEqual(t, with, 2, "Scopa and Schnapsen have a course")
	test.Tap(learnButtons(s.tileOf("scopa"))[0])
	require.Equal(t, "course:scopa", s.nav.top().id)
	got := strings.Join(texts(s.nav.top().obj), "|")
	assert.Contains(t, got, "1. Taking a card of the same value")
	assert.Contains(t, got, "Lessons done: 0 of ")
	assert.Contains(t, got, "Start the course")
}

// TestCourse_ProgressSurvivesARestartAndADamagedValue: a lesson played to
// its end is ticked on the course screen at once and after a restart (a new
// shell on the same preferences), the course goes on with the next lesson,
// Next lesson replaces the lesson screen instead of stacking it, and a
// damaged stored value loses only what it garbled.
func TestCourse_ProgressSurvivesARestartAndADamagedValue(t *testing.T) {
	tables := &lessonTables{}
	s, a := newTestShellDeps(t, fixtureGames(), Deps{Picture: AssetPicture, NewTable: tables.new})
	s.openCourse("scopa")
	test.Tap(topButton(s, "Start the course"))
	require.Len(t, tables.opened, 1)
	first := tables.opened[0]
	require.Equal(t, "capture", first.Lesson.ID)
	assert.Equal(t, 1, first.Number)
	require.Equal(t, "lesson:scopa", s.nav.top().id)
	depth := len(s.nav.stack)

	first.Done() // the table reached the lesson's end
	first.Next()
	require.Len(t, tables.opened, 2)
	assert.Equal(t, "sum", tables.opened[1].Lesson.ID)
	assert.Equal(t, depth, len(s.nav.stack), "Next lesson replaces the lesson")
	s.nav.pop()
	require.Equal(t, "course:scopa", s.nav.top().id)
	got := strings.Join(texts(s.nav.top().obj), "|")
	assert.Contains(t, got, "Lessons done: 1 of ", "the tick is shown on return")
	assert.Contains(t, got, "Continue the course")

	b, err := translations.NewBundleWith(german)
	require.NoError(t, err)
	again := newShell(a, fixtureGames(), b, Deps{Picture: AssetPicture, NewTable: tables.new})
	again.openCourse("scopa")
	assert.Contains(t, strings.Join(texts(again.nav.top().obj), "|"), "Lessons done: 1 of ", "after a restart")
	test.Tap(topButton(again, "Continue the course"))
	assert.Equal(t, "sum", tables.opened[len(tables.opened)-1].Lesson.ID, "the course goes on where it was left")

	a.Preferences().SetString(env.PrefCourseDone, "scopa/capture,\x00\xff,,scopa/,"+strings.Repeat("x", 300))
	damaged := newShell(a, fixtureGames(), b, Deps{Picture: AssetPicture, NewTable: tables.new})
	damaged.openCourse("scopa")
	assert.Contains(t, strings.Join(texts(damaged.nav.top().obj), "|"), "Lessons done: 1 of ", "a damaged value keeps what it did not garble")
	assert.Equal(t, "scopa/capture", damaged.progress().String())
}

// TestCourse_ALessonLeftHalfwayStartsAgainAndTheScreenSaysSo: the course
// keeps only the lessons done, so a lesson left before its end is not
// ticked and is opened again (from its beginning: the table is given the
// lesson, never a step), and the course screen says that this is how it
// works.
func TestCourse_ALessonLeftHalfwayStartsAgainAndTheScreenSaysSo(t *testing.T) {
	tables := &lessonTables{}
	s, _ := newTestShellDeps(t, fixtureGames(), Deps{Picture: AssetPicture, NewTable: tables.new})
	s.openCourse("scopa")
	assert.Contains(t, strings.Join(texts(s.nav.top().obj), "|"), "starts again from its beginning")
	test.Tap(topButton(s, "Start the course"))
	require.Len(t, tables.opened, 1)
	s.nav.pop() // left before its end: Done was never told
	require.Equal(t, "course:scopa", s.nav.top().id)
	got := strings.Join(texts(s.nav.top().obj), "|")
	assert.Contains(t, got, "Lessons done: 0 of ")
	assert.Contains(t, got, "Start the course")
	test.Tap(topButton(s, "Start the course"))
	require.Len(t, tables.opened, 2)
	assert.Equal(t, tables.opened[0].Lesson, tables.opened[1].Lesson, "the lesson left is the one opened again")
}

// TestCourse_FirstStartNote: the first start says once that the course
// exists; a person who has opened a course is not told.
func TestCourse_FirstStartNote(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	d := s.noteCourse()
	require.NotNil(t, d, "the first start's note")
	d.Hide()
	assert.Nil(t, s.noteCourse(), "shown once")

	s2, _ := newTestShell(t, fixtureGames())
	s2.openCourse("schnapsen")
	assert.Nil(t, s2.noteCourse(), "a course already opened")
}
