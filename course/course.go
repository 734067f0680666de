// Package course is Cardavia's "Learn to play" course: per game a few short
// lessons, each a fixed deal played on the real table while captions explain
// it (issue 39). A lesson is data, not code: a record (the header with its
// `deal` lines) interleaved with the lesson's steps — captions as message
// ids, the cards they point at, the person's moves asked for and the
// computer's moves scripted — in an embedded file per lesson,
// lessons/<game>/<nn>-<name>.lesson. The format is docs/course.md.
//
// The package is plain Go (no Fyne): the table (ui/table) plays a Lesson
// step by step, the shell lists the courses and keeps the Progress, and the
// tests replay every lesson through its engine. What a right move is is not
// written in the lesson: Judge asks the engine's legal set and the hint
// (ai/players), and a lesson is valid only when the move it was written
// with is the one the hint ranks first (Check), so the lesson always goes
// as written.
package course

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/cardavia/cardavia/games/record"
)

//go:embed lessons
var files embed.FS

// CaptionPrefix starts every message id a lesson names (its title, its
// captions): course.<game>.<lesson>.<name>. The translations' audit counts
// the ids under it as used (TestNoUnusedMessageIDs); this package's test
// holds every such id to a lesson that names it.
const CaptionPrefix = "course."

// Kind is what a step does.
type Kind int

const (
	// Say shows a caption; the person reads it and presses Next.
	Say Kind = iota
	// Ask shows a caption that asks the person for a move; the move is
	// judged (Judge), a wrong one taken back and explained (Step.Wrong).
	Ask
	// Auto is a scripted move of a computer seat, played without a
	// caption of its own (the caption before it stays up).
	Auto
)

// Step is one step of a lesson.
type Step struct {
	Kind Kind
	// Caption is the message id of the text shown (Say and Ask).
	Caption string
	// Wrong is the message id of the one sentence that explains a wrong
	// move (Ask only).
	Wrong string
	// Seat and Action are the move (Ask: the move the lesson was written
	// with, which Check holds to the hint; Auto: the computer's scripted
	// move), in the record's notation.
	Seat   int
	Action string
	// Marks are the cards the step highlights on the felt and Arrows the
	// cards it points at with an arrow, as card codes of the lesson's deck.
	Marks, Arrows []string
	// Line is the line of the lesson file the step was read from.
	Line int
}

// Lesson is one lesson: a fixed deal and its steps.
type Lesson struct {
	// Game is the game's record id (the folder the lesson is in).
	Game string
	// ID is the lesson's name, unique within its game (the file name
	// without its number and extension: 01-capture.lesson is "capture").
	ID string
	// Title is the message id of the lesson's title in the course list.
	Title string
	// Record is the match the lesson is played in: the header (deck,
	// seed, dealer, options, deals) and every move of the steps in order,
	// person's and computer's, so that it replays like any record.
	Record *record.Record
	Steps  []Step
}

// Key names the lesson across games: "<game>/<id>", what Progress keeps.
func (l *Lesson) Key() string { return l.Game + "/" + l.ID }

// Course is a game's lessons in order.
type Course struct {
	Game    string
	Lessons []*Lesson
}

// Error is a problem at one line of a lesson file.
type Error struct {
	File string
	Line int
	Err  error
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %v", e.File, e.Err)
	}
	return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// All reads every embedded course, one per game folder under lessons/, in
// the order of the folders' names; each course's lessons in the order of
// their file names. A lesson that does not parse is an error naming its
// file and line (the tests keep every embedded lesson parsing and valid).
func All() ([]*Course, error) {
	dirs, err := fs.ReadDir(files, "lessons")
	if err != nil {
		return nil, err
	}
	var out []*Course
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		c, err := load(d.Name())
		if err != nil {
			return nil, err
		}
		if len(c.Lessons) > 0 {
			out = append(out, c)
		}
	}
	return out, nil
}

// Of is the course of a game, or nil when the game has none (or its files
// do not parse, which the tests rule out).
func Of(gameID string) *Course {
	c, err := load(gameID)
	if err != nil || len(c.Lessons) == 0 {
		return nil
	}
	return c
}

// Has reports whether a game has a course: the shell shows its "Learn"
// entries only then.
func Has(gameID string) bool { return Of(gameID) != nil }

func load(gameID string) (*Course, error) {
	dir := path.Join("lessons", gameID)
	ents, err := fs.ReadDir(files, dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return &Course{Game: gameID}, nil
		}
		return nil, err
	}
	c := &Course{Game: gameID}
	names := []string{}
	for _, e := range ents {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".lesson") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	seen := map[string]bool{}
	for _, n := range names {
		b, err := files.ReadFile(path.Join(dir, n))
		if err != nil {
			return nil, err
		}
		l, err := Parse(path.Join(gameID, n), string(b))
		if err != nil {
			return nil, err
		}
		if l.Game != gameID {
			return nil, &Error{File: path.Join(gameID, n), Err: fmt.Errorf("game %s in the folder of %s", l.Game, gameID)}
		}
		if seen[l.ID] {
			return nil, &Error{File: path.Join(gameID, n), Err: fmt.Errorf("a second lesson named %q", l.ID)}
		}
		seen[l.ID] = true
		c.Lessons = append(c.Lessons, l)
	}
	return c, nil
}

// Lesson finds a lesson of the course by its ID (nil if none).
func (c *Course) Lesson(id string) *Lesson {
	for _, l := range c.Lessons {
		if l.ID == id {
			return l
		}
	}
	return nil
}

// After is the lesson after l in its course, nil after the last.
func (c *Course) After(l *Lesson) *Lesson {
	for i, x := range c.Lessons {
		if x == l || x.ID == l.ID {
			if i+1 < len(c.Lessons) {
				return c.Lessons[i+1]
			}
			return nil
		}
	}
	return nil
}
