package env

import "github.com/cardavia/cardavia/course"

// Lesson is a lesson of the course (package course) for the table to play
// instead of a match: the shell's course screen (ui/course.go) sets it on
// the table's Env. A table playing a lesson saves nothing and counts
// nothing in the statistics (it has no Keeper): a lesson is practice.
type Lesson struct {
	Lesson *course.Lesson
	// Number and Of are the lesson's place in its course ("Lesson 2 of 6").
	Number, Of int
	// Done is told once, on the UI goroutine, when the person has gone
	// through the lesson's last step: the shell marks the lesson done.
	Done func()
	// Next opens the course's next lesson in place of this one; nil for the
	// last lesson (the panel offers the way back to the course instead).
	Next func()
}
