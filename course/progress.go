package course

import (
	"regexp"
	"slices"
	"strings"
)

// Progress is the set of lessons done, by key ("<game>/<name>"). The shell
// keeps it in one preference (ParseProgress, String), which the settings
// mirror writes atomically like every setting.
type Progress map[string]bool

// keyForm is what a lesson key looks like; anything else in a stored value
// is damage and is dropped.
var keyForm = regexp.MustCompile(`^[a-z0-9-]+/[a-z0-9-]+$`)

// ParseProgress reads a stored progress defensively: keys are separated by
// commas, surrounding blanks are ignored, and a key that is not of the form
// "<game>/<name>" is dropped, never an error — a damaged value loses at
// worst the ticks it garbled. A key of a lesson this version does not have
// (a lesson renamed, or one of a newer version) is kept, so that going back
// and forth between versions loses nothing.
func ParseProgress(s string) Progress {
	p := Progress{}
	for _, k := range strings.Split(s, ",") {
		k = strings.TrimSpace(k)
		if keyForm.MatchString(k) {
			p[k] = true
		}
	}
	return p
}

// String is the stored form: the keys sorted, comma-separated.
func (p Progress) String() string {
	keys := make([]string, 0, len(p))
	for k, done := range p {
		if done {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return strings.Join(keys, ",")
}

// Done reports whether lesson l is done.
func (p Progress) Done(l *Lesson) bool { return p[l.Key()] }

// Count is how many of c's lessons are done.
func (c *Course) Count(p Progress) int {
	n := 0
	for _, l := range c.Lessons {
		if p.Done(l) {
			n++
		}
	}
	return n
}

// Resume is the lesson to go on with: the first not done, or the first
// when all are (the course taken again).
func (c *Course) Resume(p Progress) *Lesson {
	for _, l := range c.Lessons {
		if !p.Done(l) {
			return l
		}
	}
	return c.Lessons[0]
}
