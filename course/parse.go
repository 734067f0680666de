package course

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/cardavia/cardavia/games/record"
)

// Parse reads a lesson file (docs/course.md): the lines a record has
// (the header, the moves) and the lesson's own (lesson, title, say, ask,
// wrong, mark, arrow), in one text. The record's lines are handed to
// record.Parse at their own line numbers, so a record error names the
// file's line; the lesson's lines are checked here. Parse checks the form
// only; Check replays the lesson through its engine and the hint.
func Parse(file, text string) (*Lesson, error) {
	fail := func(line int, format string, args ...any) error {
		return &Error{File: file, Line: line, Err: fmt.Errorf(format, args...)}
	}
	l := &Lesson{}
	lines := strings.Split(strings.ReplaceAll(strings.TrimPrefix(text, "\ufeff"), "\r\n", "\n"), "\n")
	rec := make([]string, len(lines)) // the record's lines; the lesson's are blank
	var cur *Step                     // the Say or Ask step that mark, arrow, wrong and p0 add to
	askOpen := false                  // an Ask step still waits for its p0 move
	for i, raw := range lines {
		n := i + 1
		s := raw
		if j := strings.IndexByte(s, '#'); j >= 0 {
			s = s[:j]
		}
		f := strings.Fields(s)
		if len(f) == 0 {
			continue
		}
		one := func() (string, error) {
			if len(f) != 2 {
				return "", fail(n, "%s takes one value, got %d", f[0], len(f)-1)
			}
			return f[1], nil
		}
		caption := func() (string, error) {
			v, err := one()
			if err == nil && !strings.HasPrefix(v, CaptionPrefix) {
				err = fail(n, "%s %s: a caption is a message id starting %q", f[0], v, CaptionPrefix)
			}
			return v, err
		}
		switch key := f[0]; key {
		case "lesson":
			v, err := one()
			if err != nil {
				return nil, err
			}
			if l.ID != "" {
				return nil, fail(n, "a second lesson line")
			}
			l.ID = v
		case "title":
			v, err := caption()
			if err != nil {
				return nil, err
			}
			l.Title = v
		case "say", "ask":
			if askOpen {
				return nil, fail(n, "%s before the move asked for at line %d (p0 …)", key, cur.Line)
			}
			v, err := caption()
			if err != nil {
				return nil, err
			}
			st := Step{Kind: Say, Caption: v, Line: n}
			if key == "ask" {
				st.Kind, askOpen = Ask, true
			}
			l.Steps = append(l.Steps, st)
			cur = &l.Steps[len(l.Steps)-1]
		case "wrong":
			v, err := caption()
			if err != nil {
				return nil, err
			}
			if cur == nil || cur.Kind != Ask || cur.Wrong != "" {
				return nil, fail(n, "wrong belongs right after an ask (one each)")
			}
			cur.Wrong = v
		case "mark", "arrow":
			if cur == nil {
				return nil, fail(n, "%s before any say or ask", key)
			}
			if len(f) < 2 {
				return nil, fail(n, "%s names no card", key)
			}
			if key == "mark" {
				cur.Marks = append(cur.Marks, f[1:]...)
			} else {
				cur.Arrows = append(cur.Arrows, f[1:]...)
			}
		default:
			seat, ok := seatOf(key)
			if !ok {
				rec[i] = raw // a header line: the record's parser judges it
				continue
			}
			rec[i] = raw
			if len(f) != 2 {
				continue // the record's parser names the problem
			}
			if seat == 0 {
				if !askOpen {
					return nil, fail(n, "p0 %s: every move of the person is asked for (an ask line before it)", f[1])
				}
				if cur.Wrong == "" {
					return nil, fail(n, "the ask at line %d has no wrong line (what a wrong move is told)", cur.Line)
				}
				cur.Seat, cur.Action, askOpen = 0, f[1], false
				cur = nil // marks after the move would belong to nothing
				continue
			}
			if askOpen {
				return nil, fail(n, "%s %s: the move asked for at line %d is the person's (p0)", key, f[1], cur.Line)
			}
			l.Steps = append(l.Steps, Step{Kind: Auto, Seat: seat, Action: f[1], Line: n})
			cur = nil
		}
	}
	if askOpen {
		return nil, fail(cur.Line, "the ask has no move (p0 …)")
	}
	switch {
	case l.ID == "":
		return nil, fail(0, "no lesson line (the lesson's name)")
	case l.Title == "":
		return nil, fail(0, "no title line (the lesson's title, a message id)")
	case len(l.Steps) == 0:
		return nil, fail(0, "no steps")
	}
	r, err := record.ParseString(strings.Join(rec, "\n"))
	if err != nil {
		var re *record.Error
		if errors.As(err, &re) {
			return nil, &Error{File: file, Line: re.Line, Err: re.Err}
		}
		return nil, &Error{File: file, Err: err}
	}
	if len(r.Deals) == 0 {
		return nil, fail(0, "no deal line: a lesson is a fixed deal")
	}
	l.Game, l.Record = r.Game, r
	return l, nil
}

// seatOf reads "p<seat>".
func seatOf(s string) (int, bool) {
	if len(s) < 2 || s[0] != 'p' {
		return 0, false
	}
	n, err := strconv.Atoi(s[1:])
	return n, err == nil && n >= 0
}

// Captions are every message id the lesson names: its title, each step's
// caption and wrong-move sentence, in order, each once.
func (l *Lesson) Captions() []string {
	seen := map[string]bool{}
	var out []string
	add := func(id string) {
		if id != "" && !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	add(l.Title)
	for _, s := range l.Steps {
		add(s.Caption)
		add(s.Wrong)
	}
	return out
}
